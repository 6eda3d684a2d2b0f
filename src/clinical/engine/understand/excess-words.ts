import type { Token } from './tokenise';

/**
 * Kiswahili 'kupita kiasi' (beyond measure) and 'kupindukia' (to excess) say a symptom is very strong, as
 * 'sana' does: 'jicho linauma kupita kiasi' is an eye that hurts badly (TUKI Kamusi ya Kiswahili Sanifu 2004,
 * 'kiasi': 'kupita kiasi', 'pindukia'). 'Kiasi' alone is a measure or a moderate degree ('kiasi fulani'), so the
 * pair is read as 'sana' and the word alone is left as it is.
 */
export function readExcessWords(tokens: readonly Token[]): Token[] {
  const read: Token[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at] as Token;
    const next = tokens[at + 1];
    if (token.text === 'kupita' && next?.text === 'kiasi') {
      read.push({ ...token, end: next.end, text: 'sana' });
      at += 1;
    } else if (token.text === 'kupindukia') read.push({ ...token, text: 'sana' });
    else read.push(token);
  }
  return read;
}
