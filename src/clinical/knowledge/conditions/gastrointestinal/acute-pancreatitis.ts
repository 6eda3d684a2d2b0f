import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const wses = (section: string) => cite('wses-pancreatitis-2019', section);
const iap = (section: string) => cite('iap-apa-pancreatitis-2013', section);

export const condition = {
  id: 'acute-pancreatitis',
  name: 'Acute pancreatitis',
  icd10: ['K85.9', 'K85', 'K85.2', 'K85.1'],
  icd11: 'DC31',
  urgency: 'emergency',
  // Acute pancreatitis is diagnosed on its typical upper abdominal pain (or a raised lipase): abdominal pain
  // elsewhere with vomiting is not its picture.
  definedBy: {
    anyOf: ['epigastric-pain', 'epigastric-pain-radiating-back', 'raised-lipase-amylase-lab'],
    citation: iap('A: diagnosis (2 of 3: typical pain, lipase or amylase > 3 times normal, imaging)'),
  },
  // About one in five presents severe, with the organ failure of a systemic inflammatory response (shock, low
  // oxygen, confusion, little urine) that looks like sepsis: weighed as pancreatitis in its form with that
  // syndrome when its own pain or enzymes are told (knowledge: comesWith), not as sepsis without a focus.
  comesWith: [
    {
      conditionId: 'sepsis',
      share: 0.2,
      whenAnyOf: ['epigastric-pain-radiating-back', 'raised-lipase-amylase-lab'],
      citation: wses(
        'Severity: revised Atlanta 2012, persistent organ failure (severe) in up to one in five',
      ),
    },
  ],
  prior: {
    // Alcohol and gallstones cause most cases; also hypertriglyceridaemia and medicines (older ARVs).
    // Acute pancreatitis is admitted from casualty in every district hospital (alcohol, gallstones): a prior
    // below one in a thousand presentations with abdominal pain let gastroenteritis take its typical picture.
    baseline: 0.001,
    byAge: [
      { maxYears: 15, multiplier: 0.1 },
      { minYears: 15, maxYears: 30, multiplier: 0.8 },
      { minYears: 30, maxYears: 65, multiplier: 1.5 },
      { minYears: 65, multiplier: 1.2 },
    ],
    bySex: { male: 1.3, female: 0.8 },
    citations: [wses('Introduction: aetiology and epidemiology'), iap('A: diagnosis and aetiology')],
  },
  findings: [
    { findingId: 'abdominal-pain', frequency: 0.98 },
    { findingId: 'epigastric-pain', frequency: 0.9 },
    { findingId: 'epigastric-pain-radiating-back', frequency: 0.5 },
    { findingId: 'vomiting', frequency: 0.7 },
    { findingId: 'nausea', frequency: 0.8 },
    { findingId: 'anorexia', frequency: 0.6 },
    { findingId: 'raised-lipase-amylase-lab', frequency: 0.9, specificity: 0.95 },
    { findingId: 'alcohol-use', frequency: 0.45 },
    { findingId: 'gallstones-ultrasound-lab', frequency: 0.35 },
    { findingId: 'fever', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.5 },
    { findingId: 'rebound-tenderness', frequency: 0.4 },
    { findingId: 'abdominal-distension', frequency: 0.3 },
    { findingId: 'jaundice', frequency: 0.15 },
    { findingId: 'hypotension', frequency: 0.15 },
    { findingId: 'tachypnoea', frequency: 0.3 },
    // Severe acute pancreatitis: persistent organ failure (shock, breathing, kidneys) in about one in five;
    // vomiting is often repeated.
    ...(
      [
        ['respiratory-rate-30-or-more', 0.1],
        ['reduced-urine', 0.15],
        ['vomiting-everything', 0.25],
        ['shortness-of-breath', 0.15],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: wses('Severity: organ failure (revised Atlanta classification)'),
    })),
    { findingId: 'leucocytosis-lab', frequency: 0.6 },
    { findingId: 'hyperglycaemia-lab', frequency: 0.3 },
    { findingId: 'raised-crp-lab', frequency: 0.6 },
    { findingId: 'confusion', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.08 },
    { findingId: 'right-lower-quadrant-pain', frequency: 0.05 },
    { findingId: 'dysuria', frequency: 0.02 },
    { findingId: 'heartburn', frequency: 0.1 },
    { findingId: 'pain-related-to-meals', frequency: 0.1 },
    { findingId: 'melaena', frequency: 0.03 },
    { findingId: 'crushing-chest-pain', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'hypoxaemia', 'confusion', 'reduced-urine'],
      finding: 'Organ failure (shock, low oxygen, confusion, low urine output): severe acute pancreatitis',
      urgency: 'critical',
      actionRequired:
        'Resuscitate with IV crystalloid, oxygen, urinary catheter; refer to a hospital with intensive care.',
      citations: [
        wses('Severity assessment: organ failure (revised Atlanta)'),
        iap('D: fluid therapy; E: intensive care'),
      ],
    },
    {
      findingIds: ['epigastric-pain-radiating-back', 'raised-lipase-amylase-lab'],
      finding: 'Severe epigastric pain through to the back or raised lipase: acute pancreatitis',
      urgency: 'emergency',
      actionRequired: 'IV fluids, analgesia, nil by mouth while vomiting, same-day hospital admission.',
      citations: [iap('A: diagnosis (2 of 3: typical pain, lipase or amylase > 3 times normal, imaging)')],
    },
  ],
  investigations: [
    {
      test: 'Serum lipase (or amylase)',
      urgency: 'stat',
      rationale: 'Diagnosis: more than three times the upper limit with typical pain.',
      expectedFindings: 'Lipase or amylase > 3 times upper limit of normal.',
    },
    {
      test: 'Full blood count, urea, creatinine, electrolytes, glucose, calcium, liver tests, CRP at 48 hours',
      urgency: 'stat',
      rationale: 'Severity, organ failure and cause.',
      expectedFindings:
        'Raised urea and haematocrit predict severity; raised bilirubin and ALT suggest gallstones.',
    },
    {
      test: 'Abdominal ultrasound',
      urgency: 'urgent',
      rationale: 'Gallstones as the cause; excludes other acute abdomen.',
      expectedFindings: 'Gallstones or dilated bile duct; swollen pancreas; free fluid.',
    },
    {
      test: 'Chest X-ray, erect abdominal X-ray',
      urgency: 'urgent',
      rationale: 'Exclude perforation (free air) and assess effusions.',
      expectedFindings: 'No free air; left pleural effusion in severe disease.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pulse, blood pressure, SpO2, urine output, glucose',
      frequency: 'Hourly for the first 24 to 48 hours',
      alertCriteria: 'Urine < 0.5 mL/kg/hour, systolic BP < 90 mmHg, SpO2 < 94%, rising urea.',
    },
  ],
  referrals: [
    {
      specialist: 'General surgery / hospital with high-dependency care',
      urgency: 'emergency',
      reason:
        'Admission; severe disease and gallstone pancreatitis need specialist care (ERCP, cholecystectomy).',
    },
  ],
  lifestyle: [
    { recommendation: 'Stop alcohol completely.', category: 'prevention', importance: 'high' },
    {
      recommendation: 'Restart eating as soon as pain and vomiting allow; a low-fat diet at first.',
      category: 'diet',
      importance: 'medium',
    },
    {
      recommendation:
        'If gallstones caused it, have the gallbladder removed during the same admission or soon after.',
      category: 'follow-up',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Goal-directed IV fluid (Ringer lactate preferred) guided by pulse, blood pressure and urine output; adequate analgesia including opioids; oxygen if SpO2 < 94%; early oral or enteral feeding when tolerated. No prophylactic antibiotics: give antibiotics only for proven infection (cholangitis, infected necrosis). Gallstone pancreatitis with cholangitis needs urgent ERCP; cholecystectomy before discharge in mild gallstone pancreatitis.',
    supportiveCare: [
      'Antiemetic',
      'Insulin for marked hyperglycaemia',
      'Thiamine in alcohol use',
      'Watch for alcohol withdrawal',
    ],
    followUpSchedule: 'Review 2 to 4 weeks after discharge; screen for diabetes and treat the cause.',
    antibioticsIndicated: false,
    citations: [
      iap('D: fluid therapy; H: antibiotic prophylaxis not recommended; I: nutrition; J: cholecystectomy'),
      wses('Management: fluids, analgesia, antibiotics'),
    ],
  },
  citations: [iap('Diagnosis and management'), wses('Severe acute pancreatitis')],
} satisfies Condition;

export const regimens = [
  {
    id: 'acute-pancreatitis',
    conditionId: 'acute-pancreatitis',
    population: {},
    items: [],
    note: 'No antibiotics unless infection is proven. IV Ringer lactate guided by pulse, blood pressure and urine output, and analgesia (opioids allowed) are given in hospital.',
    citations: [iap('D: fluid therapy; H: antibiotics')],
  },
] satisfies readonly Regimen[];
