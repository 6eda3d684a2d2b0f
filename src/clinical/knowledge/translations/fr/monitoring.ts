import type { TranslationGroup } from '../types';
import { frenchMonitoringDigitsToP } from './monitoring-digits-to-p';
import { frenchMonitoringRToY } from './monitoring-r-to-y';

/**
 * What to monitor, how often and when to act (monitoring of knowledge/conditions) in French, by their
 * English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchMonitoring: readonly TranslationGroup[] = [
  ...frenchMonitoringDigitsToP,
  ...frenchMonitoringRToY,
];
