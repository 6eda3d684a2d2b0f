import { phrasesAt, type WordSlot } from './match-phrases';
import type { PhraseIndex } from './phrase-index';
import { stemWord } from './stem';

const crisisStems = new Set(['crise', 'crises'].map(stemWord));
/** Words that name the crisis after it: 'de', and the everyday adjectives of crises that are no fit. */
const namingWords = new Set([
  'de',
  'd',
  'du',
  'cardiaque',
  'hypertensive',
  'drepanocytaire',
  'vaso',
  'douloureuse',
]);

/**
 * French 'il fait des crises', 'elle a fait une crise' tell fits (mhGAP Guide d'intervention 2.0, version
 * française 2019, module Épilepsie: 'crises'), but a crisis that is named is that crisis: 'a fait une crise
 * d'asthme', 'une crise de paludisme', 'une crise drépanocytaire', 'une crise cardiaque'. Whether the wording
 * read at `start` (over `span` slots, ending on 'crise') goes on to name its crisis.
 */
export function isNamedCrisis(
  slots: readonly WordSlot[],
  start: number,
  span: number,
  index: PhraseIndex,
): boolean {
  const last = start + span - 1;
  if (span < 2 || !crisisStems.has(slots[last]?.stem ?? '')) return false;
  const next = slots[last + 1];
  if (next === undefined || next.segment !== slots[last]?.segment) return false;
  return namingWords.has(next.token.text) || phrasesAt(slots, last, index).span > 1;
}
