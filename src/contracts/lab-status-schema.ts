import { z } from 'zod';
import { labStatuses } from './lab-status';

export const labStatusSchema = z.enum(labStatuses);
