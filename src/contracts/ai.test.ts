import { describe, expect, it } from 'vitest';
import {
  aiDiagnosisRequestSchema,
  aiPrescriptionRequestSchema,
  diagnosisSchema,
  patientProfileSchema,
} from './ai';

const issuesOf = (body: unknown) =>
  aiDiagnosisRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('AI diagnosis request: both spec forms, read liberally', () => {
  it('reads the assistant form: symptom texts, age and gender at the top level', () => {
    const parsed = aiDiagnosisRequestSchema.parse({
      symptoms: ['fever', 'cough'],
      patientAge: '34',
      patientGender: 'Female',
      medicalHistory: 'hypertension, asthma',
    });
    expect(parsed).toMatchObject({
      symptoms: ['fever', 'cough'],
      patientAge: 34,
      patientGender: 'female',
      medicalHistory: ['hypertension', 'asthma'],
    });
  });

  it('reads the workflow form with a full profile, vitals given as numeric strings, and lab results', () => {
    const parsed = aiDiagnosisRequestSchema.parse({
      symptoms: [
        { symptom: 'Fever with chills', severity: 'moderate', duration: '3 days', frequency: 'intermittent' },
      ],
      patientProfile: {
        age: 0.92,
        gender: 'male',
        weight: '8.4',
        allergies: 'penicillin; sulfa',
        country: 'KE',
        pregnant: 'no',
        vitals: { temperatureC: '38.9', respiratoryRate: 52, muacMm: 128 },
      },
      labResults: [{ testType: 'Malaria RDT', result: 'Positive', normalRange: 'Negative' }],
    });
    expect(parsed.patientProfile).toMatchObject({
      age: 0.92,
      weight: 8.4,
      allergies: ['penicillin', 'sulfa'],
      pregnant: false,
      vitals: { temperatureC: 38.9, respiratoryRate: 52, muacMm: 128 },
    });
    expect(parsed.labResults).toHaveLength(1);
  });

  it('reads all three symptom shapes into one: workflow, country-context and dashboard', () => {
    const parsed = aiDiagnosisRequestSchema.parse({
      symptoms: [
        { symptom: 'Headache', severity: 'mild' },
        {
          description: 'Neck stiffness',
          onset: 'sudden',
          frequency: 'constant',
          severity: 'severe',
          duration: '1 day',
          triggers: ['light'],
          associatedSymptoms: ['vomiting'],
        },
        {
          symptom: 'Fever',
          severity: 'moderate',
          duration: '2 days',
          frequency: 'constant',
          triggers: [],
          associated_symptoms: ['rash', 'confusion'],
        },
      ],
    });
    expect(parsed.symptoms).toEqual([
      { symptom: 'Headache', severity: 'mild', associatedSymptoms: [] },
      {
        symptom: 'Neck stiffness',
        onset: 'sudden',
        frequency: 'constant',
        severity: 'severe',
        duration: '1 day',
        triggers: ['light'],
        associatedSymptoms: ['vomiting'],
      },
      {
        symptom: 'Fever',
        severity: 'moderate',
        duration: '2 days',
        frequency: 'constant',
        triggers: [],
        associatedSymptoms: ['rash', 'confusion'],
      },
    ]);
  });

  it('maps a 1-10 severity score to mild, moderate or severe (spec section 9)', () => {
    const parsed = aiDiagnosisRequestSchema.parse({
      symptoms: [
        { symptom: 'pain', severity: 2 },
        { symptom: 'pain', severity: '5' },
        { symptom: 'pain', severity: 9 },
      ],
    });
    expect(
      parsed.symptoms.map((symptom) => (typeof symptom === 'string' ? symptom : symptom.severity)),
    ).toEqual(['mild', 'moderate', 'severe']);
  });

  it('accepts Swahili and French words for sex, and one symptom string as a list of one', () => {
    expect(
      aiDiagnosisRequestSchema.parse({ symptoms: 'homa na kikohozi', patientGender: 'mwanamke' }),
    ).toMatchObject({ symptoms: ['homa na kikohozi'], patientGender: 'female' });
    expect(patientProfileSchema.parse({ gender: 'Homme' }).gender).toBe('male');
  });

  it('treats null and empty fields as not given', () => {
    expect(
      aiDiagnosisRequestSchema.parse({
        symptoms: ['cough', ''],
        patientAge: null,
        patientProfile: { weight: '', allergies: '' },
      }),
    ).toMatchObject({ symptoms: ['cough'], patientProfile: {} });
  });
});

