import type { Token } from './tokenise';

/**
 * English 'drunk' is both the adjective 'intoxicated' ('he is drunk') and the past participle of 'drink'
 * after an auxiliary of the perfect ('he has drunk spirits for years', 'who had drunk tea'): the participle
 * tells a drinking, not a drunken state (Quirk et al., A Comprehensive Grammar of the English Language,
 * Longman 1985, irregular verbs: drink, drank, drunk). It is read as 'drank' so the drinking wordings meet
 * it and the intoxication wordings do not. 'Has been drunk' and 'had got drunk' stay a drunken state.
 */
const perfectAuxiliaries = new Set(['has', 'have', 'had', 'having', 've']);
/** Words that make the 'drunk' after them the adjective of a state: 'has been drunk', 'had got drunk'. */
const stateVerbs = new Set(['been', 'got', 'gotten', 'get', 'become', 'became', 'being', 'is', 'was']);
/** How many words may stand between the auxiliary and 'drunk' ('has always heavily drunk'). */
const maximumGap = 2;

export function readPerfectParticiples(tokens: readonly Token[]): Token[] {
  return tokens.map((token, at) => {
    if (token.text !== 'drunk') return token;
    for (let back = at - 1; back >= Math.max(0, at - 1 - maximumGap); back -= 1) {
      const before = tokens[back];
      if (!before || before.kind !== 'word' || stateVerbs.has(before.text)) return token;
      if (perfectAuxiliaries.has(before.text)) return { ...token, text: 'drank' };
    }
    return token;
  });
}
