import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const earlyDx = (section: string) => cite('who-cancer-early-dx-2017', section);
const pain = (section: string) => cite('who-cancer-pain-2018', section);
const kenya = (section: string) => cite('ke-cancer-protocols-2019', section);

export const condition = {
  id: 'lymphoma',
  name: 'Lymphoma (Hodgkin, non-Hodgkin, Burkitt)',
  icd10: ['C85.9', 'C85', 'C81', 'C82', 'C83.7', 'C83', 'C84'],
  // A fast-growing jaw or abdominal tumour in a child of the malaria belt is Burkitt lymphoma.
  icd10ByFinding: [
    {
      findingIds: ['rapidly-growing-jaw-or-abdominal-mass-child'],
      icd10: 'C83.7',
      citation: { sourceId: 'who-icd10-2019', section: 'C83.7 Burkitt tumour' },
    },
  ],
  icd11: '2A8Z',
  urgency: 'urgent',
  prior: {
    // Burkitt lymphoma is the commonest childhood cancer in the malaria belt; HIV raises adult non-Hodgkin lymphoma.
    baseline: 0.0003,
    byAge: [
      { maxYears: 3, multiplier: 0.3 },
      { minYears: 3, maxYears: 15, multiplier: 1.8 },
      { minYears: 15, maxYears: 40, multiplier: 0.9 },
      { minYears: 40, multiplier: 1.1 },
    ],
    bySex: { male: 1.3, female: 0.8 },
    citations: [kenya('Lymphoma and Burkitt lymphoma: epidemiology'), earlyDx('Annex: childhood cancers')],
  },
  findings: [
    { findingId: 'lymphadenopathy', frequency: 0.85 },
    {
      // Adult lymphoma is told by painless, rubbery nodes that keep growing (most presentations); the small,
      // symmetrical nodes of HIV or a reactive node do not grow on.
      findingId: 'painless-enlarging-lymph-nodes',
      frequency: 0.6,
      citation: earlyDx('Lymphoma: painless progressive lymphadenopathy, refer for biopsy'),
    },
    { findingId: 'known-cancer', frequency: 0.15 },
    { findingId: 'rapidly-growing-jaw-or-abdominal-mass-child', frequency: 0.3 },
    { findingId: 'jaw-facial-swelling', frequency: 0.2 },
    { findingId: 'abdominal-mass', frequency: 0.25 },
    { findingId: 'abdominal-distension', frequency: 0.2 },
    { findingId: 'weight-loss', frequency: 0.5 },
    { findingId: 'night-sweats', frequency: 0.4 },
    { findingId: 'fever', frequency: 0.45 },
    { findingId: 'prolonged-fever', frequency: 0.2 },
    { findingId: 'itching', frequency: 0.15 },
    { findingId: 'splenomegaly', frequency: 0.3 },
    { findingId: 'hepatomegaly', frequency: 0.25 },
    { findingId: 'lymphoma-histology-lab', frequency: 0.9 },
    {
      // Burkitt lymphoma grows fast enough to cause tumour lysis (high uric acid) at presentation.
      findingId: 'raised-uric-acid-lab',
      frequency: 0.15,
      citation: kenya('Burkitt lymphoma: tumour lysis syndrome, hydration and allopurinol'),
    },
    {
      // Burkitt lymphoma's tumour lysis at presentation: oliguria, high potassium and creatinine with the urate.
      findingId: 'reduced-urine',
      frequency: 0.1,
      citation: kenya('Burkitt lymphoma: tumour lysis syndrome, hydration and allopurinol'),
    },
    ...(['hyperkalaemia-lab', 'raised-creatinine-lab'] as const).map((findingId) => ({
      findingId,
      frequency: 0.1,
      citation: kenya('Oncological emergencies: tumour lysis syndrome'),
    })),
    // Abdominal Burkitt lymphoma and bulky abdominal nodes cause pain, vomiting and fluid in the belly.
    ...(['abdominal-pain', 'vomiting'] as const).map((findingId) => ({
      findingId,
      frequency: 0.15,
      citation: earlyDx('Annex: childhood cancers, Burkitt lymphoma'),
    })),
    {
      // B symptoms: drenching night sweats, told as sweating.
      findingId: 'sweating',
      frequency: 0.4,
      citation: kenya('Lymphomas: B symptoms (fever, drenching night sweats, weight loss over 10%)'),
    },
    { findingId: 'known-hiv', frequency: 0.3 },
    { findingId: 'anaemia-lab', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'cough', frequency: 0.2 },
    { findingId: 'tb-test-positive-lab', frequency: 0.03 },
    { findingId: 'malaria-test-positive', frequency: 0.1 },
    { findingId: 'sore-throat', frequency: 0.05 },
    { findingId: 'tender-neck-nodes', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['stridor', 'respiratory-distress', 'face-hand-oedema'],
      finding: 'Stridor, breathlessness or swollen face and neck: airway or superior vena cava obstruction',
      urgency: 'critical',
      actionRequired: 'Sit up, oxygen, urgent referral (steroids by the specialist).',
      citations: [kenya('Oncological emergencies: SVC obstruction')],
    },
    {
      findingIds: ['reduced-urine', 'raised-creatinine-lab'],
      finding: 'Little urine after starting treatment or with a large Burkitt tumour: tumour lysis',
      urgency: 'emergency',
      actionRequired: 'IV fluids and urgent referral.',
      citations: [kenya('Oncological emergencies: tumour lysis syndrome')],
    },
  ],
  investigations: [
    {
      test: 'Excision biopsy of a node (or fine-needle aspirate of a jaw or abdominal mass in suspected Burkitt)',
      urgency: 'urgent',
      rationale: 'Histology confirms and types the lymphoma; exclude TB in the same sample.',
      expectedFindings: 'Lymphoma on histology; starry-sky appearance in Burkitt.',
    },
    {
      test: 'Full blood count, HIV test, Xpert MTB/RIF on node tissue, LDH, creatinine, uric acid; chest X-ray and abdominal ultrasound',
      urgency: 'urgent',
      rationale: 'TB is the main differential of nodes in the region; staging and tumour-lysis risk.',
      expectedFindings: 'Mediastinal or abdominal nodes; raised LDH.',
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
      reason: 'Histological diagnosis and chemotherapy; Burkitt lymphoma is curable with prompt treatment.',
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
      recommendation: 'Come back quickly for fever during treatment (infection risk).',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Persistent painless lymph nodes over 2 cm for more than 4 weeks without infection, or a fast-growing jaw or abdominal mass in a child: exclude TB and refer for biopsy. Treatment is chemotherapy by the specialist centre (Burkitt: cyclophosphamide-based protocols; Hodgkin: ABVD); ART for HIV-associated lymphoma. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.',
    supportiveCare: ['Pain relief by the WHO approach', 'Nutrition', 'Psychosocial and spiritual support'],
    followUpSchedule: 'Track the referral within 2 weeks; shared follow-up with the cancer centre.',
    antibioticsIndicated: false,
    citations: [
      kenya('Lymphomas and Burkitt lymphoma'),
      earlyDx('Annex: lymphoma'),
      pain('Recommendations: analgesic approach, opioids for moderate to severe pain'),
    ],
  },
  citations: [
    kenya('Lymphomas and Burkitt lymphoma'),
    earlyDx('Annex: lymphoma'),
    earlyDx('Steps of early diagnosis: awareness, clinical evaluation, referral'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'lymphoma',
    conditionId: 'lymphoma',
    population: {},
    items: [],
    note: 'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer. Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.',
    citations: [kenya('Lymphomas and Burkitt lymphoma'), earlyDx('Annex: lymphoma'), pain('Recommendations')],
  },
] satisfies readonly Regimen[];
