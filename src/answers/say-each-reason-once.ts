import type { Diagnosis } from '../clinical/engine';
import type { Knowledge } from '../clinical/knowledge/load-knowledge';
import { mergeTriageReasons, reasonFindingsOf } from './merge-triage-reasons';

/** The triage reason a red flag was printed for: a rule's own words, or `finding (Condition)`. */
const reasonOfFlag = (finding: string, reasons: readonly string[]) =>
  reasons.find((reason) => reason === finding) ?? reasons.find((reason) => reason.startsWith(`${finding} (`));

/**
 * The diagnosis with each triage reason and red flag said once, by the merge the referral note uses:
 * one postpartum haemorrhage with shock raised the general shock rule, the obstetric rules and the
 * condition's red flags, each in its own words, and the screens listed them all. A reason said by
 * another is left out of the reasons and the red flags, and the emergency headline names the reason
 * that says it. Applied before any translation, while the reasons are the knowledge's own words.
 */
export function sayEachReasonOnce(diagnosis: Diagnosis, knowledge: Knowledge): Diagnosis {
  const reasons = diagnosis.triage.reasons;
  const present = new Set(
    diagnosis.findingsUsed.filter((finding) => finding.present).map((finding) => finding.findingId),
  );
  const { kept, saidBy } = mergeTriageReasons(reasons, reasonFindingsOf(knowledge), present);
  if (saidBy.size === 0) return diagnosis;
  const redFlags = diagnosis.redFlags.filter((flag) => {
    const reason = reasonOfFlag(flag.finding, reasons);
    return reason === undefined || !saidBy.has(reason);
  });
  const first = reasons[0];
  const firstSaidBy = first === undefined ? undefined : saidBy.get(first);
  const message =
    firstSaidBy && diagnosis.message.startsWith(`EMERGENCY: ${first}.`)
      ? `EMERGENCY: ${firstSaidBy}.${diagnosis.message.slice(`EMERGENCY: ${first}.`.length)}`
      : diagnosis.message;
  return { ...diagnosis, triage: { ...diagnosis.triage, reasons: kept }, redFlags, message };
}
