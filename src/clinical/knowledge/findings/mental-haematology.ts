import type { Finding } from '../types';

export const mentalHaematologyFindings = [
  { id: 'bleeding-mucosal', label: 'Bleeding from gums, nose or other sites', kind: 'sign', baseRate: 0.01, synonyms: { en: ['bleeding from gums, nose or other sites'], sw: [], fr: [] }, abbreviations: [], question: 'Is there bleeding from gums, nose or other sites?' },
  { id: 'lymphadenopathy', label: 'Swollen lymph nodes', kind: 'sign', baseRate: 0.01, synonyms: { en: ['swollen lymph nodes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there swollen lymph nodes?' },
  { id: 'oral-thrush', label: 'Oral thrush', kind: 'sign', baseRate: 0.01, synonyms: { en: ['oral thrush'], sw: [], fr: [] }, abbreviations: [], question: 'Is there oral thrush?' },
  { id: 'pallor', label: 'Pallor', kind: 'sign', baseRate: 0.01, synonyms: { en: ['pallor'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pallor?' },
  { id: 'severe-pallor', label: 'Severe palmar pallor', kind: 'sign', baseRate: 0.01, synonyms: { en: ['severe palmar pallor'], sw: [], fr: [] }, abbreviations: [], question: 'Is there severe palmar pallor?' },
  { id: 'low-mood', label: 'Low mood most of the day', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['low mood most of the day'], sw: [], fr: [] }, abbreviations: [], question: 'Is there low mood most of the day?' },
  { id: 'anhedonia', label: 'Loss of interest or pleasure', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['loss of interest or pleasure'], sw: [], fr: [] }, abbreviations: [], question: 'Is there loss of interest or pleasure?' },
  { id: 'sleep-disturbance', label: 'Sleep problems', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['sleep problems'], sw: [], fr: [] }, abbreviations: [], question: 'Is there sleep problems?' },
  { id: 'worthlessness', label: 'Feelings of worthlessness or guilt', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['feelings of worthlessness or guilt'], sw: [], fr: [] }, abbreviations: [], question: 'Is there feelings of worthlessness or guilt?' },
  { id: 'poor-concentration', label: 'Poor concentration', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['poor concentration'], sw: [], fr: [] }, abbreviations: [], question: 'Is there poor concentration?' },
  { id: 'suicidal-thoughts', label: 'Thoughts of self-harm or suicide', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['thoughts of self-harm or suicide'], sw: [], fr: [] }, abbreviations: [], question: 'Is there thoughts of self-harm or suicide?' },
  { id: 'pica', label: 'Eating soil or ice (pica)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['eating soil or ice'], sw: [], fr: [] }, abbreviations: [], question: 'Is there eating soil or ice?' },
  { id: 'heavy-menstrual-bleeding', label: 'Heavy menstrual periods', kind: 'history', baseRate: 0.01, synonyms: { en: ['heavy menstrual periods'], sw: [], fr: [] }, abbreviations: [], question: 'Is there heavy menstrual periods?' },
] as const satisfies readonly Finding[];
