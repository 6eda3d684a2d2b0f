import type { Finding } from '../types';

/** An irregular pulse. Listed after the medical-history files: a wording that names both known heart disease and an irregular pulse (atrial fibrillation) lists them in that order. */
export const heartRhythmFindings = [
  {
    id: 'irregular-pulse',
    label: 'Irregularly irregular pulse (possible atrial fibrillation)',
    kind: 'sign',
    baseRate: 0.01,
    synonyms: {
      en: ['irregular pulse', 'irregular heartbeat', 'atrial fibrillation', 'irregularly irregular', 'af'],
      sw: ['mapigo ya moyo yasiyo ya kawaida', 'mpigo wa moyo usio sawa'],
      fr: ['pouls irrégulier', 'fibrillation auriculaire', 'arythmie complète'],
    },
    abbreviations: ['AF'],
    question: 'Is the pulse regular?',
  },
  {
    id: 'very-fast-heart-rate',
    label:
      'Heart rate in the range of a tachyarrhythmia (≥ 150/min in an adult, > 180 in a child, > 220 in an infant)',
    kind: 'sign',
    baseRate: 0.003,
    synonyms: {
      en: [
        'extremely fast heart rate',
        'very fast heartbeat',
        'heart racing very fast',
        'pulse too fast to count',
      ],
      sw: ['moyo unadunda kwa kasi mno', 'mapigo ya moyo ya kasi mno'],
      fr: ['cœur très rapide', 'pouls trop rapide pour être compté'],
    },
    abbreviations: [],
    question: 'What is the heart rate at rest, and is it regular?',
  },
] as const satisfies readonly Finding[];
