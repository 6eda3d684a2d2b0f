import type { Citation } from './types';

/**
 * Vital-sign thresholds that turn a measured value into a finding. Data only; the understanding engine
 * applies them. Age bounds: min inclusive, max exclusive. A threshold whose `perYearOfAge` is set reads
 * value + perYearOfAge x age.
 */
export type VitalName =
  | 'temperatureC'
  | 'heartRate'
  | 'respiratoryRate'
  | 'systolicBP'
  | 'diastolicBP'
  | 'spo2'
  | 'muacMm'
  | 'weightForHeightZ';

export interface VitalThreshold {
  id: string;
  findingId: string;
  vital: VitalName;
  unit: '°C' | '/min' | 'mmHg' | '%' | 'mm' | 'z-score';
  comparison: 'at-least' | 'above' | 'below';
  value: number;
  perYearOfAge?: number;
  applies?: { minAgeYears?: number; maxAgeYears?: number; pregnant?: boolean };
  /** 'finding' makes the finding present; 'attention' only raises a note for the clinician. */
  level: 'finding' | 'attention';
  citation: Citation;
}

const imciFastBreathing: Citation = {
  sourceId: 'who-imci-2014',
  section: 'Cough or difficult breathing: fast breathing by age',
};
const pocketBookVitals: Citation = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1 Triage and emergency conditions; normal values by age',
};
const childStage2Hypertension: Citation = {
  sourceId: 'aap-pediatric-hypertension-2017',
  section:
    'Table 3: stage 2 hypertension in children 1-13 years, >= 95th percentile + 12 mmHg or >= 140/90 mmHg, whichever is lower',
};
const aplsVitals: Citation = {
  sourceId: 'apls-2016',
  section: 'Chapter 1: normal physiological values by age (heart rate, systolic BP)',
};
const kePaediatricVitals: Citation = {
  sourceId: 'ke-basic-paediatric-2022',
  section: 'Triage: normal vital signs by age',
};
const aplsTachyarrhythmia: Citation = {
  sourceId: 'apls-2016',
  section:
    'The child with an abnormal pulse rate or rhythm: supraventricular tachycardia, typically > 220/min in infants and > 180/min in children',
};
const aplsSlowBreathing: Citation = {
  sourceId: 'apls-2016',
  section:
    'Chapter 1: normal respiratory rates by age; a slow or falling rate in a sick child is a pre-terminal sign',
};
const adultTachypnoea: Citation = {
  sourceId: 'mcgee-ebpd-2021',
  section: 'Respiratory rate and abnormal breathing patterns (tachypnoea >= 22/min as in qSOFA)',
};

