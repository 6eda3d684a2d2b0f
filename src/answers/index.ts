/**
 * The answers of the clinical AI endpoints (diagnosis, recommendations, prescription, all three together)
 * built from the engine: pure code over src/clinical and src/contracts, no I/O. The server's routes
 * answer with it, and the offline engine chunk runs the same code in the browser when the network is
 * down, so both give the same answers.
 */
export {
  diagnoseSymptoms,
  recommendForDiagnosis,
  type AiServiceContext,
  type DiagnosisContext,
} from './ai-answers';
export {
  assessComprehensively,
  prescribeForDiagnosis,
  type PrescriptionOutcome,
} from './prescription-answers';
export { AnswerRequestError } from './answer-request-error';
export { toClinicalInput } from './clinical-input';
