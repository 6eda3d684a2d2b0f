import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with s to y. */
export const frenchInvestigationNotesSToY: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'S. aureus including MRSA.': 'S. aureus, SARM compris.',
      'S. aureus or Gram-negatives.': 'S. aureus ou bacilles à Gram négatif.',
      'S. aureus or S. pyogenes.': 'S. aureus ou S. pyogenes.',
      'S. aureus or streptococci.': 'S. aureus ou streptocoques.',
      'Salmonella Typhi or Paratyphi grown in about 60% of cases.':
        'Salmonella Typhi ou Paratyphi isolée dans environ 60% des cas.',
      'SAM: MUAC < 115 mm, WHZ < -3, or bilateral pitting oedema (children 6-59 months); the appetite test decides inpatient or outpatient care.':
        "MAS : PB < 115 mm, P/T < -3 z, ou œdèmes bilatéraux prenant le godet (enfants de 6-59 mois) ; le test de l'appétit décide de la prise en charge hospitalière ou ambulatoire.",
      'Score 3-4.': 'Score 3-4.',
      'Second stage: > 5 white cells/microlitre or trypanosomes in CSF.':
        'Deuxième stade : > 5 globules blancs/microlitre ou trypanosomes dans le LCR.',
      'Selects patients who benefit from antibiotics.':
        "Sélectionne les patients qui bénéficient d'antibiotiques.",
      'Separates haemorrhage from infarction before aspirin or thrombolysis.':
        "Distingue l'hémorragie de l'infarctus avant l'aspirine ou la thrombolyse.",
      'Sepsis workup.': 'Bilan de sepsis.',
      'Septicaemia and the differential diagnosis (malaria, typhoid).':
        'Septicémie et diagnostic différentiel (paludisme, typhoïde).',
      'Sets fluid volume and referral.': 'Fixe le volume de liquides et le transfert.',
      'Severe anaemia needs transfusion.': "L'anémie sévère demande une transfusion.",
      'Severe malaria, sepsis, kidney failure (slower drug clearance) and alcohol cause or prolong hypoglycaemia.':
        "Le paludisme grave, le sepsis, l'insuffisance rénale (élimination plus lente des médicaments) et l'alcool provoquent ou prolongent l'hypoglycémie.",
      'Severity (Child-Pugh, MELD), kidney function before diuretics.':
        'Sévérité (Child-Pugh, MELD), fonction rénale avant les diurétiques.',
      'Severity and dehydration.': 'Sévérité et déshydratation.',
      'Severity and deterioration.': 'Sévérité et aggravation.',
      'Severity and kidney function.': 'Sévérité et fonction rénale.',
      'Severity and supportive care.': 'Sévérité et soins de soutien.',
      'Severity guides diazepam; fever or confusion needs a search for infection.':
        'La sévérité guide le diazépam ; une fièvre ou une confusion imposent de rechercher une infection.',
      'Severity, organ failure and cause.': "Sévérité, défaillance d'organe et cause.",
      'Shigella resistance to ciprofloxacin is rising.':
        'La résistance des Shigella à la ciprofloxacine augmente.',
      'Shigella species.': 'Espèces de Shigella.',
      'Shingles in a young adult is a WHO stage 2 condition and often the first sign of HIV.':
        "Le zona chez le jeune adulte est une affection de stade 2 de l'OMS et souvent le premier signe du VIH.",
      'Shock and fetal distress decide how fast delivery must be.':
        "Le choc et la souffrance fœtale décident de la rapidité de l'accouchement.",
      'Shock index ≥ 1 or systolic < 90 means massive loss.':
        'Un index de choc ≥ 1 ou une systolique < 90 signent une perte massive.',
      'Shock: pulse > 100 (adult), systolic < 90, cold peripheries.':
        'Choc : pouls > 100 (adulte), systolique < 90, extrémités froides.',
      'Silent hypoxaemia defines severe disease.': 'Une hypoxémie silencieuse définit la forme sévère.',
      'Simple bedside test for venom-induced coagulopathy (carpet viper, puff adder, boomslang).':
        'Test simple au lit du patient de la coagulopathie induite par le venin (échide, vipère heurtante, boomslang).',
      'Single hypoechoic lesion, usually in the right lobe.':
        'Lésion hypoéchogène unique, habituellement dans le lobe droit.',
      'Small babies become hypoglycaemic.': 'Les petits bébés deviennent hypoglycémiques.',
      'Small echogenic kidneys in advanced CKD.': 'Petits reins hyperéchogènes dans la MRC avancée.',
      'Small kidneys suggest chronic disease; obstruction or polycystic kidneys are other causes.':
        "De petits reins évoquent une maladie chronique ; une obstruction ou une polykystose sont d'autres causes.",
      'Small nodular liver, splenomegaly, ascites; ascitic neutrophils > 250/mm3 in SBP.':
        "Foie petit et nodulaire, splénomégalie, ascite ; neutrophiles dans l'ascite > 250/mm3 en cas d'ISLA.",
      'Smooth, enlarged, rubbery gland in benign enlargement.':
        "Glande lisse, augmentée de volume, élastique dans l'hypertrophie bénigne.",
      'Solid irregular mass; invasive carcinoma with ER, PR and HER2 status.':
        'Masse solide irrégulière ; carcinome invasif avec statut RE, RP et HER2.',
      'Some or severe dehydration.': 'Déshydratation modérée ou sévère.',
      'Source control and HIV status change management.':
        'Le contrôle de la source et le statut VIH modifient la prise en charge.',
      'Spinal TB, myeloma, metastases and infection.':
        'Tuberculose vertébrale, myélome, métastases et infection.',
      'Spindle cells; nodular lung infiltrates in pulmonary KS.':
        'Cellules fusiformes ; infiltrats pulmonaires nodulaires dans le SK pulmonaire.',
      'SpO2 < 90% is severe pneumonia requiring oxygen.':
        "Une SpO2 < 90 % signe une pneumonie grave nécessitant de l'oxygène.",
      'SpO2 < 90%; raised PaCO2 with acidosis in respiratory failure.':
        "SpO2 < 90 % ; PaCO2 élevée avec acidose en cas d'insuffisance respiratoire.",
      'SpO2 < 90-94%, falls on walking.': 'SpO2 < 90-94%, baisse à la marche.',
      'SpO2 < 94% means lung injury.': 'Une SpO2 < 94% signe une atteinte pulmonaire.',
      'SpO2 >= 90% in non-severe pneumonia.': 'SpO2 >= 90 % dans la pneumonie non grave.',
      'SpO2 >= 94% in mild disease.': 'SpO2 >= 94% dans la forme légère.',
      'SpO2 >= 94% in non-severe disease.': 'SpO2 >= 94 % dans la forme non grave.',
      'SpO2 >= 94%.': 'SpO2 >= 94 %.',
      'SpO2 often 90-95%; below 90% in severe cases.':
        'SpO2 souvent de 90-95% ; inférieure à 90% dans les formes sévères.',
      'Spreading erythema; fluctuance if abscess.': "Érythème extensif ; fluctuation en cas d'abcès.",
      'ST elevation selects reperfusion; a normal ECG does not exclude ACS.':
        "Le sus-décalage du ST sélectionne la reperfusion ; un ECG normal n'exclut pas un SCA.",
      'ST elevation, ST depression, T-wave inversion or new left bundle branch block.':
        'Sus-décalage du ST, sous-décalage du ST, inversion des ondes T ou nouveau bloc de branche gauche.',
      'ST-T changes, heart block, arrhythmia.': 'Modifications du ST-T, bloc cardiaque, arythmie.',
      'Stage decides the medicine.': 'Le stade décide du médicament.',
      'Staging for spread.': "Bilan d'extension.",
      'Staphylococcus aureus is common.': 'Staphylococcus aureus est fréquent.',
      'Staphylococcus aureus or Streptococcus pyogenes.': 'Staphylococcus aureus ou Streptococcus pyogenes.',
      'STI co-infections.': 'Co-infections par des IST.',
      'Stocking distribution loss of sensation.': 'Perte de sensibilité en chaussette.',
      'Stone size and site, hydronephrosis.': 'Taille et siège du calcul, hydronéphrose.',
      'Stone with hydronephrosis; stones < 6 mm usually pass.':
        "Calcul avec hydronéphrose ; les calculs < 6 mm s'éliminent habituellement.",
      'Stones, thick gallbladder wall, pericholecystic fluid, sonographic Murphy sign.':
        'Calculs, paroi vésiculaire épaissie, liquide périvésiculaire, signe de Murphy échographique.',
      'Stratifies risk and guides imaging and surgical referral.':
        "Stratifie le risque et guide l'imagerie et le transfert chirurgical.",
      'Support needs.': 'Besoins de soutien.',
      'Supports diagnosis when bacteriology is negative.':
        'Appuie le diagnostic quand la bactériologie est négative.',
      'Supports diagnosis; the Widal test is unreliable and should not be used alone.':
        'Appuie le diagnostic ; le test de Widal est peu fiable et ne doit pas être utilisé seul.',
      'Supports the diagnosis retrospectively.': 'Appuie le diagnostic de façon rétrospective.',
      'Supports the diagnosis; not needed when typical symptoms are present in a non-pregnant woman.':
        'Appuie le diagnostic ; inutile quand les symptômes sont typiques chez une femme non enceinte.',
      'Suppressed TSH with raised free T4 or T3.': 'TSH effondrée avec T4 ou T3 libre élevée.',
      'Sustained BP >= 140/90 mmHg.': 'PA durablement >= 140/90 mmHg.',
      'Symptoms improve within 4 to 8 weeks of PPI.': "Les symptômes s'améliorent en 4 à 8 semaines d'IPP.",
      'Systemic spread.': 'Diffusion systémique.',
      'Tachycardia; fetal heart may be absent in major abruption.':
        'Tachycardie ; les bruits du cœur fœtal peuvent être absents dans un hématome rétroplacentaire important.',
      'TB co-infection is common.': 'La co-infection tuberculeuse est fréquente.',
      'TB is the leading cause in the region.': 'La tuberculose est la première cause dans la région.',
      'TB is the leading cause of death in advanced HIV.':
        'La tuberculose est la première cause de décès dans la maladie à VIH avancée.',
      'TB is the main differential of nodes in the region; staging and tumour-lysis risk.':
        "La tuberculose est le principal diagnostic différentiel des adénopathies dans la région ; bilan d'extension et risque de lyse tumorale.",
      'TB mimics pneumonia.': 'La tuberculose imite la pneumonie.',
      'TB: straw-coloured lymphocytic exudate, ADA > 40 U/L. Empyema: pus or pH < 7.2.':
        'Tuberculose : exsudat lymphocytaire jaune citrin, ADA > 40 U/L. Empyème : pus ou pH < 7.2.',
      'Temperature > 40 °C.': 'Température > 40 °C.',
      'Terminal-spined eggs.': 'Œufs à éperon terminal.',
      'Test and treat H. pylori in dyspepsia without alarm features.':
        "Rechercher et traiter H. pylori dans la dyspepsie sans signe d'alarme.",
      'TF: 5 or more follicles on the upper tarsal conjunctiva; TT: a lash touching the eye.':
        "TF : 5 follicules ou plus sur la conjonctive tarsale supérieure ; TT : un cil qui touche l'œil.",
      'The confirmatory test; guides therapy where resistance is common.':
        'Le test de confirmation ; guide le traitement là où la résistance est fréquente.',
      'The diagnosis is clinical; exclude pneumonia and malaria.':
        'Le diagnostic est clinique ; exclure une pneumonie et un paludisme.',
      'The syndromic regimen covers syphilis; HIV risk is high with ulcers.':
        "Le schéma syndromique couvre la syphilis ; le risque de VIH est élevé en cas d'ulcères.",
      'Thrombocytopenia, kidney injury and haemoglobinuria complicate envenoming.':
        "Thrombopénie, atteinte rénale et hémoglobinurie compliquent l'envenimation.",
      'Thrombocytopenia, raised ALT/AST, deranged clotting.':
        'Thrombopénie, ALAT/ASAT élevées, troubles de la coagulation.',
      'Thrush after the newborn period without antibiotics or inhaled steroids suggests HIV; oesophageal candidiasis is WHO stage 4.':
        "Un muguet après la période néonatale sans antibiotiques ni corticoïdes inhalés évoque le VIH ; la candidose œsophagienne est un stade 4 de l'OMS.",
      'Timing of delivery depends on gestation and fetal condition.':
        "Le moment de l'accouchement dépend du terme et de l'état du fœtus.",
      'Toxigenic Corynebacterium diphtheriae.': 'Corynebacterium diphtheriae toxinogène.',
      'Transfusion and coagulopathy (abruption causes DIC).':
        "Transfusion et coagulopathie (l'hématome rétroplacentaire provoque une CIVD).",
      'Transfusion need.': 'Besoin transfusionnel.',
      'Transfusion planning; anti-D for Rh-negative women.':
        'Planification de la transfusion ; anti-D chez les femmes Rh négatif.',
      'Transfusion.': 'Transfusion.',
      'Treat malaria empirically if positive while VHF testing proceeds.':
        'Traiter le paludisme de façon empirique si le test est positif pendant que les tests de FHV sont en cours.',
      'Treat the mother and partner.': 'Traiter la mère et le partenaire.',
      'Treatable causes.': 'Causes curables.',
      'Treatable causes: hepatitis B and C.': 'Causes curables : hépatites B et C.',
      'Treatment in pregnancy differs; STI co-infection.':
        'Le traitement diffère pendant la grossesse ; co-infection par une IST.',
      'Treatment must not wait for laboratory results.':
        'Le traitement ne doit pas attendre les résultats de laboratoire.',
      'Treatment nomogram and liver injury.': 'Nomogramme de traitement et atteinte hépatique.',
      'Treponemal test positive, RPR reactive.': 'Test tréponémique positif, RPR réactif.',
      'Triggers and dosing.': 'Facteurs déclenchants et posologie.',
      'Triple assessment confirms cancer and guides treatment.':
        'La triple évaluation confirme le cancer et oriente le traitement.',
      'Trismus, risus sardonicus, spasms with clear consciousness.':
        'Trismus, rire sardonique, spasmes avec conscience claire.',
      'Troponin above the 99th percentile with a rising pattern.':
        'Troponine au-dessus du 99e percentile avec une cinétique ascendante.',
      'Trypanosomes in blood (rhodesiense) or node aspirate (gambiense).':
        'Trypanosomes dans le sang (rhodesiense) ou dans le suc ganglionnaire (gambiense).',
      'TSH above the reference range; low or low-normal free T4.':
        'TSH au-dessus des normes ; T4 libre basse ou normale basse.',
      'Tuberculous pericarditis is the commonest cause in the region.':
        'La péricardite tuberculeuse est la cause la plus fréquente dans la région.',
      'Tubo-ovarian abscess.': 'Abcès tubo-ovarien.',
      'Turbid CSF, neutrophil pleocytosis, low glucose, high protein; Gram-negative or Gram-positive diplococci.':
        'LCR trouble, pléiocytose à neutrophiles, glucose bas, protéines élevées ; diplocoques à Gram négatif ou à Gram positif.',
      'Twins or molar pregnancy in some.': 'Jumeaux ou grossesse molaire chez certaines.',
      'Typical heartburn and regurgitation without alarm features need no test.':
        "Un pyrosis et des régurgitations typiques sans signe d'alarme ne demandent pas d'examen.",
      'Typical history with normal examination needs no tests.':
        "Une histoire typique avec un examen normal ne demande pas d'examens.",
      'Typical history with triggers is enough to treat.':
        'Une histoire typique avec facteurs déclenchants suffit pour traiter.',
      'Undiagnosed diabetes predisposes to skin infection.':
        'Un diabète non diagnostiqué prédispose aux infections cutanées.',
      'Upper-lobe infiltrates, cavities, or miliary pattern.':
        'Infiltrats des lobes supérieurs, cavernes ou aspect miliaire.',
      'Urea > 7 mmol/L is a CURB-65 criterion.': 'Urée > 7 mmol/L est un critère du CURB-65.',
      'Uric acid > 0.36 mmol/L (6 mg/dL).': 'Uricémie > 0.36 mmol/L (6 mg/dL).',
      'Uric acid can be normal during a flare; kidney function guides drug choice.':
        "L'uricémie peut être normale pendant une crise ; la fonction rénale guide le choix du médicament.",
      'Urine ≥ 1 mL/kg/h (child), ≥ 0.5 mL/kg/h (adult).':
        'Diurèse ≥ 1 mL/kg/h (enfant), ≥ 0.5 mL/kg/h (adulte).',
      'Usually normal in primary psychosis.': 'Habituellement normal dans la psychose primaire.',
      'Usually normal.': 'Habituellement normal.',
      'Variable.': 'Variable.',
      'Vertebral collapse or disc-space destruction in spinal TB.':
        'Tassement vertébral ou destruction discale dans la tuberculose vertébrale.',
      'Vesicles on a red base, papules and crusts together.':
        'Vésicules sur fond rouge, papules et croûtes en même temps.',
      'Viability, retained products, ectopic.': 'Vitalité, débris retenus, grossesse extra-utérine.',
      'Vibrio cholerae O1 or O139.': 'Vibrio cholerae O1 ou O139.',
      'Visual estimates under-count blood loss; ≥ 500 mL is PPH, ≥ 1000 mL severe.':
        "L'estimation visuelle sous-estime les pertes sanguines ; ≥ 500 mL est une HPP, ≥ 1000 mL une HPP sévère.",
      'Weight < 2.5 kg.': 'Poids < 2.5 kg.',
      'Wheals that come and go within 24 hours.':
        'Papules urticariennes qui apparaissent et disparaissent en moins de 24 heures.',
      'White count raised with lymphocytosis.': 'Globules blancs élevés avec lymphocytose.',
      'White plaques on the oesophageal mucosa.': 'Plaques blanches sur la muqueuse œsophagienne.',
      'WHO 2024 criteria for starting antiviral treatment.':
        "Critères de l'OMS 2024 pour débuter un traitement antiviral.",
      'WHO-recommended initial test: detects TB and rifampicin resistance.':
        "Test initial recommandé par l'OMS : détecte la tuberculose et la résistance à la rifampicine.",
      'Whole one side of the face weak, no other neurology.':
        'Toute une moitié du visage faible, sans autre signe neurologique.',
      'Widespread ST elevation and PR depression in pericarditis; low voltage in effusion.':
        "Sus-décalage du ST diffus et sous-décalage du PR dans la péricardite ; microvoltage dans l'épanchement.",
      'X-ray is not needed for typical cases.': "La radiographie n'est pas nécessaire dans les cas typiques.",
      'X-rays do not change management.': 'Les radiographies ne modifient pas la prise en charge.',
      'Yellow stools, unconjugated bilirubin in physiological jaundice.':
        "Selles jaunes, bilirubine non conjuguée dans l'ictère physiologique.",
    },
  },
];
