import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with p to r. */
export const frenchInvestigationNotesPToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Pale stools mean biliary atresia (surgery before 60 days).':
        'Des selles décolorées évoquent une atrésie des voies biliaires (chirurgie avant 60 jours).',
      'Pale swollen nasal mucosa, clear discharge, allergic shiners.':
        'Muqueuse nasale pâle et gonflée, écoulement clair, cernes allergiques.',
      'Pancytopenia; HIV co-infection changes treatment.':
        'Pancytopénie ; la co-infection VIH modifie le traitement.',
      'Paracetamol ≥ 150 mg/kg (or > 12 g in an adult) and elemental iron ≥ 60 mg/kg are severe; iron 20-60 mg/kg moderate.':
        "Un paracétamol ≥ 150 mg/kg (ou > 12 g chez l'adulte) et un fer élément ≥ 60 mg/kg sont graves ; fer 20-60 mg/kg modéré.",
      'Parasitological confirmation and test of cure.':
        'Confirmation parasitologique et contrôle de guérison.',
      'Parasitological confirmation before treatment in every suspected case.':
        'Confirmation parasitologique avant traitement pour tout cas suspect.',
      'Parasitological confirmation; rhodesiense parasitaemia is high.':
        'Confirmation parasitologique ; la parasitémie à rhodesiense est élevée.',
      'Patchy or lobar consolidation, often bilateral.':
        'Condensation en foyers ou lobaire, souvent bilatérale.',
      'PCP occurs at CD4 < 200 (any CD4 in infants).':
        'La PCP survient avec des CD4 < 200 (quel que soit le taux de CD4 chez le nourrisson).',
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
      'pH < 7.3 or bicarbonate < 15 mmol/L (severe if pH < 7.1); potassium may be high at first though total body potassium is low.':
        "pH < 7.3 ou bicarbonates < 15 mmol/L (sévère si pH < 7.1) ; le potassium peut être élevé au début bien que le potassium total de l'organisme soit bas.",
      'pH < 7.3, bicarbonate < 15 mmol/L, raised anion and osmolal gaps.':
        'pH < 7.3, bicarbonates < 15 mmol/L, trous anionique et osmolaire élevés.',
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
      'Pneumonia, urinary infection, abscess or meningitis.':
        'Pneumonie, infection urinaire, abcès ou méningite.',
      'Pneumonic plague.': 'Peste pulmonaire.',
      'Pneumonitis appears within 6 hours.': 'La pneumopathie apparaît dans les 6 heures.',
      'Poliovirus isolated (wild or vaccine-derived) or negative.':
        'Poliovirus isolé (sauvage ou dérivé du vaccin) ou négatif.',
      'Positive culture; abnormal white cells.': 'Culture positive ; globules blancs anormaux.',
      'Positive in about a quarter of TB patients in Kenya.':
        'Positif chez environ un quart des patients tuberculeux au Kenya.',
      'Positive in most duodenal ulcers.': 'Positif dans la plupart des ulcères duodénaux.',
      'Positive in some cases.': 'Positif dans certains cas.',
      'Positive PCR.': 'PCR positive.',
      'Positive RDT; asexual parasites, often high density.':
        'TDR positif ; parasites asexués, souvent à forte densité.',
      'Positive reaction to nickel, chromate, fragrance or hair dye.':
        'Réaction positive au nickel, au chromate, aux parfums ou à la teinture capillaire.',
      'Positive syphilis test in syphilitic chancre.':
        'Test de syphilis positif dans le chancre syphilitique.',
      'Positive.': 'Positif.',
      'Praevia versus abruption.': 'Placenta prævia ou hématome rétroplacentaire.',
      'Pre-eclampsia is more common.': 'La pré-éclampsie est plus fréquente.',
      'Pre-eclampsia needs magnesium sulfate and delivery planning.':
        "La pré-éclampsie demande du sulfate de magnésium et une planification de l'accouchement.",
      'Pre-eclampsia underlies many abruptions.':
        "La pré-éclampsie est à l'origine de nombreux hématomes rétroplacentaires.",
      'Pre-eclampsia: BP >= 140/90 after 20 weeks with proteinuria (>= 2+ dipstick) or organ dysfunction.':
        "Pré-éclampsie : PA >= 140/90 après 20 semaines avec protéinurie (>= 2+ à la bandelette) ou atteinte d'organe.",
      'Pre-emptive treatment prevents cryptococcal meningitis.':
        'Le traitement préemptif prévient la méningite cryptococcique.',
      'Prostate size and cancer.': 'Taille de la prostate et cancer.',
      'Proteinuria with hypertension.': 'Protéinurie avec hypertension.',
      'Proteinuria, raised creatinine or left ventricular hypertrophy in long-standing disease.':
        'Protéinurie, créatinine élevée ou hypertrophie ventriculaire gauche dans une maladie ancienne.',
      'PSA above the age-specific range; hard irregular gland.':
        "PSA au-dessus des normes pour l'âge ; glande dure et irrégulière.",
      'Pulse > 100, systolic falling.': 'Pouls > 100, systolique en baisse.',
      'Punched-out erosions with overhanging edges.': "Érosions à l'emporte-pièce avec bords surplombants.",
      'Punctate or sclerosing keratitis in advanced disease.':
        'Kératite ponctuée ou sclérosante dans la maladie avancée.',
      'Purulent discharge, facial tenderness.': 'Écoulement purulent, douleur faciale à la palpation.',
      'Purulent fluid, > 50,000 white cells/microlitre; Gram-positive cocci.':
        'Liquide purulent, > 50 000 globules blancs/microlitre ; cocci à Gram positif.',
      'Pus cells and red cells support bacillary dysentery; trophozoites point to amoebiasis.':
        'Leucocytes et hématies orientent vers une dysenterie bacillaire ; des trophozoïtes orientent vers une amibiase.',
      'Pus, redness, swelling, foul smell.': 'Pus, rougeur, gonflement, mauvaise odeur.',
      'Pyelonephritis is an alternative source.': 'La pyélonéphrite est une autre source possible.',
      'Pyuria, nitrite positive; E. coli most common.':
        'Pyurie, nitrites positifs ; E. coli le plus fréquent.',
      'Radio-opaque objects, coins in the oesophagus, air trapping from an inhaled nut.':
        "Objets radio-opaques, pièces de monnaie dans l'œsophage, piégeage aérien dû à une cacahuète inhalée.",
      'Raised ASO, raised CRP/ESR, first-degree heart block.':
        'ASLO élevées, CRP/VS élevées, bloc auriculo-ventriculaire du premier degré.',
      'Raised creatinine and bilirubin with modest ALT rise; low platelets; proteinuria.':
        'Créatinine et bilirubine élevées avec hausse modérée des ALAT ; plaquettes basses ; protéinurie.',
      'Raised creatinine in chronic retention.': 'Créatinine élevée en cas de rétention chronique.',
      'Raised creatinine, proteinuria or haematuria, LVH or ischaemia on ECG.':
        "Créatinine élevée, protéinurie ou hématurie, HVG ou ischémie à l'ECG.",
      'Raised CSF white cells in meningitis.': 'Globules blancs du LCR élevés dans la méningite.',
      'Raised D-dimer (not specific: raised in pregnancy, infection, cancer).':
        "D-dimères élevés (non spécifiques : élevés pendant la grossesse, l'infection, le cancer).",
      'Raised glucose or a positive HIV test.': 'Glycémie élevée ou test VIH positif.',
      'Raised HbA1c.': 'HbA1c élevée.',
      'Raised PSA or a hard nodular gland needs referral.':
        'Un PSA élevé ou une glande dure et nodulaire demandent un transfert.',
      'Raised tryptase.': 'Tryptase élevée.',
      'Raised TSH with low free T4 confirms primary hypothyroidism.':
        'Une TSH élevée avec une T4 libre basse confirme une hypothyroïdie primaire.',
      'Raised urea and haematocrit predict severity; raised bilirubin and ALT suggest gallstones.':
        'Une urée et un hématocrite élevés prédisent la sévérité ; une bilirubine et des ALAT élevées évoquent des calculs.',
      'Raised urea, low potassium; leucocytosis in strangulation.':
        "Urée élevée, potassium bas ; hyperleucocytose en cas d'étranglement.",
      'Raised white cell count with neutrophilia; negative pregnancy test.':
        'Globules blancs élevés avec polynucléose neutrophile ; test de grossesse négatif.',
      'Raised white cells and CRP.': 'Globules blancs et CRP élevés.',
      'Raised white cells, mildly raised liver enzymes.':
        'Globules blancs élevés, enzymes hépatiques légèrement élevées.',
      'Random glucose >= 11.1 mmol/L with symptoms; ketones may be present.':
        'Glycémie au hasard >= 11.1 mmol/L avec symptômes ; des cétones peuvent être présentes.',
      'Rapid diagnosis in advanced HIV disease.': 'Diagnostic rapide dans la maladie à VIH avancée.',
      'Rapid rule-in/out where LP is delayed.': 'Confirmation ou exclusion rapide quand la PL est retardée.',
      'Rapid test for screening (antenatal, STI clinics); RPR titre shows activity and response.':
        "Test rapide pour le dépistage (prénatal, consultations IST) ; le titre RPR montre l'activité et la réponse.",
      'RBT positive, SAT >= 1:160.': 'RBT positif, SAT >= 1:160.',
      'RDT negative; raised creatinine, CK and transaminases.':
        'TDR négatif ; créatinine, CK et transaminases élevées.',
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
      'Retained products in the uterine cavity.': 'Débris dans la cavité utérine.',
      'Retained products, or intrauterine viable pregnancy in threatened abortion.':
        "Débris retenus, ou grossesse intra-utérine évolutive dans la menace d'avortement.",
      'Retained tissue needs evacuation.': 'Des débris retenus doivent être évacués.',
      'Rheumatic mitral stenosis, cardiomyopathy, left atrial size.':
        "Rétrécissement mitral rhumatismal, cardiomyopathie, taille de l'oreillette gauche.",
      'Rhythm, congestion, kidney function before ACE inhibitors, causes.':
        'Rythme, congestion, fonction rénale avant les IEC, causes.',
      'Rise and fall of troponin confirms myocardial infarction.':
        "La hausse puis la baisse de la troponine confirment l'infarctus du myocarde.",
      'Risk factors, bleeding risk before anticoagulation, heart failure.':
        "Facteurs de risque, risque hémorragique avant l'anticoagulation, insuffisance cardiaque.",
      'Routine X-ray does not help uncomplicated asthma.':
        "La radiographie systématique n'aide pas dans l'asthme non compliqué.",
    },
  },
];
