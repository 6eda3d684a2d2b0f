import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const earlyDx = (section: string) => cite('who-cancer-early-dx-2017', section);
const pain = (section: string) => cite('who-cancer-pain-2018', section);
const kenya = (section: string) => cite('ke-cancer-protocols-2019', section);

export const condition = {
  id: 'cervical-cancer',
  name: 'Cervical cancer',
  icd10: ['C53.9', 'C53'],
  icd11: '2C77',
  urgency: 'urgent',
  prior: {
    // Highest incidence in eastern and southern Africa, with HIV.
    baseline: 0.0006,
    byCountry: {
      MW: 2,
      ZW: 1.8,
      ZM: 1.8,
      TZ: 1.5,
      UG: 1.5,
      KE: 1,
      ZA: 1.2,
      ET: 0.8,
      NG: 0.8,
      GH: 0.8,
      SO: 0.6,
      ML: 1,
      BF: 1,
      BW: 1.3,
    },
    byAge: [
      { maxYears: 25, multiplier: 0.05 },
      { minYears: 25, maxYears: 35, multiplier: 0.6 },
      { minYears: 35, maxYears: 65, multiplier: 1.6 },
      { minYears: 65, multiplier: 1.2 },
    ],
    bySex: { female: 2, male: 0 },
    citations: [
      cite('who-cervical-2021', 'Background: burden of cervical cancer'),
      earlyDx('Annex: early signs of common cancers'),
    ],
  },
  findings: [
    { findingId: 'postcoital-bleeding', frequency: 0.4 },
    { findingId: 'known-cancer', frequency: 0.15 },
    { findingId: 'vaginal-bleeding', frequency: 0.7 },
    { findingId: 'postmenopausal-bleeding', frequency: 0.3 },
    { findingId: 'vaginal-discharge', frequency: 0.5 },
    // A foul, watery or blood-stained discharge and heavy bleeding are the late signs; a tumour reaching the
    // pelvic wall blocks the ureters (hydronephrosis, rising creatinine: FIGO stage IIIB).
    {
      findingId: 'foul-vaginal-discharge',
      frequency: 0.4,
      citation: earlyDx('Cervical cancer: signs and symptoms'),
    },
    {
      findingId: 'heavy-bleeding',
      frequency: 0.25,
      citation: earlyDx('Cervical cancer: signs and symptoms'),
    },
    {
      findingId: 'raised-creatinine-lab',
      frequency: 0.1,
      citation: kenya('Cervical cancer: staging (FIGO IIIB)'),
    },
    {
      findingId: 'kidney-stone-imaging-lab',
      frequency: 0.1,
      citation: kenya('Cervical cancer: staging (FIGO IIIB)'),
    },
    { findingId: 'cervical-lesion-lab', frequency: 0.9 },
    { findingId: 'lower-abdominal-pain', frequency: 0.3 },
    { findingId: 'back-pain', frequency: 0.2 },
    { findingId: 'weight-loss', frequency: 0.3 },
    { findingId: 'known-hiv', frequency: 0.3 },
    { findingId: 'anaemia-lab', frequency: 0.3 },
    // Heavy bleeding from an advanced tumour leaves the woman pale, and at its worst faint, with a fast pulse
    // and a low blood pressure: the bleeding emergency of vaginal packing and transfusion.
    ...(
      [
        ['pallor', 0.3],
        ['severe-anaemia-lab', 0.1],
        ['dizziness', 0.1],
        ['tachycardia', 0.1],
        ['syncope', 0.03],
        ['hypotension', 0.03],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: kenya('Cervical cancer: palliative care, heavy vaginal bleeding and anaemia'),
    })),
    { findingId: 'leg-swelling', frequency: 0.1 },
    { findingId: 'reduced-urine', frequency: 0.05 },
    { findingId: 'dyspareunia', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'dysuria', frequency: 0.05 },
    { findingId: 'pregnancy-test-positive', frequency: 0.02 },
    { findingId: 'urethral-discharge', frequency: 0.01 },
  ],
  redFlags: [
    {
      findingIds: ['postcoital-bleeding', 'postmenopausal-bleeding'],
      finding: 'Bleeding after sex or after the menopause: examine the cervix and refer for biopsy',
      urgency: 'urgent',
      actionRequired: 'Speculum examination; refer any visible lesion for biopsy within 2 weeks.',
      citations: [earlyDx('Cervical cancer: early signs and referral')],
    },
    {
      findingIds: ['reduced-urine', 'raised-creatinine-lab'],
      finding: 'Little urine or rising creatinine: ureteric obstruction from advanced disease',
      urgency: 'emergency',
      actionRequired: 'Urgent hospital referral.',
      citations: [kenya('Cervical cancer: advanced disease')],
    },
  ],
  investigations: [
    {
      test: 'Speculum examination; VIA or HPV test; biopsy of any visible lesion',
      urgency: 'urgent',
      rationale: 'Confirms cancer; screening finds precancer.',
      expectedFindings: 'Friable, bleeding or ulcerated cervix; histology of squamous cell carcinoma.',
    },
    {
      test: 'Full blood count, creatinine, HIV test; ultrasound of kidneys',
      urgency: 'urgent',
      rationale: 'Anaemia from bleeding, hydronephrosis (stage IIIB), HIV care.',
      expectedFindings: 'Anaemia; hydronephrosis in advanced disease.',
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
        'Biopsy, staging (FIGO) and treatment: surgery for early disease, chemoradiation for locally advanced disease.',
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
        'Women 30 to 49 years: screen with an HPV test every 5 to 10 years (every 3 to 5 years with HIV); girls 9 to 14: HPV vaccine.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Screen-and-treat precancer (HPV test, thermal ablation or LEEP). Suspected cancer: urgent referral for biopsy and staging; early stages: radical hysterectomy; locally advanced: chemoradiation. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.',
    supportiveCare: ['Pain relief by the WHO approach', 'Nutrition', 'Psychosocial and spiritual support'],
    followUpSchedule: 'Track the referral within 2 weeks; shared follow-up with the cancer centre.',
    antibioticsIndicated: false,
    citations: [
      cite('who-cervical-2021', 'Recommendations: screen-and-treat; referral of suspected cancer'),
      kenya('Cervical cancer'),
      pain('Recommendations: analgesic approach, opioids for moderate to severe pain'),
    ],
  },
  citations: [
    cite('who-cervical-2021', 'Recommendations: screen-and-treat; referral of suspected cancer'),
    kenya('Cervical cancer'),
    earlyDx('Steps of early diagnosis: awareness, clinical evaluation, referral'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'cervical-cancer',
    conditionId: 'cervical-cancer',
    population: {},
    items: [],
    note: 'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer. Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.',
    citations: [
      cite('who-cervical-2021', 'Recommendations: screen-and-treat; referral of suspected cancer'),
      kenya('Cervical cancer'),
      pain('Recommendations'),
    ],
  },
] satisfies readonly Regimen[];
