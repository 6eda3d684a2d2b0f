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
] as const satisfies readonly Finding[];
