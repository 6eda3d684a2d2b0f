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
  {
    // Set by a measured rate below the limit for age (vital-thresholds.ts); slow breathing told in words is
    // 'bradypnoea', which a sleeping child's calm breathing can also be.
    id: 'respiratory-rate-below-limit-for-age',
    label: 'Respiratory rate measured below the lower limit for age',
    kind: 'vital',
    baseRate: 0.002,
    synonyms: {
      en: ['respiratory rate dangerously low', 'respiratory rate below the limit for age'],
      sw: ['kasi ya kupumua chini sana'],
      fr: ['fréquence respiratoire trop basse pour l’âge'],
    },
    abbreviations: [],
    question: 'What is the respiratory rate over a full minute?',
  },
] satisfies readonly Finding[];
