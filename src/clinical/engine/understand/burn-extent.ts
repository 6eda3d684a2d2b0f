import type { TextMatch } from './read-text';
import type { Token } from './tokenise';
import { negationCues } from './word-lists/negation-words';

/**
 * The extent of a burn told by its sites, however far the sites stand from the blisters in the sentence: 'the
 * skin on his chest, tummy and one arm is red and peeling with big blisters'. Each large region of the trunk
 * or a limb is about 9% of the body or more (the front of the trunk 13% of a child's body, a whole arm 9%, a
 * leg 14-18%: Lund and Browder chart; rule of nines), so two of them burned pass the 10% of a child and the 15%
 * of an adult that need IV fluids and admission (WHO Pocket Book of Hospital Care for Children 2013, 9.2.1;
 * WHO Basic Emergency Care 2018, burns). A sentence naming an injured skin (burned, scalded, blistered,
 * peeling) and two such regions, with neither denied nor told small, reads as burn-site-trunk-or-limbs; the
 * triage rule still asks a burn besides, so blisters of chickenpox over the chest and belly are no burn.
 */
const regionWords: ReadonlyMap<string, string> = new Map(
  Object.entries({
    chest: ['chest', 'thorax', 'kifua', 'kifuani', 'poitrine'],
    belly: ['belly', 'tummy', 'stomach', 'abdomen', 'tumbo', 'tumboni', 'ventre'],
    back: ['back', 'mgongo', 'mgongoni', 'dos'],
    arm: ['arm', 'arms', 'forearm', 'forearms', 'bras', 'avant-bras'],
    leg: [
      'leg',
      'legs',
      'thigh',
      'thighs',
      'miguu',
      'mguu',
      'paja',
      'mapaja',
      'jambe',
      'jambes',
      'cuisse',
      'cuisses',
    ],
    buttocks: ['buttocks', 'bottom', 'matako', 'fesses'],
  }).flatMap(([region, words]) => words.map((word): [string, string] => [word, region])),
);
/** 'back' is a site after a possessive, an article or a list word, not in 'came back' or 'back home'. */
const wordsBeforeTheBack = new Set([
  'his',
  'her',
  'the',
  'my',
  'their',
  'whole',
  'upper',
  'lower',
  'and',
  'le',
  'son',
  'sur',
]);
/** Words of a skin burned, scalded, blistered or peeling, folded as the text is. */
const injuredSkinWords = new Set([
  ...['burn', 'burns', 'burnt', 'burned', 'scald', 'scalded', 'scalds', 'blister', 'blisters', 'blistered'],
  ...['peeling', 'peeled', 'brule', 'brulee', 'brulees', 'brules', 'brulure', 'brulures'],
  ...['ebouillante', 'ebouillantee', 'cloque', 'cloques', 'phlyctenes', 'decollee'],
  ...['ameungua', 'imeungua', 'vimeungua', 'umeungua', 'kuungua', 'malengelenge', 'vimebabuka', 'imebabuka'],
  ...['umebabuka', 'amebabuka', 'kubabuka'],
]);
/** A burn told small is not extensive: 'a few drops', 'small blisters', 'petite cloque', 'kidogo'. */
const smallWords = new Set([
  ...['small', 'little', 'tiny', 'few', 'drop', 'drops', 'spot', 'spots', 'patch', 'tip', 'finger'],
  ...['petit', 'petite', 'petites', 'petits', 'quelques', 'goutte', 'gouttes', 'doigt'],
  ...['kidogo', 'dogo', 'ndogo', 'matone', 'tone', 'kidole'],
]);

function regionAt(tokens: readonly Token[], at: number): string | undefined {
  const text = tokens[at]?.text ?? '';
  const region = regionWords.get(text);
  if (region !== 'back' || text !== 'back') return region;
  return wordsBeforeTheBack.has(tokens[at - 1]?.text ?? '') ? region : undefined;
}

/** The comma parts of a clause, each with whether a negation cue stands in it. */
function partsOf(clause: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  for (const token of clause)
    if (token.kind === 'break') parts.push([]);
    else parts[parts.length - 1]?.push(token);
  return parts.filter((part) => part.length > 0);
}

/** The extent of a burn read in one clause (see above), or nothing. */
export function readBurnExtent(clause: readonly Token[], text: string): TextMatch | undefined {
  if (clause.some((token) => smallWords.has(token.text))) return undefined;
  const regions = new Set<string>();
  let isInjured = false;
  for (const part of partsOf(clause)) {
    if (part.some((token) => negationCues.has(token.text))) continue;
    for (const [at, token] of part.entries()) {
      const region = regionAt(part, at);
      if (region !== undefined) regions.add(region);
      if (injuredSkinWords.has(token.text)) isInjured = true;
    }
  }
  if (!isInjured || regions.size < 2) return undefined;
  const first = clause[0];
  const last = clause[clause.length - 1];
  return {
    findingId: 'burn-site-trunk-or-limbs',
    present: true,
    evidence: first && last ? text.slice(first.start, last.end) : text,
    isSudden: false,
    isIntermittent: false,
  };
}
