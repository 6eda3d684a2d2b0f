// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../i18n/i18n';
import { EmergencyCare } from './emergency-care';
import { emptyProfile } from '../profile/profile-draft';
import type { Diagnosis } from '../ai/types';

afterEach(cleanup);

const answer = (fitsKnownCondition: boolean | undefined): Diagnosis => ({
  primaryDiagnosis: {
    condition: 'Sepsis and septic shock',
    icd10: 'A41.9',
    probability: 17,
    confidence: 'low',
    urgency: 'emergency',
  },
  fitsKnownCondition,
});

const show = (diagnosis: Diagnosis) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmergencyCare
        emergency={{ message: 'EMERGENCY: Altered mental state.' }}
        diagnosis={diagnosis}
        symptoms={['fell and could not get up']}
        profile={emptyProfile}
        onProfileChange={() => undefined}
        sessionId={null}
      />
    </QueryClientProvider>,
  );

describe('the emergency panel names the diagnosis as the answer does', () => {
  it('calls a weak match the closest match, not the working diagnosis, when nothing known fits', () => {
    show(answer(false));
    const named = screen.getByTestId('working-diagnosis').textContent ?? '';
    expect(named).toMatch(
      /^Closest match \(weak, not a working diagnosis\): Sepsis and septic shock \(A41.9\)/,
    );
    expect(named).not.toMatch(/Working diagnosis/);
  });

  it('names the working diagnosis when a known condition fits, or when the server does not say', () => {
    for (const fits of [true, undefined]) {
      show(answer(fits));
      expect(screen.getByTestId('working-diagnosis').textContent).toMatch(/^Working diagnosis: Sepsis/);
      cleanup();
    }
  });
});
