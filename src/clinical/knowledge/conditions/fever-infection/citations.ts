/** Citations shared by more than one condition file. */
export const malariaDiagnosis = { sourceId: 'who-malaria-2023', section: '5.1 Diagnosing malaria' } as const;
export const severeMalariaDefinition = {
  sourceId: 'who-severe-malaria-2014',
  section: 'Section 2: Definitions of severe malaria (clinical and laboratory features)',
} as const;
export const severeMalariaTreatment = {
  sourceId: 'who-malaria-2023',
  section: '5.3 Treating severe malaria',
} as const;
