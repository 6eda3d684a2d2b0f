/**
 * A light stemmer applied alike to the vocabulary and the input, so 'stools', 'vomited' and 'sneezing'
 * meet 'stool', 'vomiting' and 'sneeze'. Deliberately crude: both sides go through it, so it only has to
 * be consistent, not linguistically right.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || word.includes('/')) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}y`;
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length >= 6 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length >= 6 && stem.endsWith('ed')) stem = stem.slice(0, -2);
  if (stem.length >= 5 && stem.endsWith('e')) stem = stem.slice(0, -1);
  return stem;
}
