import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with m to o. */
export const swahiliInvestigationNotesMToO: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Malaria and hypoglycaemia must be excluded; lactate and creatinine grade organ dysfunction.':
        'Malaria na sukari ya chini lazima ziondolewe; lactate na creatinine hupima viungo kushindwa.',
      'Malaria and meningitis are the main alternatives; rhabdomyolysis, kidney and liver injury and DIC complicate.':
        'Malaria na homa ya uti wa mgongo ndizo uwezekano mkuu mwingine; rhabdomyolysis, figo na ini kuumia na DIC huongeza matatizo.',
      'Malaria and pneumonia overlap in febrile children.':
        'Malaria na nimonia huingiliana kwa watoto wenye homa.',
      'Malaria causes anaemia; Hb < 5 g/dL in a child or < 7 g/dL in an adult makes it severe.':
        'Malaria husababisha upungufu wa damu; Hb < 5 g/dL kwa mtoto au < 7 g/dL kwa mtu mzima huifanya kuwa kali.',
      'Malaria commonly presents with vomiting and diarrhoea in children.':
        'Malaria mara nyingi hujitokeza kwa kutapika na kuharisha kwa watoto.',
      'Malaria is the main alternative cause of fever after birth in endemic areas.':
        'Malaria ndiyo chanzo kikuu kingine cha homa baada ya kujifungua katika maeneo yenye ugonjwa.',
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
      'Maternal STI.': 'Magonjwa ya zinaa ya mama.',
      'Measles IgM positive.': 'IgM ya surua chanya.',
      'Measures harmful use and dependence; liver damage.':
        'Hupima matumizi yenye madhara na uraibu; uharibifu wa ini.',
      'Mediastinal or abdominal nodes; raised LDH.': 'Tezi za katikati ya kifua au za tumbo; LDH iliyopanda.',
      'Men, pregnant women, children, recurrence or treatment failure.':
        'Wanaume, wajawazito, watoto, kujirudia au matibabu kushindwa.',
      'Meningitis changes duration to 14-21 days.': 'Homa ya uti wa mgongo hubadilisha muda kuwa siku 14-21.',
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
      'Miosis, secretions, bradycardia, fasciculations.':
        'Mboni ndogo, majimaji mengi, mapigo ya polepole, misuli kutetemeka.',
      'Mites, eggs or faecal pellets in a scraping from a burrow.':
        'Viroboto vya upele, mayai au kinyesi chao katika sampuli iliyokwanguliwa kutoka kijia.',
      'Mitral regurgitation, thickened mitral leaflets, mitral stenosis or aortic regurgitation.':
        'Kuvuja kwa vali ya mitral, vipande vya vali ya mitral vilivyonenepa, kubana kwa vali ya mitral au kuvuja kwa vali ya aota.',
      'Mitral stenosis or dilated left atrium in many patients in the region.':
        'Kubana kwa vali ya mitral au atriamu ya kushoto iliyopanuka kwa wagonjwa wengi katika ukanda huu.',
      'Most cases have CD4 < 100 cells/mm3.': 'Wagonjwa wengi wana CD4 < 100 cells/mm3.',
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
      'Myocarditis appears in the 2nd week.': 'Uvimbe wa misuli ya moyo hutokea katika wiki ya 2.',
      'N. meningitidis, S. pneumoniae or H. influenzae.': 'N. meningitidis, S. pneumoniae au H. influenzae.',
      'Needle-shaped negatively birefringent crystals; no organisms.':
        'Fuwele za umbo la sindano zenye negative birefringence; hakuna vijidudu.',
      'Negative (a positive test does not exclude meningitis).':
        'Hasi (kipimo chanya hakiondoi homa ya uti wa mgongo).',
      'Negative in puerperal sepsis.': 'Hasi katika sepsis baada ya kujifungua.',
      'Negative in pure vaginitis.': 'Hasi katika maambukizi ya uke pekee.',
      'Negative malaria test in viral hepatitis.': 'Kipimo cha malaria hasi katika homa ya ini ya virusi.',
      'Negative malaria test.': 'Kipimo cha malaria hasi.',
      'Negative malaria test; normal or low white count.':
        'Kipimo cha malaria hasi; chembe nyeupe za kawaida au chache.',
      'Negative malaria test; thrombocytopenia.': 'Kipimo cha malaria hasi; chembe sahani chache.',
      'Negative or positive.': 'Hasi au chanya.',
      'Negative or trace ketones in uncomplicated type 2 diabetes.':
        'Ketoni hasi au kidogo sana katika kisukari aina ya 2 kisicho na matatizo.',
      'Negative outside pregnancy.': 'Hasi nje ya ujauzito.',
      'Negative, or positive without excluding VHF.': 'Hasi, au chanya bila kuondoa VHF.',
      'Negative.': 'Hasi.',
      'Negatively birefringent urate crystals confirm gout and exclude septic arthritis.':
        'Fuwele za urate zenye negative birefringence huthibitisha gauti na huondoa maambukizi ya kiungo.',
      'Nephritic urine.': 'Mkojo wa nephritis.',
      'Nephrotic-range proteinuria defines the syndrome.':
        'Protini nyingi kwenye mkojo ya kiwango cha nephrotic hutambulisha ugonjwa huu.',
      'Neurovascular injury.': 'Jeraha la mishipa ya damu na neva.',
      'Neutrophil leucocytosis.': 'Ongezeko la chembe nyeupe aina ya neutrofili.',
      'Neutrophil leucocytosis; negative malaria test.': 'Ongezeko la neutrofili; kipimo cha malaria hasi.',
      'New infiltrate on X-ray in acute chest syndrome.':
        'Kivuli kipya kwenye X-ray katika acute chest syndrome.',
      'Nitrite and/or leucocyte esterase positive.': 'Nitrite na/au leucocyte esterase chanya.',
      'No abscess in uncomplicated PID.': 'Hakuna jipu katika PID isiyo na matatizo.',
      'No clot at 7 minutes or a soft clot that breaks down.':
        'Hakuna mgando baada ya dakika 7 au mgando laini unaovunjika.',
      'No free air; left pleural effusion in severe disease.':
        'Hakuna hewa tumboni; maji kwenye utando wa pafu la kushoto katika ugonjwa mkali.',
      'No fungal elements.': 'Hakuna vipande vya fangasi.',
      'No intrauterine pregnancy with an adnexal mass or free fluid supports ectopic pregnancy.':
        'Kutokuwepo kwa mimba ndani ya kizazi pamoja na uvimbe pembeni mwa kizazi au maji tumboni huashiria mimba nje ya kizazi.',
      'No laboratory test confirms tetanus.': 'Hakuna kipimo cha maabara kinachothibitisha pepopunda.',
      'No nitrites or leucocytes.': 'Hakuna nitrite wala chembe nyeupe.',
      'No or some dehydration.': 'Hakuna upungufu wa maji au upungufu wa wastani.',
      'No, some or severe dehydration.': 'Hakuna upungufu wa maji, upungufu wa wastani au mkubwa.',
      'Nodular goitre and cancer.': 'Goita yenye vinundu na saratani.',
      'Non-compressible appendix > 6 mm, periappendiceal fluid or abscess.':
        'Kidole tumbo kisichobonyezeka > 6 mm, maji kukizunguka au jipu.',
      'Non-compressible femoral or popliteal vein.': 'Mshipa wa paja au wa nyuma ya goti usiobonyezeka.',
      'Normal at first.': 'Kawaida mwanzoni.',
      'Normal creatinine.': 'Creatinine ya kawaida.',
      'Normal creatinine; no leucocytosis in uncomplicated colic.':
        'Creatinine ya kawaida; hakuna chembe nyeupe nyingi katika maumivu yasiyo na matatizo.',
      'Normal CSF and electrolytes in epilepsy.': 'CSF na chumvi za mwili za kawaida katika kifafa.',
      'Normal CSF in cerebral malaria.': 'CSF ya kawaida katika malaria ya ubongo.',
      'Normal early or hypodense area in infarction; hyperdense blood in haemorrhage.':
        "Kawaida mwanzoni au eneo jeusi katika kukosa damu; damu inayong'aa katika kuvuja damu.",
      'Normal examination between attacks.': 'Uchunguzi wa kawaida kati ya mashambulio.',
      'Normal examination, sometimes pericranial muscle tenderness.':
        'Uchunguzi wa kawaida, wakati mwingine misuli ya kuzunguka kichwa kuuma ikiguswa.',
      'Normal glucose and negative malaria test in epilepsy.':
        'Sukari ya kawaida na kipimo cha malaria hasi katika kifafa.',
      'Normal glucose in stroke.': 'Sukari ya kawaida katika kiharusi.',
      'Normal in migraine.': 'Kawaida katika kipandauso.',
      'Normal in primary depression.': 'Kawaida katika msongo wa mawazo wa msingi.',
      'Normal kidneys.': 'Figo za kawaida.',
      'Normal neurology; pain on movement.': 'Mfumo wa neva wa kawaida; maumivu wakati wa kusogea.',
      'Normal neutrophil count.': 'Idadi ya neutrofili ya kawaida.',
      'Normal or low white cell count.': 'Idadi ya chembe nyeupe ya kawaida au ya chini.',
      'Normal or low.': 'Kawaida au chini.',
      'Normal or mildly low haemoglobin; platelets often low.':
        'Himoglobini ya kawaida au iliyopungua kidogo; chembe sahani mara nyingi chache.',
      'Normal respiratory rate; negative malaria test.':
        'Kasi ya kupumua ya kawaida; kipimo cha malaria hasi.',
      'Normal results.': 'Matokeo ya kawaida.',
      'Normal vision and a clear cornea separate conjunctivitis from sight-threatening red eyes.':
        'Uwezo wa kuona wa kawaida na konea safi hutofautisha conjunctivitis na macho mekundu yanayohatarisha uwezo wa kuona.',
      'Normal vision, diffuse redness, no corneal staining.':
        'Uwezo wa kuona wa kawaida, wekundu ulioenea, konea haichukui rangi.',
      'Normal vital signs and chest examination.':
        'Vipimo muhimu vya mwili na uchunguzi wa kifua vya kawaida.',
      'Normal.': 'Kawaida.',
      'Normocytic anaemia, raised cholesterol.': 'Upungufu wa damu wa normocytic, kolesteroli iliyopanda.',
      'NT-proBNP > 300 pg/mL in acute HF; hyponatraemia in severe HF.':
        'NT-proBNP > 300 pg/mL katika HF ya ghafla; upungufu wa sodiamu katika HF kali.',
      'Nutrition and staging.': 'Lishe na kubaini hatua.',
      'Object seen, or one hyperinflated lung.': 'Kitu kinaonekana, au pafu moja limejaa hewa kupita kiasi.',
      'Obstruction, abscess or stones.': 'Kuziba, jipu au mawe.',
      'Obstructive kidney injury.': 'Figo kuumia kutokana na kuziba.',
      'Oesophagitis or normal mucosa.': 'Uvimbe wa umio au utando wa kawaida.',
      'Often < 200 cells/mm3 in late presenters.':
        'Mara nyingi < 200 cells/mm3 kwa wanaokuja wakiwa wamechelewa.',
      'Often normal; leucocytes and nitrites with infection.':
        'Mara nyingi kawaida; chembe nyeupe na nitrite kukiwa na maambukizi.',
      'Often normal; low potassium in prolonged diarrhoea.':
        'Mara nyingi kawaida; potasiamu ya chini katika kuharisha kwa muda mrefu.',
      'One of the patterns.': 'Mojawapo ya mitindo hii.',
      'One of the three organisms.': 'Mmojawapo wa vijidudu vitatu.',
      'Open os with products in incomplete abortion.':
        'Mlango wa kizazi wazi pamoja na mabaki katika mimba iliyoharibika isiyokamilika.',
      'Organ damage, not the number alone, defines an emergency; unequal arm BP suggests dissection.':
        'Uharibifu wa viungo, si namba pekee, hutambulisha dharura; shinikizo lisilo sawa mikono yote miwili huashiria kupasuka kwa ukuta wa aota.',
      'Organism when LP is delayed; hypoglycaemia is common in children.':
        'Kijidudu LP ikichelewa; sukari ya chini ni ya kawaida kwa watoto.',
      'Other causes of painful swallowing (CMV, herpes, cancer).':
        'Sababu nyingine za kumeza kwa maumivu (CMV, herpes, saratani).',
      'Oxygen is the main treatment; give it when SpO2 < 90%.':
        'Oksijeni ndiyo matibabu makuu; itoe SpO2 ikiwa < 90%.',
      'Oxygen need.': 'Hitaji la oksijeni.',
    },
  },
];
