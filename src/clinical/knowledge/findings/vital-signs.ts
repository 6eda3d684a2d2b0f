import type { Finding } from '../types';

/** Vital-sign findings read from measured values (vital-thresholds.ts) that triage rules act on. */
export const vitalSignFindings = [
  {
    id: 'respiratory-rate-30-or-more',
    label: 'Respiratory rate 30/min or more (adolescent or adult)',
    kind: 'vital',
    baseRate: 0.01,
    synonyms: {
      en: [
        'respiratory rate over 30',
        'respiratory rate above 30',
        'breathing more than 30 times a minute',
        'breathing over 30 per minute',
      ],
      sw: ['anapumua zaidi ya mara 30 kwa dakika'],
      fr: ['fréquence respiratoire supérieure à 30', 'polypnée sévère'],
    },
    abbreviations: [],
    question: 'What is the respiratory rate over a full minute?',
  },
] satisfies readonly Finding[];
