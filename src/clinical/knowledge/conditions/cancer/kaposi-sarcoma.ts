import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const earlyDx = (section: string) => cite('who-cancer-early-dx-2017', section);
const pain = (section: string) => cite('who-cancer-pain-2018', section);
const kenya = (section: string) => cite('ke-cancer-protocols-2019', section);

export const condition = {
  id: 'kaposi-sarcoma',
  name: 'Kaposi sarcoma',
  icd10: ['C46.9', 'C46'],
  icd11: '2B57',
  urgency: 'urgent',
  prior: {
    // Endemic in eastern and southern Africa; most cases now with advanced HIV.
    baseline: 0.0005,
    byCountry: {
      UG: 1.8,
      MW: 1.8,
      ZW: 1.6,
      ZM: 1.6,
      KE: 1,
      TZ: 1.3,
      ZA: 1.2,
      ET: 0.4,
      NG: 0.5,
      GH: 0.3,
      SO: 0.3,
      ML: 0.3,
      BF: 0.3,
      BW: 1.2,
    },
    byAge: [
      { maxYears: 15, multiplier: 0.3 },
      { minYears: 15, multiplier: 1.1 },
    ],
    citations: [
      cite('who-hiv-skin-2014', 'Kaposi sarcoma: epidemiology'),
      cite('who-advanced-hiv-2017', 'Advanced HIV disease'),
    ],
  },
  findings: [
    { findingId: 'purple-skin-mouth-lesions', frequency: 0.85 },
    { findingId: 'known-cancer', frequency: 0.15 },
    { findingId: 'known-hiv', frequency: 0.75 },
    {
      findingId: 'kaposi-biopsy-lab',
      frequency: 0.95,
      specificity: 0.999,
      citation: cite(
        'who-hiv-skin-2014',
        'Kaposi sarcoma: diagnosis by biopsy (spindle cells, vascular slits)',
      ),
    },
    { findingId: 'hiv-test-positive', frequency: 0.7 },
    { findingId: 'low-cd4-lab', frequency: 0.6 },
    { findingId: 'leg-swelling', frequency: 0.35 },
    {
      // Chronic lymphoedema of the legs (and face or genitals) is a common presentation of African KS.
      findingId: 'limb-lymphoedema',
      frequency: 0.2,
      citation: cite('who-hiv-skin-2014', 'Kaposi sarcoma: clinical features, lymphoedema'),
    },
    { findingId: 'lymphadenopathy', frequency: 0.3 },
    { findingId: 'weight-loss', frequency: 0.4 },
    { findingId: 'cough', frequency: 0.2 },
    { findingId: 'shortness-of-breath', frequency: 0.15 },
    // Pulmonary Kaposi sarcoma in advanced HIV: cough, breathlessness, blood-streaked sputum.
    {
      findingId: 'haemoptysis',
      frequency: 0.1,
      citation: earlyDx('Kaposi sarcoma: visceral and pulmonary disease'),
    },
    // Pulmonary KS is a cough of weeks with breathlessness, often with pleural effusions.
    ...(
      [
        ['chronic-cough', 0.1],
        ['pleural-effusion-signs', 0.05],
        ['pleural-effusion-imaging-lab', 0.05],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: earlyDx('Kaposi sarcoma: visceral and pulmonary disease'),
    })),
    { findingId: 'melaena', frequency: 0.05 },
    { findingId: 'rash', frequency: 0.4 },
    { findingId: 'itching', frequency: 0.05 },
    { findingId: 'fever', frequency: 0.15 },
    { findingId: 'oral-thrush', frequency: 0.3 },
    { findingId: 'vesicular-rash', frequency: 0.02 },
    { findingId: 'ring-shaped-patch', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['shortness-of-breath', 'haemoptysis', 'melaena'],
      finding: 'Breathlessness, blood-stained sputum or gut bleeding: visceral Kaposi sarcoma',
      urgency: 'urgent',
      actionRequired: 'Urgent referral for chemotherapy.',
      citations: [cite('who-hiv-skin-2014', 'Kaposi sarcoma: advanced and visceral disease, chemotherapy')],
    },
  ],
  investigations: [
    {
      test: 'HIV test, CD4 count, viral load',
      urgency: 'urgent',
      rationale: 'Most Kaposi sarcoma is HIV-associated; ART is the base of treatment.',
      expectedFindings: 'HIV positive, often with low CD4.',
    },
    {
      test: 'Biopsy of a lesion where available; chest X-ray; stool for occult blood',
      urgency: 'urgent',
      rationale: 'Confirms diagnosis (bacillary angiomatosis looks similar); looks for visceral disease.',
      expectedFindings: 'Spindle cells; nodular lung infiltrates in pulmonary KS.',
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
        'Staging and chemotherapy (paclitaxel, or bleomycin with vincristine, or liposomal doxorubicin) for advanced, symptomatic or visceral disease.',
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
      recommendation: 'Start and keep taking ART every day: it shrinks Kaposi sarcoma in many people.',
      category: 'adherence',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Start ART at once (same regimens as HIV infection; avoid delaying ART for chemotherapy). Limited skin disease may regress on ART alone. Advanced, symptomatic or visceral disease: chemotherapy by the specialist together with ART; radiotherapy for painful local lesions. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.',
    supportiveCare: ['Pain relief by the WHO approach', 'Nutrition', 'Psychosocial and spiritual support'],
    followUpSchedule: 'Track the referral within 2 weeks; shared follow-up with the cancer centre.',
    antibioticsIndicated: false,
    citations: [
      cite('who-hiv-skin-2014', 'Kaposi sarcoma: ART and chemotherapy recommendations'),
      kenya('Kaposi sarcoma'),
      pain('Recommendations: analgesic approach, opioids for moderate to severe pain'),
    ],
  },
  citations: [
    cite('who-hiv-skin-2014', 'Kaposi sarcoma: ART and chemotherapy recommendations'),
    kenya('Kaposi sarcoma'),
    earlyDx('Steps of early diagnosis: awareness, clinical evaluation, referral'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'kaposi-sarcoma',
    conditionId: 'kaposi-sarcoma',
    population: {},
    items: [],
    note: 'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer. Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.',
    citations: [
      cite('who-hiv-skin-2014', 'Kaposi sarcoma: ART and chemotherapy recommendations'),
      kenya('Kaposi sarcoma'),
      pain('Recommendations'),
    ],
  },
] satisfies readonly Regimen[];
