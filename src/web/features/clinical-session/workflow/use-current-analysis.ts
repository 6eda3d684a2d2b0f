import { useQuery } from '@tanstack/react-query';
import { fetchCurrentAnalysis } from '../labs/api';
import type { AnalysisResults } from '../labs/types';
import type { ClinicalSession } from './use-clinical-session';

/**
 * The one analysis of the session that every screen renders, the same the PDF and the JSON report
 * print: asked again whenever the session's symptoms, lab results or stored analysis change, so a
 * urinalysis added after the analysis never leaves an older one on screen. Null before any analysis.
 */
export function useCurrentAnalysis(clinical: Pick<ClinicalSession, 'sessionId' | 'session'>): {
  analysis: AnalysisResults | null;
  isUpdating: boolean;
} {
  const { sessionId, session } = clinical;
  const stored = session?.analysisResults as AnalysisResults | null | undefined;
  const inputs = [
    session?.symptoms.map((symptom) => symptom.id).join(',') ?? '',
    session?.labResults.map((lab) => lab.id).join(',') ?? '',
    stored?.generated_at ?? '',
  ].join('|');
  const query = useQuery({
    queryKey: ['session-analysis', sessionId, inputs],
    queryFn: () => fetchCurrentAnalysis(sessionId ?? ''),
    enabled: sessionId !== null && Boolean(stored),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
  return {
    analysis: sessionId !== null && stored ? (query.data ?? stored) : null,
    isUpdating: query.isFetching,
  };
}

/** Of an answer just received and the session's current analysis, the later one. */
export function laterAnalysis(
  ...analyses: Array<AnalysisResults | null | undefined>
): AnalysisResults | null {
  return analyses.reduce<AnalysisResults | null>(
    (latest, each) => (each && (!latest || each.generated_at > latest.generated_at) ? each : latest),
    null,
  );
}
