import type { Assessment } from '../../../clinical/engine';
import type { AnalysisResults, AnalyzeOptions, TestFlag } from '../../../contracts/analysis';
import { statusOfStoredLab } from '../../../contracts/lab-status';
import type { StoredLabResult } from '../../../contracts/sessions';
import type { Correlation } from './correlate';

const redFlagUrgency = { routine: 'low', urgent: 'medium', emergency: 'high', critical: 'critical' } as const;
const differentialCount = { focused: 3, standard: 5, comprehensive: 8 } as const;

function describeLab(lab: StoredLabResult): string {
  return `${lab.testType}: ${lab.result}${lab.normalRange ? ` (range ${lab.normalRange})` : ''}`;
}

/**
 * The same test with the same result, reported twice (two files, or typed again), is one row: a
 * clinician reads one haemoglobin, not three. Different results of the same test stay separate.
 */
export function mergeDuplicateLabs(
  labs: readonly StoredLabResult[],
): Array<{ lab: StoredLabResult; ids: string[] }> {
  const merged = new Map<string, { lab: StoredLabResult; ids: string[] }>();
  for (const lab of labs) {
    const key = `${lab.testType.trim().toLowerCase()}\u0000${lab.result.trim().toLowerCase().replace(/\s+/g, ' ')}`;
    const seen = merged.get(key);
    if (seen) seen.ids.push(lab.id);
    else merged.set(key, { lab, ids: [lab.id] });
  }
  return [...merged.values()];
}

/** The meaning of a result in one line: the first sentence of its interpretation. */
export function oneLineMeaning(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const end = line.search(/\.\s|\.$/);
  return end > 0 ? line.slice(0, end + 1) : line;
}

function testEntry(
  { lab, ids }: { lab: StoredLabResult; ids: string[] },
  assessment: Assessment,
  correlations: readonly Correlation[],
  options: AnalyzeOptions,
) {
  const related = correlations.filter((correlation) => ids.includes(correlation.lab.id));
  const conditionNames = [...new Set(related.map((correlation) => correlation.conditionName))];
  // A result nothing could be compared with is 'not assessed', never 'normal' by default.
  const flag: TestFlag = lab.flag ?? 'not_assessed';
  const primary = assessment.diagnosis.primaryDiagnosis;
  const medication = assessment.prescription.medications[0];
  const supportsPrimary = conditionNames.includes(primary.condition);
  const status = statusOfStoredLab(lab);
  return {
    test_type: lab.testType,
    test_results: {
      result: lab.result,
      ...(lab.value !== undefined ? { value: String(lab.value) } : {}),
      ...(lab.unit ? { unit: lab.unit } : {}),
      // Value and range in one unit; the original as printed beside when either was converted.
      ...(lab.valueShown ? { value_shown: lab.valueShown } : {}),
      ...(lab.rangeUsed || lab.normalRange ? { normal_range: lab.rangeUsed ?? lab.normalRange ?? '' } : {}),
      ...(lab.isConverted
        ? {
            as_printed: `${lab.result}${lab.normalRange && lab.normalRange !== lab.rangeUsed ? ` (range ${lab.normalRange})` : ''}`,
          }
        : {}),
      flag,
      status,
    },
    analysis: labMeaningLine(lab),
    diagnosis:
      conditionNames.length > 0
        ? `Consistent with ${conditionNames.join(', ')}`
        : flag === 'normal'
          ? 'Within the expected range'
          : flag === 'not_assessed'
            ? 'Not assessed; read it against the printed report'
            : 'Outside the expected range; interpret with the clinical picture',
    explanation:
      conditionNames.length > 0
        ? `${lab.testType} is evidence the engine weighed for ${conditionNames.join(' and ')}.`
        : `${lab.testType} did not change the ranking of the differential.`,
    // Only what this result asks for: the investigations of the whole assessment are listed once, not
    // repeated under every test.
    recommendations: [
      ...(flag === 'critical' ? [`Act on the critical ${lab.testType} result now and confirm it`] : []),
      ...(flag === 'attention'
        ? [`Review the abnormal ${lab.testType} result and repeat if it does not fit the picture`]
        : []),
    ],
    ...(options.includePrescriptions && supportsPrimary && medication
      ? {
          prescription_guidance: {
            medication: medication.drug,
            dosage: medication.dosage,
            administration: `${medication.timing ? `${medication.timing}; ` : ''}${medication.route}, ${medication.frequency}, ${medication.duration}`,
          },
        }
      : {}),
    symptom_correlations: related.map((correlation) => ({
      symptom: correlation.symptom,
      correlation_strength: correlation.strength,
      explanation: `${correlation.symptom} and ${lab.testType} both point to ${correlation.conditionName}.`,
    })),
    flag,
    status,
    ...(lab.criticalLimit && flag === 'critical' ? { critical_limit: lab.criticalLimit } : {}),
    ...(ids.length > 1 ? { times_reported: ids.length } : {}),
  };
}

