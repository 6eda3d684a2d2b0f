import type {
  PrescriptionDecision,
  Diagnosis,
  Prescription,
  Recommendations,
  AnalysisResults,
} from '../../features/clinical-session';
import { percentText } from '../../../contracts/evidence';

export interface ProductionResult {
  diagnosis?: Diagnosis;
  recommendations?: Recommendations;
  labAnalysis?: AnalysisResults;
}

/**
 * The Doctor Report text file: only what the server answered, laid out for reading, plus the
 * physician's decision on the prescription (issue 5: an approved prescription says so in the report).
 */
export function buildDoctorReport(input: {
  patientId: string;
  symptomsText: string;
  result: ProductionResult;
  prescription?: Prescription | null;
  decision?: PrescriptionDecision;
  now: Date;
}): string {
  const { result } = input;
  const lines = [
    'DOCTOR REPORT — AfyaDx clinical decision support',
    `Patient: ${input.patientId}`,
    `Date: ${input.now.toISOString().slice(0, 10)}`,
    '',
    'Symptoms reported:',
    input.symptomsText || '(none entered)',
  ];
  const primary = result.diagnosis?.primaryDiagnosis;
  if (primary) {
    lines.push(
      '',
      `Primary diagnosis: ${primary.condition}${primary.icd10 ? ` (ICD-10 ${primary.icd10})` : ''}, ${percentText(primary.probability)} confidence, urgency ${primary.urgency}`,
    );
    for (const differential of result.diagnosis?.differentialDiagnoses ?? [])
      lines.push(
        `  Differential: ${differential.condition} (${typeof differential.probability === 'number' ? percentText(differential.probability) : differential.probability})`,
      );
    for (const flag of result.diagnosis?.redFlags ?? [])
      lines.push(`  RED FLAG: ${flag.finding} — ${flag.actionRequired}`);
  }
  if (result.labAnalysis) {
    lines.push('', `Lab analysis: ${result.labAnalysis.overall_summary}`);
    for (const test of result.labAnalysis.tests_analyzed)
      lines.push(`  ${test.test_type} [${test.flag}]: ${test.diagnosis}`);
  }
  const recommendations = result.recommendations;
  if (recommendations) {
    lines.push('', 'Recommended investigations:');
    for (const test of recommendations.investigations ?? [])
      lines.push(`  - ${test.test}${test.rationale ? `: ${test.rationale}` : ''}`);
    lines.push('Lifestyle:');
    for (const item of recommendations.lifestyle ?? []) lines.push(`  - ${item.recommendation}`);
  }
  if (input.prescription && input.decision !== 'rejected') {
    lines.push(
      '',
      `Prescription (${input.decision === 'approved' ? 'APPROVED by the treating physician' : 'NOT YET APPROVED — suggestion only'}):`,
    );
    for (const medication of input.prescription.medications ?? []) {
      lines.push(
        `  - ${medication.drug}: ${[medication.timing, medication.dosage, medication.route, medication.frequency, medication.duration].filter(Boolean).join(', ')}`,
      );
    }
    for (const warning of input.prescription.safetyWarnings ?? []) lines.push(`  Warning: ${warning}`);
  } else if (input.decision === 'rejected') {
    lines.push('', 'Prescription: the suggested prescription was REJECTED by the treating physician.');
  }
  const disclaimer = result.diagnosis?.disclaimer ?? result.labAnalysis?.disclaimer;
  lines.push('', disclaimer ?? 'For professional use only; to be confirmed by a physician.');
  return lines.join('\n');
}
