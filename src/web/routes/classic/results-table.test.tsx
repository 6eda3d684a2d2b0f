// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { AnalysisResults } from '../../features/clinical-session';
import { ContextResults } from './results-table';

afterEach(cleanup);

const test = (diagnosis: string, flag: 'normal' | 'attention' | 'critical') => ({
  test_type: 'Full blood count',
  test_results: { haemoglobin: '7.9 g/dL' },
  analysis: diagnosis,
  diagnosis,
  explanation: '',
  recommendations: [],
  symptom_correlations: [],
  flag,
});

const results = (tests: ReturnType<typeof test>[]): AnalysisResults => ({
  patient_id: 'AFR-1',
  analysis_date: '2026-11-24',
  symptoms_reported: [],
  tests_analyzed: tests,
  symptom_test_insights: { primary_correlations: [], differential_diagnoses: [], red_flags: [] },
  overall_summary: '',
  urgency: 'routine',
  emergency_alert: false,
  disclaimer: '',
  generated_at: '2026-11-24T10:00:00.000Z',
});

// Spec section 4 derived the status from words in the diagnosis; we deliberately count the result's flag.
describe('the counters of the country-context results', () => {
  it.each([
    ['"no emergency features" with a normal flag is normal', 'No emergency features; within range', 'normal'],
    ['a critical flag with no alarming word is critical', 'Haemoglobin 6.1 g/dL', 'critical'],
    ['"not severe" with an attention flag needs attention', 'Mild anaemia, not severe', 'attention'],
  ] as const)('%s', (_, diagnosis, flag) => {
    render(<ContextResults results={results([test(diagnosis, flag)])} onReport={() => undefined} />);
    expect(screen.getByTestId(`counter-${flag}`).textContent).toBe('1');
  });
});

describe('the counters with no test analysed', () => {
  it('are not shown, so no "0 Critical" sits beside a critical answer made from symptoms alone', () => {
    render(<ContextResults results={{ ...results([]), urgency: 'emergency' }} onReport={() => undefined} />);
    expect(screen.queryByTestId('counter-critical')).toBeNull();
    expect(screen.getByText('No tests were analysed.')).toBeTruthy();
  });
});
