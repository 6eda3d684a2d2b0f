import type { Assessment } from '../../../clinical/engine';
import type { AnalysisResults, AnalyzeOptions } from '../../../contracts/analysis';
import type { StoredLabResult } from '../../../contracts/sessions';
import type { Correlation } from './correlate';

const probabilityBand = (percent: number): 'low' | 'moderate' | 'high' =>
  percent >= 50 ? 'high' : percent >= 20 ? 'moderate' : 'low';
const redFlagUrgency = { routine: 'low', urgent: 'medium', emergency: 'high', critical: 'critical' } as const;
const differentialCount = { focused: 3, standard: 5, comprehensive: 8 } as const;

function describeLab(lab: StoredLabResult): string {
  return `${lab.testType}: ${lab.result}${lab.normalRange ? ` (range ${lab.normalRange})` : ''}`;
}

function testEntry(
  lab: StoredLabResult,
  assessment: Assessment,
  correlations: readonly Correlation[],
  options: AnalyzeOptions,
) {
  const related = correlations.filter((correlation) => correlation.lab.id === lab.id);
  const conditionNames = [...new Set(related.map((correlation) => correlation.conditionName))];
  const flag = lab.flag ?? 'normal';
  const primary = assessment.diagnosis.primaryDiagnosis;
  const medication = assessment.prescription.medications[0];
  const supportsPrimary = conditionNames.includes(primary.condition);
  return {
    test_type: lab.testType,
    test_results: {
      result: lab.result,
      ...(lab.value !== undefined ? { value: String(lab.value) } : {}),
      ...(lab.unit ? { unit: lab.unit } : {}),
      ...(lab.normalRange ? { normal_range: lab.normalRange } : {}),
      flag,
    },
    analysis:
      lab.notes ??
      `${lab.testType} ${flag === 'normal' ? 'within the expected range' : flag === 'critical' ? 'critically abnormal' : 'abnormal'}.`,
    diagnosis:
      conditionNames.length > 0
        ? `Consistent with ${conditionNames.join(', ')}`
        : flag === 'normal'
          ? 'No abnormality'
          : 'Abnormal result; interpret with the clinical picture',
    explanation:
      conditionNames.length > 0
        ? `${lab.testType} is evidence the engine weighed for ${conditionNames.join(' and ')}.`
        : `${lab.testType} did not change the ranking of the differential.`,
    recommendations: [
      ...(flag === 'critical' ? [`Act on the critical ${lab.testType} result now and confirm it`] : []),
      ...(flag === 'attention'
        ? [`Review the abnormal ${lab.testType} result and repeat if it does not fit the picture`]
        : []),
      ...assessment.recommendations.investigations
        .filter((test) => test.urgency !== 'routine')
        .slice(0, 2)
        .map((test) => `${test.test}: ${test.rationale}`),
    ],
    ...(options.includePrescriptions && supportsPrimary && medication
      ? {
          prescription_guidance: {
            medication: medication.drug,
            dosage: medication.dosage,
            administration: `${medication.route}, ${medication.frequency}, ${medication.duration}`,
          },
        }
      : {}),
    symptom_correlations: related.map((correlation) => ({
      symptom: correlation.symptom,
      correlation_strength: correlation.strength,
      explanation: `${correlation.symptom} and ${lab.testType} both point to ${correlation.conditionName}.`,
    })),
    flag,
  };
}

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
  const criticalLabs = input.labs.filter((lab) => lab.flag === 'critical');
  const bySymptom = new Map<string, Correlation[]>();
  for (const correlation of input.correlations)
    bySymptom.set(correlation.symptom, [...(bySymptom.get(correlation.symptom) ?? []), correlation]);
  const primary = diagnosis.primaryDiagnosis;
  const abnormal = input.labs.filter((lab) => lab.flag && lab.flag !== 'normal').length;
  return {
    patient_id: input.patientId,
    analysis_date: input.analysisDate,
    symptoms_reported: input.symptoms,
    tests_analyzed: input.labs.map((lab) => testEntry(lab, assessment, input.correlations, options)),
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
        probability: probabilityBand(entry.probability),
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
          finding: `Critical result: ${describeLab(lab)}`,
          urgency: 'critical' as const,
          action_required: 'Confirm and act on this result now',
        })),
      ],
    },
    overall_summary: [
      `${primary.condition} is the most likely diagnosis (${primary.probability}%, ${primary.confidence} confidence).`,
      `Urgency: ${diagnosis.triage.urgency}${diagnosis.triage.reasons[0] ? ` — ${diagnosis.triage.reasons[0]}` : ''}.`,
      input.labs.length > 0
        ? `${input.labs.length} lab result(s) analysed, ${abnormal} abnormal${criticalLabs.length ? `, ${criticalLabs.length} critical` : ''}.`
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
