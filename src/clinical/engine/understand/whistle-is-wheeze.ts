import type { Observation } from './collect-observations';
import { foldText } from './tokenise';

/**
 * Stridor is a harsh noise on breathing IN; a wheeze is a musical sound, mostly on breathing out (WHO Pocket
 * Book of Hospital Care for Children 2013, ch. 4: stridor, wheeze). A line that likens the noisy breathing to
 * a whistle ('noisy breathing like a whistle', 'whistle-like breathing') and says nothing of breathing in, of
 * a harsh or crowing noise or of croup is not read as stridor. Nor is noisy breathing told alone ('noisy
 * breathing, rattly chest', 'respiration bruyante'): snoring, a rattle or a wheeze are noisy too. It is
 * stridor when the line tells the noise on breathing in, a harsh or crowing one, croup, or when a choking
 * or an object stuck in the airway was told (the Pocket Book's child with stridor: croup, foreign body).
 */
const whistleWords = /\b(?:whistl\w*|wheez\w*|siffl\w*|mluzi|filimbi)\b/;
const noisyWords = /\b(?:nois\w*|bruyant\w*)\b/;
const stridorWords =
  /\b(?:stridor|stridulous|harsh|crowing|croup\w*|bark\w*|breathing in|breathes in|breathe in|inspir\w*|inhal\w*|akivuta|cornage|aboyante?|squeak\w*|high[- ]pitched)\b/;

export function withoutWhistleReadAsStridor(
  text: string,
  observations: Observation[],
  chokingTold = false,
): Observation[] {
  const folded = foldText(text).folded;
  if (stridorWords.test(folded)) return observations;
  const isWhistle = whistleWords.test(folded);
  const isNoisyAlone = noisyWords.test(folded) && !chokingTold;
  if (!isWhistle && !isNoisyAlone) return observations;
  return observations.filter((o) => !(o.present && o.findingId === 'stridor'));
}

/** Whether a choking or an object stuck in the airway was told, in this line or a line before. */
export const isChokingTold = (observations: readonly Observation[]) =>
  observations.some((o) => o.present && o.findingId === 'choking-foreign-body');
