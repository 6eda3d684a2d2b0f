import type { TranslationGroup } from '../types';
import { swahiliMonitoringAToG } from './monitoring-a-to-g';
import { swahiliMonitoringHToU } from './monitoring-h-to-u';
import { swahiliMonitoringVToZ } from './monitoring-v-to-z';

/**
 * What to monitor, how often and when to act (monitoring of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliMonitoring: readonly TranslationGroup[] = [
  ...swahiliMonitoringAToG,
  ...swahiliMonitoringHToU,
  ...swahiliMonitoringVToZ,
];
