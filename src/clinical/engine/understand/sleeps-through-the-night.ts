import type { Token } from './tokenise';
import { negationCues } from './word-lists/negation-words';

/**
 * 'He does not wake up at night', 'il ne se réveille pas la nuit', 'haamki usiku': a child who sleeps through
 * the night, not one who cannot be roused. A clause telling waking with a word of the night and no word of
 * trying to rouse (shaking, calling, even) names no unconsciousness; 'he woke at night confused' is
 * confusion still, as no waking is denied (AVPU asks for a response to voice or
 * pain: WHO ETAT 2016, assessment of consciousness).
 */
const unconsciousFindings = new Set(['unconscious', 'confusion']);
const wakingWords = new Set(['wake', 'wakes', 'waking', 'woke', 'reveille', 'reveiller', 'haamki', 'kuamka']);
/** Kiswahili negatives of waking carry their own negation. */
const negativeWaking = new Set(['haamki', 'hakuamka', 'haamka']);
const nightWords = new Set(['night', 'nights', 'overnight', 'nuit', 'nuits', 'usiku']);
const rousingWords = new Set([
  'even',
  'shake',
  'shaken',
  'shaking',
  'call',
  'called',
  'calling',
  'pain',
  'meme',
  'secoue',
  'secouer',
  'appelle',
  'hata',
  'tukimtikisa',
  'tukimwita',
]);

export function isSleepingThrough(findingId: string, clause: readonly Token[]): boolean {
  if (!unconsciousFindings.has(findingId)) return false;
  const words = clause.filter((token) => token.kind === 'word').map((token) => token.text);
  return (
    words.some((word) => wakingWords.has(word) || negativeWaking.has(word)) &&
    words.some((word) => negationCues.has(word) || negativeWaking.has(word)) &&
    words.some((word) => nightWords.has(word)) &&
    !words.some((word) => rousingWords.has(word))
  );
}
