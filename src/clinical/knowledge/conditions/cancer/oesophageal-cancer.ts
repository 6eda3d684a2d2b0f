import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const earlyDx = (section: string) => cite('who-cancer-early-dx-2017', section);
const pain = (section: string) => cite('who-cancer-pain-2018', section);
const kenya = (section: string) => cite('ke-cancer-protocols-2019', section);

export const condition = {
  id: 'oesophageal-cancer',
  name: 'Oesophageal cancer',
  icd10: ['C15.9', 'C15'],
  icd11: '2B70',
  urgency: 'urgent',
  prior: {
    // The African oesophageal squamous cell cancer corridor runs from Ethiopia through Kenya, Uganda, Tanzania, Malawi to South Africa.
    baseline: 0.0004,
    byCountry: {
      KE: 1.3,
      MW: 1.8,
      ET: 1.2,
      UG: 1.2,
      TZ: 1.2,
      ZW: 1.2,
      ZM: 1,
      ZA: 1,
      SO: 1,
      NG: 0.2,
      GH: 0.2,
      ML: 0.2,
      BF: 0.2,
      BW: 0.8,
    },
    byAge: [
      { maxYears: 30, multiplier: 0.1 },
      { minYears: 30, maxYears: 50, multiplier: 0.9 },
      { minYears: 50, multiplier: 1.8 },
    ],
    bySex: { male: 1.4, female: 0.7 },
    citations: [
      earlyDx('Annex: oesophageal cancer in eastern Africa'),
      kenya('Oesophageal cancer: epidemiology'),
    ],
  },
  findings: [
    { findingId: 'dysphagia', frequency: 0.95 },
    { findingId: 'known-cancer', frequency: 0.15 },
    { findingId: 'progressive-dysphagia-solids-liquids', frequency: 0.7 },
    { findingId: 'weight-loss', frequency: 0.85 },
    { findingId: 'anorexia', frequency: 0.5 },
    { findingId: 'regurgitation', frequency: 0.4 },
    // Late, the tumour closes the gullet: even saliva cannot go down and is spat out.
    {
      findingId: 'drooling-unable-to-swallow',
      frequency: 0.2,
      citation: earlyDx('Oesophageal cancer: signs and symptoms'),
    },
    { findingId: 'vomiting', frequency: 0.3 },
    { findingId: 'chest-pain', frequency: 0.2 },
    { findingId: 'hoarse-voice', frequency: 0.1 },
    { findingId: 'cough', frequency: 0.2 },
    { findingId: 'known-copd-or-smoker', frequency: 0.4 },
    { findingId: 'alcohol-use', frequency: 0.4 },
    { findingId: 'anaemia-lab', frequency: 0.3 },
    { findingId: 'heartburn', frequency: 0.15 },
    { findingId: 'lymphadenopathy', frequency: 0.1 },
    { findingId: 'melaena', frequency: 0.05 },
    // Pain on swallowing (odynophagia) is read as a sore throat.
    {
      findingId: 'sore-throat',
      frequency: 0.15,
      citation: earlyDx('Oesophageal cancer: painful swallowing'),
    },
    {
      findingId: 'visible-wasting',
      frequency: 0.4,
      citation: earlyDx('Oesophageal cancer: weight loss and wasting'),
    },
    {
      // Home-distilled spirits, with tobacco and very hot drinks, are risk factors in East Africa.
      findingId: 'illicit-brew',
      frequency: 0.1,
      citation: kenya(
        'Oesophageal cancer: risk factors (tobacco, alcohol including local brews, hot beverages)',
      ),
    },
    { findingId: 'fever', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['unable-to-drink', 'vomiting-everything'],
      finding: 'Cannot swallow even liquids or saliva',
      urgency: 'emergency',
      actionRequired: 'IV fluids and urgent referral for stenting or feeding access.',
      citations: [kenya('Oesophageal cancer: palliative stenting')],
    },
    {
      findingIds: ['cough'],
      finding: 'Coughing on swallowing: tracheo-oesophageal fistula',
      urgency: 'urgent',
      actionRequired: 'Nil by mouth and urgent referral.',
      citations: [kenya('Oesophageal cancer: complications')],
    },
  ],
  investigations: [
    {
      test: 'Upper GI endoscopy with biopsy (or barium swallow where endoscopy is unavailable)',
      urgency: 'urgent',
      rationale: 'Confirms a stricturing tumour.',
      expectedFindings: 'Irregular stricture; squamous cell carcinoma on histology.',
    },
    {
      test: 'Full blood count, albumin, HIV test; chest X-ray and neck and abdominal ultrasound for spread',
      urgency: 'urgent',
      rationale: 'Nutrition and staging.',
      expectedFindings: 'Low albumin; enlarged nodes or liver metastases in advanced disease.',
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
        'Endoscopy, biopsy and staging; most need palliation of dysphagia (stent, brachytherapy) and nutrition.',
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
      recommendation: 'Soft or liquid energy-dense food in small frequent meals; sit upright while eating.',
      category: 'diet',
      importance: 'high',
    },
    {
      recommendation: 'Stop smoking and alcohol; avoid very hot drinks.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Progressive dysphagia in an adult: urgent endoscopy. Most present late: palliation of dysphagia (self-expanding stent, brachytherapy, dilatation), nutrition support; curative surgery or chemoradiation for early disease by the specialist. Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care. Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.',
    supportiveCare: ['Pain relief by the WHO approach', 'Nutrition', 'Psychosocial and spiritual support'],
    followUpSchedule: 'Track the referral within 2 weeks; shared follow-up with the cancer centre.',
    antibioticsIndicated: false,
    citations: [
      earlyDx('Annex: dysphagia as an early sign'),
      kenya('Oesophageal cancer'),
      pain('Recommendations: analgesic approach, opioids for moderate to severe pain'),
    ],
  },
  citations: [
    earlyDx('Annex: dysphagia as an early sign'),
    kenya('Oesophageal cancer'),
    earlyDx('Steps of early diagnosis: awareness, clinical evaluation, referral'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'oesophageal-cancer',
    conditionId: 'oesophageal-cancer',
    population: {},
    items: [],
    note: 'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer. Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.',
    citations: [
      earlyDx('Annex: dysphagia as an early sign'),
      kenya('Oesophageal cancer'),
      pain('Recommendations'),
    ],
  },
] satisfies readonly Regimen[];
