import type { Citation } from '../types';

/**
 * Which oral forms suit which patients. A plain tablet or capsule suits adults and children old enough to
 * swallow one; younger children get a flexible form of the same medicine (an oral liquid, or a dispersible
 * or chewable tablet) when the formulary lists one. Only forms listed on the medicine are ever used.
 */
export const oralFormSuitability: {
  /** The age (years) from which a child is expected to swallow a plain tablet or capsule. */
  tabletsFromAgeYears: number;
  citations: Citation[];
} = {
  tabletsFromAgeYears: 6,
  citations: [
    {
      sourceId: 'who-dosage-forms-children-2008',
      section:
        'Conclusions: flexible solid oral dosage forms (dispersible tablets) for young children; tablets and capsules from about 6 years of age',
    },
  ],
};
