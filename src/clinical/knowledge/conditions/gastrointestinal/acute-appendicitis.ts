import type { Condition, Regimen } from '../../types';
import { perKg, fixed } from '../../dose-rules';
import { aware } from '../../regimens-shared/citations';

export const condition = {
  id: 'acute-appendicitis',
  name: 'Acute appendicitis',
  icd10: ['K35.8', 'K35'],
  icd11: 'DB10.0',
  urgency: 'emergency',
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 3, multiplier: 0.2 },
      { minYears: 3, maxYears: 10, multiplier: 1 },
      { minYears: 10, maxYears: 30, multiplier: 1.6 },
      { minYears: 30, maxYears: 60, multiplier: 0.9 },
      { minYears: 60, multiplier: 0.5 },
    ],
    citations: [
      { sourceId: 'wses-appendicitis-2020', section: 'Introduction: epidemiology' },
      { sourceId: 'jama-rce-1990s', section: 'Does this patient have appendicitis?' },
    ],
  },
  findings: [
    { findingId: 'hypertension-reading', frequency: 0.05 },
    { findingId: 'abdominal-pain', frequency: 0.99 },
    { findingId: 'right-lower-quadrant-pain', frequency: 0.85 },
    { findingId: 'periumbilical-pain-migrating', frequency: 0.6 },
    { findingId: 'rebound-tenderness', frequency: 0.65 },
    { findingId: 'anorexia', frequency: 0.7 },
    { findingId: 'nausea', frequency: 0.65 },
    { findingId: 'vomiting', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.45 },
    { findingId: 'high-fever', frequency: 0.08 },
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'leucocytosis-lab', frequency: 0.8 },
    { findingId: 'raised-crp-lab', frequency: 0.75 },
    { findingId: 'constipation', frequency: 0.15 },
    { findingId: 'diarrhoea', frequency: 0.12 },
    { findingId: 'abdominal-distension', frequency: 0.15 },
    { findingId: 'dysuria', frequency: 0.08 },
    { findingId: 'urinary-frequency', frequency: 0.08 },
    { findingId: 'urine-nitrite-lab', frequency: 0.03 },
    { findingId: 'flank-pain', frequency: 0.1 },
    { findingId: 'vaginal-discharge', frequency: 0.02 },
    { findingId: 'vaginal-bleeding', frequency: 0.01 },
    { findingId: 'pregnancy-test-positive', frequency: 0.03 },
    { findingId: 'cervical-motion-tenderness', frequency: 0.005 },
    { findingId: 'cough', frequency: 0.1 },
    { findingId: 'runny-nose', frequency: 0.04 },
    { findingId: 'hypotension', frequency: 0.05 },
    { findingId: 'lower-abdominal-pain', frequency: 0.4 },
    { findingId: 'weak-pulse-cold-hands', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['rebound-tenderness', 'right-lower-quadrant-pain', 'periumbilical-pain-migrating'],
      finding: 'Localised right iliac fossa tenderness with guarding: acute appendicitis',
      urgency: 'emergency',
      actionRequired: 'Nil by mouth, IV fluids, analgesia, IV antibiotics and same-day surgical review.',
      citations: [{ sourceId: 'wses-appendicitis-2020', section: 'Diagnosis: clinical scores; management' }],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands'],
      finding: 'Shock: perforation with peritonitis',
      urgency: 'critical',
      actionRequired: 'Resuscitate with IV fluids, broad-spectrum IV antibiotics, emergency laparotomy.',
      citations: [
        {
          sourceId: 'ke-clinical-guidelines-2009',
          section: 'Surgical conditions: Acute abdomen; peritonitis',
        },
      ],
    },
  ],
  investigations: [
    {
      test: 'Clinical score (Alvarado or Appendicitis Inflammatory Response score)',
      urgency: 'stat',
      rationale: 'Stratifies risk and guides imaging and surgical referral.',
      expectedFindings: 'Alvarado >= 7 or high AIR score: high probability.',
    },
    {
      test: 'Full blood count, CRP, urinalysis, pregnancy test in women of reproductive age',
      urgency: 'stat',
      rationale:
        'Leucocytosis supports appendicitis; urine and pregnancy tests exclude UTI and ectopic pregnancy.',
      expectedFindings: 'Raised white cell count with neutrophilia; negative pregnancy test.',
    },
    {
      test: 'Abdominal ultrasound (CT where available in adults with intermediate risk)',
      urgency: 'urgent',
      rationale: 'Confirms appendicitis and its complications.',
      expectedFindings: 'Non-compressible appendix > 6 mm, periappendiceal fluid or abscess.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pain, abdominal signs, pulse, temperature',
      frequency: 'Every 2 to 4 hours while awaiting surgery',
      alertCriteria: 'Spreading tenderness, rising pulse, fever: perforation',
    },
  ],
  referrals: [{ specialist: 'General surgery', urgency: 'emergency', reason: 'Appendicectomy.' }],
  lifestyle: [
    {
      recommendation: 'Do not eat or drink until seen by the surgeon.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'After surgery, walk early and return for wound redness, fever or worsening pain.',
      category: 'follow-up',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Nil by mouth, IV fluids, adequate analgesia (including opioids, which do not mask the diagnosis), pre-operative IV antibiotics (ceftriaxone with metronidazole) and appendicectomy. Complicated appendicitis (perforation, abscess) needs continued antibiotics; an appendiceal mass may be managed with antibiotics and drainage.',
    supportiveCare: ['Antiemetic', 'Correct dehydration', 'Monitor urine output'],
    followUpSchedule: 'Surgical review 1 to 2 weeks after discharge.',
    antibioticsIndicated: true,
    citations: [
      { sourceId: 'wses-appendicitis-2020', section: 'Management: operative and antibiotic treatment' },
      { sourceId: 'ke-clinical-guidelines-2009', section: 'Surgical conditions: Acute appendicitis' },
    ],
  },
  citations: [
    { sourceId: 'jama-rce-1990s', section: 'Does this patient have appendicitis?' },
    { sourceId: 'wses-appendicitis-2020', section: 'Diagnosis and management' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'acute-appendicitis-child',
    conditionId: 'acute-appendicitis',
    population: { maxAgeYears: 12 },
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: perKg(80, 2000, 2000, 50),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'before and after surgery as the surgeon directs',
        indication: 'appendicitis (intra-abdominal infection)',
        alternativeIds: [],
        citations: [
          aware('Intra-abdominal infections in children: ceftriaxone 80 mg/kg once daily + metronidazole'),
        ],
      },
      {
        medicineId: 'metronidazole',
        route: 'intravenous',
        dose: perKg(7.5, 500, 1500, 5),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: 'before and after surgery as the surgeon directs',
        indication: 'appendicitis (anaerobic cover)',
        alternativeIds: [],
        citations: [aware('Intra-abdominal infections in children: metronidazole 7.5 mg/kg every 8 hours')],
      },
    ],
    note: 'Nil by mouth, IV fluids, analgesia, urgent surgical referral.',
    citations: [aware('Intra-abdominal infections')],
  },
  {
    id: 'acute-appendicitis',
    conditionId: 'acute-appendicitis',
    population: {},
    items: [
      {
        medicineId: 'ceftriaxone',
        route: 'intravenous',
        dose: fixed(2000, '2 g', 2000, 2000),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'before and after surgery as the surgeon directs',
        indication: 'appendicitis (intra-abdominal infection)',
        alternativeIds: [],
        citations: [
          aware(
            'Intra-abdominal infections: ceftriaxone 2 g once daily + metronidazole 500 mg every 8 hours',
          ),
        ],
      },
      {
        medicineId: 'metronidazole',
        route: 'intravenous',
        dose: fixed(500, '500 mg (100 mL of 5 mg/mL)', 500, 1500),
        frequency: 'every 8 hours',
        dosesPerDay: 3,
        duration: 'before and after surgery as the surgeon directs',
        indication: 'appendicitis (anaerobic cover)',
        alternativeIds: [],
        citations: [aware('Intra-abdominal infections: metronidazole 500 mg every 8 hours')],
      },
    ],
    note: 'Nil by mouth, IV fluids, analgesia (analgesia does not mask the diagnosis), urgent surgical referral. Exclude ectopic pregnancy in women.',
    citations: [aware('Intra-abdominal infections')],
  },
] satisfies readonly Regimen[];
