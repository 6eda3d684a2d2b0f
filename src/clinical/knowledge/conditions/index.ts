import { conditions as groupA1 } from './group-a-1';
import { conditions as groupA2 } from './group-a-2';
import { conditions as groupB1 } from './group-b-1';
import { conditions as groupB2 } from './group-b-2';
import type { Condition } from '../types';

export const conditions: readonly Condition[] = [...groupA1, ...groupA2, ...groupB1, ...groupB2];
