import type { Finding } from '../types';

export const neuroFindings = [
  { id: 'prostration', label: 'Prostration: unable to sit, stand or walk unaided', kind: 'sign', baseRate: 0.01, synonyms: { en: ['prostration: unable to sit, stand or walk unaided'], sw: [], fr: [] }, abbreviations: [], question: 'Is there prostration: unable to sit, stand or walk unaided?' },
  { id: 'lethargy', label: 'Lethargy or unusually sleepy', kind: 'sign', baseRate: 0.01, synonyms: { en: ['lethargy or unusually sleepy'], sw: [], fr: [] }, abbreviations: [], question: 'Is there lethargy or unusually sleepy?' },
  { id: 'irritability', label: 'Irritability or restlessness', kind: 'sign', baseRate: 0.01, synonyms: { en: ['irritability or restlessness'], sw: [], fr: [] }, abbreviations: [], question: 'Is there irritability or restlessness?' },
  { id: 'confusion', label: 'Confusion or altered mental state', kind: 'sign', baseRate: 0.01, synonyms: { en: ['confusion or altered mental state'], sw: [], fr: [] }, abbreviations: [], question: 'Is there confusion or altered mental state?' },
  { id: 'unconscious', label: 'Unconscious or unresponsive', kind: 'sign', baseRate: 0.01, synonyms: { en: ['unconscious or unresponsive'], sw: [], fr: [] }, abbreviations: [], question: 'Is there unconscious or unresponsive?' },
  { id: 'convulsions', label: 'Convulsions or seizures', kind: 'sign', baseRate: 0.01, synonyms: { en: ['convulsions or seizures'], sw: [], fr: [] }, abbreviations: [], question: 'Is there convulsions or seizures?' },
  { id: 'recurrent-seizures', label: 'History of recurrent seizures', kind: 'history', baseRate: 0.01, synonyms: { en: ['history of recurrent seizures'], sw: [], fr: [] }, abbreviations: [], question: 'Is there history of recurrent seizures?' },
  { id: 'tongue-biting', label: 'Tongue biting or incontinence during a fit', kind: 'sign', baseRate: 0.01, synonyms: { en: ['tongue biting or incontinence during a fit'], sw: [], fr: [] }, abbreviations: [], question: 'Is there tongue biting or incontinence during a fit?' },
  { id: 'post-ictal-drowsiness', label: 'Drowsy or confused after the fit', kind: 'sign', baseRate: 0.01, synonyms: { en: ['drowsy or confused after the fit'], sw: [], fr: [] }, abbreviations: [], question: 'Is there drowsy or confused after the fit?' },
  { id: 'neck-stiffness', label: 'Neck stiffness', kind: 'sign', baseRate: 0.01, synonyms: { en: ['neck stiffness'], sw: [], fr: [] }, abbreviations: [], question: 'Is there neck stiffness?' },
  { id: 'bulging-fontanelle', label: 'Bulging fontanelle', kind: 'sign', baseRate: 0.01, synonyms: { en: ['bulging fontanelle'], sw: [], fr: [] }, abbreviations: [], question: 'Is there bulging fontanelle?' },
  { id: 'focal-weakness', label: 'Weakness of one side of the body or face', kind: 'sign', baseRate: 0.01, synonyms: { en: ['weakness of one side of the body or face'], sw: [], fr: [] }, abbreviations: [], question: 'Is there weakness of one side of the body or face?' },
  { id: 'facial-droop', label: 'Facial droop', kind: 'sign', baseRate: 0.01, synonyms: { en: ['facial droop'], sw: [], fr: [] }, abbreviations: [], question: 'Is there facial droop?' },
  { id: 'speech-difficulty', label: 'Slurred speech or difficulty speaking', kind: 'sign', baseRate: 0.01, synonyms: { en: ['slurred speech or difficulty speaking'], sw: [], fr: [] }, abbreviations: [], question: 'Is there slurred speech or difficulty speaking?' },
  { id: 'sudden-onset-neuro', label: 'Sudden onset of neurological symptoms', kind: 'history', baseRate: 0.01, synonyms: { en: ['sudden onset of neurological symptoms'], sw: [], fr: [] }, abbreviations: [], question: 'Is there sudden onset of neurological symptoms?' },
  { id: 'visual-disturbance', label: 'Blurred vision or visual disturbance', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['blurred vision or visual disturbance'], sw: [], fr: [] }, abbreviations: [], question: 'Is there blurred vision or visual disturbance?' },
  { id: 'dizziness', label: 'Dizziness', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['dizziness'], sw: [], fr: [] }, abbreviations: [], question: 'Is there dizziness?' },
  { id: 'syncope', label: 'Fainting (syncope)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['fainting'], sw: [], fr: [] }, abbreviations: [], question: 'Is there fainting?' },
] as const satisfies readonly Finding[];
