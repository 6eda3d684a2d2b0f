import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const earlyDx = (section: string) => cite('who-cancer-early-dx-2017', section);
const pain = (section: string) => cite('who-cancer-pain-2018', section);
const kenya = (section: string) => cite('ke-cancer-protocols-2019', section);

export const condition = {
  id: 'liver-cancer',
  name: 'Liver cancer (hepatocellular carcinoma)',
  icd10: ['C22.0', 'C22'],
  icd11: '2C12.02',
  urgency: 'urgent',
  prior: {
    // Hepatitis B and aflatoxin drive early-onset HCC in sub-Saharan Africa.
    baseline: 0.0003,
    byAge: [
      { maxYears: 15, multiplier: 0.05 },
      { minYears: 15, maxYears: 30, multiplier: 0.5 },
      { minYears: 30, multiplier: 1.3 },
    ],
    bySex: { male: 1.8, female: 0.5 },
    citations: [
      cite('easl-hcc-2018', 'Epidemiology and risk factors'),
      cite('who-hepatitis-b-2024', 'Burden: liver cancer'),
    ],
  },
  findings: [
    { findingId: 'abdominal-mass', frequency: 0.6 },
    { findingId: 'known-cancer', frequency: 0.15 },
    { findingId: 'hepatomegaly', frequency: 0.7 },
    { findingId: 'right-upper-quadrant-pain', frequency: 0.6 },
    { findingId: 'abdominal-pain', frequency: 0.7 },
    { findingId: 'weight-loss', frequency: 0.7 },
    { findingId: 'anorexia', frequency: 0.6 },
    { findingId: 'abdominal-distension', frequency: 0.5 },
    { findingId: 'jaundice', frequency: 0.35 },
    { findingId: 'liver-tumour-test-lab', frequency: 0.9 },
    { findingId: 'hbsag-positive-lab', frequency: 0.6 },
    {
      // Most hepatocellular carcinomas arise in a cirrhotic liver (WHO hepatitis B guidelines 2024, ch. 3).
      findingId: 'known-chronic-liver-disease',
      frequency: 0.3,
      citation: cite('who-hepatitis-b-2024', 'Chapter 3: burden of chronic hepatitis B, cirrhosis and HCC'),
    },
    { findingId: 'fever', frequency: 0.2 },
    { findingId: 'fatigue', frequency: 0.6 },
    { findingId: 'alcohol-use', frequency: 0.2 },
    { findingId: 'melaena', frequency: 0.08 },
    { findingId: 'leg-swelling', frequency: 0.3 },
    { findingId: 'anaemia-lab', frequency: 0.3 },
    {
      // In Africa liver cancer is found late, in a wasted patient.
      findingId: 'visible-wasting',
      frequency: 0.3,
      citation: kenya('Hepatocellular carcinoma: presentation'),
    },
    // Spontaneous rupture of the tumour bleeds into the peritoneum: sudden pain, pallor and shock.
    ...(
      [
        ['tachycardia', 0.2],
        ['hypotension', 0.08],
        ['pallor', 0.2],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: cite('easl-hcc-2018', 'Complications: spontaneous rupture and haemoperitoneum'),
    })),
    { findingId: 'splenomegaly', frequency: 0.2 },
    { findingId: 'malaria-test-positive', frequency: 0.03 },
    { findingId: 'cough', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Sudden abdominal pain with shock: tumour rupture',
      urgency: 'critical',
      actionRequired: 'Resuscitate and refer at once.',
      citations: [cite('easl-hcc-2018', 'Complications: rupture')],
    },
    {
      // Rupture told before the blood pressure is taken: the sudden pain with a faint or collapse is the bleed
      // into the abdomen.
      findingIds: ['syncope'],
      allOf: ['abdominal-pain'],
      finding: 'Abdominal pain with fainting or collapse: tumour rupture until proven otherwise',
      urgency: 'emergency',
      actionRequired:
        'Lie flat, IV access and fluids, check the blood pressure and haemoglobin; refer at once.',
      citations: [
        cite('easl-hcc-2018', 'Complications: rupture (acute abdominal pain, haemoperitoneum, shock)'),
      ],
    },
  ],
  investigations: [
    {
      test: 'Abdominal ultrasound; alpha-fetoprotein',
      urgency: 'urgent',
      rationale: 'Liver mass with high AFP in a hepatitis B carrier or cirrhosis suggests HCC.',
      expectedFindings: 'Focal liver lesion; AFP often > 400 ng/mL.',
    },
    {
      test: 'HBsAg, anti-HCV, liver tests, INR, albumin, full blood count',
      urgency: 'urgent',
      rationale: 'Cause and liver reserve (Child-Pugh) decide treatment.',
      expectedFindings: 'HBsAg positive; cirrhosis.',
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
        'Multiphase CT or MRI, staging (BCLC) and treatment; many present late and need palliative care.',
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
        'Hepatitis B vaccination at birth prevents most liver cancer; people with hepatitis B need 6-monthly ultrasound.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'No alcohol; store grain dry to avoid mouldy (aflatoxin) food.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Liver mass with raised AFP: refer for imaging, staging and treatment (resection, ablation, transplant where available, systemic therapy). Treat hepatitis B. Many are advanced at presentation: palliative care, pain control, drain tense ascites. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.',
    supportiveCare: ['Pain relief by the WHO approach', 'Nutrition', 'Psychosocial and spiritual support'],
    followUpSchedule: 'Track the referral within 2 weeks; shared follow-up with the cancer centre.',
    antibioticsIndicated: false,
    citations: [
      cite('easl-hcc-2018', 'Diagnosis and treatment allocation'),
      kenya('Hepatocellular carcinoma'),
      pain('Recommendations: analgesic approach, opioids for moderate to severe pain'),
    ],
  },
  citations: [
    cite('easl-hcc-2018', 'Diagnosis and treatment allocation'),
    kenya('Hepatocellular carcinoma'),
    earlyDx('Steps of early diagnosis: awareness, clinical evaluation, referral'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'liver-cancer',
    conditionId: 'liver-cancer',
    population: {},
    items: [],
    note: 'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer. Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.',
    citations: [
      cite('easl-hcc-2018', 'Diagnosis and treatment allocation'),
      kenya('Hepatocellular carcinoma'),
      pain('Recommendations'),
    ],
  },
] satisfies readonly Regimen[];
