import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with a to c. */
export const swahiliInvestigationNotesAToC: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '< 50 copies/mL on effective ART.': '< 50 copies/mL kwa ART inayofanya kazi.',
      '≥ 3 mmol/L.': '≥ 3 mmol/L.',
      '≥ 500 mL within 24 hours of birth.': '≥ 500 mL ndani ya saa 24 baada ya kuzaliwa.',
      'A clear response suggests asthma rather than bronchiolitis.':
        'Mwitikio wa wazi huashiria pumu badala ya bronkiolitis.',
      'A fall of > 2 g/dL from baseline suggests sequestration, aplastic crisis or haemolysis.':
        'Kushuka kwa > 2 g/dL kutoka kiwango cha kawaida huashiria damu kujilimbikiza kwenye bandama, aplastic crisis au kuvunjika kwa chembe nyekundu.',
      'A positive smear means multibacillary leprosy.': 'Smear chanya humaanisha ukoma wa multibacillary.',
      'A red, bulging or perforated drum confirms AOM.':
        'Ngoma ya sikio nyekundu, iliyovimba au iliyotoboka huthibitisha AOM.',
      'ABO/Rh incompatibility or G6PD deficiency in haemolytic jaundice.':
        'Kutolingana kwa ABO/Rh au upungufu wa G6PD katika manjano ya kuvunjika kwa chembe nyekundu.',
      'Above the phototherapy line for age and risk.': 'Juu ya mstari wa tiba ya mwanga kwa umri na hatari.',
      'Abscess needs drainage; spreading margin shows response.':
        'Jipu linahitaji kutolewa usaha; ukingo unaoenea huonyesha mwitikio wa matibabu.',
      'Acid-fast bacilli.': 'Bacilli zinazostahimili asidi (AFB).',
      'Acute kidney injury, jaundice and acidosis define severity in adults.':
        'Figo kuumia ghafla, manjano na asidi mwilini hutambulisha ukali kwa watu wazima.',
      'Acute skin or mucosal involvement with respiratory compromise or low BP, or low BP after a known allergen.':
        'Ngozi au utando laini kuathirika ghafla pamoja na shida ya kupumua au shinikizo la chini, au shinikizo la chini baada ya kitu cha mzio kinachojulikana.',
      'Acute urticaria is a clinical diagnosis.': 'Urticaria ya ghafla ni utambuzi wa kikliniki.',
      'Adenocarcinoma (Gleason/ISUP grade); sclerotic bone metastases.':
        'Adenocarcinoma (daraja la Gleason/ISUP); saratani iliyoenea kwenye mifupa yenye ugumu.',
      'Albumin < 25 g/L; cholesterol raised.': 'Albumin < 25 g/L; kolesteroli iliyopanda.',
      'Albuminuria, reduced eGFR, retinopathy or neuropathy in long-standing disease.':
        'Albumini kwenye mkojo, eGFR iliyopungua, madhara ya retina au ya neva katika ugonjwa wa muda mrefu.',
      'All people with presumptive TB should know their HIV status.':
        'Watu wote wanaoshukiwa kuwa na TB wanapaswa kujua hali yao ya VVU.',
      'ALP raised, phosphate low, calcium low or normal, 25-OH D < 30 nmol/L.':
        'ALP iliyopanda, phosphate ya chini, kalsiamu ya chini au ya kawaida, 25-OH D < 30 nmol/L.',
      'ALT often above 10 times the upper limit in acute viral hepatitis; raised INR means severe disease.':
        'ALT mara nyingi zaidi ya mara 10 ya kiwango cha juu katika homa ya ini ya virusi ya ghafla; INR iliyopanda humaanisha ugonjwa mkali.',
      'Alvarado >= 7 or high AIR score: high probability.':
        'Alvarado >= 7 au alama ya juu ya AIR: uwezekano mkubwa.',
      'Amastigotes seen.': 'Amastigotes zimeonekana.',
      'Amphotericin B toxicity monitoring.': 'Ufuatiliaji wa sumu ya amphotericin B.',
      'Anaemia and dyslipidaemia; dose needs rise in pregnancy.':
        'Upungufu wa damu na mafuta yasiyo ya kawaida kwenye damu; mahitaji ya dozi huongezeka wakati wa ujauzito.',
      'Anaemia and kidney disease worsen heart failure; electrolytes guide diuretics and ACE inhibitors; a normal BNP makes HF unlikely.':
        'Upungufu wa damu na ugonjwa wa figo huzidisha moyo kushindwa; chumvi za mwili huongoza diuretics na ACE inhibitors; BNP ya kawaida hufanya HF kuwa na uwezekano mdogo.',
      'Anaemia from bleeding, hydronephrosis (stage IIIB), HIV care.':
        'Upungufu wa damu kutokana na kutokwa damu, figo kuvimba kwa mkojo (hatua IIIB), huduma ya VVU.',
      'Anaemia suggests bleeding; endoscopy excludes cancer.':
        'Upungufu wa damu huashiria kutokwa damu; endoscopy huondoa uwezekano wa saratani.',
      'Anaemia, hypothyroidism, HIV and chronic disease present with fatigue and low mood.':
        'Upungufu wa damu, upungufu wa homoni ya tezi, VVU na magonjwa sugu hujitokeza kwa uchovu na huzuni.',
      'Anaemia, leucopenia, thrombocytopenia.':
        'Upungufu wa damu, chembe nyeupe chache, chembe sahani chache.',
      'Anaemia; hydronephrosis in advanced disease.':
        'Upungufu wa damu; figo kuvimba kwa mkojo katika ugonjwa uliokomaa.',
      'Antigen positive; Wuchereria bancrofti microfilariae at night.':
        'Antigeni chanya; microfilaria za Wuchereria bancrofti usiku.',
      'APRI > 0.5 or HBV DNA > 2000 IU/mL with raised ALT favours treatment.':
        'APRI > 0.5 au HBV DNA > 2000 IU/mL pamoja na ALT iliyopanda huunga mkono matibabu.',
      'Area and depth (superficial, partial, full thickness).':
        'Eneo na kina (juu juu, sehemu ya ngozi, ngozi yote).',
      'Arrhythmia (atrial fibrillation), ischaemia, LVH; cardiomegaly and pulmonary congestion.':
        'Mapigo yasiyo ya kawaida (atrial fibrillation), moyo kukosa damu, LVH; moyo mkubwa na msongamano wa damu kwenye mapafu.',
      'Ascites, liver texture, portal hypertension, liver cancer; peritonitis.':
        'Maji tumboni, umbile la ini, shinikizo kubwa la mshipa wa ini, saratani ya ini; uvimbe wa utando wa tumbo.',
      'ASO raised, C3 low, creatinine normal or raised.':
        'ASO iliyopanda, C3 ya chini, creatinine ya kawaida au iliyopanda.',
      'At 3 months after ART start, then per national schedule.':
        'Miezi 3 baada ya kuanza ART, kisha kufuata ratiba ya kitaifa.',
      'Atrial fibrillation and rheumatic heart disease cause embolic stroke; HIV and syphilis cause stroke in young adults.':
        'Atrial fibrillation na ugonjwa wa moyo wa rheumatic husababisha kiharusi cha damu iliyoganda kusafiri; VVU na kaswende husababisha kiharusi kwa vijana wazima.',
      'Atrial fibrillation, dyslipidaemia, positive HIV or syphilis test.':
        'Atrial fibrillation, mafuta yasiyo ya kawaida kwenye damu, kipimo chanya cha VVU au kaswende.',
      'AUDIT ≥ 20, raised GGT and MCV.': 'AUDIT ≥ 20, GGT na MCV zilizopanda.',
      'B. pertussis DNA detected in the first 3 weeks of cough.':
        'DNA ya B. pertussis imegunduliwa katika wiki 3 za kwanza za kikohozi.',
      'Bacillus anthracis in systemic disease.': 'Bacillus anthracis katika ugonjwa wa mwili mzima.',
      'Baseline complications and cardiovascular risk; metformin dose depends on eGFR.':
        'Matatizo ya mwanzo na hatari ya moyo na mishipa; dozi ya metformin hutegemea eGFR.',
      'Baseline for agranulocytosis.': 'Kipimo cha mwanzo kwa agranulocytosis.',
      'Baseline for metabolic side effects.': 'Kipimo cha mwanzo kwa madhara ya kimetaboliki.',
      'Baseline for tenofovir-based ART and co-infections.':
        'Kipimo cha mwanzo kwa ART yenye tenofovir na maambukizi mengine yaliyopo pamoja.',
      'Baseline values.': 'Viwango vya mwanzo.',
      'Baseline values; level 0.6 to 1.0 mmol/L on treatment.':
        'Viwango vya mwanzo; kiwango 0.6 hadi 1.0 mmol/L wakati wa matibabu.',
      'Below diabetes thresholds.': 'Chini ya viwango vya kisukari.',
      'Bilateral interstitial infiltrates; may be normal early.':
        'Vivuli vya interstitial pande zote mbili; inaweza kuwa ya kawaida mwanzoni.',
      'Bilateral perihilar ground-glass infiltrates.':
        'Vivuli vya ground-glass kuzunguka hilum pande zote mbili.',
      'Bleeding or fracture when any red flag.':
        'Kuvuja damu au kuvunjika kwa mfupa kukiwa na dalili yoyote ya hatari.',
      'Blood 2-3+, protein 1-2+, red cell casts.': 'Damu 2-3+, protini 1-2+, casts za chembe nyekundu.',
      'Blood and protein.': 'Damu na protini.',
      'Blood in urine supports a stone; infection and pregnancy change management.':
        'Damu kwenye mkojo huashiria jiwe; maambukizi na ujauzito hubadilisha matibabu.',
      'Blood loss.': 'Upotevu wa damu.',
      'Blood not clotted at 20 minutes: coagulopathy, antivenom indicated.':
        'Damu haijaganda baada ya dakika 20: damu kutoganda, dawa ya sumu ya nyoka inahitajika.',
      'Bony enlargement, crepitus, reduced range of movement.':
        'Mifupa kuongezeka ukubwa, mlio wa kusuguana, uwezo wa kusogeza uliopungua.',
      'BP >= 180/120 mmHg with papilloedema, retinal haemorrhages or neurological signs.':
        'Shinikizo la damu >= 180/120 mmHg pamoja na papilloedema, kuvuja damu kwenye retina au dalili za neva.',
      'Branching fungal hyphae on KOH preparation.': 'Nyuzi za fangasi zenye matawi kwenye kipimo cha KOH.',
      'Brucella species.': 'Aina za Brucella.',
      'Burrows and itchy papules in typical sites with itching household members are enough to treat.':
        'Vijia na vipele vinavyowasha mahali pa kawaida pamoja na wanafamilia wanaowashwa vinatosha kutibu.',
      'Burrows in the finger webs (scabies).': 'Vijia kati ya vidole (upele).',
      'Cardiomegaly and pulmonary congestion; sinus tachycardia.':
        'Moyo mkubwa na msongamano wa damu kwenye mapafu; mapigo ya haraka ya sinus.',
      'Cardiomegaly, pulmonary congestion; anticoagulation monitoring.':
        'Moyo mkubwa, msongamano wa damu kwenye mapafu; ufuatiliaji wa dawa za kuzuia damu kuganda.',
      'Cardiomegaly, upper-lobe diversion or effusions; AF or LVH on ECG.':
        'Moyo mkubwa, damu kuelekezwa sehemu za juu za mapafu au maji kwenye utando; AF au LVH kwenye ECG.',
      'Case confirmation for surveillance (suspected case: fever, maculopapular rash and cough, coryza or conjunctivitis).':
        'Kuthibitisha mgonjwa kwa ufuatiliaji wa magonjwa (mgonjwa anayeshukiwa: homa, vipele vya madoa na vinundu pamoja na kikohozi, mafua au macho mekundu).',
      'Cataract dims the red reflex; pinhole separates refractive error.':
        'Mtoto wa jicho hufifisha red reflex; tundu dogo (pinhole) hutofautisha tatizo la miwani.',
      'Category II or III.': 'Kundi II au III.',
      'Cause and liver reserve (Child-Pugh) decide treatment.':
        'Chanzo na uwezo wa ini uliobaki (Child-Pugh) huamua matibabu.',
      'Cavity, tender tooth on percussion, periapical radiolucency.':
        'Tundu, jino linalouma likigongwa, weupe kwenye ncha ya mzizi kwenye X-ray.',
      'CD4 < 200 cells/mm3.': 'CD4 < 200 cells/mm3.',
      'Cerebral malaria is the main differential; both may coexist.':
        'Malaria ya ubongo ndiyo uwezekano mkuu mwingine; zote mbili zinaweza kuwepo pamoja.',
      'Cervical motion tenderness, mucopurulent cervical discharge.':
        'Maumivu ya kusogeza shingo ya kizazi, uchafu wenye kamasi na usaha kutoka shingo ya kizazi.',
      'Cervical motion, uterine or adnexal tenderness and discharge.':
        'Maumivu ya kusogeza shingo ya kizazi, ya mji wa mimba au ya pembeni mwake na uchafu.',
      'Cervicitis needs different treatment.': 'Maambukizi ya shingo ya kizazi yanahitaji matibabu tofauti.',
      'Changes the choice of antibiotic.': 'Hubadilisha uchaguzi wa antibiotiki.',
      'Check in every patient with altered consciousness, fits or sweating on diabetes treatment.':
        'Pima kwa kila mgonjwa mwenye fahamu zilizobadilika, degedege au jasho akiwa kwenye matibabu ya kisukari.',
      'Cholinesterase activity markedly reduced.': 'Shughuli ya cholinesterase imepungua sana.',
      'CIWA-Ar ≥ 10: treat withdrawal.': 'CIWA-Ar ≥ 10: tibu dalili za kuacha pombe.',
      'CKD is eGFR < 60 or albuminuria for more than 3 months; staging by GFR and albuminuria guides care.':
        'CKD ni eGFR < 60 au albumini kwenye mkojo kwa zaidi ya miezi 3; kubaini hatua kwa GFR na albumini kwenye mkojo huongoza huduma.',
      'Classifies moderate versus severe wasting.': 'Huainisha ukondefu wa wastani dhidi ya mkali.',
      'Classifies the epilepsy and detects structural lesions.':
        'Huainisha kifafa na hugundua matatizo ya umbo la ubongo.',
      'Closed os: threatened or complete; open os: inevitable or incomplete.':
        'Mlango wa kizazi umefungwa: tishio la kuharibika au imekamilika; mlango wazi: haizuiliki au haijakamilika.',
      'Co-existing malaria is common; HIV changes the differential (PCP, TB).':
        'Malaria iliyopo pamoja ni ya kawaida; VVU hubadilisha orodha ya uwezekano (PCP, TB).',
      'Co-infection common in sexually acquired mpox; advanced HIV worsens outcome.':
        'Maambukizi mengine pamoja ni ya kawaida katika mpox ya kujamiiana; VVU iliyokomaa huzidisha matokeo mabaya.',
      'Co-infection is common.': 'Maambukizi mengine pamoja ni ya kawaida.',
      'Coagulopathy (DIC) after abruption, sepsis or massive loss.':
        'Damu kutoganda (DIC) baada ya kondo kujitenga, sepsis au upotevu mkubwa wa damu.',
      'Common underlying causes.': 'Sababu za kawaida zilizo chini yake.',
      'Complications and causes (diabetes, hypertension, HIV-associated nephropathy).':
        'Matatizo na sababu (kisukari, shinikizo la damu, ugonjwa wa figo unaohusiana na VVU).',
      'Conductive hearing loss.': 'Kupoteza usikivu wa kupitisha sauti.',
      'Confirmation is usually retrospective: treat on clinical suspicion.':
        'Uthibitisho kwa kawaida huja baadaye: tibu kwa shaka ya kikliniki.',
      'Confirmation; triple-packaged samples.': 'Uthibitisho; sampuli zilizofungwa katika tabaka tatu.',
      'Confirms a dermatophyte before long oral treatment (scalp, nails) and separates tinea from eczema or psoriasis.':
        'Huthibitisha fangasi ya ngozi kabla ya matibabu marefu ya kumeza (kichwa, kucha) na hutofautisha mba na ukurutu au psoriasis.',
      'Confirms a dilated, poorly contracting ventricle; excludes valve disease and effusion.':
        'Huthibitisha ventrikali iliyopanuka isiyokaza vizuri; huondoa ugonjwa wa vali na maji kuzunguka moyo.',
      'Confirms a stricturing tumour.': 'Huthibitisha uvimbe unaobana njia.',
      'Confirms aetiology; treat syndromically when tests are not available.':
        'Huthibitisha chanzo; tibu kwa dalili vipimo visipopatikana.',
      'Confirms anaemia and microcytosis.': 'Huthibitisha upungufu wa damu na chembe nyekundu ndogo.',
      'Confirms and classifies the fracture.': 'Huthibitisha na kuainisha kuvunjika kwa mfupa.',
      'Confirms and sizes the effusion; guides tapping.':
        'Huthibitisha na kupima ukubwa wa maji kwenye utando; huongoza kutoa maji.',
      'Confirms and stages the cancer.': 'Huthibitisha na kubaini hatua ya saratani.',
      'Confirms appendicitis and its complications.': 'Huthibitisha kidole tumbo na matatizo yake.',
      'Confirms bacterial meningitis and the organism; do not delay antibiotics for it.':
        'Huthibitisha homa ya uti wa mgongo ya bakteria na kijidudu; usichelewe antibiotiki kwa ajili yake.',
      'Confirms brucellosis; single low titres are common in endemic pastoral areas.':
        'Huthibitisha brucellosis; viwango vidogo vya mara moja ni vya kawaida katika maeneo ya wafugaji yenye ugonjwa.',
      'Confirms cancer; screening finds precancer.':
        'Huthibitisha saratani; uchunguzi hugundua hali ya kabla ya saratani.',
      'Confirms carditis and valve disease (mitral regurgitation or stenosis) and their severity.':
        'Huthibitisha carditis na ugonjwa wa vali (kuvuja au kubana kwa vali ya mitral) na ukali wake.',
      'Confirms consolidation; looks for effusion, cavities (TB).':
        'Huthibitisha kuganda kwa pafu; hutafuta maji kwenye utando, mashimo (TB).',
      'Confirms COPD: post-bronchodilator FEV1/FVC < 0.7.':
        'Huthibitisha COPD: FEV1/FVC baada ya dawa ya kufungua njia ya hewa < 0.7.',
      'Confirms dengue.': 'Huthibitisha dengue.',
      'Confirms diagnosis (bacillary angiomatosis looks similar); looks for visceral disease.':
        'Huthibitisha utambuzi (bacillary angiomatosis inafanana nayo); hutafuta ugonjwa wa viungo vya ndani.',
      'Confirms diagnosis and measures pressure.': 'Huthibitisha utambuzi na hupima shinikizo.',
      'Confirms exposure; guides monitoring.': 'Huthibitisha kuathirika; huongoza ufuatiliaji.',
      'Confirms gallstones and cholecystitis; measures the bile duct.':
        'Huthibitisha mawe ya nyongo na uvimbe wa kifuko cha nyongo; hupima mrija wa nyongo.',
      'Confirms group A streptococcus.': 'Huthibitisha streptococcus wa kundi A.',
      'Confirms HbSS or HbSC.': 'Huthibitisha HbSS au HbSC.',
      'Confirms heart failure, ejection fraction and cause (hypertensive, valvular/rheumatic, cardiomyopathy, pericardial effusion).':
        'Huthibitisha moyo kushindwa, ejection fraction na chanzo (shinikizo la damu, vali/rheumatic, cardiomyopathy, maji kuzunguka moyo).',
      'Confirms hepatitis and screens for liver failure.':
        'Huthibitisha homa ya ini na huchunguza ini kushindwa.',
      'Confirms hydrocele before surgery; filarial dance sign.':
        'Huthibitisha hydrocele kabla ya upasuaji; ishara ya filarial dance.',
      'Confirms hypertension (>= 140/90 mmHg) before lifelong treatment, except when >= 180/110 mmHg.':
        'Huthibitisha shinikizo la damu (>= 140/90 mmHg) kabla ya matibabu ya maisha yote, isipokuwa likiwa >= 180/110 mmHg.',
      'Confirms hypoalbuminaemia and looks for secondary causes common in Africa.':
        'Huthibitisha upungufu wa albumin na hutafuta sababu za pili zilizo za kawaida barani Afrika.',
      'Confirms infection and guides therapy.': 'Huthibitisha maambukizi na huongoza tiba.',
      'Confirms infection; guides isolation and high-risk treatment.':
        'Huthibitisha maambukizi; huongoza kutenga na matibabu ya wenye hatari kubwa.',
      'Confirms infection; often negative in established lymphoedema.':
        'Huthibitisha maambukizi; mara nyingi hasi katika lymphoedema iliyokwisha kujengeka.',
      'Confirms influenza; a negative rapid test does not exclude it.':
        'Huthibitisha influenza; kipimo cha haraka hasi hakiiondoi.',
      'Confirms intestinal schistosomiasis.': 'Huthibitisha kichocho cha utumbo.',
      'Confirms microfilariae in the skin.': 'Huthibitisha microfilaria kwenye ngozi.',
      'Confirms outbreaks; bacterial parotitis (pus from the duct, one side, very tender) needs antibiotics.':
        'Huthibitisha milipuko; uvimbe wa tezi ya mate wa bakteria (usaha kutoka mrijani, upande mmoja, unauma sana ukiguswa) unahitaji antibiotiki.',
      'Confirms P. falciparum and measures parasitaemia (hyperparasitaemia > 10% is a severe feature).':
        'Huthibitisha P. falciparum na hupima wingi wa vimelea (wingi wa vimelea > 10% ni dalili ya ukali).',
      'Confirms pregnancy.': 'Huthibitisha ujauzito.',
      'Confirms rickets and separates vitamin D from calcium deficiency.':
        'Huthibitisha matege (rickets) na kutofautisha upungufu wa vitamini D na wa kalsiamu.',
      'Confirms the case for notification; treatment is not delayed for it.':
        'Huthibitisha mgonjwa kwa kuripoti; matibabu hayacheleweshwi kwa ajili yake.',
      'Confirms the diagnosis when unsure.': 'Huthibitisha utambuzi kukiwa na shaka.',
      'Confirms the diagnosis.': 'Huthibitisha utambuzi.',
      'Confirms the diagnosis; do not wait for results to treat.':
        'Huthibitisha utambuzi; usisubiri matokeo ili kutibu.',
      'Confirms the diagnosis; notifiable.': 'Huthibitisha utambuzi; ugonjwa unaopaswa kuripotiwa.',
      'Confirms thyrotoxicosis; normal TSH with goitre means simple goitre.':
        'Huthibitisha thyrotoxicosis; TSH ya kawaida pamoja na goita humaanisha goita ya kawaida.',
      'Confirms urinary schistosomiasis.': 'Huthibitisha kichocho cha njia ya mkojo.',
      'Confirms VL in a clinical suspect (fever > 2 weeks with splenomegaly in an endemic area).':
        'Huthibitisha VL kwa anayeshukiwa kikliniki (homa > wiki 2 pamoja na bandama kubwa katika eneo lenye ugonjwa).',
      'Corneal opacity reduces vision.': 'Ukungu wa konea hupunguza uwezo wa kuona.',
      'CrAg negative.': 'CrAg hasi.',
      'Creatinine > 265 umol/L, bilirubin > 50 umol/L or lactate > 5 mmol/L in severe cases.':
        'Creatinine > 265 umol/L, bilirubini > 50 umol/L au lactate > 5 mmol/L katika hali kali.',
      'Crops of itchy vesicles at different stages, starting on the trunk, are typical; PCR of vesicle fluid only when unsure (e.g. mpox).':
        'Makundi ya malengelenge yanayowasha katika hatua tofauti, yakianzia kiwiliwili, ni ya kawaida; PCR ya majimaji ya malengelenge tu kukiwa na shaka (kwa mfano mpox).',
      'Crossing the action line or no descent with good contractions means obstruction.':
        'Kuvuka mstari wa hatua au mtoto kutoshuka licha ya mikazo mizuri humaanisha kuzuiliwa.',
      'Cryptococcal and TB meningitis in advanced HIV.':
        'Homa ya uti wa mgongo ya cryptococcus na ya TB katika VVU iliyokomaa.',
      'CSF CrAg positive; opening pressure often > 25 cmH2O.':
        'CrAg ya CSF chanya; shinikizo la mwanzo mara nyingi > 25 cmH2O.',
      'Cupping, splaying and fraying of the metaphyses; healing line after 3 months.':
        'Ncha za mifupa kuwa kama kikombe, kupanuka na kuchakaa; mstari wa kupona baada ya miezi 3.',
    },
  },
];
