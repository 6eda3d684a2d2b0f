import type { Citation } from '../types';

/** Citation helpers and keyword lists several medicine files use. */
export const eml = (section: string): Citation => ({ sourceId: 'who-eml-2023', section });
export const wmf = (section: string): Citation => ({ sourceId: 'who-model-formulary-2008', section });
export const bnf = (section: string): Citation => ({ sourceId: 'bnf-2023', section });
export const bnfc = (section: string): Citation => ({ sourceId: 'bnf-children', section });
export const lists = ['WHO EML 2023', 'KEML 2023'];
export const qtProlonging = [
  'amiodarone',
  'haloperidol',
  'quinine',
  'mefloquine',
  'halofantrine',
  'moxifloxacin',
];
export const polyvalentCations = ['antacid', 'iron', 'ferrous', 'calcium', 'zinc', 'magnesium'];
