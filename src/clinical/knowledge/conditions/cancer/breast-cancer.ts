import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const earlyDx = (section: string) => cite('who-cancer-early-dx-2017', section);
const pain = (section: string) => cite('who-cancer-pain-2018', section);
const kenya = (section: string) => cite('ke-cancer-protocols-2019', section);

export const condition = {
  id: 'breast-cancer',
  name: 'Breast cancer',
  icd10: ['C50.9', 'C50'],
  icd11: '2C6Z',
  urgency: 'urgent',
  prior: {
    baseline: 0.0005,
    byAge: [
      { maxYears: 25, multiplier: 0.03 },
      { minYears: 25, maxYears: 40, multiplier: 0.6 },
      { minYears: 40, multiplier: 1.6 },
    ],
    bySex: { female: 2, male: 0.02 },
    citations: [
      cite('who-gbci-2023', 'Pillar 1: early detection'),
      earlyDx('Annex: early signs of breast cancer'),
    ],
  },
  findings: [
    { findingId: 'breast-lump', frequency: 0.9 },
    { findingId: 'breast-skin-nipple-changes', frequency: 0.35 },
    { findingId: 'lymphadenopathy', frequency: 0.35 },
    { findingId: 'weight-loss', frequency: 0.15 },
    { findingId: 'bone-pain', frequency: 0.1 },
    { findingId: 'back-pain', frequency: 0.1 },
    // Spread to the spine: night pain and weak legs (malignant cord compression).
    {
      findingId: 'back-pain-at-rest-night',
      frequency: 0.06,
      citation: kenya('Oncological emergencies: spinal cord compression'),
    },
    {
      findingId: 'focal-weakness',
      frequency: 0.03,
      citation: kenya('Oncological emergencies: spinal cord compression'),
    },
    {
      // Compression of the cord by a vertebral deposit: both legs suddenly weak and floppy, the bladder retains
      // (the first signs of the emergency before the level is found).
      findingId: 'acute-flaccid-paralysis',
      frequency: 0.03,
      citation: kenya('Oncological emergencies: spinal cord compression'),
    },
    {
      findingId: 'unable-to-pass-urine',
      frequency: 0.03,
      citation: kenya('Oncological emergencies: spinal cord compression'),
    },
    {
      // Cord compression numbs the legs below the level of the spread as it weakens them.
      findingId: 'numbness-tingling-feet',
      frequency: 0.03,
      citation: kenya('Oncological emergencies: spinal cord compression'),
    },
    { findingId: 'known-cancer', frequency: 0.4 },
    {
      // Most presentations of a known breast cancer are its recurrence or spread.
      findingId: 'known-breast-cancer',
      frequency: 0.35,
      specificity: 0.998,
      citation: kenya('Breast cancer: follow-up and recurrence'),
    },
    { findingId: 'fever', frequency: 0.03 },
    { findingId: 'red-hot-swollen-skin', frequency: 0.08 },
    { findingId: 'fluctuant-swelling', frequency: 0.03 },
    { findingId: 'pregnancy-test-positive', frequency: 0.02 },
    { findingId: 'shortness-of-breath', frequency: 0.05 },
    { findingId: 'jaundice', frequency: 0.02 },
    { findingId: 'itching', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['breast-lump', 'breast-skin-nipple-changes'],
      finding: 'Breast lump, skin dimpling or nipple retraction or bleeding',
      urgency: 'urgent',
      actionRequired:
        'Clinical breast examination and referral for triple assessment (imaging and biopsy) within 2 weeks.',
      citations: [cite('who-gbci-2023', 'Pillar 2: timely diagnosis within 60 days')],
    },
    {
      // Weak legs or loss of bladder control make it cord compression; back or bone pain alone is spread to bone,
      // urgent but not an emergency.
      findingIds: ['focal-weakness', 'saddle-anaesthesia-incontinence'],
      finding: 'Back pain with weak legs in known breast cancer: spinal cord compression',
      urgency: 'emergency',
      actionRequired: 'Dexamethasone and same-day referral for imaging and radiotherapy.',
      citations: [kenya('Oncological emergencies: spinal cord compression')],
    },
  ],
  investigations: [
    {
      test: 'Clinical breast examination; ultrasound (under 40) or mammography; core-needle biopsy with receptor testing',
      urgency: 'urgent',
      rationale: 'Triple assessment confirms cancer and guides treatment.',
      expectedFindings: 'Solid irregular mass; invasive carcinoma with ER, PR and HER2 status.',
    },
    {
      test: 'Full blood count, liver tests, chest X-ray, abdominal ultrasound',
      urgency: 'urgent',
      rationale: 'Staging for spread.',
      expectedFindings: 'Liver or lung metastases in advanced disease.',
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
        'Triple assessment, staging and treatment (surgery, chemotherapy, radiotherapy, hormonal therapy).',
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
        'Know your breasts and come early for any new lump or change; a lump is not to be watched.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Any persistent breast lump in a woman over 30 or with skin or nipple change: urgent referral for triple assessment; diagnosis within 60 days and treatment start within 90 days (GBCI). Treatment by stage and receptor status: surgery, chemotherapy, radiotherapy, endocrine therapy (tamoxifen or aromatase inhibitor). Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.',
    supportiveCare: ['Pain relief by the WHO approach', 'Nutrition', 'Psychosocial and spiritual support'],
    followUpSchedule: 'Track the referral within 2 weeks; shared follow-up with the cancer centre.',
    antibioticsIndicated: false,
    citations: [
      cite('who-gbci-2023', 'Pillars 1-3'),
      kenya('Breast cancer'),
      pain('Recommendations: analgesic approach, opioids for moderate to severe pain'),
    ],
  },
  citations: [
    cite('who-gbci-2023', 'Pillars 1-3'),
    kenya('Breast cancer'),
    earlyDx('Steps of early diagnosis: awareness, clinical evaluation, referral'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'breast-cancer',
    conditionId: 'breast-cancer',
    population: {},
    items: [],
    note: 'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer. Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.',
    citations: [cite('who-gbci-2023', 'Pillars 1-3'), kenya('Breast cancer'), pain('Recommendations')],
  },
] satisfies readonly Regimen[];
