// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../../i18n/i18n';
import { PrimaryDiagnosisView, RedFlagList } from './diagnosis-view';
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

describe('the red flags under an emergency', () => {
  const flags = [
    {
      finding: 'Unable to drink',
      actionRequired: 'Give pre-referral treatment and refer urgently',
      urgency: 'emergency',
    },
    {
      finding: 'Unusually sleepy',
      actionRequired: 'Check glucose, give pre-referral treatment and refer urgently',
      urgency: 'emergency',
    },
    { finding: 'Stiff neck', actionRequired: 'Do a lumbar puncture if safe', urgency: 'high' },
  ];
  const withFlags = (emergencyAlert: boolean): Diagnosis => ({
    redFlags: flags,
    emergencyAlert,
    emergencyActions: [
      'Give pre-referral treatment and refer urgently',
      'Check glucose, give pre-referral treatment and refer urgently',
    ],
  });

  it('names each finding once and leaves the to-do actions to the emergency care, keeping an action it lacks', () => {
    const { container } = render(<RedFlagList diagnosis={withFlags(true)} />);
    const text = container.textContent ?? '';
    expect(text).toContain('Unable to drink');
    expect(text).toContain('Unusually sleepy');
    expect(text).not.toMatch(/refer urgently/);
    expect(text).toContain('Stiff neck — Do a lumbar puncture if safe');
  });

  it('keeps every action when there is no emergency (control)', () => {
    const { container } = render(<RedFlagList diagnosis={withFlags(false)} />);
    expect((container.textContent ?? '').match(/refer urgently/g)).toHaveLength(2);
  });
});
