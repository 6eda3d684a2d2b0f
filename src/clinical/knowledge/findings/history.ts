import type { Finding } from '../types';

export const historyFindings = [
  { id: 'known-hiv', label: 'Known HIV infection', kind: 'history', baseRate: 0.01, synonyms: { en: ['known hiv infection'], sw: [], fr: [] }, abbreviations: [], question: 'Is there known hiv infection?' },
  { id: 'known-diabetes', label: 'Known diabetes', kind: 'history', baseRate: 0.01, synonyms: { en: ['known diabetes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there known diabetes?' },
  { id: 'on-insulin-or-sulfonylurea', label: 'On insulin or a sulfonylurea', kind: 'history', baseRate: 0.01, synonyms: { en: ['on insulin or a sulfonylurea'], sw: [], fr: [] }, abbreviations: [], question: 'Is there on insulin or a sulfonylurea?' },
  { id: 'missed-meal', label: 'Missed a meal or fasting', kind: 'history', baseRate: 0.01, synonyms: { en: ['missed a meal or fasting'], sw: [], fr: [] }, abbreviations: [], question: 'Is there missed a meal or fasting?' },
  { id: 'known-hypertension', label: 'Known hypertension', kind: 'history', baseRate: 0.01, synonyms: { en: ['known hypertension'], sw: [], fr: [] }, abbreviations: [], question: 'Is there known hypertension?' },
  { id: 'known-asthma', label: 'Known asthma or previous wheeze episodes', kind: 'history', baseRate: 0.01, synonyms: { en: ['known asthma or previous wheeze episodes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there known asthma or previous wheeze episodes?' },
  { id: 'known-copd-or-smoker', label: 'Smoker or long exposure to smoke (COPD risk)', kind: 'history', baseRate: 0.01, synonyms: { en: ['smoker or long exposure to smoke'], sw: [], fr: [] }, abbreviations: [], question: 'Is there smoker or long exposure to smoke?' },
  { id: 'known-heart-disease', label: 'Known heart disease', kind: 'history', baseRate: 0.01, synonyms: { en: ['known heart disease'], sw: [], fr: [] }, abbreviations: [], question: 'Is there known heart disease?' },
  { id: 'known-ckd', label: 'Known kidney disease', kind: 'history', baseRate: 0.01, synonyms: { en: ['known kidney disease'], sw: [], fr: [] }, abbreviations: [], question: 'Is there known kidney disease?' },
  { id: 'known-sickle-cell', label: 'Known sickle cell disease', kind: 'history', baseRate: 0.01, synonyms: { en: ['known sickle cell disease'], sw: [], fr: [] }, abbreviations: [], question: 'Is there known sickle cell disease?' },
  { id: 'nsaid-use', label: 'Regular NSAID or aspirin use', kind: 'history', baseRate: 0.01, synonyms: { en: ['regular nsaid or aspirin use'], sw: [], fr: [] }, abbreviations: [], question: 'Is there regular nsaid or aspirin use?' },
  { id: 'alcohol-use', label: 'Heavy alcohol use', kind: 'history', baseRate: 0.01, synonyms: { en: ['heavy alcohol use'], sw: [], fr: [] }, abbreviations: [], question: 'Is there heavy alcohol use?' },
  { id: 'pregnant', label: 'Pregnant', kind: 'history', baseRate: 0.01, synonyms: { en: ['pregnant'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pregnant?' },
  { id: 'pregnancy-over-20-weeks', label: 'Pregnant beyond 20 weeks or recently delivered', kind: 'history', baseRate: 0.01, synonyms: { en: ['pregnant beyond 20 weeks or recently delivered'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pregnant beyond 20 weeks or recently delivered?' },
  { id: 'age-under-2', label: 'Age under 2 years', kind: 'history', baseRate: 0.01, synonyms: { en: ['age under 2 years'], sw: [], fr: [] }, abbreviations: [], question: 'Is there age under 2 years?' },
] as const satisfies readonly Finding[];
