import type { TranslationGroup } from '../types';
import { frenchMonitoringDigitsToE } from './monitoring-digits-to-e';
import { frenchMonitoringFToP } from './monitoring-f-to-p';
import { frenchMonitoringRToY } from './monitoring-r-to-y';

/**
 * What to monitor, how often and when to act (monitoring of knowledge/conditions) in French, by their
 * English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchMonitoring: readonly TranslationGroup[] = [
  ...frenchMonitoringDigitsToE,
  ...frenchMonitoringFToP,
  ...frenchMonitoringRToY,
];
