import type { Finding } from '../types';

export const genitourinaryFindings = [
  { id: 'reduced-urine', label: 'Little or no urine', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['little or no urine'], sw: [], fr: [] }, abbreviations: [], question: 'Is there little or no urine?' },
  { id: 'dysuria', label: 'Burning or pain on passing urine', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['burning or pain on passing urine'], sw: [], fr: [] }, abbreviations: [], question: 'Is there burning or pain on passing urine?' },
  { id: 'urinary-frequency', label: 'Passing urine often or urgently', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['passing urine often or urgently'], sw: [], fr: [] }, abbreviations: [], question: 'Is there passing urine often or urgently?' },
  { id: 'suprapubic-pain', label: 'Pain above the pubic bone', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['pain above the pubic bone'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pain above the pubic bone?' },
  { id: 'flank-pain', label: 'Loin (flank) pain or renal angle tenderness', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['loin pain or renal angle tenderness'], sw: [], fr: [] }, abbreviations: [], question: 'Is there loin pain or renal angle tenderness?' },
  { id: 'haematuria', label: 'Blood in the urine', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['blood in the urine'], sw: [], fr: [] }, abbreviations: [], question: 'Is there blood in the urine?' },
  { id: 'urethral-discharge', label: 'Urethral discharge', kind: 'sign', baseRate: 0.01, synonyms: { en: ['urethral discharge'], sw: [], fr: [] }, abbreviations: [], question: 'Is there urethral discharge?' },
  { id: 'vaginal-discharge', label: 'Abnormal vaginal discharge', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['abnormal vaginal discharge'], sw: [], fr: [] }, abbreviations: [], question: 'Is there abnormal vaginal discharge?' },
  { id: 'genital-ulcer', label: 'Genital ulcer or sore', kind: 'sign', baseRate: 0.01, synonyms: { en: ['genital ulcer or sore'], sw: [], fr: [] }, abbreviations: [], question: 'Is there genital ulcer or sore?' },
  { id: 'dyspareunia', label: 'Pain during sex', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['pain during sex'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pain during sex?' },
  { id: 'cervical-motion-tenderness', label: 'Cervical motion tenderness', kind: 'sign', baseRate: 0.01, synonyms: { en: ['cervical motion tenderness'], sw: [], fr: [] }, abbreviations: [], question: 'Is there cervical motion tenderness?' },
  { id: 'missed-period', label: 'Missed menstrual period', kind: 'history', baseRate: 0.01, synonyms: { en: ['missed menstrual period'], sw: [], fr: [] }, abbreviations: [], question: 'Is there missed menstrual period?' },
  { id: 'vaginal-bleeding', label: 'Vaginal bleeding', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['vaginal bleeding'], sw: [], fr: [] }, abbreviations: [], question: 'Is there vaginal bleeding?' },
  { id: 'shoulder-tip-pain', label: 'Shoulder-tip pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['shoulder-tip pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there shoulder-tip pain?' },
  { id: 'polyuria', label: 'Passing large amounts of urine', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['passing large amounts of urine'], sw: [], fr: [] }, abbreviations: [], question: 'Is there passing large amounts of urine?' },
  { id: 'polydipsia', label: 'Excessive thirst', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['excessive thirst'], sw: [], fr: [] }, abbreviations: [], question: 'Is there excessive thirst?' },
  { id: 'nocturia', label: 'Passing urine at night', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['passing urine at night'], sw: [], fr: [] }, abbreviations: [], question: 'Is there passing urine at night?' },
] as const satisfies readonly Finding[];
