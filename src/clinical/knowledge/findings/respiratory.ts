import type { Finding } from '../types';

export const respiratoryFindings = [
  { id: 'cough', label: 'Cough', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['cough'], sw: [], fr: [] }, abbreviations: [], question: 'Is there cough?' },
  { id: 'productive-cough', label: 'Cough with sputum', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['cough with sputum'], sw: [], fr: [] }, abbreviations: [], question: 'Is there cough with sputum?' },
  { id: 'dry-cough', label: 'Dry cough', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['dry cough'], sw: [], fr: [] }, abbreviations: [], question: 'Is there dry cough?' },
  { id: 'chronic-cough', label: 'Cough for 2 weeks or more', kind: 'history', baseRate: 0.01, synonyms: { en: ['cough for 2 weeks or more'], sw: [], fr: [] }, abbreviations: [], question: 'Is there cough for 2 weeks or more?' },
  { id: 'haemoptysis', label: 'Coughing up blood (haemoptysis)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['coughing up blood'], sw: [], fr: [] }, abbreviations: [], question: 'Is there coughing up blood?' },
  { id: 'shortness-of-breath', label: 'Shortness of breath (dyspnoea)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['shortness of breath'], sw: [], fr: [] }, abbreviations: [], question: 'Is there shortness of breath?' },
  { id: 'exertional-dyspnoea', label: 'Breathless on exertion', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['breathless on exertion'], sw: [], fr: [] }, abbreviations: [], question: 'Is there breathless on exertion?' },
  { id: 'orthopnoea', label: 'Breathless lying flat (orthopnoea or PND)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['breathless lying flat'], sw: [], fr: [] }, abbreviations: [], question: 'Is there breathless lying flat?' },
  { id: 'tachypnoea', label: 'Fast breathing (above the IMCI or adult cut-off)', kind: 'vital', baseRate: 0.01, synonyms: { en: ['fast breathing'], sw: [], fr: [] }, abbreviations: [], question: 'Is there fast breathing?' },
  { id: 'chest-indrawing', label: 'Lower chest wall indrawing', kind: 'sign', baseRate: 0.01, synonyms: { en: ['lower chest wall indrawing'], sw: [], fr: [] }, abbreviations: [], question: 'Is there lower chest wall indrawing?' },
  { id: 'respiratory-distress', label: 'Respiratory distress (deep or laboured breathing, nasal flaring, grunting)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['respiratory distress'], sw: [], fr: [] }, abbreviations: [], question: 'Is there respiratory distress?' },
  { id: 'kussmaul-breathing', label: 'Deep sighing (Kussmaul) breathing', kind: 'sign', baseRate: 0.01, synonyms: { en: ['deep sighing breathing'], sw: [], fr: [] }, abbreviations: [], question: 'Is there deep sighing breathing?' },
  { id: 'wheeze', label: 'Wheeze', kind: 'sign', baseRate: 0.01, synonyms: { en: ['wheeze'], sw: [], fr: [] }, abbreviations: [], question: 'Is there wheeze?' },
  { id: 'stridor', label: 'Stridor', kind: 'sign', baseRate: 0.01, synonyms: { en: ['stridor'], sw: [], fr: [] }, abbreviations: [], question: 'Is there stridor?' },
  { id: 'crackles', label: 'Crackles (crepitations) on auscultation', kind: 'sign', baseRate: 0.01, synonyms: { en: ['crackles on auscultation'], sw: [], fr: [] }, abbreviations: [], question: 'Is there crackles on auscultation?' },
  { id: 'pleuritic-chest-pain', label: 'Sharp chest pain worse on breathing', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['sharp chest pain worse on breathing'], sw: [], fr: [] }, abbreviations: [], question: 'Is there sharp chest pain worse on breathing?' },
  { id: 'chest-tightness', label: 'Chest tightness', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['chest tightness'], sw: [], fr: [] }, abbreviations: [], question: 'Is there chest tightness?' },
  { id: 'unable-to-speak-sentences', label: 'Too breathless to speak in sentences', kind: 'sign', baseRate: 0.01, synonyms: { en: ['too breathless to speak in sentences'], sw: [], fr: [] }, abbreviations: [], question: 'Is there too breathless to speak in sentences?' },
  { id: 'cyanosis', label: 'Central cyanosis (blue lips or tongue)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['central cyanosis'], sw: [], fr: [] }, abbreviations: [], question: 'Is there central cyanosis?' },
  { id: 'hypoxaemia', label: 'Low oxygen saturation (SpO2 < 90%)', kind: 'vital', baseRate: 0.01, synonyms: { en: ['low oxygen saturation'], sw: [], fr: [] }, abbreviations: [], question: 'Is there low oxygen saturation?' },
] as const satisfies readonly Finding[];
