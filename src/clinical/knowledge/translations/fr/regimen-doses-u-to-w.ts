import type { TranslationGroup } from '../types';

/** frenchRegimenDoses (see regimen-doses.ts), the entries whose English key starts with u to w. */
export const frenchRegimenDosesUToW: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'until 1-2 days after the flare settles': "jusqu'à 1-2 jours après la fin de la crise",
      'until 2 weeks after healing': "jusqu'à 2 semaines après la guérison",
      'until 2 weeks after the skin has healed (usually 4 weeks)':
        "jusqu'à 2 semaines après la guérison de la peau (habituellement 4 semaines)",
      'until appetite returns and oedema resolves (usually 2-7 days), then transition to RUTF or F-100':
        "jusqu'au retour de l'appétit et à la résolution des œdèmes (habituellement 2-7 jours), puis transition vers l'ATPE ou le F-100",
      'until bleeding stops, infusion continued for at least 1 hour after':
        "jusqu'à l'arrêt du saignement, perfusion poursuivie au moins 1 heure après",
      'until BP below 160/110 (never the prolonged-release tablet for this)':
        "jusqu'à une PA inférieure à 160/110 (jamais le comprimé à libération prolongée pour cela)",
      'until controlled': "jusqu'au contrôle",
      'until controlled (max 20 mg IV)': "jusqu'au contrôle (max 20 mg IV)",
      'until controlled (max 200 mg); then oral treatment':
        "jusqu'au contrôle (max 200 mg) ; puis traitement oral",
      'until controlled (max 300 mg)': "jusqu'au contrôle (max 300 mg)",
      'until delivery': "jusqu'à l'accouchement",
      'until delivery, review after': "jusqu'à l'accouchement, réévaluer ensuite",
      'until diastolic 90-100 mmHg': "jusqu'à une diastolique de 90-100 mmHg",
      'until euthyroid': "jusqu'à l'euthyroïdie",
      'until euvolaemic, then lowest dose': "jusqu'à l'euvolémie, puis la plus faible dose",
      'until euvolaemic, then lowest oral dose': "jusqu'à l'euvolémie, puis la plus faible dose orale",
      'until haemoglobin is normal, then 60 mg daily through pregnancy':
        "jusqu'à la normalisation de l'hémoglobine, puis 60 mg par jour pendant toute la grossesse",
      'until haemoglobin is normal, then 60 mg daily through pregnancy and 3 months after':
        "jusqu'à la normalisation de l'hémoglobine, puis 60 mg par jour pendant toute la grossesse et 3 mois après",
      'until healed': "jusqu'à la cicatrisation",
      'until immune recovery per national criteria':
        "jusqu'à la restauration immunitaire selon les critères nationaux",
      'until improvement (IV infusion by a specialist if refractory)':
        "jusqu'à amélioration (perfusion IV par un spécialiste en cas de résistance)",
      'until ketoacidosis resolves': "jusqu'à la résolution de l'acidocétose",
      'until ketonuria clears and she drinks': "jusqu'à disparition de la cétonurie et reprise de la boisson",
      'until oedema and hypertension settle (usually under 1 week)':
        "jusqu'à la résolution des œdèmes et de l'hypertension (habituellement moins de 1 semaine)",
      'until oral treatment is possible': "jusqu'à ce que le traitement oral soit possible",
      'until pulse < 100 and systolic ≥ 90': "jusqu'à un pouls < 100 et une systolique ≥ 90",
      'until source control, usually 4 to 7 days':
        "jusqu'au contrôle de la source, habituellement 4 à 7 jours",
      'until stable': "jusqu'à stabilisation",
      'until stable and during transfer': "jusqu'à stabilisation et pendant le transfert",
      'until symptoms settle (only for isoniazid-induced neuropathy)':
        "jusqu'à la résolution des symptômes (seulement pour une neuropathie induite par l'isoniazide)",
      'until the flare settles, then stop (use emollients daily)':
        "jusqu'à la fin de la poussée, puis arrêter (émollients chaque jour)",
      'up to 15 g of 5% cream (½ tube)': "jusqu'à 15 g de crème à 5% (½ tube)",
      'up to 3 doses': "jusqu'à 3 doses",
      'up to 3 times daily': "jusqu'à 3 fois par jour",
      'up to 3.75 g of 5% cream (⅛ of a 30 g tube), whole body including scalp':
        "jusqu'à 3.75 g de crème à 5% (⅛ d'un tube de 30 g), tout le corps y compris le cuir chevelu",
      'up to 30 g of 5% cream (1 tube), neck down': "jusqu'à 30 g de crème à 5% (1 tube), du cou aux pieds",
      'up to 4 times daily by symptoms': "jusqu'à 4 fois par jour selon les symptômes",
      'up to 5 days (extrapyramidal effects)': "jusqu'à 5 jours (effets extrapyramidaux)",
      'up to 7.5 g of 5% cream (¼ tube)': "jusqu'à 7.5 g de crème à 5% (¼ de tube)",
      'while congested': 'tant que dure la congestion',
      'while febrile': 'tant que la fièvre dure',
      'while hives last': 'tant que durent les papules',
      'while hives last (chronic urticaria: continuous)':
        'tant que durent les papules (urticaire chronique : en continu)',
      'while pain lasts, up to 7 days': "tant que dure la douleur, jusqu'à 7 jours",
      'while painful': "tant que c'est douloureux",
      'while severe pain lasts': 'tant que dure la douleur intense',
      'while vomiting persists': 'tant que les vomissements persistent',
      'with the rifampicin': 'avec la rifampicine',
      'with the rifampicin, 6 or 12 months': 'avec la rifampicine, 6 ou 12 mois',
    },
  },
];
