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
] as const satisfies readonly Finding[];
