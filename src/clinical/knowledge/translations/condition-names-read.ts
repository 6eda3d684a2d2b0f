import { frenchConditionNames } from './fr/condition-names';
import { swahiliConditionNames } from './sw/condition-names';

/**
 * The Kiswahili and French condition names the condition-name resolver reads ('paludisme grave' names
 * severe malaria). Its own module so that the browser's offline engine can go without them
 * (scripts/web-build/offline-without-context-terms.ts): its screens send the names it answered with.
 */
export const translatedConditionNames = [swahiliConditionNames, frenchConditionNames] as const;
