import type { Condition, Regimen } from '../../types';
import { fixed } from '../../dose-rules';
import { bnf, bnfc } from '../../regimens-shared/citations';
import { paracetamol } from '../../regimens-shared/pain-and-fever';

export const condition = {
  id: 'varicella',
  name: 'Varicella (chickenpox)',
  icd10: ['B01.9', 'B01'],
  icd11: '1E90',
  urgency: 'routine',
  prior: {
    baseline: 0.004,
    byAge: [
      { maxYears: 15, multiplier: 2 },
      { minYears: 15, multiplier: 0.35 },
    ],
    citations: [{ sourceId: 'za-phc-stg-2020', section: 'Infections: Chickenpox (varicella)' }],
  },
  findings: [
    { findingId: 'vesicular-rash', frequency: 0.95 },
    { findingId: 'vesicles-different-stages', frequency: 0.9 },
    { findingId: 'rash', frequency: 0.98 },
    { findingId: 'itching', frequency: 0.85 },
    { findingId: 'fever', frequency: 0.75 },
    { findingId: 'malaise', frequency: 0.6 },
    { findingId: 'anorexia', frequency: 0.4 },
    { findingId: 'headache', frequency: 0.35 },
    { findingId: 'maculopapular-rash', frequency: 0.4 },
    { findingId: 'sick-contacts', frequency: 0.6 },
    { findingId: 'runny-nose', frequency: 0.25 },
    { findingId: 'cough', frequency: 0.2 },
    { findingId: 'shortness-of-breath', frequency: 0.05 },
    { findingId: 'tachypnoea', frequency: 0.08 },
    { findingId: 'hypoxaemia', frequency: 0.03 },
    { findingId: 'tachycardia', frequency: 0.3 },
    { findingId: 'umbilicated-pustules', frequency: 0.02 },
    { findingId: 'rash-palms-soles', frequency: 0.002 },
    { findingId: 'lymphadenopathy', frequency: 0.1 },
    { findingId: 'petechial-rash', frequency: 0.003 },
    { findingId: 'red-hot-swollen-skin', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['hypoxaemia', 'respiratory-distress'],
      finding: 'Hypoxaemia or respiratory distress with chickenpox: varicella pneumonia',
      urgency: 'emergency',
      actionRequired: 'Give oxygen, start IV aciclovir and refer for admission.',
      citations: [
        {
          sourceId: 'za-hospital-adult-stg-2019',
          section: 'Infections: Varicella (chickenpox) complications',
        },
      ],
    },
    {
      findingIds: ['confusion', 'convulsions', 'neck-stiffness'],
      finding: 'Confusion, fits or neck stiffness: varicella encephalitis or meningitis',
      urgency: 'emergency',
      actionRequired: 'Admit, start IV aciclovir, assess for other causes of encephalitis.',
      citations: [
        {
          sourceId: 'za-hospital-adult-stg-2019',
          section: 'Infections: Varicella (chickenpox) complications',
        },
      ],
    },
    {
      findingIds: ['red-hot-swollen-skin', 'fluctuant-swelling', 'petechial-rash', 'bleeding-mucosal'],
      finding: 'Infected or haemorrhagic lesions (secondary streptococcal or staphylococcal infection)',
      urgency: 'urgent',
      actionRequired: 'Start an antistaphylococcal antibiotic; refer if spreading fast or bleeding.',
      citations: [{ sourceId: 'za-phc-stg-2020', section: 'Infections: Chickenpox (varicella)' }],
    },
  ],
  investigations: [
    {
      test: 'Clinical diagnosis',
      urgency: 'routine',
      rationale:
        'Crops of itchy vesicles at different stages, starting on the trunk, are typical; PCR of vesicle fluid only when unsure (e.g. mpox).',
      expectedFindings: 'Vesicles on a red base, papules and crusts together.',
    },
  ],
  monitoring: [
    {
      parameter: 'Breathing, alertness, skin infection',
      frequency: 'Daily by the carer; review if worse',
      alertCriteria: 'Fast breathing, drowsiness, spreading redness or bleeding into spots',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital',
      urgency: 'emergency',
      reason:
        'Pneumonia, encephalitis, haemorrhagic varicella or severe illness in an immunosuppressed person.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Stay home from school or work until all spots have crusted (about 5 days after the rash starts).',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Keep away from pregnant women, newborns and people with weak immunity.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Cut nails short and bathe daily to reduce scratching and infection.',
      category: 'hygiene',
      importance: 'medium',
    },
    {
      recommendation:
        'Do not give aspirin (Reye syndrome) and avoid ibuprofen (severe skin infection); use paracetamol.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Healthy children: symptomatic care. Oral aciclovir within 24 hours of rash onset for adolescents and adults, and for pregnant or immunosuppressed patients; IV aciclovir for complications or severe disease.',
    supportiveCare: [
      'Paracetamol for fever',
      'Calamine lotion and an oral antihistamine for itching',
      'Fluids',
    ],
    followUpSchedule:
      'Review if new fever after initial improvement, breathing difficulty or infected spots.',
    antibioticsIndicated: false,
    citations: [
      { sourceId: 'za-phc-stg-2020', section: 'Infections: Chickenpox (varicella)' },
      { sourceId: 'ug-clinical-guidelines-2023', section: 'Infectious diseases: Chickenpox' },
    ],
  },
  citations: [
    { sourceId: 'za-phc-stg-2020', section: 'Infections: Chickenpox (varicella)' },
    { sourceId: 'ug-clinical-guidelines-2023', section: 'Infectious diseases: Chickenpox' },
  ],
} satisfies Condition;

export const regimens = [
  {
    id: 'varicella-adult',
    conditionId: 'varicella',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'acyclovir',
        route: 'oral',
        dose: fixed(800, '2 tablets of 400 mg', 800, 4000),
        frequency: '5 times daily',
        dosesPerDay: 5,
        duration: '7 days (start within 24 hours of the rash)',
        indication: 'chickenpox in an adolescent or adult',
        alternativeIds: [],
        citations: [bnf('Aciclovir: chickenpox 800 mg 5 times daily for 7 days')],
      },
      paracetamol('fever and discomfort'),
    ],
    note: 'No aspirin. Pregnant women, neonates and the immunocompromised: urgent specialist review (IV aciclovir).',
    citations: [bnf('Aciclovir: varicella-zoster infection')],
  },
  {
    id: 'varicella',
    conditionId: 'varicella',
    population: {},
    items: [paracetamol('fever and discomfort')],
    note: 'Healthy children: no antiviral and no aspirin or ibuprofen; calamine lotion for itching, keep nails short; antibiotics only for secondary bacterial infection.',
    citations: [bnfc('Chickenpox: symptomatic treatment')],
  },
] satisfies readonly Regimen[];
