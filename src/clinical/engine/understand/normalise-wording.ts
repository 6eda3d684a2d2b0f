import { stemWord } from './stem';
import { foldText } from './tokenise';

/** A wording as the matcher sees it: folded case and accents, punctuation dropped, each word stemmed. */
export function normaliseWording(text: string): string {
  return foldText(text)
    .folded.replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(stemWord)
    .join(' ');
}
