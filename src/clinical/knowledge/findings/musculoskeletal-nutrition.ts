import type { Finding } from '../types';

export const musculoskeletalNutritionFindings = [
  { id: 'joint-swelling', label: 'Joint swelling', kind: 'sign', baseRate: 0.01, synonyms: { en: ['joint swelling'], sw: [], fr: [] }, abbreviations: [], question: 'Is there joint swelling?' },
  { id: 'acute-monoarthritis-toe', label: 'Sudden very painful red swollen joint, often the big toe', kind: 'sign', baseRate: 0.01, synonyms: { en: ['sudden very painful red swollen joint, often the big toe'], sw: [], fr: [] }, abbreviations: [], question: 'Is there sudden very painful red swollen joint, often the big toe?' },
  { id: 'migratory-polyarthritis', label: 'Joint pain moving from joint to joint', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['joint pain moving from joint to joint'], sw: [], fr: [] }, abbreviations: [], question: 'Is there joint pain moving from joint to joint?' },
  { id: 'knee-hip-pain-on-use', label: 'Knee or hip pain worse with use, eased by rest', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['knee or hip pain worse with use, eased by rest'], sw: [], fr: [] }, abbreviations: [], question: 'Is there knee or hip pain worse with use, eased by rest?' },
  { id: 'short-morning-stiffness', label: 'Morning stiffness under 30 minutes', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['morning stiffness under 30 minutes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there morning stiffness under 30 minutes?' },
  { id: 'crepitus', label: 'Creaking joints (crepitus)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['creaking joints'], sw: [], fr: [] }, abbreviations: [], question: 'Is there creaking joints?' },
  { id: 'mechanical-back-pain', label: 'Back pain worse with movement, no fever', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['back pain worse with movement, no fever'], sw: [], fr: [] }, abbreviations: [], question: 'Is there back pain worse with movement, no fever?' },
  { id: 'bone-pain', label: 'Severe bone or limb pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['severe bone or limb pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there severe bone or limb pain?' },
  { id: 'dactylitis', label: 'Painful swollen hands or feet (dactylitis)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['painful swollen hands or feet'], sw: [], fr: [] }, abbreviations: [], question: 'Is there painful swollen hands or feet?' },
  { id: 'visible-wasting', label: 'Visible severe wasting', kind: 'sign', baseRate: 0.01, synonyms: { en: ['visible severe wasting'], sw: [], fr: [] }, abbreviations: [], question: 'Is there visible severe wasting?' },
  { id: 'low-muac', label: 'Low MUAC for age', kind: 'vital', baseRate: 0.01, synonyms: { en: ['low muac for age'], sw: [], fr: [] }, abbreviations: [], question: 'Is there low muac for age?' },
  { id: 'poor-growth', label: 'Poor weight gain', kind: 'history', baseRate: 0.01, synonyms: { en: ['poor weight gain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there poor weight gain?' },
] as const satisfies readonly Finding[];
