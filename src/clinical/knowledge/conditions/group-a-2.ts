import type { Condition } from '../types';

/*
 * Conditions 20-37 of clinical-scope.md: central nervous system infections, HIV and its opportunistic
 * infections, outbreak-prone and zoonotic fevers, bites and tetanus, urinary and sexually transmitted
 * infections, and skin and soft-tissue infection. Frequencies are P(finding | condition); findings with a
 * low frequency argue against the condition when present.
 */

const meningitisWho = {
  sourceId: 'who-meningitis-2025',
  section: 'Diagnosis: clinical features and lumbar puncture',
} as const;
const meningitisTreatment = {
  sourceId: 'who-meningitis-2025',
  section: 'Treatment: antimicrobials and adjunctive corticosteroids',
} as const;
const cryptoWho = {
  sourceId: 'who-crypto-2022',
  section: 'Diagnosis and induction treatment of cryptococcal meningitis',
} as const;
const hivWho = {
  sourceId: 'who-hiv-2021',
  section: 'Chapter 4: ART initiation and first-line regimens',
} as const;
const advancedHiv = {
  sourceId: 'who-advanced-hiv-2017',
  section: 'Package of care for advanced HIV disease',
} as const;
const hivKenya = {
  sourceId: 'ke-arv-2022',
  section: 'Initial evaluation and ART initiation; advanced HIV disease',
} as const;
const stiWho = { sourceId: 'who-stis-2021', section: 'Syndromic management of symptomatic STIs' } as const;
const syphilisWho = {
  sourceId: 'who-syphilis-2016',
  section: 'Recommendations for early, late and congenital syphilis',
} as const;
const vhfWho = {
  sourceId: 'who-vhf-2016',
  section: 'Recognising and managing a suspected VHF case',
} as const;
const idsr = {
  sourceId: 'who-idsr-2019',
  section: 'Section 11: Standard case definitions of priority diseases',
} as const;
const ugInfectious = {
  sourceId: 'ug-clinical-guidelines-2023',
  section: 'Chapter 2: Infectious diseases',
} as const;
const awareUti = {
  sourceId: 'who-aware-2022',
  section: 'Primary health care: lower urinary tract infection',
} as const;
const awarePyelo = {
  sourceId: 'who-aware-2022',
  section: 'Hospital facility: upper urinary tract infection (pyelonephritis)',
} as const;
const awareSkin = {
  sourceId: 'who-aware-2022',
  section: 'Primary health care: skin and soft tissue infections (cellulitis, abscess)',
} as const;
const uti = {
  sourceId: 'jama-rce-1990s',
  section: 'Does this woman have an acute uncomplicated urinary tract infection? (Bent 2002)',
} as const;
const etatEmergency = {
  sourceId: 'who-etat-2016',
  section: 'Emergency signs: airway, breathing, circulation, coma, convulsion',
} as const;

