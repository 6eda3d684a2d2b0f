import type { Token } from './tokenise';

/**
 * 'Violent' said of a pain is its strength, not a behaviour: 'douleur violente au creux de l'estomac',
 * 'violente douleur', 'mal de tête violent', 'violent headache' tell a severe pain, as 'intense' does
 * (Larousse, 'violent': 'd'une grande intensité', 'une violente douleur'), where 'il est devenu violent'
 * tells aggression. A form of 'violent' with a word of pain just before it (over up to two words: 'mal de
 * tête violent') or just after it is read as 'intense'.
 */
const violentForms = new Set(['violent', 'violente', 'violents', 'violentes']);
const painWords = new Set([
  'pain',
  'pains',
  'ache',
  'headache',
  'headaches',
  'cough',
  'douleur',
  'douleurs',
  'mal',
  'maux',
  'cephalee',
  'cephalees',
  'colique',
  'coliques',
  'crampe',
  'crampes',
  'toux',
]);
/** Words that may stand between a pain and its 'violent': 'mal de tête violent', 'douleur très violente'. */
const reachBack = 3;

function isPainNear(tokens: readonly Token[], at: number): boolean {
  if (painWords.has(tokens[at + 1]?.text ?? '')) return true;
  for (let back = 1; back <= reachBack; back += 1) {
    const token = tokens[at - back];
    if (token?.kind !== 'word') return false;
    if (painWords.has(token.text)) return true;
  }
  return false;
}

/** The tokens with each 'violent' said of a pain read as 'intense' (see above). */
export function readViolentPain(tokens: readonly Token[]): Token[] {
  return tokens.map((token, at) =>
    token.kind === 'word' && violentForms.has(token.text) && isPainNear(tokens, at)
      ? { ...token, text: 'intense' }
      : token,
  );
}
