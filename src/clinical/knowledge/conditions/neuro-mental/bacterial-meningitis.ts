import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { cite, pocketBook, aware, bnfc } from '../../regimens-shared/citations';
import { idsr } from '../citations';
import { ampicillin, gentamicin } from '../newborn-child/neonatal-sepsis';

const meningitisWho = {
  sourceId: 'who-meningitis-2025',
  section: 'Diagnosis: clinical features and lumbar puncture',
} as const;
const meningitisTreatment = {
  sourceId: 'who-meningitis-2025',
  section: 'Treatment: antimicrobials and adjunctive corticosteroids',
} as const;
const etatEmergency = {
  sourceId: 'who-etat-2016',
  section: 'Emergency signs: airway, breathing, circulation, coma, convulsion',
} as const;

export const condition = {
  id: 'bacterial-meningitis',
  name: 'Bacterial meningitis (incl. meningococcal)',
  icd10: ['G00.9', 'A39.0', 'G00', 'A39'],
  icd11: '1D01',
  urgency: 'critical',
  // The meningeal syndrome a meningitis of another cause brings with it (mumps meningitis): inflamed meninges
  // and their effect on the brain, not the organism's own signs (knowledge: comesWith).
  syndromeFindings: {
    findingIds: [
      'headache',
      'severe-headache',
      'neck-stiffness',
      'photophobia',
      'vomiting',
      'confusion',
      'lethargy',
      'convulsions',
      'irritability',
      'bulging-fontanelle',
      'csf-pleocytosis-lab',
    ],
    citation: {
      sourceId: 'who-meningitis-2025',
      section:
        'Clinical features of meningitis: headache, neck stiffness, photophobia, altered consciousness',
    },
  },
  prior: {
    baseline: 0.001,
    byCountry: {
      KE: 1,
      UG: 1,
      TZ: 1,
      SO: 1,
      MW: 1,
      ZM: 1,
      ZW: 0.8,
      ZA: 0.6,
      BW: 0.6,
      ET: 1.5,
      NG: 2,
      GH: 1.5,
      ML: 3,
      BF: 3,
    },
    byAge: [
      { maxYears: 1, multiplier: 4 },
      { minYears: 1, maxYears: 5, multiplier: 1.5 },
      { minYears: 5, maxYears: 30, multiplier: 1 },
      { minYears: 30, multiplier: 0.6 },
    ],
    bySeason: [{ countries: ['NG', 'GH', 'ML', 'BF', 'ET'], months: [12, 1, 2, 3, 4, 5, 6], multiplier: 3 }],
    citations: [
      {
        sourceId: 'who-meningitis-2025',
        section: 'Introduction: epidemiology and the African meningitis belt',
      },
      idsr,
    ],
  },
  findings: [
    {
      findingId: 'fever',
      frequency: 0.85,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this adult patient have acute meningitis? (Attia 1999)',
      },
    },
    { findingId: 'high-fever', frequency: 0.5 },
    { findingId: 'headache', frequency: 0.85 },
    { findingId: 'severe-headache', frequency: 0.6 },
    {
      findingId: 'neck-stiffness',
      frequency: 0.75,
      citation: {
        sourceId: 'jama-rce-1990s',
        section: 'Does this adult patient have acute meningitis? (Attia 1999)',
      },
    },
    { findingId: 'photophobia', frequency: 0.4 },
    { findingId: 'vomiting', frequency: 0.55 },
    { findingId: 'vomiting-everything', frequency: 0.15 },
    { findingId: 'confusion', frequency: 0.6 },
    { findingId: 'lethargy', frequency: 0.4 },
    { findingId: 'unconscious', frequency: 0.2 },
    { findingId: 'convulsions', frequency: 0.25 },
    { findingId: 'irritability', frequency: 0.3 },
    { findingId: 'bulging-fontanelle', frequency: 0.15 },
    { findingId: 'unable-to-drink', frequency: 0.15 },
    { findingId: 'petechial-rash', frequency: 0.25 },
    { findingId: 'focal-weakness', frequency: 0.1 },
    { findingId: 'myalgia', frequency: 0.2 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'hypotension', frequency: 0.1 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.1 },
    { findingId: 'csf-pleocytosis-lab', frequency: 0.95, specificity: 0.98, citation: meningitisWho },
    { findingId: 'leucocytosis-lab', frequency: 0.7 },
    { findingId: 'raised-crp-lab', frequency: 0.9 },
    { findingId: 'sick-contacts', frequency: 0.1 },
    { findingId: 'malaria-test-positive', frequency: 0.1 },
    { findingId: 'crag-positive-lab', frequency: 0.01 },
    { findingId: 'cough', frequency: 0.15 },
    { findingId: 'runny-nose', frequency: 0.08 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'prolonged-fever', frequency: 0.01 },
    { findingId: 'weight-loss', frequency: 0.03 },
    { findingId: 'dysuria', frequency: 0.02 },
    { findingId: 'nausea', frequency: 0.3 },
    { findingId: 'chills-rigors', frequency: 0.3 },
    { findingId: 'severe-hypertension-reading', frequency: 0.005 },
    { findingId: 'sudden-severe-headache', frequency: 0.001 },
    { findingId: 'rash', frequency: 0.3 },
    { findingId: 'hypertension-reading', frequency: 0.08 },
    { findingId: 'malaise', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.4 },
    { findingId: 'anorexia', frequency: 0.4 },
    { findingId: 'tachypnoea', frequency: 0.3 },
    { findingId: 'hypothermia', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: [
        'neck-stiffness',
        'bulging-fontanelle',
        'petechial-rash',
        'confusion',
        'unconscious',
        'convulsions',
        'lethargy',
      ],
      finding:
        'Suspected bacterial meningitis (fever with neck stiffness, bulging fontanelle, altered consciousness, convulsions or purpura)',
      urgency: 'critical',
      actionRequired:
        'Give IV/IM ceftriaxone immediately (do not delay for lumbar puncture), manage airway and convulsions, check glucose, admit; notify the surveillance officer.',
      citations: [meningitisTreatment, { sourceId: 'who-pocket-book-2013', section: '6.3 Meningitis' }],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Shock (meningococcal septicaemia)',
      urgency: 'critical',
      actionRequired: 'Fluid resuscitation and ceftriaxone now; refer for intensive care.',
      citations: [etatEmergency],
    },
  ],
  investigations: [
    {
      test: 'Lumbar puncture: CSF appearance, cell count, Gram stain, glucose, protein, culture (and latex/PCR)',
      urgency: 'stat',
      rationale: 'Confirms bacterial meningitis and the organism; do not delay antibiotics for it.',
      expectedFindings:
        'Turbid CSF, neutrophil pleocytosis, low glucose, high protein; Gram-negative or Gram-positive diplococci.',
    },
    {
      test: 'Blood culture and blood glucose',
      urgency: 'stat',
      rationale: 'Organism when LP is delayed; hypoglycaemia is common in children.',
      expectedFindings: 'N. meningitidis, S. pneumoniae or H. influenzae.',
    },
    {
      test: 'Malaria RDT',
      urgency: 'stat',
      rationale: 'Cerebral malaria is the main differential; both may coexist.',
      expectedFindings: 'Negative (a positive test does not exclude meningitis).',
    },
    {
      test: 'HIV test and serum CrAg where HIV-positive',
      urgency: 'urgent',
      rationale: 'Cryptococcal and TB meningitis in advanced HIV.',
      expectedFindings: 'CrAg negative.',
    },
  ],
  monitoring: [
    {
      parameter: 'Consciousness level, convulsions, pupils',
      frequency: 'Every 1-3 hours in the first 24 hours',
      alertCriteria: 'Falling GCS/BCS, new convulsions or focal signs',
    },
    {
      parameter: 'Blood pressure, capillary refill, urine output',
      frequency: 'Every 1-2 hours',
      alertCriteria: 'Shock or reduced urine',
    },
    {
      parameter: 'Hearing',
      frequency: 'Before discharge and at follow-up',
      alertCriteria: 'Hearing loss (refer for audiology)',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with inpatient care',
      urgency: 'emergency',
      reason: 'All suspected bacterial meningitis after the first dose of antibiotic.',
    },
    {
      specialist: 'Public health / surveillance officer',
      urgency: 'urgent',
      reason: 'Notifiable disease; chemoprophylaxis for close contacts of meningococcal cases.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Close household contacts of meningococcal disease should receive preventive antibiotic promptly.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        "Keep children's vaccines up to date (Hib, pneumococcal; MenAfriVac/MenFive in the meningitis belt).",
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Attend hearing and development follow-up after discharge.',
      category: 'follow-up',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Empirical IV (or IM) ceftriaxone as soon as meningitis is suspected; add ampicillin in neonates and older adults for Listeria where indicated. Adjunctive dexamethasone before or with the first antibiotic dose in adults and children beyond the neonatal period where the guideline recommends it. In meningococcal epidemics, a short course of ceftriaxone as per the national epidemic protocol.',
    supportiveCare: [
      'Airway and oxygen',
      'Treat convulsions with a benzodiazepine',
      'Correct hypoglycaemia',
      'Maintenance fluids (avoid overload), feeding',
      'Paracetamol for fever',
    ],
    followUpSchedule: 'Inpatient for the full course; hearing test before discharge and review at 1 month.',
    antibioticsIndicated: true,
    citations: [
      meningitisTreatment,
      { sourceId: 'who-pocket-book-2013', section: '6.3 Meningitis' },
      { sourceId: 'who-aware-2022', section: 'Hospital facility: acute bacterial meningitis' },
    ],
  },
  citations: [meningitisWho, meningitisTreatment],
} satisfies Condition;

