/** Citations shared by more than one condition file. */
export const pocketCough = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 4: Cough or difficult breathing',
} as const;
export const imciCough = {
  sourceId: 'who-imci-2014',
  section: 'Assess and classify: does the child have cough or difficult breathing?',
} as const;
export const keBasicPaeds = {
  sourceId: 'ke-basic-paediatric-2022',
  section: 'Pneumonia, bronchiolitis and diarrhoea protocols',
} as const;
