/**
 * # Clinical session
 *
 * One patient consultation, from opening the session to clearing it, as every screen (/, /production,
 * /complete, /enhanced, /classic) runs it. Screens compose these parts and differ only in layout.
 * Import from this file only: the folders inside are this feature's own business (a lint rule says so).
 *
 * ## The session
 * - `useClinicalSession()`: the tab's session id, the server's view polled every 5 s, `open(body?)`
 *   (ends any previous session first; toasts 'Session Created' / 'Session Error'), `end(...)` (the
 *   server erases the data), `store` and `refresh` for the cache. Sessions are bound to their HttpOnly
 *   cookie: the id alone opens nothing. An ended or expired session is forgotten with a toast.
 * - Consent, one rule on every screen: `useConsentGate(session)` with its `ConsentPanel`. No patient data
 *   is sent before consent, and a session is opened only after it (`ensureSession`), never on page load.
 *
 * ## What the clinician enters
 * - Profile: `ProfileDraft`, `emptyProfile`, `PatientProfileForm`; `toPatientProfile` and
 *   `profileToAnalysisOptions` turn the draft into what the API accepts.
 * - Symptoms: `useSessionSymptoms(session)` records them on the session ('Symptoms Added').
 * - Labs: `useLabFiles(session, options)` uploads (read by the server, never stored), removes files and
 *   records typed results, with upload progress 25 → 50 and the spec's upload toasts.
 *
 * ## What the engine answers
 * - `useCurrentAnalysis(session)`: the session's one analysis (the latest, redone by the server when
 *   symptoms or labs were added since), which every screen renders and the PDF and JSON report print;
 *   `LabResultRows` (one row per test, status from the result's flag) and `AnalysisDifferential`
 *   (ranked, same percentages as the PDF, evidence once) show it.
 * - `useAnalysisRun(mode)`: one analysis with the screen's progress display ('simulated', 'sequence',
 *   'step') and the 'Analysis Complete' / failure toasts; `analyzeSession` is the session analysis.
 * - `useAiConsultation(onEmergency?)`: diagnosis, recommendations, prescription and the comprehensive
 *   assessment for the symptoms and profile on screen; emergencies are alerted and spoken.
 * - Prescription decision: `usePrescriptionDecision(sessionId)` records Approve / Edit / Reject on the
 *   session so the report states it; `PrescriptionReview` is its screen part.
 *
 * ## Emergencies
 * - `EmergencyCare`: the banner, the working diagnosis, the pre-referral first doses for the entered age
 *   and weight (asked for when missing), what was given and when, and the one-page referral note PDF.
 *   It never ends the session: the screen passes its own End button. `AnalysisEmergencyCare` shows it for a
 *   session analysis that raised an emergency (/complete, /enhanced, /classic).
 *
 * ## Ending
 * - `useSessionReport(session, asksToClear?)`: the PDF report; with `asksToClear` the screen asks to
 *   clear the session 2 s after the download.
 * - `useAnalysisSession(mode)`: the whole lab-analysis flow of /enhanced and /complete (consent,
 *   patient form, files, symptoms, analysis, report, clear) built from the parts above.
 */
export { useClinicalSession, type ClinicalSession } from './workflow/use-clinical-session';
export { useLabFiles, UPLOAD_PROGRESS } from './workflow/use-lab-files';
export { useSessionSymptoms, useSymptomChange } from './workflow/use-session-symptoms';
export { useSessionReport, CLEAR_CONFIRM_DELAY_MS } from './workflow/use-session-report';
export { FhirReportLink } from './workflow/fhir-report-link';
export { useAnalysisRun, type AnalysisStatus } from './workflow/use-analysis-run';
export { laterAnalysis, useCurrentAnalysis } from './workflow/use-current-analysis';
export {
  ANALYSIS_STEPS,
  ANALYSIS_STEP_MS,
  ANALYSIS_STEP_VALUE,
  type ProgressMode,
} from './workflow/analysis-progress';
export { useAiConsultation, type Emergency } from './workflow/use-ai-consultation';
export {
  useAnalysisSession,
  type AnalysisChoices,
  type AnalysisSession,
} from './workflow/use-analysis-session';

export { ConsentPanel } from './session/consent-panel';
export { useConsentGate, type ConsentGate } from './session/use-consent-gate';
export { PatientForm, todayIsoDate, type PatientFormValue } from './session/patient-form';
export { SessionBar } from './session/session-bar';
export { copyText, exportSessionJson, saveProgress } from './session/session-export';
export { formatDuration, useElapsedSeconds } from './session/use-elapsed-seconds';

export { emptyProfile, parseWhole, splitList, type ProfileDraft } from './profile/profile-draft';
export { PatientProfileForm } from './profile/patient-profile-form';
export { loadProfileProblems } from './profile/use-profile-problems';
export { toPatientProfile } from './profile/to-patient-profile';
export { profileToAnalysisOptions } from './profile/profile-to-analysis-options';

export { DashboardSymptomForm } from './symptoms/dashboard-symptom-form';
export {
  frequencyOptions,
  loadSymptomSchemas,
  onsetOptions,
  severities,
  type Severity,
} from './symptoms/options';

export { analyzeSession, saveBlob } from './labs/api';
export { AnalysisResultsPanel, SymptomCorrelationSection } from './labs/analysis-results-panel';
export { FileDropZone, type ListedFile } from './labs/file-drop-zone';
export { LabSummary } from './labs/lab-summary';
export { LabResultRows } from './labs/lab-result-rows';
export { AnalysisDifferential } from './labs/analysis-differential';
export { ManualLabForm } from './labs/manual-lab-form';
export { firstAndRest, resultsAsText } from './labs/results-text';
export { labFileTypes, productionFileTypes, widgetLimits, workflowLimits } from './labs/select-files';
export type {
  AnalysisDepth,
  AnalysisOptions,
  AnalysisResults,
  ManualLabResult,
  TestAnalysis,
} from './labs/types';

export {
  DifferentialList,
  Disclaimer,
  EngineLimits,
  NextQuestions,
  PrimaryDiagnosisView,
  RedFlagList,
} from './ai/diagnosis-view';
export { requestDiagnosisWithAdvice } from './ai/api';
export { EmergencyBanner } from './ai/emergency-banner';
export { EmergencyCare } from './emergency/emergency-care';
export { AnalysisEmergencyCare } from './emergency/analysis-emergency-care';
export { analysisEmergencyMessage } from './emergency/analysis-emergency';
export { dosingAsk, missingForDosing } from './dosing/dosing-profile';
export { DosingProfileAsk } from './dosing/dosing-profile-ask';
export { RecommendationsView } from './ai/recommendations-view';
export { PrescriptionView } from './ai/prescription-view';
export { PrescriptionReview } from './ai/prescription-review';
export { usePrescriptionDecision, type PrescriptionDecision } from './ai/prescription-decision';
export type { Diagnosis, Prescription, Recommendations } from './ai/types';
export { ResultHeading } from './ai/result-heading';
