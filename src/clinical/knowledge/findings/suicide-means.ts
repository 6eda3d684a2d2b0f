import type { Finding } from '../types';

/**
 * Means of suicide being gathered: pills saved up or hidden, a rope or poison kept. Alone it is no alarm
 * (a patient collects her own medicines every month); with a wish to be dead it is a plan with the means at
 * hand, imminent risk (WHO mhGAP-IG 2.0, 2016, SUI: assessment, 'a current plan and means').
 */
export const suicideMeansFindings = [
  {
    id: 'gathering-means-of-suicide',
    label: 'Gathering pills, poison or a rope (means of suicide)',
    kind: 'history',
    baseRate: 0.001,
    synonyms: {
      en: [
        'collecting … pills',
        'collecting … tablets',
        'collected … pills',
        'collected … tablets',
        'hoarding … pills',
        'hoarding … tablets',
        'hoarding … medicines',
        'hoards … pills',
        'stockpiling … pills',
        'stockpiling … medicines',
        'saving up … pills',
        'saved up … pills',
        'hiding … pills',
        'hidden … pills',
        'keeping … pills aside',
        'bought a rope',
        'hiding a rope',
        'bought rat poison',
      ],
      sw: [
        'anakusanya vidonge',
        'amekusanya vidonge',
        'alikusanya vidonge',
        'anaficha vidonge',
        'ameficha vidonge',
        'anahifadhi vidonge',
        'amenunua kamba',
        'ameficha kamba',
        'ameficha sumu',
      ],
      fr: [
        'accumule … comprimés',
        'accumule … médicaments',
        'a accumulé … comprimés',
        'collectionne … comprimés',
        'cache … comprimés',
        'a caché … comprimés',
        'met de côté … comprimés',
        'stocke … médicaments',
        'a acheté une corde',
        'cache une corde',
      ],
    },
    abbreviations: [],
    question: 'Has the patient been gathering pills, poison or a rope?',
  },
] as const satisfies readonly Finding[];
