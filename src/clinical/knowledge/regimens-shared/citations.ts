import type { Citation } from '../types';

/** Citation helpers regimen files share: one source, the section named at the use. */
export const cite = (sourceId: string, section: string): Citation => ({ sourceId, section });
export const pocketBook = (section: string) => cite('who-pocket-book-2013', section);
export const aware = (section: string) => cite('who-aware-2022', section);
export const bnf = (section: string) => cite('bnf-2023', section);
export const bnfc = (section: string) => cite('bnf-children', section);
