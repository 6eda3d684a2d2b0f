import type { Observation } from './collect-observations';
import { foldText } from './tokenise';

/**
 * A whistle in the breath is a wheeze: a musical sound, mostly on breathing out. Stridor is a harsh noise on
 * breathing IN (WHO Pocket Book of Hospital Care for Children 2013, ch. 4: stridor, wheeze). A line that
 * likens the noisy breathing to a whistle ('noisy breathing like a whistle', 'whistle-like breathing') and
 * says nothing of breathing in, of a harsh or crowing noise or of croup is not read as stridor.
 */
const whistleWords = /\b(?:whistl\w*|wheez\w*|siffl\w*|mluzi|filimbi)\b/;
const stridorWords =
  /\b(?:stridor|stridulous|harsh|crowing|croup\w*|bark\w*|breathing in|breathes in|inspir\w*|inhal\w*|akivuta|cornage|aboyante?)\b/;

export function withoutWhistleReadAsStridor(text: string, observations: Observation[]): Observation[] {
  const folded = foldText(text).folded;
  if (!whistleWords.test(folded) || stridorWords.test(folded)) return observations;
  return observations.filter((o) => !(o.present && o.findingId === 'stridor'));
}
