import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with t to y. */
export const frenchInvestigationNotesTToY: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'TB is the leading cause in the region.': 'La tuberculose est la première cause dans la région.',
      'TB is the leading cause of death in advanced HIV.':
        'La tuberculose est la première cause de décès dans la maladie à VIH avancée.',
      'TB mimics pneumonia.': 'La tuberculose imite la pneumonie.',
      'TB: straw-coloured lymphocytic exudate, ADA > 40 U/L. Empyema: pus or pH < 7.2.':
        'Tuberculose : exsudat lymphocytaire jaune citrin, ADA > 40 U/L. Empyème : pus ou pH < 7.2.',
      'Terminal-spined eggs.': 'Œufs à éperon terminal.',
      'TF: 5 or more follicles on the upper tarsal conjunctiva; TT: a lash touching the eye.':
        "TF : 5 follicules ou plus sur la conjonctive tarsale supérieure ; TT : un cil qui touche l'œil.",
      'The confirmatory test; guides therapy where resistance is common.':
        'Le test de confirmation ; guide le traitement là où la résistance est fréquente.',
      'The diagnosis is clinical; exclude pneumonia and malaria.':
        'Le diagnostic est clinique ; exclure une pneumonie et un paludisme.',
      'The syndromic regimen covers syphilis; HIV risk is high with ulcers.':
        "Le schéma syndromique couvre la syphilis ; le risque de VIH est élevé en cas d'ulcères.",
      'Treatable causes.': 'Causes curables.',
      'Treatable causes: hepatitis B and C.': 'Causes curables : hépatites B et C.',
      'Treatment in pregnancy differs; STI co-infection.':
        'Le traitement diffère pendant la grossesse ; co-infection par une IST.',
      'Triple assessment confirms cancer and guides treatment.':
        'La triple évaluation confirme le cancer et oriente le traitement.',
      'TSH above the reference range; low or low-normal free T4.':
        'TSH au-dessus des normes ; T4 libre basse ou normale basse.',
      'Twins or molar pregnancy in some.': 'Jumeaux ou grossesse molaire chez certaines.',
      'Typical history with triggers is enough to treat.':
        'Une histoire typique avec facteurs déclenchants suffit pour traiter.',
      'Undiagnosed diabetes predisposes to skin infection.':
        'Un diabète non diagnostiqué prédispose aux infections cutanées.',
      'Upper-lobe infiltrates, cavities, or miliary pattern.':
        'Infiltrats des lobes supérieurs, cavernes ou aspect miliaire.',
      'Urea > 7 mmol/L is a CURB-65 criterion.': 'Urée > 7 mmol/L est un critère du CURB-65.',
      'Urine ≥ 1 mL/kg/h (child), ≥ 0.5 mL/kg/h (adult).':
        'Diurèse ≥ 1 mL/kg/h (enfant), ≥ 0.5 mL/kg/h (adulte).',
      'Usually normal in primary psychosis.': 'Habituellement normal dans la psychose primaire.',
      'Usually normal.': 'Habituellement normal.',
      'Variable.': 'Variable.',
      'Vertebral collapse or disc-space destruction in spinal TB.':
        'Tassement vertébral ou destruction discale dans la tuberculose vertébrale.',
      'Wheals that come and go within 24 hours.':
        'Papules urticariennes qui apparaissent et disparaissent en moins de 24 heures.',
      'WHO 2024 criteria for starting antiviral treatment.':
        "Critères de l'OMS 2024 pour débuter un traitement antiviral.",
      'WHO-recommended initial test: detects TB and rifampicin resistance.':
        "Test initial recommandé par l'OMS : détecte la tuberculose et la résistance à la rifampicine.",
      'Yellow stools, unconjugated bilirubin in physiological jaundice.':
        "Selles jaunes, bilirubine non conjuguée dans l'ictère physiologique.",
    },
  },
];
