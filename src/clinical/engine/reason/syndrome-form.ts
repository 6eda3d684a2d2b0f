import type { ConditionEntry } from '../../knowledge/load-knowledge';
import { urgencySchema } from '../../knowledge/types';
import { weighEvidence, type PreparedObservations, type Weight } from './evidence';
import { redFlagFires } from './red-flag';

/**
 * A condition that some of its patients present with the syndrome of another (knowledge: comesWith; acute
 * cholangitis with septic shock, an obstructed infected kidney with sepsis, mumps with meningitis) is weighed
 * as the mixture of its two forms: without the syndrome, its own findings; with it, its own findings and the
 * syndrome's (knowledge: syndromeFindings) at the syndrome's frequency where that is higher. The likelihood is
 * (1 − share) × P(findings | plain form) + share × P(findings | form with the syndrome). The form is weighed only
 * when one of the condition's own signs is present (knowledge: comesWith.whenAnyOf): without it the source is
 * not told, and a common condition would take every syndrome its rarer sign-less form could explain.
 *
 * Without this the syndrome, whose shock, confusion and fast breathing are frequent and rare in the population,
 * outranks the condition that causes it whenever the source's own frequencies stand for its common mild form:
 * the answer names "sepsis" where a clinician names, and treats at its source, the obstructed infected kidney.
 * The syndrome still wins when nothing specific of a source is told (a fever with shock and no focus).
 */
export interface FormWeighing {
  /**
   * The form that explains the findings best: the condition itself, or its form with the syndrome (the
   * syndrome's findings added, and its urgency once one of the syndrome's red flags fires), which the triage
   * then reads.
   */
  condition: ConditionEntry;
  /** The weights of that form: what the explanation shows. */
  weights: Weight[];
  /** Log-likelihood ratio of the findings under the mixture of forms. */
  logLikelihood: number;
}

const formsByCondition = new WeakMap<ConditionEntry, Map<string, ConditionEntry>>();

/** The condition in its form with the syndrome: the syndrome's findings at the higher of the two frequencies. */
export function formWithSyndrome(condition: ConditionEntry, syndrome: ConditionEntry): ConditionEntry {
  let forms = formsByCondition.get(condition);
  if (forms === undefined) {
    forms = new Map();
    formsByCondition.set(condition, forms);
  }
  const known = forms.get(syndrome.id);
  if (known) return known;
  const lent = new Set(syndrome.syndromeFindings?.findingIds ?? []);
  const syndromeEntries = new Map(
    syndrome.findings.filter((entry) => lent.has(entry.findingId)).map((entry) => [entry.findingId, entry]),
  );
  const findings = condition.findings.map((entry) => {
    const fromSyndrome = syndromeEntries.get(entry.findingId);
    return fromSyndrome && fromSyndrome.frequency > entry.frequency ? fromSyndrome : entry;
  });
  const own = new Set(condition.findings.map((entry) => entry.findingId));
  for (const entry of syndromeEntries.values()) if (!own.has(entry.findingId)) findings.push(entry);
  const form = { ...condition, findings };
  forms.set(syndrome.id, form);
  return form;
}

const severeForms = new WeakMap<ConditionEntry, ConditionEntry>();

/**
 * The form with the syndrome when one of the syndrome's red flags fires (septic shock, organ dysfunction): it is
 * then as urgent as the syndrome, as the syndrome named alone would be, so naming the source loses no emergency.
 * Fever and a fast pulse with a source do not make it so (a leptospirosis with myalgia and fever stays urgent).
 * The syndrome's red flags stay the syndrome's: they fire when the syndrome itself is plausible (a swollen jaw
 * with lethargy is no meningitis), the danger-sign rules fire on their signs whatever is ranked.
 */
function asUrgentAsSyndrome(form: ConditionEntry, syndrome: ConditionEntry): ConditionEntry {
  const order = urgencySchema.options;
  if (order.indexOf(syndrome.urgency) <= order.indexOf(form.urgency)) return form;
  let severe = severeForms.get(form);
  if (severe === undefined) {
    severe = { ...form, urgency: syndrome.urgency };
    severeForms.set(form, severe);
  }
  return severe;
}

const sumOf = (weights: readonly Weight[]) =>
  weights.reduce((sum, weight) => sum + weight.logLikelihoodRatio, 0);

export function weighForms(
  condition: ConditionEntry,
  prepared: PreparedObservations,
  ageYears: number | undefined,
  conditionById: ReadonlyMap<string, ConditionEntry>,
): FormWeighing {
  const plain = weighEvidence(condition, prepared, ageYears);
  const forms = (condition.comesWith ?? []).flatMap((form) => {
    const syndrome = conditionById.get(form.conditionId);
    const isTold = form.whenAnyOf.some((findingId) => prepared.present.has(findingId));
    return syndrome && isTold ? [{ share: form.share, syndrome }] : [];
  });
  if (forms.length === 0) return { condition, weights: plain, logLikelihood: sumOf(plain) };
  const plainShare = 1 - forms.reduce((sum, form) => sum + form.share, 0);
  const terms = [
    { condition, weights: plain, logTerm: Math.log(plainShare) + sumOf(plain) },
    ...forms.map((form) => {
      const withSyndrome = formWithSyndrome(condition, form.syndrome);
      const weights = weighEvidence(withSyndrome, prepared, ageYears);
      const isSevere = form.syndrome.redFlags.some((flag) =>
        redFlagFires(flag, prepared.present, prepared.observations),
      );
      return {
        condition: isSevere ? asUrgentAsSyndrome(withSyndrome, form.syndrome) : withSyndrome,
        weights,
        logTerm: Math.log(form.share) + sumOf(weights),
      };
    }),
  ];
  const best = terms.reduce((a, b) => (b.logTerm > a.logTerm ? b : a));
  const logLikelihood =
    best.logTerm + Math.log(terms.reduce((sum, term) => sum + Math.exp(term.logTerm - best.logTerm), 0));
  return { condition: best.condition, weights: best.weights, logLikelihood };
}
