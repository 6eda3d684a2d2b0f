import {
  type AnalysisOptions,
  type ProfileDraft,
  profileToAnalysisOptions,
} from '../../features/clinical-session';
import { countryName } from '../../features/countries';

/**
 * What /classic sends to the session analysis (contracts/analysis.ts analyzeOptionsSchema): the chosen
 * country by name, which the engine's regional priors read, and whatever the clinician gave about the
 * patient (age, sex, weight, pregnancy, allergies, history, vital signs). The symptoms are in the session.
 */
export function contextAnalysisOptions(country: string, profile: ProfileDraft): AnalysisOptions {
  return {
    depth: 'standard',
    includeRecommendations: true,
    includePrescriptions: false,
    ...profileToAnalysisOptions(profile),
    country: countryName(country) ?? country,
  };
}
