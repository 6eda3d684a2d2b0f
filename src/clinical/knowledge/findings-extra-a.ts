import type { Finding } from './types';

/** Findings added by condition group A that finding-catalogue.txt did not have. */
export const extraFindings = [
  {
    id: 'red-bulging-eardrum',
    label: 'Red, bulging eardrum on otoscopy',
    kind: 'sign',
    baseRate: 0.01,
    synonyms: {
      en: ['bulging eardrum', 'bulging tympanic membrane', 'red eardrum', 'red bulging tm', 'inflamed eardrum', 'hyperaemic tympanic membrane', 'dull bulging drum'],
      sw: ['ngoma ya sikio imevimba', 'ngoma ya sikio nyekundu'],
      fr: ['tympan bombé', 'tympan rouge', 'tympan congestif', 'bombement tympanique'],
    },
    abbreviations: ['TM bulging'],
    question: 'On otoscopy, is the eardrum red and bulging?',
  },
  {
    id: 'mouth-ulcers',
    label: 'Mouth ulcers or sore mouth (stomatitis)',
    kind: 'sign',
    baseRate: 0.02,
    synonyms: {
      en: ['mouth ulcers', 'mouth sores', 'sores in the mouth', 'stomatitis', 'ulcers in the mouth', 'sore mouth', 'oral ulcers'],
      sw: ['vidonda mdomoni', 'vidonda vya mdomo', 'mdomo una vidonda'],
      fr: ['ulcérations buccales', 'aphtes', 'stomatite', 'plaies dans la bouche'],
    },
    abbreviations: [],
    question: 'Are there ulcers or sores in the mouth?',
  },
  {
    id: 'leg-cramps',
    label: 'Painful muscle cramps in the legs',
    kind: 'symptom',
    baseRate: 0.02,
    synonyms: {
      en: ['leg cramps', 'muscle cramps', 'cramps in the legs', 'calf cramps'],
      sw: ['mkakamao wa misuli', 'misuli kukaza miguuni', 'kukakamaa kwa miguu'],
      fr: ['crampes', 'crampes musculaires', 'crampes aux jambes', 'crampes des mollets'],
    },
    abbreviations: [],
    question: 'Does the patient have painful cramps in the legs?',
  },
  {
    id: 'csf-pleocytosis-lab',
    label: 'Cloudy CSF or raised CSF white cells',
    kind: 'lab',
    baseRate: 0.001,
    synonyms: {
      en: ['turbid csf', 'cloudy csf', 'csf pleocytosis', 'csf white cells raised', 'csf neutrophils', 'csf gram positive diplococci', 'csf gram negative diplococci', 'low csf glucose'],
      sw: ['maji ya uti wa mgongo yana usaha'],
      fr: ['lcr trouble', 'pléiocytose du lcr', 'liquide céphalorachidien trouble'],
    },
    abbreviations: ['CSF'],
    question: 'If a lumbar puncture was done, was the CSF cloudy or were white cells raised?',
  },
  {
    id: 'brucella-test-positive-lab',
    label: 'Brucella test positive (SAT titre, ELISA or culture)',
    kind: 'lab',
    baseRate: 0.003,
    synonyms: {
      en: ['brucella positive', 'brucella agglutination positive', 'brucella sat positive', 'brucella rose bengal positive', 'brucella culture positive', 'brucella igm positive'],
      sw: ['kipimo cha brusela chanya'],
      fr: ['sérologie brucellose positive', 'rose bengale positif', 'brucella positif'],
    },
    abbreviations: ['RBT', 'SAT'],
    question: 'Has a Brucella test (Rose Bengal, SAT, ELISA or culture) been done, and was it positive?',
  },
  {
    id: 'rk39-positive-lab',
    label: 'rK39 rapid test or leishmania smear positive',
    kind: 'lab',
    baseRate: 0.001,
    synonyms: {
      en: ['rk39 positive', 'rk39 rdt positive', 'leishmania positive', 'ld bodies seen', 'leishman donovan bodies', 'kala azar test positive', 'dat positive'],
      sw: ['kipimo cha kala azar chanya'],
      fr: ['rk39 positif', 'test leishmaniose positif', 'corps de leishman'],
    },
    abbreviations: ['rK39', 'DAT', 'LD bodies'],
    question: 'Has an rK39 rapid test or splenic/bone-marrow smear for leishmania been done, and was it positive?',
  },
  {
    id: 'tender-swelling-behind-ear',
    label: 'Tender swelling behind the ear (mastoid)',
    kind: 'sign',
    baseRate: 0.002,
    synonyms: {
      en: ['tender swelling behind the ear', 'swelling behind the ear', 'mastoid swelling', 'mastoid tenderness', 'mastoiditis', 'ear pushed forward'],
      sw: ['uvimbe nyuma ya sikio', 'uvimbe unaouma nyuma ya sikio'],
      fr: ['tuméfaction rétro-auriculaire', 'gonflement derrière l oreille', 'mastoïdite'],
    },
    abbreviations: [],
    question: 'Is there a tender swelling behind the ear?',
  },
  {
    id: 'periorbital-swelling',
    label: 'Swelling or redness around the eye',
    kind: 'sign',
    baseRate: 0.005,
    synonyms: {
      en: ['periorbital swelling', 'swollen eyelid', 'swelling around the eye', 'eyelid swelling', 'periorbital cellulitis', 'orbital cellulitis', 'puffy eye'],
      sw: ['uvimbe karibu na jicho', 'kope limevimba', 'jicho limevimba'],
      fr: ['œdème périorbitaire', 'paupière gonflée', 'gonflement autour de l oeil', 'cellulite orbitaire'],
    },
    abbreviations: [],
    question: 'Is there swelling or redness around the eye?',
  },
] as const satisfies readonly Finding[];
