import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite, pocketBook } from '../../regimens-shared/citations';

export const condition = {
  id: 'rheumatic-heart-disease',
  name: 'Acute rheumatic fever / rheumatic heart disease',
  icd10: ['I09.9', 'I00', 'I01', 'I05', 'I06', 'I07', 'I08', 'I09'],
  icd10ByFinding: [
    {
      findingIds: ['mitral-stenosis-signs'],
      icd10: 'I05.0',
      citation: { sourceId: 'who-icd10-2019', section: 'I05.0 Mitral stenosis (rheumatic)' },
    },
  ],
  urgency: 'urgent',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 5, multiplier: 0.15 },
      { minYears: 5, maxYears: 15, multiplier: 2 },
      { minYears: 15, maxYears: 30, multiplier: 1.5 },
      { minYears: 30, maxYears: 50, multiplier: 0.8 },
      { minYears: 50, multiplier: 0.4 },
    ],
    bySex: { female: 1.2, male: 0.85 },
    byCountry: {
      KE: 1,
      SO: 1.3,
      ET: 1.5,
      UG: 1.5,
      TZ: 1.1,
      NG: 1,
      GH: 1,
      ZA: 0.7,
      MW: 1,
      ZW: 1,
      ML: 1,
      BF: 1,
      BW: 0.8,
      ZM: 1.1,
    },
    citations: [
      { sourceId: 'who-rhd-2024', section: 'Background: burden of rheumatic heart disease in Africa' },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Rheumatic fever and rheumatic heart disease' },
    ],
  },
  findings: [
    { findingId: 'hypertension-reading', frequency: 0.08 },
    { findingId: 'irregular-pulse', frequency: 0.25 },
    { findingId: 'heart-murmur', frequency: 0.75 },
    {
      findingId: 'mitral-stenosis-signs',
      frequency: 0.35,
      citation: { sourceId: 'who-rhd-2024', section: 'Clinical features: mitral valve disease' },
    },
    {
      findingId: 'crackles',
      frequency: 0.3,
      citation: {
        sourceId: 'who-rhd-2024',
        section: 'Management of acute rheumatic fever and heart failure',
      },
    },
    { findingId: 'recent-sore-throat', frequency: 0.45 },
    { findingId: 'migratory-polyarthritis', frequency: 0.4 },
    { findingId: 'arthralgia', frequency: 0.5 },
    { findingId: 'joint-swelling', frequency: 0.3 },
    { findingId: 'fever', frequency: 0.45 },
    { findingId: 'exertional-dyspnoea', frequency: 0.7 },
    { findingId: 'shortness-of-breath', frequency: 0.75 },
    { findingId: 'orthopnoea', frequency: 0.4 },
    { findingId: 'palpitations', frequency: 0.4 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'leg-swelling', frequency: 0.4 },
    { findingId: 'tachycardia', frequency: 0.45 },
    { findingId: 'tachypnoea', frequency: 0.4 },
    { findingId: 'chest-pain', frequency: 0.2 },
    { findingId: 'cough', frequency: 0.25 },
    { findingId: 'haemoptysis', frequency: 0.05 },
    { findingId: 'chorea', frequency: 0.08 },
    { findingId: 'raised-aso-lab', frequency: 0.7 },
    { findingId: 'raised-crp-lab', frequency: 0.5 },
    { findingId: 'known-heart-disease', frequency: 0.4 },
    { findingId: 'acute-monoarthritis-toe', frequency: 0.001 },
    { findingId: 'diarrhoea', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['hypoxaemia', 'respiratory-distress', 'hypotension'],
      finding: 'Hypoxaemia, respiratory distress or shock: decompensated rheumatic heart disease',
      urgency: 'emergency',
      actionRequired: 'Oxygen, diuretic, admit; urgent echocardiography and cardiology referral.',
      citations: [
        { sourceId: 'who-rhd-2024', section: 'Management of acute rheumatic fever and heart failure' },
      ],
    },
    {
      findingIds: ['prolonged-fever'],
      finding: 'Prolonged fever in a person with valve disease: possible infective endocarditis',
      urgency: 'urgent',
      actionRequired: 'Take three blood cultures before antibiotics and refer for echocardiography.',
      citations: [{ sourceId: 'ke-cvd-2018', section: 'Chapter: Infective endocarditis' }],
    },
  ],
  investigations: [
    {
      test: 'Echocardiogram',
      urgency: 'urgent',
      rationale: 'Confirms carditis and valve disease (mitral regurgitation or stenosis) and their severity.',
      expectedFindings:
        'Mitral regurgitation, thickened mitral leaflets, mitral stenosis or aortic regurgitation.',
    },
    {
      test: 'ASO titre or anti-DNase B, CRP or ESR, ECG (prolonged PR interval), throat swab',
      urgency: 'urgent',
      rationale:
        'Evidence of recent streptococcal infection and inflammation for the revised Jones criteria.',
      expectedFindings: 'Raised ASO, raised CRP/ESR, first-degree heart block.',
    },
    {
      test: 'Chest X-ray, full blood count, INR if on warfarin',
      urgency: 'routine',
      rationale: 'Cardiomegaly, pulmonary congestion; anticoagulation monitoring.',
      expectedFindings: 'Enlarged heart or left atrium.',
    },
  ],
  monitoring: [
    {
      parameter: 'Benzathine penicillin injections given on time',
      frequency: 'Every 3 to 4 weeks',
      alertCriteria: 'Missed injection: recall the patient',
    },
    {
      parameter: 'Symptoms of heart failure, heart rhythm',
      frequency: 'Every clinic visit (1 to 3 monthly)',
      alertCriteria: 'New breathlessness, irregular pulse (atrial fibrillation)',
    },
    {
      parameter: 'Echocardiogram',
      frequency: 'Every 1 to 2 years, or with new symptoms',
      alertCriteria: 'Worsening valve lesion: surgical referral',
    },
  ],
  referrals: [
    {
      specialist: 'Cardiology',
      urgency: 'urgent',
      reason: 'Confirmation, severity grading and assessment for valve surgery or balloon valvotomy.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Never miss the monthly penicillin injection: it prevents new attacks that damage the heart further.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation:
        'Come early for any sore throat; good dental care and tooth brushing to prevent endocarditis.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation:
        'Women with RHD should plan pregnancies with the heart clinic and use reliable contraception.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Acute rheumatic fever: one dose of benzathine benzylpenicillin (or 10 days of oral penicillin or amoxicillin) to eradicate streptococci; aspirin or NSAID for arthritis; heart failure treatment if carditis; admit for confirmation. Secondary prophylaxis for all with ARF or RHD: benzathine benzylpenicillin IM every 4 weeks (every 3 weeks in high-risk cases), for at least 10 years after the last attack or to age 40 for moderate or severe RHD. Established RHD: heart failure treatment, anticoagulation for atrial fibrillation or mechanical valves, surgical referral.',
    // Goes on to long-term care (secondary prophylaxis for years): not said among the pre-referral actions.
    includesLongTermCare: true,
    supportiveCare: ['Rest during acute carditis', 'Haloperidol or valproate for severe chorea (specialist)'],
    followUpSchedule:
      'Every 3 to 4 weeks for prophylaxis; clinical review every 3 to 6 months; echocardiogram every 1 to 2 years.',
    antibioticsIndicated: true,
    citations: [
      {
        sourceId: 'who-rhd-2024',
        section: 'Recommendations: secondary prophylaxis; diagnosis of ARF (revised Jones criteria)',
      },
      { sourceId: 'ke-cvd-2018', section: 'Chapter: Rheumatic fever and rheumatic heart disease' },
      {
        sourceId: 'ug-clinical-guidelines-2023',
        section: 'Cardiovascular diseases: Rheumatic fever; Rheumatic heart disease',
      },
    ],
  },
  citations: [
    { sourceId: 'who-rhd-2024', section: 'Diagnosis of acute rheumatic fever and rheumatic heart disease' },
    { sourceId: 'ke-cvd-2018', section: 'Chapter: Rheumatic fever and rheumatic heart disease' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'rheumatic-heart-disease',
    conditionId: 'rheumatic-heart-disease',
    population: {},
    items: [
      {
        medicineId: 'benzathine-benzylpenicillin',
        route: 'intramuscular',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 0, maxKg: 30, mg: 450, amount: '600 000 IU (450 mg) deep IM' },
            { minKg: 30, maxKg: 500, mg: 900, amount: '1.2 million IU (900 mg) deep IM' },
          ],
          maxMgPerDose: 900,
          maxMgPerDay: 900,
        },
        frequency: 'every 4 weeks (every 3 weeks for high-risk patients)',
        dosesPerDay: 1,
        duration: 'secondary prophylaxis for at least 10 years or to age 40 in moderate-severe disease',
        indication: 'secondary prophylaxis of rheumatic fever',
        alternativeIds: ['phenoxymethylpenicillin', 'erythromycin'],
        citations: [
          cite('who-rhd-2024', 'Secondary prophylaxis: benzathine penicillin G every 3-4 weeks'),
          pocketBook(
            'Rheumatic fever: benzathine benzylpenicillin 600 000 IU under 30 kg, 1.2 million IU from 30 kg',
          ),
        ],
      },
    ],
    note: 'Acute rheumatic fever: aspirin or naproxen for arthritis (specialist), treat heart failure, eradicate streptococci; dental care; anticoagulation for atrial fibrillation or prosthetic valves.',
    citations: [cite('who-rhd-2024', 'Recommendations'), cite('ke-cvd-2018', 'Rheumatic heart disease')],
  },
  {
    id: 'rheumatic-heart-disease-alternatives',
    conditionId: 'rheumatic-heart-disease',
    population: {},
    items: [
      {
        medicineId: 'phenoxymethylpenicillin',
        route: 'oral',
        dose: fixed(250, '1 tablet (250 mg)', 250, 500),
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: 'as for benzathine penicillin',
        indication: 'secondary prophylaxis when injections are refused',
        alternativeIds: [],
        citations: [cite('who-rhd-2024', 'Secondary prophylaxis: oral penicillin V 250 mg twice daily')],
      },
      {
        medicineId: 'erythromycin',
        route: 'oral',
        dose: fixed(250, '1 tablet (250 mg)', 250, 500),
        frequency: 'twice daily',
        dosesPerDay: 2,
        duration: 'as for benzathine penicillin',
        indication: 'secondary prophylaxis in penicillin allergy',
        alternativeIds: [],
        citations: [cite('who-rhd-2024', 'Penicillin allergy: erythromycin 250 mg twice daily')],
      },
    ],
    citations: [cite('who-rhd-2024', 'Secondary prophylaxis')],
  },
] satisfies readonly Regimen[];
