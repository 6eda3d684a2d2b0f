import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicalScope } from '../../../clinical/knowledge/scope';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Cases written apart from the development vignettes, in other words and languages (English lay and
 * clinical wording, Swahili, French), sent over HTTP as a clinic would send them. They guard the engine's
 * generalisation: the expected condition in the top three, and the emergency alert when one is due.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp('sqlite', { now: () => Date.parse('2026-06-15T09:00:00Z') });
});
afterAll(async () => testApp.close());

const codesOf = (conditionId: string) => clinicalScope.find((entry) => entry.id === conditionId)?.icd10 ?? [];
const compact = (code: string) => code.replace(/\./g, '').toUpperCase();

const cases: Array<[string, string, boolean, unknown]> = [
  [
    'Swahili: homa na baridi, kichwa, viungo, mRDT positive',
    'malaria-uncomplicated',
    false,
    {
      symptoms: ['homa na baridi kwa siku tatu', 'kichwa kinauma', 'viungo vinauma'],
      patientProfile: {
        age: 32,
        gender: 'female',
        pregnant: false,
        country: 'TZ',
        vitals: { temperatureC: 38.6 },
      },
      labResults: [{ testType: 'mRDT', result: 'Pos' }],
    },
  ],
  [
    'French: fièvre persistante 10 jours, douleurs abdominales, constipation',
    'typhoid-fever',
    false,
    {
      symptoms: [
        'fièvre persistante depuis 10 jours',
        'douleurs abdominales',
        'constipation',
        'maux de tête',
      ],
      patientProfile: {
        age: 25,
        gender: 'male',
        country: 'Cameroon',
        vitals: { temperatureC: 39.2, heartRate: 88 },
      },
    },
  ],
  [
    'rice-water stools with shock',
    'cholera',
    true,
    {
      symptoms: [
        'sudden onset of profuse painless watery stool, looks like rice water',
        'vomiting',
        'leg cramps',
      ],
      patientProfile: {
        age: 40,
        gender: 'male',
        country: 'MW',
        vitals: { heartRate: 128, systolicBP: 80, diastolicBP: 50 },
      },
    },
  ],
  [
    'cough over a month with haemoptysis and night sweats',
    'pulmonary-tuberculosis',
    false,
    {
      symptoms: ['productive cough for over a month', 'coughing up blood', 'night sweats', 'lost 6 kg'],
      patientProfile: { age: 35, gender: 'male', country: 'ZA' },
    },
  ],
  [
    'toddler with cough and fast breathing',
    'pneumonia-child',
    false,
    {
      symptoms: ['cough and fast breathing for 2 days', 'fever'],
      patientProfile: {
        age: 1.5,
        weight: 10,
        country: 'UG',
        vitals: { respiratoryRate: 48, temperatureC: 38.5, spo2: 94 },
      },
    },
  ],
  [
    'headache, stiff neck, fever, photophobia',
    'bacterial-meningitis',
    true,
    {
      symptoms: ['severe headache', 'stiff neck', 'fever', 'vomiting', 'photophobia'],
      patientProfile: { age: 22, gender: 'female', country: 'NG', vitals: { temperatureC: 39.5 } },
    },
  ],
  [
    'Swahili: kuungua wakati wa kukojoa',
    'cystitis',
    false,
    {
      symptoms: ['kuungua wakati wa kukojoa', 'kukojoa mara kwa mara'],
      patientProfile: { age: 30, gender: 'female', pregnant: false, country: 'KE' },
    },
  ],
  [
    'thirst, polyuria, fasting sugar 9.8',
    'type-2-diabetes',
    false,
    {
      symptoms: ['always thirsty', 'passing a lot of urine especially at night', 'tired', 'blurred vision'],
      patientProfile: { age: 55, gender: 'male', weight: 92, country: 'KE' },
      labResults: [{ testType: 'Fasting blood sugar', result: '9.8 mmol/L' }],
    },
  ],
  [
    'headaches with BP 168/102',
    'hypertension',
    false,
    {
      symptoms: ['occasional headaches', 'no other complaints'],
      patientProfile: {
        age: 50,
        gender: 'female',
        country: 'GH',
        vitals: { systolicBP: 168, diastolicBP: 102 },
      },
    },
  ],
  [
    'sudden hemiparesis, slurred speech, facial droop',
    'stroke',
    true,
    {
      symptoms: ['sudden weakness of the right arm and leg', 'slurred speech', 'face drooping'],
      patientProfile: {
        age: 70,
        gender: 'male',
        medicalHistory: ['hypertension'],
        vitals: { systolicBP: 190, diastolicBP: 110 },
      },
    },
  ],
  [
    'known asthmatic, wheeze, SpO2 91%',
    'asthma-exacerbation',
    false,
    {
      symptoms: [
        'wheezing',
        'shortness of breath',
        'chest tightness',
        'known asthmatic, inhaler not helping',
      ],
      patientProfile: { age: 19, vitals: { respiratoryRate: 30, spo2: 91 } },
    },
  ],
  [
    'periumbilical pain moving to the right iliac fossa',
    'acute-appendicitis',
    true,
    {
      symptoms: [
        'pain started around the navel and moved to the right lower abdomen',
        'loss of appetite',
        'vomiting once',
        'low grade fever',
      ],
      patientProfile: { age: 15, gender: 'male' },
    },
  ],
  [
    '34 weeks pregnant, headache, blurred vision, BP 165/112',
    'pre-eclampsia-eclampsia',
    true,
    {
      symptoms: ['severe headache', 'blurred vision', 'swelling of face and hands'],
      patientProfile: {
        age: 24,
        gender: 'female',
        pregnant: true,
        medicalHistory: ['34 weeks pregnant, first pregnancy'],
        vitals: { systolicBP: 165, diastolicBP: 112 },
      },
    },
  ],
  [
    'fever, red eyes, coryza, rash spreading down from the face',
    'measles',
    false,
    {
      symptoms: [
        'fever for 4 days',
        'red eyes',
        'runny nose',
        'rash starting on the face spreading down',
        'cough',
      ],
      patientProfile: { age: 2, weight: 11, country: 'ET' },
    },
  ],
  [
    'MUAC 108 mm with oedema of both feet',
    'severe-acute-malnutrition',
    true,
    {
      symptoms: ['very thin', 'swelling of both feet', 'poor appetite'],
      patientProfile: { age: 1.2, weight: 6.1, vitals: { muacMm: 108 } },
    },
  ],
  [
    'known sickle cell disease with severe limb pain',
    'sickle-cell-crisis',
    true,
    {
      symptoms: ['severe pain in the legs and back', 'known sickle cell disease', 'fever'],
      patientProfile: { age: 9, vitals: { temperatureC: 38.2 } },
    },
  ],
  [
    'epigastric burning when hungry, NSAID use',
    'peptic-ulcer-dyspepsia',
    false,
    {
      symptoms: ['burning pain in the upper abdomen, worse when hungry', 'bloating', 'takes ibuprofen often'],
      patientProfile: { age: 45, gender: 'male' },
    },
  ],
  [
    'weight loss, recurrent oral thrush, chronic diarrhoea',
    'hiv-infection',
    false,
    {
      symptoms: ['weight loss over 3 months', 'recurrent oral thrush', 'chronic diarrhoea'],
      patientProfile: { age: 33, gender: 'female', country: 'ZW' },
    },
  ],
  [
    'Swahili: kuhara maji, kutapika, in a 3-year-old',
    'acute-gastroenteritis',
    false,
    {
      symptoms: ['kuhara maji mara tano leo', 'kutapika'],
      patientProfile: { age: 3, weight: 13, country: 'KE' },
    },
  ],
  [
    'snake bite with leg swelling and bleeding gums',
    'snakebite-envenoming',
    true,
    {
      symptoms: [
        'bitten by a snake on the foot 2 hours ago',
        'swelling of the leg',
        'bleeding from the gums',
      ],
      patientProfile: { age: 28 },
    },
  ],
  [
    'tired and pale with heavy periods, Hb 8.9',
    'iron-deficiency-anaemia',
    false,
    {
      symptoms: ['tiredness', 'palpitations on exertion', 'pale', 'heavy periods'],
      patientProfile: { age: 29, gender: 'female' },
      labResults: [{ testType: 'Hb', result: '8.9 g/dL' }],
    },
  ],
  [
    'vomiting, deep breathing, glucose 28, ketones +++',
    'diabetic-ketoacidosis',
    true,
    {
      symptoms: ['vomiting', 'abdominal pain', 'deep rapid breathing', 'very thirsty', 'drowsy'],
      patientProfile: { age: 14, gender: 'female' },
      labResults: [
        { testType: 'RBS', result: '28 mmol/L' },
        { testType: 'urine ketones', result: '+++' },
      ],
    },
  ],
];

describe('paraphrased cases over POST /api/ai-diagnosis', () => {
  it.each(cases)('%s: %s in the top three', async (_name, conditionId, isEmergency, request) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/ai-diagnosis',
      payload: request as object,
    });
    expect(response.statusCode).toBe(200);
    const { diagnosis } = response.json();
    const topCodes = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses]
      .slice(0, 3)
      .map((entry: { icd10: string }) => compact(entry.icd10));
    expect(
      topCodes.some((code: string) =>
        codesOf(conditionId).some((expected) => code.startsWith(compact(expected))),
      ),
    ).toBe(true);
    if (isEmergency) expect(diagnosis.emergencyAlert).toBe(true);
  });
});
