import type { Finding } from '../types';

/** Eczema and contact dermatitis, facial nerve palsy and peripheral neuropathy. */
export const skinNerveFindings = [
  {
    id: 'dry-itchy-scaly-patches',
    label: 'Dry, itchy, scaly or weeping patches of eczema',
    kind: 'sign',
    baseRate: 0.02,
    synonyms: {
      en: [
        'eczema',
        'dry itchy skin',
        'dry scaly patches',
        'itchy dry patches',
        'weeping rash',
        'lichenified skin',
        'dermatitis',
        'atopic dermatitis',
      ],
      sw: ['ukurutu', 'ngozi kavu inayowasha', 'mabaka makavu yanayowasha'],
      fr: [
        'eczéma',
        'dermatite',
        'peau sèche qui gratte',
        'plaques sèches prurigineuses',
        'dermatite atopique',
      ],
    },
    abbreviations: ['AD'],
    question: 'Are there dry, itchy or weeping patches of skin?',
  },
  {
    id: 'flexural-rash',
    label: 'Rash in the skin creases (elbows, knees, neck)',
    kind: 'sign',
    baseRate: 0.005,
    synonyms: {
      en: [
        'rash in the elbow creases',
        'rash behind the knees',
        'flexural rash',
        'flexural eczema',
        'rash in the skin folds',
      ],
      sw: ['vipele kwenye mikunjo ya viwiko', 'vipele nyuma ya magoti'],
      fr: ['eczéma des plis', 'lésions des plis de flexion', 'éruption des plis'],
    },
    abbreviations: [],

    question: 'Is the rash in the elbow or knee creases or the neck?',
  },
  {
    id: 'rash-at-contact-site',
    label: 'Rash limited to where the skin touched a substance (jewellery, cement, plant, cosmetic)',
    kind: 'sign',
    baseRate: 0.005,
    synonyms: {
      en: [
        'rash where the watch touches',
        'rash under the earrings',
        'rash after using a new soap',
        'rash after hair dye',
        'cement dermatitis',
        'contact dermatitis',
        'rash from nickel',
        'rash at the site of contact',
      ],
      sw: ['vipele mahali ngozi ilipogusa', 'vipele baada ya sabuni mpya', 'vipele baada ya dawa ya nywele'],
      fr: ['eczéma de contact', 'dermite de contact', 'éruption au point de contact', 'allergie au nickel'],
    },
    abbreviations: [],
    question: 'Is the rash only where the skin touched something new (metal, soap, cement, plant)?',
  },
  {
    id: 'personal-family-atopy',
    label: 'Personal or family history of eczema, asthma or hay fever (atopy)',
    kind: 'history',
    baseRate: 0.05,
    synonyms: {
      en: ['atopy', 'atopic', 'family history of eczema', 'history of eczema', 'eczema since childhood'],
      sw: ['historia ya ukurutu kwenye familia'],
      fr: ['atopie', 'terrain atopique', 'antécédents familiaux d eczéma'],
    },
    abbreviations: [],

    question: 'Does the patient or family have eczema, asthma or hay fever?',
  },
  {
    id: 'facial-weakness-forehead-involved',
    label: 'Whole of one side of the face weak, including the forehead; cannot close the eye',
    kind: 'sign',
    baseRate: 0.002,
    synonyms: {
      en: [
        'cannot close the eye',
        'unable to close the eye',
        'cannot wrinkle the forehead',
        'forehead involved',
        'bell s palsy',
        'bells palsy',
        'lower motor neurone facial palsy',
        'whole side of the face paralysed',
      ],
      sw: ['hawezi kufunga jicho', 'upande mzima wa uso umepooza', 'paji la uso halikunji'],
      fr: [
        'paralysie faciale périphérique',
        'paralysie de bell',
        'ne peut pas fermer l œil',
        'front paralysé',
      ],
    },
    abbreviations: ['LMN'],
    question: 'Is the forehead weak too, and can the eye be closed?',
  },
  {
    id: 'neurotoxic-medicine-use',
    label: 'Taking isoniazid without pyridoxine or another nerve-damaging medicine',
    kind: 'history',
    baseRate: 0.01,
    synonyms: {
      en: [
        'on isoniazid',
        'on ipt',
        'isoniazid preventive therapy',
        'on stavudine',
        'on d4t',
        'not taking pyridoxine',
        'on vincristine',
        'on metronidazole for months',
      ],
      sw: ['anatumia isoniazid', 'anatumia dawa za kuzuia tb'],
      fr: ['sous isoniazide', 'traitement préventif à l isoniazide', 'sous stavudine'],
    },
    abbreviations: ['IPT', 'INH', 'TPT'],

    question:
      'Is the patient taking isoniazid (with or without pyridoxine), stavudine or another nerve-damaging medicine?',
  },
] satisfies readonly Finding[];
