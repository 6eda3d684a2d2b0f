import type { Finding } from './types';

/** Findings added by condition group B that finding-catalogue.txt did not have. */
export const extraFindings = [] as const satisfies readonly Finding[];
