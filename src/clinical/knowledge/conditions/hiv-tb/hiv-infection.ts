import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { cite } from '../../regimens-shared/citations';
import { cryptoWho, advancedHiv, hivKenya } from './citations';

const hivWho = {
  sourceId: 'who-hiv-2021',
  section: 'Chapter 4: ART initiation and first-line regimens',
} as const;

export const condition = {
  id: 'hiv-infection',
  name: 'HIV infection / advanced HIV disease',
  icd10: ['B24', 'B20', 'B21', 'B22', 'B23', 'Z21'],
  urgency: 'urgent',
  // What HIV disease adds to the opportunistic or HIV-associated condition a patient presents with (shingles,
  // thrush, a genital ulcer): the signs that mark HIV itself and its stage, not those of any one condition
  // (knowledge: comesWith). The condition of the visit is then named, and HIV beside it.
  syndromeFindings: {
    findingIds: [
      'hiv-test-positive',
      'known-hiv',
      'low-cd4-lab',
      'weight-loss',
      'visible-wasting',
      'chronic-diarrhoea',
      'diarrhoea',
      'prolonged-fever',
    ],
    citation: {
      sourceId: 'who-hiv-2021',
      section:
        'Annex: WHO clinical staging of HIV disease in adults and adolescents (2007: weight loss, unexplained chronic diarrhoea and persistent fever for over 1 month, wasting); advanced HIV disease: CD4 < 200 cells/mm3 or WHO stage 3-4',
    },
  },
  prior: {
    baseline: 0.02,
    byCountry: {
      KE: 1,
      UG: 1.4,
      TZ: 1.2,
      MW: 2.2,
      ZM: 2.7,
      ZW: 3,
      ZA: 4,
      BW: 4.5,
      ET: 0.25,
      SO: 0.05,
      NG: 0.35,
      GH: 0.45,
      ML: 0.2,
      BF: 0.2,
    },
    byAge: [
      { maxYears: 15, multiplier: 0.2 },
      { minYears: 15, maxYears: 25, multiplier: 0.8 },
      { minYears: 25, maxYears: 50, multiplier: 1.5 },
      { minYears: 50, multiplier: 0.8 },
    ],
    bySex: { male: 0.7, female: 1.3 },
    citations: [hivKenya, { sourceId: 'who-hiv-2021', section: 'Epidemiology and priority populations' }],
  },
  findings: [
    // No specificity: people with HIV presenting with TB, PCP or cryptococcal disease test positive too, so the
    // base rate of positives among other presentations is the right comparison.
    {
      findingId: 'hiv-test-positive',
      frequency: 0.97,
      citation: {
        sourceId: 'who-hiv-2021',
        section: 'HIV testing strategy: three consecutive reactive tests',
      },
    },
    { findingId: 'known-hiv', frequency: 0.45 },
    { findingId: 'low-cd4-lab', frequency: 0.35 },
    { findingId: 'weight-loss', frequency: 0.5 },
    { findingId: 'visible-wasting', frequency: 0.15 },
    { findingId: 'fatigue', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.4 },
    { findingId: 'recurrent-fever', frequency: 0.2 },
    { findingId: 'prolonged-fever', frequency: 0.2 },
    { findingId: 'night-sweats', frequency: 0.3 },
    { findingId: 'chronic-diarrhoea', frequency: 0.2 },
    { findingId: 'diarrhoea', frequency: 0.3 },
    { findingId: 'oral-thrush', frequency: 0.25 },
    { findingId: 'lymphadenopathy', frequency: 0.35 },
    { findingId: 'rash', frequency: 0.25 },
    { findingId: 'itching', frequency: 0.2 },
    // Shingles told with HIV is weighed as shingles in its form with HIV (herpes-zoster.ts comesWith).
    { findingId: 'herpes-zoster', frequency: 0.04 },
    { findingId: 'mouth-ulcers', frequency: 0.08 },
    { findingId: 'genital-ulcer', frequency: 0.06 },
    { findingId: 'cough', frequency: 0.3 },
    { findingId: 'chronic-cough', frequency: 0.15 },
    { findingId: 'sexual-risk', frequency: 0.4 },
    { findingId: 'anaemia-lab', frequency: 0.4 },
    { findingId: 'leucopenia-lab', frequency: 0.2 },
    { findingId: 'thrombocytopenia-lab', frequency: 0.1 },
    { findingId: 'syphilis-test-positive-lab', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.05 },
    { findingId: 'sneezing', frequency: 0.03 },
    { findingId: 'anorexia', frequency: 0.3 },
    { findingId: 'malaise', frequency: 0.4 },
    { findingId: 'headache', frequency: 0.2 },
    { findingId: 'pallor', frequency: 0.2 },
  ],
  redFlags: [
    {
      findingIds: [
        'respiratory-distress',
        'hypoxaemia',
        'prostration',
        'confusion',
        'convulsions',
        'hypotension',
      ],
      finding:
        'Seriously ill person with HIV (danger signs: RR >= 30, HR >= 120, unable to walk unaided, temperature >= 39 C)',
      urgency: 'emergency',
      actionRequired:
        'Admit: empirical treatment for bacterial infection and PCP as indicated, rapid TB tests (LAM, Xpert), serum CrAg, and expedited ART once stable.',
      citations: [advancedHiv],
    },
    {
      findingIds: ['neck-stiffness', 'crag-positive-lab'],
      finding: 'Neck stiffness or positive CrAg: cryptococcal meningitis',
      urgency: 'emergency',
      actionRequired: 'Lumbar puncture and induction antifungal therapy; defer ART 4-6 weeks.',
      citations: [cryptoWho],
    },
    {
      findingIds: ['severe-headache'],
      finding: 'Severe headache in a person with HIV',
      urgency: 'urgent',
      actionRequired:
        'Same-day serum CrAg and assessment for meningitis; lumbar puncture if CrAg positive or neck stiffness.',
      citations: [cryptoWho],
    },
    {
      findingIds: ['low-cd4-lab'],
      finding: 'Advanced HIV disease (CD4 < 200 cells/mm3 or WHO stage 3-4)',
      urgency: 'urgent',
      actionRequired:
        'Give the advanced HIV package: TB LAM and Xpert, serum CrAg, cotrimoxazole, TB preventive therapy when TB excluded, rapid ART.',
      citations: [advancedHiv, hivKenya],
    },
  ],
  investigations: [
    {
      test: 'HIV testing algorithm (confirm with the national serial rapid tests)',
      urgency: 'urgent',
      rationale: 'Diagnosis before ART.',
      expectedFindings: 'Reactive on all assays.',
    },
    {
      test: 'CD4 count',
      urgency: 'urgent',
      rationale: 'Identifies advanced HIV disease (CD4 < 200) and need for CrAg screening and prophylaxis.',
      expectedFindings: 'Often < 200 cells/mm3 in late presenters.',
    },
    {
      test: 'TB screening: symptom screen, Xpert MTB/RIF, urine LF-LAM if CD4 < 200 or seriously ill',
      urgency: 'urgent',
      rationale: 'TB is the leading cause of death in advanced HIV.',
      expectedFindings: 'MTB not detected (otherwise treat TB first).',
    },
    {
      test: 'Serum CrAg (CD4 < 200, or < 100 per national guideline)',
      urgency: 'urgent',
      rationale: 'Pre-emptive treatment prevents cryptococcal meningitis.',
      expectedFindings: 'Negative.',
    },
    {
      test: 'Creatinine, hepatitis B surface antigen, syphilis, pregnancy test',
      urgency: 'routine',
      rationale: 'Baseline for tenofovir-based ART and co-infections.',
      expectedFindings: 'Normal creatinine.',
    },
    {
      test: 'Viral load',
      urgency: 'routine',
      rationale: 'At 3 months after ART start, then per national schedule.',
      expectedFindings: '< 50 copies/mL on effective ART.',
    },
  ],
  monitoring: [
    {
      parameter: 'Adherence, weight, opportunistic infection symptoms',
      frequency: 'At 2 weeks, monthly for 3 months, then every 3-6 months when stable',
      alertCriteria: 'Weight loss, new cough, headache, fever',
    },
    {
      parameter: 'Viral load',
      frequency: 'Month 3 after ART start, then every 6-12 months per national guideline',
      alertCriteria: '>= 200 copies/mL: enhanced adherence and repeat',
    },
  ],
  referrals: [
    {
      specialist: 'Comprehensive care (HIV) clinic',
      urgency: 'urgent',
      reason: 'Enrolment, ART initiation and advanced HIV package.',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Take ART every day at the same time for life; undetectable means untransmittable.',
      category: 'adherence',
      importance: 'high',
    },
    {
      recommendation: 'Use condoms; offer testing to partners and children (index testing).',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Eat a balanced diet, avoid alcohol and tobacco, sleep under a bed net.',
      category: 'diet',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Rapid ART initiation (same day when ready, within 7 days) with tenofovir + lamivudine + dolutegravir (TLD) for adults and adolescents; dolutegravir-based regimens for children. Advanced HIV disease package: cotrimoxazole prophylaxis, TB preventive therapy after TB exclusion, CrAg screening with pre-emptive fluconazole if positive, and defer ART in cryptococcal or TB meningitis.',
    supportiveCare: [
      'Cotrimoxazole prophylaxis',
      'TB preventive therapy (isoniazid or 3HP)',
      'Nutritional support',
      'Adherence counselling and psychosocial support',
    ],
    followUpSchedule: 'Review at 2 weeks after ART start, monthly until stable, viral load at 3 months.',
    antibioticsIndicated: false,
    citations: [hivWho, advancedHiv, hivKenya],
  },
  confirmBeforeTreatment: {
    confirmedBy: ['hiv-test-positive', 'known-hiv'],
    test: 'HIV test by the national testing algorithm (serial rapid tests)',
    ifNoTest:
      'Without a confirmed HIV diagnosis no antiretroviral or prophylaxis is started: test today, or refer for testing.',
    ifNegative:
      'HIV test negative: no antiretroviral therapy; retest as the national algorithm says if exposure was recent.',
    youngChild: {
      underAgeYears: 1.5,
      confirmedBy: ['hiv-virological-test-positive'],
      test: 'HIV virological test (NAT/PCR) of the infant: under 18 months an antibody test or the mother\u2019s status does not confirm infection',
      ifNoTest:
        'HIV-exposed infant until a virological test is positive: no antiretroviral treatment yet. Give infant prophylaxis as the national PMTCT guideline says, cotrimoxazole from 6 weeks, and a NAT/PCR at birth or 6 weeks (repeat as the national algorithm says and after breastfeeding ends).',
      citation: {
        sourceId: 'who-hiv-2021',
        section:
          'Chapter 3: infant diagnosis (virological testing under 18 months) and HIV-exposed infant care',
      },
    },
    citation: { sourceId: 'who-hiv-2021', section: 'Chapter 3: HIV diagnosis (testing strategy before ART)' },
  },
  citations: [hivWho, advancedHiv, hivKenya],
} satisfies Condition;

export const regimens = [
  {
    id: 'hiv-infection',
    conditionId: 'hiv-infection',
    population: { minWeightKg: 30 },
    items: [
      {
        medicineId: 'tenofovir-lamivudine-dolutegravir',
        route: 'oral',
        dose: fixed(300, '1 tablet TLD (300/300/50 mg)', 300, 300),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'lifelong',
        indication: 'first-line antiretroviral therapy',
        alternativeIds: [],
        citations: [
          cite('who-hiv-2021', '4.6 Preferred first-line regimen TDF + 3TC + DTG'),
          cite('ke-arv-2022', 'First-line ART for adults and adolescents of 30 kg or more'),
        ],
      },
      {
        medicineId: 'cotrimoxazole',
        route: 'oral',
        dose: fixed(800, '1 double-strength tablet (960 mg)', 800, 800),
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'until immune recovery per national criteria',
        indication: 'prophylaxis of PCP, toxoplasmosis and bacterial infections',
        alternativeIds: [],
        citations: [cite('who-hiv-2021', 'Co-trimoxazole prophylaxis 960 mg daily')],
      },
    ],
    note: 'Screen for TB (and cryptococcal antigen if CD4 below 200) before starting; start ART within 7 days, same day if ready.',
    citations: [cite('who-hiv-2021', '4 Antiretroviral therapy'), cite('ke-arv-2022', 'ART initiation')],
  },
  {
    id: 'hiv-infection-child',
    conditionId: 'hiv-infection',
    population: {},
    items: [
      {
        medicineId: 'abacavir-lamivudine',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 3, maxKg: 6, mg: 120, amount: '1 dispersible tablet ABC/3TC (120/60 mg)' },
            { minKg: 6, maxKg: 10, mg: 180, amount: '1½ dispersible tablets ABC/3TC (120/60 mg)' },
            { minKg: 10, maxKg: 14, mg: 240, amount: '2 dispersible tablets ABC/3TC (120/60 mg)' },
            { minKg: 14, maxKg: 20, mg: 300, amount: '2½ dispersible tablets ABC/3TC (120/60 mg)' },
            { minKg: 20, maxKg: 25, mg: 360, amount: '3 dispersible tablets ABC/3TC (120/60 mg)' },
            { minKg: 25, maxKg: 30, mg: 600, amount: '1 tablet ABC/3TC (600/300 mg)' },
          ],
          maxMgPerDose: 600,
          maxMgPerDay: 600,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'lifelong',
        indication: 'first-line antiretroviral therapy (child)',
        alternativeIds: [],
        citations: [
          cite('who-hiv-2021', 'Annex: simplified weight-band dosing for children, ABC/3TC 120/60 mg'),
        ],
      },
      {
        medicineId: 'dolutegravir',
        route: 'oral',
        dose: {
          kind: 'weight-band',
          bands: [
            { minKg: 3, maxKg: 6, mg: 5, amount: '½ dispersible tablet (10 mg)' },
            { minKg: 6, maxKg: 10, mg: 15, amount: '1½ dispersible tablets (10 mg)' },
            { minKg: 10, maxKg: 14, mg: 20, amount: '2 dispersible tablets (10 mg)' },
            { minKg: 14, maxKg: 20, mg: 25, amount: '2½ dispersible tablets (10 mg)' },
            { minKg: 20, maxKg: 30, mg: 50, amount: '1 film-coated tablet (50 mg)' },
          ],
          maxMgPerDose: 50,
          maxMgPerDay: 50,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'lifelong',
        indication: 'first-line antiretroviral therapy (child)',
        alternativeIds: [],
        citations: [
          cite(
            'who-hiv-2021',
            'Annex: dolutegravir 10 mg dispersible tablet weight bands (from 4 weeks and 3 kg)',
          ),
        ],
      },
      {
        medicineId: 'cotrimoxazole',
        route: 'oral',
        dose: {
          kind: 'age-band',
          bands: [
            { minYears: 0.115, maxYears: 0.5, mg: 100, amount: '2.5 mL of 200/40 mg per 5 mL' },
            {
              minYears: 0.5,
              maxYears: 6,
              mg: 200,
              amount: '5 mL of 200/40 mg per 5 mL or ½ tablet (400/80 mg)',
            },
            { minYears: 6, maxYears: 14, mg: 400, amount: '1 tablet (400/80 mg)' },
            { minYears: 14, maxYears: 200, mg: 800, amount: '1 double-strength tablet (800/160 mg)' },
          ],
          maxMgPerDose: 800,
          maxMgPerDay: 800,
        },
        frequency: 'once daily',
        dosesPerDay: 1,
        duration: 'per national criteria',
        indication: 'co-trimoxazole prophylaxis',
        alternativeIds: [],
        citations: [cite('who-hiv-2021', 'Co-trimoxazole prophylaxis doses by age')],
      },
    ],
    note: 'Children of 30 kg or more take TLD. Screen for TB; support adherence with the caregiver.',
    citations: [
      cite('who-hiv-2021', '4.6 First-line regimens for infants and children'),
      cite('ke-arv-2022', 'Paediatric ART'),
    ],
  },
] satisfies readonly Regimen[];
