import type { Assessment, ClinicalInput } from '../../../clinical/engine';
import { analyzeOptionsSchema, type AnalysisResults, type AnalyzeOptions } from '../../../contracts/analysis';
import type { StoredSymptom } from '../../../contracts/symptoms';
import { BadRequestError } from '../../errors';
import { loadClinicalEngine } from '../../clinical-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/database';
import type { PatientSessions, SessionCredentials, SessionData } from '../../sessions';
import { labPatientOf } from '../labs/lab-results';
import { buildAnalysisResults, mergeDuplicateLabs } from './build-analysis-results';
import { correlateSymptomsWithLabs } from './correlate';
import { recordCompletedAnalysis } from '../intelligence/counts-service';
import { sayEachReasonOnce } from '../../../answers/say-each-reason-once';

/** Only a working diagnosis at least this likely is counted in the regional de-identified counts. */
const COUNTED_FROM_PERCENT = 30;

export interface AnalysisContext {
  sessions: PatientSessions;
  /** Where the de-identified regional counts are kept. */
  database: AppDatabase;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export function describeSymptom(symptom: StoredSymptom): string {
  const details = [symptom.severity, symptom.duration, symptom.frequency].filter(Boolean).join(', ');
  return details ? `${symptom.symptom} (${details})` : symptom.symptom;
}

function profileFrom(
  options: AnalyzeOptions,
  stored: Record<string, unknown> | undefined,
): ClinicalInput['patient'] {
  const previous = (stored ?? {}) as ClinicalInput['patient'];
  return {
    ...previous,
    ...(options.patientAge !== undefined ? { age: options.patientAge } : {}),
    ...(options.patientGender ? { gender: options.patientGender } : {}),
    ...(options.weight !== undefined ? { weight: options.weight } : {}),
    ...(options.pregnant !== undefined ? { pregnant: options.pregnant } : {}),
    ...(options.allergies ? { allergies: options.allergies } : {}),
    ...(options.medicalHistory ? { medicalHistory: options.medicalHistory } : {}),
    ...(options.country ? { country: options.country } : {}),
    ...(options.vitals ? { vitals: options.vitals } : {}),
  };
}

function extraSymptomsFrom(options: AnalyzeOptions): string[] {
  return (options.symptoms ?? []).flatMap((item) => {
    if (typeof item === 'string') return item.trim() ? [item.trim().slice(0, 500)] : [];
    if (item && typeof item === 'object') {
      const text =
        (item as { symptom?: unknown; description?: unknown }).symptom ??
        (item as { description?: unknown }).description;
      return typeof text === 'string' && text.trim() ? [text.trim().slice(0, 500)] : [];
    }
    return [];
  });
}

/**
 * Analyses the session's symptoms and lab results together with the clinical engine and keeps the
 * results in the session (spec section 3, analysis results).
 */
export async function analyzeSession(
  context: AnalysisContext,
  credentials: SessionCredentials | undefined,
  options: AnalyzeOptions,
): Promise<AnalysisResults> {
  const session = await context.sessions.read(credentials);
  const { data } = session;
  const extraSymptoms = extraSymptomsFrom(options);
  const symptomTexts = [...data.symptoms.map(describeSymptom), ...extraSymptoms];
  if (symptomTexts.length === 0 && data.labResults.length === 0) {
    throw new BadRequestError('Please upload medical test files first.', 'NOTHING_TO_ANALYZE', {
      title: 'Cannot Start Analysis',
    });
  }
  const patient = profileFrom(options, data.extras.patientProfile as Record<string, unknown> | undefined);
  const engine = await loadClinicalEngine();
  const now = new Date(context.sessions.now());
  const input: ClinicalInput = {
    symptoms: [
      ...data.symptoms.map((symptom) => ({
        symptom: symptom.symptom,
        severity: symptom.severity,
        duration: symptom.duration,
        frequency: symptom.frequency,
        onset: symptom.onset,
        triggers: symptom.triggers,
        associatedSymptoms: symptom.associatedSymptoms,
      })),
      ...extraSymptoms,
    ],
    patient,
    // The same result reported twice is one piece of evidence, not two.
    labResults: mergeDuplicateLabs(data.labResults).map(
      ({ lab: { testType, result, normalRange, notes } }) => ({
        testType,
        result,
        normalRange,
        notes,
      }),
    ),
  };
  const assessed = engine.assess(input, now);
  const assessment = { ...assessed, diagnosis: sayEachReasonOnce(assessed.diagnosis, engine.knowledge) };
  const { primaryDiagnosis: primary } = assessment.diagnosis;
  const differential = [
    { ...primary, conditionUrgency: primary.urgency },
    ...assessment.diagnosis.differentialDiagnoses,
  ];
  const labPatient = {
    ...labPatientOf(data),
    ageYears: assessment.patient.ageYears,
    sex: assessment.patient.sex,
    pregnant: assessment.patient.pregnant,
  };
  const correlations = correlateSymptomsWithLabs(
    engine,
    symptomTexts,
    data.labResults,
    differential,
    labPatient,
  );
  const results = buildAnalysisResults({
    patientId: data.patientId,
    analysisDate: data.analysisDate,
    symptoms: symptomTexts,
    labs: data.labResults,
    assessment,
    correlations,
    options,
    now,
  });
  const { result: isFirstAnalysis } = await context.sessions.update(credentials, (fresh) => {
    const isFirst = fresh.extras.countedInRegion !== true;
    fresh.analysisResults = results;
    // What this analysis was made of and how it was asked for: a later change to the session's symptoms or
    // lab results makes it out of date, and it is redone the same way before any screen or report shows it.
    fresh.extras.analysisInputs = inputsFingerprint(data);
    fresh.extras.analysisOptions = options;
    fresh.status = 'completed';
    fresh.extras.patientProfile = patient;
    fresh.extras.countedInRegion = true;
    if (options.includePrescriptions) fresh.extras.prescription = results.prescription;
    return isFirst;
  });
  if (isFirstAnalysis) await countForRegion(context, assessment, now);
  return results;
}

/** The session's symptoms and lab results an analysis was made of, by id: equal means nothing changed since. */
export function inputsFingerprint(data: Pick<SessionData, 'symptoms' | 'labResults'>): string {
  return JSON.stringify({
    symptoms: data.symptoms.map((symptom) => symptom.id),
    labs: data.labResults.map((lab) => lab.id),
  });
}

/**
 * The session's analysis as every screen, the PDF, the JSON report and the FHIR export show it: the
 * stored one when the session's symptoms and lab results are those it was made of; otherwise it is
 * redone with the options it was last asked with, and stored, so all of them show one analysis of
 * everything the session holds. Null when none was ever run, or when nothing is left to analyse.
 */
export async function currentAnalysis(
  context: AnalysisContext,
  credentials: SessionCredentials | undefined,
): Promise<AnalysisResults | null> {
  const { data } = await context.sessions.read(credentials);
  if (!data.analysisResults) return null;
  if (data.extras.analysisInputs === inputsFingerprint(data)) return data.analysisResults as AnalysisResults;
  const parsed = analyzeOptionsSchema.safeParse(data.extras.analysisOptions ?? {});
  const options = parsed.success ? parsed.data : analyzeOptionsSchema.parse({});
  if (data.symptoms.length === 0 && data.labResults.length === 0 && extraSymptomsFrom(options).length === 0) {
    await context.sessions.update(credentials, (fresh) => {
      fresh.analysisResults = null;
      fresh.status = 'active';
      delete fresh.extras.analysisInputs;
    });
    return null;
  }
  return analyzeSession(context, credentials, options);
}

/**
 * One de-identified count per session for regional intelligence: country, week, condition, symptoms.
 * An analysis that names no country is counted nowhere: guessing one would put its case on another
 * country's figures.
 */
export async function countForRegion(
  context: Pick<AnalysisContext, 'database' | 'log'>,
  assessment: Pick<Assessment, 'diagnosis' | 'patient'>,
  now: Date,
): Promise<boolean> {
  const country = assessment.patient.country;
  if (!country) return false;
  const primary = assessment.diagnosis.primaryDiagnosis;
  const { knowledge } = await loadClinicalEngine();
  const symptomIds = assessment.diagnosis.findingsUsed
    .filter((finding) => finding.present && knowledge.findingById.get(finding.findingId)?.kind === 'symptom')
    .map((finding) => finding.findingId);
  try {
    return await recordCompletedAnalysis(context.database, {
      country,
      conditionIds: primary.probability >= COUNTED_FROM_PERCENT ? [primary.conditionId] : [],
      symptoms: symptomIds,
      at: now,
    });
  } catch (error) {
    // Counting is a by-product: the clinician keeps the analysis, and the failure is logged so a silently
    // empty regional panel cannot go unnoticed. Only the error's kind and code: a database message may
    // quote the row, and the row is this patient's condition and symptoms.
    context.log.error({ err: describeFailure(error) }, 'regional count of a completed analysis failed');
    return false;
  }
}

function describeFailure(error: unknown): { type: string; code?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, ...(typeof code === 'string' ? { code } : {}) };
}
