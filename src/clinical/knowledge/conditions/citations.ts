/** Citations shared by more than one condition file. */
export const pocketFever = { sourceId: 'who-pocket-book-2013', section: 'Chapter 6: Fever' } as const;
export const keHospital = {
  sourceId: 'ke-clinical-guidelines-2009',
  section: 'Infectious diseases',
} as const;
export const idsr = {
  sourceId: 'who-idsr-2019',
  section: 'Section 11: Standard case definitions of priority diseases',
} as const;
export const ugInfectious = {
  sourceId: 'ug-clinical-guidelines-2023',
  section: 'Chapter 2: Infectious diseases',
} as const;
