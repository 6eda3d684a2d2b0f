import type { Finding } from '../types';

export const headachePainFindings = [
  { id: 'headache', label: 'Headache', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['headache'], sw: [], fr: [] }, abbreviations: [], question: 'Is there headache?' },
  { id: 'severe-headache', label: 'Severe headache', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['severe headache'], sw: [], fr: [] }, abbreviations: [], question: 'Is there severe headache?' },
  { id: 'sudden-severe-headache', label: 'Sudden (thunderclap) severe headache', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['sudden severe headache'], sw: [], fr: [] }, abbreviations: [], question: 'Is there sudden severe headache?' },
  { id: 'unilateral-throbbing-headache', label: 'One-sided throbbing headache', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['one-sided throbbing headache'], sw: [], fr: [] }, abbreviations: [], question: 'Is there one-sided throbbing headache?' },
  { id: 'band-like-headache', label: 'Band-like pressing headache on both sides', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['band-like pressing headache on both sides'], sw: [], fr: [] }, abbreviations: [], question: 'Is there band-like pressing headache on both sides?' },
  { id: 'recurrent-headache-episodes', label: 'Recurrent episodes of similar headache', kind: 'history', baseRate: 0.01, synonyms: { en: ['recurrent episodes of similar headache'], sw: [], fr: [] }, abbreviations: [], question: 'Is there recurrent episodes of similar headache?' },
  { id: 'headache-aura', label: 'Visual or sensory aura before headache', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['visual or sensory aura before headache'], sw: [], fr: [] }, abbreviations: [], question: 'Is there visual or sensory aura before headache?' },
  { id: 'photophobia', label: 'Light hurts the eyes (photophobia)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['light hurts the eyes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there light hurts the eyes?' },
  { id: 'phonophobia', label: 'Noise makes it worse (phonophobia)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['noise makes it worse'], sw: [], fr: [] }, abbreviations: [], question: 'Is there noise makes it worse?' },
  { id: 'myalgia', label: 'Muscle aches', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['muscle aches'], sw: [], fr: [] }, abbreviations: [], question: 'Is there muscle aches?' },
  { id: 'arthralgia', label: 'Joint pains', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['joint pains'], sw: [], fr: [] }, abbreviations: [], question: 'Is there joint pains?' },
  { id: 'retro-orbital-pain', label: 'Pain behind the eyes', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['pain behind the eyes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pain behind the eyes?' },
  { id: 'back-pain', label: 'Back pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['back pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there back pain?' },
] as const satisfies readonly Finding[];
