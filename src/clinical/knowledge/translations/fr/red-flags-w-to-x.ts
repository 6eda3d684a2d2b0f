import type { TranslationGroup } from '../types';

/** frenchRedFlags (see red-flags.ts), the entries whose English key starts with w to x. */
export const frenchRedFlagsWToX: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Warm skin-to-skin, treat hypoglycaemia, stimulate and give oxygen for apnoea, and refer to a newborn unit.':
        "Contact peau à peau au chaud, traiter l'hypoglycémie, stimuler et donner de l'oxygène en cas d'apnée, et transférer vers une unité néonatale.",
      'Warm slowly, support breathing, IV hydrocortisone and thyroid hormone in hospital; refer at once.':
        "Réchauffer lentement, soutenir la respiration, hydrocortisone IV et hormone thyroïdienne à l'hôpital ; transférer immédiatement.",
      'Wash the wound with soap and running water for 15 minutes now, classify the exposure (WHO category I-III), start rabies vaccine the same day and give rabies immunoglobulin for category III; check tetanus status.':
        "Laver la plaie à l'eau courante et au savon pendant 15 minutes maintenant, classer l'exposition (catégorie I-III de l'OMS), débuter le vaccin antirabique le jour même et donner des immunoglobulines antirabiques en catégorie III ; vérifier le statut antitétanique.",
      'Weakness, speech difficulty or fits: stroke in sickle cell disease':
        "Faiblesse, trouble de la parole ou convulsions : AVC au cours d'une drépanocytose",
      'Weeping, crusted or spreading red skin: secondary bacterial infection':
        "Peau rouge suintante, croûteuse ou qui s'étend : surinfection bactérienne",
      'Wheeze or breathlessness with rhinitis: associated asthma':
        'Sifflement ou essoufflement avec rhinite : asthme associé',
      'White pupil in a child: congenital cataract or retinoblastoma':
        "Pupille blanche chez l'enfant : cataracte congénitale ou rétinoblastome",
      'Work out the dose in mg/kg (paracetamol ≥ 150 mg/kg, iron ≥ 20 mg/kg elemental: treat); activated charcoal within 1 hour for paracetamol (not for iron); refer for acetylcysteine or desferrioxamine and levels.':
        'Calculer la dose en mg/kg (paracétamol ≥ 150 mg/kg, fer ≥ 20 mg/kg élément : traiter) ; charbon activé dans un délai de 1 heure pour le paracétamol (pas pour le fer) ; transférer pour acétylcystéine ou déféroxamine et dosages.',
      'X-ray, ESR/CRP, HIV test and TB work-up; refer.':
        'Radiographie, VS/CRP, test VIH et bilan de tuberculose ; transférer.',
    },
  },
];
