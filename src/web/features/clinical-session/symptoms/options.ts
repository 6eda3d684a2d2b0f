/**
 * The option lists of spec section 9, as plain arrays: importing them from the contract would pull zod
 * into every page's first load. options.test.ts keeps them equal to the contract's.
 */
export const severities = ['mild', 'moderate', 'severe'] as const;
export const onsetOptions = ['sudden', 'gradual', 'hours', 'days', 'weeks', 'months', 'chronic'] as const;
export const frequencyOptions = [
  'constant',
  'intermittent',
  'episodic',
  'daily',
  'weekly',
  'monthly',
  'occasional',
] as const;
export type Severity = (typeof severities)[number];

/** Spec section 3: preset symptoms and triggers. */
export const presetSymptoms = [
  'Fatigue',
  'Headache',
  'Nausea',
  'Dizziness',
  'Chest pain',
  'Shortness of breath',
  'Abdominal pain',
  'Joint pain',
  'Muscle weakness',
  'Fever',
  'Weight loss',
  'Weight gain',
  'Frequent urination',
  'Excessive thirst',
  'Blurred vision',
  'Skin rash',
  'Sleep disturbances',
] as const;

export const presetTriggers = [
  'Physical activity',
  'Stress',
  'Food intake',
  'Weather changes',
  'Sleep deprivation',
  'Medication',
  'Alcohol',
  'Smoking',
  'Environmental factors',
  'Hormonal changes',
] as const;

/** The symptom schemas of the contract, loaded when a form is first submitted rather than with the page. */
export function loadSymptomSchemas() {
  return import('../../../../contracts/symptoms');
}
