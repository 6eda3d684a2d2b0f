import { conditions } from '../knowledge/conditions/index';
import { medicines } from '../knowledge/medicines';
import { regimens } from '../knowledge/conditions/index';
import { sources } from '../knowledge/sources';
import { extraSources } from '../knowledge/sources-prescribing';
import type { Citation, Source } from '../knowledge/types';
import type { PrescribingKnowledge } from './types';

/** The knowledge base prescribing uses unless a caller passes its own. */
export const defaultKnowledge: PrescribingKnowledge = { medicines, regimens, conditions };

const sourcesById = new Map<string, Source>(
  [...sources, ...extraSources].map((source) => [source.id, source]),
);

/** A citation as the clinician reads it: title, edition and section. */
export function describeCitation(citation: Citation): string {
  const source = sourcesById.get(citation.sourceId);
  return source === undefined
    ? `${citation.sourceId}, ${citation.section}`
    : `${source.title} (${source.edition}), ${citation.section}`;
}
