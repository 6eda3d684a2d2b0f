import { conditions } from '../knowledge/conditions';
import { presetSymptomFindings, symptomVocabulary } from './symptom-vocabulary';
import { normaliseText } from './resolve-condition';

const byId = new Map(symptomVocabulary.map(([id, label]) => [id, label]));
const byLabel = new Map<string, string>();
for (const [id, label] of symptomVocabulary) {
  byLabel.set(normaliseText(label), id);
  byLabel.set(normaliseText(shortLabel(label)), id);
}
for (const [preset, id] of Object.entries(presetSymptomFindings)) byLabel.set(normaliseText(preset), id);

/**
 * The finding id a reported symptom is counted as: a finding id, a finding label or a preset symptom.
 * Anything else (free text) is not counted, so the aggregate tables never hold what a clinician typed.
 */
export function canonicalSymptomId(text: string): string | undefined {
  const trimmed = text.trim().toLowerCase();
  if (byId.has(trimmed)) return trimmed;
  return byLabel.get(normaliseText(text));
}

/** How a symptom reads on a chip or in a list: 'Fever', 'Joint pains'. */
export function symptomLabel(findingId: string): string {
  const label = byId.get(findingId);
  return label ? shortLabel(label) : findingId;
}

function shortLabel(label: string): string {
  return label.replace(/\s*\([^)]*\)/g, '').trim();
}

/**
 * Conditions in which the symptom is common (frequency at least 0.3 in the knowledge base): those seen most
 * in the region first, then by prior × frequency, i.e. how likely each is to be the cause of the symptom in
 * the country (the same Bayesian reading the engine uses): fever in Kano points to malaria before dengue.
 */
export function rankRelatedConditions(
  findingId: string,
  regionalCounts: ReadonlyMap<string, number>,
  options: { country?: string; limit?: number } = {},
): string[] {
  return conditions
    .flatMap((condition) => {
      const finding = condition.findings.find((candidate) => candidate.findingId === findingId);
      if (!finding || finding.frequency < 0.3) return [];
      const byCountry = condition.prior.byCountry as Readonly<Record<string, number>> | undefined;
      const prior = condition.prior.baseline * (options.country ? (byCountry?.[options.country] ?? 1) : 1);
      return [
        { id: condition.id, score: prior * finding.frequency, seen: regionalCounts.get(condition.id) ?? 0 },
      ];
    })
    .sort((a, b) => b.seen - a.seen || b.score - a.score || a.id.localeCompare(b.id))
    .slice(0, options.limit ?? 2)
    .map((candidate) => candidate.id);
}

export type Trend = 'increasing' | 'decreasing' | 'stable';

/**
 * Compares a recent rate with the one before it. A change of a quarter or more either way is a trend;
 * smaller changes are noise at the counts a clinic or county produces.
 */
export function classifyTrend(recent: number, previous: number): Trend {
  if (previous <= 0) return recent > 0 ? 'increasing' : 'stable';
  const ratio = recent / previous;
  if (ratio >= 1.25) return 'increasing';
  if (ratio <= 0.8) return 'decreasing';
  return 'stable';
}
