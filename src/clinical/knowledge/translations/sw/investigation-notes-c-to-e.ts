import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with c to e. */
export const swahiliInvestigationNotesCToE: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
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
      'Circumferential effusion; right-heart collapse in tamponade.':
        'Maji yanayozunguka moyo wote; upande wa kulia wa moyo kubonyea katika tamponade.',
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
      'Cold babies become hypoglycaemic.': 'Watoto wenye baridi hupata sukari ya chini.',
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
      'Confirms and guides antibiotics.': 'Huthibitisha na huongoza antibiotiki.',
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
      'Confirms diabetes and excludes ketoacidosis.': 'Huthibitisha kisukari na huondoa ketoacidosis.',
      'Confirms diagnosis (bacillary angiomatosis looks similar); looks for visceral disease.':
        'Huthibitisha utambuzi (bacillary angiomatosis inafanana nayo); hutafuta ugonjwa wa viungo vya ndani.',
      'Confirms diagnosis and measures pressure.': 'Huthibitisha utambuzi na hupima shinikizo.',
      'Confirms DVT; a proximal DVT with PE symptoms is enough to treat.':
        'Huthibitisha DVT; DVT ya juu pamoja na dalili za PE inatosha kutibu.',
      'Confirms effusion, its size and tamponade physiology.':
        'Huthibitisha maji kuzunguka moyo, ukubwa wake na hali ya tamponade.',
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
      'Confirms obstruction, its level and volvulus; free air means perforation.':
        'Huthibitisha kuziba, mahali kilipo na volvulus; hewa tumboni humaanisha kutoboka.',
      'Confirms outbreaks; bacterial parotitis (pus from the duct, one side, very tender) needs antibiotics.':
        'Huthibitisha milipuko; uvimbe wa tezi ya mate wa bakteria (usaha kutoka mrijani, upande mmoja, unauma sana ukiguswa) unahitaji antibiotiki.',
      'Confirms P. falciparum and measures parasitaemia (hyperparasitaemia > 10% is a severe feature).':
        'Huthibitisha P. falciparum na hupima wingi wa vimelea (wingi wa vimelea > 10% ni dalili ya ukali).',
      'Confirms PE and right-ventricle strain; excludes other causes.':
        'Huthibitisha PE na mzigo kwa ventrikali ya kulia; huondoa sababu nyingine.',
      'Confirms pregnancy.': 'Huthibitisha ujauzito.',
      'Confirms rickets and separates vitamin D from calcium deficiency.':
        'Huthibitisha matege (rickets) na kutofautisha upungufu wa vitamini D na wa kalsiamu.',
      'Confirms the case and triggers the outbreak response; do not delay treatment for the result.':
        'Huthibitisha mgonjwa na huanzisha hatua za kukabili mlipuko; usichelewe matibabu kwa ajili ya matokeo.',
      'Confirms the case for notification; treatment is not delayed for it.':
        'Huthibitisha mgonjwa kwa kuripoti; matibabu hayacheleweshwi kwa ajili yake.',
      'Confirms the case for notification; treatment starts on clinical suspicion.':
        'Huthibitisha mgonjwa kwa kuripoti; matibabu huanza kwa shaka ya kikliniki.',
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
      'Core temperature > 40 °C with brain dysfunction defines heat stroke; hypoglycaemia mimics it.':
        'Joto la ndani ya mwili > 40 °C pamoja na ubongo kuvurugika hutambulisha kiharusi cha joto; sukari ya chini huiga hali hii.',
      'Corneal opacity reduces vision.': 'Ukungu wa konea hupunguza uwezo wa kuona.',
      'Count < 20 or falling: impending respiratory failure.':
        'Hesabu < 20 au inayoshuka: mfumo wa kupumua unakaribia kushindwa.',
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
      'Decides feeding volume and warming; < 1.5 kg needs a newborn unit.':
        'Huamua kiasi cha chakula na kupasha joto; < 1.5 kg anahitaji wodi ya watoto wachanga.',
      'Decides phototherapy or exchange transfusion.': 'Huamua tiba ya mwanga au kubadilisha damu.',
      'Decides Plan A, B or C and the place of treatment.': 'Huamua Mpango A, B au C na mahali pa matibabu.',
      'Decides Plan A, B or C.': 'Huamua Mpango A, B au C.',
      'Decides vaccine with or without rabies immunoglobulin.':
        'Huamua chanjo pamoja na au bila immunoglobulin ya kichaa cha mbwa.',
      'Defines and grades anaemia.': 'Hutambua na kupima ukali wa upungufu wa damu.',
      'Definitive diagnosis.': 'Utambuzi wa uhakika.',
      'Dehydration and anaemia before surgery.': 'Upungufu wa maji na upungufu wa damu kabla ya upasuaji.',
      'Dehydration and electrolyte loss; preparation for theatre.':
        'Upungufu wa maji na upotevu wa chumvi za mwili; maandalizi ya upasuaji.',
      'Dehydration needs rehydration alongside the antibiotic.':
        'Upungufu wa maji unahitaji kurudisha maji pamoja na antibiotiki.',
      'Delay of adrenaline is the main cause of death.':
        'Kuchelewa kutoa adrenaline ndicho chanzo kikuu cha vifo.',
      'Dementia is a diagnosis of months of decline without clouded consciousness; find treatable causes.':
        'Dementia ni utambuzi wa kudhoofika kwa miezi kadhaa bila fahamu kufifia; tafuta sababu zinazotibika.',
      'Desaturation on exertion is typical; hypoxaemia needs steroids and oxygen.':
        'Oksijeni kushuka wakati wa kujishughulisha ni kawaida; oksijeni pungufu inahitaji steroidi na oksijeni.',
      'Detects liver abscess in fever with right upper quadrant pain.':
        'Hugundua jipu la ini katika homa pamoja na maumivu ya juu kulia ya tumbo.',
      'Detects respiratory muscle weakness and dysautonomia in Guillain-Barré syndrome.':
        'Hugundua udhaifu wa misuli ya kupumua na kuvurugika kwa mfumo wa neva wa kujiendesha katika Guillain-Barré syndrome.',
      'Detects viral or secondary pneumonia.': 'Hugundua nimonia ya virusi au inayofuata.',
      'Diabetes and HIV predispose to extensive fungal skin infection.':
        'Kisukari na VVU huongeza hatari ya maambukizi ya fangasi yaliyoenea kwenye ngozi.',
      'Diabetes, dyslipidaemia, pulmonary congestion.':
        'Kisukari, mafuta yasiyo ya kawaida kwenye damu, msongamano wa damu kwenye mapafu.',
      'Diabetes, HIV, B12 deficiency, kidney failure.': 'Kisukari, VVU, upungufu wa B12, figo kushindwa.',
      'Diagnosis and follow-up of healing.': 'Utambuzi na ufuatiliaji wa kupona.',
      'Diagnosis before ART.': 'Utambuzi kabla ya ART.',
      'Diagnosis is clinical: loss of sensation in a patch, thickened nerve, or positive smear; ≤ 5 patches is paucibacillary.':
        'Utambuzi ni wa kikliniki: kupoteza hisia kwenye baka, neva iliyonenepa, au smear chanya; ≤ 5 mabaka ni paucibacillary.',
      'Diagnosis is clinical; symptoms for at least 2 weeks with impaired functioning.':
        'Utambuzi ni wa kikliniki; dalili kwa angalau wiki 2 pamoja na utendaji kazi kudhoofika.',
      'Diagnosis: fasting >= 7.0 mmol/L, random >= 11.1 mmol/L with symptoms, or HbA1c >= 6.5%; repeat if no symptoms.':
        'Utambuzi: sukari bila kula >= 7.0 mmol/L, wakati wowote >= 11.1 mmol/L pamoja na dalili, au HbA1c >= 6.5%; rudia kama hakuna dalili.',
      'Diagnosis: more than three times the upper limit with typical pain.':
        'Utambuzi: zaidi ya mara tatu ya kiwango cha juu pamoja na maumivu ya kawaida.',
      'Diastolic >= 90 mmHg on two readings and proteinuria.':
        'Diastolic >= 90 mmHg katika vipimo viwili na protini kwenye mkojo.',
      'Differential diagnosis and organ involvement.':
        'Uwezekano mwingine wa utambuzi na viungo vilivyoathirika.',
      'Differential of prolonged fever.': 'Uwezekano mwingine wa homa ya muda mrefu.',
      'Differential of spasms and rigidity.': 'Uwezekano mwingine wa mikakamao na kukakamaa.',
      'Diffuse concave ST elevation; large globular heart shadow.':
        'ST kupanda kwa upana kwa umbo la bakuli; kivuli kikubwa cha moyo cha umbo la mpira.',
      'Diffuse goitre (Graves) or nodules.': 'Goita iliyoenea (Graves) au vinundu.',
      'Dilatation to the right of the action line; caput and moulding.':
        'Kufunguka kulia kwa mstari wa hatua; uvimbe wa kichwa cha mtoto na mifupa kupandana.',
      'Dilated loops with air-fluid levels; coffee-bean loop in sigmoid volvulus; target sign of intussusception on ultrasound.':
        'Sehemu za utumbo zilizopanuka zenye viwango vya hewa na maji; umbo la punje ya kahawa katika sigmoid volvulus; ishara ya shabaha ya intussusception kwenye ultrasound.',
      'Dipstick 3+ or more; uPCR ≥ 200 mg/mmol.': 'Dipstick 3+ au zaidi; uPCR ≥ 200 mg/mmol.',
      'DKA: glucose > 11 mmol/L with ketonaemia or ketonuria and acidosis.':
        'DKA: sukari > 11 mmol/L pamoja na ketoni kwenye damu au mkojo na asidi mwilini.',
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
      'Empty uterus, adnexal mass, free fluid in the pouch of Douglas.':
        'Mji wa mimba mtupu, uvimbe pembeni mwa kizazi, maji katika kifuko cha Douglas (nyuma ya mji wa mimba).',
      'Empyema: pus or pH < 7.2.': 'Usaha kwenye utando: usaha au pH < 7.2.',
      'Enlarged heart or left atrium.': 'Moyo au atriamu ya kushoto iliyopanuka.',
      'Epileptiform discharges; neurocysticercosis, tumour or scar in some.':
        'Mawimbi ya kifafa; neurocysticercosis, uvimbe au kovu kwa baadhi.',
      'Erosions and tophi indicate need for urate-lowering therapy.':
        'Mmomonyoko na tophi huonyesha hitaji la tiba ya kushusha urate.',
      'Every AFP case under 15 years (or any age if polio suspected) is notified at once and tested.':
        'Kila mgonjwa wa AFP chini ya miaka 15 (au umri wowote polio ikishukiwa) huripotiwa mara moja na kupimwa.',
      'Every STI visit is an HIV and syphilis testing opportunity.':
        'Kila hudhurio la magonjwa ya zinaa ni fursa ya kupima VVU na kaswende.',
      'Every woman of reproductive age with abdominal pain or bleeding.':
        'Kila mwanamke wa umri wa kuzaa mwenye maumivu ya tumbo au kutokwa damu.',
      'Evidence of recent streptococcal infection and inflammation for the revised Jones criteria.':
        'Ushahidi wa maambukizi ya streptococcus ya karibuni na uvimbe mwilini kwa vigezo vilivyorekebishwa vya Jones.',
      'Exclude bacterial meningitis in a febrile unconscious patient.':
        'Ondoa homa ya uti wa mgongo ya bakteria kwa mgonjwa mwenye homa aliyepoteza fahamu.',
      'Exclude malaria in every febrile patient.': 'Ondoa malaria kwa kila mgonjwa mwenye homa.',
      'Exclude malaria; low platelets and raised transaminases support rickettsiosis.':
        'Ondoa malaria; chembe sahani chache na transaminases zilizopanda huashiria rickettsiosis.',
      'Exclude perforation (free air) and assess effusions.':
        'Ondoa kutoboka (hewa tumboni) na tathmini maji kwenye utando.',
      'Exclude urinary infection and malaria as causes of vomiting.':
        'Ondoa maambukizi ya njia ya mkojo na malaria kama sababu za kutapika.',
      'Excludes meningitis and metabolic causes of a first seizure.':
        'Huondoa homa ya uti wa mgongo na sababu za kimetaboliki za degedege la kwanza.',
      'Excludes oesophageal cancer, stricture and Barrett oesophagus.':
        'Huondoa uwezekano wa saratani ya umio, kubana kwa umio na Barrett oesophagus.',
      'Excludes other arthritis and grades severity.':
        'Huondoa aina nyingine za uvimbe wa viungo na hupima ukali.',
      'Excludes secondary headache.':
        'Huondoa uwezekano wa maumivu ya kichwa yanayotokana na ugonjwa mwingine.',
      'Excludes tinea and scabies.': 'Huondoa mba na upele.',
      'Exudate vs transudate; pus or pH < 7.2 means drainage; lymphocytic exudate with high ADA means TB.':
        'Exudate dhidi ya transudate; usaha au pH < 7.2 humaanisha kutoa maji; exudate ya lymphocyte yenye ADA ya juu humaanisha TB.',
    },
  },
];
