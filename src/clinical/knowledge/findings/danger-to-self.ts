import type { Finding } from '../types';

/**
 * Wandering off into danger (at night, onto a main road, into the bush or a river). Alone it is no alarm;
 * with psychosis or mania it is a risk to self that makes the illness an emergency (WHO mhGAP-IG 2.0, 2016,
 * PSY: assessment, risk to self; the triage rule psychosis-wandering-into-danger). Its wordings are acts and
 * places (risk-of-harm.ts, family 'wandering-into-danger').
 */
export const dangerToSelfFindings = [
  {
    id: 'wanders-into-danger',
    label: 'Wanders off into danger (at night, onto roads, into the bush or water)',
    kind: 'sign',
    baseRate: 0.002,
    synonyms: {
      en: ['wanders into danger', 'wandering into danger', 'wanders off at night', 'roams at night'],
      sw: ['anazurura usiku', 'huzurura usiku'],
      fr: ['erre la nuit', 'fugues nocturnes'],
    },
    abbreviations: [],
    question: 'Does the patient wander off at night, onto roads, into the bush or near water?',
  },
  {
    // WHO mhGAP-IG 2.0 (2016), SUI: an overdose or a poison swallowed straight after a quarrel, a fight or a
    // break-up is an act of self-harm (the triage rule overdose-after-a-quarrel). Alone it is no alarm, and it
    // may be told before the act, as a clause of its own ('after a quarrel with her father, she swallowed …').
    id: 'recent-quarrel',
    label: 'A quarrel, fight or break-up just before',
    kind: 'history',
    baseRate: 0.01,
    synonyms: {
      en: [
        'after … quarrel',
        'after … argument',
        'after … fight with',
        'after a fight',
        'following … quarrel',
        'following … argument',
        'following … fight',
        'after being shouted at',
        'after being scolded',
        'after breaking up',
        'after … broke up',
      ],
      sw: [
        'baada ya ugomvi',
        'baada ya kugombana',
        'baada ya kuachana',
        'baada ya kukaripiwa',
        'baada ya kupigana',
      ],
      fr: [
        'après … dispute',
        'après … querelle',
        'après … bagarre',
        'suite à … dispute',
        'suite à … querelle',
        'suite à … bagarre',
        'après une rupture',
        'après s être disputé',
        'après s être disputée',
      ],
    },
    abbreviations: [],
    question: 'Was there a quarrel, a fight or a break-up just before?',
  },
] as const satisfies readonly Finding[];
