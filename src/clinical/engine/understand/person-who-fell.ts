import type { WordSlot } from './match-phrases';

/**
 * Subjects that make 'est tombé' a person who fell: 'il est tombé'. Not 'elle', which may be the fever or the
 * pain told before ('fièvre depuis 3 jours, elle est tombée'): 'elle est tombée' is a fall only with its manner.
 */
const fallingPersons = new Set(['il', 'on']);
/** How a person fell: 'tombé évanoui', 'tombée par terre', 'tombé dans les pommes', 'tombé malade'. */
const fallingManners = new Set([
  'evanoui',
  'evanouie',
  'par',
  'dans',
  'inconscient',
  'inconsciente',
  'malade',
]);

/**
 * 'La fièvre est tombée' tells a fever gone; 'il est tombé', 'elle est tombée évanouie' tell a person who fell
 * (or fainted), which denies nothing told before it ('le cœur bat très vite et il est tombé évanoui').
 */
export function isPersonWhoFell(slots: readonly WordSlot[], at: number, length: number): boolean {
  if (slots[at]?.token.text !== 'est' || !/^tombe/.test(slots[at + 1]?.token.text ?? '')) return false;
  return (
    fallingPersons.has(slots[at - 1]?.token.text ?? '') ||
    fallingManners.has(slots[at + length]?.token.text ?? '')
  );
}
