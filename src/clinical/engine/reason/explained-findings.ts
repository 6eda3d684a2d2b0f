import { prostrationExplainedBy } from '../../knowledge/triage-rules/shared';
import type { FindingObservation } from '../types';

/**
 * The findings without the ones another told finding explains: prostration ('cannot stand', 'cannot walk')
 * told beside a paralysed, broken or swollen limb is that limb, not the generalised weakness of the danger
 * sign (knowledge: prostrationExplainedBy), so neither the ranking nor the triage reads it as prostration.
 */
export function withoutExplainedFindings(findings: readonly FindingObservation[]): FindingObservation[] {
  const isExplained = findings.some(
    (finding) => finding.present && prostrationExplainedBy.includes(finding.findingId),
  );
  if (!isExplained) return [...findings];
  return findings.filter((finding) => !(finding.present && finding.findingId === 'prostration'));
}
