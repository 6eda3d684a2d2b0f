import type { ResultStatus } from './types';

/** Spec section 4: a result's status is derived from its diagnosis text. */
export function deriveResultStatus(diagnosis: string | undefined): ResultStatus {
  const text = (diagnosis ?? '').toLowerCase();
  if (/critical|severe|emergency/.test(text)) return 'critical';
  if (/elevated|attention|abnormal/.test(text)) return 'attention';
  return 'normal';
}
