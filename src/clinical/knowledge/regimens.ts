import type { Regimen } from './types';

export const regimens = [] as const satisfies readonly Regimen[];
