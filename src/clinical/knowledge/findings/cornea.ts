import type { Finding } from '../types';

/**
 * The cornea clouded or ulcerated: in an eye infection it means the infection has reached the clear front of
 * the eye and can perforate it (gonococcal ophthalmia within a day; WHO Pocket Book of hospital care for
 * children 2013, ch. 3.7, eye infections of the newborn). Everyday and clinic wordings of a clouded cornea.
 */
export const corneaFindings = [
  {
    id: 'cloudy-cornea',
    label: 'Cloudy, hazy or ulcerated cornea (the clear front of the eye)',
    kind: 'sign',
    baseRate: 0.001,
    synonyms: {
      en: [
        'cloudy cornea',
        'corneal clouding',
        'corneal haze',
        'hazy cornea',
        'corneal ulcer',
        'corneal ulceration',
        'cornea … cloudy',
        'cornea … hazy',
        'cornea … ulcerated',
        'white spot on the cornea',
      ],
      sw: ['konea … ukungu', 'kioo cha jicho … ukungu', 'kidonda kwenye kioo cha jicho', 'konea … kidonda'],
      fr: [
        'cornée trouble',
        'cornée … trouble',
        'cornée … opaque',
        'opacification cornéenne',
        'ulcère cornéen',
        'ulcération cornéenne',
        'cornée … ulcérée',
      ],
    },
    abbreviations: [],
    question: 'Is the clear front of the eye (cornea) cloudy, hazy or ulcerated?',
  },
] as const satisfies readonly Finding[];
