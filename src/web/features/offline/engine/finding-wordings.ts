/**
 * Each finding's Kiswahili and French wordings as its file writes them (the composed ones are added when the
 * knowledge is loaded), by id, for the offline engine. Here they are read from the findings; the web build writes this module as the same wordings as data, in a chunk of its own, and leaves
 * them out of the findings in the engine chunk (scripts/web-build/offline-finding-wordings.ts,
 * docs/decisions/013). The engine chunk imports this module, so the two always arrive together.
 */
import { writtenFindings } from '../../../../clinical/knowledge/findings';

export const findingWordings: readonly (readonly [
  id: string,
  sw: readonly string[],
  fr: readonly string[],
])[] = writtenFindings.map((finding) => [finding.id, finding.synonyms.sw, finding.synonyms.fr]);
