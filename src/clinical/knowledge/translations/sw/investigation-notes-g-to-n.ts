import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with g to n. */
export const swahiliInvestigationNotesGToN: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Gastric or duodenal ulcer, gastritis, or normal (functional dyspepsia).':
        'Kidonda cha tumbo au duodenum, gastritis, au kawaida (dyspepsia ya kiutendaji).',
      'GCS 13-15 minor, 9-12 moderate, ≤ 8 severe.': 'GCS 13-15 ndogo, 9-12 ya wastani, ≤ 8 kali.',
      'Glaucoma is silent until late.': 'Glaucoma haina dalili hadi inapochelewa.',
      'Glucose >= 3 mmol/L.': 'Sukari >= 3 mmol/L.',
      'Glucose or HbA1c above the diagnostic threshold.': 'Sukari au HbA1c juu ya kiwango cha utambuzi.',
      'Gonococcal conjunctivitis threatens sight within days.':
        'Conjunctivitis ya gonococcus huhatarisha uwezo wa kuona ndani ya siku chache.',
      'Grade 0, 1 or 2 disability.': 'Ulemavu wa daraja 0, 1 au 2.',
      'Grades severity and response to treatment.': 'Hupima ukali na mwitikio wa matibabu.',
      'Gram-negative intracellular diplococci (gonorrhoea).':
        'Diplococci za Gram-negative ndani ya seli (kisonono).',
      'Gram-negative intracellular diplococci in gonococcal infection.':
        'Diplococci za Gram-negative ndani ya seli katika maambukizi ya gonococcus.',
      'Haematoma, contusion or depressed fracture.':
        'Damu iliyoganda, mchubuko wa ubongo au kuvunjika kwa fuvu kulikobonyea.',
      'Haematophagous trophozoites confirm invasive amoebiasis; cysts alone do not.':
        'Trophozoites zilizomeza chembe nyekundu huthibitisha amiba inayovamia; vifuko pekee havithibitishi.',
      'Haematuria, proteinuria or raised blood pressure point to nephritis.':
        'Damu kwenye mkojo, protini kwenye mkojo au shinikizo la damu lililopanda huelekeza kwa nephritis.',
      'Haemolysis needs earlier treatment.':
        'Kuvunjika kwa chembe nyekundu kunahitaji matibabu ya mapema zaidi.',
      'Hb < 11 g/dL; < 7 severe.': 'Hb < 11 g/dL; < 7 kali.',
      'Hb below the WHO threshold (e.g. < 12 g/dL non-pregnant women, < 13 men, < 11 pregnancy and children 6-59 months) with low MCV.':
        'Hb chini ya kiwango cha WHO (kwa mfano < 12 g/dL wanawake wasio wajawazito, < 13 wanaume, < 11 ujauzito na watoto wa miezi 6-59) pamoja na MCV ya chini.',
      'HBsAg positive in hepatitis B; anti-HCV positive (confirm with HCV RNA) in hepatitis C.':
        'HBsAg chanya katika homa ya ini B; anti-HCV chanya (thibitisha kwa HCV RNA) katika homa ya ini C.',
      'HBsAg positive in many patients in the region.': 'HBsAg chanya kwa wagonjwa wengi katika ukanda huu.',
      'HBsAg positive; cirrhosis.': 'HBsAg chanya; cirrhosis.',
      'Hearing loss and resistant organisms.': 'Kupoteza uwezo wa kusikia na vijidudu sugu.',
      'Helminth ova.': 'Mayai ya minyoo.',
      'Hepatitis B and C are the causes with specific long-term treatment.':
        'Homa ya ini B na C ndizo sababu zenye matibabu maalum ya muda mrefu.',
      'Herpes: painful vesicles and shallow ulcers; chancroid: painful ragged ulcer with bubo; syphilis: painless indurated chancre.':
        'Herpes: malengelenge yanayouma na vidonda vifupi; chancroid: kidonda kinachouma chenye kingo zisizo sawa pamoja na mtoki; kaswende: kidonda kigumu kisichouma.',
      'Histology confirms and types the lymphoma; exclude TB in the same sample.':
        'Histology huthibitisha na kubaini aina ya lymphoma; ondoa TB katika sampuli hiyo hiyo.',
      'HIV positive in a large share of young adults with shingles in high-prevalence settings.':
        'VVU chanya kwa sehemu kubwa ya vijana wazima wenye mkanda wa jeshi katika maeneo yenye maambukizi mengi.',
      'HIV positive in many TB effusions.': 'VVU chanya katika wengi wenye maji ya TB kwenye utando.',
      'HIV positive, often with low CD4.': 'VVU chanya, mara nyingi pamoja na CD4 ya chini.',
      'HIV-exposed children need PCP consideration.':
        'Watoto walio katika hatari ya VVU wanahitaji kufikiriwa kwa PCP.',
      'Hookworm and blood loss are common causes; malaria and sickle cell cause other anaemias.':
        'Minyoo ya safura na upotevu wa damu ni sababu za kawaida; malaria na selimundu husababisha aina nyingine za upungufu wa damu.',
      'Hookworm causes iron-deficiency anaemia.':
        'Minyoo ya safura husababisha upungufu wa damu wa kukosa chuma.',
      'Hookworm ova in endemic areas.': 'Mayai ya minyoo ya safura katika maeneo yenye ugonjwa.',
      'Hydronephrosis, residual urine, prostate volume.':
        'Figo kuvimba kwa mkojo, mkojo unaobaki, ujazo wa tezi dume.',
      'Hyperinflation; consolidation if pneumonia.':
        'Mapafu kujaa hewa kupita kiasi; kuganda kwa pafu ikiwa ni nimonia.',
      'Hyperinflation; consolidation or pneumothorax if complicated.':
        'Mapafu kujaa hewa kupita kiasi; kuganda kwa pafu au hewa kwenye utando ikiwa kuna matatizo.',
      'Hyperkalaemia, acidosis, anaemia, high phosphate in advanced CKD.':
        'Potasiamu iliyozidi, asidi mwilini, upungufu wa damu, phosphate ya juu katika CKD iliyokomaa.',
      'Hypo- or hypernatraemia, hypokalaemia and kidney injury.':
        'Sodiamu ya chini au ya juu, potasiamu ya chini na figo kuumia.',
      'Hypoglycaemia mimics and worsens brain injury.':
        'Sukari ya chini huiga na huzidisha jeraha la ubongo.',
      'Hypoglycaemia occurs in children, pregnant women and on quinine.':
        'Sukari ya chini hutokea kwa watoto, wajawazito na wanaotumia quinine.',
      'Hypoglycaemia, hypoxia, fever or shock point to the cause.':
        'Sukari ya chini, oksijeni pungufu, homa au mshtuko huelekeza kwa chanzo.',
      'Hypoglycaemia, severe anaemia, malaria, HIV and TB are common and change treatment.':
        'Sukari ya chini, upungufu mkubwa wa damu, malaria, VVU na TB ni za kawaida na hubadilisha matibabu.',
      'Hypokalaemia and acute kidney injury in severe cases.':
        'Upungufu wa potasiamu na figo kuumia ghafla katika hali kali.',
      'Hyponatraemia and hypokalaemia need correcting.':
        'Upungufu wa sodiamu na wa potasiamu unahitaji kurekebishwa.',
      'Hypoxaemia and hypercapnia decide oxygen target and ventilation.':
        'Oksijeni pungufu na kaboni dioksidi iliyozidi huamua lengo la oksijeni na msaada wa kupumua.',
      'Hypoxaemia and RR >= 30 define severity (CURB-65, IMAI).':
        'Oksijeni pungufu na RR >= 30 huonyesha ukali (CURB-65, IMAI).',
      'Identifies advanced HIV disease (CD4 < 200) and need for CrAg screening and prophylaxis.':
        'Hutambua ugonjwa wa VVU uliokomaa (CD4 < 200) na hitaji la uchunguzi wa CrAg na kinga.',
      'Identifies Ascaris, Trichuris and hookworm; not required before mass deworming.':
        'Hutambua Ascaris, Trichuris na minyoo ya safura; hakihitajiki kabla ya kutoa dawa ya minyoo kwa jamii nzima.',
      'Identifies the allergen.': 'Hutambua kitu cha mzio.',
      'Identifies the organism (Staphylococcus aureus, Salmonella in sickle cell disease).':
        'Hutambua kijidudu (Staphylococcus aureus, Salmonella katika ugonjwa wa selimundu).',
      'IgM positive after day 5; MAT titre rise.': 'IgM chanya baada ya siku 5; kiwango cha MAT kupanda.',
      'Imaging is not needed for non-specific low back pain without red flags.':
        'Picha hazihitajiki kwa maumivu ya kiuno yasiyo mahususi bila dalili za hatari.',
      'IMCI classification: fast breathing (>= 50/min at 2-12 months, >= 40/min at 1-5 years) or chest indrawing.':
        'Uainishaji wa IMCI: kupumua haraka (>= 50/min miezi 2-12, >= 40/min miaka 1-5) au kifua kubonyea ndani.',
      'Immediately reversible causes of delirium.': 'Sababu za delirium zinazoweza kurekebishwa mara moja.',
      'Impaired recall and orientation; usually no reversible cause.':
        'Kumbukumbu na kutambua mahali na wakati kumedhoofika; kwa kawaida hakuna sababu inayorekebishika.',
      'Impetigo often complicates itchy skin disease that needs its own treatment.':
        'Impetigo mara nyingi huongeza matatizo kwenye ugonjwa wa ngozi unaowasha unaohitaji matibabu yake.',
      'Infected scabies is a common cause of post-streptococcal glomerulonephritis in Africa.':
        'Upele wenye maambukizi ni chanzo cha kawaida cha glomerulonephritis baada ya streptococcus barani Afrika.',
      'Infection or hyponatraemia in many older patients.':
        'Maambukizi au upungufu wa sodiamu kwa wazee wengi.',
      'Infection, blood.': 'Maambukizi, damu.',
      'Infection, electrolytes and kidney failure.': 'Maambukizi, chumvi za mwili na figo kushindwa.',
      'Inflammation, obstruction of the bile duct, pancreatitis.':
        'Uvimbe, kuziba kwa mrija wa nyongo, uvimbe wa kongosho.',
      'Inflammation; sickle cell disease changes the likely organism.':
        'Uvimbe mwilini; ugonjwa wa selimundu hubadilisha kijidudu kinachowezekana.',
      'Influenza A or B detected.': 'Influenza A au B imegunduliwa.',
      'Intact distal circulation and sensation.': 'Mzunguko wa damu na hisia za sehemu ya mbali ziko sawa.',
      'IOP > 21 mmHg, cupped disc, field loss.': 'IOP > 21 mmHg, diski iliyobonyea, kupoteza eneo la kuona.',
      'Iron deficiency (microcytic) versus folate, sickle cell, HIV.':
        'Upungufu wa chuma (microcytic) dhidi ya folate, selimundu, VVU.',
      'Irregular stricture; squamous cell carcinoma on histology.':
        'Kubana kusiko na umbo sawa; squamous cell carcinoma kwenye histology.',
      'Joint effusion early; periosteal reaction and sequestrum later.':
        'Maji kwenye kiungo mapema; mmenyuko wa utando wa mfupa na kipande cha mfupa kilichokufa baadaye.',
      'Ketonuria; > 5% weight loss.': 'Ketoni kwenye mkojo; kupungua uzito > 5%.',
      'Ketosis suggests insulin deficiency (type 1 or DKA) and changes management.':
        'Ketoni mwilini huashiria upungufu wa insulini (aina ya 1 au DKA) na hubadilisha matibabu.',
      'Kidney function and evidence of recent streptococcal infection; C3 is low and recovers by 8 weeks.':
        'Utendaji wa figo na ushahidi wa maambukizi ya streptococcus ya karibuni; C3 huwa chini na hurudi kawaida ndani ya wiki 8.',
      'Kidney function and infection.': 'Utendaji wa figo na maambukizi.',
      'Large burns.': 'Kuungua kukubwa.',
      'Large Gram-positive bacilli in chains; Bacillus anthracis on culture or PCR.':
        'Bacilli kubwa za Gram-positive kwa mnyororo; Bacillus anthracis kwenye uoteshaji au PCR.',
      'Large Gram-positive rods confirm the case; take swabs before antibiotics where possible.':
        'Vijiti vikubwa vya Gram-positive huthibitisha mgonjwa; chukua sampuli kwa pamba kabla ya antibiotiki inapowezekana.',
      'Lateral-spined eggs.': 'Mayai yenye mwiba pembeni.',
      'Leucocytosis and raised alkaline phosphatase in liver abscess.':
        'Chembe nyeupe nyingi na alkaline phosphatase iliyopanda katika jipu la ini.',
      'Leucocytosis in cholecystitis; raised bilirubin and ALP in duct stones.':
        'Chembe nyeupe nyingi katika uvimbe wa kifuko cha nyongo; bilirubini na ALP zilizopanda katika mawe ya mrija.',
      'Leucopenia or normal white count supports enteric fever; anaemia and low platelets in severe disease.':
        'Chembe nyeupe chache au za kawaida huashiria homa ya matumbo; upungufu wa damu na chembe sahani chache katika ugonjwa mkali.',
      'Leucopenia, thrombocytopenia.': 'Chembe nyeupe chache, chembe sahani chache.',
      'Limited tests only when chronic.': 'Vipimo vichache tu ikiwa ni sugu.',
      'Lithium safety.': 'Usalama wa lithium.',
      'Little or no response in bronchiolitis.': 'Mwitikio mdogo au hakuna katika bronkiolitis.',
      'Liver mass with high AFP in a hepatitis B carrier or cirrhosis suggests HCC.':
        'Uvimbe wa ini pamoja na AFP ya juu kwa mwenye homa ya ini B au cirrhosis huashiria HCC.',
      'Liver or lung metastases in advanced disease.':
        'Saratani iliyoenea kwenye ini au mapafu katika ugonjwa uliokomaa.',
      'Lobar or patchy consolidation.': 'Kuganda kwa pafu zima (lobar) au sehemu sehemu.',
      'Locates the carious or abscessed tooth.': 'Hutambua jino lililooza au lenye jipu.',
      'Looks for organ damage, diabetes and secondary causes; guides drug choice.':
        'Hutafuta uharibifu wa viungo, kisukari na sababu za pili; huongoza uchaguzi wa dawa.',
      'Loss of light touch in the patch.': 'Kupoteza hisia ya mguso mwepesi kwenye baka.',
      'Loss of protective sensation and ulcer risk.': 'Kupoteza hisia za kinga na hatari ya vidonda.',
      'Low albumin, raised bilirubin and INR, low platelets, low sodium.':
        'Albumin ya chini, bilirubini na INR zilizopanda, chembe sahani chache, sodiamu ya chini.',
      'Low albumin; enlarged nodes or liver metastases in advanced disease.':
        'Albumin ya chini; tezi zilizovimba au saratani iliyoenea kwenye ini katika ugonjwa uliokomaa.',
      'Low ferritin confirms iron deficiency; ferritin rises with inflammation.':
        'Ferritin ya chini huthibitisha upungufu wa chuma; ferritin hupanda kukiwa na uvimbe mwilini.',
      'Low glucose, anaemia, positive HIV test in some.':
        'Sukari ya chini, upungufu wa damu, kipimo cha VVU chanya kwa baadhi.',
      'Low haemoglobin, microcytosis.': 'Himoglobini ya chini, chembe nyekundu ndogo.',
      'Low potassium, raised creatinine.': 'Potasiamu ya chini, creatinine iliyopanda.',
      'Low sodium or potassium.': 'Sodiamu au potasiamu ya chini.',
      'LVEF < 45% (< 45% defines PPCM), dilated left ventricle.':
        'LVEF < 45% (< 45% hutambulisha PPCM), ventrikali ya kushoto iliyopanuka.',
      'Lymphoma on histology; starry-sky appearance in Burkitt.':
        'Lymphoma kwenye histology; mwonekano wa anga lenye nyota katika Burkitt.',
      'Malaria and pneumonia overlap in febrile children.':
        'Malaria na nimonia huingiliana kwa watoto wenye homa.',
      'Malaria causes anaemia; Hb < 5 g/dL in a child or < 7 g/dL in an adult makes it severe.':
        'Malaria husababisha upungufu wa damu; Hb < 5 g/dL kwa mtoto au < 7 g/dL kwa mtu mzima huifanya kuwa kali.',
      'Malaria commonly presents with vomiting and diarrhoea in children.':
        'Malaria mara nyingi hujitokeza kwa kutapika na kuharisha kwa watoto.',
      'Malaria is the main differential of acute fever.':
        'Malaria ndiyo uwezekano mkuu mwingine wa homa ya ghafla.',
      'Malaria or hookworm in some.': 'Malaria au minyoo ya safura kwa baadhi.',
      'Malaria, typhoid and leptospirosis also cause fever with jaundice.':
        'Malaria, homa ya matumbo na leptospirosis pia husababisha homa pamoja na manjano.',
      'Malnutrition worsens outcome and needs vitamin A and feeding support.':
        'Utapiamlo huzidisha matokeo mabaya na unahitaji vitamini A na msaada wa ulishaji.',
      'Many pus cells and red cells; no E. histolytica trophozoites.':
        'Chembe nyingi za usaha na chembe nyekundu; hakuna trophozoites za E. histolytica.',
      'Marked lymphocytosis supports the diagnosis; hypoxaemia needs oxygen.':
        'Lymphocyte nyingi sana huunga mkono utambuzi; oksijeni pungufu inahitaji oksijeni.',
      'Measles IgM positive.': 'IgM ya surua chanya.',
      'Measures harmful use and dependence; liver damage.':
        'Hupima matumizi yenye madhara na uraibu; uharibifu wa ini.',
      'Mediastinal or abdominal nodes; raised LDH.': 'Tezi za katikati ya kifua au za tumbo; LDH iliyopanda.',
      'Men, pregnant women, children, recurrence or treatment failure.':
        'Wanaume, wajawazito, watoto, kujirudia au matibabu kushindwa.',
      'Meniscus and blunted costophrenic angle; loculations in empyema.':
        'Mstari wa maji na pembe ya chini ya pafu iliyofifia; vyumba vidogo katika usaha kwenye utando.',
      'Microcytic hypochromic picture in iron deficiency.':
        'Picha ya microcytic hypochromic katika upungufu wa chuma.',
      'Microfilariae emerge from the snips; Ov16 antibodies.':
        'Microfilaria hutoka kwenye vipande vya ngozi; kingamwili za Ov16.',
      'Microfilariae in the anterior chamber, keratitis, chorioretinitis.':
        'Microfilaria katika chumba cha mbele cha jicho, keratitis, chorioretinitis.',
      'Microhaematuria is a proxy for S. haematobium in endemic areas.':
        'Damu kidogo kwenye mkojo ni kiashiria cha S. haematobium katika maeneo yenye ugonjwa.',
      'Microscopic haematuria; no nitrites.':
        'Damu kidogo kwenye mkojo inayoonekana kwa hadubini; hakuna nitrite.',
      'Migraine needs no test when the history is typical and examination normal.':
        'Kipandauso hakihitaji kipimo historia ikiwa ya kawaida na uchunguzi ni wa kawaida.',
      'Mites, eggs or faecal pellets in a scraping from a burrow.':
        'Viroboto vya upele, mayai au kinyesi chao katika sampuli iliyokwanguliwa kutoka kijia.',
      'Mitral regurgitation, thickened mitral leaflets, mitral stenosis or aortic regurgitation.':
        'Kuvuja kwa vali ya mitral, vipande vya vali ya mitral vilivyonenepa, kubana kwa vali ya mitral au kuvuja kwa vali ya aota.',
      'Most Kaposi sarcoma is HIV-associated; ART is the base of treatment.':
        'Kaposi sarcoma nyingi huhusiana na VVU; ART ndiyo msingi wa matibabu.',
      'MPXV DNA detected (clade I or II).': 'MPXV DNA imegunduliwa (clade I au II).',
      'MTB detected; rifampicin resistance not detected.':
        'MTB imegunduliwa; usugu wa rifampicin haukugunduliwa.',
      'MTB not detected (otherwise treat TB first).': 'MTB haikugunduliwa (vinginevyo tibu TB kwanza).',
      'MTB not detected.': 'MTB haikugunduliwa.',
      'MUAC 115-124 mm or WFH -3 to -2 z, no oedema.':
        'MUAC 115-124 mm au WFH -3 hadi -2 z, hakuna uvimbe wa maji.',
      'MUAC < 115 mm or oedema; a child who eats the RUTF without difficulty can go to outpatient care.':
        'MUAC < 115 mm au uvimbe wa maji; mtoto anayekula RUTF bila shida anaweza kupata huduma ya nje.',
      'MUAC >= 125 mm in uncomplicated cases.': 'MUAC >= 125 mm kwa wagonjwa wasio na matatizo.',
      'Multiple pregnancy or molar pregnancy cause severe vomiting.':
        'Mimba ya watoto wengi au mimba zabibu husababisha kutapika sana.',
      'Mumps IgM positive or RNA detected.': 'IgM ya matumbwitumbwi chanya au RNA imegunduliwa.',
      'Needle-shaped negatively birefringent crystals; no organisms.':
        'Fuwele za umbo la sindano zenye negative birefringence; hakuna vijidudu.',
      'Negative in pure vaginitis.': 'Hasi katika maambukizi ya uke pekee.',
      'Negative malaria test in viral hepatitis.': 'Kipimo cha malaria hasi katika homa ya ini ya virusi.',
      'Negative malaria test.': 'Kipimo cha malaria hasi.',
      'Negative malaria test; normal or low white count.':
        'Kipimo cha malaria hasi; chembe nyeupe za kawaida au chache.',
      'Negative malaria test; thrombocytopenia.': 'Kipimo cha malaria hasi; chembe sahani chache.',
      'Negative or positive.': 'Hasi au chanya.',
      'Negative or trace ketones in uncomplicated type 2 diabetes.':
        'Ketoni hasi au kidogo sana katika kisukari aina ya 2 kisicho na matatizo.',
      'Negative.': 'Hasi.',
      'Negatively birefringent urate crystals confirm gout and exclude septic arthritis.':
        'Fuwele za urate zenye negative birefringence huthibitisha gauti na huondoa maambukizi ya kiungo.',
      'Nephritic urine.': 'Mkojo wa nephritis.',
      'Nephrotic-range proteinuria defines the syndrome.':
        'Protini nyingi kwenye mkojo ya kiwango cha nephrotic hutambulisha ugonjwa huu.',
      'Neurovascular injury.': 'Jeraha la mishipa ya damu na neva.',
      'Neutrophil leucocytosis.': 'Ongezeko la chembe nyeupe aina ya neutrofili.',
      'Nitrite and/or leucocyte esterase positive.': 'Nitrite na/au leucocyte esterase chanya.',
      'No abscess in uncomplicated PID.': 'Hakuna jipu katika PID isiyo na matatizo.',
      'No fungal elements.': 'Hakuna vipande vya fangasi.',
      'No or some dehydration.': 'Hakuna upungufu wa maji au upungufu wa wastani.',
      'No, some or severe dehydration.': 'Hakuna upungufu wa maji, upungufu wa wastani au mkubwa.',
      'Nodular goitre and cancer.': 'Goita yenye vinundu na saratani.',
      'Normal at first.': 'Kawaida mwanzoni.',
      'Normal creatinine.': 'Creatinine ya kawaida.',
      'Normal creatinine; no leucocytosis in uncomplicated colic.':
        'Creatinine ya kawaida; hakuna chembe nyeupe nyingi katika maumivu yasiyo na matatizo.',
      'Normal examination between attacks.': 'Uchunguzi wa kawaida kati ya mashambulio.',
      'Normal examination, sometimes pericranial muscle tenderness.':
        'Uchunguzi wa kawaida, wakati mwingine misuli ya kuzunguka kichwa kuuma ikiguswa.',
      'Normal in migraine.': 'Kawaida katika kipandauso.',
      'Normal in primary depression.': 'Kawaida katika msongo wa mawazo wa msingi.',
      'Normal kidneys.': 'Figo za kawaida.',
      'Normal neurology; pain on movement.': 'Mfumo wa neva wa kawaida; maumivu wakati wa kusogea.',
      'Normal neutrophil count.': 'Idadi ya neutrofili ya kawaida.',
      'Normal or low white cell count.': 'Idadi ya chembe nyeupe ya kawaida au ya chini.',
      'Normal or mildly low haemoglobin; platelets often low.':
        'Himoglobini ya kawaida au iliyopungua kidogo; chembe sahani mara nyingi chache.',
      'Normal respiratory rate; negative malaria test.':
        'Kasi ya kupumua ya kawaida; kipimo cha malaria hasi.',
      'Normal results.': 'Matokeo ya kawaida.',
      'Normal vision and a clear cornea separate conjunctivitis from sight-threatening red eyes.':
        'Uwezo wa kuona wa kawaida na konea safi hutofautisha conjunctivitis na macho mekundu yanayohatarisha uwezo wa kuona.',
      'Normal vision, diffuse redness, no corneal staining.':
        'Uwezo wa kuona wa kawaida, wekundu ulioenea, konea haichukui rangi.',
      'Normal.': 'Kawaida.',
      'Normocytic anaemia, raised cholesterol.': 'Upungufu wa damu wa normocytic, kolesteroli iliyopanda.',
      'NT-proBNP > 300 pg/mL in acute HF; hyponatraemia in severe HF.':
        'NT-proBNP > 300 pg/mL katika HF ya ghafla; upungufu wa sodiamu katika HF kali.',
      'Nutrition and staging.': 'Lishe na kubaini hatua.',
    },
  },
];
