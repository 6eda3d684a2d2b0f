import type { Observation } from './collect-observations';
import { foldText } from './tokenise';

/**
 * A body felt warm beside cold hands or feet is how a carer or nurse tells cold stress from hypothermia: feet
 * cold but body warm is cold stress, both cold is hypothermia (WHO Pocket Book 2013, 3.11 hypothermia; WHO
 * Thermal protection of the newborn 1997). Told so, the warm body is the trunk's normal warmth, not a fever,
 * unless the line tells a fever in words of its own ('hot', 'fever', a temperature).
 */
const warmBodyWords =
  /\b(?:(?:body|trunk|tummy|belly|chest|back)\s+(?:is\s+|feels\s+)?warm|warm\s+(?:body|trunk|tummy|belly|chest)|mwili\s+(?:una\s+|ni\s+wa\s+|wa\s+)?joto|joto\s+(?:la\s+)?mwili(?:ni)?|(?:corps|ventre|thorax)\s+(?:est\s+)?chaud)\b/;
const feverWords =
  /\b(?:fever\w*|febrile|hot|homa|fievre\w*|febrile|brulant\w*|\d{2}(?:[.,]\d)?\s*(?:°|c\b))/;

export function withoutWarmBodyReadAsFever(text: string, observations: Observation[]): Observation[] {
  const hasColdHands = observations.some((o) => o.present && o.findingId === 'cold-hands-feet');
  if (!hasColdHands) return observations;
  const folded = foldText(text).folded;
  if (!warmBodyWords.test(folded) || feverWords.test(folded)) return observations;
  return observations.filter((o) => !(o.present && o.findingId === 'fever'));
}
