import type { LabFindingRuleInput } from '../labs/finding-rule-schema';

/** Serum albumin and PSA results that imply engine findings (nephrotic syndrome; prostate cancer or benign enlargement). */
export const albuminAndPsaRules: LabFindingRuleInput[] = [
  {
    id: 'psa-above-range',
    findingId: 'raised-psa-lab',
    conditions: [
      {
        analyteIds: ['psa'],
        present: { kind: 'above-range' },
        absent: { kind: 'below', value: 4, inclusive: true },
      },
    ],
    citations: [
      { sourceId: 'tietz-2018', section: 'Appendix: reference intervals' },
      { sourceId: 'eau-prostate-cancer-2024', section: 'Diagnostic evaluation: PSA' },
    ],
  },
  {
    id: 'psa-above-10',
    findingId: 'psa-over-10-lab',
    conditions: [
      {
        analyteIds: ['psa'],
        present: { kind: 'above', value: 10 },
        absent: { kind: 'below', value: 10, inclusive: true },
      },
    ],
    citations: [
      {
        sourceId: 'eau-prostate-cancer-2024',
        section:
          'Risk groups: PSA > 10 ng/mL intermediate or high risk; benign enlargement rarely exceeds it',
      },
    ],
  },
  {
    id: 'albumin-below-30',
    findingId: 'low-albumin-lab',
    conditions: [
      {
        analyteIds: ['albumin'],
        present: { kind: 'below', value: 30 },
        absent: { kind: 'above', value: 35, inclusive: true },
      },
    ],
    citations: [
      {
        sourceId: 'kdigo-gn-2021',
        section: 'Nephrotic syndrome: proteinuria with serum albumin < 30 g/L (3.0 g/dL) and oedema',
      },
      { sourceId: 'tietz-2018', section: 'Appendix: reference intervals' },
    ],
  },
];
