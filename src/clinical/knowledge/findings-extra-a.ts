import type { Finding } from './types';

/** Findings added by condition group A that finding-catalogue.txt did not have. */
export const extraFindings = [] as const satisfies readonly Finding[];
