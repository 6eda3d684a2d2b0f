import type { WordSlot } from './match-phrases';

/** Verbs of swallowing: what the patient took from someone else's supply is still the patient's act. */
const takingVerbs = new Set([
  'took',
  'taken',
  'swallowed',
  'ate',
  'drank',
  'finished',
  'pris',
  'avalé',
  'bu',
  'alimeza',
  'amemeza',
  'alikunywa',
  'amekunywa',
]);

/**
 * Whether a verb of swallowing stands just before the owner at `possessive`: 'took her mother's tablets',
 * 'swallowed his grandfather's pills' are the patient's overdose, the tablets only the relative's.
 */
export function isTakenByThePatient(slots: readonly WordSlot[], possessive: number): boolean {
  const segment = slots[possessive]?.segment;
  for (let index = possessive - 2; index >= Math.max(0, possessive - 5); index -= 1) {
    const slot = slots[index];
    if (!slot || slot.segment !== segment) return false;
    if (takingVerbs.has(slot.token.text)) return true;
  }
  return false;
}