describe('AI diagnosis request: strict in limits', () => {
  it.each<[string, unknown, string]>([
    ['no symptoms at all', { symptoms: [] }, 'Please add at least one symptom'],
    [
      'a symptom object without text',
      { symptoms: [{ severity: 'mild' }] },
      'Symptom description is required',
    ],
    [
      'more than 50 symptoms',
      { symptoms: Array.from({ length: 51 }, (_, index) => `symptom ${index}`) },
      'At most 50 symptoms per request',
    ],
    [
      'a symptom longer than 500 characters',
      { symptoms: ['a'.repeat(501)] },
      'Keep each symptom under 500 characters',
    ],
    [
      'an age of 130 years',
      { symptoms: ['cough'], patientAge: 130 },
      'Age (years) must be between 0 and 120',
    ],
    [
      'a temperature of 50 °C',
      { symptoms: ['fever'], patientProfile: { vitals: { temperatureC: 50 } } },
      'Temperature (°C) must be between 25 and 45',
    ],
    [
      'a weight that is not a number',
      { symptoms: ['fever'], patientProfile: { weight: 'heavy' } },
      'Weight (kg) must be a number',
    ],
    [
      'an unknown severity',
      { symptoms: [{ symptom: 'pain', severity: 'unbearable' }] },
      'Severity must be mild, moderate or severe',
    ],
    [
      'an unknown gender',
      { symptoms: ['pain'], patientGender: 'x' },
      'Gender must be male, female, other or unknown',
    ],
    [
      'more than 20,000 characters of text in all',
      { symptoms: Array.from({ length: 45 }, () => 'b'.repeat(450)) },
      'Too much text in one request: keep it under 20000 characters',
    ],
    [
      '31 allergies',
      {
        symptoms: ['rash'],
        patientProfile: { allergies: Array.from({ length: 31 }, (_, index) => `drug ${index}`) },
      },
      'At most 30 entries',
    ],
    [
      'a heart rate of 400/min',
      { symptoms: ['palpitations'], patientProfile: { vitals: { heartRate: 400 } } },
      'Heart rate must be between 20 and 350',
    ],
  ])('refuses %s', (_name, body, message) => {
    expect(issuesOf(body)).toContain(message);
  });

  it('accepts the heart rate of an infant in supraventricular tachycardia (up to 300/min and more)', () => {
    expect(
      issuesOf({ symptoms: ['fast breathing'], patientProfile: { vitals: { heartRate: 300 } } }),
    ).toEqual([]);
  });
});

describe('AI diagnosis request: a key it does not know is refused, never dropped', () => {
  it('refuses a temperature sent as `temperature` and a weight as `weightKg`, naming the keys it knows', () => {
    const issues = issuesOf({
      symptoms: ['fever for two days'],
      patientProfile: { age: 3, weightKg: 12, vitals: { temperature: 39.5, heartRate: 150 } },
    });
    expect(issues).toEqual([
      expect.stringMatching(/^Unknown vital sign 'temperature': use temperatureC, heartRate/),
      expect.stringMatching(/^Unknown patient profile field 'weightKg': use age, ageDays, gender, weight,/),
    ]);
  });

  it('reads the same values under the names it knows', () => {
    const parsed = aiDiagnosisRequestSchema.parse({
      symptoms: ['fever for two days'],
      patientProfile: { age: 3, weight: 12, vitals: { temperatureC: 39.5, heartRate: 150 } },
    });
    expect(parsed.patientProfile).toMatchObject({
      weight: 12,
      vitals: { temperatureC: 39.5, heartRate: 150 },
    });
  });
});

describe('AI prescription request: the diagnosis as a name, a code or the diagnosis answer', () => {
  it.each<[string, unknown]>([
    ['a condition name', 'Malaria'],
    ['an ICD-10 code', 'B50.9'],
    [
      'the diagnosis object',
      {
        primaryDiagnosis: { condition: 'Malaria, uncomplicated', icd10: 'B50.9', urgency: 'urgent' },
        emergencyAlert: false,
      },
    ],
    [
      'the whole diagnosis answer',
      { diagnosis: { primaryDiagnosis: { condition: 'Malaria, uncomplicated', icd10: 'B50.9' } } },
    ],
  ])('accepts %s', (_name, diagnosis) => {
    expect(aiPrescriptionRequestSchema.safeParse({ diagnosis, patientProfile: { age: 30 } }).success).toBe(
      true,
    );
  });

  it('accepts a prescription request without symptoms, or with an empty list of them', () => {
    expect(aiPrescriptionRequestSchema.parse({ diagnosis: 'malaria', symptoms: [] }).symptoms).toEqual([]);
  });
});

describe('AI diagnosis answer', () => {
  it('refuses a probability above 100 %', () => {
    const answer = {
      disclaimer: 'd',
      primaryDiagnosis: {
        condition: 'Malaria',
        icd10: 'B50.9',
        probability: 101,
        confidence: 'high',
        urgency: 'urgent',
      },
      differentialDiagnoses: [],
      redFlags: [],
      triage: { urgency: 'urgent', reasons: [] },
      nextQuestions: [],
      emergencyAlert: false,
      message: 'm',
      emergencyActions: [],
    };
    expect(diagnosisSchema.safeParse(answer).success).toBe(false);
    expect(
      diagnosisSchema.safeParse({
        ...answer,
        primaryDiagnosis: { ...answer.primaryDiagnosis, probability: 60 },
      }).success,
    ).toBe(true);
  });
});
