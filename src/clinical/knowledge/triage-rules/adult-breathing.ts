import type { TriageRule } from '../triage-rule-schema';

/** An adult breathing 30 times a minute or more is in respiratory distress whatever the cause. */
export const adultBreathingTriageRules = [
  {
    id: 'adult-respiratory-rate-30',
    anyOf: ['respiratory-rate-30-or-more'],
    ageYears: { min: 12 },
    urgency: 'emergency',
    reason: 'Respiratory rate 30/min or more in an adolescent or adult',
    actions: [
      'Sit the patient up, give oxygen to keep SpO2 ≥ 94%, measure SpO2, pulse and blood pressure',
      'Look for the cause (pneumonia, sepsis, asthma, heart failure, acidosis, anaemia) and refer if not improving',
    ],
    citations: [
      {
        sourceId: 'who-iatt-2011',
        section: 'Volume 1: Quick check — emergency signs in adolescents and adults (respiratory distress)',
      },
      {
        sourceId: 'who-bec-2018',
        section: 'Module 2: The approach to the patient with difficulty in breathing',
      },
    ],
  },
] as const satisfies readonly TriageRule[];
