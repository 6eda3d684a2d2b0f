import type { Token } from './tokenise';

/**
 * '-ungua' is to get burned, and also, loosely, a burning felt: 'miguu inaungua' (the feet burn, as in a
 * diabetic neuropathy), 'kifua kinaungua' (the chest burns, heartburn), 'mdomo unaungua' (the mouth burns),
 * as '-waka moto' (to burn like fire) says it. The present or habitual of a body part ('inaungua',
 * 'zinaungua', 'linaungua', 'huungua') with no agent after it is that sensation and is read as '-waka moto';
 * a burn injury is told by its agent ('unaungua na maji ya moto', 'kwa moto', 'motoni') or as done
 * ('mguu umeungua', 'ameungua': perfect and past tenses and a person's subject stay as said). Sources: TUKI
 * Kamusi ya Kiswahili Sanifu (2004), 'ungua' and 'waka'; WHO Emergency Triage Assessment and Treatment
 * (ETAT, 2016), burns: a burn is an injury by heat, chemicals or electricity.
 */
const burningPresent = /^(i|u|zi|li|ki|vi|ya|hu)(na)?ungua$/;
/** What burns the skin, told after 'na' (with) or 'kwa' (by). */
const burnAgents = new Set([
  'moto',
  'maji',
  'mafuta',
  'uji',
  'chai',
  'chemli',
  'jiko',
  'mvuke',
  'umeme',
  'pasi',
  'asidi',
  'tindikali',
  'kemikali',
  'sufuria',
]);
const lookAhead = 3;

function agentFollows(tokens: readonly Token[], at: number): boolean {
  for (let next = at + 1; next <= at + lookAhead; next += 1) {
    const token = tokens[next];
    if (token?.kind !== 'word') return false;
    if (token.text === 'motoni') return true;
    if ((token.text === 'na' || token.text === 'kwa') && burnAgents.has(tokens[next + 1]?.text ?? ''))
      return true;
  }
  return false;
}

/** The tokens with each burning felt ('miguu inaungua') read as '-waka moto' (see above). */
export function readBurningSensation(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token, at) => {
    const match = token.kind === 'word' ? burningPresent.exec(token.text) : null;
    // 'huungua' is the habitual of no subject; 'hu' + 'na' is no form.
    if (!match || (match[1] === 'hu') === (match[2] === 'na') || agentFollows(tokens, at)) return [token];
    const subject = match[1] === 'hu' ? 'hu' : `${match[1]}na`;
    return [
      { ...token, text: `${subject}waka` },
      { ...token, text: 'moto' },
    ];
  });
}
