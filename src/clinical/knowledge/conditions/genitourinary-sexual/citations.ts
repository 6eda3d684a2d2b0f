/** Citations shared by more than one condition file. */
export const awareUti = {
  sourceId: 'who-aware-2022',
  section: 'Primary health care: lower urinary tract infection',
} as const;
export const awarePyelo = {
  sourceId: 'who-aware-2022',
  section: 'Hospital facility: upper urinary tract infection (pyelonephritis)',
} as const;
export const uti = {
  sourceId: 'jama-rce-1990s',
  section: 'Does this woman have an acute uncomplicated urinary tract infection? (Bent 2002)',
} as const;
export const stiWho = {
  sourceId: 'who-stis-2021',
  section: 'Syndromic management of symptomatic STIs',
} as const;
