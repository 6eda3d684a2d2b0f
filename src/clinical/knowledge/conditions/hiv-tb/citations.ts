/** Citations shared by more than one condition file. */
export const cryptoWho = {
  sourceId: 'who-crypto-2022',
  section: 'Diagnosis and induction treatment of cryptococcal meningitis',
} as const;
export const advancedHiv = {
  sourceId: 'who-advanced-hiv-2017',
  section: 'Package of care for advanced HIV disease',
} as const;
export const hivKenya = {
  sourceId: 'ke-arv-2022',
  section: 'Initial evaluation and ART initiation; advanced HIV disease',
} as const;
