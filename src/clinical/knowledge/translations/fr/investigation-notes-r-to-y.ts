import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with r to y. */
export const frenchInvestigationNotesRToY: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Raised ASO, raised CRP/ESR, first-degree heart block.':
        'ASLO élevées, CRP/VS élevées, bloc auriculo-ventriculaire du premier degré.',
      'Raised TSH with low free T4 confirms primary hypothyroidism.':
        'Une TSH élevée avec une T4 libre basse confirme une hypothyroïdie primaire.',
      'Rapid diagnosis in advanced HIV disease.': 'Diagnostic rapide dans la maladie à VIH avancée.',
      'RDT positive or asexual P. falciparum (or other species) parasites, below the hyperparasitaemia threshold (10%).':
        "TDR positif ou parasites asexués de P. falciparum (ou d'une autre espèce), sous le seuil d'hyperparasitémie (10 %).",
      'Reactive on all assays.': 'Réactif à tous les tests.',
      'Reduced ejection fraction, valve disease or dilated chambers.':
        "Fraction d'éjection réduite, valvulopathie ou cavités dilatées.",
      'Reduced if corneal opacity.': "Réduite en cas d'opacité cornéenne.",
      'S. aureus including MRSA.': 'S. aureus, SARM compris.',
      'S. aureus or S. pyogenes.': 'S. aureus ou S. pyogenes.',
      'S. aureus or streptococci.': 'S. aureus ou streptocoques.',
      'Score 3-4.': 'Score 3-4.',
      'Selects patients who benefit from antibiotics.':
        "Sélectionne les patients qui bénéficient d'antibiotiques.",
      'Shigella resistance to ciprofloxacin is rising.':
        'La résistance des Shigella à la ciprofloxacine augmente.',
      'Shigella species.': 'Espèces de Shigella.',
      'Small nodular liver, splenomegaly, ascites; ascitic neutrophils > 250/mm3 in SBP.':
        "Foie petit et nodulaire, splénomégalie, ascite ; neutrophiles dans l'ascite > 250/mm3 en cas d'ISLA.",
      'SpO2 < 90% is severe pneumonia requiring oxygen.':
        "Une SpO2 < 90 % signe une pneumonie grave nécessitant de l'oxygène.",
      'SpO2 < 90%; raised PaCO2 with acidosis in respiratory failure.':
        "SpO2 < 90 % ; PaCO2 élevée avec acidose en cas d'insuffisance respiratoire.",
      'SpO2 >= 90% in non-severe pneumonia.': 'SpO2 >= 90 % dans la pneumonie non grave.',
      'SpO2 >= 94% in non-severe disease.': 'SpO2 >= 94 % dans la forme non grave.',
      'SpO2 >= 94%.': 'SpO2 >= 94 %.',
      'Spreading erythema; fluctuance if abscess.': "Érythème extensif ; fluctuation en cas d'abcès.",
      'Staphylococcus aureus or Streptococcus pyogenes.': 'Staphylococcus aureus ou Streptococcus pyogenes.',
      'Stone size and site, hydronephrosis.': 'Taille et siège du calcul, hydronéphrose.',
      'Stone with hydronephrosis; stones < 6 mm usually pass.':
        "Calcul avec hydronéphrose ; les calculs < 6 mm s'éliminent habituellement.",
      'Stones, thick gallbladder wall, pericholecystic fluid, sonographic Murphy sign.':
        'Calculs, paroi vésiculaire épaissie, liquide périvésiculaire, signe de Murphy échographique.',
      'Supports diagnosis when bacteriology is negative.':
        'Appuie le diagnostic quand la bactériologie est négative.',
      'Supports the diagnosis; not needed when typical symptoms are present in a non-pregnant woman.':
        'Appuie le diagnostic ; inutile quand les symptômes sont typiques chez une femme non enceinte.',
      'Suppressed TSH with raised free T4 or T3.': 'TSH effondrée avec T4 ou T3 libre élevée.',
      'Sustained BP >= 140/90 mmHg.': 'PA durablement >= 140/90 mmHg.',
      'TB is the leading cause in the region.': 'La tuberculose est la première cause dans la région.',
      'TB is the leading cause of death in advanced HIV.':
        'La tuberculose est la première cause de décès dans la maladie à VIH avancée.',
      'TB mimics pneumonia.': 'La tuberculose imite la pneumonie.',
      'TB: straw-coloured lymphocytic exudate, ADA > 40 U/L. Empyema: pus or pH < 7.2.':
        'Tuberculose : exsudat lymphocytaire jaune citrin, ADA > 40 U/L. Empyème : pus ou pH < 7.2.',
      'TF: 5 or more follicles on the upper tarsal conjunctiva; TT: a lash touching the eye.':
        "TF : 5 follicules ou plus sur la conjonctive tarsale supérieure ; TT : un cil qui touche l'œil.",
      'The diagnosis is clinical; exclude pneumonia and malaria.':
        'Le diagnostic est clinique ; exclure une pneumonie et un paludisme.',
      'Treatable causes.': 'Causes curables.',
      'Treatment in pregnancy differs; STI co-infection.':
        'Le traitement diffère pendant la grossesse ; co-infection par une IST.',
      'TSH above the reference range; low or low-normal free T4.':
        'TSH au-dessus des normes ; T4 libre basse ou normale basse.',
      'Undiagnosed diabetes predisposes to skin infection.':
        'Un diabète non diagnostiqué prédispose aux infections cutanées.',
      'Upper-lobe infiltrates, cavities, or miliary pattern.':
        'Infiltrats des lobes supérieurs, cavernes ou aspect miliaire.',
      'Urea > 7 mmol/L is a CURB-65 criterion.': 'Urée > 7 mmol/L est un critère du CURB-65.',
      'Usually normal.': 'Habituellement normal.',
      'Variable.': 'Variable.',
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
