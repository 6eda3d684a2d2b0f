import type { Finding } from '../types';
import { askedOfWomen } from './asked-of';

/**
 * Labour begun now: regular painful contractions (WHO MCPC 2017 C-57, diagnosis of labour). Long or obstructed
 * labour is its own finding (obstetric-labour-vaginal.ts); this one says only that she is in labour, which makes
 * some findings time-critical (a first genital herpes at the onset of labour: BASHH/RCOG 2014).
 */
export const labourOnsetFindings = [
  {
    id: 'in-labour',
    askedOf: askedOfWomen,
    label: 'In labour now (regular contractions)',
    kind: 'history',
    baseRate: 0.005,
    synonyms: {
      en: [
        'in labour',
        'in labor',
        'labour pains',
        'labor pains',
        'labour started',
        'labor started',
        'labour pains started',
        'started labour',
        'early labour',
        'active labour',
        'labour contractions',
        'uterine contractions',
        'regular contractions',
        'contractions every',
      ],
      sw: [
        'uchungu wa kuzaa',
        'ameanza uchungu',
        'uchungu umeanza',
        'nimeanza uchungu',
        'yuko kwenye uchungu',
        'mikazo ya uzazi',
        'uchungu wa uzazi',
      ],
      fr: [
        'en travail',
        'début de travail',
        'travail a commencé',
        'début du travail',
        'contractions utérines',
        'contractions régulières',
        'contractions toutes les',
        'douleurs de l accouchement',
        'douleurs du travail',
      ],
    },
    abbreviations: [],
    question: 'Has labour started: regular painful contractions, and how often?',
  },
] as const satisfies readonly Finding[];
