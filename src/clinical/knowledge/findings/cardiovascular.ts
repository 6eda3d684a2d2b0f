import type { Finding } from '../types';

export const cardiovascularFindings = [
  { id: 'chest-pain', label: 'Chest pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['chest pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there chest pain?' },
  { id: 'crushing-chest-pain', label: 'Central crushing or pressing chest pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['central crushing or pressing chest pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there central crushing or pressing chest pain?' },
  { id: 'pain-radiating-arm-jaw', label: 'Chest pain spreading to the arm, jaw or back', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['chest pain spreading to the arm, jaw or back'], sw: [], fr: [] }, abbreviations: [], question: 'Is there chest pain spreading to the arm, jaw or back?' },
  { id: 'palpitations', label: 'Palpitations', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['palpitations'], sw: [], fr: [] }, abbreviations: [], question: 'Is there palpitations?' },
  { id: 'leg-swelling', label: 'Swollen legs or ankles (oedema)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['swollen legs or ankles'], sw: [], fr: [] }, abbreviations: [], question: 'Is there swollen legs or ankles?' },
  { id: 'bilateral-pitting-oedema', label: 'Bilateral pitting oedema of both feet', kind: 'sign', baseRate: 0.01, synonyms: { en: ['bilateral pitting oedema of both feet'], sw: [], fr: [] }, abbreviations: [], question: 'Is there bilateral pitting oedema of both feet?' },
  { id: 'raised-jvp', label: 'Raised jugular venous pressure', kind: 'sign', baseRate: 0.01, synonyms: { en: ['raised jugular venous pressure'], sw: [], fr: [] }, abbreviations: [], question: 'Is there raised jugular venous pressure?' },
  { id: 'heart-murmur', label: 'Heart murmur', kind: 'sign', baseRate: 0.01, synonyms: { en: ['heart murmur'], sw: [], fr: [] }, abbreviations: [], question: 'Is there heart murmur?' },
  { id: 'tachycardia', label: 'Fast heart rate for age', kind: 'vital', baseRate: 0.01, synonyms: { en: ['fast heart rate for age'], sw: [], fr: [] }, abbreviations: [], question: 'Is there fast heart rate for age?' },
  { id: 'bradycardia', label: 'Slow heart rate for age', kind: 'vital', baseRate: 0.01, synonyms: { en: ['slow heart rate for age'], sw: [], fr: [] }, abbreviations: [], question: 'Is there slow heart rate for age?' },
  { id: 'hypotension', label: 'Low blood pressure (systolic < 90 mmHg) or shock', kind: 'vital', baseRate: 0.01, synonyms: { en: ['low blood pressure or shock'], sw: [], fr: [] }, abbreviations: [], question: 'Is there low blood pressure or shock?' },
  { id: 'weak-pulse-cold-hands', label: 'Weak fast pulse, cold hands, slow capillary refill', kind: 'sign', baseRate: 0.01, synonyms: { en: ['weak fast pulse, cold hands, slow capillary refill'], sw: [], fr: [] }, abbreviations: [], question: 'Is there weak fast pulse, cold hands, slow capillary refill?' },
  { id: 'hypertension-reading', label: 'Raised blood pressure (>= 140/90 mmHg)', kind: 'vital', baseRate: 0.01, synonyms: { en: ['raised blood pressure'], sw: [], fr: [] }, abbreviations: [], question: 'Is there raised blood pressure?' },
  { id: 'severe-hypertension-reading', label: 'Severely raised blood pressure (>= 180/110 mmHg)', kind: 'vital', baseRate: 0.01, synonyms: { en: ['severely raised blood pressure'], sw: [], fr: [] }, abbreviations: [], question: 'Is there severely raised blood pressure?' },
] as const satisfies readonly Finding[];
