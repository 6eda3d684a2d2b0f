import type { Finding } from '../types';

/** A fall and what the time on the floor did: the long lie of an older person (NICE CG161 2013). */
export const fallFindings = [
  {
    // A long lie: the fall is the injury, the hours on the floor are the harm (muscle breakdown and kidney
    // injury, hypothermia, pressure damage, dehydration). NICE CG161 2013; World Falls Guidelines 2022.
    id: 'long-lie',
    label: 'Fell and could not get up, or lay on the floor for an hour or more (long lie)',
    kind: 'history',
    baseRate: 0.002,
    synonyms: {
      en: [
        'long lie',
        'fell and could not get up',
        'fell … could not get up',
        'fell … unable to get up',
        'fell … could not get off the floor',
        'could not get up off the floor',
        'could not get up from the floor',
        'unable to get up from the floor',
        'unable to get off the floor',
        'could not get up after … fall',
        'lay on the floor for hours',
        'lying on the floor for hours',
        'on the floor for hours',
        'on the floor all night',
        'on the floor overnight',
        'found lying on the floor',
        'found … on the floor … morning',
        'stuck on the floor',
        'lay on the floor until',
      ],
      sw: [
        'alianguka … hakuweza kuamka',
        'alianguka … hakuweza kuinuka',
        'hakuweza kuinuka … sakafuni',
        'alilala sakafuni',
        'alikutwa sakafuni',
        'alikutwa amelala chini',
        'alilala chini usiku mzima',
        'sakafuni usiku mzima',
        'sakafuni kwa masaa',
      ],
      fr: [
        'n a pas pu se relever',
        'ne pouvait pas se relever',
        'incapable de se relever',
        'resté au sol',
        'restée au sol',
        'resté par terre',
        'restée par terre',
        'retrouvé au sol',
        'retrouvée au sol',
        'retrouvé par terre',
        'retrouvée par terre',
        'station prolongée au sol',
        'au sol toute la nuit',
      ],
    },
    abbreviations: [],
    question: 'After the fall, could the person get up alone, or how long were they on the floor?',
  },
] satisfies readonly Finding[];
