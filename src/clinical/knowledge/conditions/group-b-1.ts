import type { Condition } from '../types';

export const conditions = [] as const satisfies readonly Condition[];
