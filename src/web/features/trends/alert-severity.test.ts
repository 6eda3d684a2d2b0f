import { describe, it, expect } from 'vitest';
import type { EmergencyAlert } from '../../../contracts/intelligence';
import { sortAlertsBySeverity } from './alert-severity';

const alert = (id: string, severity: EmergencyAlert['severity'], issuedDate: string): EmergencyAlert =>
  ({ id, severity, issuedDate, condition: id }) as EmergencyAlert;

describe('the alerts a clinician in Garissa sees first', () => {
  it('puts a critical cholera alert above a medium measles warning and a low advisory, newest first within a severity', () => {
    const sorted = sortAlertsBySeverity([
      alert('advisory', 'low', '2026-11-20'),
      alert('measles', 'medium', '2026-11-21'),
      alert('older-cholera', 'critical', '2026-11-10'),
      alert('rift-valley', 'high', '2026-11-18'),
      alert('cholera', 'critical', '2026-11-19'),
    ]);
    expect(sorted.map((a) => a.id)).toEqual([
      'cholera',
      'older-cholera',
      'rift-valley',
      'measles',
      'advisory',
    ]);
  });
});
