import type { Finding } from '../types';

/**
 * An electric shock from mains power, a fallen cable or lightning. The skin may show little, yet the current
 * can stop or disturb the heart and destroy muscle deep under small entry and exit wounds, so every such
 * injury is seen now, with an ECG (WHO Basic Emergency Care 2018, Module 3: Trauma, burns: electrical
 * injury; the triage rule electrical-injury). The power going off ('umeme umekatika') is no injury.
 */
export const electricalInjuryFindings = [
  {
    id: 'electrical-injury',
    label: 'Electric shock or lightning strike (electrical injury)',
    kind: 'history',
    baseRate: 0.001,
    synonyms: {
      en: [
        'electric shock',
        'electrical injury',
        'electrocuted',
        'electrocution',
        'touched a live wire',
        'touched … live wire',
        'live wire … touched',
        'shocked by electricity',
        'shocked by the electricity',
        'shocked by … electricity',
        'shocked by … cable',
        'shocked by the cable',
        'shocked by a cable',
        'shocked by the wire',
        'shocked by a wire',
        'shocked by … wire',
        'shock from … socket',
        'shock from … power line',
        'struck by lightning',
        'hit by lightning',
        'lightning strike',
      ],
      sw: [
        'shoti ya umeme',
        'amepigwa shoti',
        'amepigwa na shoti',
        'alipigwa shoti',
        'amepigwa na umeme',
        'alipigwa na umeme',
        'amenaswa na umeme',
        'amepigwa na radi',
        'alipigwa na radi',
      ],
      fr: [
        'électrocuté',
        'électrocutée',
        'électrocution',
        'électrisé',
        'électrisée',
        'décharge électrique',
        'foudroyé',
        'foudroyée',
        'frappé par la foudre',
        'frappée par la foudre',
      ],
    },
    abbreviations: [],
    question: 'Did the patient get an electric shock or was struck by lightning?',
  },
] as const satisfies readonly Finding[];
