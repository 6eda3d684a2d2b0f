import type { TranslationGroup } from '../types';
import { frenchMonitoringDigitsToD } from './monitoring-digits-to-d';
import { frenchMonitoringEToH } from './monitoring-e-to-h';
import { frenchMonitoringIToR } from './monitoring-i-to-r';
import { frenchMonitoringSToY } from './monitoring-s-to-y';

/**
 * What to monitor, how often and when to act (monitoring of knowledge/conditions) in French, by their
 * English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchMonitoring: readonly TranslationGroup[] = [
  ...frenchMonitoringDigitsToD,
  ...frenchMonitoringEToH,
  ...frenchMonitoringIToR,
  ...frenchMonitoringSToY,
];
