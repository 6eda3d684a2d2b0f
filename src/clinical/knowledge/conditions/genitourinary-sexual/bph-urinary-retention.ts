import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const eau = (section: string) => cite('eau-male-luts-2024', section);

export const condition = {
  id: 'bph-urinary-retention',
  name: 'Benign prostatic enlargement / acute urinary retention',
  icd10: ['N40', 'R33'],
  icd11: 'GA90',
  urgency: 'urgent',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 40, multiplier: 0.02 },
      { minYears: 40, maxYears: 50, multiplier: 0.5 },
      { minYears: 50, maxYears: 60, multiplier: 1.5 },
      { minYears: 60, maxYears: 70, multiplier: 3 },
      { minYears: 70, multiplier: 4 },
    ],
    bySex: { male: 2, female: 0.02 },
    citations: [
      eau('3 Epidemiology of male LUTS'),
      cite('ke-clinical-guidelines-2009', 'Surgical conditions: urinary retention'),
    ],
  },
  findings: [
    { findingId: 'weak-stream-hesitancy', frequency: 0.8, specificity: 0.97 },
    { findingId: 'nocturia', frequency: 0.75 },
    { findingId: 'urinary-frequency', frequency: 0.6 },
    { findingId: 'unable-to-pass-urine', frequency: 0.3 },
    // Retention is often told as no urine passed since a time ('not passed urine since last night').
    { findingId: 'reduced-urine', frequency: 0.25, citation: eau('Acute urinary retention: presentation') },
    { findingId: 'palpable-bladder', frequency: 0.3 },
    { findingId: 'suprapubic-pain', frequency: 0.3 },
    { findingId: 'dysuria', frequency: 0.15 },
    { findingId: 'haematuria', frequency: 0.1 },
    { findingId: 'urine-leucocytes-lab', frequency: 0.25 },
    { findingId: 'raised-creatinine-lab', frequency: 0.1 },
    { findingId: 'raised-psa-lab', frequency: 0.25 },
    {
      findingId: 'psa-over-10-lab',
      frequency: 0.03,
      citation: {
        sourceId: 'eau-male-luts-2024',
        section: 'Assessment: PSA in benign prostatic obstruction',
      },
    },
    { findingId: 'hard-nodular-prostate', frequency: 0.03 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'flank-pain', frequency: 0.05 },
    { findingId: 'urethral-discharge', frequency: 0.01 },
    { findingId: 'polydipsia', frequency: 0.05 },
    { findingId: 'weight-loss', frequency: 0.03 },
    { findingId: 'bone-pain', frequency: 0.02 },
    { findingId: 'back-pain', frequency: 0.05 },
  ],
  redFlags: [
    {
      findingIds: ['unable-to-pass-urine', 'palpable-bladder'],
      finding: 'Unable to pass urine with a full bladder: acute urinary retention',
      urgency: 'emergency',
      actionRequired:
        'Pass a urethral catheter now (suprapubic if it fails and you are trained); record the volume drained; refer to surgery.',
      citations: [
        eau('Acute urinary retention: catheterisation and trial without catheter'),
        cite('ke-clinical-guidelines-2009', 'Surgical conditions: urinary retention'),
      ],
    },
    {
      findingIds: ['raised-creatinine-lab', 'fever'],
      finding: 'Retention with kidney impairment or fever (infection)',
      urgency: 'emergency',
      actionRequired: 'Catheterise, check creatinine and culture urine, antibiotics for infection, admit.',
      citations: [eau('Complications: renal failure and infection in benign prostatic obstruction')],
    },
  ],
  investigations: [
    {
      test: 'Urine dipstick and microscopy',
      urgency: 'urgent',
      rationale: 'Infection, blood.',
      expectedFindings: 'Often normal; leucocytes and nitrites with infection.',
    },
    {
      test: 'Creatinine and electrolytes',
      urgency: 'urgent',
      rationale: 'Obstructive kidney injury.',
      expectedFindings: 'Raised creatinine in chronic retention.',
    },
    {
      test: 'Digital rectal examination and PSA (after counselling, not during acute retention or infection)',
      urgency: 'routine',
      rationale: 'Prostate size and cancer.',
      expectedFindings: 'Smooth, enlarged, rubbery gland in benign enlargement.',
    },
    {
      test: 'Ultrasound of kidneys and bladder with post-void residual',
      urgency: 'routine',
      rationale: 'Hydronephrosis, residual urine, prostate volume.',
      expectedFindings: 'Residual > 200 mL suggests chronic retention.',
    },
  ],
  monitoring: [
    {
      parameter: 'Urine output after catheterisation',
      frequency: 'Hourly for the first hours after draining a large chronic retention',
      alertCriteria: 'Post-obstructive diuresis (> 200 mL/hour), haematuria, falling blood pressure.',
    },
    {
      parameter: 'Symptom score (IPSS) and creatinine',
      frequency: 'Every 6 to 12 months on treatment',
      alertCriteria: 'Worsening symptoms, retention, rising creatinine.',
    },
  ],
  referrals: [
    {
      specialist: 'Surgery / urology',
      urgency: 'urgent',
      reason:
        'Retention, kidney impairment, haematuria, bladder stones, failed medical treatment, suspected cancer.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Drink less in the evening; cut down alcohol and caffeine.',
      category: 'hydration',
      importance: 'medium',
    },
    {
      recommendation: 'Avoid decongestant cold remedies and antihistamines that can cause retention.',
      category: 'safety',
      importance: 'medium',
    },
    { recommendation: 'Come at once if you cannot pass urine.', category: 'follow-up', importance: 'high' },
  ],
  protocol: {
    primaryTreatment:
      'Acute retention: urethral catheter, then an alpha-blocker (tamsulosin) for at least 2 to 3 days before a trial without catheter; refer for surgery if it fails. Bothersome LUTS: an alpha-blocker; add a 5-alpha-reductase inhibitor (finasteride) for a large prostate (over 40 mL); surgery (TURP or open prostatectomy) for retention, kidney impairment, recurrent infection or bladder stones. Rule out prostate cancer (hard nodular gland, raised PSA).',
    supportiveCare: ['Catheter care', 'Treat urinary infection'],
    followUpSchedule: 'Trial without catheter after 2 to 7 days; review every 6 to 12 months.',
    antibioticsIndicated: false,
    citations: [
      eau('5 Disease management: conservative, drug and surgical treatment; acute urinary retention'),
    ],
  },
  citations: [
    eau('Male LUTS'),
    cite('ke-clinical-guidelines-2009', 'Surgical conditions: enlarged prostate'),
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'bph-urinary-retention',
    conditionId: 'bph-urinary-retention',
    population: {},
    items: [],
    note: 'Catheterise retention. The alpha-blocker (tamsulosin 400 micrograms daily in the BNF) is not in this catalogue, so no dose is computed: prescribe from the national list.',
    citations: [eau('Acute urinary retention; alpha1-blockers')],
  },
] satisfies readonly Regimen[];
