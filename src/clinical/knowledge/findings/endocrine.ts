import type { Finding } from '../types';

/** Thyroid disease: goitre, over- and under-activity and their tests. */
export const endocrineFindings = [
  {
    id: 'goitre',
    label: 'Swelling in front of the neck that moves on swallowing (goitre)',
    kind: 'sign',
    baseRate: 0.01,
    synonyms: {
      en: [
        'goitre',
        'goiter',
        'thyroid swelling',
        'enlarged thyroid',
        'neck swelling that moves on swallowing',
        'swelling in the front of the neck',
        'thyroid nodule',
      ],
      sw: ['tezi la shingo', 'rovu', 'shingo kuvimba mbele', 'tezi dundumio kuvimba'],
      fr: ['goitre', 'thyroïde augmentée de volume', 'nodule thyroïdien', 'gonflement du cou'],
    },
    abbreviations: [],
    question: 'Does a swelling in the lower front of the neck move on swallowing?',
  },
  {
    id: 'heat-intolerance',
    label: 'Heat intolerance',
    kind: 'symptom',
    baseRate: 0.005,
    synonyms: {
      en: ['heat intolerance', 'cannot tolerate heat', 'always feels hot', 'feels hot when others are cool'],
      sw: ['hawezi kuvumilia joto', 'anahisi joto kila wakati'],
      fr: ['intolérance … chaleur', 'thermophobie', 'a toujours chaud'],
    },
    abbreviations: [],
    question: 'Does the patient feel hot when others are comfortable?',
  },
  {
    id: 'exophthalmos',
    label: 'Protruding or staring eyes (exophthalmos, lid retraction)',
    kind: 'sign',
    baseRate: 0.001,
    synonyms: {
      en: [
        'exophthalmos',
        'proptosis',
        'bulging eyes',
        'protruding eyes',
        'staring eyes',
        'lid retraction',
        'lid lag',
      ],
      sw: ['macho kutokeza', 'macho yametoka nje'],
      fr: ['exophtalmie', 'yeux exorbités', 'rétraction palpébrale'],
    },
    abbreviations: [],
    question: 'Do the eyes look prominent or staring?',
  },
  {
    id: 'cold-intolerance',
    label: 'Cold intolerance',
    kind: 'symptom',
    baseRate: 0.005,
    synonyms: {
      en: [
        'cold intolerance',
        'always feels cold',
        'cannot tolerate cold',
        'feels cold when others are warm',
      ],
      sw: ['anahisi baridi kila wakati', 'hawezi kuvumilia baridi'],
      fr: ['intolérance au froid', 'frilosité', 'a toujours froid'],
    },
    abbreviations: [],
    question: 'Does the patient feel cold when others are warm?',
  },
  {
    id: 'weight-gain',
    label: 'Weight gain',
    kind: 'symptom',
    baseRate: 0.03,
    synonyms: {
      en: ['weight gain', 'gaining weight', 'gained weight', 'putting on weight'],
      sw: ['kuongezeka uzito', 'ameongezeka uzito', 'kunenepa'],
      fr: ['prise de poids', 'a grossi', 'grossit'],
    },
    abbreviations: [],

    question: 'Has the patient gained weight recently?',
  },
  {
    id: 'coarse-dry-skin-hair',
    label: 'Dry coarse skin, puffy face, hair thinning and slowness (hypothyroid features)',
    kind: 'sign',
    baseRate: 0.005,
    synonyms: {
      en: [
        'dry coarse skin',
        'coarse hair',
        'hair thinning',
        'loss of the outer eyebrows',
        'slow relaxing reflexes',
        'myxoedema',
        'myxedema',
        'slowed speech and movements',
      ],
      sw: ['ngozi kavu na ngumu', 'nywele kupungua', 'mwili kuwa mzito na mvivu'],
      fr: ['peau sèche et épaisse', 'cheveux secs', 'myxœdème', 'chute des sourcils', 'ralentissement'],
    },
    abbreviations: [],

    question: 'Is the skin dry and coarse, the face puffy, and the person slowed down?',
  },
  {
    id: 'hoarse-voice',
    label: 'Hoarse voice',
    kind: 'symptom',
    baseRate: 0.01,
    synonyms: {
      en: ['hoarse voice', 'hoarseness', 'change in voice', 'husky voice', 'lost voice'],
      sw: ['sauti ya kukwaruza', 'sauti imekauka', 'sauti imebadilika'],
      fr: ['voix rauque', 'enrouement', 'dysphonie', 'changement de voix'],
    },
    abbreviations: [],
    question: 'Has the voice become hoarse?',
  },
  {
    id: 'low-tsh-lab',
    label: 'Suppressed TSH or raised free T4/T3 (hyperthyroid tests)',
    kind: 'lab',
    baseRate: 0.01,
    synonyms: {
      en: [
        'low tsh',
        'suppressed tsh',
        'tsh suppressed',
        'raised free t4',
        'high free t4',
        'raised t3',
        'high ft4',
      ],
      sw: ['tsh iko chini'],
      fr: ['tsh basse', 'tsh effondrée', 't4 libre élevée', 'hyperthyroïdie biologique'],
    },
    abbreviations: [],

    question: 'Have thyroid tests (TSH, free T4) been done, and is TSH low?',
  },
  {
    id: 'raised-tsh-lab',
    label: 'Raised TSH with low or normal free T4 (hypothyroid tests)',
    kind: 'lab',
    baseRate: 0.02,
    synonyms: {
      en: ['raised tsh', 'high tsh', 'elevated tsh', 'tsh raised', 'low free t4', 'low ft4'],
      sw: ['tsh iko juu'],
      fr: ['tsh élevée', 't4 libre basse', 'hypothyroïdie biologique'],
    },
    abbreviations: [],

    question: 'Have thyroid tests (TSH, free T4) been done, and is TSH raised?',
  },
] satisfies readonly Finding[];