/** Under 2 months: the young-infant ampicillin and gentamicin by day of life, for the meningitis duration. */
const forMeningitis = (item: Regimen['items'][number]) => ({
  ...item,
  duration: '14-21 days (meningitis)',
  indication: 'meningitis in a young infant (under 2 months)',
  citations: [...item.citations, pocketBook('3.9 Meningitis in the young infant: ampicillin and gentamicin')],
});
const youngInfant = (
  id: string,
  population: Regimen['population'],
  items: Regimen['items'],
  note: string,
): Regimen => ({
  id: `bacterial-meningitis-young-infant${id}`,
  conditionId: 'bacterial-meningitis',
  population,
  items: items.map(forMeningitis),
  note: `${note} The Pocket Book raises the ampicillin dose in meningitis: not computed here, check the chart. No ceftriaxone with jaundice or calcium-containing fluids.`,
  citations: [pocketBook('3.9 Meningitis in the young infant')],
});

export const regimens = [
  // First: the older-child ceftriaxone dose is not a newborn's (review S30).
  youngInfant(
    '-first-week',
    { maxAgeYears: 7 / 365, minWeightKg: 2.5 },
    [ampicillin(12), gentamicin(5)],
    'First week of life: ampicillin every 12 hours, gentamicin 5 mg/kg.',
  ),
  youngInfant(
    '-first-week-low-birth-weight',
    { maxAgeYears: 7 / 365 },
    [ampicillin(12), gentamicin(3)],
    'First week of life, under 2.5 kg: gentamicin 3 mg/kg.',
  ),
  youngInfant(
    '',
    { maxAgeYears: 2 / 12 },
    [ampicillin(8), gentamicin(7.5)],
    'From day 7 to 2 months: ampicillin every 8 hours, gentamicin 7.5 mg/kg.',
  ),
  {
    id: 'bacterial-meningitis-child',
    conditionId: 'bacterial-meningitis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: perKg(100, 4000, 4000, 50),
        frequency: 'once daily (or 50 mg/kg every 12 hours)',
        dosesPerDay: 1,
        duration: '7-10 days',
        indication: 'bacterial meningitis',
        alternativeIds: [],
        citations: [
          pocketBook('6.3 Meningitis: ceftriaxone 100 mg/kg once daily'),
          bnfc('Ceftriaxone: meningitis, max 4 g daily'),
        ],
      },
    ],
    note: 'Give the first dose at once (IM if no IV access) before referral; manage convulsions and hypoglycaemia.',
    citations: [cite('who-meningitis-2025', 'Antibiotic treatment'), pocketBook('6.3 Meningitis')],
  },
  {
    id: 'bacterial-meningitis',
    conditionId: 'bacterial-meningitis',
    population: {},
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: fixed(2000, '2 g', 2000, 4000),
        frequency: 'every 12 hours',
        dosesPerDay: 2,
        duration: '7-10 days (5 days for meningococcal)',
        indication: 'bacterial meningitis',
        alternativeIds: [],
        citations: [
          cite('who-meningitis-2025', 'Ceftriaxone 2 g every 12 hours in adults'),
          aware('Bacterial meningitis: ceftriaxone 2 g every 12 hours'),
        ],
      },
    ],
    note: 'Give the first dose at once, before lumbar puncture if it delays treatment.',
    citations: [cite('who-meningitis-2025', 'Antibiotic treatment')],
  },
] satisfies readonly Regimen[];
