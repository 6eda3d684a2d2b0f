import { describe, it, expect } from 'vitest';
import { analysisStepLabel, sectionStatus, stepNumber, type ProgressFacts } from './sections';

const fresh: ProgressFacts = {
  active: 'dashboard',
  fileCount: 0,
  hasSymptoms: false,
  hasResults: false,
  isAnalyzing: false,
  hasAssistantResult: false,
  visited: new Set(['dashboard']),
};

describe('the seven-section production app', () => {
  it('counts steps from the dashboard (1) to contact (7)', () => {
    expect(stepNumber('dashboard')).toBe(1);
    expect(stepNumber('contact')).toBe(7);
  });

  it('keeps analysis pending until the clinician has symptoms or files', () => {
    expect(sectionStatus('analysis', fresh)).toBe('pending');
    expect(sectionStatus('analysis', { ...fresh, hasSymptoms: true })).toBe('available');
  });

  it('marks the open section in progress and finished ones completed', () => {
    const facts = { ...fresh, active: 'symptoms' as const, fileCount: 2 };
    expect(sectionStatus('symptoms', facts)).toBe('in-progress');
    expect(sectionStatus('upload', facts)).toBe('completed');
    expect(sectionStatus('dashboard', facts)).toBe('completed');
    expect(sectionStatus('trends', facts)).toBe('available');
  });

  it('shows analysis in progress while the AI is working, wherever the clinician is', () => {
    expect(sectionStatus('analysis', { ...fresh, hasSymptoms: true, isAnalyzing: true })).toBe('in-progress');
  });

  it('names the analysis step by its progress', () => {
    expect(analysisStepLabel(10)).toBe('processingSymptoms');
    expect(analysisStepLabel(25)).toBe('analyzingLabs');
    expect(analysisStepLabel(50)).toBe('generatingRecommendations');
    expect(analysisStepLabel(90)).toBe('finalizingDiagnosis');
  });
});
