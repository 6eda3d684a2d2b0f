import type { UploadedFileAnswer } from '../../../../contracts/analysis';
import type { SessionView } from '../../../../contracts/sessions';
import type { uploadProgressAnswerSchema } from '../../../../contracts/route-answers';
import type { z } from 'zod';
import { ApiError, postForBlob, postForm, requestJson } from '../../../api/request';
import type { AnalysisOptions, AnalysisResults, ManualLabResult } from './types';
import { apiPaths } from '../../../api/api-paths';

export interface UploadAnswer {
  message: string;
  files: UploadedFileAnswer[];
  session: SessionView;
}

export function uploadFiles(
  sessionId: string,
  files: readonly File[],
  testType?: string,
): Promise<UploadAnswer> {
  const form = new FormData();
  if (testType) form.append('testType', testType);
  for (const file of files) form.append('files', file, file.name);
  return postForm<UploadAnswer>(apiPaths.sessionUpload(sessionId), form).catch((error: unknown) => {
    throw error instanceof ApiError ? error.withMessage('Upload failed') : error;
  });
}

export type UploadProgress = z.infer<typeof uploadProgressAnswerSchema>['files'][number];

/** The files of the session the server is reading right now (polled during an upload). */
export async function fetchUploadProgress(sessionId: string): Promise<UploadProgress[]> {
  const answer = await requestJson<{ files: UploadProgress[] }>(
    'GET',
    apiPaths.sessionUploadProgress(sessionId),
  );
  return answer.files;
}

export function addLabResult(sessionId: string, result: ManualLabResult): Promise<unknown> {
  return requestJson('POST', apiPaths.sessionLabResults(sessionId), result);
}

/** Spec section 7: the symptom-aware analysis when symptoms were recorded, otherwise the plain one. */
export async function analyzeSession(
  sessionId: string,
  options: AnalysisOptions,
  hasSymptoms: boolean,
): Promise<AnalysisResults> {
  const answer = await requestJson<AnalysisResults | { analysisResults: AnalysisResults }>(
    'POST',
    apiPaths.sessionAnalysis(sessionId, hasSymptoms),
    options,
  );
  return 'analysisResults' in answer ? answer.analysisResults : answer;
}

/** The analysis every screen and the report show: the latest, of everything the session holds. */
export async function fetchCurrentAnalysis(sessionId: string): Promise<AnalysisResults | null> {
  const answer = await requestJson<{ analysisResults: AnalysisResults | null }>(
    'GET',
    apiPaths.sessionCurrentAnalysis(sessionId),
  );
  return answer.analysisResults;
}

export async function downloadReport(sessionId: string, patientId: string | undefined): Promise<void> {
  const { blob, fileName } = await postForBlob(apiPaths.sessionReport(sessionId));
  saveBlob(blob, fileName ?? `medical-report-${patientId || 'patient'}.pdf`);
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function removeUploadedFile(sessionId: string, fileId: string): Promise<unknown> {
  return requestJson('DELETE', apiPaths.sessionFile(sessionId, fileId));
}
