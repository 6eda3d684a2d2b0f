import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';

const escHf = (section: string) => cite('esc-hf-2021', section);
const ppcm = (section: string) => cite('esc-hfa-ppcm-2019', section);

export const condition = {
  id: 'cardiomyopathy',
  name: 'Cardiomyopathy (dilated, peripartum, HIV-associated)',
  icd10: ['I42.0', 'I42', 'O90.3'],
  icd10ByFinding: [
    {
      findingIds: ['recent-childbirth'],
      icd10: 'O90.3',
      citation: { sourceId: 'who-icd10-2019', section: 'O90.3 Cardiomyopathy in the puerperium' },
    },
  ],
  icd11: 'BC43.0',
  urgency: 'urgent',
  prior: {
    // Peripartum cardiomyopathy is common in parts of Nigeria (north) and East Africa; dilated CM with HIV, alcohol.
    baseline: 0.0005,
    byCountry: { NG: 1.8 },
    byAge: [
      { maxYears: 15, multiplier: 0.3 },
      { minYears: 15, maxYears: 50, multiplier: 1.2 },
      { minYears: 50, multiplier: 1 },
    ],
    pregnancy: { pregnant: 3 },
    citations: [
      ppcm('Epidemiology: incidence highest in Africa (Nigeria) and Haiti'),
      escHf('Cardiomyopathies'),
    ],
  },
  findings: [
    { findingId: 'shortness-of-breath', frequency: 0.85 },
    { findingId: 'exertional-dyspnoea', frequency: 0.8 },
    { findingId: 'orthopnoea', frequency: 0.6 },
    { findingId: 'leg-swelling', frequency: 0.6 },
    { findingId: 'bilateral-pitting-oedema', frequency: 0.5 },
    { findingId: 'raised-jvp', frequency: 0.5 },
    { findingId: 'crackles', frequency: 0.5 },
    { findingId: 'tachycardia', frequency: 0.6 },
    { findingId: 'fatigue', frequency: 0.7 },
    { findingId: 'cough', frequency: 0.4 },
    { findingId: 'palpitations', frequency: 0.35 },
    { findingId: 'hepatomegaly', frequency: 0.4 },
    { findingId: 'heart-murmur', frequency: 0.3 },
    { findingId: 'dilated-heart-echo-lab', frequency: 0.9, specificity: 0.995 },
    {
      // Most peripartum cardiomyopathy is diagnosed after delivery (recent-childbirth below), a minority in the
      // last month of pregnancy.
      findingId: 'pregnancy-over-20-weeks',
      frequency: 0.1,
      citation: ppcm(
        'Definition and timing: last month of pregnancy or months after delivery, mostly postpartum',
      ),
    },
    {
      // Dilated cardiomyopathy gives a systolic murmur of mitral regurgitation, not the diastolic rumble of
      // rheumatic mitral stenosis.
      findingId: 'mitral-stenosis-signs',
      frequency: 0.02,
      citation: cite('esc-cardiomyopathies-2023', 'Dilated cardiomyopathy: clinical examination'),
    },
    { findingId: 'known-hiv', frequency: 0.2 },
    { findingId: 'alcohol-use', frequency: 0.25 },
    { findingId: 'irregular-pulse', frequency: 0.15 },
    { findingId: 'hypotension', frequency: 0.1 },
    { findingId: 'abdominal-distension', frequency: 0.2 },
    { findingId: 'fever', frequency: 0.08 },
    { findingId: 'chest-pain', frequency: 0.2 },
    { findingId: 'crushing-chest-pain', frequency: 0.03 },
    { findingId: 'wheeze', frequency: 0.1 },
    { findingId: 'high-fever', frequency: 0.02 },
    { findingId: 'muffled-heart-sounds', frequency: 0.03 },
    { findingId: 'syncope', frequency: 0.1, citation: escHf('Cardiomyopathies: syncope and sudden death') },
    // Hypertrophic cardiomyopathy: fainting on exertion and sudden death of young relatives are its warnings.
    {
      findingId: 'exertional-syncope',
      frequency: 0.06,
      citation: cite(
        'esc-cardiomyopathies-2023',
        'Hypertrophic cardiomyopathy: syncope and sudden cardiac death',
      ),
    },
    {
      findingId: 'family-sudden-death',
      frequency: 0.08,
      citation: cite(
        'esc-cardiomyopathies-2023',
        'Family history and genetic evaluation: sudden cardiac death in relatives',
      ),
    },
    {
      // Hypertrophic cardiomyopathy: an S4 with a double apical impulse, from a thick, stiff ventricle.
      findingId: 's4-stiff-ventricle',
      frequency: 0.15,
      citation: cite('esc-cardiomyopathies-2023', 'Hypertrophic cardiomyopathy: physical examination'),
    },
    // Heart failure from a failing ventricle shows the same congestion signs as any heart failure.
    {
      findingId: 'tachypnoea',
      frequency: 0.45,
      citation: escHf('11 Acute heart failure: clinical presentation'),
    },
    {
      findingId: 'hypoxaemia',
      frequency: 0.25,
      citation: escHf('11 Acute heart failure: clinical presentation'),
    },
    {
      // Peripartum cardiomyopathy presents towards the end of pregnancy or in the months after birth, most
      // often in the first month postpartum.
      findingId: 'recent-childbirth',
      frequency: 0.3,
      citation: ppcm(
        'Definition: heart failure towards the end of pregnancy or in the months after delivery',
      ),
    },
    {
      // A failing dilated ventricle gives acute pulmonary oedema and a third heart sound as any heart failure
      // does: they are the same failure, not a reason to prefer the syndrome over its cause.
      findingId: 'pink-frothy-sputum',
      frequency: 0.1,
      citation: escHf('Section 11: Acute heart failure (acute pulmonary oedema)'),
    },
    {
      findingId: 's3-gallop',
      frequency: 0.13,
      specificity: 0.99,
      citation: escHf('Heart failure: symptoms and signs (third heart sound)'),
    },
    {
      // Past the 6-week postnatal period the peripartum window runs to 5 months after delivery: a birth months
      // ago still makes new heart failure in a young woman peripartum cardiomyopathy.
      findingId: 'birth-in-last-5-months',
      frequency: 0.35,
      citation: ppcm(
        'Definition: heart failure towards the end of pregnancy or in the months following delivery (up to 5 months)',
      ),
    },
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'hypoxaemia', 'respiratory-distress'],
      finding: 'Acute heart failure with shock or low oxygen',
      urgency: 'critical',
      actionRequired:
        'Sit up, oxygen, IV furosemide if not in shock; refer to a hospital with critical care.',
      citations: [escHf('11 Acute heart failure: initial management')],
    },
    {
      // Fainting during exertion is a high-risk syncope: a structural or arrhythmic heart cause until proven
      // otherwise (hypertrophic cardiomyopathy is the commonest cause of sudden death in young athletes).
      findingIds: ['exertional-syncope'],
      finding: 'Fainting or collapse during exertion: possible hypertrophic cardiomyopathy or arrhythmia',
      urgency: 'emergency',
      actionRequired:
        'ECG and monitoring now; no further exertion; refer the same day for echocardiography and cardiology.',
      citations: [
        cite('esc-syncope-2018', 'Table 5: high-risk features, syncope during exertion'),
        cite('esc-cardiomyopathies-2023', 'Hypertrophic cardiomyopathy: syncope and sudden cardiac death'),
      ],
    },
    {
      // Breathlessness at rest (fast breathing or low oxygen) makes it acute heart failure; breathlessness on
      // exertion or lying flat alone is assessed the same day (ESC HFA 2019: urgent echo and natriuretic peptide).
      findingIds: ['pregnancy-over-20-weeks', 'recent-childbirth', 'birth-in-last-5-months'],
      allOf: ['shortness-of-breath'],
      finding: 'Heart failure late in pregnancy or after delivery: peripartum cardiomyopathy',
      urgency: 'urgent',
      actionRequired: 'Refer to obstetrics and medicine together; echo; no ACE inhibitor before delivery.',
      citations: [ppcm('Management algorithm: acute PPCM')],
    },
  ],
  investigations: [
    {
      test: 'Echocardiography',
      urgency: 'urgent',
      rationale: 'Confirms a dilated, poorly contracting ventricle; excludes valve disease and effusion.',
      expectedFindings: 'LVEF < 45% (< 45% defines PPCM), dilated left ventricle.',
    },
    {
      test: 'ECG, chest X-ray, creatinine and electrolytes, full blood count, HIV test, TSH',
      urgency: 'urgent',
      rationale: 'Rhythm, congestion, kidney function before ACE inhibitors, causes.',
      expectedFindings: 'Cardiomegaly and pulmonary congestion; sinus tachycardia.',
    },
  ],
  monitoring: [
    {
      parameter: 'Weight, blood pressure, pulse, potassium and creatinine while titrating',
      frequency: 'Every 1 to 2 weeks while titrating, then every 3 months',
      alertCriteria: 'Weight gain > 2 kg in 3 days, potassium > 5.5 mmol/L, creatinine up > 50%.',
    },
  ],
  referrals: [
    {
      specialist: 'Physician / cardiology',
      urgency: 'urgent',
      reason:
        'Echo, guideline-directed therapy; PPCM: joint obstetric and cardiac care, contraception counselling.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Limit salt; weigh daily and report rapid gain.',
      category: 'diet',
      importance: 'high',
    },
    { recommendation: 'No alcohol.', category: 'prevention', importance: 'high' },
    {
      recommendation:
        'After peripartum cardiomyopathy, discuss contraception: another pregnancy carries high risk.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Treat as heart failure with reduced ejection fraction: loop diuretic for congestion, ACE inhibitor (enalapril), beta-blocker (bisoprolol) and mineralocorticoid antagonist (spironolactone), titrated. In pregnancy: no ACE inhibitor, ARB or spironolactone before delivery (hydralazine with nitrate instead); bromocriptine may be added in PPCM with anticoagulation (specialist). Anticoagulate in AF or very low EF with thrombus.',
    supportiveCare: ['Treat HIV, stop alcohol', 'Vaccinate against influenza and pneumococcus'],
    followUpSchedule: 'Every 2 weeks while titrating, then every 3 months.',
    antibioticsIndicated: false,
    citations: [
      escHf('Pharmacological treatment of HFrEF'),
      ppcm('Treatment: during pregnancy, postpartum, bromocriptine'),
    ],
  },
  citations: [escHf('Heart failure and cardiomyopathies'), ppcm('Peripartum cardiomyopathy')],
} satisfies Condition;

