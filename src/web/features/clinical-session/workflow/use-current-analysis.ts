import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchCurrentAnalysis } from '../labs/api';
import type { AnalysisResults } from '../labs/types';
import type { ClinicalSession } from './use-clinical-session';

/**
 * The one analysis of the session that every screen renders, the same the PDF and the JSON report
 * print: asked again whenever the session's symptoms, lab results or stored analysis change, so a
 * urinalysis added after the analysis never leaves an older one on screen. Null before any analysis.
 *
 * The session view stores the analysis in English; the server translates it only when it is asked for
 * (`GET …/analysis` with the page's language). So in Kiswahili or French nothing is shown until the
 * translated copy arrives: the clinician never sees the English version flash first.
 */
export function useCurrentAnalysis(clinical: Pick<ClinicalSession, 'sessionId' | 'session'>): {
  analysis: AnalysisResults | null;
  isUpdating: boolean;
} {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { sessionId, session } = clinical;
  const stored = session?.analysisResults as AnalysisResults | null | undefined;
  const inputs = [
    session?.symptoms.map((symptom) => symptom.id).join(',') ?? '',
    session?.labResults.map((lab) => lab.id).join(',') ?? '',
    stored?.generated_at ?? '',
  ].join('|');
  const query = useQuery({
    queryKey: ['session-analysis', sessionId, inputs, language],
    queryFn: () => fetchCurrentAnalysis(sessionId ?? ''),
    enabled: sessionId !== null && Boolean(stored),
    // The previous analysis stays while the next is fetched, unless it is in another language.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === language ? previous : undefined,
    staleTime: Infinity,
  });
  const untranslated = language === 'en' ? stored : null;
  return {
    analysis: sessionId !== null && stored ? (query.data ?? untranslated ?? null) : null,
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
