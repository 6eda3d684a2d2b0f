import { describe, expect, it } from 'vitest';
import { createEngine } from '../../engine';
import type { ClinicalInput } from '../../engine/types';
import { loadKnowledge } from '../load-knowledge';
import { clinicalScope } from '../scope';

/*
 * Conditions 116-156 of clinical-scope.md as short clinical cases written from the guidelines' typical
 * presentations: each must rank its condition within the first three.
 */
const engine = createEngine();
const knowledge = loadKnowledge();
const now = new Date('2026-11-22T10:00:00Z');

const cases: [string, ClinicalInput][] = [
  [
    'plague',
    {
      symptoms: ['fever for 2 days', 'very painful swollen gland in the groin', 'headache', 'chills'],
      patient: { age: 24, gender: 'male', country: 'UG', medicalHistory: ['dead rats in the house'] },
    },
  ],
  [
    'anthrax',
    {
      symptoms: ['painless black scab on the forearm with swelling around it', 'itching'],
      patient: {
        age: 35,
        gender: 'male',
        country: 'KE',
        medicalHistory: ['skinned a cow that died suddenly'],
      },
    },
  ],
  [
    'acute-pancreatitis',
    {
      symptoms: ['severe epigastric pain radiating to the back', 'vomiting', 'nausea'],
      patient: { age: 45, gender: 'male', country: 'KE', medicalHistory: ['heavy drinker'] },
    },
  ],
  [
    'gallstone-disease',
    {
      symptoms: ['right upper abdominal pain after fatty meals', 'nausea', 'murphy sign positive'],
      patient: { age: 44, gender: 'female', country: 'KE' },
    },
  ],
  [
    'intestinal-obstruction-hernia',
    {
      symptoms: [
        'colicky abdominal pain',
        'vomiting',
        'abdominal distension',
        'not passing stool or flatus for 2 days',
      ],
      patient: { age: 60, gender: 'male', country: 'ET' },
    },
  ],
  [
    'intestinal-obstruction-hernia',
    {
      symptoms: ['painful groin swelling that cannot be pushed back', 'vomiting'],
      patient: { age: 50, gender: 'male', country: 'KE' },
    },
  ],
  [
    'liver-cirrhosis',
    {
      symptoms: ['swollen abdomen', 'yellow eyes', 'swollen legs', 'weight loss'],
      patient: { age: 50, gender: 'male', country: 'KE', medicalHistory: ['alcoholic'] },
    },
  ],
  [
    'renal-colic',
    {
      symptoms: ['severe colicky pain from the loin to the groin', 'blood in urine', 'vomiting'],
      patient: { age: 38, gender: 'male', country: 'KE' },
    },
  ],
  [
    'bph-urinary-retention',
    {
      symptoms: [
        'unable to pass urine since morning',
        'lower abdominal pain',
        'weak urine stream for months',
        'nocturia',
      ],
      patient: { age: 70, gender: 'male', country: 'KE' },
    },
  ],
  [
    'bph-urinary-retention',
    {
      symptoms: ['weak urine stream', 'hesitancy', 'nocturia', 'frequency'],
      patient: { age: 66, gender: 'male', country: 'KE' },
    },
  ],
  [
    'dvt-pulmonary-embolism',
    {
      symptoms: ['painful swollen calf', 'left leg swollen and painful'],
      patient: { age: 34, gender: 'female', country: 'KE', medicalHistory: ['recent caesarean section'] },
    },
  ],
  [
    'dvt-pulmonary-embolism',
    {
      symptoms: ['sudden shortness of breath', 'pleuritic chest pain', 'swollen calf'],
      patient: {
        age: 55,
        gender: 'male',
        country: 'KE',
        medicalHistory: ['bedridden after surgery'],
        vitals: { heartRate: 118, respiratoryRate: 28, spo2: 89 },
      },
    },
  ],
  [
    'arrhythmia-atrial-fibrillation',
    {
      symptoms: ['palpitations', 'irregular pulse', 'shortness of breath on exertion'],
      patient: { age: 68, gender: 'female', country: 'KE', vitals: { heartRate: 132 } },
    },
  ],
  [
    'pericarditis-effusion',
    {
      symptoms: [
        'chest pain better leaning forward',
        'shortness of breath',
        'fever',
        'night sweats',
        'muffled heart sounds',
        'raised jvp',
      ],
      patient: { age: 32, gender: 'male', country: 'KE', medicalHistory: ['hiv positive'] },
    },
  ],
  [
    'cardiomyopathy',
    {
      symptoms: ['shortness of breath', 'cannot lie flat', 'swollen legs', 'postpartum'],
      patient: { age: 28, gender: 'female', country: 'NG' },
    },
  ],
  [
    'delirium-dementia',
    {
      symptoms: ['forgetful for a year', 'gets lost in familiar places', 'memory loss'],
      patient: { age: 78, gender: 'female', country: 'KE' },
    },
  ],
  [
    'delirium-dementia',
    {
      symptoms: ['sudden confusion since yesterday', 'fluctuating confusion', 'fever', 'burning urination'],
      patient: { age: 82, gender: 'male', country: 'KE' },
    },
  ],
  [
    'onchocerciasis',
    {
      symptoms: ['chronic itching of the skin', 'nodules over the hips', 'leopard skin on the shins'],
      patient: {
        age: 40,
        gender: 'male',
        country: 'NG',
        medicalHistory: ['lives near a fast flowing river'],
      },
    },
  ],
  [
    'lymphatic-filariasis',
    {
      symptoms: [
        'chronic swelling of one leg for years',
        'thickened skin of the leg with swelling',
        'hydrocele',
      ],
      patient: { age: 45, gender: 'male', country: 'TZ' },
    },
  ],
  [
    'human-african-trypanosomiasis',
    {
      symptoms: ['fever', 'headache', 'sleeps during the day', 'swollen glands in the neck'],
      patient: { age: 30, gender: 'male', country: 'MW', medicalHistory: ['bitten by tsetse flies'] },
    },
  ],
  [
    'leptospirosis',
    {
      symptoms: [
        'high fever',
        'severe muscle pains in the calves',
        'red eyes without discharge',
        'yellow eyes',
        'passing little urine',
      ],
      patient: { age: 32, gender: 'male', country: 'KE', medicalHistory: ['waded through flood water'] },
      labResults: [{ testType: 'malaria rdt', result: 'negative' }],
    },
  ],
  [
    'rickettsial-fever',
    {
      symptoms: ['fever', 'headache', 'black scab on the leg', 'rash', 'muscle aches'],
      patient: { age: 35, gender: 'female', country: 'ZA', medicalHistory: ['game drive last week'] },
    },
  ],
  [
    'acute-bronchitis',
    {
      symptoms: ['cough for 10 days', 'productive cough', 'mild chest tightness', 'runny nose'],
      patient: {
        age: 30,
        gender: 'female',
        country: 'KE',
        vitals: { temperatureC: 37.2, respiratoryRate: 16, spo2: 98 },
      },
    },
  ],
  [
    'pleural-effusion-empyema',
    {
      symptoms: [
        'shortness of breath',
        'dry cough',
        'night sweats',
        'weight loss',
        'stony dullness',
        'reduced breath sounds on the right',
      ],
      patient: { age: 28, gender: 'male', country: 'KE', medicalHistory: ['hiv positive'] },
    },
  ],
  [
    'osteomyelitis-septic-arthritis',
    {
      symptoms: ['fever', 'painful swollen knee', 'refuses to bear weight', 'hot swollen knee'],
      patient: { age: 7, gender: 'male', country: 'KE' },
    },
  ],
  [
    'osteomyelitis-septic-arthritis',
    {
      symptoms: ['fever', 'severe pain in the leg', 'bone tenderness over the tibia'],
      patient: { age: 9, gender: 'male', country: 'UG', medicalHistory: ['sickle cell disease'] },
    },
  ],
  [
    'dental-abscess-caries',
    {
      symptoms: ['toothache', 'swollen cheek', 'fever'],
      patient: { age: 26, gender: 'female', country: 'KE' },
    },
  ],
  [
    'otitis-externa-csom',
    {
      symptoms: ['ear discharge for months', 'reduced hearing'],
      patient: { age: 8, gender: 'female', country: 'KE' },
    },
  ],
  [
    'otitis-externa-csom',
    {
      symptoms: ['ear pain', 'itchy ear canal', 'pain on pulling the ear'],
      patient: { age: 25, gender: 'male', country: 'KE', medicalHistory: ['swims in the lake'] },
    },
  ],
  [
    'hyperthyroidism-goitre',
    {
      symptoms: ['weight loss', 'palpitations', 'heat intolerance', 'tremor', 'neck swelling'],
      patient: { age: 32, gender: 'female', country: 'KE', vitals: { heartRate: 118 } },
    },
  ],
  [
    'hypothyroidism',
    {
      symptoms: ['tiredness', 'weight gain', 'always feels cold', 'constipation', 'dry skin'],
      patient: { age: 50, gender: 'female', country: 'KE', vitals: { heartRate: 56 } },
    },
  ],
  [
    'type-1-diabetes',
    {
      symptoms: ['passing a lot of urine', 'always thirsty', 'weight loss'],
      patient: { age: 12, gender: 'male', country: 'KE' },
      labResults: [{ testType: 'random blood glucose', result: '19 mmol/L' }],
    },
  ],
  [
    'kaposi-sarcoma',
    {
      symptoms: ['purple patches on the skin', 'purple lesion on the palate', 'swollen legs'],
      patient: { age: 34, gender: 'male', country: 'UG', medicalHistory: ['hiv positive'] },
    },
  ],
  [
    'psychosis',
    {
      symptoms: ['hearing voices', 'believes people are after him', 'talking to himself', 'not sleeping'],
      patient: { age: 24, gender: 'male', country: 'KE' },
    },
  ],
  [
    'bipolar-mania',
    {
      symptoms: [
        'overactive',
        'talking too much and fast',
        'reduced need for sleep',
        'spending money recklessly',
        'grandiose',
      ],
      patient: { age: 29, gender: 'female', country: 'KE' },
    },
  ],
  [
    'anxiety-panic',
    {
      symptoms: ['panic attacks', 'racing heart', 'fear of dying during the attack', 'worries all the time'],
      patient: { age: 31, gender: 'female', country: 'KE' },
    },
  ],
  [
    'cervical-cancer',
    {
      symptoms: [
        'bleeding after sex',
        'foul smelling vaginal discharge',
        'lower abdominal pain',
        'weight loss',
      ],
      patient: { age: 45, gender: 'female', country: 'MW', medicalHistory: ['hiv positive'] },
    },
  ],
  [
    'breast-cancer',
    {
      symptoms: ['hard lump in the breast', 'nipple retraction', 'lump in the armpit'],
      patient: { age: 48, gender: 'female', country: 'KE' },
    },
  ],
  [
    'prostate-cancer',
    {
      symptoms: ['weak urine stream', 'back pain', 'bone pain', 'weight loss'],
      patient: { age: 72, gender: 'male', country: 'KE' },
      labResults: [{ testType: 'PSA', result: 'raised psa' }],
    },
  ],
  [
    'liver-cancer',
    {
      symptoms: ['right upper abdominal pain', 'mass in the abdomen', 'weight loss', 'swollen abdomen'],
      patient: { age: 42, gender: 'male', country: 'KE', medicalHistory: ['hepatitis b positive'] },
    },
  ],
  [
    'oesophageal-cancer',
    {
      symptoms: ['progressive dysphagia', 'can only take liquids', 'weight loss'],
      patient: { age: 62, gender: 'male', country: 'KE', medicalHistory: ['smoker', 'drinks alcohol'] },
    },
  ],
  [
    'lymphoma',
    {
      symptoms: ['rapidly growing jaw swelling', 'loose teeth with jaw swelling'],
      patient: { age: 6, gender: 'male', country: 'UG' },
    },
  ],
  [
    'lymphoma',
    {
      symptoms: [
        'painless swollen glands in the neck',
        'night sweats',
        'weight loss',
        'fever',
        'hodgkin lymphoma on lymph node biopsy',
      ],
      patient: { age: 35, gender: 'female', country: 'KE' },
    },
  ],
  [
    'cataract-glaucoma',
    {
      symptoms: ['gradual painless loss of vision', 'cloudy lens'],
      patient: { age: 70, gender: 'female', country: 'KE' },
    },
  ],
  [
    'bells-palsy',
    {
      symptoms: [
        'face drooping on the right',
        'cannot close the eye',
        'cannot wrinkle the forehead',
        'pain behind the ear',
      ],
      patient: { age: 35, gender: 'female', country: 'KE' },
    },
  ],
  [
    'peripheral-neuropathy',
    {
      symptoms: ['burning feet', 'numbness of the feet', 'pins and needles in the feet'],
      patient: { age: 58, gender: 'male', country: 'KE', medicalHistory: ['diabetic'] },
    },
  ],
  [
    'urticaria',
    {
      symptoms: ['hives', 'itching', 'wheals all over the body'],
      patient: { age: 26, gender: 'female', country: 'KE', medicalHistory: ['after taking a drug'] },
    },
  ],
  [
    'eczema-dermatitis',
    {
      symptoms: ['dry itchy skin', 'rash in the elbow creases', 'rash behind the knees'],
      patient: { age: 4, gender: 'male', country: 'KE' },
    },
  ],
  [
    'eczema-dermatitis',
    {
      symptoms: ['itchy rash under the earrings', 'rash where the watch touches'],
      patient: { age: 30, gender: 'female', country: 'KE' },
    },
  ],
];

describe('conditions 116-156', () => {
  it('has a case for every condition of 116-156 in the knowledge base', () => {
    const covered = new Set(cases.map(([id]) => id));
    const scoped = clinicalScope.filter(
      (entry) => entry.number >= 116 && knowledge.conditionById.has(entry.id),
    );
    expect(scoped.filter((entry) => !covered.has(entry.id)).map((entry) => entry.id)).toEqual([]);
  });

  it.each(cases)('%s is in the first three', (conditionId, input) => {
    const { diagnosis } = engine.diagnose(input, now);
    const ids = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].map(
      (entry) => entry.conditionId,
    );
    expect(ids.slice(0, 3)).toContain(conditionId);
  });
});
