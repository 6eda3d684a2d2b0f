/** Regional disease intelligence: verified outbreak updates, weekly counts, alerts and CSV exports. */
export { countCriticalAlerts, useHealthIntelligence, useSymptomSuggestions } from './api';
export { sortAlertsBySeverity } from './alert-severity';
export { HealthIntelligencePanel } from './health-intelligence-panel';
export { VerifiedUpdatesPanel } from './verified-updates-panel';
