import { describe, it, expect } from 'vitest';
import { missingFields } from './context-symptom-form';

describe('the country-context symptom form', () => {
  it('lists every required field still empty, in form order', () => {
    expect(missingFields({ description: 'Cough', onset: '', frequency: '', duration: ' ' })).toEqual([
      'onset',
      'frequency',
      'duration',
    ]);
  });
  it('is complete with description, onset, frequency and duration', () => {
    expect(
      missingFields({ description: 'Cough', onset: 'gradual', frequency: 'daily', duration: '3 weeks' }),
    ).toEqual([]);
  });
});
