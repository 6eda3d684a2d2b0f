import { ironSaltContents } from '../../knowledge/written-thresholds';

/**
 * The elemental iron in an amount of iron tablets as the note writes it (folded text), by the BNF's iron
 * content of each salt (knowledge/written-thresholds.ts). A named salt gives its share of iron at any strength;
 * '60 mg iron' or 'elemental' is iron already; with no salt named the largest share of the listed salts is
 * taken, the side that does not miss a toxic dose.
 */
export function elementalIronMg(totalMg: number, foldedText: string): number {
  if (/\b\d+(?:[.,]\d+)?\s*mg\s+(?:of\s+)?(?:elemental\s+)?iron\b|\belemental\b/.test(foldedText))
    return totalMg;
  const shareOf = (salt: (typeof ironSaltContents)[number]) => salt.elementalIronMg / salt.saltMg;
  const named = ironSaltContents.find((salt) => salt.words.some((word) => foldedText.includes(word)));
  const share = named !== undefined ? shareOf(named) : Math.max(...ironSaltContents.map(shareOf));
  return totalMg * share;
}
