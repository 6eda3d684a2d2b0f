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
        // Hours of labour in clinic shorthand ('labour 20 hrs'): their number says whether it is long
        // (written-thresholds.ts, labour over 12 hours; WHO MCPC 2017 S-57).
        'labour … hrs',
        'labour … hours',
        // The show, blood-stained mucus from the cervix, is a sign of labour (WHO MCPC 2017 C-57, diagnosis of
        // labour), not mucus in the stool.
        'mucus show',
        'bloody show',
        'had a show',
        'show of mucus',
        'mucus plug',
        'passed the mucus plug',
        'lost her mucus plug',
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
        'bouchon muqueux',
        'perte du bouchon muqueux',
      ],
    },
    abbreviations: [],
    question: 'Has labour started: regular painful contractions, and how often?',
  },
] as const satisfies readonly Finding[];
