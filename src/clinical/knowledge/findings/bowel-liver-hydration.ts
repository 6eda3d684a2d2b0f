import type { Finding } from '../types';

export const bowelLiverHydrationFindings = [
  { id: 'diarrhoea', label: 'Diarrhoea', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['diarrhoea'], sw: [], fr: [] }, abbreviations: [], question: 'Is there diarrhoea?' },
  { id: 'watery-diarrhoea', label: 'Watery diarrhoea', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['watery diarrhoea'], sw: [], fr: [] }, abbreviations: [], question: 'Is there watery diarrhoea?' },
  { id: 'profuse-rice-water-stool', label: 'Profuse rice-water stools', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['profuse rice-water stools'], sw: [], fr: [] }, abbreviations: [], question: 'Is there profuse rice-water stools?' },
  { id: 'bloody-diarrhoea', label: 'Blood in the stool (dysentery)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['blood in the stool'], sw: [], fr: [] }, abbreviations: [], question: 'Is there blood in the stool?' },
  { id: 'mucus-in-stool', label: 'Mucus in the stool', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['mucus in the stool'], sw: [], fr: [] }, abbreviations: [], question: 'Is there mucus in the stool?' },
  { id: 'tenesmus', label: 'Straining with little stool (tenesmus)', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['straining with little stool'], sw: [], fr: [] }, abbreviations: [], question: 'Is there straining with little stool?' },
  { id: 'chronic-diarrhoea', label: 'Diarrhoea for 14 days or more', kind: 'history', baseRate: 0.01, synonyms: { en: ['diarrhoea for 14 days or more'], sw: [], fr: [] }, abbreviations: [], question: 'Is there diarrhoea for 14 days or more?' },
  { id: 'constipation', label: 'Constipation', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['constipation'], sw: [], fr: [] }, abbreviations: [], question: 'Is there constipation?' },
  { id: 'melaena', label: 'Black tarry stool or vomiting blood', kind: 'sign', baseRate: 0.01, synonyms: { en: ['black tarry stool or vomiting blood'], sw: [], fr: [] }, abbreviations: [], question: 'Is there black tarry stool or vomiting blood?' },
  { id: 'jaundice', label: 'Yellow eyes or skin (jaundice)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['yellow eyes or skin'], sw: [], fr: [] }, abbreviations: [], question: 'Is there yellow eyes or skin?' },
  { id: 'dark-urine', label: 'Dark (cola) urine', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['dark urine'], sw: [], fr: [] }, abbreviations: [], question: 'Is there dark urine?' },
  { id: 'pale-stool', label: 'Pale stool', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['pale stool'], sw: [], fr: [] }, abbreviations: [], question: 'Is there pale stool?' },
  { id: 'hepatomegaly', label: 'Enlarged liver', kind: 'sign', baseRate: 0.01, synonyms: { en: ['enlarged liver'], sw: [], fr: [] }, abbreviations: [], question: 'Is there enlarged liver?' },
  { id: 'splenomegaly', label: 'Enlarged spleen', kind: 'sign', baseRate: 0.01, synonyms: { en: ['enlarged spleen'], sw: [], fr: [] }, abbreviations: [], question: 'Is there enlarged spleen?' },
  { id: 'anal-itching', label: 'Itching around the anus', kind: 'symptom', baseRate: 0.01, synonyms: { en: ['itching around the anus'], sw: [], fr: [] }, abbreviations: [], question: 'Is there itching around the anus?' },
  { id: 'worms-in-stool', label: 'Worms seen in the stool', kind: 'sign', baseRate: 0.01, synonyms: { en: ['worms seen in the stool'], sw: [], fr: [] }, abbreviations: [], question: 'Is there worms seen in the stool?' },
  { id: 'sunken-eyes', label: 'Sunken eyes', kind: 'sign', baseRate: 0.01, synonyms: { en: ['sunken eyes'], sw: [], fr: [] }, abbreviations: [], question: 'Is there sunken eyes?' },
  { id: 'slow-skin-pinch', label: 'Skin pinch goes back slowly', kind: 'sign', baseRate: 0.01, synonyms: { en: ['skin pinch goes back slowly'], sw: [], fr: [] }, abbreviations: [], question: 'Is there skin pinch goes back slowly?' },
  { id: 'very-slow-skin-pinch', label: 'Skin pinch goes back very slowly (> 2 s)', kind: 'sign', baseRate: 0.01, synonyms: { en: ['skin pinch goes back very slowly'], sw: [], fr: [] }, abbreviations: [], question: 'Is there skin pinch goes back very slowly?' },
  { id: 'thirsty', label: 'Thirsty, drinks eagerly', kind: 'sign', baseRate: 0.01, synonyms: { en: ['thirsty, drinks eagerly'], sw: [], fr: [] }, abbreviations: [], question: 'Is there thirsty, drinks eagerly?' },
] as const satisfies readonly Finding[];
