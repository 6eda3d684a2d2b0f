import type { Finding } from '../types';

/**
 * Eczema herpeticum: herpes simplex spreading over eczema as clusters of painful blisters that break into small,
 * round, punched-out erosions, often crusted or bleeding (NICE CG57 Atopic eczema in under 12s, 2007 updated
 * 2023, 1.5.4 Eczema herpeticum: start systemic aciclovir and refer the same day). Ordinary eczema weeps and
 * crusts but is not punched out.
 */
export const eczemaHerpeticumFindings = [
  {
    id: 'punched-out-erosions',
    label: 'Small punched-out erosions or sores (eczema herpeticum)',
    kind: 'sign',
    baseRate: 0.0005,
    synonyms: {
      en: [
        'punched out sores',
        'punched out erosions',
        'punched out ulcers',
        'punched out lesions',
        'punched out spots',
        'punched out wounds',
        'punched out raw areas',
        'eczema herpeticum',
        'herpes on … eczema',
        'cold sores spreading over … eczema',
        'kaposi varicelliform eruption',
      ],
      sw: [
        'vidonda vidogo vya duara',
        'vidonda kama vimetobolewa',
        'vidonda vilivyotobolewa',
        'malengelenge … ukurutu',
      ],
      fr: [
        'érosions à l emporte pièce',
        'ulcérations à l emporte pièce',
        'lésions à l emporte pièce',
        'plaies à l emporte pièce',
        'eczéma herpétisé',
        'pustulose varioliforme',
        'syndrome de kaposi juliusberg',
      ],
    },
    abbreviations: [],
    question: 'Are there small punched-out sores or erosions, as if made with a hole punch?',
  },
] as const satisfies readonly Finding[];