/** The one line under a test: the image reminder, then its meaning without restating value or range. */
export function labMeaningLine(lab: StoredLabResult): string {
  const flag: TestFlag = lab.flag ?? 'not_assessed';
  const reminder = lab.notes?.startsWith('Read from an image') ? oneLineMeaning(lab.notes) : undefined;
  const meaning =
    lab.meaning ?? (lab.notes ? oneLineMeaning(lab.notes) : `${lab.testType} ${flagMeaning[flag]}.`);
  return reminder === undefined || reminder === meaning ? meaning : `${reminder} ${meaning}`;
}

const flagMeaning = {
  normal: 'within the expected range',
  attention: 'outside the expected range',
  critical: 'critically abnormal',
  not_assessed: 'not assessed: no range to compare it with',
} as const;

/** The analysis results object of spec section 3, from the engine's assessment of symptoms and labs together. */
export function buildAnalysisResults(input: {
  patientId: string;
  analysisDate: string;
  symptoms: string[];
  labs: StoredLabResult[];
  assessment: Assessment;
  correlations: Correlation[];
  options: AnalyzeOptions;
  now: Date;
}): AnalysisResults {
  const { assessment, options } = input;
  const { diagnosis } = assessment;
  const differential = [diagnosis.primaryDiagnosis, ...diagnosis.differentialDiagnoses].slice(
    0,
    differentialCount[options.depth],
  );
  const criticalLabs = mergeDuplicateLabs(input.labs)
    .map((entry) => entry.lab)
    .filter((lab) => lab.flag === 'critical');
  const bySymptom = new Map<string, Correlation[]>();
  for (const correlation of input.correlations)
    bySymptom.set(correlation.symptom, [...(bySymptom.get(correlation.symptom) ?? []), correlation]);
  const primary = diagnosis.primaryDiagnosis;
  const distinctLabs = mergeDuplicateLabs(input.labs).map((entry) => entry.lab);
  const abnormal = distinctLabs.filter(
    (lab) => !['normal', 'not_assessed'].includes(statusOfStoredLab(lab)),
  ).length;
  return {
    patient_id: input.patientId,
    analysis_date: input.analysisDate,
    symptoms_reported: input.symptoms,
    tests_analyzed: mergeDuplicateLabs(input.labs).map((entry) =>
      testEntry(entry, assessment, input.correlations, options),
    ),
    symptom_test_insights: {
      primary_correlations: [...bySymptom.entries()].map(([symptom, correlations]) => ({
        symptom,
        test_findings: correlations.map((correlation) => describeLab(correlation.lab)),
        correlation_explanation: `Explained together by ${[...new Set(correlations.map((correlation) => correlation.conditionName))].join(', ')}.`,
        clinical_significance: correlations.some((correlation) => correlation.strength === 'strong')
          ? `Supports the working diagnosis, ${primary.condition}.`
          : 'Supports a differential diagnosis; weigh it against the working diagnosis.',
      })),
      differential_diagnoses: differential.map((entry) => ({
        condition: entry.condition,
        icd10: entry.icd10,
        // The engine's confidence, the one label the summary, the screens and the PDF all use: a band
        // cut from the percentage alone said 'high 50%' beside 'moderate confidence'.
        probability: entry.confidence,
        probability_percent: entry.probability,
        supporting_evidence: 'supportingEvidence' in entry ? entry.supportingEvidence : [],
        contradicting_evidence: 'contradictingEvidence' in entry ? entry.contradictingEvidence : [],
      })),
      red_flags: [
        ...diagnosis.redFlags.map((flag) => ({
          finding: flag.finding,
          urgency: redFlagUrgency[flag.urgency],
          action_required: flag.actionRequired,
        })),
        ...criticalLabs.map((lab) => ({
          finding: `Critical result: ${describeLab(lab)}${lab.criticalLimit ? ` (critical limit ${lab.criticalLimit})` : ''}`,
          urgency: 'critical' as const,
          action_required: 'Confirm and act on this result now',
        })),
      ],
    },
    overall_summary: [
      `${primary.condition} is the most likely diagnosis (${primary.probability}%, ${primary.confidence} confidence).`,
      `Urgency: ${diagnosis.triage.urgency}${diagnosis.triage.reasons[0] ? ` — ${diagnosis.triage.reasons[0]}` : ''}.`,
      distinctLabs.length > 0
        ? `${distinctLabs.length} lab result(s) analysed, ${abnormal} abnormal${criticalLabs.length ? `, ${criticalLabs.length} critical` : ''}.`
        : 'No lab results were available.',
      diagnosis.nextQuestions.length > 0
        ? `To narrow the differential: ${diagnosis.nextQuestions.slice(0, 3).join(' ')}`
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    urgency: diagnosis.triage.urgency,
    emergency_alert: diagnosis.emergencyAlert,
    disclaimer: diagnosis.disclaimer,
    generated_at: input.now.toISOString(),
    diagnosis,
    ...(options.includeRecommendations ? { recommendations: assessment.recommendations } : {}),
    ...(options.includePrescriptions
      ? { prescription: { disclaimer: diagnosis.disclaimer, ...assessment.prescription } }
      : {}),
  };
}
