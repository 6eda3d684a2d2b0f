/** Citations shared by more than one condition file. */
export const diarrhoeaManual = {
  sourceId: 'who-diarrhoea-2005',
  section: 'Chapter 4: Management of acute diarrhoea (Treatment plans A, B and C)',
} as const;
export const pocketDiarrhoea = { sourceId: 'who-pocket-book-2013', section: 'Chapter 5: Diarrhoea' } as const;
export const awareDiarrhoea = {
  sourceId: 'who-aware-2022',
  section: 'Primary health care: infectious gastroenteritis',
} as const;
