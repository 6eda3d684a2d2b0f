import type { Finding } from '../../knowledge/types';
import type { UnderstoodInput } from '../types';

/**
 * The findings only a woman's body can have: every band that the finding is asked of is female (vaginal
 * bleeding, lochia, pregnancy, a tender uterus; knowledge/findings/asked-of.ts).
 */
export function femaleOnlyFindingIds(vocabulary: readonly Finding[]): ReadonlySet<string> {
  return new Set(
    vocabulary
      .filter(
        (finding) =>
          finding.askedOf !== undefined &&
          finding.askedOf.length > 0 &&
          finding.askedOf.every((band) => band.sex === 'female'),
      )
      .map((finding) => finding.id),
  );
}

/**
 * A man's note read with a woman's finding is a misreading ('il saigne un peu de la gencive' is no vaginal
 * bleeding): such findings are dropped when the patient is male. What is not known about the patient's sex
 * never drops anything.
 */
export function keepFindingsOfThisBody(
  understood: UnderstoodInput,
  femaleOnly: ReadonlySet<string>,
): UnderstoodInput {
  if (understood.patient.sex !== 'male') return understood;
  const isOfThisBody = (findingId: string) => !femaleOnly.has(findingId);
  return {
    ...understood,
    findings: understood.findings.filter((finding) => !finding.present || isOfThisBody(finding.findingId)),
    patient: {
      ...understood.patient,
      presentFindings: understood.patient.presentFindings?.filter(isOfThisBody),
    },
  };
}
