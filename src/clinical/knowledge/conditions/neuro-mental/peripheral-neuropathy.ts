import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnf, cite } from '../../regimens-shared/citations';

const nice = (section: string) => cite('nice-neuropathic-pain-2013', section);
const icd = (section: string) => cite('who-icd10-2019', section);

export const condition = {
  id: 'peripheral-neuropathy',
  name: 'Peripheral neuropathy (diabetic, HIV-associated, drug-induced, alcohol)',
  icd10: ['G62.9', 'G62', 'G63.2', 'G63', 'G62.0', 'G62.1'],
  // The code of the cause when it is told (WHO ICD-10 2019, chapter VI: G63.2 diabetic polyneuropathy, with
  // E10-E14 .4; G62.0 drug-induced polyneuropathy; G62.1 alcoholic polyneuropathy); G62.9 when it is not.
  icd10ByFinding: [
    { findingIds: ['known-diabetes'], icd10: 'G63.2', citation: icd('G63.2 Diabetic polyneuropathy') },
    {
      findingIds: ['neurotoxic-medicine-use'],
      icd10: 'G62.0',
      citation: icd('G62.0 Drug-induced polyneuropathy'),
    },
    { findingIds: ['alcohol-use'], icd10: 'G62.1', citation: icd('G62.1 Alcoholic polyneuropathy') },
  ],
  icd11: '8C0Z',
  urgency: 'routine',
  prior: {
    baseline: 0.01,
    byAge: [
      { maxYears: 20, multiplier: 0.1 },
      { minYears: 20, maxYears: 45, multiplier: 0.8 },
      { minYears: 45, multiplier: 1.5 },
    ],
    citations: [
      nice('Context: causes of neuropathic pain'),
      cite('who-hiv-2021', 'HIV-associated neuropathy and drug toxicity'),
    ],
  },
  findings: [
    { findingId: 'numbness-tingling-feet', frequency: 0.9 },
    { findingId: 'absent-reflexes', frequency: 0.5 },
    { findingId: 'known-diabetes', frequency: 0.45 },
    { findingId: 'known-hiv', frequency: 0.3 },
    { findingId: 'neurotoxic-medicine-use', frequency: 0.2 },
    { findingId: 'alcohol-use', frequency: 0.15 },
    { findingId: 'leg-cramps', frequency: 0.3 },
    { findingId: 'sleep-disturbance', frequency: 0.3 },
    { findingId: 'focal-weakness', frequency: 0.03 },
    { findingId: 'back-pain', frequency: 0.1 },
    { findingId: 'pain-radiating-down-leg', frequency: 0.05 },
    { findingId: 'saddle-anaesthesia-incontinence', frequency: 0.005 },
    { findingId: 'fever', frequency: 0.02 },
    { findingId: 'hyperglycaemia-lab', frequency: 0.4 },
    { findingId: 'anaemia-lab', frequency: 0.15 },
    { findingId: 'weight-loss', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['focal-weakness'],
      finding: 'Rapidly spreading weakness, or weakness with breathing difficulty: Guillain-Barre syndrome',
      urgency: 'emergency',
      actionRequired: 'Urgent referral; monitor breathing.',
      citations: [nice('Exclusions: rapidly progressive weakness needs specialist assessment')],
    },
    {
      findingIds: ['saddle-anaesthesia-incontinence'],
      finding: 'Numbness in the saddle area or loss of bladder control: cauda equina',
      urgency: 'emergency',
      actionRequired: 'Same-day referral for imaging and surgery.',
      citations: [cite('who-lbp-2023', 'Red flags: cauda equina')],
    },
  ],
  investigations: [
    {
      test: 'Blood glucose or HbA1c, HIV test, full blood count and B12, creatinine, syphilis test',
      urgency: 'routine',
      rationale: 'Treatable causes.',
      expectedFindings: 'Diabetes, HIV, B12 deficiency, kidney failure.',
    },
    {
      test: 'Monofilament and vibration test; foot examination',
      urgency: 'routine',
      rationale: 'Loss of protective sensation and ulcer risk.',
      expectedFindings: 'Stocking distribution loss of sensation.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain score, sleep, feet (ulcers), side effects',
      frequency: 'Every 2 to 4 weeks while titrating, then every 3 to 6 months',
      alertCriteria: 'Foot ulcer, drowsiness, falls.',
    },
  ],
  referrals: [
    {
      specialist: 'Diabetes or HIV clinic; neurology',
      urgency: 'routine',
      reason: 'Rapid progression, motor weakness, asymmetric or unexplained neuropathy.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Check the feet every day, wear closed well-fitting shoes, never walk barefoot; test bath water with the elbow.',
      category: 'safety',
      importance: 'high',
    },
    { recommendation: 'Control blood sugar; stop alcohol.', category: 'prevention', importance: 'high' },
  ],
  protocol: {
    primaryTreatment:
      'Treat the cause: glucose control; switch stavudine or other neurotoxic ART (WHO regimens no longer use it); pyridoxine for isoniazid neuropathy; stop alcohol, give thiamine and B vitamins. Neuropathic pain: amitriptyline at night (start low), increased slowly; alternatives by the clinician (duloxetine, pregabalin, gabapentin). Foot care.',
    supportiveCare: ['Foot care education', 'Physiotherapy for weakness'],
    followUpSchedule: 'Every 2 to 4 weeks while titrating amitriptyline, then every 3 to 6 months.',
    antibioticsIndicated: false,
    citations: [
      nice('Recommendations 1.1: first-line amitriptyline, duloxetine, gabapentin or pregabalin'),
      cite('who-tb-2022', 'Module 4: pyridoxine with isoniazid'),
    ],
  },
  citations: [nice('Neuropathic pain'), cite('who-hiv-2021', 'Toxicity: peripheral neuropathy')],
} satisfies Condition;

export const regimens = [
  {
    id: 'peripheral-neuropathy',
    conditionId: 'peripheral-neuropathy',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'amitriptyline',
        route: 'oral',
        dose: fixed(10, '1 tablet (10 mg)', 75, 75),
        frequency: 'once daily at night, increased gradually as tolerated',
        dosesPerDay: 1,
        duration: 'review after 4 to 8 weeks; continue while helpful',
        indication: 'painful peripheral neuropathy',
        alternativeIds: [],
        citations: [
          bnf('Amitriptyline: neuropathic pain, 10 mg at night increased to max 75 mg daily'),
          nice('1.1.10: amitriptyline first line'),
        ],
      },
      {
        medicineId: 'pyridoxine',
        route: 'oral',
        dose: fixed(50, '2 tablets of 25 mg', 50, 150),
        frequency: 'three times daily',
        dosesPerDay: 3,
        duration: 'until symptoms settle (only for isoniazid-induced neuropathy)',
        indication: 'isoniazid-induced peripheral neuropathy',
        alternativeIds: [],
        citations: [bnf('Pyridoxine hydrochloride: isoniazid-induced neuropathy, 50 mg three times daily')],
      },
    ],
    note: 'Pyridoxine only when the neuropathy is from isoniazid. Avoid amitriptyline in heart disease, glaucoma, urinary retention and older people at risk of falls.',
    citations: [nice('Pharmacological management')],
  },
] satisfies readonly Regimen[];
