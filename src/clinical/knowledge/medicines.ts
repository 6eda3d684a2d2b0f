import type { Medicine } from './types';

export const medicines = [] as const satisfies readonly Medicine[];
