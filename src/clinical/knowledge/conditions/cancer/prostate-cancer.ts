import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const earlyDx = (section: string) => cite('who-cancer-early-dx-2017', section);
const pain = (section: string) => cite('who-cancer-pain-2018', section);
const kenya = (section: string) => cite('ke-cancer-protocols-2019', section);

export const condition = {
  id: 'prostate-cancer',
  name: 'Prostate cancer',
  icd10: ['C61'],
  icd11: '2C82',
  urgency: 'urgent',
  prior: {
    // Incidence and mortality are high in men of African descent.
    baseline: 0.0004,
    byAge: [
      { maxYears: 45, multiplier: 0.02 },
      { minYears: 45, maxYears: 60, multiplier: 0.7 },
      { minYears: 60, maxYears: 70, multiplier: 2 },
      { minYears: 70, multiplier: 3 },
    ],
    bySex: { male: 2, female: 0 },
    citations: [
      cite('eau-prostate-cancer-2024', '3 Epidemiology and risk factors'),
      earlyDx('Annex: prostate cancer'),
    ],
  },
  findings: [
    { findingId: 'hard-nodular-prostate', frequency: 0.6 },
    { findingId: 'raised-psa-lab', frequency: 0.9 },
    {
      // Most men in sub-Saharan Africa present with advanced disease and a PSA well above 10 ng/mL.
      findingId: 'psa-over-10-lab',
      frequency: 0.6,
      citation: {
        sourceId: 'eau-prostate-cancer-2024',
        section: 'Risk groups by PSA (> 10 ng/mL and > 20 ng/mL)',
      },
    },
    { findingId: 'weak-stream-hesitancy', frequency: 0.5 },
    { findingId: 'nocturia', frequency: 0.4 },
    { findingId: 'urinary-frequency', frequency: 0.35 },
    {
      findingId: 'unable-to-pass-urine',
      frequency: 0.15,
      citation: cite('eau-prostate-cancer-2024', 'Management of spinal cord compression'),
    },
    { findingId: 'haematuria', frequency: 0.1 },
    { findingId: 'bone-pain', frequency: 0.3 },
    { findingId: 'back-pain', frequency: 0.35 },
    // Bone spread to the spine: night pain, then weak legs and retention (malignant cord compression).
    {
      findingId: 'back-pain-at-rest-night',
      frequency: 0.2,
      citation: cite('eau-prostate-cancer-2024', 'Management of spinal cord compression'),
    },
    {
      findingId: 'focal-weakness',
      frequency: 0.05,
      citation: cite('eau-prostate-cancer-2024', 'Management of spinal cord compression'),
    },
    {
      // Cord compression weakens both legs over hours or days, often with retention: told as legs gone weak
      // and floppy, like an acute flaccid paralysis.
      findingId: 'acute-flaccid-paralysis',
      frequency: 0.05,
      citation: cite('eau-prostate-cancer-2024', 'Management of spinal cord compression'),
    },
    { findingId: 'saddle-anaesthesia-incontinence', frequency: 0.03 },
    { findingId: 'known-cancer', frequency: 0.4 },
    { findingId: 'weight-loss', frequency: 0.3 },
    { findingId: 'anaemia-lab', frequency: 0.3 },
    { findingId: 'raised-creatinine-lab', frequency: 0.15 },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'urethral-discharge', frequency: 0.01 },
    { findingId: 'dysuria', frequency: 0.05 },
  ],
  redFlags: [
    {
      // Back pain alone is the bone spread the urgency of the condition already covers; the emergency is
      // the cord: weak legs or lost bladder control.
      findingIds: ['focal-weakness', 'saddle-anaesthesia-incontinence'],
      finding:
        'Back pain with weak legs or loss of bladder control: spinal cord compression from bone spread',
      urgency: 'emergency',
      actionRequired: 'Dexamethasone and same-day referral for MRI and radiotherapy or surgery.',
      citations: [cite('eau-prostate-cancer-2024', 'Management of spinal cord compression')],
    },
    {
      findingIds: ['unable-to-pass-urine', 'raised-creatinine-lab'],
      finding: 'Retention or kidney failure',
      urgency: 'emergency',
      actionRequired: 'Catheterise and refer.',
      citations: [cite('eau-prostate-cancer-2024', 'Locally advanced disease: urinary obstruction')],
    },
  ],
  investigations: [
    {
      test: 'PSA and digital rectal examination',
      urgency: 'urgent',
      rationale: 'Raised PSA or a hard nodular gland needs referral.',
      expectedFindings: 'PSA above the age-specific range; hard irregular gland.',
    },
    {
      test: 'Prostate biopsy (specialist); creatinine, full blood count, alkaline phosphatase; bone scan or X-ray of painful bones',
      urgency: 'urgent',
      rationale: 'Confirms and stages the cancer.',
      expectedFindings: 'Adenocarcinoma (Gleason/ISUP grade); sclerotic bone metastases.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain, weight, function, symptoms of spread',
      frequency: 'At each visit while awaiting and after specialist care',
      alertCriteria: 'Uncontrolled pain, bleeding, obstruction, spinal cord compression, hypercalcaemia.',
    },
  ],
  referrals: [
    {
      specialist: 'Oncology (cancer centre)',
      urgency: 'urgent',
      reason:
        'Biopsy, staging and treatment: active surveillance, surgery or radiotherapy for localised disease; androgen deprivation for advanced disease.',
    },
    {
      specialist: 'Palliative care',
      urgency: 'routine',
      reason: 'Pain and symptom control, psychosocial support, at any stage.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Keep the referral appointment: treatment works best early.',
      category: 'follow-up',
      importance: 'high',
    },
    {
      recommendation:
        'Men over 50 (over 45 with a family history) can discuss PSA testing with the clinician.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Suspected cancer (hard nodular prostate or raised PSA): refer to urology for biopsy and staging. Localised: surveillance, radical prostatectomy or radiotherapy. Metastatic: androgen deprivation (orchidectomy is an affordable option) by the specialist; radiotherapy for painful bone metastases. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.',
    supportiveCare: ['Pain relief by the WHO approach', 'Nutrition', 'Psychosocial and spiritual support'],
    followUpSchedule: 'Track the referral within 2 weeks; shared follow-up with the cancer centre.',
    antibioticsIndicated: false,
    citations: [
      cite('eau-prostate-cancer-2024', 'Diagnosis and treatment'),
      kenya('Prostate cancer'),
      pain('Recommendations: analgesic approach, opioids for moderate to severe pain'),
    ],
  },
  citations: [
    cite('eau-prostate-cancer-2024', 'Diagnosis and treatment'),
    kenya('Prostate cancer'),
    earlyDx('Steps of early diagnosis: awareness, clinical evaluation, referral'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'prostate-cancer',
    conditionId: 'prostate-cancer',
    population: {},
    items: [],
    note: 'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer. Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.',
    citations: [
      cite('eau-prostate-cancer-2024', 'Diagnosis and treatment'),
      kenya('Prostate cancer'),
      pain('Recommendations'),
    ],
  },
] satisfies readonly Regimen[];
