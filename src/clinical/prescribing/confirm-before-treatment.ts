import type { Condition, Medicine, Regimen } from '../knowledge/types';

/** The test findings the clinician recorded: present (a positive result) and absent (a negative one). */
export interface RecordedTestFindings {
  present: readonly string[];
  absent: readonly string[];
}

const list = (names: readonly string[]) => {
  const text = names.length > 0 ? names.join(', ') : 'its treatment';
  return text.charAt(0).toUpperCase() + text.slice(1);
};

type ConfirmationRule = NonNullable<Condition['confirmBeforeTreatment']>;

/** The rule that applies at this age: a young child's own test and advice where the knowledge gives one. */
function forAge(
  rule: ConfirmationRule | undefined,
  ageYears: number | undefined,
): ConfirmationRule | undefined {
  const young = rule?.youngChild;
  if (rule === undefined || young === undefined || ageYears === undefined || ageYears >= young.underAgeYears)
    return rule;
  return { ...rule, confirmedBy: young.confirmedBy, test: young.test, ifNoTest: young.ifNoTest };
}

function mayBeTreatedWithoutTest(
  when: { underAgeYears?: number; pregnant?: boolean } | undefined,
  patient: { ageYears?: number; pregnant?: boolean },
): boolean {
  if (when === undefined) return false;
  const isYoungChild =
    when.underAgeYears !== undefined &&
    patient.ageYears !== undefined &&
    patient.ageYears < when.underAgeYears;
  return isYoungChild || (when.pregnant === true && patient.pregnant === true);
}

/**
 * The regimen's items that may be given now, and why the others wait: a condition whose knowledge says it
 * needs confirmation before treatment (WHO Guidelines for malaria 2023, 5.1: parasitological confirmation
 * before treatment) gets its own medicines only once a confirming test is recorded positive; until then
 * only symptom relief (`stillGiven`) is given, with the test and what to do when none can be done today,
 * or, after a negative test, what that means.
 */
export function gateRegimen(
  condition: Pick<Condition, 'confirmBeforeTreatment'> | undefined,
  regimen: Pick<Regimen, 'items'>,
  recorded: RecordedTestFindings | undefined,
  medicinesById: ReadonlyMap<string, Medicine>,
  patient: { ageYears?: number; pregnant?: boolean } = {},
): { items: Regimen['items']; warnings: string[]; heldForNoTest: Regimen['items'] } {
  const rule = forAge(condition?.confirmBeforeTreatment, patient.ageYears);
  const present = new Set(recorded?.present ?? []);
  if (rule === undefined || rule.confirmedBy.some((findingId) => present.has(findingId)))
    return { items: regimen.items, warnings: [], heldForNoTest: [] };
  const stillGiven = new Set(rule.stillGiven ?? []);
  const withheld = regimen.items
    .filter((item) => !stillGiven.has(item.medicineId))
    .map((item) => medicinesById.get(item.medicineId)?.name ?? item.medicineId);
  const [test] = rule.confirmedBy;
  const isNegative = test !== undefined && (recorded?.absent ?? []).includes(test);
  return {
    items: regimen.items.filter((item) => stillGiven.has(item.medicineId)),
    // Without a test the source allows treatment on clinical suspicion when the risk is high, so the held
    // medicines' doses are shown under 'if no test can be done today'; after a negative test they are not.
    heldForNoTest:
      isNegative || !mayBeTreatedWithoutTest(rule.treatWithoutTestWhen, patient)
        ? []
        : regimen.items.filter((item) => !stillGiven.has(item.medicineId)),
    warnings: [
      isNegative
        ? `${rule.ifNegative} (${list(withheld)} withheld.)`
        : `Test first: ${rule.test}. ${list(withheld)}: only after a positive test. ${rule.ifNoTest}`,
    ],
  };
}
