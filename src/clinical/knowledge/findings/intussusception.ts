import type { Finding } from '../types';

/** A child's intussusception: redcurrant-jelly stool, episodes of crying with the legs drawn up, a sausage-shaped mass. */
export const intussusceptionFindings = [
  {
    id: 'redcurrant-jelly-stool',
    label: "Blood and mucus like redcurrant jelly in a young child's stool (intussusception)",
    kind: 'sign',
    baseRate: 0.001,
    synonyms: {
      en: [
        'redcurrant jelly stool',
        'red currant jelly',
        'redcurrant jelly',
        'currant jelly stool',
        'currant-jelly',
        'jelly-like stool',
        'stool like jelly',
        'mucus like jelly',
        'blood … like jelly',
      ],
      sw: ['choo … kama jeli', 'kinyesi … kama jeli'],
      fr: ['gelée de groseille', 'selles en gelée de groseille'],
    },
    abbreviations: [],
    question:
      'Has the child passed blood and mucus like jelly, with bouts of crying and drawing up the legs?',
  },
  {
    id: 'episodic-crying-drawing-up-legs',
    label: 'Bouts of screaming with the legs drawn up, quiet in between (a young child)',
    kind: 'symptom',
    baseRate: 0.01, // common in infant colic too: suggestive, not specific
    synonyms: {
      en: [
        'draws up the legs',
        'draws up his legs',
        'draws up her legs',
        'drawing up of the legs',
        'pulls the legs up',
        'pulls up his legs',
        'pulls up her legs',
        'pulling up the legs',
        'screams in bouts',
        'legs drawn up',
        'knees drawn up',
        'bouts of screaming',
        'episodes of screaming',
        'screaming episodes',
        'screaming attacks',
        'paroxysmal crying',
        'episodic crying',
      ],
      sw: ['analia kwa vipindi', 'anakunja miguu tumboni', 'anapiga kelele kwa vipindi'],
      fr: ['crises de pleurs', 'accès de pleurs', 'replie les jambes', 'ramène les jambes sur le ventre'],
    },
    abbreviations: [],
    question: 'Does the child have bouts of screaming, drawing up the legs, and lie quiet in between?',
  },
  {
    id: 'sausage-shaped-abdominal-mass',
    label: 'Abdominal sausage-shaped mass in a young child (intussusception)',
    kind: 'sign',
    baseRate: 0.0005,
    synonyms: {
      en: ['sausage-shaped mass', 'sausage shaped mass', 'sausage … mass', 'target sign'],
      sw: ['uvimbe … kama soseji'],
      fr: ['masse en boudin', 'boudin d invagination'],
    },
    abbreviations: [],
    question: 'Can you feel a sausage-shaped lump in the belly?',
  },
] satisfies readonly Finding[];
