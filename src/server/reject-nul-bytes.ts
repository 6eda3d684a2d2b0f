import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './errors';

/** Deep enough for every body the API accepts; anything deeper is refused by the schemas anyway. */
const MAX_DEPTH = 32;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * A NUL character has no place in any text a clinician types, and PostgreSQL cannot store one in a text
 * column (it answered 500). Every request's body, query and route parameters are checked before validation.
 */
export function rejectNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw new BadRequestError('Text must not contain NUL characters', 'NUL_CHARACTER');
    }
  });
}
