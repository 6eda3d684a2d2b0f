import type { Finding } from '../types';

/** An irregular pulse, a very fast rate, the warnings of an inherited heart muscle disease, and a gallop rhythm (a third heart sound). Listed after the medical-history files: a wording that names both known heart disease and an irregular pulse (atrial fibrillation) lists them in that order. */
export const heartRhythmFindings = [
  {
    id: 'irregular-pulse',
    label: 'Irregularly irregular pulse (possible atrial fibrillation)',
    kind: 'sign',
    baseRate: 0.01,
    synonyms: {
      en: ['irregular pulse', 'irregular heartbeat', 'atrial fibrillation', 'irregularly irregular', 'af'],
      sw: ['mapigo ya moyo yasiyo ya kawaida', 'mpigo wa moyo usio sawa'],
      fr: ['pouls irrégulier', 'fibrillation auriculaire', 'arythmie complète'],
    },
    abbreviations: ['AF'],
    question: 'Is the pulse regular?',
  },
  {
    id: 'very-fast-heart-rate',
    label:
      'Heart rate in the range of a tachyarrhythmia (≥ 150/min in an adult, > 180 in a child, > 220 in an infant)',
    kind: 'sign',
    baseRate: 0.003,
    synonyms: {
      en: [
        'extremely fast heart rate',
        'very fast heartbeat',
        'heart racing very fast',
        'pulse too fast to count',
      ],
      sw: ['moyo unadunda kwa kasi mno', 'mapigo ya moyo ya kasi mno'],
      fr: ['cœur très rapide', 'pouls trop rapide pour être compté'],
    },
    abbreviations: [],
    question: 'What is the heart rate at rest, and is it regular?',
  },
  {
    id: 'exertional-syncope',
    label: 'Fainting or collapse during exercise or exertion',
    kind: 'symptom',
    baseRate: 0.001,
    synonyms: {
      en: [
        'exertional syncope',
        'syncope on exertion',
        'fainted while running',
        'fainted during exercise',
        'collapsed during exercise',
        'collapsed while playing football',
        'passed out during exercise',
      ],
      sw: ['alizimia akikimbia', 'alizimia akicheza mpira', 'alianguka akifanya mazoezi'],
      fr: ['syncope à l effort', 'malaise à l effort', 's est évanoui en courant'],
    },
    abbreviations: [],
    question: 'Has the patient fainted or collapsed during exercise?',
  },
  {
    id: 'family-sudden-death',
    label: 'Sudden death of a young relative (possible inherited heart disease)',
    kind: 'history',
    baseRate: 0.002,
    synonyms: {
      en: [
        'family history of sudden death',
        'family history of sudden cardiac death',
        'sudden death in the family',
        'father died suddenly',
        'mother died suddenly',
        'brother died suddenly',
        'sister died suddenly',
        'relative died suddenly',
      ],
      sw: ['historia ya kifo cha ghafla katika familia', 'baba alikufa ghafla', 'kaka alikufa ghafla'],
      fr: ['antécédents familiaux de mort subite', 'mort subite dans la famille', 'père décédé brutalement'],
    },
    abbreviations: [],
    question: 'Has a close relative died suddenly and young (before 50)?',
  },
  {
    // A third heart sound is heard when the ventricle fills against raised pressure (ESC HF 2021: signs of
    // heart failure); rare but specific.
    id: 's3-gallop',
    label: 'Third heart sound (S3, gallop rhythm)',
    kind: 'sign',
    baseRate: 0.002,
    synonyms: {
      en: [
        'third heart sound',
        's3 gallop',
        's3 heart sound',
        'an s3',
        'gallop rhythm',
        'gallop',
        'protodiastolic gallop',
        'ventricular gallop',
      ],
      sw: ['sauti ya tatu ya moyo', 'mdundo wa galop'],
      fr: ['bruit de galop', 'galop protodiastolique', 'troisième bruit cardiaque', 'galop'],
    },
    abbreviations: ['S3', 'B3'],
    question: 'Is there a third heart sound (S3 gallop)?',
  },
] as const satisfies readonly Finding[];
