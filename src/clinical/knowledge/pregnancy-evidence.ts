import type { Citation } from './types';

/**
 * What makes a condition of pregnancy (hyperemesis, ectopic pregnancy, pre-eclampsia) possible for a woman whose
 * pregnancy the case does not tell: a condition whose prior is near nil outside pregnancy needs one of these
 * findings to lead. A woman of childbearing age with vomiting may be pregnant, and the question is asked; but a
 * description of a pregnancy's illness says the pregnancy (or the missed period, the positive test, the birth).
 */
export const pregnancyEvidence = {
  id: 'condition-of-pregnancy-needs-pregnancy-told',
  /** A condition whose prior multiplier when not pregnant is at most this is a condition of pregnancy. */
  notPregnantMultiplierAtMost: 0.05,
  /** Findings that tell a pregnancy now, or one just ended. */
  findingIds: [
    'pregnant',
    'pregnancy-over-20-weeks',
    'missed-period',
    'pregnancy-test-positive',
    'persistent-vomiting-pregnancy',
    'bleeding-late-pregnancy',
    'reduced-fetal-movements',
    'ruptured-membranes',
    'prolonged-labour',
    'bandl-ring-or-fetal-distress',
    'no-antenatal-care',
    'glucose-raised-for-pregnancy-lab',
    'passed-pregnancy-tissue',
    'recent-childbirth',
  ],
  citation: {
    sourceId: 'who-mcpc-2017',
    section:
      'Section B: rapid initial assessment of a woman of childbearing age: is she pregnant (last period, test)?',
  },
} as const satisfies {
  id: string;
  notPregnantMultiplierAtMost: number;
  findingIds: readonly string[];
  citation: Citation;
};
