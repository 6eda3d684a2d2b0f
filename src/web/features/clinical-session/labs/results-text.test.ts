import { describe, it, expect } from 'vitest';
import { correlationWidth, firstAndRest, resultsAsText } from './results-text';
import type { AnalysisResults } from './types';

const anaemia: AnalysisResults = {
  patient_id: 'AFR-42',
  analysis_date: '2026-03-02',
  symptoms_reported: ['fatigue'],
  tests_analyzed: [
    {
      test_type: 'Full blood count',
      test_results: { Haemoglobin: '8.1 g/dL' },
      analysis: 'Haemoglobin below the reference range',
      diagnosis: 'Moderate anaemia',
      explanation: 'Hb 8.1 g/dL in an adult woman',
      recommendations: ['Iron studies', 'Stool for ova and parasites'],
      symptom_correlations: [
        { symptom: 'fatigue', correlation_strength: 'strong', explanation: 'Low Hb explains fatigue' },
      ],
      flag: 'attention',
      status: 'low',
    },
  ],
  symptom_test_insights: {
    primary_correlations: [],
    differential_diagnoses: [
      { condition: 'Iron deficiency anaemia', probability: 'high', supporting_evidence: ['Hb 8.1'] },
    ],
    red_flags: [],
  },
  overall_summary: 'Moderate anaemia explaining fatigue',
  urgency: 'urgent',
  emergency_alert: false,
  disclaimer: 'For professional use only',
  generated_at: '2026-03-02T10:00:00Z',
};

describe('copying an analysis as text', () => {
  it('gives the clinician the summary, each test with its recommendations and the differential', () => {
    const text = resultsAsText(anaemia);
    expect(text).toContain('Patient: AFR-42');
    expect(text).toContain('Full blood count [LOW]');
    expect(text).toContain('- Iron studies');
    expect(text).toContain('- Iron deficiency anaemia (high)');
    expect(text.endsWith('For professional use only')).toBe(true);
  });

  it('shows the first three findings and counts the rest', () => {
    expect(firstAndRest(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ first: ['a', 'b', 'c'], rest: 2 });
    expect(firstAndRest(['a'], 3)).toEqual({ first: ['a'], rest: 0 });
  });

  it('draws correlation bars at 30, 65 and 90', () => {
    expect(correlationWidth).toEqual({ weak: 30, moderate: 65, strong: 90 });
  });
});
