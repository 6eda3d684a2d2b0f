import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with a to f. */
export const swahiliInvestigationNotesAToF: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '< 50 copies/mL on effective ART.': '< 50 copies/mL kwa ART inayofanya kazi.',
      '≥ 3 mmol/L.': '≥ 3 mmol/L.',
      'A positive smear means multibacillary leprosy.': 'Smear chanya humaanisha ukoma wa multibacillary.',
      'A red, bulging or perforated drum confirms AOM.':
        'Ngoma ya sikio nyekundu, iliyovimba au iliyotoboka huthibitisha AOM.',
      'ABO/Rh incompatibility or G6PD deficiency in haemolytic jaundice.':
        'Kutolingana kwa ABO/Rh au upungufu wa G6PD katika manjano ya kuvunjika kwa chembe nyekundu.',
      'Above the phototherapy line for age and risk.': 'Juu ya mstari wa tiba ya mwanga kwa umri na hatari.',
      'Abscess needs drainage; spreading margin shows response.':
        'Jipu linahitaji kutolewa usaha; ukingo unaoenea huonyesha mwitikio wa matibabu.',
      'Acid-fast bacilli.': 'Bacilli zinazostahimili asidi (AFB).',
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
      'Amastigotes seen.': 'Amastigotes zimeonekana.',
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
      'Bleeding or fracture when any red flag.':
        'Kuvuja damu au kuvunjika kwa mfupa kukiwa na dalili yoyote ya hatari.',
      'Blood 2-3+, protein 1-2+, red cell casts.': 'Damu 2-3+, protini 1-2+, casts za chembe nyekundu.',
      'Blood and protein.': 'Damu na protini.',
      'Blood in urine supports a stone; infection and pregnancy change management.':
        'Damu kwenye mkojo huashiria jiwe; maambukizi na ujauzito hubadilisha matibabu.',
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
      'Cervical motion tenderness, mucopurulent cervical discharge.':
        'Maumivu ya kusogeza shingo ya kizazi, uchafu wenye kamasi na usaha kutoka shingo ya kizazi.',
      'Cervical motion, uterine or adnexal tenderness and discharge.':
        'Maumivu ya kusogeza shingo ya kizazi, ya mji wa mimba au ya pembeni mwake na uchafu.',
      'Cervicitis needs different treatment.': 'Maambukizi ya shingo ya kizazi yanahitaji matibabu tofauti.',
      'Changes the choice of antibiotic.': 'Hubadilisha uchaguzi wa antibiotiki.',
      'CIWA-Ar ≥ 10: treat withdrawal.': 'CIWA-Ar ≥ 10: tibu dalili za kuacha pombe.',
      'CKD is eGFR < 60 or albuminuria for more than 3 months; staging by GFR and albuminuria guides care.':
        'CKD ni eGFR < 60 au albumini kwenye mkojo kwa zaidi ya miezi 3; kubaini hatua kwa GFR na albumini kwenye mkojo huongoza huduma.',
      'Classifies moderate versus severe wasting.': 'Huainisha ukondefu wa wastani dhidi ya mkali.',
      'Co-existing malaria is common; HIV changes the differential (PCP, TB).':
        'Malaria iliyopo pamoja ni ya kawaida; VVU hubadilisha orodha ya uwezekano (PCP, TB).',
      'Co-infection common in sexually acquired mpox; advanced HIV worsens outcome.':
        'Maambukizi mengine pamoja ni ya kawaida katika mpox ya kujamiiana; VVU iliyokomaa huzidisha matokeo mabaya.',
      'Common underlying causes.': 'Sababu za kawaida zilizo chini yake.',
      'Complications and causes (diabetes, hypertension, HIV-associated nephropathy).':
        'Matatizo na sababu (kisukari, shinikizo la damu, ugonjwa wa figo unaohusiana na VVU).',
      'Conductive hearing loss.': 'Kupoteza usikivu wa kupitisha sauti.',
      'Confirmation is usually retrospective: treat on clinical suspicion.':
        'Uthibitisho kwa kawaida huja baadaye: tibu kwa shaka ya kikliniki.',
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
      'Confirms gallstones and cholecystitis; measures the bile duct.':
        'Huthibitisha mawe ya nyongo na uvimbe wa kifuko cha nyongo; hupima mrija wa nyongo.',
      'Confirms group A streptococcus.': 'Huthibitisha streptococcus wa kundi A.',
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
      'Confirms infection; often negative in established lymphoedema.':
        'Huthibitisha maambukizi; mara nyingi hasi katika lymphoedema iliyokwisha kujengeka.',
      'Confirms influenza; a negative rapid test does not exclude it.':
        'Huthibitisha influenza; kipimo cha haraka hasi hakiiondoi.',
      'Confirms intestinal schistosomiasis.': 'Huthibitisha kichocho cha utumbo.',
      'Confirms microfilariae in the skin.': 'Huthibitisha microfilaria kwenye ngozi.',
      'Confirms outbreaks; bacterial parotitis (pus from the duct, one side, very tender) needs antibiotics.':
        'Huthibitisha milipuko; uvimbe wa tezi ya mate wa bakteria (usaha kutoka mrijani, upande mmoja, unauma sana ukiguswa) unahitaji antibiotiki.',
      'Confirms rickets and separates vitamin D from calcium deficiency.':
        'Huthibitisha matege (rickets) na kutofautisha upungufu wa vitamini D na wa kalsiamu.',
      'Confirms the case for notification; treatment is not delayed for it.':
        'Huthibitisha mgonjwa kwa kuripoti; matibabu hayacheleweshwi kwa ajili yake.',
      'Confirms the diagnosis when unsure.': 'Huthibitisha utambuzi kukiwa na shaka.',
      'Confirms the diagnosis.': 'Huthibitisha utambuzi.',
      'Confirms the diagnosis; notifiable.': 'Huthibitisha utambuzi; ugonjwa unaopaswa kuripotiwa.',
      'Confirms thyrotoxicosis; normal TSH with goitre means simple goitre.':
        'Huthibitisha thyrotoxicosis; TSH ya kawaida pamoja na goita humaanisha goita ya kawaida.',
      'Confirms urinary schistosomiasis.': 'Huthibitisha kichocho cha njia ya mkojo.',
      'Corneal opacity reduces vision.': 'Ukungu wa konea hupunguza uwezo wa kuona.',
      'Crops of itchy vesicles at different stages, starting on the trunk, are typical; PCR of vesicle fluid only when unsure (e.g. mpox).':
        'Makundi ya malengelenge yanayowasha katika hatua tofauti, yakianzia kiwiliwili, ni ya kawaida; PCR ya majimaji ya malengelenge tu kukiwa na shaka (kwa mfano mpox).',
      'Cupping, splaying and fraying of the metaphyses; healing line after 3 months.':
        'Ncha za mifupa kuwa kama kikombe, kupanuka na kuchakaa; mstari wa kupona baada ya miezi 3.',
      'Decides phototherapy or exchange transfusion.': 'Huamua tiba ya mwanga au kubadilisha damu.',
      'Decides Plan A, B or C and the place of treatment.': 'Huamua Mpango A, B au C na mahali pa matibabu.',
      'Decides Plan A, B or C.': 'Huamua Mpango A, B au C.',
      'Decides vaccine with or without rabies immunoglobulin.':
        'Huamua chanjo pamoja na au bila immunoglobulin ya kichaa cha mbwa.',
      'Defines and grades anaemia.': 'Hutambua na kupima ukali wa upungufu wa damu.',
      'Definitive diagnosis.': 'Utambuzi wa uhakika.',
      'Dehydration needs rehydration alongside the antibiotic.':
        'Upungufu wa maji unahitaji kurudisha maji pamoja na antibiotiki.',
      'Dementia is a diagnosis of months of decline without clouded consciousness; find treatable causes.':
        'Dementia ni utambuzi wa kudhoofika kwa miezi kadhaa bila fahamu kufifia; tafuta sababu zinazotibika.',
      'Detects liver abscess in fever with right upper quadrant pain.':
        'Hugundua jipu la ini katika homa pamoja na maumivu ya juu kulia ya tumbo.',
      'Detects viral or secondary pneumonia.': 'Hugundua nimonia ya virusi au inayofuata.',
      'Diabetes and HIV predispose to extensive fungal skin infection.':
        'Kisukari na VVU huongeza hatari ya maambukizi ya fangasi yaliyoenea kwenye ngozi.',
      'Diabetes, HIV, B12 deficiency, kidney failure.': 'Kisukari, VVU, upungufu wa B12, figo kushindwa.',
      'Diagnosis and follow-up of healing.': 'Utambuzi na ufuatiliaji wa kupona.',
      'Diagnosis before ART.': 'Utambuzi kabla ya ART.',
      'Diagnosis is clinical: loss of sensation in a patch, thickened nerve, or positive smear; ≤ 5 patches is paucibacillary.':
        'Utambuzi ni wa kikliniki: kupoteza hisia kwenye baka, neva iliyonenepa, au smear chanya; ≤ 5 mabaka ni paucibacillary.',
      'Diagnosis is clinical; symptoms for at least 2 weeks with impaired functioning.':
        'Utambuzi ni wa kikliniki; dalili kwa angalau wiki 2 pamoja na utendaji kazi kudhoofika.',
      'Diagnosis: fasting >= 7.0 mmol/L, random >= 11.1 mmol/L with symptoms, or HbA1c >= 6.5%; repeat if no symptoms.':
        'Utambuzi: sukari bila kula >= 7.0 mmol/L, wakati wowote >= 11.1 mmol/L pamoja na dalili, au HbA1c >= 6.5%; rudia kama hakuna dalili.',
      'Differential of prolonged fever.': 'Uwezekano mwingine wa homa ya muda mrefu.',
      'Diffuse goitre (Graves) or nodules.': 'Goita iliyoenea (Graves) au vinundu.',
      'Dipstick 3+ or more; uPCR ≥ 200 mg/mmol.': 'Dipstick 3+ au zaidi; uPCR ≥ 200 mg/mmol.',
      'Dog alive and healthy after 10 days.': 'Mbwa yu hai na mzima baada ya siku 10.',
      'Doxycycline is avoided in pregnancy.': 'Doxycycline huepukwa wakati wa ujauzito.',
      'E. coli >= 10^5 CFU/mL (lower counts significant with symptoms).':
        'E. coli >= 10^5 CFU/mL (idadi ndogo zaidi ina maana kukiwa na dalili).',
      'E. histolytica trophozoites with ingested red cells.':
        'Trophozoites za E. histolytica zilizomeza chembe nyekundu.',
      'Ectopic pregnancy must be excluded.': 'Mimba nje ya kizazi lazima iondolewe.',
      'Effusion; lytic lesion or periosteal elevation in established osteomyelitis.':
        'Maji kwenye kiungo; kidonda cha kuyeyuka kwa mfupa au utando wa mfupa kuinuka katika maambukizi ya mfupa yaliyojengeka.',
      'eGFR < 60 mL/min/1.73 m2 and/or ACR >= 30 mg/g.': 'eGFR < 60 mL/min/1.73 m2 na/au ACR >= 30 mg/g.',
      'Empyema: pus or pH < 7.2.': 'Usaha kwenye utando: usaha au pH < 7.2.',
      'Enlarged heart or left atrium.': 'Moyo au atriamu ya kushoto iliyopanuka.',
      'Erosions and tophi indicate need for urate-lowering therapy.':
        'Mmomonyoko na tophi huonyesha hitaji la tiba ya kushusha urate.',
      'Every STI visit is an HIV and syphilis testing opportunity.':
        'Kila hudhurio la magonjwa ya zinaa ni fursa ya kupima VVU na kaswende.',
      'Evidence of recent streptococcal infection and inflammation for the revised Jones criteria.':
        'Ushahidi wa maambukizi ya streptococcus ya karibuni na uvimbe mwilini kwa vigezo vilivyorekebishwa vya Jones.',
      'Exclude malaria in every febrile patient.': 'Ondoa malaria kwa kila mgonjwa mwenye homa.',
      'Exclude malaria; low platelets and raised transaminases support rickettsiosis.':
        'Ondoa malaria; chembe sahani chache na transaminases zilizopanda huashiria rickettsiosis.',
      'Exclude urinary infection and malaria as causes of vomiting.':
        'Ondoa maambukizi ya njia ya mkojo na malaria kama sababu za kutapika.',
      'Excludes oesophageal cancer, stricture and Barrett oesophagus.':
        'Huondoa uwezekano wa saratani ya umio, kubana kwa umio na Barrett oesophagus.',
      'Excludes secondary headache.':
        'Huondoa uwezekano wa maumivu ya kichwa yanayotokana na ugonjwa mwingine.',
      'Excludes tinea and scabies.': 'Huondoa mba na upele.',
      'Exudate vs transudate; pus or pH < 7.2 means drainage; lymphocytic exudate with high ADA means TB.':
        'Exudate dhidi ya transudate; usaha au pH < 7.2 humaanisha kutoa maji; exudate ya lymphocyte yenye ADA ya juu humaanisha TB.',
      'Falling platelets and rising haematocrit signal plasma leakage.':
        'Chembe sahani kushuka na haematocrit kupanda huashiria kuvuja kwa plasma.',
      'Fast breathing and/or chest indrawing.': 'Kupumua haraka na/au kifua kubonyea ndani.',
      'Fasting 5.1-6.9 or 1-h ≥ 10.0 or 2-h 8.5-11.0 mmol/L.':
        'Bila kula 5.1-6.9 au saa 1 ≥ 10.0 au saa 2 8.5-11.0 mmol/L.',
      'Fasting ≥ 7.0 or random ≥ 11.1 means diabetes in pregnancy, not gestational diabetes.':
        'Bila kula ≥ 7.0 au wakati wowote ≥ 11.1 humaanisha kisukari katika ujauzito, si kisukari cha ujauzito.',
      'Febrile differential; pregnancy changes management.':
        'Uwezekano mwingine wa homa; ujauzito hubadilisha matibabu.',
      'Ferritin < 15 microgram/L (< 30 with inflammation); pencil cells on the film.':
        'Ferritin < 15 microgram/L (< 30 kukiwa na uvimbe mwilini); chembe za umbo la penseli kwenye filamu.',
      'FEV1 increase > 12% and 200 mL after bronchodilator.':
        'FEV1 kuongezeka > 12% na 200 mL baada ya dawa ya kufungua njia ya hewa.',
      'Fever and aches overlap with malaria.': 'Homa na maumivu ya mwili huingiliana na malaria.',
      'Fever may have another cause.': 'Homa inaweza kuwa na chanzo kingine.',
      'Fluid around the testis.': 'Maji kuzunguka korodani.',
      'Fluid calculation and adequacy.': 'Kukokotoa maji na kutosheleza kwake.',
      'Focal liver lesion; AFP often > 400 ng/mL.':
        'Kidonda cha sehemu moja kwenye ini; AFP mara nyingi > 400 ng/mL.',
      'Follicles (TF) or inflammatory thickening (TI) in children; scarring and trichiasis in adults.':
        'Vinundu (TF) au unene wa uvimbe (TI) kwa watoto; makovu na trichiasis kwa watu wazima.',
      'Fracture line or dislocation.': 'Mstari wa kuvunjika au kiungo kuteguka.',
      'Friable, bleeding or ulcerated cervix; histology of squamous cell carcinoma.':
        'Shingo ya kizazi dhaifu, inayotoa damu au yenye kidonda; histology ya squamous cell carcinoma.',
    },
  },
];
