import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with n to r. */
export const frenchInvestigationNotesNToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Needle-shaped negatively birefringent crystals; no organisms.':
        'Cristaux en aiguille biréfringents négatifs ; pas de germes.',
      'Negative in pure vaginitis.': 'Négatif dans une vaginite pure.',
      'Negative malaria test in viral hepatitis.': "Test du paludisme négatif dans l'hépatite virale.",
      'Negative malaria test.': 'Test du paludisme négatif.',
      'Negative malaria test; normal or low white count.':
        'Test du paludisme négatif ; nombre de globules blancs normal ou bas.',
      'Negative malaria test; thrombocytopenia.': 'Test du paludisme négatif ; thrombopénie.',
      'Negative or positive.': 'Négatif ou positif.',
      'Negative or trace ketones in uncomplicated type 2 diabetes.':
        "Cétones négatives ou à l'état de traces dans le diabète de type 2 non compliqué.",
      'Negative.': 'Négatif.',
      'Negatively birefringent urate crystals confirm gout and exclude septic arthritis.':
        "Des cristaux d'urate biréfringents négatifs confirment la goutte et excluent une arthrite septique.",
      'Nephritic urine.': 'Urines de néphrite.',
      'Nephrotic-range proteinuria defines the syndrome.': 'Une protéinurie néphrotique définit le syndrome.',
      'Neurovascular injury.': 'Lésion vasculo-nerveuse.',
      'Neutrophil leucocytosis.': 'Hyperleucocytose à polynucléaires neutrophiles.',
      'Nitrite and/or leucocyte esterase positive.': 'Nitrites et/ou leucocytes estérases positifs.',
      'No abscess in uncomplicated PID.': "Pas d'abcès dans une MIP non compliquée.",
      'No fungal elements.': "Pas d'éléments fongiques.",
      'No or some dehydration.': 'Pas de déshydratation ou déshydratation modérée.',
      'No, some or severe dehydration.': 'Pas de déshydratation, déshydratation modérée ou sévère.',
      'Nodular goitre and cancer.': 'Goitre nodulaire et cancer.',
      'Normal at first.': 'Normal au début.',
      'Normal creatinine.': 'Créatinine normale.',
      'Normal creatinine; no leucocytosis in uncomplicated colic.':
        "Créatinine normale ; pas d'hyperleucocytose dans une colique non compliquée.",
      'Normal examination between attacks.': 'Examen normal entre les crises.',
      'Normal examination, sometimes pericranial muscle tenderness.':
        'Examen normal, parfois sensibilité des muscles péricrâniens.',
      'Normal in migraine.': 'Normal dans la migraine.',
      'Normal in primary depression.': 'Normal dans la dépression primaire.',
      'Normal kidneys.': 'Reins normaux.',
      'Normal neurology; pain on movement.': 'Examen neurologique normal ; douleur à la mobilisation.',
      'Normal neutrophil count.': 'Nombre de neutrophiles normal.',
      'Normal or low white cell count.': 'Nombre de globules blancs normal ou bas.',
      'Normal or mildly low haemoglobin; platelets often low.':
        'Hémoglobine normale ou légèrement basse ; plaquettes souvent basses.',
      'Normal respiratory rate; negative malaria test.':
        'Fréquence respiratoire normale ; test du paludisme négatif.',
      'Normal results.': 'Résultats normaux.',
      'Normal vision and a clear cornea separate conjunctivitis from sight-threatening red eyes.':
        'Une vision normale et une cornée claire distinguent la conjonctivite des yeux rouges menaçant la vue.',
      'Normal vision, diffuse redness, no corneal staining.':
        'Vision normale, rougeur diffuse, pas de prise de fluorescéine cornéenne.',
      'Normal vital signs and chest examination.': 'Signes vitaux et examen thoracique normaux.',
      'Normal.': 'Normal.',
      'Normocytic anaemia, raised cholesterol.': 'Anémie normocytaire, cholestérol élevé.',
      'NT-proBNP > 300 pg/mL in acute HF; hyponatraemia in severe HF.':
        "NT-proBNP > 300 pg/mL dans l'IC aiguë ; hyponatrémie dans l'IC sévère.",
      'Nutrition and staging.': "Nutrition et bilan d'extension.",
      'Obstruction, abscess or stones.': 'Obstruction, abcès ou calculs.',
      'Obstructive kidney injury.': 'Insuffisance rénale obstructive.',
      'Oesophagitis or normal mucosa.': 'Œsophagite ou muqueuse normale.',
      'Often < 200 cells/mm3 in late presenters.':
        'Souvent < 200 cellules/mm3 chez les patients dépistés tardivement.',
      'Often normal; leucocytes and nitrites with infection.':
        "Souvent normal ; leucocytes et nitrites en cas d'infection.",
      'Often normal; low potassium in prolonged diarrhoea.':
        'Souvent normal ; potassium bas en cas de diarrhée prolongée.',
      'One of the patterns.': "L'un des tableaux.",
      'One of the three organisms.': "L'un des trois germes.",
      'Other causes of painful swallowing (CMV, herpes, cancer).':
        'Autres causes de déglutition douloureuse (CMV, herpès, cancer).',
      'Oxygen is the main treatment; give it when SpO2 < 90%.':
        "L'oxygène est le traitement principal ; le donner quand la SpO2 < 90%.",
      'Pale stools mean biliary atresia (surgery before 60 days).':
        'Des selles décolorées évoquent une atrésie des voies biliaires (chirurgie avant 60 jours).',
      'Pale swollen nasal mucosa, clear discharge, allergic shiners.':
        'Muqueuse nasale pâle et gonflée, écoulement clair, cernes allergiques.',
      'Parasitological confirmation before treatment in every suspected case.':
        'Confirmation parasitologique avant traitement pour tout cas suspect.',
      'Parasitological confirmation; rhodesiense parasitaemia is high.':
        'Confirmation parasitologique ; la parasitémie à rhodesiense est élevée.',
      'PCR positive from eschar; four-fold IgG rise.':
        "PCR positive sur l'escarre ; multiplication par quatre des IgG.",
      'PEF < 50% of best or predicted in a severe attack.':
        'DEP < 50% de la meilleure valeur ou de la valeur prédite dans une crise grave.',
      'PEP can stop if the dog remains healthy for 10 days (never delay starting it).':
        'La PPE peut être arrêtée si le chien reste en bonne santé pendant 10 jours (ne jamais retarder son début).',
      'Perforated drum (CSOM) vs swollen canal with intact drum (otitis externa); cholesteatoma.':
        'Tympan perforé (OMC) ou conduit gonflé avec tympan intact (otite externe) ; cholestéatome.',
      'Perforation with discharge in CSOM; oedematous canal in otitis externa.':
        "Perforation avec écoulement dans l'OMC ; conduit œdématié dans l'otite externe.",
      'Periportal fibrosis or bladder wall thickening in chronic disease.':
        'Fibrose périportale ou épaississement de la paroi vésicale dans la forme chronique.',
      'Periportal fibrosis, bladder wall changes, hydronephrosis.':
        'Fibrose périportale, modifications de la paroi vésicale, hydronéphrose.',
      'Persistent airflow obstruction.': 'Obstruction bronchique persistante.',
      'pH > 4.5 and clue cells: BV; motile trichomonads; budding yeasts.':
        'pH > 4.5 et cellules cibles (clue cells) : VB ; trichomonas mobiles ; levures bourgeonnantes.',
      'PHQ-9 >= 10 suggests moderate depression.': 'Un PHQ-9 >= 10 évoque une dépression modérée.',
      'Physical and substance causes of psychosis.': 'Causes somatiques et toxiques de la psychose.',
      'Physical causes of mania; choice of mood stabiliser.':
        'Causes somatiques de la manie ; choix du thymorégulateur.',
      'Physical look-alikes: arrhythmia, thyrotoxicosis, hypoglycaemia.':
        'Diagnostics somatiques à évoquer : arythmie, thyrotoxicose, hypoglycémie.',
      'Platelets < 100 x 10^9/L, raised transaminases or creatinine in severe disease.':
        'Plaquettes < 100 x 10^9/L, transaminases ou créatinine élevées dans la forme sévère.',
      'Pneumonia, pneumothorax, heart failure and TB mimic or trigger exacerbations.':
        "La pneumonie, le pneumothorax, l'insuffisance cardiaque et la tuberculose imitent ou déclenchent les exacerbations.",
      'Poliovirus isolated (wild or vaccine-derived) or negative.':
        'Poliovirus isolé (sauvage ou dérivé du vaccin) ou négatif.',
      'Positive in about a quarter of TB patients in Kenya.':
        'Positif chez environ un quart des patients tuberculeux au Kenya.',
      'Positive in most duodenal ulcers.': 'Positif dans la plupart des ulcères duodénaux.',
      'Positive in some cases.': 'Positif dans certains cas.',
      'Positive reaction to nickel, chromate, fragrance or hair dye.':
        'Réaction positive au nickel, au chromate, aux parfums ou à la teinture capillaire.',
      'Positive syphilis test in syphilitic chancre.':
        'Test de syphilis positif dans le chancre syphilitique.',
      'Positive.': 'Positif.',
      'Pre-eclampsia is more common.': 'La pré-éclampsie est plus fréquente.',
      'Pre-eclampsia: BP >= 140/90 after 20 weeks with proteinuria (>= 2+ dipstick) or organ dysfunction.':
        "Pré-éclampsie : PA >= 140/90 après 20 semaines avec protéinurie (>= 2+ à la bandelette) ou atteinte d'organe.",
      'Pre-emptive treatment prevents cryptococcal meningitis.':
        'Le traitement préemptif prévient la méningite cryptococcique.',
      'Prostate size and cancer.': 'Taille de la prostate et cancer.',
      'Proteinuria, raised creatinine or left ventricular hypertrophy in long-standing disease.':
        'Protéinurie, créatinine élevée ou hypertrophie ventriculaire gauche dans une maladie ancienne.',
      'PSA above the age-specific range; hard irregular gland.':
        "PSA au-dessus des normes pour l'âge ; glande dure et irrégulière.",
      'Punched-out erosions with overhanging edges.': "Érosions à l'emporte-pièce avec bords surplombants.",
      'Punctate or sclerosing keratitis in advanced disease.':
        'Kératite ponctuée ou sclérosante dans la maladie avancée.',
      'Purulent discharge, facial tenderness.': 'Écoulement purulent, douleur faciale à la palpation.',
      'Purulent fluid, > 50,000 white cells/microlitre; Gram-positive cocci.':
        'Liquide purulent, > 50 000 globules blancs/microlitre ; cocci à Gram positif.',
      'Pus cells and red cells support bacillary dysentery; trophozoites point to amoebiasis.':
        'Leucocytes et hématies orientent vers une dysenterie bacillaire ; des trophozoïtes orientent vers une amibiase.',
      'Pus, redness, swelling, foul smell.': 'Pus, rougeur, gonflement, mauvaise odeur.',
      'Pyuria, nitrite positive; E. coli most common.':
        'Pyurie, nitrites positifs ; E. coli le plus fréquent.',
      'Raised ASO, raised CRP/ESR, first-degree heart block.':
        'ASLO élevées, CRP/VS élevées, bloc auriculo-ventriculaire du premier degré.',
      'Raised creatinine and bilirubin with modest ALT rise; low platelets; proteinuria.':
        'Créatinine et bilirubine élevées avec hausse modérée des ALAT ; plaquettes basses ; protéinurie.',
      'Raised creatinine in chronic retention.': 'Créatinine élevée en cas de rétention chronique.',
      'Raised glucose or a positive HIV test.': 'Glycémie élevée ou test VIH positif.',
      'Raised HbA1c.': 'HbA1c élevée.',
      'Raised PSA or a hard nodular gland needs referral.':
        'Un PSA élevé ou une glande dure et nodulaire demandent un transfert.',
      'Raised TSH with low free T4 confirms primary hypothyroidism.':
        'Une TSH élevée avec une T4 libre basse confirme une hypothyroïdie primaire.',
      'Raised white cells and CRP.': 'Globules blancs et CRP élevés.',
      'Raised white cells, mildly raised liver enzymes.':
        'Globules blancs élevés, enzymes hépatiques légèrement élevées.',
      'Random glucose >= 11.1 mmol/L with symptoms; ketones may be present.':
        'Glycémie au hasard >= 11.1 mmol/L avec symptômes ; des cétones peuvent être présentes.',
      'Rapid diagnosis in advanced HIV disease.': 'Diagnostic rapide dans la maladie à VIH avancée.',
      'Rapid test for screening (antenatal, STI clinics); RPR titre shows activity and response.':
        "Test rapide pour le dépistage (prénatal, consultations IST) ; le titre RPR montre l'activité et la réponse.",
      'RBT positive, SAT >= 1:160.': 'RBT positif, SAT >= 1:160.',
      'RDT positive or asexual P. falciparum (or other species) parasites, below the hyperparasitaemia threshold (10%).':
        "TDR positif ou parasites asexués de P. falciparum (ou d'une autre espèce), sous le seuil d'hyperparasitémie (10 %).",
      'RDT screens in outbreaks; culture confirms and gives susceptibility.':
        'Le TDR sert au dépistage lors des épidémies ; la culture confirme et donne la sensibilité.',
      'Reactive on all assays.': 'Réactif à tous les tests.',
      'Records nerve function before treatment to detect new damage.':
        'Note la fonction nerveuse avant traitement pour détecter de nouvelles atteintes.',
      'Red bulging tympanic membrane, or perforation with pus.':
        'Tympan rouge et bombé, ou perforation avec du pus.',
      'Redness beyond 1 cm onto the abdomen means severe infection.':
        "Une rougeur dépassant 1 cm sur l'abdomen signe une infection grave.",
      'Reduced acuity not corrected by pinhole; lens opacity.':
        'Acuité réduite non corrigée par le trou sténopéique ; opacité du cristallin.',
      'Reduced eGFR on a sulfonylurea, or malaria in a child.':
        "DFGe réduit sous sulfamide hypoglycémiant, ou paludisme chez l'enfant.",
      'Reduced ejection fraction, valve disease or dilated chambers.':
        "Fraction d'éjection réduite, valvulopathie ou cavités dilatées.",
      'Reduced if corneal opacity.': "Réduite en cas d'opacité cornéenne.",
      'Residual > 200 mL suggests chronic retention.': 'Un résidu > 200 mL évoque une rétention chronique.',
      'Rheumatic mitral stenosis, cardiomyopathy, left atrial size.':
        "Rétrécissement mitral rhumatismal, cardiomyopathie, taille de l'oreillette gauche.",
      'Rhythm, congestion, kidney function before ACE inhibitors, causes.':
        'Rythme, congestion, fonction rénale avant les IEC, causes.',
      'Routine X-ray does not help uncomplicated asthma.':
        "La radiographie systématique n'aide pas dans l'asthme non compliqué.",
    },
  },
];
