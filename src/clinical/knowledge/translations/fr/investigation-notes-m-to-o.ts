import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with m to o. */
export const frenchInvestigationNotesMToO: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Malaria and hypoglycaemia must be excluded; lactate and creatinine grade organ dysfunction.':
        "Le paludisme et l'hypoglycémie doivent être exclus ; les lactates et la créatinine graduent la défaillance d'organe.",
      'Malaria and meningitis are the main alternatives; rhabdomyolysis, kidney and liver injury and DIC complicate.':
        'Le paludisme et la méningite sont les principales alternatives ; rhabdomyolyse, atteinte rénale et hépatique et CIVD compliquent.',
      'Malaria and pneumonia overlap in febrile children.':
        "Le paludisme et la pneumonie se chevauchent chez l'enfant fébrile.",
      'Malaria causes anaemia; Hb < 5 g/dL in a child or < 7 g/dL in an adult makes it severe.':
        "Le paludisme provoque une anémie ; Hb < 5 g/dL chez l'enfant ou < 7 g/dL chez l'adulte le rend grave.",
      'Malaria commonly presents with vomiting and diarrhoea in children.':
        "Le paludisme se présente souvent avec vomissements et diarrhée chez l'enfant.",
      'Malaria is the main alternative cause of fever after birth in endemic areas.':
        "Le paludisme est la principale autre cause de fièvre après l'accouchement en zone d'endémie.",
      'Malaria is the main differential of acute fever.':
        "Le paludisme est le principal diagnostic différentiel d'une fièvre aiguë.",
      'Malaria or hookworm in some.': 'Paludisme ou ankylostome chez certaines.',
      'Malaria, typhoid and leptospirosis also cause fever with jaundice.':
        'Le paludisme, la typhoïde et la leptospirose donnent aussi de la fièvre avec ictère.',
      'Malnutrition worsens outcome and needs vitamin A and feeding support.':
        'La malnutrition aggrave le pronostic et demande de la vitamine A et un soutien nutritionnel.',
      'Many pus cells and red cells; no E. histolytica trophozoites.':
        "Nombreux leucocytes et hématies ; pas de trophozoïtes d'E. histolytica.",
      'Marked lymphocytosis supports the diagnosis; hypoxaemia needs oxygen.':
        "Une lymphocytose marquée appuie le diagnostic ; l'hypoxémie demande de l'oxygène.",
      'Maternal STI.': 'IST maternelle.',
      'Measles IgM positive.': 'IgM de la rougeole positives.',
      'Measures harmful use and dependence; liver damage.':
        "Mesure l'usage nocif et la dépendance ; atteinte hépatique.",
      'Mediastinal or abdominal nodes; raised LDH.':
        'Adénopathies médiastinales ou abdominales ; LDH élevées.',
      'Men, pregnant women, children, recurrence or treatment failure.':
        'Hommes, femmes enceintes, enfants, récidive ou échec du traitement.',
      'Meningitis changes duration to 14-21 days.': 'Une méningite porte la durée à 14-21 jours.',
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
      'Migraine needs no test when the history is typical and examination normal.':
        "La migraine ne demande pas d'examen quand l'histoire est typique et l'examen normal.",
      'Miosis, secretions, bradycardia, fasciculations.': 'Myosis, sécrétions, bradycardie, fasciculations.',
      'Mites, eggs or faecal pellets in a scraping from a burrow.':
        'Acariens, œufs ou déjections dans un grattage de sillon.',
      'Mitral regurgitation, thickened mitral leaflets, mitral stenosis or aortic regurgitation.':
        'Insuffisance mitrale, valves mitrales épaissies, rétrécissement mitral ou insuffisance aortique.',
      'Mitral stenosis or dilated left atrium in many patients in the region.':
        'Rétrécissement mitral ou oreillette gauche dilatée chez de nombreux patients de la région.',
      'Most cases have CD4 < 100 cells/mm3.': 'La plupart des cas ont des CD4 < 100 cellules/mm3.',
      'Most Kaposi sarcoma is HIV-associated; ART is the base of treatment.':
        'La plupart des sarcomes de Kaposi sont associés au VIH ; le TAR est la base du traitement.',
      'MPXV DNA detected (clade I or II).': 'ADN du MPXV détecté (clade I ou II).',
      'MTB detected; rifampicin resistance not detected.':
        'MTB détecté ; résistance à la rifampicine non détectée.',
      'MTB not detected (otherwise treat TB first).':
        "MTB non détecté (sinon traiter d'abord la tuberculose).",
      'MTB not detected.': 'MTB non détecté.',
      'MUAC 115-124 mm or WFH -3 to -2 z, no oedema.': 'PB 115-124 mm ou P/T de -3 à -2 z, sans œdèmes.',
      'MUAC < 115 mm or oedema; a child who eats the RUTF without difficulty can go to outpatient care.':
        "PB < 115 mm ou œdèmes ; un enfant qui mange l'ATPE sans difficulté peut être pris en charge en ambulatoire.",
      'MUAC >= 125 mm in uncomplicated cases.': 'PB >= 125 mm dans les cas non compliqués.',
      'Multiple pregnancy or molar pregnancy cause severe vomiting.':
        'Une grossesse multiple ou molaire provoque des vomissements sévères.',
      'Mumps IgM positive or RNA detected.': 'IgM des oreillons positives ou ARN détecté.',
      'Myocarditis appears in the 2nd week.': 'La myocardite apparaît la 2e semaine.',
      'N. meningitidis, S. pneumoniae or H. influenzae.': 'N. meningitidis, S. pneumoniae ou H. influenzae.',
      'Needle-shaped negatively birefringent crystals; no organisms.':
        'Cristaux en aiguille biréfringents négatifs ; pas de germes.',
      'Negative (a positive test does not exclude meningitis).':
        "Négatif (un test positif n'exclut pas une méningite).",
      'Negative in puerperal sepsis.': 'Négatif dans le sepsis puerpéral.',
      'Negative in pure vaginitis.': 'Négatif dans une vaginite pure.',
      'Negative malaria test in viral hepatitis.': "Test du paludisme négatif dans l'hépatite virale.",
      'Negative malaria test.': 'Test du paludisme négatif.',
      'Negative malaria test; normal or low white count.':
        'Test du paludisme négatif ; nombre de globules blancs normal ou bas.',
      'Negative malaria test; thrombocytopenia.': 'Test du paludisme négatif ; thrombopénie.',
      'Negative or positive.': 'Négatif ou positif.',
      'Negative or trace ketones in uncomplicated type 2 diabetes.':
        "Cétones négatives ou à l'état de traces dans le diabète de type 2 non compliqué.",
      'Negative outside pregnancy.': 'Négatif en dehors de la grossesse.',
      'Negative, or positive without excluding VHF.': 'Négatif, ou positif sans exclure une FHV.',
      'Negative.': 'Négatif.',
      'Negatively birefringent urate crystals confirm gout and exclude septic arthritis.':
        "Des cristaux d'urate biréfringents négatifs confirment la goutte et excluent une arthrite septique.",
      'Nephritic urine.': 'Urines de néphrite.',
      'Nephrotic-range proteinuria defines the syndrome.': 'Une protéinurie néphrotique définit le syndrome.',
      'Neurovascular injury.': 'Lésion vasculo-nerveuse.',
      'Neutrophil leucocytosis.': 'Hyperleucocytose à polynucléaires neutrophiles.',
      'Neutrophil leucocytosis; negative malaria test.':
        'Hyperleucocytose à neutrophiles ; test du paludisme négatif.',
      'New infiltrate on X-ray in acute chest syndrome.':
        'Nouvel infiltrat à la radiographie dans le syndrome thoracique aigu.',
      'Nitrite and/or leucocyte esterase positive.': 'Nitrites et/ou leucocytes estérases positifs.',
      'No abscess in uncomplicated PID.': "Pas d'abcès dans une MIP non compliquée.",
      'No clot at 7 minutes or a soft clot that breaks down.':
        'Pas de caillot à 7 minutes ou caillot mou qui se désagrège.',
      'No free air; left pleural effusion in severe disease.':
        "Pas d'air libre ; épanchement pleural gauche dans la forme sévère.",
      'No fungal elements.': "Pas d'éléments fongiques.",
      'No intrauterine pregnancy with an adnexal mass or free fluid supports ectopic pregnancy.':
        "L'absence de grossesse intra-utérine avec une masse annexielle ou du liquide libre appuie une grossesse extra-utérine.",
      'No laboratory test confirms tetanus.': 'Aucun examen biologique ne confirme le tétanos.',
      'No nitrites or leucocytes.': 'Pas de nitrites ni de leucocytes.',
      'No or some dehydration.': 'Pas de déshydratation ou déshydratation modérée.',
      'No, some or severe dehydration.': 'Pas de déshydratation, déshydratation modérée ou sévère.',
      'Nodular goitre and cancer.': 'Goitre nodulaire et cancer.',
      'Non-compressible appendix > 6 mm, periappendiceal fluid or abscess.':
        'Appendice non compressible > 6 mm, liquide périappendiculaire ou abcès.',
      'Non-compressible femoral or popliteal vein.': 'Veine fémorale ou poplitée incompressible.',
      'Normal at first.': 'Normal au début.',
      'Normal creatinine.': 'Créatinine normale.',
      'Normal creatinine; no leucocytosis in uncomplicated colic.':
        "Créatinine normale ; pas d'hyperleucocytose dans une colique non compliquée.",
      'Normal CSF and electrolytes in epilepsy.': "LCR et électrolytes normaux dans l'épilepsie.",
      'Normal CSF in cerebral malaria.': 'LCR normal dans le neuropaludisme.',
      'Normal early or hypodense area in infarction; hyperdense blood in haemorrhage.':
        "Normal au début ou zone hypodense dans l'infarctus ; sang hyperdense dans l'hémorragie.",
      'Normal examination between attacks.': 'Examen normal entre les crises.',
      'Normal examination, sometimes pericranial muscle tenderness.':
        'Examen normal, parfois sensibilité des muscles péricrâniens.',
      'Normal glucose and negative malaria test in epilepsy.':
        "Glycémie normale et test du paludisme négatif dans l'épilepsie.",
      'Normal glucose in stroke.': "Glycémie normale dans l'AVC.",
      'Normal in migraine.': 'Normal dans la migraine.',
      'Normal in primary depression.': 'Normal dans la dépression primaire.',
      'Normal kidneys.': 'Reins normaux.',
      'Normal neurology; pain on movement.': 'Examen neurologique normal ; douleur à la mobilisation.',
      'Normal neutrophil count.': 'Nombre de neutrophiles normal.',
      'Normal or low white cell count.': 'Nombre de globules blancs normal ou bas.',
      'Normal or low.': 'Normale ou basse.',
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
      'Object seen, or one hyperinflated lung.': 'Objet visible, ou un poumon distendu.',
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
      'Open os with products in incomplete abortion.': "Col ouvert avec débris dans l'avortement incomplet.",
      'Organ damage, not the number alone, defines an emergency; unequal arm BP suggests dissection.':
        "C'est l'atteinte d'organe, pas le chiffre seul, qui définit l'urgence ; une PA inégale aux deux bras évoque une dissection.",
      'Organism when LP is delayed; hypoglycaemia is common in children.':
        "Germe quand la PL est retardée ; l'hypoglycémie est fréquente chez l'enfant.",
      'Other causes of painful swallowing (CMV, herpes, cancer).':
        'Autres causes de déglutition douloureuse (CMV, herpès, cancer).',
      'Oxygen is the main treatment; give it when SpO2 < 90%.':
        "L'oxygène est le traitement principal ; le donner quand la SpO2 < 90%.",
      'Oxygen need.': 'Besoin en oxygène.',
    },
  },
];