export const vitalThresholds = [
  {
    id: 'fever-temperature',
    findingId: 'fever',
    vital: 'temperatureC',
    unit: '°C',
    comparison: 'at-least',
    value: 37.5,
    level: 'finding',
    citation: { sourceId: 'who-imci-2014', section: 'Fever: axillary temperature 37.5 °C or above' },
  },
  {
    id: 'high-fever-temperature',
    findingId: 'high-fever',
    vital: 'temperatureC',
    unit: '°C',
    comparison: 'at-least',
    value: 39,
    level: 'finding',
    citation: { sourceId: 'who-pocket-book-2013', section: 'Chapter 6 Fever: high fever 39 °C or above' },
  },
  {
    id: 'hypothermia-temperature',
    findingId: 'hypothermia',
    vital: 'temperatureC',
    unit: '°C',
    comparison: 'below',
    value: 35.5,
    level: 'finding',
    citation: { sourceId: 'who-imci-2014', section: 'Young infant: low body temperature below 35.5 °C' },
  },

  {
    id: 'tachypnoea-under-2-months',
    findingId: 'tachypnoea',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'at-least',
    value: 60,
    applies: { maxAgeYears: 2 / 12 },
    level: 'finding',
    citation: imciFastBreathing,
  },
  {
    id: 'tachypnoea-2-to-12-months',
    findingId: 'tachypnoea',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'at-least',
    value: 50,
    applies: { minAgeYears: 2 / 12, maxAgeYears: 1 },
    level: 'finding',
    citation: imciFastBreathing,
  },
  {
    id: 'tachypnoea-1-to-5-years',
    findingId: 'tachypnoea',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'at-least',
    value: 40,
    applies: { minAgeYears: 1, maxAgeYears: 5 },
    level: 'finding',
    citation: imciFastBreathing,
  },
  {
    id: 'tachypnoea-5-to-12-years',
    findingId: 'tachypnoea',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'at-least',
    value: 30,
    applies: { minAgeYears: 5, maxAgeYears: 12 },
    level: 'finding',
    citation: pocketBookVitals,
  },
  {
    id: 'tachypnoea-12-years-and-over',
    findingId: 'tachypnoea',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'at-least',
    value: 22,
    applies: { minAgeYears: 12 },
    level: 'finding',
    citation: adultTachypnoea,
  },
  {
    id: 'respiratory-rate-30-adult',
    findingId: 'respiratory-rate-30-or-more',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'at-least',
    value: 30,
    applies: { minAgeYears: 12 },
    level: 'finding',
    citation: {
      sourceId: 'who-iatt-2011',
      section:
        'Volume 1: Quick check — respiratory distress, respiratory rate 30 or more in adolescents and adults',
    },
  },

  {
    id: 'tachycardia-under-1-year',
    findingId: 'tachycardia',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'above',
    value: 160,
    applies: { maxAgeYears: 1 },
    level: 'finding',
    citation: aplsVitals,
  },
  {
    id: 'tachycardia-1-to-2-years',
    findingId: 'tachycardia',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'above',
    value: 150,
    applies: { minAgeYears: 1, maxAgeYears: 2 },
    level: 'finding',
    citation: aplsVitals,
  },
  {
    id: 'tachycardia-2-to-5-years',
    findingId: 'tachycardia',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'above',
    value: 140,
    applies: { minAgeYears: 2, maxAgeYears: 5 },
    level: 'finding',
    citation: aplsVitals,
  },
  {
    id: 'tachycardia-5-to-12-years',
    findingId: 'tachycardia',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'above',
    value: 120,
    applies: { minAgeYears: 5, maxAgeYears: 12 },
    level: 'finding',
    citation: aplsVitals,
  },
  {
    id: 'tachycardia-12-years-and-over',
    findingId: 'tachycardia',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'above',
    value: 100,
    applies: { minAgeYears: 12 },
    level: 'finding',
    citation: aplsVitals,
  },

  // Rates above what sinus tachycardia reaches point to a tachyarrhythmia (SVT, VT, flutter).
  {
    id: 'very-fast-heart-rate-under-1-year',
    findingId: 'very-fast-heart-rate',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'above',
    value: 220,
    applies: { maxAgeYears: 1 },
    level: 'finding',
    citation: aplsTachyarrhythmia,
  },
  {
    id: 'very-fast-heart-rate-1-to-12-years',
    findingId: 'very-fast-heart-rate',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'above',
    value: 180,
    applies: { minAgeYears: 1, maxAgeYears: 12 },
    level: 'finding',
    citation: aplsTachyarrhythmia,
  },
  {
    id: 'very-fast-heart-rate-12-years-and-over',
    findingId: 'very-fast-heart-rate',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'at-least',
    value: 150,
    applies: { minAgeYears: 12 },
    level: 'finding',
    citation: {
      sourceId: 'aha-als-2020',
      section:
        'Adult tachyarrhythmia with a pulse algorithm: heart rate typically ≥ 150/min if tachyarrhythmia',
    },
  },

  // A slow rate in a sick patient is a pre-arrest sign (exhaustion, opioid, organophosphate or raised
  // intracranial pressure), not a reassuring one.
  {
    id: 'bradypnoea-under-1-year',
    findingId: 'respiratory-rate-below-limit-for-age',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'below',
    value: 20,
    applies: { maxAgeYears: 1 },
    level: 'finding',
    citation: aplsSlowBreathing,
  },
  {
    id: 'bradypnoea-1-to-5-years',
    findingId: 'respiratory-rate-below-limit-for-age',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'below',
    value: 15,
    applies: { minAgeYears: 1, maxAgeYears: 5 },
    level: 'finding',
    citation: aplsSlowBreathing,
  },
  {
    id: 'bradypnoea-5-to-12-years',
    findingId: 'respiratory-rate-below-limit-for-age',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'below',
    value: 12,
    applies: { minAgeYears: 5, maxAgeYears: 12 },
    level: 'finding',
    citation: aplsSlowBreathing,
  },
  {
    id: 'bradypnoea-12-years-and-over',
    findingId: 'respiratory-rate-below-limit-for-age',
    vital: 'respiratoryRate',
    unit: '/min',
    comparison: 'below',
    value: 10,
    applies: { minAgeYears: 12 },
    level: 'finding',
    citation: {
      sourceId: 'mcgee-ebpd-2021',
      section: 'Respiratory rate: bradypnoea below 10/min in adults (respiratory depression)',
    },
  },

  {
    id: 'bradycardia-under-1-year',
    findingId: 'bradycardia',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'below',
    value: 100,
    applies: { maxAgeYears: 1 },
    level: 'finding',
    citation: kePaediatricVitals,
  },
  {
    id: 'bradycardia-1-to-5-years',
    findingId: 'bradycardia',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'below',
    value: 80,
    applies: { minAgeYears: 1, maxAgeYears: 5 },
    level: 'finding',
    citation: aplsVitals,
  },
  {
    id: 'bradycardia-5-to-12-years',
    findingId: 'bradycardia',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'below',
    value: 70,
    applies: { minAgeYears: 5, maxAgeYears: 12 },
    level: 'finding',
    citation: aplsVitals,
  },
  {
    id: 'bradycardia-12-years-and-over',
    findingId: 'bradycardia',
    vital: 'heartRate',
    unit: '/min',
    comparison: 'below',
    value: 50,
    applies: { minAgeYears: 12 },
    level: 'finding',
    citation: aplsVitals,
  },

  {
    id: 'hypotension-under-1-year',
    findingId: 'hypotension',
    vital: 'systolicBP',
    unit: 'mmHg',
    comparison: 'below',
    value: 70,
    applies: { maxAgeYears: 1 },
    level: 'finding',
    citation: aplsVitals,
  },
  {
    id: 'hypotension-1-to-10-years',
    findingId: 'hypotension',
    vital: 'systolicBP',
    unit: 'mmHg',
    comparison: 'below',
    value: 70,
    perYearOfAge: 2,
    applies: { minAgeYears: 1, maxAgeYears: 10 },
    level: 'finding',
    citation: aplsVitals,
  },
  {
    id: 'hypotension-10-years-and-over',
    findingId: 'hypotension',
    vital: 'systolicBP',
    unit: 'mmHg',
    comparison: 'below',
    value: 90,
    applies: { minAgeYears: 10 },
    level: 'finding',
    citation: {
      sourceId: 'who-etat-2016',
      section: 'Shock: systolic blood pressure below 90 mmHg in adolescents and adults',
    },
  },

  {
    id: 'hypoxaemia-spo2',
    findingId: 'hypoxaemia',
    vital: 'spo2',
    unit: '%',
    comparison: 'below',
    value: 90,
    level: 'finding',
    citation: {
      sourceId: 'who-pocket-book-2013',
      section: 'Chapter 10.1 Oxygen therapy: give oxygen when SpO2 < 90%',
    },
  },
  {
    id: 'low-spo2-attention',
    findingId: 'hypoxaemia',
    vital: 'spo2',
    unit: '%',
    comparison: 'below',
    value: 94,
    level: 'attention',
    citation: {
      sourceId: 'who-pocket-book-2013',
      section: 'Chapter 10.1 Oxygen therapy: target SpO2 >= 94% with emergency signs',
    },
  },

  {
    id: 'hypertension-systolic',
    findingId: 'hypertension-reading',
    vital: 'systolicBP',
    unit: 'mmHg',
    comparison: 'at-least',
    value: 140,
    applies: { minAgeYears: 13 },
    level: 'finding',
    citation: { sourceId: 'who-hypertension-2021', section: 'Definition: SBP >= 140 or DBP >= 90 mmHg' },
  },
  {
    id: 'hypertension-diastolic',
    findingId: 'hypertension-reading',
    vital: 'diastolicBP',
    unit: 'mmHg',
    comparison: 'at-least',
    value: 90,
    applies: { minAgeYears: 13 },
    level: 'finding',
    citation: { sourceId: 'who-hypertension-2021', section: 'Definition: SBP >= 140 or DBP >= 90 mmHg' },
  },
  {
    id: 'child-stage-2-hypertension-systolic',
    findingId: 'child-stage-2-hypertension-reading',
    vital: 'systolicBP',
    unit: 'mmHg',
    comparison: 'at-least',
    value: 140,
    applies: { minAgeYears: 1, maxAgeYears: 13 },
    level: 'finding',
    citation: childStage2Hypertension,
  },
  {
    id: 'child-stage-2-hypertension-diastolic',
    findingId: 'child-stage-2-hypertension-reading',
    vital: 'diastolicBP',
    unit: 'mmHg',
    comparison: 'at-least',
    value: 90,
    applies: { minAgeYears: 1, maxAgeYears: 13 },
    level: 'finding',
    citation: childStage2Hypertension,
  },
  {
    id: 'severe-hypertension-systolic',
    findingId: 'severe-hypertension-reading',
    vital: 'systolicBP',
    unit: 'mmHg',
    comparison: 'at-least',
    value: 180,
    applies: { minAgeYears: 13, pregnant: false },
    level: 'finding',
    citation: {
      sourceId: 'who-hearts-2020',
      section: 'Hypertension protocol: BP >= 180/110 mmHg needs urgent assessment',
    },
  },
  {
    id: 'severe-hypertension-diastolic',
    findingId: 'severe-hypertension-reading',
    vital: 'diastolicBP',
    unit: 'mmHg',
    comparison: 'at-least',
    value: 110,
    applies: { minAgeYears: 13 },
    level: 'finding',
    citation: {
      sourceId: 'who-hearts-2020',
      section: 'Hypertension protocol: BP >= 180/110 mmHg needs urgent assessment',
    },
  },
  {
    id: 'severe-hypertension-systolic-pregnancy',
    findingId: 'severe-hypertension-reading',
    vital: 'systolicBP',
    unit: 'mmHg',
    comparison: 'at-least',
    value: 160,
    applies: { pregnant: true },
    level: 'finding',
    citation: {
      sourceId: 'who-pre-eclampsia-2011',
      section: 'Severe hypertension in pregnancy: SBP >= 160 or DBP >= 110 mmHg',
    },
  },

  {
    id: 'muac-below-125-6-to-59-months',
    findingId: 'muac-below-125',
    vital: 'muacMm',
    unit: 'mm',
    comparison: 'below',
    value: 125,
    applies: { minAgeYears: 0.5, maxAgeYears: 5 },
    level: 'finding',
    citation: {
      sourceId: 'who-imci-2014',
      section: 'Check for acute malnutrition: moderate acute malnutrition (MUAC 115-125 mm)',
    },
  },
  {
    id: 'low-muac-6-to-59-months',
    findingId: 'low-muac',
    vital: 'muacMm',
    unit: 'mm',
    comparison: 'below',
    value: 115,
    applies: { minAgeYears: 0.5, maxAgeYears: 5 },
    level: 'finding',
    citation: {
      sourceId: 'who-sam-2013',
      section: 'Severe acute malnutrition: MUAC < 115 mm in children 6-59 months',
    },
  },
  {
    id: 'severe-wasting-weight-for-height-under-5',
    findingId: 'visible-wasting',
    vital: 'weightForHeightZ',
    unit: 'z-score',
    comparison: 'below',
    value: -3,
    applies: { maxAgeYears: 5 },
    level: 'finding',
    citation: {
      sourceId: 'who-sam-2013',
      section:
        'Severe acute malnutrition: weight-for-height (or length) < -3 z-score of the WHO growth standards',
    },
  },
  {
    id: 'low-muac-5-to-10-years',
    findingId: 'low-muac',
    vital: 'muacMm',
    unit: 'mm',
    comparison: 'below',
    value: 135,
    applies: { minAgeYears: 5, maxAgeYears: 10 },
    level: 'finding',
    citation: {
      sourceId: 'ke-basic-paediatric-2022',
      section: 'Malnutrition: MUAC cut-offs for children 5-9 years (< 135 mm severe)',
    },
  },
  {
    id: 'low-muac-adult',
    findingId: 'low-muac',
    vital: 'muacMm',
    unit: 'mm',
    comparison: 'below',
    value: 185,
    applies: { minAgeYears: 18, pregnant: false },
    level: 'finding',
    citation: { sourceId: 'who-sam-2013', section: 'Adults: MUAC < 185 mm indicates severe undernutrition' },
  },
  {
    id: 'low-muac-pregnancy',
    findingId: 'low-muac',
    vital: 'muacMm',
    unit: 'mm',
    comparison: 'below',
    value: 210,
    applies: { pregnant: true },
    level: 'finding',
    citation: {
      sourceId: 'ke-clinical-guidelines-2009',
      section: 'Nutrition in pregnancy: MUAC < 21 cm indicates undernutrition',
    },
  },
] as const satisfies readonly VitalThreshold[];
