import type { Token } from './tokenise';

/**
 * 'Cold and sweaty', 'a cold sweat', 'cold and clammy': skin that is cool because it is wet with sweat,
 * the clamminess of shock or of an acute coronary syndrome (WHO ETAT 2016, circulation: cold hands with a
 * weak fast pulse; NICE CG95 / ESC 2023: chest pain with sweating), not a low body temperature. The cold
 * told beside a sweat word in one clause is that clamminess; hypothermia stays when the clause gives a low
 * temperature itself ('temp 34.8', 'low temperature').
 */
const coldWords = new Set(['cold', 'cool', 'icy', 'baridi', 'froid', 'froide', 'froids', 'froides']);
const sweatWords = new Set([
  'sweat',
  'sweats',
  'sweaty',
  'sweating',
  'sweated',
  'clammy',
  'diaphoretic',
  'jasho',
  'sueur',
  'sueurs',
  'moite',
  'moites',
]);
/** Words that tell a measured or stated low temperature: then the cold is also hypothermia. */
const temperatureWords = new Set(['temperature', 'temp', 'hypothermia', 'hypothermic', 'joto']);
/** How many words apart the cold and the sweat may be told ('cold and wet with sweat'). */
const nearby = 4;

export function isColdOfSweat(findingId: string, clause: readonly Token[]): boolean {
  if (findingId !== 'hypothermia') return false;
  const words = clause.filter((token) => token.kind === 'word').map((token) => token.text);
  if (words.some((word) => temperatureWords.has(word))) return false;
  return words.some(
    (word, position) =>
      coldWords.has(word) &&
      words
        .slice(Math.max(0, position - nearby), position + nearby + 1)
        .some((other) => sweatWords.has(other)),
  );
}
