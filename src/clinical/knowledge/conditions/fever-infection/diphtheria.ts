import type { Condition, Regimen } from '../../types';
import { perKg } from '../../dose-rules';
import { cite, pocketBook } from '../../regimens-shared/citations';

const who = (section: string) => cite('who-diphtheria-2024', section);
const pocket = pocketBook('Chapter 4: Stridor \u2014 diphtheria');
const vpd = cite('who-vpd-surveillance-2018', 'Diphtheria: case definitions and outbreak response');

/** 94. Diphtheria (respiratory). */
export const condition = {
  id: 'diphtheria',
  name: 'Diphtheria',
  icd10: ['A36.9', 'A36'],
  icd11: '1C17',
  urgency: 'emergency',
  prior: {
    baseline: 0.0004,
    byAge: [
      { maxYears: 1, multiplier: 0.5 },
      { minYears: 1, maxYears: 15, multiplier: 2 },
      { minYears: 15, multiplier: 0.6 },
    ],
    byCountry: { NG: 3, ET: 1.5, ML: 1.5, BF: 1.5, GH: 1.2 },
    citations: [vpd],
  },
  findings: [
    { findingId: 'grey-throat-membrane', frequency: 0.9 },
    { findingId: 'sore-throat', frequency: 0.85 },
    { findingId: 'fever', frequency: 0.6 },
    { findingId: 'high-fever', frequency: 0.1 },
    { findingId: 'tender-neck-nodes', frequency: 0.6 },
    { findingId: 'unvaccinated', frequency: 0.75 },
    { findingId: 'sick-contacts', frequency: 0.3 },
    { findingId: 'stridor', frequency: 0.25 },
    { findingId: 'hoarse-voice', frequency: 0.2 },
    { findingId: 'drooling-unable-to-swallow', frequency: 0.2 },
    { findingId: 'respiratory-distress', frequency: 0.2 },
    { findingId: 'malaise', frequency: 0.6 },
    { findingId: 'runny-nose', frequency: 0.2 },
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'irregular-pulse', frequency: 0.08 },
    { findingId: 'hypotension', frequency: 0.08 },
    { findingId: 'cranial-nerve-palsy', frequency: 0.05 },
    { findingId: 'tonsillar-exudate', frequency: 0.3 },
    { findingId: 'cough', frequency: 0.3 },
    { findingId: 'rash', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['stridor', 'respiratory-distress', 'drooling-unable-to-swallow', 'cyanosis'],
      finding:
        'Diphtheria with stridor, drooling or breathing difficulty: the membrane is closing the airway',
      urgency: 'critical',
      actionRequired:
        'Do not examine the throat roughly; oxygen; call the most skilled person for intubation or tracheostomy; give diphtheria antitoxin and antibiotic; refer now.',
      citations: [pocket, who('Airway management')],
    },
    {
      findingIds: ['irregular-pulse', 'hypotension', 'bradycardia'],
      finding: 'Irregular or slow pulse or low blood pressure in diphtheria: toxic myocarditis',
      urgency: 'critical',
      actionRequired: 'Strict bed rest, ECG monitoring, antitoxin; refer for cardiac care.',
      citations: [pocket, who('Complications: myocarditis')],
    },
  ],
  investigations: [
    {
      test: 'Throat and nasal swab for culture and toxin test (Elek or PCR for the tox gene) before antibiotics',
      urgency: 'stat',
      rationale: 'Confirms the case for notification; treatment starts on clinical suspicion.',
      expectedFindings: 'Toxigenic Corynebacterium diphtheriae.',
    },
    {
      test: 'ECG, and repeat during the first 2 weeks',
      urgency: 'urgent',
      rationale: 'Myocarditis appears in the 2nd week.',
      expectedFindings: 'ST-T changes, heart block, arrhythmia.',
    },
  ],
  monitoring: [
    {
      parameter:
        'Airway (stridor, work of breathing), pulse rhythm, blood pressure, swallowing, limb weakness',
      frequency: 'Every 3 hours; ECG daily for 2 weeks where possible',
      alertCriteria: 'Stridor, restlessness, irregular pulse, hypotension, nasal speech or regurgitation',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with isolation, antitoxin and airway care',
      urgency: 'emergency',
      reason: 'Every suspected case: antitoxin, isolation and notification.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Isolate the patient (droplet precautions); close contacts get a throat swab, a macrolide course and a vaccine dose.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Complete the DTP schedule and boosters; vaccinate the patient on recovery.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Diphtheria antitoxin (DAT) as soon as the diagnosis is suspected, dose by severity (specialist supply and test dose), plus an antibiotic for 14 days: azithromycin or erythromycin (penicillin where macrolides are unavailable). Airway: oxygen only if not distressing the child; intubation or tracheostomy if obstruction. Isolate and notify immediately.',
    supportiveCare: [
      'Paracetamol',
      'Soft food or nasogastric feeds',
      'Bed rest while myocarditis is possible',
    ],
    followUpSchedule: 'Inpatient; ECG and neurological review for 6 weeks (late palsies).',
    antibioticsIndicated: true,
    citations: [who('Recommendations: antitoxin and antibiotics'), pocket],
  },
  citations: [who('Clinical management of diphtheria'), pocket, vpd],
} satisfies Condition;

export const regimens = [
  {
    id: 'diphtheria',
    conditionId: 'diphtheria',
    population: {},
    items: [
      {
        medicineId: 'azithromycin',
        route: 'oral',
        dose: perKg(10, 500, 500),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: '14 days',
        indication: 'diphtheria (with antitoxin), and contacts',
        alternativeIds: ['erythromycin'],
        citations: [who('Antibiotics: azithromycin 10-12 mg/kg once daily, max 500 mg, 14 days')],
      },
    ],
    note: 'Diphtheria antitoxin is dosed by a specialist (20 000 to 100 000 units by extent and duration) after a test dose: refer; the antibiotic does not replace it.',
    citations: [who('Recommendations: antitoxin and antibiotics')],
  },
  {
    id: 'diphtheria-alternatives',
    conditionId: 'diphtheria',
    population: {},
    items: [
      {
        medicineId: 'erythromycin',
        route: 'oral',
        dose: perKg(12.5, 500, 2000, 62.5),
        frequency: 'every 6 hours',
        dosesPerDay: 4,
        duration: '14 days',
        indication: 'diphtheria when azithromycin is withheld',
        alternativeIds: [],
        citations: [who('Antibiotics: erythromycin 10-15 mg/kg, max 500 mg, 4 times daily, 14 days')],
      },
    ],
    note: 'Doses of the alternatives.',
    citations: [who('Antibiotics')],
  },
] satisfies readonly Regimen[];
