import { phrasesWithWords } from './coordinated-phrases';
import { type WordSlot } from './match-phrases';
import type { Phrase, PhraseIndex } from './phrase-index';
import { stemWord } from './stem';

/**
 * A Kiswahili inability governs the verbs listed after it: 'hawezi kula wala kunywa' (cannot eat or
 * drink) is an inability to drink as well, 'hawezi kuongea wala kukohoa' (cannot speak or cough) an inability
 * to cough, never a cough. 'siwezi', 'anashindwa' and 'akashindwa' reach here as 'hawezi' and
 * 'kushindwa' (match-phrases, alternativeForm). Sources: Ashton, Swahili Grammar (1944), the verb
 * '-weza' and the negative; TUKI Kamusi ya Kiswahili Sanifu (2004), 'wala' (nor), 'shindwa'.
 */
const cannot = stemWord('hawezi');
const inabilityWords = new Set([cannot, stemWord('kushindwa')]);
// Not 'na' (and): 'hawezi kula na anakohoa' tells a cough beside the inability.
const listWords = new Set(['wala', 'au']);

function isInabilityWord(slot: WordSlot): boolean {
  return (
    inabilityWords.has(slot.stem) || (slot.corrected !== undefined && inabilityWords.has(slot.corrected))
  );
}

/** Whether a wording names the inability itself ('hawezi kunywa'), not the act. */
export function namesInability(words: readonly string[]): boolean {
  return words.some((word) => inabilityWords.has(word));
}

/**
 * Whether a Kiswahili inability governs the word at `start`, right before it or through the items of a
 * list of infinitives: 'hawezi kukohoa', 'hawezi kuongea wala kukohoa'. One-word items only: the list reads
 * no further.
 */
export function isUnderSwahiliInability(slots: readonly WordSlot[], start: number): boolean {
  // Only an infinitive is governed: 'hawezi kula wala anakohoa' tells a cough of its own.
  if (!slots[start]?.token.text.startsWith('ku')) return false;
  const segment = slots[start]?.segment;
  let at = start - 1;
  for (let items = 0; items < 4; items += 1) {
    const slot = slots[at];
    if (!slot || slot.segment !== segment) return false;
    if (isInabilityWord(slot)) return true;
    if (!listWords.has(slot.token.text)) return false;
    at -= 2;
  }
  return false;
}

/** The wordings of the inability to do what `words` name ('hawezi kunywa' for 'kunywa'), or none. */
export function inabilityWordings(words: readonly string[], index: PhraseIndex): Phrase[] {
  return phrasesWithWords([cannot, ...words], index);
}

/** The inability wordings of the unread word at `at` governed by an inability before it, or none. */
export function inabilityOfWordAt(slots: readonly WordSlot[], at: number, index: PhraseIndex): Phrase[] {
  const slot = slots[at];
  if (!slot || !isUnderSwahiliInability(slots, at)) return [];
  for (const form of [slot.stem, ...(slot.corrected ? [slot.corrected] : [])]) {
    const phrases = inabilityWordings([form], index);
    if (phrases.length > 0) return phrases;
  }
  return [];
}
