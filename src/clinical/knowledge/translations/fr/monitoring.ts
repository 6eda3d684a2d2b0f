import type { TranslationGroup } from '../types';
import { frenchMonitoringDigitsToG } from './monitoring-digits-to-g';
import { frenchMonitoringHToU } from './monitoring-h-to-u';
import { frenchMonitoringVToY } from './monitoring-v-to-y';

/**
 * What to monitor, how often and when to act (monitoring of knowledge/conditions) in French, by their
 * English wording; a text missing here is shown in English. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchMonitoring: readonly TranslationGroup[] = [
  ...frenchMonitoringDigitsToG,
  ...frenchMonitoringHToU,
  ...frenchMonitoringVToY,
];
