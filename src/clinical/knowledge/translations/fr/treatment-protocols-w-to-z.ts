import type { TranslationGroup } from '../types';

/** frenchTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with w to z. */
export const frenchTreatmentProtocolsWToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Walking aids': 'Aides à la marche',
      'Warm drinks and honey for cough (age over 1 year)':
        'Boissons chaudes et miel contre la toux (âge supérieur à 1 an)',
      'Warm saltwater mouth rinses': "Bains de bouche à l'eau salée tiède",
      'Warn about the Jarisch-Herxheimer reaction (fever within 24 hours)':
        'Prévenir de la réaction de Jarisch-Herxheimer (fièvre dans les 24 heures)',
      'Wear open shoes or cotton socks': 'Porter des chaussures ouvertes ou des chaussettes en coton',
      'Weekly during the first 8 weeks, then monthly for a year.':
        'Chaque semaine pendant les 8 premières semaines, puis chaque mois pendant un an.',
      'Weekly OTP visits until discharge criteria (MUAC >= 125 mm and no oedema for 2 weeks), then supplementary feeding follow-up.':
        "Visites hebdomadaires au programme ambulatoire jusqu'aux critères de sortie (PB >= 125 mm et absence d'œdèmes pendant 2 semaines), puis suivi en alimentation de complément.",
      'Weekly until blood pressure and creatinine are normal, then at 3 and 6 months for haematuria and proteinuria.':
        "Chaque semaine jusqu'à la normalisation de la pression artérielle et de la créatinine, puis à 3 et 6 mois pour l'hématurie et la protéinurie.",
      'Weekly until rate controlled, then every 1 to 3 months.':
        "Chaque semaine jusqu'au contrôle de la fréquence, puis tous les 1 à 3 mois.",
      'Weekly until the course ends; X-ray at 4 to 6 weeks for osteomyelitis.':
        "Chaque semaine jusqu'à la fin du traitement ; radiographie à 4 à 6 semaines pour une ostéomyélite.",
      'Weekly while starting insulin, then every 3 months.':
        'Chaque semaine pendant la mise sous insuline, puis tous les 3 mois.',
      'WHO multidrug therapy (rifampicin, dapsone, clofazimine) for every patient: 6 months for paucibacillary and 12 months for multibacillary leprosy, monthly supervised doses plus daily self-administered doses, from the programme’s blister packs. Reactions and neuritis: prednisolone by the programme protocol. Prevent disability.':
        "Polychimiothérapie de l'OMS (rifampicine, dapsone, clofazimine) pour tout patient : 6 mois pour la lèpre paucibacillaire et 12 mois pour la lèpre multibacillaire, doses mensuelles supervisées plus doses quotidiennes auto-administrées, à partir des plaquettes du programme. Réactions et névrites : prednisolone selon le protocole du programme. Prévenir le handicap.",
      'Withdrawal: diazepam by symptoms (10-20 mg up to 4 times daily, tapering over 3-7 days), thiamine 100 mg daily for 5 days, fluids, calm environment; delirium or seizures: admit. Use disorder: brief intervention, motivational counselling, treat depression and liver disease, refer for relapse prevention.':
        "Sevrage : diazépam selon les symptômes (10-20 mg jusqu'à 4 fois par jour, diminué sur 3-7 jours), thiamine 100 mg par jour pendant 5 jours, liquides, environnement calme ; délirium ou convulsions : hospitaliser. Trouble de l'usage : intervention brève, entretien motivationnel, traiter la dépression et la maladie du foie, transférer pour la prévention de la rechute.",
      'Without risk of cervical infection: metronidazole 400-500 mg twice daily for 7 days (BV and trichomoniasis) and, for curd-like discharge or itching, clotrimazole 500 mg vaginal tablet once (or fluconazole 150 mg once, not in pregnancy); with cervicitis risk or signs, add condition 34’s gonorrhoea and chlamydia treatment.':
        "Sans risque d'infection cervicale : métronidazole 400-500 mg deux fois par jour pendant 7 jours (VB et trichomonase) et, en cas de pertes caillebottées ou de prurit, clotrimazole 500 mg comprimé vaginal en une fois (ou fluconazole 150 mg en une fois, pas pendant la grossesse) ; en cas de risque ou de signes de cervicite, ajouter le traitement de la gonococcie et de la chlamydiose de la condition 34.",
      'Zinc for 10-14 days in children': "Zinc pendant 10-14 jours chez l'enfant",
      'Zinc supplementation for children': "Supplémentation en zinc chez l'enfant",
    },
  },
];
