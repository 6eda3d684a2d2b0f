import type { TranslationGroup } from '../types';
import { frenchMonitoringDigitsToD } from './monitoring-digits-to-d';
import { frenchMonitoringEToL } from './monitoring-e-to-l';
import { frenchMonitoringMToR } from './monitoring-m-to-r';
import { frenchMonitoringSToY } from './monitoring-s-to-y';

/**
 * What to monitor, how often and when to act (monitoring of knowledge/conditions) in French, by their
 * English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchMonitoring: readonly TranslationGroup[] = [
  ...frenchMonitoringDigitsToD,
  ...frenchMonitoringEToL,
  ...frenchMonitoringMToR,
  ...frenchMonitoringSToY,
];