export const regimens = [
  {
    id: 'cardiomyopathy-pregnant',
    conditionId: 'cardiomyopathy',
    population: { pregnant: true },
    items: [
      {
        medicineId: 'furosemide',
        route: 'oral',
        dose: fixed(40, '1 tablet (40 mg)', 80, 160),
        frequency: 'once daily by response',
        dosesPerDay: 1,
        duration: 'while congested',
        indication: 'congestion in peripartum cardiomyopathy',
        alternativeIds: [],
        citations: [
          ppcm('Treatment during pregnancy: diuretics when congested'),
          escHf('11.3 furosemide 20-40 mg'),
        ],
      },
    ],
    note: 'No ACE inhibitor, ARB or spironolactone before delivery; hydralazine and nitrates by the specialist.',
    citations: [ppcm('Treatment during pregnancy')],
  },
  {
    id: 'cardiomyopathy',
    conditionId: 'cardiomyopathy',
    population: { minAgeYears: 18 },
    items: [
      {
        medicineId: 'furosemide',
        route: 'oral',
        dose: fixed(40, '1 tablet (40 mg)', 80, 160),
        frequency: 'once daily by response',
        dosesPerDay: 1,
        duration: 'until euvolaemic, then lowest dose',
        indication: 'congestion in cardiomyopathy',
        alternativeIds: [],
        citations: [escHf('11.3 Acute heart failure: furosemide 20-40 mg')],
      },
      {
        medicineId: 'enalapril',
        route: 'oral',
        dose: fixed(2.5, '1 tablet (2.5 mg)', 20, 40),
        frequency: 'twice daily, doubling every 2 weeks to 10-20 mg twice daily',
        dosesPerDay: 2,
        duration: 'long term',
        indication: 'heart failure with reduced ejection fraction',
        alternativeIds: [],
        citations: [escHf('Table 8: enalapril starting 2.5 mg b.i.d., target 10-20 mg b.i.d.')],
      },
      {
        medicineId: 'bisoprolol',
        route: 'oral',
        dose: fixed(1.25, '1 tablet (1.25 mg)', 10, 10),
        frequency: 'once daily, doubling every 2 weeks to 10 mg',
        dosesPerDay: 1,
        duration: 'long term (start when not congested)',
        indication: 'heart failure with reduced ejection fraction',
        alternativeIds: [],
        citations: [escHf('Table 8: bisoprolol starting 1.25 mg o.d., target 10 mg o.d.')],
      },
    ],
    note: 'Add spironolactone 25 mg daily (check potassium and creatinine). Children: specialist.',
    citations: [escHf('Pharmacological treatment of HFrEF')],
  },
] satisfies readonly Regimen[];
