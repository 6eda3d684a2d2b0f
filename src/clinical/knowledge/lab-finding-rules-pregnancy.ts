import type { LabFindingRuleInput } from '../labs/finding-rule-schema';

/**
 * Lab results read against pregnancy's own thresholds. WHO 2013 diagnoses gestational diabetes from a fasting
 * plasma glucose of 5.1-6.9 mmol/L (who-hip-2013), lower than diabetes outside pregnancy (7.0).
 */
export const pregnancyLabRules: LabFindingRuleInput[] = [
  {
    id: 'glucose-fasting-pregnancy-threshold',
    findingId: 'glucose-raised-for-pregnancy-lab',
    conditions: [
      { analyteIds: ['glucose-fasting'], present: { kind: 'above', value: 5.1, inclusive: true } },
    ],
    citations: [
      {
        sourceId: 'who-hip-2013',
        section: 'Diagnostic criteria: fasting plasma glucose 5.1-6.9 mmol/L after 75 g OGTT',
      },
    ],
  },
];
