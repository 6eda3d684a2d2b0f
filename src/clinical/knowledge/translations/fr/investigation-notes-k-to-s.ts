import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with k to s. */
export const frenchInvestigationNotesKToS: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Ketonuria; > 5% weight loss.': 'Cétonurie ; perte de poids > 5%.',
      'Ketosis suggests insulin deficiency (type 1 or DKA) and changes management.':
        'Une cétose évoque une carence en insuline (type 1 ou acidocétose) et modifie la prise en charge.',
      'Kidney function and evidence of recent streptococcal infection; C3 is low and recovers by 8 weeks.':
        "Fonction rénale et preuve d'une infection streptococcique récente ; le C3 est bas et se normalise en 8 semaines.",
      'Kidney function and infection.': 'Fonction rénale et infection.',
      'Lateral-spined eggs.': 'Œufs à éperon latéral.',
      'Leucocytosis in cholecystitis; raised bilirubin and ALP in duct stones.':
        'Hyperleucocytose dans la cholécystite ; bilirubine et PAL élevées en cas de calculs du cholédoque.',
      'Leucopenia or normal white count supports enteric fever; anaemia and low platelets in severe disease.':
        'Une leucopénie ou un nombre de globules blancs normal appuient une fièvre entérique ; anémie et plaquettes basses dans la forme sévère.',
      'Leucopenia, thrombocytopenia.': 'Leucopénie, thrombopénie.',
      'Limited tests only when chronic.': "Examens limités seulement si l'urticaire est chronique.",
      'Little or no response in bronchiolitis.': 'Peu ou pas de réponse dans la bronchiolite.',
      'Liver mass with high AFP in a hepatitis B carrier or cirrhosis suggests HCC.':
        "Une masse hépatique avec AFP élevée chez un porteur de l'hépatite B ou un cirrhotique évoque un CHC.",
      'Liver or lung metastases in advanced disease.':
        'Métastases hépatiques ou pulmonaires dans la forme avancée.',
      'Lobar or patchy consolidation.': 'Condensation lobaire ou en foyers.',
      'Locates the carious or abscessed tooth.': 'Localise la dent cariée ou abcédée.',
      'Looks for organ damage, diabetes and secondary causes; guides drug choice.':
        'Recherche une atteinte des organes cibles, un diabète et des causes secondaires ; oriente le choix du médicament.',
      'Loss of light touch in the patch.': 'Perte du tact léger dans la tache.',
      'Loss of protective sensation and ulcer risk.':
        "Perte de la sensibilité protectrice et risque d'ulcère.",
      'Low albumin, raised bilirubin and INR, low platelets, low sodium.':
        'Albumine basse, bilirubine et INR élevés, plaquettes basses, sodium bas.',
      'Low ferritin confirms iron deficiency; ferritin rises with inflammation.':
        "Une ferritine basse confirme la carence martiale ; la ferritine augmente avec l'inflammation.",
      'Low haemoglobin, microcytosis.': 'Hémoglobine basse, microcytose.',
      'Low sodium or potassium.': 'Sodium ou potassium bas.',
      'Lymphoma on histology; starry-sky appearance in Burkitt.':
        "Lymphome à l'histologie ; aspect en ciel étoilé dans le Burkitt.",
      'Malaria and pneumonia overlap in febrile children.':
        "Le paludisme et la pneumonie se chevauchent chez l'enfant fébrile.",
      'Malaria causes anaemia; Hb < 5 g/dL in a child or < 7 g/dL in an adult makes it severe.':
        "Le paludisme provoque une anémie ; Hb < 5 g/dL chez l'enfant ou < 7 g/dL chez l'adulte le rend grave.",
      'Malaria commonly presents with vomiting and diarrhoea in children.':
        "Le paludisme se présente souvent avec vomissements et diarrhée chez l'enfant.",
      'Malaria or hookworm in some.': 'Paludisme ou ankylostome chez certaines.',
      'Malaria, typhoid and leptospirosis also cause fever with jaundice.':
        'Le paludisme, la typhoïde et la leptospirose donnent aussi de la fièvre avec ictère.',
      'Malnutrition worsens outcome and needs vitamin A and feeding support.':
        'La malnutrition aggrave le pronostic et demande de la vitamine A et un soutien nutritionnel.',
      'Many pus cells and red cells; no E. histolytica trophozoites.':
        "Nombreux leucocytes et hématies ; pas de trophozoïtes d'E. histolytica.",
      'Measles IgM positive.': 'IgM de la rougeole positives.',
      'Mediastinal or abdominal nodes; raised LDH.':
        'Adénopathies médiastinales ou abdominales ; LDH élevées.',
      'Men, pregnant women, children, recurrence or treatment failure.':
        'Hommes, femmes enceintes, enfants, récidive ou échec du traitement.',
      'Meniscus and blunted costophrenic angle; loculations in empyema.':
        "Ligne bordante et comblement du cul-de-sac costodiaphragmatique ; cloisonnements dans l'empyème.",
      'Microcytic hypochromic picture in iron deficiency.':
        'Aspect microcytaire hypochrome dans la carence martiale.',
      'Microfilariae emerge from the snips; Ov16 antibodies.':
        'Des microfilaires sortent des biopsies cutanées exsangues ; anticorps Ov16.',
      'Microfilariae in the anterior chamber, keratitis, chorioretinitis.':
        'Microfilaires dans la chambre antérieure, kératite, choriorétinite.',
      'Microhaematuria is a proxy for S. haematobium in endemic areas.':
        "La microhématurie est un indicateur de S. haematobium en zone d'endémie.",
      'Microscopic haematuria; no nitrites.': 'Hématurie microscopique ; pas de nitrites.',
      'Mites, eggs or faecal pellets in a scraping from a burrow.':
        'Acariens, œufs ou déjections dans un grattage de sillon.',
      'Mitral regurgitation, thickened mitral leaflets, mitral stenosis or aortic regurgitation.':
        'Insuffisance mitrale, valves mitrales épaissies, rétrécissement mitral ou insuffisance aortique.',
      'MPXV DNA detected (clade I or II).': 'ADN du MPXV détecté (clade I ou II).',
      'MTB detected; rifampicin resistance not detected.':
        'MTB détecté ; résistance à la rifampicine non détectée.',
      'MTB not detected (otherwise treat TB first).':
        "MTB non détecté (sinon traiter d'abord la tuberculose).",
      'MTB not detected.': 'MTB non détecté.',
      'MUAC 115-124 mm or WFH -3 to -2 z, no oedema.': 'PB 115-124 mm ou P/T de -3 à -2 z, sans œdèmes.',
      'MUAC >= 125 mm in uncomplicated cases.': 'PB >= 125 mm dans les cas non compliqués.',
      'Multiple pregnancy or molar pregnancy cause severe vomiting.':
        'Une grossesse multiple ou molaire provoque des vomissements sévères.',
      'Mumps IgM positive or RNA detected.': 'IgM des oreillons positives ou ARN détecté.',
      'Negative in pure vaginitis.': 'Négatif dans une vaginite pure.',
      'Negative malaria test in viral hepatitis.': "Test du paludisme négatif dans l'hépatite virale.",
      'Negative malaria test.': 'Test du paludisme négatif.',
      'Negative malaria test; thrombocytopenia.': 'Test du paludisme négatif ; thrombopénie.',
      'Negative or positive.': 'Négatif ou positif.',
      'Negative or trace ketones in uncomplicated type 2 diabetes.':
        "Cétones négatives ou à l'état de traces dans le diabète de type 2 non compliqué.",
      'Negative.': 'Négatif.',
      'Nephritic urine.': 'Urines de néphrite.',
      'Nephrotic-range proteinuria defines the syndrome.': 'Une protéinurie néphrotique définit le syndrome.',
      'Neurovascular injury.': 'Lésion vasculo-nerveuse.',
      'Neutrophil leucocytosis.': 'Hyperleucocytose à polynucléaires neutrophiles.',
      'Nitrite and/or leucocyte esterase positive.': 'Nitrites et/ou leucocytes estérases positifs.',
      'No fungal elements.': "Pas d'éléments fongiques.",
      'No or some dehydration.': 'Pas de déshydratation ou déshydratation modérée.',
      'No, some or severe dehydration.': 'Pas de déshydratation, déshydratation modérée ou sévère.',
      'Nodular goitre and cancer.': 'Goitre nodulaire et cancer.',
      'Normal at first.': 'Normal au début.',
      'Normal creatinine.': 'Créatinine normale.',
      'Normal creatinine; no leucocytosis in uncomplicated colic.':
        "Créatinine normale ; pas d'hyperleucocytose dans une colique non compliquée.",
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
      'Normal.': 'Normal.',
      'Normocytic anaemia, raised cholesterol.': 'Anémie normocytaire, cholestérol élevé.',
      'NT-proBNP > 300 pg/mL in acute HF; hyponatraemia in severe HF.':
        "NT-proBNP > 300 pg/mL dans l'IC aiguë ; hyponatrémie dans l'IC sévère.",
      'Obstruction, abscess or stones.': 'Obstruction, abcès ou calculs.',
      'Obstructive kidney injury.': 'Insuffisance rénale obstructive.',
      'Often < 200 cells/mm3 in late presenters.':
        'Souvent < 200 cellules/mm3 chez les patients dépistés tardivement.',
      'Often normal; leucocytes and nitrites with infection.':
        "Souvent normal ; leucocytes et nitrites en cas d'infection.",
      'Often normal; low potassium in prolonged diarrhoea.':
        'Souvent normal ; potassium bas en cas de diarrhée prolongée.',
      'One of the patterns.': "L'un des tableaux.",
      'One of the three organisms.': "L'un des trois germes.",
      'Pale stools mean biliary atresia (surgery before 60 days).':
        'Des selles décolorées évoquent une atrésie des voies biliaires (chirurgie avant 60 jours).',
      'Pale swollen nasal mucosa, clear discharge, allergic shiners.':
        'Muqueuse nasale pâle et gonflée, écoulement clair, cernes allergiques.',
      'Parasitological confirmation before treatment in every suspected case.':
        'Confirmation parasitologique avant traitement pour tout cas suspect.',
      'PCR positive from eschar; four-fold IgG rise.':
        "PCR positive sur l'escarre ; multiplication par quatre des IgG.",
      'PEF < 50% of best or predicted in a severe attack.':
        'DEP < 50% de la meilleure valeur ou de la valeur prédite dans une crise grave.',
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
      'Physical and substance causes of psychosis.': 'Causes somatiques et toxiques de la psychose.',
      'Physical look-alikes: arrhythmia, thyrotoxicosis, hypoglycaemia.':
        'Diagnostics somatiques à évoquer : arythmie, thyrotoxicose, hypoglycémie.',
      'Pneumonia, pneumothorax, heart failure and TB mimic or trigger exacerbations.':
        "La pneumonie, le pneumothorax, l'insuffisance cardiaque et la tuberculose imitent ou déclenchent les exacerbations.",
      'Positive in about a quarter of TB patients in Kenya.':
        'Positif chez environ un quart des patients tuberculeux au Kenya.',
      'Positive in some cases.': 'Positif dans certains cas.',
      'Positive reaction to nickel, chromate, fragrance or hair dye.':
        'Réaction positive au nickel, au chromate, aux parfums ou à la teinture capillaire.',
      'Positive syphilis test in syphilitic chancre.':
        'Test de syphilis positif dans le chancre syphilitique.',
      'Positive.': 'Positif.',
      'Pre-emptive treatment prevents cryptococcal meningitis.':
        'Le traitement préemptif prévient la méningite cryptococcique.',
      'Prostate size and cancer.': 'Taille de la prostate et cancer.',
      'Proteinuria, raised creatinine or left ventricular hypertrophy in long-standing disease.':
        'Protéinurie, créatinine élevée ou hypertrophie ventriculaire gauche dans une maladie ancienne.',
      'PSA above the age-specific range; hard irregular gland.':
        "PSA au-dessus des normes pour l'âge ; glande dure et irrégulière.",
      'Punctate or sclerosing keratitis in advanced disease.':
        'Kératite ponctuée ou sclérosante dans la maladie avancée.',
      'Pus cells and red cells support bacillary dysentery; trophozoites point to amoebiasis.':
        'Leucocytes et hématies orientent vers une dysenterie bacillaire ; des trophozoïtes orientent vers une amibiase.',
      'Pyuria, nitrite positive; E. coli most common.':
        'Pyurie, nitrites positifs ; E. coli le plus fréquent.',
      'Raised ASO, raised CRP/ESR, first-degree heart block.':
        'ASLO élevées, CRP/VS élevées, bloc auriculo-ventriculaire du premier degré.',
      'Raised creatinine in chronic retention.': 'Créatinine élevée en cas de rétention chronique.',
      'Raised glucose or a positive HIV test.': 'Glycémie élevée ou test VIH positif.',
      'Raised TSH with low free T4 confirms primary hypothyroidism.':
        'Une TSH élevée avec une T4 libre basse confirme une hypothyroïdie primaire.',
      'Rapid diagnosis in advanced HIV disease.': 'Diagnostic rapide dans la maladie à VIH avancée.',
      'RDT positive or asexual P. falciparum (or other species) parasites, below the hyperparasitaemia threshold (10%).':
        "TDR positif ou parasites asexués de P. falciparum (ou d'une autre espèce), sous le seuil d'hyperparasitémie (10 %).",
      'Reactive on all assays.': 'Réactif à tous les tests.',
      'Records nerve function before treatment to detect new damage.':
        'Note la fonction nerveuse avant traitement pour détecter de nouvelles atteintes.',
      'Red bulging tympanic membrane, or perforation with pus.':
        'Tympan rouge et bombé, ou perforation avec du pus.',
      'Reduced acuity not corrected by pinhole; lens opacity.':
        'Acuité réduite non corrigée par le trou sténopéique ; opacité du cristallin.',
      'Reduced ejection fraction, valve disease or dilated chambers.':
        "Fraction d'éjection réduite, valvulopathie ou cavités dilatées.",
      'Reduced if corneal opacity.': "Réduite en cas d'opacité cornéenne.",
      'Residual > 200 mL suggests chronic retention.': 'Un résidu > 200 mL évoque une rétention chronique.',
      'Routine X-ray does not help uncomplicated asthma.':
        "La radiographie systématique n'aide pas dans l'asthme non compliqué.",
      'S. aureus including MRSA.': 'S. aureus, SARM compris.',
      'S. aureus or S. pyogenes.': 'S. aureus ou S. pyogenes.',
      'S. aureus or streptococci.': 'S. aureus ou streptocoques.',
      'Salmonella Typhi or Paratyphi grown in about 60% of cases.':
        'Salmonella Typhi ou Paratyphi isolée dans environ 60% des cas.',
      'Score 3-4.': 'Score 3-4.',
      'Selects patients who benefit from antibiotics.':
        "Sélectionne les patients qui bénéficient d'antibiotiques.",
      'Severity (Child-Pugh, MELD), kidney function before diuretics.':
        'Sévérité (Child-Pugh, MELD), fonction rénale avant les diurétiques.',
      'Severity and dehydration.': 'Sévérité et déshydratation.',
      'Severity and kidney function.': 'Sévérité et fonction rénale.',
      'Severity guides diazepam; fever or confusion needs a search for infection.':
        'La sévérité guide le diazépam ; une fièvre ou une confusion imposent de rechercher une infection.',
      'Shigella resistance to ciprofloxacin is rising.':
        'La résistance des Shigella à la ciprofloxacine augmente.',
      'Shigella species.': 'Espèces de Shigella.',
      'Shingles in a young adult is a WHO stage 2 condition and often the first sign of HIV.':
        "Le zona chez le jeune adulte est une affection de stade 2 de l'OMS et souvent le premier signe du VIH.",
      'Small echogenic kidneys in advanced CKD.': 'Petits reins hyperéchogènes dans la MRC avancée.',
      'Small kidneys suggest chronic disease; obstruction or polycystic kidneys are other causes.':
        "De petits reins évoquent une maladie chronique ; une obstruction ou une polykystose sont d'autres causes.",
      'Small nodular liver, splenomegaly, ascites; ascitic neutrophils > 250/mm3 in SBP.':
        "Foie petit et nodulaire, splénomégalie, ascite ; neutrophiles dans l'ascite > 250/mm3 en cas d'ISLA.",
      'Smooth, enlarged, rubbery gland in benign enlargement.':
        "Glande lisse, augmentée de volume, élastique dans l'hypertrophie bénigne.",
      'Solid irregular mass; invasive carcinoma with ER, PR and HER2 status.':
        'Masse solide irrégulière ; carcinome invasif avec statut RE, RP et HER2.',
      'Spinal TB, myeloma, metastases and infection.':
        'Tuberculose vertébrale, myélome, métastases et infection.',
      'SpO2 < 90% is severe pneumonia requiring oxygen.':
        "Une SpO2 < 90 % signe une pneumonie grave nécessitant de l'oxygène.",
      'SpO2 < 90%; raised PaCO2 with acidosis in respiratory failure.':
        "SpO2 < 90 % ; PaCO2 élevée avec acidose en cas d'insuffisance respiratoire.",
      'SpO2 >= 90% in non-severe pneumonia.': 'SpO2 >= 90 % dans la pneumonie non grave.',
      'SpO2 >= 94% in non-severe disease.': 'SpO2 >= 94 % dans la forme non grave.',
      'SpO2 >= 94%.': 'SpO2 >= 94 %.',
      'Spreading erythema; fluctuance if abscess.': "Érythème extensif ; fluctuation en cas d'abcès.",
      'Staging for spread.': "Bilan d'extension.",
      'Staphylococcus aureus or Streptococcus pyogenes.': 'Staphylococcus aureus ou Streptococcus pyogenes.',
      'Stocking distribution loss of sensation.': 'Perte de sensibilité en chaussette.',
      'Stone size and site, hydronephrosis.': 'Taille et siège du calcul, hydronéphrose.',
      'Stone with hydronephrosis; stones < 6 mm usually pass.':
        "Calcul avec hydronéphrose ; les calculs < 6 mm s'éliminent habituellement.",
      'Stones, thick gallbladder wall, pericholecystic fluid, sonographic Murphy sign.':
        'Calculs, paroi vésiculaire épaissie, liquide périvésiculaire, signe de Murphy échographique.',
      'Supports diagnosis when bacteriology is negative.':
        'Appuie le diagnostic quand la bactériologie est négative.',
      'Supports diagnosis; the Widal test is unreliable and should not be used alone.':
        'Appuie le diagnostic ; le test de Widal est peu fiable et ne doit pas être utilisé seul.',
      'Supports the diagnosis; not needed when typical symptoms are present in a non-pregnant woman.':
        'Appuie le diagnostic ; inutile quand les symptômes sont typiques chez une femme non enceinte.',
      'Suppressed TSH with raised free T4 or T3.': 'TSH effondrée avec T4 ou T3 libre élevée.',
      'Sustained BP >= 140/90 mmHg.': 'PA durablement >= 140/90 mmHg.',
    },
  },
];
