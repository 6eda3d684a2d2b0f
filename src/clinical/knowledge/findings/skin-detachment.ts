import type { Finding } from '../types';

/**
 * Skin coming away over a wide area, raw as after a scald: staphylococcal scalded skin syndrome in a baby or
 * young child (often after impetigo or a sticky cord), Stevens-Johnson syndrome / toxic epidermal necrolysis
 * after a medicine (cotrimoxazole, nevirapine, carbamazepine). Both are treated like a large burn (South
 * Africa PHC STG 2020, skin conditions; WHO Pocket Book of hospital care for children 2013, ch. 3 and 12).
 * Peeling of the fingertips or soles after a fever, sunburn or athlete's foot is not this: the wordings name
 * the whole body, sheets of skin or a scald.
 */
export const skinDetachmentFindings = [
  {
    id: 'skin-peeling-in-sheets',
    label: 'Skin peeling off in sheets or blistering over much of the body, raw like a scald',
    kind: 'sign',
    baseRate: 0.0005,
    synonyms: {
      en: [
        'scalded skin',
        'skin looks scalded',
        'skin coming off in sheets',
        'skin peeling in sheets',
        'skin peels in sheets',
        'skin coming away',
        'skin is coming off',
        'skin came off',
        'skin sloughing',
        'sloughing of the skin',
        'skin detaching',
        'epidermal detachment',
        'skin peeling … all over',
        'skin peeling … whole body',
        'skin peeling … everywhere',
        'peeling … looks burnt',
        'blisters … whole body',
        'blisters all over',
        'blistering all over',
        'raw skin … all over',
        'positive nikolsky',
        'nikolsky sign',
        'ssss',
        'sjs',
        'stevens johnson',
        'toxic epidermal necrolysis',
        'scalded skin syndrome',
      ],
      sw: [
        'ngozi inabambuka',
        'ngozi imebambuka',
        'ngozi inachubuka mwili mzima',
        'ngozi inatoka … mwili mzima',
        'ngozi inang’oka',
        'malengelenge mwili mzima',
        'malengelenge … mwili wote',
        'ngozi … kama ameungua',
        'ngozi … kama imeungua',
      ],
      fr: [
        'la peau se décolle',
        'décollement cutané',
        'décollement de la peau',
        'peau ébouillantée',
        'peau … comme ébouillantée',
        'peau … comme brûlée',
        'bulles sur tout le corps',
        'cloques sur tout le corps',
        'bulles … tout le corps',
        'nikolsky positif',
        'signe de nikolsky',
        'syndrome de lyell',
        'nécrolyse épidermique',
      ],
    },
    abbreviations: [],
    question: 'Is the skin peeling off in sheets or blistering over much of the body, raw like a scald?',
  },
] as const satisfies readonly Finding[];
