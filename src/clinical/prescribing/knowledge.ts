import { conditions } from '../knowledge/conditions/index';
import { medicines } from '../knowledge/medicines';
import { regimens } from '../knowledge/regimens';
import { sourceById } from '../knowledge/sources';
import type { Citation } from '../knowledge/types';
import type { PrescribingKnowledge } from './types';

/** The knowledge base prescribing uses unless a caller passes its own. */
export const defaultKnowledge: PrescribingKnowledge = { medicines, regimens, conditions };

/** A citation as the clinician reads it: title, edition and section. */
export function describeCitation(citation: Citation): string {
  const source = sourceById.get(citation.sourceId);
  return source === undefined
    ? `${citation.sourceId}, ${citation.section}`
    : `${source.title} (${source.edition}), ${citation.section}`;
}
