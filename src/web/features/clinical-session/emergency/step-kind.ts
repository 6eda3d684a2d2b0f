import { firstDoseMedicineOf, isReferralHeading } from './equivalent-steps';
import type { RecordedStepKind } from '../../../../contracts/referral-note';

/**
 * What marking a to-do step records: a medicine is given, a referral is made, any other step is done.
 * A referral is never 'given' (issue 14: "Refer now to …" offered "Mark given now").
 */
export function kindOfStep(action: string): RecordedStepKind {
  const text = action.trim();
  if (isReferralHeading(text.toLowerCase())) return 'referred';
  if (firstDoseMedicineOf(text) || /^give\b/i.test(text)) return 'given';
  return 'done';
}
