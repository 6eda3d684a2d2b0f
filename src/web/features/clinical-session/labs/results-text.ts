import { printedLabStatus } from '../../../../contracts/lab-status';
import { statusOfTest } from './lab-result-rows';
import type { AnalysisResults } from './types';

/** Spec section 9: correlation strength bars. */
export const correlationWidth = { weak: 30, moderate: 65, strong: 90 } as const;

/** The first `shown` items and how many more there are ('...and N more'). */
export function firstAndRest<T>(items: readonly T[], shown: number): { first: T[]; rest: number } {
  return { first: items.slice(0, shown), rest: Math.max(0, items.length - shown) };
}

/** The analysis as plain text, for the clipboard (spec section 1: copy the result as text). */
export function resultsAsText(results: AnalysisResults): string {
  const lines = [
    `Patient: ${results.patient_id}`,
    `Analysis date: ${results.analysis_date}`,
    '',
    `Summary: ${results.overall_summary}`,
  ];
  for (const test of results.tests_analyzed) {
    lines.push(
      '',
      `${[test.test_type, test.test_results.value_shown ?? test.test_results.result].filter(Boolean).join(': ')} [${printedLabStatus(statusOfTest(test), test.flag === 'critical')}]`,
      `Diagnosis: ${test.diagnosis}`,
      `Analysis: ${test.analysis}`,
    );
    for (const recommendation of test.recommendations) lines.push(`- ${recommendation}`);
  }
  const insights = results.symptom_test_insights;
  if (insights.differential_diagnoses.length > 0) {
    lines.push('', 'Differential diagnoses:');
    for (const item of insights.differential_diagnoses)
      lines.push(`- ${item.condition} (${item.probability})`);
  }
  if (insights.red_flags.length > 0) {
    lines.push('', 'Red flags:');
    for (const flag of insights.red_flags)
      lines.push(`- ${flag.finding} [${flag.urgency}]: ${flag.action_required}`);
  }
  lines.push('', results.disclaimer);
  return lines.join('\n');
}
