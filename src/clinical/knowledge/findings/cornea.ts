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
  {
    // Hyperacute purulent conjunctivitis: pus that pours out and re-forms within minutes of wiping, lids swollen
    // tight or shut. In a newborn it is gonococcal until proven otherwise; the gonococcus crosses the intact
    // cornea and can perforate the globe (CDC STI Treatment Guidelines 2021, Gonococcal infections among
    // neonates; AAO: gonococcal conjunctivitis). Mild stickiness or a little crust is not this finding.
    id: 'hyperacute-purulent-eye',
    label:
      'Pus pouring from the eye and re-forming soon after wiping, lids swollen tight (hyperacute conjunctivitis)',
    kind: 'sign',
    baseRate: 0.0005,
    synonyms: {
      en: [
        'hyperacute conjunctivitis',
        'hyperpurulent conjunctivitis',
        'hyperpurulent discharge',
        'copious pus',
        'profuse pus',
        'profuse purulent',
        'copious purulent',
        'abundant pus',
        'pus … pouring',
        'pus pours',
        'pus … pours',
        'matter … pours',
        'matter … pouring',
        'pus … reforms',
        'pus … re-forms',
        'pus … reaccumulates',
        'pus … comes back',
        'pus … keeps coming back',
        'pus … fills up again',
        'pus … refills',
        'pus … returns quickly',
        'swollen shut … pus',
        'pus … swollen shut',
        'lids tense',
        'eyelids … tense',
        'lids … tense',
        'eyelids … tight',
        'tense lid swelling',
        'tense eyelid swelling',
      ],
      sw: [
        'usaha mwingi … macho',
        'macho … usaha mwingi',
        'usaha … unarudi',
        'usaha … unajaa tena',
        'usaha … unamiminika',
        'usaha … unatiririka',
        'usaha … unabubujika',
        'kope zimevimba … zimekaza',
        'kope … zimebana',
      ],
      fr: [
        'conjonctivite hyperaiguë',
        'écoulement purulent abondant',
        'pus abondant',
        'purulent abondant',
        'pus … revient',
        'pus … se reforme',
        'pus … coule à flots',
        'paupières … tendues',
        'paupières tendues',
        'œdème palpébral important',
        'œdème palpébral … important',
      ],
    },
    abbreviations: [],
    question:
      'Does pus pour from the eye and come back within minutes of wiping, with the lids swollen tight?',
  },
] as const satisfies readonly Finding[];
