import type { LabFindingRuleInput } from '../labs/finding-rule-schema';
import { harrietChem, pesticide, pocketBookGlucose, rcpath, tietzCritical } from './lab-analytes/citations';

/**
 * A result past the critical limit the knowledge cites for its test (lab-analytes/), where that level is
 * itself a threat to life to act on now, whatever the diagnosis: the 'critical results' a laboratory must
 * telephone at once. Limits that mean an urgent look rather than resuscitation (CD4 below 200, an eGFR
 * below 15, a white count above 30, platelets above 1000, an INR above 5 without bleeding) are left to
 * their conditions.
 */
const hhs = {
  sourceId: 'ada-soc-2024',
  section:
    'Section 16, hyperglycaemic crises: hyperosmolar hyperglycaemic state, glucose >= 33.3 mmol/L (600 mg/dL)',
};
const sepsis = {
  sourceId: 'ssc-sepsis-2021',
  section: 'Initial resuscitation: lactate >= 4 mmol/L',
};

export const lifeThreateningLabRules: LabFindingRuleInput[] = [
  {
    id: 'life-threatening-level-either-side',
    findingId: 'life-threatening-lab-value',
    conditions: [
      {
        analyteIds: ['potassium', 'sodium', 'calcium', 'ionised-calcium', 'magnesium', 'arterial-ph'],
        present: { kind: 'critical' },
        absent: { kind: 'never' },
      },
    ],
    citations: [rcpath, tietzCritical],
  },
  {
    id: 'life-threatening-level-low',
    findingId: 'life-threatening-lab-value',
    conditions: [
      {
        analyteIds: [
          'glucose',
          'glucose-random',
          'glucose-fasting',
          'platelets',
          'bicarbonate',
          'arterial-po2',
          'cholinesterase',
        ],
        present: { kind: 'critical', side: 'low' },
        absent: { kind: 'never' },
      },
    ],
    citations: [rcpath, pocketBookGlucose, pesticide],
  },
  {
    id: 'life-threatening-level-high',
    findingId: 'life-threatening-lab-value',
    conditions: [
      {
        analyteIds: ['lactate', 'arterial-pco2', 'bilirubin-total'],
        present: { kind: 'critical', side: 'high' },
        absent: { kind: 'never' },
      },
    ],
    citations: [sepsis, tietzCritical, harrietChem],
  },
  {
    id: 'hyperosmolar-glucose',
    findingId: 'life-threatening-lab-value',
    conditions: [
      {
        analyteIds: ['glucose', 'glucose-random', 'glucose-fasting'],
        present: { kind: 'above', value: 33.3, inclusive: true },
        absent: { kind: 'never' },
      },
    ],
    citations: [hhs],
  },
];
