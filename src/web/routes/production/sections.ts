/** Spec section 2: the seven sections of /production, in order. */
export const sections = [
  'dashboard',
  'upload',
  'symptoms',
  'analysis',
  'trends',
  'ai-assistant',
  'contact',
] as const;
export type Section = (typeof sections)[number];
export type SectionStatus = 'completed' | 'in-progress' | 'available' | 'pending';

export interface ProgressFacts {
  active: Section;
  fileCount: number;
  hasSymptoms: boolean;
  hasResults: boolean;
  isAnalyzing: boolean;
  hasAssistantResult: boolean;
  visited: ReadonlySet<Section>;
}

/** The status dot of each section: what the clinician has done, is doing, can do, or cannot yet do. */
export function sectionStatus(section: Section, facts: ProgressFacts): SectionStatus {
  const done: Record<Section, boolean> = {
    dashboard: facts.visited.has('dashboard'),
    upload: facts.fileCount > 0,
    symptoms: facts.hasSymptoms,
    analysis: facts.hasResults,
    trends: facts.visited.has('trends'),
    'ai-assistant': facts.hasAssistantResult,
    contact: facts.visited.has('contact'),
  };
  if (section === 'analysis' && facts.isAnalyzing) return 'in-progress';
  if (done[section] && section !== facts.active) return 'completed';
  if (section === facts.active) return 'in-progress';
  if (section === 'analysis' && !facts.hasSymptoms && facts.fileCount === 0) return 'pending';
  return done[section] ? 'completed' : 'available';
}

/** 'Step N of 7'. */
export function stepNumber(section: Section): number {
  return sections.indexOf(section) + 1;
}

/** Spec section 9: the /production mission banner rotates every 4 s. */
export const BANNER_MS = 4000;

/** The step label for a progress value. */
export function analysisStepLabel(
  progress: number,
): 'processingSymptoms' | 'analyzingLabs' | 'generatingRecommendations' | 'finalizingDiagnosis' {
  if (progress < 25) return 'processingSymptoms';
  if (progress < 50) return 'analyzingLabs';
  if (progress < 75) return 'generatingRecommendations';
  return 'finalizingDiagnosis';
}
