import type { TranslationGroup } from '../types';

/** swahiliRedFlags (see red-flags.ts), the entries whose English key starts with w to z. */
export const swahiliRedFlagsWToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Warm skin-to-skin, treat hypoglycaemia, stimulate and give oxygen for apnoea, and refer to a newborn unit.':
        'Mpe joto ngozi kwa ngozi, tibu sukari ya chini, mchangamshe na mpe oksijeni akiacha kupumua, na toa rufaa kwenda wodi ya watoto wachanga.',
      'Warm slowly, support breathing, IV hydrocortisone and thyroid hormone in hospital; refer at once.':
        'Mpashe joto polepole, saidia kupumua, hydrocortisone ya mshipa na homoni ya tezi hospitalini; toa rufaa mara moja.',
      'Wash the wound with soap and running water for 15 minutes now, classify the exposure (WHO category I-III), start rabies vaccine the same day and give rabies immunoglobulin for category III; check tetanus status.':
        'Osha jeraha kwa sabuni na maji yanayotiririka kwa dakika 15 sasa, ainisha aina ya kuambukizwa (kundi la WHO I-III), anza chanjo ya kichaa cha mbwa siku hiyo hiyo na toa immunoglobulin ya kichaa cha mbwa kwa kundi III; hakiki hali ya chanjo ya pepopunda.',
      'Weakness, speech difficulty or fits: stroke in sickle cell disease':
        'Udhaifu, shida ya kuongea au degedege: kiharusi katika ugonjwa wa selimundu',
      'Weeping, crusted or spreading red skin: secondary bacterial infection':
        'Ngozi nyekundu inayotoa majimaji, yenye magamba au inayoenea: maambukizi ya bakteria yanayofuata',
      'Wheeze or breathlessness with rhinitis: associated asthma':
        'Kukoroma kifuani au kukosa pumzi pamoja na mafua ya mzio: pumu inayoambatana',
      'White pupil in a child: congenital cataract or retinoblastoma':
        'Mboni nyeupe kwa mtoto: mtoto wa jicho wa kuzaliwa nao au retinoblastoma',
      'Work out the dose in mg/kg (paracetamol ≥ 150 mg/kg, iron ≥ 20 mg/kg elemental: treat); activated charcoal within 1 hour for paracetamol (not for iron); refer for acetylcysteine or desferrioxamine and levels.':
        'Kokotoa dozi kwa mg/kg (paracetamol ≥ 150 mg/kg, chuma ≥ 20 mg/kg ya madini halisi: tibu); mkaa ulioamilishwa ndani ya saa 1 kwa paracetamol (si kwa chuma); toa rufaa kwa acetylcysteine au desferrioxamine na kupima viwango.',
      'X-ray, ESR/CRP, HIV test and TB work-up; refer.':
        'X-ray, ESR/CRP, kipimo cha VVU na uchunguzi wa TB; toa rufaa.',
    },
  },
];
