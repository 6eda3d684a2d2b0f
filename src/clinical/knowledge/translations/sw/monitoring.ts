import type { TranslationGroup } from '../types';
import { swahiliMonitoringAToD } from './monitoring-a-to-d';
import { swahiliMonitoringEToH } from './monitoring-e-to-h';
import { swahiliMonitoringIToR } from './monitoring-i-to-r';
import { swahiliMonitoringSToZ } from './monitoring-s-to-z';

/**
 * What to monitor, how often and when to act (monitoring of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliMonitoring: readonly TranslationGroup[] = [
  ...swahiliMonitoringAToD,
  ...swahiliMonitoringEToH,
  ...swahiliMonitoringIToR,
  ...swahiliMonitoringSToZ,
];
