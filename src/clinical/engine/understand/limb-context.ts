import type { WordSlot } from './match-phrases';
import type { Phrase } from './phrase-index';
import { findSites } from './read-body-site-states';
import { stemWord } from './stem';

/**
 * A child's inability told with one painful limb or joint. WHO Pocket Book 2013 (1.2, severe malaria)
 * names prostration a general weakness: the child cannot sit, stand or walk unaided. A child who will not
 * walk or stand on one painful, swollen limb or joint is refusing to bear weight on it, the sign of septic
 * arthritis or osteomyelitis (Pocket Book 2013, 6.7: 'refusal to move the affected limb or to bear weight
 * on the leg'; NICE CKS Septic arthritis: a child who will not weight-bear). A child who cries when the limb
 * or joint is touched or moved tells its tenderness or pain on movement in the same way.
 */

/** Sites of one limb or joint (body-site-states.ts ids). */
const limbSites = new Set(['joints', 'legs', 'arm', 'feet', 'big-toe']);
/** Site words naming many joints or both legs: 'joint pains', 'his legs are weak' tell no single limb. */
const pluralSiteWords = new Set(['miguu', 'viungo', 'magoti', 'genoux', 'bras', 'pieds', 'jambes']);
/** Words telling general weakness: then the inability stays prostration ('too weak to walk'). */
const weaknessWords = new Set(
  ['weak', 'weakness', 'dhaifu', 'udhaifu', 'faible', 'faiblesse', 'lethargic', 'floppy', 'limp'].map(
    stemWord,
  ),
);
/** What a prostration wording says cannot be done that weight-bearing is: walking, standing. */
const weightBearingWords = new Set(
  ['walk', 'stand', 'kutembea', 'kusimama', 'marcher', 'debout', 'lever', 'kukanyaga'].map(stemWord),
);
const cryingWords = new Set(
  [
    'cry',
    'cries',
    'crying',
    'cried',
    'scream',
    'screams',
    'screaming',
    'screamed',
    'yells',
    'winces',
    'analia',
    'alilia',
    'anapiga',
    'pleure',
    'pleurait',
    'crie',
    'hurle',
  ].map(stemWord),
);
const touchWords = new Set(
  ['touch', 'touched', 'touching', 'press', 'pressed', 'ukiguswa', 'akiguswa', 'kiguswa', 'touche'].map(
    stemWord,
  ),
);
const moveWords = new Set(
  [
    'move',
    'moved',
    'moving',
    'bend',
    'bent',
    'straighten',
    'handled',
    'ukisogezwa',
    'akisogezwa',
    'kisogezwa',
    'bouge',
    'plie',
  ].map(stemWord),
);

const hasStem = (slots: readonly WordSlot[], stems: ReadonlySet<string>) =>
  slots.some((slot) => stems.has(slot.stem) || stems.has(slot.token.text));

/** The single limb or joint the clause names, if any ('his knee', 'the leg'), by its site id. */
export function oneLimbOrJointOf(slots: readonly WordSlot[]): string | undefined {
  const site = findSites(slots).find((found) => {
    const text = slots[found.start + found.length - 1]?.token.text ?? '';
    const next = slots[found.start + found.length]?.token.text ?? '';
    return (
      limbSites.has(found.id) &&
      !pluralSiteWords.has(text) &&
      !/[a-z]s$/.test(text) &&
      // 'joint pains': many joints ache.
      next !== 'pains' &&
      next !== 'aches'
    );
  });
  return site?.id;
}

/**
 * A prostration wording of walking or standing, told in a clause that names one limb or joint and no
 * general weakness, is not prostration: WHO names prostration a general weakness (Pocket Book 2013, 1.2;
 * WHO severe malaria 2023: unable to sit, stand or walk unaided), and a painful knee or hip that stops the
 * walking is a complaint of that joint or limb. In a child it reads as refusing to bear weight on it
 * ('cannot walk, cries when we touch his knee'), the Pocket Book's sign of septic arthritis or
 * osteomyelitis; in an adult the joint's own finding (pain, swelling, a fracture's wording) carries it.
 */
export function readInabilityWithLimb(
  phrases: readonly Phrase[],
  slots: readonly WordSlot[],
  isAboutChild: boolean,
): Phrase[] {
  const isWeightBearing = (phrase: Phrase) =>
    phrase.findingId === 'prostration' && phrase.words.some((word) => weightBearingWords.has(word));
  if (!phrases.some(isWeightBearing)) return [...phrases];
  if (hasStem(slots, weaknessWords) || oneLimbOrJointOf(slots) === undefined) return [...phrases];
  if (!isAboutChild) return phrases.filter((phrase) => !isWeightBearing(phrase));
  return phrases.map((phrase) =>
    isWeightBearing(phrase) ? { ...phrase, findingId: 'refuses-to-move-limb' } : phrase,
  );
}

/**
 * A child crying or screaming when one limb or joint is touched or moved: touched, it is tender (a joint,
 * joint pain; a limb, bone tenderness); moved, the child will not have it moved (refuses-to-move-limb).
 * Returns the finding and the slots of the crying word, or undefined.
 */
export function readCryingOnHandling(
  slots: readonly WordSlot[],
): { findingId: string; position: number } | undefined {
  const position = slots.findIndex((slot) => cryingWords.has(slot.stem) || cryingWords.has(slot.token.text));
  if (position < 0) return undefined;
  const after = slots.slice(position + 1, position + 8);
  const site = oneLimbOrJointOf(slots);
  if (site === undefined) return undefined;
  if (hasStem(after, moveWords)) return { findingId: 'refuses-to-move-limb', position };
  if (hasStem(after, touchWords))
    return { findingId: site === 'joints' ? 'arthralgia' : 'bone-tenderness', position };
  return undefined;
}