export const conditions = [
  /* ------------------------------------------------------------------ 20. Bacterial meningitis */
  {
    id: 'bacterial-meningitis',
    name: 'Bacterial meningitis (incl. meningococcal)',
    icd10: ['G00.9', 'A39.0', 'G00', 'A39'],
    icd11: '1D01',
    urgency: 'critical',
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
      bySeason: [
        { countries: ['NG', 'GH', 'ML', 'BF', 'ET'], months: [12, 1, 2, 3, 4, 5, 6], multiplier: 3 },
      ],
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
  },

  /* ------------------------------------------------------------------ 21. Cryptococcal meningitis */
  {
    id: 'cryptococcal-meningitis',
    name: 'Cryptococcal meningitis',
    icd10: ['B45.1'],
    icd11: '1F27',
    urgency: 'emergency',
    prior: {
      baseline: 0.0008,
      byCountry: {
        KE: 1,
        UG: 1.5,
        TZ: 1.2,
        MW: 2,
        ZM: 2,
        ZW: 2.5,
        ZA: 3,
        BW: 3,
        ET: 0.3,
        SO: 0.05,
        NG: 0.6,
        GH: 0.5,
        ML: 0.3,
        BF: 0.3,
      },
      byAge: [
        { maxYears: 15, multiplier: 0.1 },
        { minYears: 15, multiplier: 1.2 },
      ],
      citations: [{ sourceId: 'who-crypto-2022', section: 'Background: burden of cryptococcal disease' }],
    },
    findings: [
      { findingId: 'headache', frequency: 0.9 },
      { findingId: 'severe-headache', frequency: 0.6 },
      { findingId: 'fever', frequency: 0.6 },
      { findingId: 'high-fever', frequency: 0.15 },
      { findingId: 'prolonged-fever', frequency: 0.3 },
      { findingId: 'vomiting', frequency: 0.5 },
      { findingId: 'neck-stiffness', frequency: 0.35 },
      { findingId: 'photophobia', frequency: 0.2 },
      { findingId: 'confusion', frequency: 0.3 },
      { findingId: 'lethargy', frequency: 0.3 },
      { findingId: 'unconscious', frequency: 0.1 },
      { findingId: 'convulsions', frequency: 0.1 },
      { findingId: 'visual-disturbance', frequency: 0.25 },
      { findingId: 'focal-weakness', frequency: 0.05 },
      { findingId: 'known-hiv', frequency: 0.8 },
      { findingId: 'hiv-test-positive', frequency: 0.95 },
      { findingId: 'low-cd4-lab', frequency: 0.9 },
      {
        findingId: 'crag-positive-lab',
        frequency: 0.98,
        specificity: 0.98,
        citation: { sourceId: 'who-crypto-2022', section: 'Diagnosis: CrAg lateral flow assay' },
      },
      { findingId: 'csf-pleocytosis-lab', frequency: 0.5, specificity: 0.98 }, // as in bacterial meningitis: pleocytosis is common to every meningitis
      { findingId: 'weight-loss', frequency: 0.4 },
      { findingId: 'oral-thrush', frequency: 0.3 },
      { findingId: 'fatigue', frequency: 0.6 },
      { findingId: 'cough', frequency: 0.2 },
      { findingId: 'petechial-rash', frequency: 0.001 },
      { findingId: 'runny-nose', frequency: 0.03 },
      { findingId: 'diarrhoea', frequency: 0.1 },
      { findingId: 'malaria-test-positive', frequency: 0.05 },
      { findingId: 'nausea', frequency: 0.3 },
      { findingId: 'severe-hypertension-reading', frequency: 0.005 },
      { findingId: 'rash', frequency: 0.05 },
      { findingId: 'hypertension-reading', frequency: 0.08 },
      { findingId: 'malaise', frequency: 0.5 },
      { findingId: 'anorexia', frequency: 0.4 },
      { findingId: 'dizziness', frequency: 0.15 },
    ],
    redFlags: [
      {
        findingIds: ['unconscious', 'convulsions', 'confusion', 'focal-weakness'],
        finding: 'Altered consciousness, seizures or focal signs (raised intracranial pressure)',
        urgency: 'critical',
        actionRequired:
          'Admit; urgent LP with opening pressure and therapeutic CSF drainage; start induction antifungals.',
        citations: [cryptoWho],
      },
      {
        findingIds: ['visual-disturbance', 'severe-headache'],
        finding: 'Visual loss or severe headache: raised CSF pressure',
        urgency: 'emergency',
        actionRequired: 'Therapeutic lumbar puncture to lower pressure (repeat daily as needed).',
        citations: [cryptoWho],
      },
    ],
    investigations: [
      {
        test: 'Lumbar puncture with opening pressure, CSF CrAg (LFA), India ink, culture',
        urgency: 'stat',
        rationale: 'Confirms diagnosis and measures pressure.',
        expectedFindings: 'CSF CrAg positive; opening pressure often > 25 cmH2O.',
      },
      {
        test: 'Serum or plasma CrAg',
        urgency: 'stat',
        rationale: 'Rapid rule-in/out where LP is delayed.',
        expectedFindings: 'Positive.',
      },
      {
        test: 'HIV test and CD4 count',
        urgency: 'urgent',
        rationale: 'Most cases have CD4 < 100 cells/mm3.',
        expectedFindings: 'HIV positive, low CD4.',
      },
      {
        test: 'Creatinine, potassium, haemoglobin',
        urgency: 'urgent',
        rationale: 'Amphotericin B toxicity monitoring.',
        expectedFindings: 'Baseline values.',
      },
    ],
    monitoring: [
      {
        parameter: 'Headache, consciousness, vision',
        frequency: 'Daily; repeat LP if symptoms of raised pressure',
        alertCriteria: 'Worsening headache, visual loss, falling GCS',
      },
      {
        parameter: 'Creatinine, potassium, haemoglobin on amphotericin',
        frequency: 'At least twice weekly',
        alertCriteria: 'Creatinine doubling, potassium < 3.3 mmol/L',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital with capacity for LP and amphotericin B',
        urgency: 'emergency',
        reason: 'Induction therapy and pressure management.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Take fluconazole every day through consolidation and maintenance until the CD4 count recovers on ART.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Start ART 4-6 weeks after antifungal treatment begins, not earlier.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Induction: single high dose of liposomal amphotericin B with 14 days of flucytosine and fluconazole (WHO 2022); alternative: 1 week of amphotericin B deoxycholate with flucytosine then fluconazole, or 2 weeks fluconazole plus flucytosine. Consolidation and maintenance fluconazole. Defer ART for 4-6 weeks.',
      supportiveCare: [
        'Therapeutic lumbar punctures for raised pressure',
        'Pre-hydration and potassium supplementation with amphotericin',
        'Analgesia',
      ],
      followUpSchedule: 'Daily inpatient review during induction; then every 2-4 weeks in the HIV clinic.',
      antibioticsIndicated: false,
      citations: [cryptoWho, hivKenya],
    },
    citations: [cryptoWho, advancedHiv],
  },

  /* ------------------------------------------------------------------ 22. HIV infection / advanced HIV disease */
  {
    id: 'hiv-infection',
    name: 'HIV infection / advanced HIV disease',
    icd10: ['B24', 'B20', 'B21', 'B22', 'B23', 'Z21'],
    urgency: 'urgent',
    prior: {
      baseline: 0.02,
      byCountry: {
        KE: 1,
        UG: 1.4,
        TZ: 1.2,
        MW: 2.2,
        ZM: 2.7,
        ZW: 3,
        ZA: 4,
        BW: 4.5,
        ET: 0.25,
        SO: 0.05,
        NG: 0.35,
        GH: 0.45,
        ML: 0.2,
        BF: 0.2,
      },
      byAge: [
        { maxYears: 15, multiplier: 0.2 },
        { minYears: 15, maxYears: 25, multiplier: 0.8 },
        { minYears: 25, maxYears: 50, multiplier: 1.5 },
        { minYears: 50, multiplier: 0.8 },
      ],
      bySex: { male: 0.7, female: 1.3 },
      citations: [hivKenya, { sourceId: 'who-hiv-2021', section: 'Epidemiology and priority populations' }],
    },
    findings: [
      // No specificity: people with HIV presenting with TB, PCP or cryptococcal disease test positive too, so the
      // base rate of positives among other presentations is the right comparison.
      {
        findingId: 'hiv-test-positive',
        frequency: 0.97,
        citation: {
          sourceId: 'who-hiv-2021',
          section: 'HIV testing strategy: three consecutive reactive tests',
        },
      },
      { findingId: 'known-hiv', frequency: 0.45 },
      { findingId: 'low-cd4-lab', frequency: 0.35 },
      { findingId: 'weight-loss', frequency: 0.5 },
      { findingId: 'visible-wasting', frequency: 0.15 },
      { findingId: 'fatigue', frequency: 0.5 },
      { findingId: 'fever', frequency: 0.4 },
      { findingId: 'recurrent-fever', frequency: 0.2 },
      { findingId: 'prolonged-fever', frequency: 0.2 },
      { findingId: 'night-sweats', frequency: 0.3 },
      { findingId: 'chronic-diarrhoea', frequency: 0.2 },
      { findingId: 'diarrhoea', frequency: 0.3 },
      { findingId: 'oral-thrush', frequency: 0.25 },
      { findingId: 'lymphadenopathy', frequency: 0.35 },
      { findingId: 'rash', frequency: 0.25 },
      { findingId: 'itching', frequency: 0.2 },
      { findingId: 'herpes-zoster', frequency: 0.08 },
      { findingId: 'mouth-ulcers', frequency: 0.08 },
      { findingId: 'genital-ulcer', frequency: 0.06 },
      { findingId: 'cough', frequency: 0.3 },
      { findingId: 'chronic-cough', frequency: 0.15 },
      { findingId: 'sexual-risk', frequency: 0.4 },
      { findingId: 'anaemia-lab', frequency: 0.4 },
      { findingId: 'leucopenia-lab', frequency: 0.2 },
      { findingId: 'thrombocytopenia-lab', frequency: 0.1 },
      { findingId: 'syphilis-test-positive-lab', frequency: 0.05 },
      { findingId: 'runny-nose', frequency: 0.05 },
      { findingId: 'sneezing', frequency: 0.03 },
      { findingId: 'anorexia', frequency: 0.3 },
      { findingId: 'malaise', frequency: 0.4 },
      { findingId: 'headache', frequency: 0.2 },
      { findingId: 'pallor', frequency: 0.2 },
    ],
    redFlags: [
      {
        findingIds: [
          'respiratory-distress',
          'hypoxaemia',
          'prostration',
          'confusion',
          'convulsions',
          'hypotension',
        ],
        finding:
          'Seriously ill person with HIV (danger signs: RR >= 30, HR >= 120, unable to walk unaided, temperature >= 39 C)',
        urgency: 'emergency',
        actionRequired:
          'Admit: empirical treatment for bacterial infection and PCP as indicated, rapid TB tests (LAM, Xpert), serum CrAg, and expedited ART once stable.',
        citations: [advancedHiv],
      },
      {
        findingIds: ['neck-stiffness', 'crag-positive-lab'],
        finding: 'Neck stiffness or positive CrAg: cryptococcal meningitis',
        urgency: 'emergency',
        actionRequired: 'Lumbar puncture and induction antifungal therapy; defer ART 4-6 weeks.',
        citations: [cryptoWho],
      },
      {
        findingIds: ['severe-headache'],
        finding: 'Severe headache in a person with HIV',
        urgency: 'urgent',
        actionRequired:
          'Same-day serum CrAg and assessment for meningitis; lumbar puncture if CrAg positive or neck stiffness.',
        citations: [cryptoWho],
      },
      {
        findingIds: ['low-cd4-lab'],
        finding: 'Advanced HIV disease (CD4 < 200 cells/mm3 or WHO stage 3-4)',
        urgency: 'urgent',
        actionRequired:
          'Give the advanced HIV package: TB LAM and Xpert, serum CrAg, cotrimoxazole, TB preventive therapy when TB excluded, rapid ART.',
        citations: [advancedHiv, hivKenya],
      },
    ],
    investigations: [
      {
        test: 'HIV testing algorithm (confirm with the national serial rapid tests)',
        urgency: 'urgent',
        rationale: 'Diagnosis before ART.',
        expectedFindings: 'Reactive on all assays.',
      },
      {
        test: 'CD4 count',
        urgency: 'urgent',
        rationale: 'Identifies advanced HIV disease (CD4 < 200) and need for CrAg screening and prophylaxis.',
        expectedFindings: 'Often < 200 cells/mm3 in late presenters.',
      },
      {
        test: 'TB screening: symptom screen, Xpert MTB/RIF, urine LF-LAM if CD4 < 200 or seriously ill',
        urgency: 'urgent',
        rationale: 'TB is the leading cause of death in advanced HIV.',
        expectedFindings: 'MTB not detected (otherwise treat TB first).',
      },
      {
        test: 'Serum CrAg (CD4 < 200, or < 100 per national guideline)',
        urgency: 'urgent',
        rationale: 'Pre-emptive treatment prevents cryptococcal meningitis.',
        expectedFindings: 'Negative.',
      },
      {
        test: 'Creatinine, hepatitis B surface antigen, syphilis, pregnancy test',
        urgency: 'routine',
        rationale: 'Baseline for tenofovir-based ART and co-infections.',
        expectedFindings: 'Normal creatinine.',
      },
      {
        test: 'Viral load',
        urgency: 'routine',
        rationale: 'At 3 months after ART start, then per national schedule.',
        expectedFindings: '< 50 copies/mL on effective ART.',
      },
    ],
    monitoring: [
      {
        parameter: 'Adherence, weight, opportunistic infection symptoms',
        frequency: 'At 2 weeks, monthly for 3 months, then every 3-6 months when stable',
        alertCriteria: 'Weight loss, new cough, headache, fever',
      },
      {
        parameter: 'Viral load',
        frequency: 'Month 3 after ART start, then every 6-12 months per national guideline',
        alertCriteria: '>= 200 copies/mL: enhanced adherence and repeat',
      },
    ],
    referrals: [
      {
        specialist: 'Comprehensive care (HIV) clinic',
        urgency: 'urgent',
        reason: 'Enrolment, ART initiation and advanced HIV package.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Take ART every day at the same time for life; undetectable means untransmittable.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Use condoms; offer testing to partners and children (index testing).',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Eat a balanced diet, avoid alcohol and tobacco, sleep under a bed net.',
        category: 'diet',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Rapid ART initiation (same day when ready, within 7 days) with tenofovir + lamivudine + dolutegravir (TLD) for adults and adolescents; dolutegravir-based regimens for children. Advanced HIV disease package: cotrimoxazole prophylaxis, TB preventive therapy after TB exclusion, CrAg screening with pre-emptive fluconazole if positive, and defer ART in cryptococcal or TB meningitis.',
      supportiveCare: [
        'Cotrimoxazole prophylaxis',
        'TB preventive therapy (isoniazid or 3HP)',
        'Nutritional support',
        'Adherence counselling and psychosocial support',
      ],
      followUpSchedule: 'Review at 2 weeks after ART start, monthly until stable, viral load at 3 months.',
      antibioticsIndicated: false,
      citations: [hivWho, advancedHiv, hivKenya],
    },
    citations: [hivWho, advancedHiv, hivKenya],
  },

  /* ------------------------------------------------------------------ 23. Pneumocystis pneumonia */
  {
    id: 'pneumocystis-pneumonia',
    name: 'Pneumocystis pneumonia',
    icd10: ['B59'],
    urgency: 'emergency',
    prior: {
      baseline: 0.0008,
      byCountry: {
        KE: 1,
        UG: 1.3,
        TZ: 1.2,
        MW: 2,
        ZM: 2.5,
        ZW: 2.7,
        ZA: 3.5,
        BW: 4,
        ET: 0.25,
        SO: 0.05,
        NG: 0.35,
        GH: 0.45,
        ML: 0.2,
        BF: 0.2,
      },
      byAge: [
        { maxYears: 1, multiplier: 3 },
        { minYears: 1, maxYears: 15, multiplier: 0.3 },
        { minYears: 15, multiplier: 1 },
      ],
      citations: [
        advancedHiv,
        {
          sourceId: 'who-pocket-book-2013',
          section: '8.4 Management of HIV-related conditions: Pneumocystis pneumonia',
        },
      ],
    },
    findings: [
      { findingId: 'known-hiv', frequency: 0.7 },
      { findingId: 'hiv-test-positive', frequency: 0.92 },
      { findingId: 'low-cd4-lab', frequency: 0.9 },
      { findingId: 'cough', frequency: 0.95 },
      { findingId: 'dry-cough', frequency: 0.8 },
      { findingId: 'productive-cough', frequency: 0.12 },
      { findingId: 'shortness-of-breath', frequency: 0.9 },
      { findingId: 'exertional-dyspnoea', frequency: 0.85 },
      { findingId: 'tachypnoea', frequency: 0.75 },
      { findingId: 'hypoxaemia', frequency: 0.6 },
      { findingId: 'cyanosis', frequency: 0.15 },
      { findingId: 'respiratory-distress', frequency: 0.3 },
      { findingId: 'chest-tightness', frequency: 0.3 },
      { findingId: 'fever', frequency: 0.8 },
      { findingId: 'high-fever', frequency: 0.2 },
      { findingId: 'tachycardia', frequency: 0.6 },
      { findingId: 'fatigue', frequency: 0.7 },
      { findingId: 'weight-loss', frequency: 0.5 },
      { findingId: 'oral-thrush', frequency: 0.5 },
      { findingId: 'chronic-cough', frequency: 0.3 },
      { findingId: 'crackles', frequency: 0.3 },
      { findingId: 'pleuritic-chest-pain', frequency: 0.1 },
      { findingId: 'haemoptysis', frequency: 0.005 },
      { findingId: 'wheeze', frequency: 0.02 },
      { findingId: 'runny-nose', frequency: 0.05 },
      { findingId: 'tb-test-positive-lab', frequency: 0.05 },
      { findingId: 'chest-pain', frequency: 0.2 },
      { findingId: 'night-sweats', frequency: 0.2 },
      { findingId: 'anorexia', frequency: 0.4 },
      { findingId: 'malaise', frequency: 0.5 },
      { findingId: 'confusion', frequency: 0.1 },
      { findingId: 'unable-to-speak-sentences', frequency: 0.1 },
    ],
    redFlags: [
      {
        findingIds: ['cyanosis', 'respiratory-distress', 'unable-to-speak-sentences', 'confusion'],
        finding: 'PCP with severe respiratory distress, cyanosis or confusion',
        urgency: 'critical',
        actionRequired:
          'Oxygen, high-dose cotrimoxazole and a corticosteroid (adults and infants with hypoxaemia), admit.',
        citations: [advancedHiv, { sourceId: 'who-pocket-book-2013', section: '8.4 Pneumocystis pneumonia' }],
      },
      {
        findingIds: ['hypoxaemia'],
        finding: 'Hypoxaemia (SpO2 < 90%)',
        urgency: 'emergency',
        actionRequired: 'Oxygen, start high-dose cotrimoxazole with prednisolone, and admit.',
        citations: [advancedHiv],
      },
    ],
    investigations: [
      {
        test: 'Pulse oximetry (at rest and after exertion)',
        urgency: 'stat',
        rationale: 'Desaturation on exertion is typical; hypoxaemia needs steroids and oxygen.',
        expectedFindings: 'SpO2 < 90-94%, falls on walking.',
      },
      {
        test: 'Chest X-ray',
        urgency: 'urgent',
        rationale: 'Bilateral interstitial infiltrates; may be normal early.',
        expectedFindings: 'Bilateral perihilar ground-glass infiltrates.',
      },
      {
        test: 'HIV test and CD4 count',
        urgency: 'urgent',
        rationale: 'PCP occurs at CD4 < 200 (any CD4 in infants).',
        expectedFindings: 'CD4 < 200 cells/mm3.',
      },
      {
        test: 'Sputum Xpert MTB/RIF and urine LAM',
        urgency: 'urgent',
        rationale: 'TB co-infection is common.',
        expectedFindings: 'Negative.',
      },
    ],
    monitoring: [
      {
        parameter: 'SpO2 and respiratory rate',
        frequency: 'Every 4 hours',
        alertCriteria: 'SpO2 < 90% on oxygen, rising respiratory rate',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital (medical ward with oxygen)',
        urgency: 'emergency',
        reason: 'Hypoxaemia or respiratory distress.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Continue cotrimoxazole prophylaxis after treatment and take ART daily.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'High-dose cotrimoxazole for 21 days, with prednisolone for moderate-severe disease (hypoxaemia); then secondary prophylaxis with cotrimoxazole. Start ART within 2 weeks of PCP treatment.',
      supportiveCare: ['Oxygen to SpO2 >= 90-94%', 'Fluids and nutrition'],
      followUpSchedule: 'Daily inpatient review; HIV clinic within 2 weeks of discharge.',
      antibioticsIndicated: true,
      citations: [advancedHiv, hivKenya],
    },
    citations: [
      advancedHiv,
      { sourceId: 'who-pocket-book-2013', section: '8.4 Pneumocystis jiroveci pneumonia' },
    ],
  },

  /* ------------------------------------------------------------------ 24. Measles */
  {
    id: 'measles',
    name: 'Measles',
    icd10: ['B05.9', 'B05'],
    icd11: '1F03',
    urgency: 'urgent',
    prior: {
      baseline: 0.002,
      byCountry: {
        KE: 1,
        UG: 1,
        TZ: 0.8,
        ET: 2,
        SO: 3,
        NG: 2,
        GH: 0.8,
        ML: 1.5,
        BF: 1.5,
        MW: 0.6,
        ZM: 1,
        ZW: 0.8,
        ZA: 0.2,
        BW: 0.2,
      },
      byAge: [
        { maxYears: 5, multiplier: 2.5 },
        { minYears: 5, maxYears: 15, multiplier: 1 },
        { minYears: 15, multiplier: 0.2 },
      ],
      bySeason: [{ countries: ['NG', 'GH', 'ML', 'BF'], months: [1, 2, 3, 4], multiplier: 1.5 }],
      citations: [{ sourceId: 'who-measles-2017', section: 'Epidemiology and surveillance' }],
    },
    findings: [
      { findingId: 'fever', frequency: 0.99 },
      { findingId: 'high-fever', frequency: 0.6 },
      { findingId: 'rash', frequency: 0.98 },
      { findingId: 'maculopapular-rash', frequency: 0.95 },
      { findingId: 'rash-face-spreading-down', frequency: 0.8 },
      { findingId: 'cough', frequency: 0.9 },
      { findingId: 'runny-nose', frequency: 0.85 },
      { findingId: 'red-eyes', frequency: 0.8 },
      { findingId: 'eye-discharge', frequency: 0.3 },
      { findingId: 'koplik-spots', frequency: 0.6 },
      { findingId: 'mouth-ulcers', frequency: 0.25 },
      { findingId: 'photophobia', frequency: 0.25 },
      { findingId: 'unvaccinated', frequency: 0.8 },
      { findingId: 'sick-contacts', frequency: 0.5 },
      { findingId: 'diarrhoea', frequency: 0.3 },
      { findingId: 'anorexia', frequency: 0.6 },
      { findingId: 'irritability', frequency: 0.3 },
      { findingId: 'lymphadenopathy', frequency: 0.3 },
      { findingId: 'tachypnoea', frequency: 0.2 },
      { findingId: 'chest-indrawing', frequency: 0.08 },
      { findingId: 'ear-discharge', frequency: 0.05 },
      { findingId: 'low-muac', frequency: 0.15 },
      { findingId: 'itching', frequency: 0.1 },
      { findingId: 'vesicular-rash', frequency: 0.002 },
      { findingId: 'petechial-rash', frequency: 0.002 },
      { findingId: 'neck-stiffness', frequency: 0.002 },
      { findingId: 'convulsions', frequency: 0.02 },
      { findingId: 'vomiting', frequency: 0.2 },
      { findingId: 'sore-throat', frequency: 0.2 },
      { findingId: 'lethargy', frequency: 0.05 },
    ],
    redFlags: [
      {
        findingIds: [
          'unable-to-drink',
          'vomiting-everything',
          'convulsions',
          'lethargy',
          'unconscious',
          'chest-indrawing',
          'hypoxaemia',
          'stridor',
          'visual-disturbance',
        ],
        finding:
          'Severe complicated measles (danger sign, severe pneumonia, stridor, clouding of the cornea or deep mouth ulcers)',
        urgency: 'emergency',
        actionRequired:
          'Give vitamin A and the first dose of an appropriate antibiotic (pneumonia), oxygen if hypoxaemic, and refer urgently.',
        citations: [
          {
            sourceId: 'who-imci-2014',
            section: 'Assess and classify: does the child have measles now or within the last 3 months?',
          },
        ],
      },
      {
        findingIds: ['low-muac', 'visible-wasting'],
        finding: 'Measles in a malnourished child',
        urgency: 'emergency',
        actionRequired: 'High risk of death: vitamin A, assess for SAM complications, admit.',
        citations: [{ sourceId: 'who-pocket-book-2013', section: '6.4 Measles' }],
      },
    ],
    investigations: [
      {
        test: 'Measles IgM (serum or dried blood spot) for the first cases in an area',
        urgency: 'urgent',
        rationale:
          'Case confirmation for surveillance (suspected case: fever, maculopapular rash and cough, coryza or conjunctivitis).',
        expectedFindings: 'Measles IgM positive.',
      },
      {
        test: 'MUAC and weight',
        urgency: 'urgent',
        rationale: 'Malnutrition worsens outcome and needs vitamin A and feeding support.',
        expectedFindings: 'MUAC >= 125 mm in uncomplicated cases.',
      },
    ],
    monitoring: [
      {
        parameter: 'Breathing, eyes, mouth, hydration and feeding',
        frequency: 'Review after 2 days; weekly for a month (post-measles immunosuppression)',
        alertCriteria: 'Fast breathing, corneal clouding, unable to eat, diarrhoea with dehydration',
      },
    ],
    referrals: [
      { specialist: 'Hospital (isolation)', urgency: 'emergency', reason: 'Severe complicated measles.' },
      {
        specialist: 'Surveillance officer',
        urgency: 'urgent',
        reason: 'Notifiable: case investigation and outbreak response vaccination.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Keep the child away from other children and pregnant women until 4 days after the rash appears.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Continue breastfeeding and feeding; give extra fluids.',
        category: 'diet',
        importance: 'high',
      },
      {
        recommendation:
          'Vaccinate siblings and contacts who are not up to date (2 doses of measles-containing vaccine).',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Clean the eyes with clean water and apply tetracycline eye ointment as instructed.',
        category: 'hygiene',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'No specific antiviral. Vitamin A on days 1 and 2 (a third dose after 2-4 weeks if eye signs), treatment of complications: tetracycline eye ointment for eye discharge, gentian violet for mouth ulcers, ORS for diarrhoea, and antibiotics only for pneumonia, otitis or other bacterial complications.',
      supportiveCare: ['Vitamin A', 'Paracetamol for fever', 'Fluids and nutrition', 'Eye and mouth care'],
      followUpSchedule:
        'Review after 2 days (eye/mouth complications), then at 2-4 weeks for the third vitamin A dose if needed.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-pocket-book-2013', section: '6.4 Measles' },
        { sourceId: 'who-measles-2017', section: 'Treating measles in children: vitamin A' },
      ],
    },
    citations: [
      { sourceId: 'who-measles-2017', section: 'Case definition and clinical features' },
      { sourceId: 'who-pocket-book-2013', section: '6.4 Measles' },
    ],
  },

  /* ------------------------------------------------------------------ 25. Dengue */
  {
    id: 'dengue',
    name: 'Dengue',
    icd10: ['A90', 'A91', 'A97'],
    icd11: '1D2Z',
    urgency: 'urgent',
    prior: {
      baseline: 0.002,
      byCountry: {
        KE: 1,
        SO: 1.5,
        ET: 1,
        TZ: 1.5,
        BF: 3,
        ML: 1.5,
        NG: 1,
        GH: 0.8,
        UG: 0.3,
        MW: 0.1,
        ZM: 0.1,
        ZW: 0.05,
        ZA: 0.01,
        BW: 0.01,
      },
      bySeason: [
        { countries: ['KE', 'TZ', 'SO'], months: [4, 5, 6, 11, 12], multiplier: 1.5 },
        { countries: ['BF', 'ML', 'NG', 'GH'], months: [8, 9, 10, 11], multiplier: 2 },
      ],
      citations: [
        {
          sourceId: 'who-dengue-2009',
          section: 'Chapter 1: Epidemiology, burden of disease and transmission',
        },
      ],
    },
    findings: [
      { findingId: 'fever', frequency: 0.99 },
      { findingId: 'high-fever', frequency: 0.7 },
      { findingId: 'headache', frequency: 0.8 },
      { findingId: 'retro-orbital-pain', frequency: 0.5 },
      { findingId: 'myalgia', frequency: 0.75 },
      { findingId: 'arthralgia', frequency: 0.6 },
      { findingId: 'back-pain', frequency: 0.3 },
      { findingId: 'rash', frequency: 0.45 },
      { findingId: 'maculopapular-rash', frequency: 0.35 },
      { findingId: 'petechial-rash', frequency: 0.2 },
      { findingId: 'bleeding-mucosal', frequency: 0.15 },
      { findingId: 'nausea', frequency: 0.5 },
      { findingId: 'vomiting', frequency: 0.4 },
      { findingId: 'abdominal-pain', frequency: 0.3 },
      { findingId: 'fatigue', frequency: 0.7 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'chills-rigors', frequency: 0.4 },
      { findingId: 'red-eyes', frequency: 0.2 },
      { findingId: 'hepatomegaly', frequency: 0.1 },
      { findingId: 'lethargy', frequency: 0.08 },
      { findingId: 'thrombocytopenia-lab', frequency: 0.7 },
      { findingId: 'leucopenia-lab', frequency: 0.6 },
      {
        findingId: 'dengue-test-positive-lab',
        frequency: 0.85,
        specificity: 0.95,
        citation: {
          sourceId: 'who-dengue-2009',
          section: 'Chapter 4: Laboratory diagnosis (NS1 antigen, IgM)',
        },
      },
      { findingId: 'travel-endemic', frequency: 0.3 },
      { findingId: 'malaria-test-positive', frequency: 0.05 },
      { findingId: 'hypotension', frequency: 0.03 },
      { findingId: 'weak-pulse-cold-hands', frequency: 0.03 },
      { findingId: 'cough', frequency: 0.1 },
      { findingId: 'runny-nose', frequency: 0.08 },
      { findingId: 'diarrhoea', frequency: 0.15 },
      { findingId: 'jaundice', frequency: 0.005 },
      { findingId: 'neck-stiffness', frequency: 0.002 },
      { findingId: 'dysuria', frequency: 0.02 },
      { findingId: 'malaise', frequency: 0.6 },
      { findingId: 'tachypnoea', frequency: 0.1 },
      { findingId: 'severe-headache', frequency: 0.45 },
    ],
    redFlags: [
      {
        findingIds: ['bleeding-mucosal', 'vomiting-everything', 'lethargy', 'hepatomegaly'],
        finding:
          'Dengue with warning signs (mucosal bleeding, persistent vomiting, lethargy or restlessness, liver enlargement, rising haematocrit with falling platelets)',
        urgency: 'emergency',
        actionRequired:
          'Admit: IV isotonic crystalloid per WHO group B, haematocrit every 4-6 hours, strict fluid balance.',
        citations: [
          { sourceId: 'who-dengue-2009', section: 'Chapter 2: Clinical management, group B (warning signs)' },
        ],
      },
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands', 'unconscious', 'melaena'],
        finding: 'Severe dengue: shock (plasma leakage) or severe bleeding',
        urgency: 'critical',
        actionRequired:
          'Crystalloid bolus per WHO group C, reassess, transfuse for severe bleeding; refer for intensive care.',
        citations: [
          { sourceId: 'who-dengue-2009', section: 'Chapter 2: Clinical management, group C (severe dengue)' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Dengue NS1 antigen (days 1-5) or IgM (after day 5)',
        urgency: 'urgent',
        rationale: 'Confirms dengue.',
        expectedFindings: 'Positive.',
      },
      {
        test: 'Full blood count with haematocrit and platelets',
        urgency: 'urgent',
        rationale: 'Falling platelets and rising haematocrit signal plasma leakage.',
        expectedFindings: 'Leucopenia, thrombocytopenia.',
      },
      {
        test: 'Malaria RDT',
        urgency: 'stat',
        rationale: 'Malaria is the main differential of acute fever.',
        expectedFindings: 'Negative.',
      },
    ],
    monitoring: [
      {
        parameter: 'Warning signs, pulse, blood pressure, urine output',
        frequency: 'Daily outpatient review through the critical phase (days 3-7 of illness)',
        alertCriteria: 'Any warning sign, cold extremities, no urine for 6 hours',
      },
      {
        parameter: 'Haematocrit and platelets',
        frequency: 'Daily (every 4-6 hours if admitted with warning signs)',
        alertCriteria: 'Rising haematocrit with rapidly falling platelets',
      },
    ],
    referrals: [{ specialist: 'Hospital', urgency: 'emergency', reason: 'Warning signs or severe dengue.' }],
    lifestyle: [
      {
        recommendation: 'Drink plenty of fluids (ORS, juice, soup); rest.',
        category: 'hydration',
        importance: 'high',
      },
      {
        recommendation: 'Use paracetamol only; avoid aspirin, ibuprofen and other NSAIDs (bleeding risk).',
        category: 'safety',
        importance: 'high',
      },
      {
        recommendation:
          'Empty containers holding water around the home and use repellents; Aedes mosquitoes bite by day.',
        category: 'prevention',
        importance: 'medium',
      },
      {
        recommendation:
          'Return at once for abdominal pain, persistent vomiting, bleeding, drowsiness or when the fever falls but the patient feels worse.',
        category: 'follow-up',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'No specific antiviral. Group A (no warning signs): oral fluids, paracetamol, daily review. Group B (warning signs or risk factors): admit for IV isotonic crystalloids guided by haematocrit. Group C (severe dengue): crystalloid resuscitation, blood for severe bleeding.',
      supportiveCare: [
        'Oral fluids',
        'Paracetamol for fever (no NSAIDs)',
        'Mosquito net during the febrile phase to prevent spread',
      ],
      followUpSchedule: 'Daily review from day 3 until 48 hours after the fever has settled.',
      antibioticsIndicated: false,
      citations: [
        {
          sourceId: 'who-dengue-2009',
          section: 'Chapter 2: Clinical management and delivery of clinical services',
        },
      ],
    },
    citations: [{ sourceId: 'who-dengue-2009', section: 'Chapter 2: Clinical management' }, idsr],
  },

  /* ------------------------------------------------------------------ 26. Brucellosis */
  {
    id: 'brucellosis',
    name: 'Brucellosis',
    icd10: ['A23.9', 'A23'],
    icd11: '1B95',
    urgency: 'urgent',
    prior: {
      baseline: 0.003,
      byCountry: {
        KE: 1.3,
        SO: 3,
        ET: 2,
        UG: 1,
        TZ: 1,
        NG: 1,
        GH: 0.6,
        ML: 1.2,
        BF: 1,
        MW: 0.3,
        ZM: 0.5,
        ZW: 0.5,
        ZA: 0.1,
        BW: 0.3,
      },
      byAge: [
        { maxYears: 5, multiplier: 0.3 },
        { minYears: 5, multiplier: 1.1 },
      ],
      citations: [
        { sourceId: 'who-brucellosis-2006', section: 'Epidemiology: occupational and food-borne exposure' },
      ],
    },
    findings: [
      { findingId: 'fever', frequency: 0.9 },
      { findingId: 'recurrent-fever', frequency: 0.5 },
      { findingId: 'prolonged-fever', frequency: 0.6 },
      { findingId: 'high-fever', frequency: 0.3 },
      { findingId: 'sweating', frequency: 0.6 },
      { findingId: 'night-sweats', frequency: 0.4 },
      { findingId: 'chills-rigors', frequency: 0.4 },
      { findingId: 'arthralgia', frequency: 0.6 },
      { findingId: 'back-pain', frequency: 0.4 },
      { findingId: 'joint-swelling', frequency: 0.12 },
      { findingId: 'myalgia', frequency: 0.5 },
      { findingId: 'fatigue', frequency: 0.8 },
      { findingId: 'malaise', frequency: 0.7 },
      { findingId: 'headache', frequency: 0.55 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'weight-loss', frequency: 0.4 },
      { findingId: 'hepatomegaly', frequency: 0.2 },
      { findingId: 'splenomegaly', frequency: 0.25 },
      { findingId: 'lymphadenopathy', frequency: 0.15 },
      { findingId: 'tachycardia', frequency: 0.3 },
      { findingId: 'raw-milk-livestock', frequency: 0.8 },
      {
        findingId: 'brucella-test-positive-lab',
        frequency: 0.9,
        specificity: 0.9,
        citation: {
          sourceId: 'who-brucellosis-2006',
          section: 'Laboratory diagnosis: serology (RBT, SAT) and culture',
        },
      },
      { findingId: 'anaemia-lab', frequency: 0.2 },
      { findingId: 'leucopenia-lab', frequency: 0.2 },
      { findingId: 'malaria-test-positive', frequency: 0.05 },
      { findingId: 'cough', frequency: 0.1 },
      { findingId: 'runny-nose', frequency: 0.03 },
      { findingId: 'diarrhoea', frequency: 0.08 },
      { findingId: 'dysuria', frequency: 0.03 },
      { findingId: 'tachypnoea', frequency: 0.02 },
      { findingId: 'severe-headache', frequency: 0.2 },
    ],
    redFlags: [
      {
        findingIds: ['neck-stiffness', 'confusion', 'focal-weakness', 'heart-murmur'],
        finding: 'Neurobrucellosis or endocarditis',
        urgency: 'emergency',
        actionRequired:
          'Refer for specialist care: prolonged combination therapy (ceftriaxone-containing for neurobrucellosis; surgery may be needed for endocarditis).',
        citations: [{ sourceId: 'who-brucellosis-2006', section: 'Complications and their treatment' }],
      },
      {
        findingIds: ['pregnant'],
        finding: 'Brucellosis in pregnancy (miscarriage risk)',
        urgency: 'urgent',
        actionRequired:
          'Treat promptly with a pregnancy-safe regimen (rifampicin-based); avoid doxycycline and streptomycin.',
        citations: [{ sourceId: 'who-brucellosis-2006', section: 'Treatment in pregnancy and children' }],
      },
    ],
    investigations: [
      {
        test: 'Brucella serology (Rose Bengal screen, confirmed by SAT >= 1:160 or ELISA)',
        urgency: 'urgent',
        rationale: 'Confirms brucellosis; single low titres are common in endemic pastoral areas.',
        expectedFindings: 'RBT positive, SAT >= 1:160.',
      },
      {
        test: 'Blood culture (prolonged incubation)',
        urgency: 'routine',
        rationale: 'Definitive diagnosis.',
        expectedFindings: 'Brucella species.',
      },
      {
        test: 'Malaria RDT, full blood count',
        urgency: 'urgent',
        rationale: 'Differential of prolonged fever.',
        expectedFindings: 'Negative malaria test; normal or low white count.',
      },
    ],
    monitoring: [
      {
        parameter: 'Fever, joint and back pain, adherence',
        frequency: 'Every 2 weeks during treatment',
        alertCriteria: 'Persistent fever after 2 weeks, new back pain (spondylitis) or neurological signs',
      },
    ],
    referrals: [
      {
        specialist: 'Physician',
        urgency: 'urgent',
        reason: 'Spondylitis, neurobrucellosis, endocarditis or relapse.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Boil milk before drinking and avoid raw milk products; wear gloves when handling birthing animals or carcasses.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Take the full 6 weeks of treatment; relapse is common when stopped early.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Doxycycline for 6 weeks with streptomycin (or gentamicin) for the first 2-3 weeks, or doxycycline with rifampicin for 6 weeks. Children under 8: cotrimoxazole with rifampicin. Pregnancy: rifampicin-based regimen.',
      supportiveCare: ['Paracetamol or NSAID for pain and fever', 'Rest and nutrition'],
      followUpSchedule: 'Every 2 weeks during treatment; at 3 and 6 months after treatment for relapse.',
      antibioticsIndicated: true,
      citations: [
        {
          sourceId: 'who-brucellosis-2006',
          section: 'Treatment of uncomplicated brucellosis in adults and children',
        },
        ugInfectious,
      ],
    },
    citations: [
      { sourceId: 'who-brucellosis-2006', section: 'Clinical features, diagnosis and treatment' },
      ugInfectious,
    ],
  },

  /* ------------------------------------------------------------------ 27. Visceral leishmaniasis */
  {
    id: 'visceral-leishmaniasis',
    name: 'Visceral leishmaniasis (kala-azar)',
    icd10: ['B55.0'],
    icd11: '1F54.0',
    urgency: 'urgent',
    prior: {
      baseline: 0.0003,
      byCountry: {
        KE: 1,
        ET: 2.5,
        SO: 2,
        UG: 0.5,
        TZ: 0.02,
        NG: 0.01,
        GH: 0.01,
        ML: 0.01,
        BF: 0.01,
        MW: 0.005,
        ZM: 0.005,
        ZW: 0.005,
        ZA: 0.005,
        BW: 0.005,
      },
      byAge: [
        { maxYears: 2, multiplier: 0.5 },
        { minYears: 2, maxYears: 15, multiplier: 1.5 },
        { minYears: 15, multiplier: 0.8 },
      ],
      bySex: { male: 1.4, female: 0.6 },
      citations: [{ sourceId: 'who-leishmaniasis-2010', section: 'Epidemiology: East Africa foci' }],
    },
    findings: [
      { findingId: 'kala-azar-area', frequency: 0.95 },
      { findingId: 'fever', frequency: 0.98 },
      { findingId: 'prolonged-fever', frequency: 0.95 },
      { findingId: 'recurrent-fever', frequency: 0.4 },
      { findingId: 'splenomegaly', frequency: 0.95 },
      { findingId: 'hepatomegaly', frequency: 0.6 },
      { findingId: 'abdominal-distension', frequency: 0.5 },
      { findingId: 'weight-loss', frequency: 0.8 },
      { findingId: 'visible-wasting', frequency: 0.5 },
      { findingId: 'pallor', frequency: 0.8 },
      { findingId: 'anaemia-lab', frequency: 0.9 },
      { findingId: 'severe-anaemia-lab', frequency: 0.3 },
      { findingId: 'leucopenia-lab', frequency: 0.7 },
      { findingId: 'thrombocytopenia-lab', frequency: 0.6 },
      { findingId: 'bleeding-mucosal', frequency: 0.2 },
      { findingId: 'lymphadenopathy', frequency: 0.3 },
      { findingId: 'fatigue', frequency: 0.7 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'chills-rigors', frequency: 0.4 },
      { findingId: 'night-sweats', frequency: 0.2 },
      {
        findingId: 'rk39-positive-lab',
        frequency: 0.85,
        specificity: 0.92,
        citation: {
          sourceId: 'who-leishmaniasis-2010',
          section: 'Diagnosis: rK39 rapid tests and parasitology',
        },
      },
      { findingId: 'known-hiv', frequency: 0.1 },
      { findingId: 'cough', frequency: 0.2 },
      { findingId: 'diarrhoea', frequency: 0.2 },
      { findingId: 'jaundice', frequency: 0.05 },
      { findingId: 'malaria-test-positive', frequency: 0.05 },
      { findingId: 'runny-nose', frequency: 0.03 },
      { findingId: 'neck-stiffness', frequency: 0.001 },
    ],
    redFlags: [
      {
        findingIds: ['severe-anaemia-lab', 'hypotension', 'weak-pulse-cold-hands'],
        finding: 'Kala-azar with severe anaemia or shock',
        urgency: 'emergency',
        actionRequired:
          'Resuscitate, transfuse, treat secondary bacterial infection, and transfer to a kala-azar treatment centre.',
        citations: [
          { sourceId: 'who-leishmaniasis-2010', section: 'Treatment: severe disease and special groups' },
        ],
      },
      {
        findingIds: ['bleeding-mucosal', 'jaundice', 'low-muac'],
        finding: 'Severe kala-azar (bleeding, jaundice or severe malnutrition)',
        urgency: 'urgent',
        actionRequired:
          'Same-day referral to a kala-azar treatment centre: liposomal amphotericin B is preferred in severe disease.',
        citations: [
          { sourceId: 'who-leishmaniasis-2010', section: 'Treatment: severe disease and special groups' },
        ],
      },
    ],
    investigations: [
      {
        test: 'rK39 rapid diagnostic test',
        urgency: 'urgent',
        rationale:
          'Confirms VL in a clinical suspect (fever > 2 weeks with splenomegaly in an endemic area).',
        expectedFindings: 'Positive.',
      },
      {
        test: 'Splenic or bone-marrow aspirate for Leishman-Donovan bodies (rK39 negative or relapse)',
        urgency: 'urgent',
        rationale: 'Parasitological confirmation and test of cure.',
        expectedFindings: 'Amastigotes seen.',
      },
      {
        test: 'Full blood count, HIV test, malaria test',
        urgency: 'urgent',
        rationale: 'Pancytopenia; HIV co-infection changes treatment.',
        expectedFindings: 'Anaemia, leucopenia, thrombocytopenia.',
      },
    ],
    monitoring: [
      {
        parameter: 'Fever, spleen size, haemoglobin, weight',
        frequency: 'Weekly during treatment; at 6 months for relapse',
        alertCriteria: 'Persistent fever or growing spleen; relapse',
      },
      {
        parameter: 'ECG, creatinine, amylase on antimonials',
        frequency: 'Weekly',
        alertCriteria: 'QTc prolongation, rising creatinine or amylase',
      },
    ],
    referrals: [
      {
        specialist: 'Kala-azar treatment centre',
        urgency: 'urgent',
        reason: 'All confirmed cases need supervised treatment.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Sleep under an insecticide-treated net; sandflies bite from dusk to dawn.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Eat energy-rich food; complete the full supervised treatment course.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'East Africa: sodium stibogluconate plus paromomycin for 17 days; liposomal amphotericin B for severe disease, pregnancy, HIV co-infection and relapse (national programme protocols now also use miltefosine plus paromomycin).',
      supportiveCare: [
        'Nutritional rehabilitation',
        'Blood transfusion for severe anaemia',
        'Treat concurrent infections (malaria, pneumonia, TB)',
      ],
      followUpSchedule: 'At end of treatment and at 6 months (definitive cure).',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-leishmaniasis-2010', section: 'Treatment of visceral leishmaniasis in East Africa' },
        ugInfectious,
      ],
    },
    citations: [
      {
        sourceId: 'who-leishmaniasis-2010',
        section: 'Visceral leishmaniasis: clinical features, diagnosis and treatment',
      },
    ],
  },

  /* ------------------------------------------------------------------ 28. Viral haemorrhagic fever */
  {
    id: 'viral-haemorrhagic-fever',
    name: 'Viral haemorrhagic fever (Ebola, Marburg, Lassa, CCHF, yellow fever)',
    icd10: ['A99', 'A98', 'A96.2', 'A95'],
    urgency: 'critical',
    prior: {
      baseline: 0.00005,
      byCountry: {
        KE: 0.7,
        UG: 3,
        TZ: 1.5,
        ET: 1,
        SO: 0.5,
        NG: 4,
        GH: 1.5,
        ML: 1,
        BF: 1,
        MW: 0.2,
        ZM: 0.5,
        ZW: 0.2,
        ZA: 0.2,
        BW: 0.2,
      },
      bySeason: [{ countries: ['NG'], months: [12, 1, 2, 3, 4], multiplier: 3 }],
      citations: [vhfWho, idsr],
    },
    findings: [
      { findingId: 'vhf-exposure', frequency: 0.7 },
      { findingId: 'travel-endemic', frequency: 0.3 },
      { findingId: 'sick-contacts', frequency: 0.5 },
      { findingId: 'fever', frequency: 0.95 },
      { findingId: 'high-fever', frequency: 0.6 },
      { findingId: 'headache', frequency: 0.7 },
      { findingId: 'myalgia', frequency: 0.65 },
      { findingId: 'arthralgia', frequency: 0.4 },
      { findingId: 'fatigue', frequency: 0.9 },
      { findingId: 'malaise', frequency: 0.8 },
      { findingId: 'prostration', frequency: 0.3 },
      { findingId: 'anorexia', frequency: 0.6 },
      { findingId: 'vomiting', frequency: 0.6 },
      { findingId: 'diarrhoea', frequency: 0.55 },
      { findingId: 'abdominal-pain', frequency: 0.5 },
      { findingId: 'sore-throat', frequency: 0.3 },
      { findingId: 'chest-pain', frequency: 0.15 },
      { findingId: 'red-eyes', frequency: 0.3 },
      { findingId: 'bleeding-mucosal', frequency: 0.3 },
      { findingId: 'petechial-rash', frequency: 0.15 },
      { findingId: 'rash', frequency: 0.15 },
      { findingId: 'melaena', frequency: 0.1 },
      { findingId: 'jaundice', frequency: 0.15 },
      { findingId: 'confusion', frequency: 0.15 },
      { findingId: 'hypotension', frequency: 0.2 },
      { findingId: 'tachycardia', frequency: 0.6 },
      { findingId: 'thrombocytopenia-lab', frequency: 0.7 },
      { findingId: 'leucopenia-lab', frequency: 0.5 },
      { findingId: 'raised-alt-lab', frequency: 0.6 },
      { findingId: 'prolonged-clotting-lab', frequency: 0.3 },
      { findingId: 'malaria-test-positive', frequency: 0.1 },
      { findingId: 'cough', frequency: 0.15 },
      { findingId: 'runny-nose', frequency: 0.03 },
      { findingId: 'severe-headache', frequency: 0.4 },
      { findingId: 'nausea', frequency: 0.5 },
      { findingId: 'chills-rigors', frequency: 0.3 },
      { findingId: 'lethargy', frequency: 0.25 },
      { findingId: 'bloody-diarrhoea', frequency: 0.08 },
      { findingId: 'raised-creatinine-lab', frequency: 0.3 },
    ],
    redFlags: [
      {
        findingIds: ['vhf-exposure'],
        finding:
          'Suspected viral haemorrhagic fever (fever after contact with a case, a body, body fluids, bushmeat or rodents)',
        urgency: 'critical',
        actionRequired:
          'Isolate now with full PPE, limit contacts, notify the surveillance officer immediately, collect samples per national protocol; resuscitate with IV fluids.',
        citations: [vhfWho, idsr],
      },
      {
        findingIds: ['bleeding-mucosal', 'melaena', 'prolonged-clotting-lab'],
        finding: 'Fever with unexplained bleeding',
        urgency: 'emergency',
        actionRequired:
          'Isolate with standard and contact precautions until VHF is excluded; test for malaria and dengue, check platelets and clotting, ask about exposures; notify if no other cause is found.',
        citations: [vhfWho, idsr],
      },
      {
        findingIds: ['hypotension', 'confusion', 'prostration'],
        finding: 'Shock or encephalopathy',
        urgency: 'critical',
        actionRequired:
          'Fluid resuscitation within the isolation unit; transfer to a designated VHF treatment centre.',
        citations: [vhfWho],
      },
    ],
    investigations: [
      {
        test: 'Malaria RDT (in isolation, with PPE)',
        urgency: 'stat',
        rationale: 'Treat malaria empirically if positive while VHF testing proceeds.',
        expectedFindings: 'Negative, or positive without excluding VHF.',
      },
      {
        test: 'VHF PCR (Ebola, Marburg, Lassa, CCHF, yellow fever) at the national reference laboratory',
        urgency: 'stat',
        rationale: 'Confirmation; triple-packaged samples.',
        expectedFindings: 'Positive PCR.',
      },
      {
        test: 'Full blood count, liver and renal tests, clotting (in a contained laboratory)',
        urgency: 'urgent',
        rationale: 'Severity and supportive care.',
        expectedFindings: 'Thrombocytopenia, raised ALT/AST, deranged clotting.',
      },
    ],
    monitoring: [
      {
        parameter: 'Vital signs, fluid balance, bleeding',
        frequency: 'At least every 4 hours',
        alertCriteria: 'Hypotension, oliguria, bleeding, confusion',
      },
      { parameter: 'Contacts', frequency: 'Daily for 21 days', alertCriteria: 'Fever in any contact' },
    ],
    referrals: [
      {
        specialist: 'Designated VHF isolation and treatment centre',
        urgency: 'emergency',
        reason: 'All suspected cases.',
      },
      {
        specialist: 'Surveillance officer / rapid response team',
        urgency: 'emergency',
        reason: 'Immediately notifiable; contact tracing.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Avoid contact with the body fluids of the sick and the dead; safe and dignified burial.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Do not handle or eat bushmeat; store food away from rodents (Lassa).',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Survivors: use condoms until semen tests negative (Ebola, Marburg).',
        category: 'prevention',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Isolation and optimised supportive care: oral or IV fluids and electrolytes, antimalarial if malaria not excluded, empirical antibiotics for sepsis, analgesia, blood products for bleeding. Ebola Zaire: monoclonal antibodies (mAb114 or REGN-EB3) in treatment centres; Lassa and CCHF: ribavirin per national protocol.',
      supportiveCare: [
        'Fluid and electrolyte replacement',
        'Paracetamol (no NSAIDs, no IM injections)',
        'Antiemetics',
        'Psychosocial support',
      ],
      followUpSchedule: 'Inpatient until two negative PCRs; survivor follow-up programme.',
      antibioticsIndicated: false,
      citations: [vhfWho],
    },
    citations: [vhfWho, idsr],
  },

  /* ------------------------------------------------------------------ 29. Mpox */
  {
    id: 'mpox',
    name: 'Mpox',
    icd10: ['B04'],
    icd11: '1E71',
    urgency: 'urgent',
    prior: {
      baseline: 0.0005,
      byCountry: {
        KE: 1,
        UG: 2,
        TZ: 0.5,
        ET: 0.3,
        SO: 0.2,
        NG: 1.5,
        GH: 0.8,
        ML: 0.2,
        BF: 0.2,
        MW: 0.5,
        ZM: 0.8,
        ZW: 0.5,
        ZA: 0.5,
        BW: 0.3,
      },
      citations: [{ sourceId: 'who-mpox-2022', section: 'Epidemiology and transmission' }, idsr],
    },
    findings: [
      { findingId: 'rash', frequency: 0.95 },
      { findingId: 'umbilicated-pustules', frequency: 0.8 },
      { findingId: 'vesicular-rash', frequency: 0.7 },
      { findingId: 'genital-ulcer', frequency: 0.4 },
      { findingId: 'rash-palms-soles', frequency: 0.3 },
      { findingId: 'maculopapular-rash', frequency: 0.3 },
      { findingId: 'vesicles-different-stages', frequency: 0.15 },
      { findingId: 'lymphadenopathy', frequency: 0.65 },
      { findingId: 'fever', frequency: 0.7 },
      { findingId: 'headache', frequency: 0.5 },
      { findingId: 'myalgia', frequency: 0.45 },
      { findingId: 'back-pain', frequency: 0.3 },
      { findingId: 'fatigue', frequency: 0.5 },
      { findingId: 'sore-throat', frequency: 0.2 },
      { findingId: 'mouth-ulcers', frequency: 0.2 },
      { findingId: 'itching', frequency: 0.3 },
      { findingId: 'red-eyes', frequency: 0.1 },
      { findingId: 'tenesmus', frequency: 0.05 },
      { findingId: 'mpox-contact', frequency: 0.6 },
      { findingId: 'sexual-risk', frequency: 0.4 },
      { findingId: 'sick-contacts', frequency: 0.3 },
      { findingId: 'known-hiv', frequency: 0.15 },
      { findingId: 'rash-face-spreading-down', frequency: 0.1 },
      { findingId: 'cough', frequency: 0.1 },
      { findingId: 'runny-nose', frequency: 0.05 },
      { findingId: 'chills-rigors', frequency: 0.3 },
      {
        findingId: 'hiv-test-positive',
        frequency: 0.15,
        citation: {
          sourceId: 'who-mpox-2022',
          section: 'Clinical features: people living with HIV are over-represented among cases',
        },
      },
    ],
    redFlags: [
      {
        findingIds: ['hypoxaemia', 'confusion', 'unable-to-drink', 'visual-disturbance'],
        finding: 'Severe or complicated mpox (eye involvement, encephalitis, unable to drink, hypoxaemia)',
        urgency: 'emergency',
        actionRequired:
          'Admit to isolation; supportive care, eye care, treat secondary infection; consider antiviral within a trial or per national protocol.',
        citations: [
          { sourceId: 'who-mpox-2022', section: 'Clinical management: severe disease and high-risk groups' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Mpox PCR from a lesion swab (roof or crust)',
        urgency: 'urgent',
        rationale: 'Confirms the diagnosis; notifiable.',
        expectedFindings: 'MPXV DNA detected (clade I or II).',
      },
      {
        test: 'HIV test and syphilis serology',
        urgency: 'urgent',
        rationale: 'Co-infection common in sexually acquired mpox; advanced HIV worsens outcome.',
        expectedFindings: 'Variable.',
      },
    ],
    monitoring: [
      {
        parameter: 'Lesions, pain, eyes, hydration, secondary infection',
        frequency: 'Every 2-3 days until all crusts fall off',
        alertCriteria: 'Eye pain or vision change, spreading cellulitis, unable to eat or drink',
      },
    ],
    referrals: [
      {
        specialist: 'Isolation ward or designated mpox treatment site',
        urgency: 'urgent',
        reason: 'Severe disease, children, pregnant women, people with advanced HIV.',
      },
      {
        specialist: 'Surveillance officer',
        urgency: 'urgent',
        reason: 'Notifiable: contact tracing and vaccination of contacts where available.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Isolate until all lesions have crusted and new skin has formed; cover lesions, wear a mask near others.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Avoid sex during illness and use condoms for 12 weeks after recovery.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Keep lesions clean and dry; do not scratch; wash bedding separately.',
        category: 'hygiene',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Supportive and symptomatic care: pain control, skin care, nutrition and hydration, treatment of secondary bacterial infection; antivirals (tecovirimat) only within clinical trials or national protocols. Optimise ART in people with HIV.',
      supportiveCare: [
        'Paracetamol or ibuprofen for pain and fever',
        'Saline rinses for mouth lesions, sitz baths for genital lesions',
        'Antihistamine for itch',
      ],
      followUpSchedule: 'Review every 2-3 days until lesions heal (2-4 weeks).',
      antibioticsIndicated: false,
      citations: [{ sourceId: 'who-mpox-2022', section: 'Clinical management and IPC' }],
    },
    citations: [{ sourceId: 'who-mpox-2022', section: 'Case definitions and clinical presentation' }, idsr],
  },

  /* ------------------------------------------------------------------ 30. Rabies / dog-bite exposure */
  {
    id: 'rabies-exposure',
    name: 'Rabies / dog-bite exposure',
    icd10: ['Z20.3', 'W54', 'A82'],
    icd11: '1C82',
    urgency: 'urgent',
    prior: {
      baseline: 0.004,
      byAge: [
        { maxYears: 5, multiplier: 1 },
        { minYears: 5, maxYears: 15, multiplier: 1.6 },
        { minYears: 15, multiplier: 0.8 },
      ],
      byCountry: {
        KE: 1,
        UG: 1,
        TZ: 1.2,
        ET: 1.5,
        SO: 1,
        NG: 1,
        GH: 0.8,
        ML: 1,
        BF: 1,
        MW: 1,
        ZM: 0.8,
        ZW: 0.8,
        ZA: 0.5,
        BW: 0.5,
      },
      citations: [{ sourceId: 'who-rabies-2018', section: 'Epidemiology and burden of dog-mediated rabies' }],
    },
    findings: [
      { findingId: 'dog-bite', frequency: 0.97 },
      { findingId: 'dirty-wound', frequency: 0.6 },
      { findingId: 'bite-site-paraesthesia', frequency: 0.05 },
      { findingId: 'hydrophobia', frequency: 0.05 },
      { findingId: 'agitation', frequency: 0.05 },
      { findingId: 'hypersalivation', frequency: 0.03 },
      { findingId: 'confusion', frequency: 0.03 },
      { findingId: 'convulsions', frequency: 0.02 },
      { findingId: 'muscle-spasms', frequency: 0.03 },
      { findingId: 'fever', frequency: 0.1 },
      { findingId: 'headache', frequency: 0.05 },
      { findingId: 'bite-local-swelling', frequency: 0.05 },
      { findingId: 'cough', frequency: 0.02 },
      { findingId: 'runny-nose', frequency: 0.02 },
      { findingId: 'diarrhoea', frequency: 0.02 },
      { findingId: 'vomiting', frequency: 0.03 },
    ],
    redFlags: [
      {
        findingIds: ['hydrophobia', 'agitation', 'bite-site-paraesthesia', 'hypersalivation'],
        finding: 'Clinical rabies (hydrophobia, aerophobia, agitation, paraesthesia at the bite site)',
        urgency: 'emergency',
        actionRequired:
          'Isolate, sedate and provide palliative care in a quiet room; staff use PPE; notify. Post-exposure prophylaxis is of no use once symptoms start.',
        citations: [
          { sourceId: 'who-rabies-2018', section: 'Clinical rabies: management and palliative care' },
        ],
      },
      {
        findingIds: ['dog-bite'],
        finding: 'Bite or scratch by a possibly rabid animal',
        urgency: 'urgent',
        actionRequired:
          'Wash the wound with soap and running water for 15 minutes now, classify the exposure (WHO category I-III), start rabies vaccine the same day and give rabies immunoglobulin for category III; check tetanus status.',
        citations: [
          {
            sourceId: 'who-rabies-2018',
            section: 'Post-exposure prophylaxis: wound care, vaccine and RIG by category',
          },
        ],
      },
    ],
    investigations: [
      {
        test: 'Exposure category (WHO): I touching/licks on intact skin; II nibbling or minor scratches without bleeding; III transdermal bites or scratches, licks on broken skin or mucosa, bat contact',
        urgency: 'stat',
        rationale: 'Decides vaccine with or without rabies immunoglobulin.',
        expectedFindings: 'Category II or III.',
      },
      {
        test: 'Animal status: observe the dog for 10 days; brain testing if it dies or is killed',
        urgency: 'urgent',
        rationale: 'PEP can stop if the dog remains healthy for 10 days (never delay starting it).',
        expectedFindings: 'Dog alive and healthy after 10 days.',
      },
    ],
    monitoring: [
      {
        parameter: 'Vaccine schedule attendance',
        frequency: 'Day 0, 3, 7 (and day 14 or 21/28 depending on the regimen)',
        alertCriteria: 'Missed dose: continue the schedule without restarting',
      },
      {
        parameter: 'Wound',
        frequency: 'At each vaccine visit',
        alertCriteria: 'Redness, swelling or pus (wound infection)',
      },
    ],
    referrals: [
      {
        specialist: 'Facility holding rabies vaccine and immunoglobulin',
        urgency: 'urgent',
        reason: 'When vaccine or RIG is not available on site.',
      },
      {
        specialist: 'Veterinary / public health officer',
        urgency: 'routine',
        reason: 'Animal observation and One Health investigation.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Complete every vaccine dose on the scheduled days.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation:
          'Vaccinate dogs every year; teach children to avoid stray dogs and to report every bite.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Do not suture the bite wound immediately; keep it clean.',
        category: 'hygiene',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Immediate thorough wound washing with soap and water for 15 minutes and an antiseptic; rabies vaccine for category II and III exposures (WHO 1-week, 2-site intradermal regimen or intramuscular regimens); rabies immunoglobulin infiltrated into the wound for category III; tetanus prophylaxis; antibiotic prophylaxis (amoxicillin-clavulanate) only for deep, hand or high-risk wounds.',
      supportiveCare: [
        'Analgesia',
        'Tetanus toxoid if not up to date',
        'Delay primary suturing where possible',
      ],
      followUpSchedule: 'Return on each vaccine day; review the wound at day 3.',
      antibioticsIndicated: false,
      citations: [
        { sourceId: 'who-rabies-2018', section: 'Post-exposure prophylaxis' },
        { sourceId: 'who-aware-2022', section: 'Animal bites: antibiotic prophylaxis' },
      ],
    },
    citations: [
      { sourceId: 'who-rabies-2018', section: 'WHO Expert Consultation on Rabies: PEP recommendations' },
      ugInfectious,
    ],
  },

  /* ------------------------------------------------------------------ 31. Tetanus */
  {
    id: 'tetanus',
    name: 'Tetanus',
    icd10: ['A35', 'A33'],
    icd11: '1C13',
    urgency: 'critical',
    prior: {
      baseline: 0.0002,
      byCountry: {
        KE: 1,
        UG: 1,
        TZ: 1,
        ET: 2,
        SO: 3,
        NG: 2,
        GH: 1,
        ML: 2,
        BF: 2,
        MW: 0.8,
        ZM: 0.8,
        ZW: 0.6,
        ZA: 0.2,
        BW: 0.2,
      },
      byAge: [
        { maxYears: 0.08, multiplier: 5 },
        { minYears: 0.08, maxYears: 15, multiplier: 0.6 },
        { minYears: 15, multiplier: 1.2 },
      ],
      citations: [{ sourceId: 'who-iatt-2011', section: 'Volume 1: tetanus' }, idsr],
    },
    findings: [
      { findingId: 'trismus', frequency: 0.85 },
      { findingId: 'muscle-spasms', frequency: 0.9 },
      { findingId: 'neck-stiffness', frequency: 0.6 },
      { findingId: 'dysphagia', frequency: 0.5 },
      { findingId: 'back-pain', frequency: 0.3 },
      { findingId: 'dirty-wound', frequency: 0.7 },
      { findingId: 'unvaccinated', frequency: 0.8 },
      { findingId: 'convulsions', frequency: 0.3 },
      { findingId: 'unable-to-drink', frequency: 0.4 },
      { findingId: 'sweating', frequency: 0.4 },
      { findingId: 'tachycardia', frequency: 0.6 },
      { findingId: 'hypertension-reading', frequency: 0.2 },
      { findingId: 'fever', frequency: 0.4 },
      { findingId: 'respiratory-distress', frequency: 0.2 },
      { findingId: 'irritability', frequency: 0.3 },
      { findingId: 'confusion', frequency: 0.005 },
      { findingId: 'unconscious', frequency: 0.001 },
      { findingId: 'post-ictal-drowsiness', frequency: 0.001 },
      { findingId: 'headache', frequency: 0.1 },
      { findingId: 'vomiting', frequency: 0.05 },
      { findingId: 'photophobia', frequency: 0.05 },
      { findingId: 'cough', frequency: 0.03 },
      { findingId: 'diarrhoea', frequency: 0.03 },
      { findingId: 'tongue-biting', frequency: 0.001 },
    ],
    redFlags: [
      {
        findingIds: ['trismus', 'muscle-spasms', 'respiratory-distress', 'convulsions', 'unable-to-drink'],
        finding: 'Tetanus: trismus or generalised spasms (laryngospasm risk)',
        urgency: 'critical',
        actionRequired:
          'Protect the airway, control spasms with diazepam, give human tetanus immunoglobulin (or equine antitoxin), metronidazole and wound debridement; nurse in a quiet dark room; refer for high-dependency care.',
        citations: [
          { sourceId: 'who-iatt-2011', section: 'Volume 1: tetanus management' },
          {
            sourceId: 'ug-clinical-guidelines-2023',
            section: 'Chapter 2: Infectious diseases, tetanus and neonatal tetanus',
          },
        ],
      },
    ],
    investigations: [
      {
        test: 'Clinical diagnosis (spatula test: reflex biting on the spatula)',
        urgency: 'stat',
        rationale: 'No laboratory test confirms tetanus.',
        expectedFindings: 'Trismus, risus sardonicus, spasms with clear consciousness.',
      },
      {
        test: 'Glucose, calcium; exclude meningitis and drug reactions (metoclopramide, haloperidol)',
        urgency: 'urgent',
        rationale: 'Differential of spasms and rigidity.',
        expectedFindings: 'Normal.',
      },
    ],
    monitoring: [
      {
        parameter: 'Airway, spasm frequency, SpO2, pulse, blood pressure',
        frequency: 'Continuous to hourly',
        alertCriteria: 'Laryngospasm, SpO2 < 90%, autonomic instability (labile BP, tachycardia)',
      },
      {
        parameter: 'Feeding and hydration (nasogastric tube)',
        frequency: 'Daily',
        alertCriteria: 'Dehydration, aspiration',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital with high-dependency or intensive care',
        urgency: 'emergency',
        reason: 'Airway protection, sedation and ventilation may be needed.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Complete the tetanus vaccine course after recovery: the disease does not give immunity.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation:
          'Clean every wound well and get a tetanus booster when not up to date; pregnant women should receive tetanus-diphtheria vaccine; clean cord care at birth.',
        category: 'prevention',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Human tetanus immunoglobulin (or equine antitoxin), wound cleaning and debridement, metronidazole (or benzylpenicillin), benzodiazepines for spasms, magnesium sulfate for spasms and autonomic instability, airway protection; start tetanus-diphtheria vaccination.',
      supportiveCare: [
        'Quiet, darkened room with minimal handling',
        'Nasogastric feeding',
        'Oxygen and suction at the bedside',
        'Neonates: continue expressed breast milk by tube',
      ],
      followUpSchedule: 'Inpatient for 3-5 weeks typically; complete vaccination on discharge.',
      antibioticsIndicated: true,
      citations: [{ sourceId: 'who-iatt-2011', section: 'Volume 1: tetanus management' }, ugInfectious],
    },
    citations: [{ sourceId: 'who-iatt-2011', section: 'Volume 1: tetanus' }, ugInfectious],
  },

  /* ------------------------------------------------------------------ 32. Cystitis */
  {
    id: 'cystitis',
    name: 'Urinary tract infection (cystitis)',
    icd10: ['N39.0', 'N30.0', 'N30'],
    icd11: 'GC00',
    urgency: 'routine',
    prior: {
      baseline: 0.03,
      bySex: { female: 1.7, male: 0.25 },
      byAge: [
        { maxYears: 2, multiplier: 0.3 },
        { minYears: 2, maxYears: 15, multiplier: 0.5 },
        { minYears: 15, multiplier: 1.2 },
      ],
      pregnancy: { pregnant: 1.5 },
      citations: [awareUti, uti],
    },
    findings: [
      { findingId: 'dysuria', frequency: 0.9, citation: uti },
      { findingId: 'urinary-frequency', frequency: 0.8, citation: uti },
      { findingId: 'suprapubic-pain', frequency: 0.5 },
      { findingId: 'lower-abdominal-pain', frequency: 0.45 },
      { findingId: 'haematuria', frequency: 0.25, citation: uti },
      { findingId: 'nocturia', frequency: 0.3 },
      { findingId: 'urine-nitrite-lab', frequency: 0.5, specificity: 0.95, citation: awareUti },
      { findingId: 'urine-leucocytes-lab', frequency: 0.8, specificity: 0.8, citation: awareUti },
      { findingId: 'abdominal-pain', frequency: 0.55 },
      { findingId: 'nausea', frequency: 0.1 },
      { findingId: 'fever', frequency: 0.1, citation: uti },
      { findingId: 'high-fever', frequency: 0.02 },
      { findingId: 'chills-rigors', frequency: 0.04 },
      { findingId: 'flank-pain', frequency: 0.01 },
      { findingId: 'vomiting', frequency: 0.04 },
      { findingId: 'vaginal-discharge', frequency: 0.015, citation: uti },
      { findingId: 'urethral-discharge', frequency: 0.003 },
      { findingId: 'genital-ulcer', frequency: 0.002 },
      { findingId: 'itching', frequency: 0.04 },
      { findingId: 'dyspareunia', frequency: 0.01 },
      { findingId: 'cervical-motion-tenderness', frequency: 0.001 },
      { findingId: 'schistosoma-eggs-lab', frequency: 0.01 },
      { findingId: 'cough', frequency: 0.03 },
      { findingId: 'runny-nose', frequency: 0.03 },
      { findingId: 'diarrhoea', frequency: 0.03 },
      { findingId: 'headache', frequency: 0.08 },
      { findingId: 'tachycardia', frequency: 0.05 },
      { findingId: 'malaria-test-positive', frequency: 0.03 },
      { findingId: 'back-pain', frequency: 0.15 },
      { findingId: 'polyuria', frequency: 0.01 },
      { findingId: 'pregnancy-test-positive', frequency: 0.1 },
      {
        findingId: 'known-diabetes',
        frequency: 0.08,
        citation: {
          sourceId: 'who-aware-2022',
          section: 'Lower urinary tract infection: risk factors (diabetes)',
        },
      },
    ],
    redFlags: [
      {
        findingIds: ['flank-pain', 'high-fever', 'chills-rigors', 'vomiting-everything'],
        finding: 'Fever with loin pain, rigors or vomiting: upper urinary tract infection',
        urgency: 'urgent',
        actionRequired:
          'Treat as pyelonephritis (not cystitis): urine culture, systemic antibiotic, assess for sepsis.',
        citations: [awarePyelo],
      },
      {
        findingIds: ['pregnant', 'pregnancy-test-positive'],
        finding: 'Urinary infection in pregnancy',
        urgency: 'urgent',
        actionRequired:
          'Treat the same day with a pregnancy-safe antibiotic, send urine culture, and recheck after treatment.',
        citations: [awareUti],
      },
    ],
    investigations: [
      {
        test: 'Urine dipstick (nitrite, leucocyte esterase, blood)',
        urgency: 'routine',
        rationale:
          'Supports the diagnosis; not needed when typical symptoms are present in a non-pregnant woman.',
        expectedFindings: 'Nitrite and/or leucocyte esterase positive.',
      },
      {
        test: 'Urine microscopy, culture and sensitivity',
        urgency: 'routine',
        rationale: 'Men, pregnant women, children, recurrence or treatment failure.',
        expectedFindings: 'E. coli >= 10^5 CFU/mL (lower counts significant with symptoms).',
      },
      {
        test: 'Pregnancy test in women of reproductive age',
        urgency: 'routine',
        rationale: 'Changes the choice of antibiotic.',
        expectedFindings: 'Negative.',
      },
    ],
    monitoring: [
      {
        parameter: 'Symptoms',
        frequency: 'Review if not improved in 48-72 hours',
        alertCriteria: 'Fever, loin pain, vomiting or persistence after treatment',
      },
    ],
    referrals: [
      {
        specialist: 'Urologist / physician',
        urgency: 'routine',
        reason:
          'Recurrent UTI (3 or more a year), UTI in men with retention, or haematuria persisting after treatment.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Drink plenty of water and pass urine regularly and after sex.',
        category: 'hydration',
        importance: 'medium',
      },
      {
        recommendation: 'Complete the antibiotic course; return if fever or back pain develops.',
        category: 'adherence',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Non-pregnant women: nitrofurantoin for 5 days (first choice), or fosfomycin single dose, or cotrimoxazole/trimethoprim where local resistance is low. Pregnancy: nitrofurantoin (avoid at term) or amoxicillin/cefalexin guided by culture. Men: treat for 7 days and send culture.',
      supportiveCare: ['Paracetamol or ibuprofen for pain', 'Oral fluids'],
      followUpSchedule: 'Only if not better within 48-72 hours or symptoms recur; test of cure in pregnancy.',
      antibioticsIndicated: true,
      citations: [
        awareUti,
        {
          sourceId: 'za-phc-stg-2020',
          section: 'Chapter 7: Kidney and urological disorders, urinary tract infection',
        },
      ],
    },
    citations: [awareUti, uti],
  },

  /* ------------------------------------------------------------------ 33. Acute pyelonephritis */
  {
    id: 'pyelonephritis',
    name: 'Acute pyelonephritis',
    icd10: ['N10'],
    urgency: 'urgent',
    prior: {
      baseline: 0.005,
      bySex: { female: 1.6, male: 0.4 },
      byAge: [
        { maxYears: 2, multiplier: 1 },
        { minYears: 2, maxYears: 15, multiplier: 0.5 },
        { minYears: 15, multiplier: 1.1 },
      ],
      pregnancy: { pregnant: 2 },
      citations: [awarePyelo],
    },
    findings: [
      { findingId: 'fever', frequency: 0.85 },
      { findingId: 'high-fever', frequency: 0.5 },
      { findingId: 'chills-rigors', frequency: 0.6 },
      { findingId: 'flank-pain', frequency: 0.85 },
      { findingId: 'back-pain', frequency: 0.5 },
      { findingId: 'dysuria', frequency: 0.6 },
      { findingId: 'urinary-frequency', frequency: 0.55 },
      { findingId: 'suprapubic-pain', frequency: 0.3 },
      { findingId: 'abdominal-pain', frequency: 0.4 },
      { findingId: 'haematuria', frequency: 0.3 },
      { findingId: 'nausea', frequency: 0.5 },
      { findingId: 'vomiting', frequency: 0.4 },
      { findingId: 'malaise', frequency: 0.7 },
      { findingId: 'anorexia', frequency: 0.5 },
      { findingId: 'headache', frequency: 0.3 },
      { findingId: 'tachycardia', frequency: 0.6 },
      { findingId: 'urine-nitrite-lab', frequency: 0.6, specificity: 0.95, citation: awareUti },
      { findingId: 'urine-leucocytes-lab', frequency: 0.9, specificity: 0.8, citation: awareUti },
      { findingId: 'leucocytosis-lab', frequency: 0.7 },
      { findingId: 'raised-crp-lab', frequency: 0.9 },
      { findingId: 'hypotension', frequency: 0.05 },
      { findingId: 'confusion', frequency: 0.03 },
      { findingId: 'vaginal-discharge', frequency: 0.015 },
      { findingId: 'urethral-discharge', frequency: 0.003 },
      { findingId: 'cervical-motion-tenderness', frequency: 0.002 },
      { findingId: 'cough', frequency: 0.05 },
      { findingId: 'runny-nose', frequency: 0.03 },
      { findingId: 'diarrhoea', frequency: 0.08 },
      { findingId: 'malaria-test-positive', frequency: 0.04 },
      { findingId: 'fatigue', frequency: 0.5 },
      {
        findingId: 'known-diabetes',
        frequency: 0.12,
        citation: {
          sourceId: 'who-aware-2022',
          section: 'Pyelonephritis: risk factors for complicated infection (diabetes)',
        },
      },
    ],
    redFlags: [
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands'],
        finding: 'Urosepsis with shock (hypotension or poor perfusion)',
        urgency: 'critical',
        actionRequired:
          'Sepsis bundle: IV fluids, blood and urine culture, IV ceftriaxone (or gentamicin) within the hour, admit.',
        citations: [
          { sourceId: 'who-sepsis-2021', section: 'Initial resuscitation and antimicrobial therapy' },
        ],
      },
      {
        findingIds: ['vomiting-everything'],
        finding: 'Unable to keep oral medicine down',
        urgency: 'emergency',
        actionRequired:
          'Admit for IV antibiotics (ceftriaxone) and fluids; in pregnancy also monitor the fetus and for preterm labour.',
        citations: [
          awarePyelo,
          { sourceId: 'who-mcpc-2017', section: 'Fever during pregnancy: acute pyelonephritis' },
        ],
      },
    ],
    investigations: [
      {
        test: 'Urine dipstick, microscopy, culture and sensitivity (before antibiotics)',
        urgency: 'urgent',
        rationale: 'Confirms infection and guides therapy.',
        expectedFindings: 'Pyuria, nitrite positive; E. coli most common.',
      },
      {
        test: 'Full blood count, creatinine',
        urgency: 'urgent',
        rationale: 'Severity and kidney function.',
        expectedFindings: 'Neutrophil leucocytosis.',
      },
      {
        test: 'Malaria RDT (endemic areas), pregnancy test',
        urgency: 'urgent',
        rationale: 'Febrile differential; pregnancy changes management.',
        expectedFindings: 'Negative.',
      },
      {
        test: 'Renal ultrasound if no improvement after 72 hours, or in men',
        urgency: 'routine',
        rationale: 'Obstruction, abscess or stones.',
        expectedFindings: 'Normal kidneys.',
      },
    ],
    monitoring: [
      {
        parameter: 'Temperature, pulse, blood pressure, urine output',
        frequency: 'Every 4-6 hours if admitted; review at 48-72 hours if outpatient',
        alertCriteria: 'Hypotension, persistent fever after 72 hours, rising creatinine',
      },
    ],
    referrals: [
      {
        specialist: 'Hospital (medical or obstetric ward)',
        urgency: 'urgent',
        reason: 'Vomiting, pregnancy, sepsis, or failure of oral therapy.',
      },
      {
        specialist: 'Urologist',
        urgency: 'routine',
        reason: 'Obstruction, abscess or recurrent pyelonephritis.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Drink plenty of fluids and complete the full antibiotic course.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Return at once if vomiting prevents taking tablets or you feel faint.',
        category: 'follow-up',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Outpatient (mild, able to take oral medicine, not pregnant): ciprofloxacin for 7 days where local resistance allows, or amoxicillin-clavulanate guided by culture. Severe, vomiting or pregnant: IV ceftriaxone (or gentamicin) then oral step-down to complete 7-14 days.',
      supportiveCare: ['Paracetamol for fever and pain', 'Oral or IV fluids', 'Antiemetic if vomiting'],
      followUpSchedule: 'Review at 48-72 hours; repeat urine culture in pregnancy.',
      antibioticsIndicated: true,
      citations: [
        awarePyelo,
        { sourceId: 'ug-clinical-guidelines-2023', section: 'Genitourinary diseases: pyelonephritis' },
      ],
    },
    citations: [awarePyelo, uti],
  },

  /* ------------------------------------------------------------------ 34. Urethritis / cervicitis */
  {
    id: 'urethritis-cervicitis',
    name: 'Gonococcal / chlamydial urethritis and cervicitis',
    icd10: ['A54.0', 'A56.0', 'A54', 'A56', 'N34'],
    urgency: 'routine',
    prior: {
      baseline: 0.02,
      byAge: [
        { maxYears: 12, multiplier: 0.02 },
        { minYears: 12, maxYears: 15, multiplier: 0.5 },
        { minYears: 15, maxYears: 35, multiplier: 1.6 },
        { minYears: 35, maxYears: 50, multiplier: 0.8 },
        { minYears: 50, multiplier: 0.3 },
      ],
      // Most men with gonorrhoea or chlamydia have symptoms; most infected women have none, so fewer present.
      bySex: { male: 1.2, female: 0.8 },
      citations: [stiWho],
    },
    findings: [
      // Urethral discharge is asked of men and vaginal discharge of women: each frequency is for that sex.
      { findingId: 'urethral-discharge', frequency: 0.8 },
      { findingId: 'dysuria', frequency: 0.5 },
      { findingId: 'vaginal-discharge', frequency: 0.5 },
      { findingId: 'sexual-risk', frequency: 0.7 },
      { findingId: 'itching', frequency: 0.15 },
      { findingId: 'urinary-frequency', frequency: 0.15 },
      { findingId: 'vaginal-bleeding', frequency: 0.1 },
      { findingId: 'dyspareunia', frequency: 0.1 },
      { findingId: 'lower-abdominal-pain', frequency: 0.1 },
      { findingId: 'cervical-motion-tenderness', frequency: 0.003 },
      { findingId: 'urine-leucocytes-lab', frequency: 0.5 },
      { findingId: 'urine-nitrite-lab', frequency: 0.05 },
      { findingId: 'genital-ulcer', frequency: 0.02 },
      { findingId: 'haematuria', frequency: 0.015 },
      { findingId: 'suprapubic-pain', frequency: 0.02 },
      { findingId: 'fever', frequency: 0.05 },
      { findingId: 'high-fever', frequency: 0.01 },
      { findingId: 'flank-pain', frequency: 0.005 },
      { findingId: 'hiv-test-positive', frequency: 0.08 },
      { findingId: 'syphilis-test-positive-lab', frequency: 0.05 },
      { findingId: 'red-eyes', frequency: 0.02 },
      { findingId: 'joint-swelling', frequency: 0.02 },
      { findingId: 'cough', frequency: 0.03 },
      { findingId: 'runny-nose', frequency: 0.03 },
      { findingId: 'abdominal-pain', frequency: 0.12 },
      { findingId: 'pregnancy-test-positive', frequency: 0.05 },
    ],
    redFlags: [
      {
        findingIds: ['lower-abdominal-pain', 'cervical-motion-tenderness'],
        finding: 'Lower abdominal pain or cervical motion tenderness in a woman: pelvic inflammatory disease',
        urgency: 'urgent',
        actionRequired: 'Manage as PID (add metronidazole, 14-day course) and exclude pregnancy.',
        citations: [stiWho],
      },
      {
        findingIds: ['joint-swelling', 'petechial-rash'],
        finding: 'Fever with joint swelling or skin lesions: disseminated gonococcal infection',
        urgency: 'emergency',
        actionRequired: 'Admit for IV ceftriaxone and joint aspiration.',
        citations: [stiWho],
      },
    ],
    investigations: [
      {
        test: 'Gram stain of urethral discharge (men) where available; NAAT for N. gonorrhoeae and C. trachomatis',
        urgency: 'routine',
        rationale: 'Confirms aetiology; treat syndromically when tests are not available.',
        expectedFindings: 'Gram-negative intracellular diplococci (gonorrhoea).',
      },
      {
        test: 'HIV and syphilis testing',
        urgency: 'routine',
        rationale: 'Every STI visit is an HIV and syphilis testing opportunity.',
        expectedFindings: 'Negative.',
      },
      {
        test: 'Pregnancy test (women)',
        urgency: 'routine',
        rationale: 'Doxycycline is avoided in pregnancy.',
        expectedFindings: 'Negative.',
      },
    ],
    monitoring: [
      {
        parameter: 'Symptoms',
        frequency: 'Review at 7 days if symptoms persist',
        alertCriteria: 'Persistent discharge (possible resistant gonorrhoea, trichomonas or reinfection)',
      },
    ],
    referrals: [
      {
        specialist: 'STI / reproductive health clinic',
        urgency: 'routine',
        reason: 'Persistent or recurrent discharge after syndromic treatment.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Abstain from sex for 7 days after treatment and until partners are treated.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Notify and refer sexual partners from the last 60 days for treatment.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Use condoms consistently; consider HIV pre-exposure prophylaxis if at ongoing risk.',
        category: 'prevention',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Syndromic treatment for gonorrhoea and chlamydia together: ceftriaxone IM single dose plus doxycycline for 7 days (azithromycin single dose in pregnancy or when adherence is a concern). Treat partners; test for HIV and syphilis.',
      supportiveCare: ['Condoms', 'Partner notification slips', 'HIV PrEP assessment'],
      followUpSchedule: 'Return at 7 days if not cured.',
      antibioticsIndicated: true,
      citations: [stiWho, { sourceId: 'ke-arv-2022', section: 'STI screening and syndromic management' }],
    },
    citations: [stiWho],
  },

  /* ------------------------------------------------------------------ 35. Syphilis */
  {
    id: 'syphilis',
    name: 'Syphilis',
    icd10: ['A53.9', 'A51', 'A52', 'A53'],
    icd11: '1A6Z',
    urgency: 'routine',
    prior: {
      baseline: 0.004,
      byAge: [
        { maxYears: 2, multiplier: 0.3 },
        { minYears: 2, maxYears: 12, multiplier: 0.02 },
        { minYears: 12, maxYears: 50, multiplier: 1.4 },
        { minYears: 50, multiplier: 0.6 },
      ],
      byCountry: {
        KE: 1,
        UG: 1.2,
        TZ: 1.2,
        ET: 1,
        SO: 0.8,
        NG: 0.8,
        GH: 0.8,
        ML: 1,
        BF: 1,
        MW: 1.5,
        ZM: 1.5,
        ZW: 1.2,
        ZA: 1.5,
        BW: 1.3,
      },
      // Most syphilis is found by antenatal screening, so pregnant women are over-represented among cases.
      pregnancy: { pregnant: 3 },
      citations: [
        syphilisWho,
        { sourceId: 'who-syphilis-2016', section: 'Syphilis in pregnancy: screening and treatment' },
      ],
    },
    findings: [
      {
        findingId: 'syphilis-test-positive-lab',
        frequency: 0.95,
        specificity: 0.97,
        citation: {
          sourceId: 'who-syphilis-2016',
          section: 'Diagnosis: treponemal and non-treponemal tests',
        },
      },
      { findingId: 'genital-ulcer', frequency: 0.3 },
      { findingId: 'lymphadenopathy', frequency: 0.35 },
      { findingId: 'rash', frequency: 0.25 },
      { findingId: 'rash-palms-soles', frequency: 0.2 },
      { findingId: 'maculopapular-rash', frequency: 0.15 },
      { findingId: 'mouth-ulcers', frequency: 0.08 },
      { findingId: 'sexual-risk', frequency: 0.6 },
      { findingId: 'hiv-test-positive', frequency: 0.15 },
      { findingId: 'known-hiv', frequency: 0.12 },
      { findingId: 'fever', frequency: 0.12 },
      { findingId: 'malaise', frequency: 0.2 },
      { findingId: 'headache', frequency: 0.12 },
      { findingId: 'sore-throat', frequency: 0.08 },
      { findingId: 'urethral-discharge', frequency: 0.01 },
      { findingId: 'vaginal-discharge', frequency: 0.04 },
      { findingId: 'itching', frequency: 0.05 },
      { findingId: 'vesicular-rash', frequency: 0.003 },
      { findingId: 'visual-disturbance', frequency: 0.02 },
      { findingId: 'confusion', frequency: 0.02 },
      { findingId: 'dysuria', frequency: 0.02 },
      { findingId: 'cough', frequency: 0.03 },
    ],
    redFlags: [
      {
        findingIds: ['pregnant', 'pregnancy-test-positive'],
        finding: 'Syphilis in pregnancy',
        urgency: 'urgent',
        actionRequired:
          'Give benzathine penicillin the same day (prevents congenital syphilis), treat the partner, and alert the birth attendant to examine and treat the newborn.',
        citations: [syphilisWho],
      },
      {
        findingIds: ['visual-disturbance', 'confusion', 'focal-weakness', 'neck-stiffness'],
        finding: 'Neurological or ocular signs: neurosyphilis',
        urgency: 'emergency',
        actionRequired: 'Refer for lumbar puncture and IV benzylpenicillin for 14 days.',
        citations: [syphilisWho],
      },
    ],
    investigations: [
      {
        test: 'Treponemal rapid test (or dual HIV/syphilis RDT) with RPR/VDRL titre',
        urgency: 'routine',
        rationale:
          'Rapid test for screening (antenatal, STI clinics); RPR titre shows activity and response.',
        expectedFindings: 'Treponemal test positive, RPR reactive.',
      },
      {
        test: 'HIV test',
        urgency: 'routine',
        rationale: 'Co-infection is common.',
        expectedFindings: 'Negative.',
      },
    ],
    monitoring: [
      {
        parameter: 'RPR/VDRL titre',
        frequency: 'At 3, 6 and 12 months after treatment',
        alertCriteria: 'Four-fold rise, or titre not falling four-fold by 6-12 months',
      },
    ],
    referrals: [
      {
        specialist: 'Physician / neurologist',
        urgency: 'urgent',
        reason: 'Suspected neurosyphilis, ocular or cardiovascular syphilis.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Abstain from sex until 7 days after treatment and until partners are treated.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Notify all partners for testing and treatment; use condoms.',
        category: 'prevention',
        importance: 'high',
      },
      { recommendation: 'Attend all follow-up blood tests.', category: 'follow-up', importance: 'medium' },
    ],
    protocol: {
      primaryTreatment:
        'Early syphilis (primary, secondary, early latent): benzathine benzylpenicillin IM single dose. Late latent or unknown duration: benzathine benzylpenicillin weekly for 3 weeks. Penicillin allergy (non-pregnant): doxycycline; in pregnancy with allergy: erythromycin, azithromycin or ceftriaxone per WHO, and treat the newborn. Neurosyphilis: IV benzylpenicillin.',
      supportiveCare: [
        'Warn about the Jarisch-Herxheimer reaction (fever within 24 hours)',
        'Partner notification',
      ],
      followUpSchedule: 'RPR at 3, 6 and 12 months.',
      antibioticsIndicated: true,
      citations: [syphilisWho, stiWho],
    },
    citations: [syphilisWho],
  },

  /* ------------------------------------------------------------------ 36. Pelvic inflammatory disease */
  {
    id: 'pelvic-inflammatory-disease',
    name: 'Pelvic inflammatory disease',
    icd10: ['N73.9', 'N70', 'N71', 'N73'],
    urgency: 'urgent',
    prior: {
      baseline: 0.01,
      bySex: { male: 0, female: 1.9 },
      byAge: [
        { maxYears: 12, multiplier: 0 },
        { minYears: 12, maxYears: 15, multiplier: 0.5 },
        { minYears: 15, maxYears: 35, multiplier: 1.5 },
        { minYears: 35, maxYears: 50, multiplier: 0.8 },
        { minYears: 50, multiplier: 0.05 },
      ],
      pregnancy: { pregnant: 0.05 },
      citations: [stiWho],
    },
    findings: [
      { findingId: 'lower-abdominal-pain', frequency: 0.95 },
      { findingId: 'abdominal-pain', frequency: 0.95 },
      { findingId: 'cervical-motion-tenderness', frequency: 0.7 },
      { findingId: 'vaginal-discharge', frequency: 0.6 },
      { findingId: 'dyspareunia', frequency: 0.4 },
      { findingId: 'fever', frequency: 0.4 },
      { findingId: 'high-fever', frequency: 0.15 },
      { findingId: 'vaginal-bleeding', frequency: 0.3 },
      { findingId: 'dysuria', frequency: 0.25 },
      { findingId: 'suprapubic-pain', frequency: 0.3 },
      { findingId: 'back-pain', frequency: 0.2 },
      { findingId: 'nausea', frequency: 0.25 },
      { findingId: 'vomiting', frequency: 0.15 },
      { findingId: 'sexual-risk', frequency: 0.6 },
      { findingId: 'tachycardia', frequency: 0.3 },
      { findingId: 'rebound-tenderness', frequency: 0.15 },
      { findingId: 'leucocytosis-lab', frequency: 0.4 },
      { findingId: 'raised-crp-lab', frequency: 0.7 },
      { findingId: 'urine-leucocytes-lab', frequency: 0.3 },
      { findingId: 'urine-nitrite-lab', frequency: 0.05 },
      { findingId: 'pregnancy-test-positive', frequency: 0.03 },
      { findingId: 'missed-period', frequency: 0.02 },
      { findingId: 'shoulder-tip-pain', frequency: 0.003 },
      { findingId: 'right-upper-quadrant-pain', frequency: 0.05 },
      { findingId: 'periumbilical-pain-migrating', frequency: 0.001 },
      { findingId: 'flank-pain', frequency: 0.1 },
      { findingId: 'diarrhoea', frequency: 0.1 },
      { findingId: 'hypotension', frequency: 0.01 },
      { findingId: 'cough', frequency: 0.03 },
      { findingId: 'malaise', frequency: 0.3 },
      { findingId: 'urinary-frequency', frequency: 0.15 },
      { findingId: 'right-lower-quadrant-pain', frequency: 0.25 },
    ],
    redFlags: [
      {
        findingIds: ['pregnancy-test-positive', 'missed-period', 'shoulder-tip-pain', 'syncope'],
        finding: 'Possible pregnancy with pelvic pain: exclude ectopic pregnancy',
        urgency: 'emergency',
        actionRequired:
          'Pregnancy test, check for shock, and urgent ultrasound or surgical review before treating as PID.',
        citations: [
          { sourceId: 'who-mcpc-2017', section: 'Vaginal bleeding in early pregnancy: ectopic pregnancy' },
        ],
      },
      {
        findingIds: ['rebound-tenderness', 'hypotension', 'vomiting-everything'],
        finding: 'Severe PID: peritonitis, tubo-ovarian abscess or sepsis',
        urgency: 'emergency',
        actionRequired:
          'Admit for IV ceftriaxone, doxycycline and metronidazole; ultrasound for abscess; surgical review.',
        citations: [stiWho],
      },
    ],
    investigations: [
      {
        test: 'Pregnancy test',
        urgency: 'stat',
        rationale: 'Ectopic pregnancy must be excluded.',
        expectedFindings: 'Negative.',
      },
      {
        test: 'Speculum and bimanual examination',
        urgency: 'urgent',
        rationale: 'Cervical motion, uterine or adnexal tenderness and discharge.',
        expectedFindings: 'Cervical motion tenderness, mucopurulent cervical discharge.',
      },
      {
        test: 'Pelvic ultrasound (severe cases)',
        urgency: 'urgent',
        rationale: 'Tubo-ovarian abscess.',
        expectedFindings: 'No abscess in uncomplicated PID.',
      },
      {
        test: 'HIV and syphilis testing; NAAT for gonorrhoea and chlamydia where available',
        urgency: 'routine',
        rationale: 'STI co-infections.',
        expectedFindings: 'Variable.',
      },
    ],
    monitoring: [
      {
        parameter: 'Pain, fever, tenderness',
        frequency: 'Review at 72 hours',
        alertCriteria: 'No improvement at 72 hours: admit for IV therapy and imaging',
      },
    ],
    referrals: [
      {
        specialist: 'Gynaecologist',
        urgency: 'urgent',
        reason: 'Severe PID, tubo-ovarian abscess, pregnancy, or no response to oral therapy.',
      },
    ],
    lifestyle: [
      {
        recommendation:
          'Take the full 14 days of treatment; abstain from sex until you and your partner have finished treatment.',
        category: 'adherence',
        importance: 'high',
      },
      {
        recommendation: 'Partners from the last 60 days need treatment; use condoms.',
        category: 'prevention',
        importance: 'high',
      },
      {
        recommendation: 'Avoid alcohol while taking metronidazole.',
        category: 'safety',
        importance: 'medium',
      },
    ],
    protocol: {
      primaryTreatment:
        'Outpatient: ceftriaxone IM single dose plus doxycycline for 14 days plus metronidazole for 14 days. Severe PID, pregnancy or failure: admit for IV therapy. An IUD may stay in place unless there is no improvement. Treat partners for gonorrhoea and chlamydia.',
      supportiveCare: ['Analgesia (paracetamol or ibuprofen)', 'Rest'],
      followUpSchedule: 'Review at 72 hours, and at the end of treatment.',
      antibioticsIndicated: true,
      citations: [
        stiWho,
        {
          sourceId: 'ke-clinical-guidelines-2009',
          section: 'Obstetrics and gynaecology: pelvic inflammatory disease',
        },
      ],
    },
    citations: [stiWho],
  },

  /* ------------------------------------------------------------------ 37. Cellulitis / abscess */
  {
    id: 'cellulitis-abscess',
    name: 'Cellulitis / abscess',
    icd10: ['L03.1', 'L02', 'L03'],
    icd11: '1B70',
    urgency: 'urgent',
    prior: {
      baseline: 0.02,
      citations: [awareSkin],
    },
    findings: [
      { findingId: 'red-hot-swollen-skin', frequency: 0.9 },
      { findingId: 'fluctuant-swelling', frequency: 0.35 },
      { findingId: 'leg-swelling', frequency: 0.5 },
      { findingId: 'fever', frequency: 0.45 },
      { findingId: 'high-fever', frequency: 0.15 },
      { findingId: 'chills-rigors', frequency: 0.2 },
      { findingId: 'malaise', frequency: 0.4 },
      { findingId: 'lymphadenopathy', frequency: 0.25 },
      { findingId: 'dirty-wound', frequency: 0.45 },
      { findingId: 'rash', frequency: 0.3 },
      { findingId: 'known-diabetes', frequency: 0.12 },
      { findingId: 'tachycardia', frequency: 0.3 },
      { findingId: 'leucocytosis-lab', frequency: 0.5 },
      { findingId: 'raised-crp-lab', frequency: 0.8 },
      { findingId: 'itching', frequency: 0.05 },
      { findingId: 'bilateral-pitting-oedema', frequency: 0.005 },
      { findingId: 'vesicular-rash', frequency: 0.01 },
      { findingId: 'petechial-rash', frequency: 0.003 },
      { findingId: 'snake-bite', frequency: 0.001 },
      { findingId: 'bite-local-swelling', frequency: 0.05 },
      { findingId: 'joint-swelling', frequency: 0.01 },
      { findingId: 'acute-monoarthritis-toe', frequency: 0.001 },
      { findingId: 'hypotension', frequency: 0.03 },
      { findingId: 'cough', frequency: 0.03 },
      { findingId: 'runny-nose', frequency: 0.03 },
      { findingId: 'diarrhoea', frequency: 0.03 },
      { findingId: 'fatigue', frequency: 0.3 },
      { findingId: 'headache', frequency: 0.15 },
      { findingId: 'anorexia', frequency: 0.2 },
      { findingId: 'toe-web-scaling-nail-changes', frequency: 0.15 },
    ],
    redFlags: [
      {
        findingIds: ['hypotension', 'weak-pulse-cold-hands'],
        finding:
          'Septic shock or necrotising infection (shock; look for pain out of proportion, crepitus, dusky skin)',
        urgency: 'critical',
        actionRequired:
          'Resuscitate, IV broad-spectrum antibiotics within the hour, urgent surgical review for debridement.',
        citations: [
          awareSkin,
          { sourceId: 'who-sepsis-2021', section: 'Initial resuscitation; source control' },
        ],
      },
      {
        findingIds: ['periorbital-swelling'],
        finding: 'Periorbital or facial cellulitis (risk of orbital and intracranial spread)',
        urgency: 'emergency',
        actionRequired: 'IV antibiotics (cloxacillin or ceftriaxone) and admission.',
        citations: [awareSkin],
      },
    ],
    investigations: [
      {
        test: 'Mark the edge of the redness; examine for fluctuance and a portal of entry (wound, tinea between the toes)',
        urgency: 'urgent',
        rationale: 'Abscess needs drainage; spreading margin shows response.',
        expectedFindings: 'Spreading erythema; fluctuance if abscess.',
      },
      {
        test: 'Blood glucose',
        urgency: 'urgent',
        rationale: 'Undiagnosed diabetes predisposes to skin infection.',
        expectedFindings: 'Normal.',
      },
      {
        test: 'Pus culture (abscess) where available',
        urgency: 'routine',
        rationale: 'S. aureus including MRSA.',
        expectedFindings: 'S. aureus or streptococci.',
      },
    ],
    monitoring: [
      {
        parameter: 'Margin of redness, fever, pain',
        frequency: 'Review at 48-72 hours',
        alertCriteria: 'Spreading beyond the mark, new blisters or necrosis, persistent fever',
      },
    ],
    referrals: [
      {
        specialist: 'Surgeon',
        urgency: 'urgent',
        reason: 'Large or deep abscess, necrotising infection, or hand and facial abscess.',
      },
      {
        specialist: 'Hospital',
        urgency: 'emergency',
        reason: 'Systemic toxicity, rapidly spreading infection or orbital involvement.',
      },
    ],
    lifestyle: [
      {
        recommendation: 'Raise the affected limb and rest; take the full antibiotic course.',
        category: 'rest',
        importance: 'high',
      },
      {
        recommendation: "Keep wounds clean and covered; treat athlete's foot; wear shoes when farming.",
        category: 'hygiene',
        importance: 'medium',
      },
      {
        recommendation: 'Return if the redness spreads past the marked line, or fever and pain worsen.',
        category: 'follow-up',
        importance: 'high',
      },
    ],
    protocol: {
      primaryTreatment:
        'Cellulitis: oral flucloxacillin/cloxacillin (or cefalexin; amoxicillin-clavulanate as alternative) for 5 days, IV cloxacillin or ceftriaxone if severe. Abscess: incision and drainage; antibiotic only with surrounding cellulitis, systemic signs or immunosuppression (cotrimoxazole or doxycycline where MRSA is common).',
      supportiveCare: [
        'Elevation of the limb',
        'Analgesia',
        'Treat the portal of entry (tinea pedis, wound)',
      ],
      followUpSchedule: 'Review at 48-72 hours; extend to 7-10 days if slow to respond.',
      antibioticsIndicated: true,
      citations: [
        awareSkin,
        {
          sourceId: 'ug-clinical-guidelines-2023',
          section: 'Skin diseases: cellulitis and erysipelas; abscess',
        },
      ],
    },
    citations: [
      awareSkin,
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Skin diseases: cellulitis and abscess' },
    ],
  },
] as const satisfies readonly Condition[];
