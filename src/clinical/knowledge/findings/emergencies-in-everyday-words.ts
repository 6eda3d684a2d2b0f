import type { Finding } from '../types';

/**
 * Emergencies told in everyday words: a patient hard to wake (AVPU: voice or pain only), a chemical in the eye,
 * sudden loss of sight in one eye, a corrosive swallowed, a child's swallowed medicine that kills in small doses.
 */
export const emergenciesInEverydayWordsFindings = [
  {
    id: 'hard-to-rouse',
    label: 'Hard to wake (responds only to voice or pain)',
    kind: 'sign',
    baseRate: 0.003,
    synonyms: {
      en: [
        'difficult to wake',
        'hard to wake',
        'difficult to rouse',
        'hard to rouse',
        'rousable only to pain',
      ],
      sw: [
        'ni vigumu kumwamsha',
        'ni vigumu kuamka',
        'anaamka kwa shida',
        'haamki vizuri',
        'usingizi mzito',
        'akiamshwa anajibu kidogo',
      ],
      fr: ['difficile à réveiller', 'difficilement réveillable'],
    },
    abbreviations: [],
    question: 'Does the patient wake and stay awake when spoken to?',
  },
  {
    id: 'chemical-eye-injury',
    label: 'Chemical splashed in the eye',
    kind: 'history',
    baseRate: 0.0005,
    synonyms: {
      en: ['chemical in the eye', 'chemical splashed in … eye', 'chemical splash … eye', 'acid in the eye'],
      sw: ['kemikali … jichoni', 'tindikali … jichoni'],
      fr: ["produit chimique dans l'œil", 'projection chimique … œil', "acide dans l'œil"],
    },
    abbreviations: [],
    question: 'Did a chemical, acid or alkali get into the eye?',
  },
  {
    id: 'sudden-vision-loss',
    label: 'Sudden loss of vision in one or both eyes',
    kind: 'symptom',
    baseRate: 0.0005,
    synonyms: {
      en: [
        'sudden loss of vision',
        'sudden painless loss of vision',
        'sudden vision loss',
        'suddenly cannot see',
      ],
      sw: ['ghafla hawezi kuona', 'amepoteza uwezo wa kuona ghafla'],
      fr: ['perte brutale de la vision', 'perte soudaine de la vue'],
    },
    abbreviations: [],
    question: 'Was the sight lost suddenly, within minutes or hours?',
  },
  {
    id: 'corrosive-ingestion',
    label: 'Swallowed a corrosive (bleach, acid, caustic soda)',
    kind: 'exposure',
    baseRate: 0.0005,
    synonyms: {
      en: ['drank bleach', 'swallowed bleach', 'drank jik', 'drank acid', 'battery acid', 'caustic soda'],
      sw: ['amekunywa jik', 'amekunywa dawa ya kusafisha', 'amekunywa tindikali'],
      fr: ["a bu de l'eau de javel", "a avalé de l'eau de javel", "a bu de l'acide", 'soude caustique'],
    },
    abbreviations: [],
    question: 'Was bleach, acid or another corrosive swallowed?',
  },
  {
    id: 'high-risk-medicine-named',
    label: 'Medicine toxic in small doses (tricyclic, blood pressure, heart)',
    kind: 'history',
    baseRate: 0.002,
    synonyms: {
      en: [
        'swallowed … amitriptyline',
        'swallowed … tricyclic',
        'swallowed … pressure tablets',
        'swallowed … heart tablets',
      ],
      sw: ['amemeza … vidonge vya presha', 'amemeza … dawa za presha', 'amemeza … vidonge vya moyo'],
      fr: ['comprimés … pour la tension', 'comprimés pour le cœur', 'amitriptyline'],
    },
    abbreviations: [],
    question: 'Which medicine was swallowed, and how many tablets?',
  },
] as const satisfies readonly Finding[];
