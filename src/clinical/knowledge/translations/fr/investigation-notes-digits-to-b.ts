import type { TranslationGroup } from '../types';

/** frenchInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with digits to b. */
export const frenchInvestigationNotesDigitsToB: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '< 2.5 mmol/L needs glucose.': '< 2.5 mmol/L demande du glucose.',
      '< 36.5 °C.': '< 36.5 °C.',
      '< 50 copies/mL on effective ART.': '< 50 copies/mL sous TAR efficace.',
      '< 90% needs oxygen and urgent removal.': "< 90% demande de l'oxygène et une extraction urgente.",
      '≥ 2.5 mmol/L.': '≥ 2.5 mmol/L.',
      '≥ 3 mmol/L.': '≥ 3 mmol/L.',
      '≥ 500 mL within 24 hours of birth.': '≥ 500 mL dans les 24 heures suivant la naissance.',
      'A clear response suggests asthma rather than bronchiolitis.':
        "Une réponse nette oriente vers un asthme plutôt qu'une bronchiolite.",
      'A clinical diagnosis; tests only when pneumonia or TB is suspected.':
        'Un diagnostic clinique ; examens seulement si une pneumonie ou une tuberculose est suspectée.',
      'A fall of > 2 g/dL from baseline suggests sequestration, aplastic crisis or haemolysis.':
        'Une baisse de > 2 g/dL par rapport à la valeur de base évoque une séquestration, une crise aplasique ou une hémolyse.',
      'A high anion gap metabolic acidosis after drinking points to methanol.':
        'Une acidose métabolique à trou anionique élevé après consommation oriente vers le méthanol.',
      'A negative D-dimer with a low probability excludes DVT and PE.':
        'Des D-dimères négatifs avec une probabilité faible excluent une TVP et une EP.',
      'A positive smear means multibacillary leprosy.': 'Un frottis positif signe une lèpre multibacillaire.',
      'A red, bulging or perforated drum confirms AOM.': "Un tympan rouge, bombé ou perforé confirme l'OMA.",
      'ABO/Rh incompatibility or G6PD deficiency in haemolytic jaundice.':
        "Incompatibilité ABO/Rh ou déficit en G6PD dans l'ictère hémolytique.",
      'Above the phototherapy line for age and risk.':
        "Au-dessus de la courbe de photothérapie pour l'âge et le risque.",
      'Abscess needs drainage; spreading margin shows response.':
        "Un abcès doit être drainé ; l'évolution de la limite montre la réponse.",
      'Acid-fast bacilli.': 'Bacilles acido-alcoolo-résistants.',
      'Acute kidney injury, jaundice and acidosis define severity in adults.':
        "L'insuffisance rénale aiguë, l'ictère et l'acidose définissent la gravité chez l'adulte.",
      'Acute skin or mucosal involvement with respiratory compromise or low BP, or low BP after a known allergen.':
        'Atteinte cutanée ou muqueuse aiguë avec atteinte respiratoire ou PA basse, ou PA basse après un allergène connu.',
      'Acute urticaria is a clinical diagnosis.': "L'urticaire aiguë est un diagnostic clinique.",
      'Adenocarcinoma (Gleason/ISUP grade); sclerotic bone metastases.':
        'Adénocarcinome (grade Gleason/ISUP) ; métastases osseuses condensantes.',
      'Albumin < 25 g/L; cholesterol raised.': 'Albumine < 25 g/L ; cholestérol élevé.',
      'Albuminocytological dissociation; demyelinating or axonal neuropathy.':
        'Dissociation albuminocytologique ; neuropathie démyélinisante ou axonale.',
      'Albuminuria, reduced eGFR, retinopathy or neuropathy in long-standing disease.':
        'Albuminurie, DFGe réduit, rétinopathie ou neuropathie dans une maladie ancienne.',
      'All people with presumptive TB should know their HIV status.':
        'Toute personne présumée tuberculeuse doit connaître son statut VIH.',
      'ALP raised, phosphate low, calcium low or normal, 25-OH D < 30 nmol/L.':
        'PAL élevées, phosphate bas, calcium bas ou normal, 25-OH D < 30 nmol/L.',
      'ALT often above 10 times the upper limit in acute viral hepatitis; raised INR means severe disease.':
        "ALAT souvent au-dessus de 10 fois la limite supérieure dans l'hépatite virale aiguë ; un INR élevé signe une forme grave.",
      'Alvarado >= 7 or high AIR score: high probability.':
        'Alvarado >= 7 ou score AIR élevé : probabilité forte.',
      'Amastigotes seen.': 'Amastigotes visibles.',
      'Amphotericin B toxicity monitoring.': "Surveillance de la toxicité de l'amphotéricine B.",
      'Anaemia and dyslipidaemia; dose needs rise in pregnancy.':
        'Anémie et dyslipidémie ; les besoins en dose augmentent pendant la grossesse.',
      'Anaemia and kidney disease worsen heart failure; electrolytes guide diuretics and ACE inhibitors; a normal BNP makes HF unlikely.':
        "L'anémie et la maladie rénale aggravent l'insuffisance cardiaque ; les électrolytes guident les diurétiques et les IEC ; un BNP normal rend l'IC peu probable.",
      'Anaemia from bleeding, hydronephrosis (stage IIIB), HIV care.':
        'Anémie due au saignement, hydronéphrose (stade IIIB), prise en charge du VIH.',
      'Anaemia suggests bleeding; endoscopy excludes cancer.':
        "Une anémie évoque un saignement ; l'endoscopie exclut un cancer.",
      'Anaemia, hypothyroidism, HIV and chronic disease present with fatigue and low mood.':
        "L'anémie, l'hypothyroïdie, le VIH et les maladies chroniques se présentent avec fatigue et humeur basse.",
      'Anaemia, leucopenia, thrombocytopenia.': 'Anémie, leucopénie, thrombopénie.',
      'Anaemia; hydronephrosis in advanced disease.': 'Anémie ; hydronéphrose dans la forme avancée.',
      'Antigen positive; Wuchereria bancrofti microfilariae at night.':
        'Antigène positif ; microfilaires de Wuchereria bancrofti la nuit.',
      'Apnoea or low SpO2 needs ventilation support.':
        'Des apnées ou une SpO2 basse demandent un soutien ventilatoire.',
      'APRI > 0.5 or HBV DNA > 2000 IU/mL with raised ALT favours treatment.':
        'APRI > 0.5 ou ADN du VHB > 2000 UI/mL avec ALAT élevées plaide pour le traitement.',
      'Area and depth (superficial, partial, full thickness).':
        'Surface et profondeur (superficielle, intermédiaire, profonde).',
      'Arrhythmia (atrial fibrillation), ischaemia, LVH; cardiomegaly and pulmonary congestion.':
        'Arythmie (fibrillation atriale), ischémie, HVG ; cardiomégalie et congestion pulmonaire.',
      'Ascites, liver texture, portal hypertension, liver cancer; peritonitis.':
        'Ascite, texture du foie, hypertension portale, cancer du foie ; péritonite.',
      'ASO raised, C3 low, creatinine normal or raised.':
        'ASLO élevées, C3 bas, créatinine normale ou élevée.',
      'Aspiration or pulmonary oedema.': 'Inhalation ou œdème pulmonaire.',
      'Aspiration pneumonitis.': "Pneumopathie d'inhalation.",
      'Associated conditions.': 'Affections associées.',
      'At 3 months after ART start, then per national schedule.':
        'À 3 mois après le début du TAR, puis selon le calendrier national.',
      'Atrial fibrillation and rheumatic heart disease cause embolic stroke; HIV and syphilis cause stroke in young adults.':
        'La fibrillation atriale et la cardiopathie rhumatismale provoquent des AVC emboliques ; le VIH et la syphilis provoquent des AVC chez le jeune adulte.',
      'Atrial fibrillation, dyslipidaemia, positive HIV or syphilis test.':
        'Fibrillation atriale, dyslipidémie, test VIH ou syphilis positif.',
      'AUDIT ≥ 20, raised GGT and MCV.': 'AUDIT ≥ 20, GGT et VGM élevés.',
      'B. pertussis DNA detected in the first 3 weeks of cough.':
        'ADN de B. pertussis détecté pendant les 3 premières semaines de toux.',
      'Bacillus anthracis in systemic disease.': 'Bacillus anthracis dans la forme systémique.',
      'Basal infiltrates.': 'Infiltrats des bases.',
      'Baseline complications and cardiovascular risk; metformin dose depends on eGFR.':
        'Bilan initial des complications et du risque cardiovasculaire ; la dose de metformine dépend du DFGe.',
      'Baseline control and associated autoimmune disease.':
        'Équilibre initial et maladies auto-immunes associées.',
      'Baseline for agranulocytosis.': "Bilan initial avant le risque d'agranulocytose.",
      'Baseline for metabolic side effects.': 'Bilan initial des effets indésirables métaboliques.',
      'Baseline for tenofovir-based ART and co-infections.':
        'Bilan initial avant un TAR à base de ténofovir et recherche de co-infections.',
      'Baseline values.': 'Valeurs de référence.',
      'Baseline values; level 0.6 to 1.0 mmol/L on treatment.':
        'Valeurs de référence ; taux de 0.6 à 1.0 mmol/L sous traitement.',
      'Bell palsy is a diagnosis of exclusion; forehead sparing suggests a central cause.':
        "La paralysie de Bell est un diagnostic d'exclusion ; un front épargné évoque une cause centrale.",
      'Below diabetes thresholds.': 'Sous les seuils du diabète.',
      'Bilateral infiltrates.': 'Infiltrats bilatéraux.',
      'Bilateral interstitial infiltrates; may be normal early.':
        'Infiltrats interstitiels bilatéraux ; peut être normale au début.',
      'Bilateral perihilar ground-glass infiltrates.': 'Infiltrats péri-hilaires bilatéraux en verre dépoli.',
      'Bleeding in the chest, abdomen or pelvis.': "Saignement dans le thorax, l'abdomen ou le bassin.",
      'Bleeding or fracture when any red flag.': "Saignement ou fracture devant tout signe d'alerte.",
      'Bleeding risk and dosing.': 'Risque hémorragique et posologie.',
      'Blood 2-3+, protein 1-2+, red cell casts.': 'Sang 2-3+, protéines 1-2+, cylindres hématiques.',
      'Blood and protein.': 'Sang et protéines.',
      'Blood in urine supports a stone; infection and pregnancy change management.':
        'Du sang dans les urines appuie un calcul ; une infection ou une grossesse modifient la prise en charge.',
      'Blood loss.': 'Pertes sanguines.',
      'Blood not clotted at 20 minutes: coagulopathy, antivenom indicated.':
        'Sang non coagulé à 20 minutes : coagulopathie, sérum antivenimeux indiqué.',
      'Bony enlargement, crepitus, reduced range of movement.':
        'Hypertrophie osseuse, crépitation, amplitude articulaire réduite.',
      'BP >= 180/120 mmHg with papilloedema, retinal haemorrhages or neurological signs.':
        'PA >= 180/120 mmHg avec œdème papillaire, hémorragies rétiniennes ou signes neurologiques.',
      'Branching fungal hyphae on KOH preparation.': "Filaments mycéliens ramifiés à l'examen direct au KOH.",
      'Brucella species.': 'Espèces de Brucella.',
      'Burrows and itchy papules in typical sites with itching household members are enough to treat.':
        'Des sillons et des papules prurigineuses aux sites typiques, avec des membres du foyer qui se grattent, suffisent pour traiter.',
      'Burrows in the finger webs (scabies).': 'Sillons dans les espaces interdigitaux (gale).',
    },
  },
];
