import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadedFileAnswer } from '../../../../contracts/analysis';
import type { SessionView } from '../../../../contracts/sessions';
import { postForBlob, postForm, requestJson } from '../../../api/request';
import type { AnalysisOptions, AnalysisResults, ManualLabResult } from './types';

const base = (sessionId: string) => `/api/sessions/${encodeURIComponent(sessionId)}`;

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
  return postForm<UploadAnswer>(`${base(sessionId)}/upload`, form);
}

export function addLabResult(sessionId: string, result: ManualLabResult): Promise<unknown> {
  return requestJson('POST', `${base(sessionId)}/lab-results`, result);
}

/** Spec section 7: the symptom-aware analysis when symptoms were recorded, otherwise the plain one. */
export async function analyzeSession(
  sessionId: string,
  options: AnalysisOptions,
  hasSymptoms: boolean,
): Promise<AnalysisResults> {
  const path = `${base(sessionId)}/${hasSymptoms ? 'analyze-with-symptoms' : 'analyze'}`;
  const answer = await requestJson<AnalysisResults | { analysisResults: AnalysisResults }>(
    'POST',
    path,
    options,
  );
  return 'analysisResults' in answer ? answer.analysisResults : answer;
}

export async function downloadReport(sessionId: string, patientId: string | undefined): Promise<void> {
  const { blob, fileName } = await postForBlob(`${base(sessionId)}/report`);
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

/** Any change to the session's labs refreshes the polled session at once. */
function useRefreshSession(sessionId: string | null) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['session', sessionId] });
}

export function useUploadFiles(sessionId: string | null) {
  const refresh = useRefreshSession(sessionId);
  return useMutation({
    mutationFn: ({ files, testType }: { files: readonly File[]; testType?: string }) => {
      if (sessionId === null) throw new Error('No active session');
      return uploadFiles(sessionId, files, testType);
    },
    onSuccess: refresh,
  });
}

export function useAddLabResult(sessionId: string | null) {
  const refresh = useRefreshSession(sessionId);
  return useMutation({
    mutationFn: (result: ManualLabResult) => {
      if (sessionId === null) throw new Error('No active session');
      return addLabResult(sessionId, result);
    },
    onSuccess: refresh,
  });
}

export function useAnalyzeSession(sessionId: string | null) {
  const refresh = useRefreshSession(sessionId);
  return useMutation({
    mutationFn: ({ options, hasSymptoms }: { options: AnalysisOptions; hasSymptoms: boolean }) => {
      if (sessionId === null) throw new Error('No active session');
      return analyzeSession(sessionId, options, hasSymptoms);
    },
    onSuccess: refresh,
  });
}
