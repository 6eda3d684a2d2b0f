/** The regional intelligence services, for routes and for other features (analysis calls recordCompletedAnalysis). */
export { recordCompletedAnalysis, type CompletedAnalysis } from './counts-service';
export { createHealthUpdate, listHealthUpdates, verifyHealthUpdate } from './updates-service';
export { getHealthIntelligence, getSymptomSuggestions, getTrendingConditions } from './intelligence-service';
export { exportHealthUpdatesCsv, exportWeeklyCountsCsv } from './export-service';
export type { IntelligenceContext } from './context';
