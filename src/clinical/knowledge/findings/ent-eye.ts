import type { Finding } from '../types';

export const entEyeFindings = [
  { id: 'runny-nose', label: 'Runny nose (rhinorrhoea)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['runny nose'], sw: [], fr: [] }, abbreviations: [], question: 'Is there runny nose?' },
  { id: 'nasal-congestion', label: 'Blocked nose', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['blocked nose'], sw: [], fr: [] }, abbreviations: [], question: 'Is there blocked nose?' },
  { id: 'sneezing', label: 'Sneezing', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['sneezing'], sw: [], fr: [] }, abbreviations: [], question: 'Is there sneezing?' },
  { id: 'itchy-nose-eyes', label: 'Itchy nose or eyes', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['itchy nose or eyes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there itchy nose or eyes?' },
  { id: 'purulent-nasal-discharge', label: 'Thick coloured nasal discharge', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['thick coloured nasal discharge'], sw: [], fr: [] }, abbreviations: [], question: 'Is there thick coloured nasal discharge?' },
  { id: 'facial-pain', label: 'Facial pain or pressure over the sinuses', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['facial pain or pressure over the sinuses'], sw: [], fr: [] }, abbreviations: [], question: 'Is there facial pain or pressure over the sinuses?' },
  { id: 'symptoms-over-10-days', label: 'Nasal symptoms for more than 10 days', kind: 'history', baseRate: 0.01, synonyms: { en: ['nasal symptoms for more than 10 days'], sw: [], fr: [] }, abbreviations: [], question: 'Is there nasal symptoms for more than 10 days?' },
  { id: 'loss-of-smell-taste', label: 'Loss of smell or taste', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['loss of smell or taste'], sw: [], fr: [] }, abbreviations: [], question: 'Is there loss of smell or taste?' },
  { id: 'sore-throat', label: 'Sore throat', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['sore throat'], sw: [], fr: [] }, abbreviations: [], question: 'Is there sore throat?' },
  { id: 'tonsillar-exudate', label: 'Swollen tonsils with exudate', kind: 'sign', baseRate: 0.01, synonyms: { en: ['swollen tonsils with exudate'], sw: [], fr: [] }, abbreviations: [], question: 'Is there swollen tonsils with exudate?' },
  { id: 'tender-neck-nodes', label: 'Tender swollen neck lymph nodes', kind: 'sign', baseRate: 0.01, synonyms: { en: ['tender swollen neck lymph nodes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there tender swollen neck lymph nodes?' },
  { id: 'ear-pain', label: 'Ear pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['ear pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there ear pain?' },
  { id: 'ear-discharge', label: 'Discharge from the ear', kind: 'sign', baseRate: 0.01, synonyms: { en: ['discharge from the ear'], sw: [], fr: [] }, abbreviations: [], question: 'Is there discharge from the ear?' },
  { id: 'red-eyes', label: 'Red eyes', kind: 'sign', baseRate: 0.01, synonyms: { en: ['red eyes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there red eyes?' },
  { id: 'eye-discharge', label: 'Eye discharge', kind: 'sign', baseRate: 0.01, synonyms: { en: ['eye discharge'], sw: [], fr: [] }, abbreviations: [], question: 'Is there eye discharge?' },
  { id: 'gritty-itchy-eyes', label: 'Gritty or itchy eyes', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['gritty or itchy eyes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there gritty or itchy eyes?' },
] as const satisfies readonly Finding[];
