// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../../i18n/i18n';
import { PrimaryDiagnosisView } from './diagnosis-view';
import type { Diagnosis } from './types';

afterEach(cleanup);

const answer = (fitsKnownCondition: boolean | undefined): Diagnosis => ({
  primaryDiagnosis: {
    condition: 'Urinary tract infection (cystitis)',
    icd10: 'N30.0',
    probability: 9,
    confidence: 'low',
    urgency: 'routine',
  },
  otherProbability: 12,
  fitsKnownCondition,
  suggestedTests:
    fitsKnownCondition === false ? ['Urine dipstick (for Urinary tract infection (cystitis))'] : [],
});

describe('the primary diagnosis when nothing known fits', () => {
  it('says plainly that nothing known fits, calls the match the closest weak one and lists the tests', () => {
    render(<PrimaryDiagnosisView diagnosis={answer(false)} />);
    expect(screen.getByTestId('no-known-fit').textContent).toMatch(/fits no condition the engine knows well/);
    expect(screen.getByText(/Closest match \(weak, not a working diagnosis\)/)).toBeTruthy();
    expect(screen.getByText('Urine dipstick (for Urinary tract infection (cystitis))')).toBeTruthy();
    expect(screen.queryByText('Primary diagnosis')).toBeNull();
  });

  it('shows the working diagnosis as before when a known condition fits, or when the server does not say', () => {
    for (const fits of [true, undefined]) {
      render(<PrimaryDiagnosisView diagnosis={answer(fits)} />);
      expect(screen.queryByTestId('no-known-fit')).toBeNull();
      expect(screen.getByText('Primary diagnosis')).toBeTruthy();
      cleanup();
    }
  });
});
