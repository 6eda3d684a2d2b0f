/**
 * Regional health intelligence (issue 6). How the figures are made, in one place:
 *
 * - Provenance: every figure carries `source` ('verified-reports' | 'product-use' | 'baseline-knowledge') and
 *   `asOf`. Seasonal knowledge is background from guidelines (asOf = the guideline's edition), never live data.
 * - Verified reports: stored only after the commit (SQLite WAL with synchronous=FULL); each keeps a SHA-256 of
 *   its normalised content and UTC times. One open report per (country, region, condition, location, ISO week):
 *   a unique dedupe key merges duplicates in one upsert, so concurrent duplicates and client retries cannot
 *   insert twice. A report counts only once a doctor other than the reporter verifies it.
 * - Product-use counts: each completed analysis adds one to (country, region, ISO week) for the analysis, its
 *   conditions and its recognised symptoms (closed vocabulary; free text is dropped). Counts under 5 are never
 *   shown, in answers or exports. Figures are national: a district's counts would be too small to show.
 * - Alerts: a verified open report raises or refreshes the alert of its (country, region, condition); WHO AFRO
 *   IDSR thresholds (2019) make it an outbreak alert. Product-use counts raise an alert on an EARS C1/C2/C3
 *   alarm (minSigma 1, current count at least 5) or, for malaria, above the IDSR 75th-percentile threshold
 *   when five years of history exist (EARS only over weeks the tool was in use). One alert per key while
 *   active (triggered within 28 days, and for report-raised alerts, until every report behind it is contained
 *   or resolved), holding the report ids and weekly counts that triggered it.
 * - Answers are cached for 15 seconds per database and cleared on every write in this process.
 */
export { recordCompletedAnalysis, type CompletedAnalysis } from './counts-service';
export {
  createHealthUpdate,
  listHealthUpdates,
  requestStatusChange,
  verifyHealthUpdate,
  verifyStatusChange,
} from './updates-service';
export { getHealthIntelligence, getSymptomSuggestions, getTrendingConditions } from './intelligence-service';
export { exportHealthUpdatesCsv, exportWeeklyCountsCsv } from './export-service';
export type { IntelligenceContext } from './context';
