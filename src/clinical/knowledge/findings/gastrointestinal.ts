import type { Finding } from '../types';

export const gastrointestinalFindings = [
  { id: 'nausea', label: 'Nausea', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['nausea'], sw: [], fr: [] }, abbreviations: [], question: 'Is there nausea?' },
  { id: 'vomiting', label: 'Vomiting', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['vomiting'], sw: [], fr: [] }, abbreviations: [], question: 'Is there vomiting?' },
  { id: 'vomiting-everything', label: 'Vomits everything (cannot keep anything down)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['vomits everything'], sw: [], fr: [] }, abbreviations: [], question: 'Is there vomits everything?' },
  { id: 'unable-to-drink', label: 'Unable to drink or breastfeed', kind: 'sign', baseRate: 0.01, synonyms: { en: ['unable to drink or breastfeed'], sw: [], fr: [] }, abbreviations: [], question: 'Is there unable to drink or breastfeed?' },
  { id: 'abdominal-pain', label: 'Abdominal pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['abdominal pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there abdominal pain?' },
  { id: 'epigastric-pain', label: 'Upper abdominal (epigastric) pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['upper abdominal pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there upper abdominal pain?' },
  { id: 'periumbilical-pain-migrating', label: 'Pain that began around the navel and moved to the right lower abdomen', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['pain that began around the navel and moved to the right lower abdomen'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pain that began around the navel and moved to the right lower abdomen?' },
  { id: 'right-lower-quadrant-pain', label: 'Right lower abdominal pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['right lower abdominal pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there right lower abdominal pain?' },
  { id: 'right-upper-quadrant-pain', label: 'Right upper abdominal pain or tender liver', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['right upper abdominal pain or tender liver'], sw: [], fr: [] }, abbreviations: [], question: 'Is there right upper abdominal pain or tender liver?' },
  { id: 'lower-abdominal-pain', label: 'Lower abdominal or pelvic pain', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['lower abdominal or pelvic pain'], sw: [], fr: [] }, abbreviations: [], question: 'Is there lower abdominal or pelvic pain?' },
  { id: 'rebound-tenderness', label: 'Rebound tenderness or guarding', kind: 'sign', baseRate: 0.01, synonyms: { en: ['rebound tenderness or guarding'], sw: [], fr: [] }, abbreviations: [], question: 'Is there rebound tenderness or guarding?' },
  { id: 'abdominal-distension', label: 'Abdominal swelling or distension', kind: 'sign', baseRate: 0.01, synonyms: { en: ['abdominal swelling or distension'], sw: [], fr: [] }, abbreviations: [], question: 'Is there abdominal swelling or distension?' },
  { id: 'pain-related-to-meals', label: 'Pain related to meals or eased by antacids', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['pain related to meals or eased by antacids'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pain related to meals or eased by antacids?' },
  { id: 'heartburn', label: 'Heartburn (burning behind the breastbone)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['heartburn'], sw: [], fr: [] }, abbreviations: [], question: 'Is there heartburn?' },
  { id: 'regurgitation', label: 'Acid regurgitation or sour taste', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['acid regurgitation or sour taste'], sw: [], fr: [] }, abbreviations: [], question: 'Is there acid regurgitation or sour taste?' },
  { id: 'bloating', label: 'Bloating', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['bloating'], sw: [], fr: [] }, abbreviations: [], question: 'Is there bloating?' },
] as const satisfies readonly Finding[];
