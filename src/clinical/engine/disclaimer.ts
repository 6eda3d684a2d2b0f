/** Carried by every answer of the engine (spec section 1: AI output is for professional use only). */
export const DISCLAIMER =
  'For professional use only. AI suggestions must be confirmed by a qualified clinician.';
