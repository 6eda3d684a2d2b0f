import type { AnalysisResults } from '../labs/types';
import { EmergencyCare, type EmergencyCareProps } from './emergency-care';
import { diagnosisOf } from './analysis-emergency';

/**
 * The emergency care of the lab-analysis screens (/complete, /enhanced, /classic): shown when the session's
 * analysis raised an emergency, with the same banner, working diagnosis, first doses and referral note as /.
 */
export function AnalysisEmergencyCare({
  results,
  ...care
}: { results: AnalysisResults | null | undefined } & Omit<
  EmergencyCareProps,
  'emergency' | 'diagnosis' | 'symptoms' | 'bringIntoView'
>) {
  if (!results?.emergency_alert) return null;
  const diagnosis = diagnosisOf(results);
  return (
    <EmergencyCare
      {...care}
      emergency={{
        message: diagnosis?.message ?? results.overall_summary,
        emergencyActions: diagnosis?.emergencyActions ?? [],
      }}
      diagnosis={diagnosis}
      symptoms={results.symptoms_reported}
      bringIntoView
    />
  );
}
