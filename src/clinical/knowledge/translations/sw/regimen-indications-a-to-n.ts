import type { TranslationGroup } from '../types';

/** swahiliRegimenIndications (see regimen-indications.ts), the entries whose English key starts with a to n. */
export const swahiliRegimenIndicationsAToN: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'active immunisation': 'chanjo ya kinga hai',
      'active immunisation (the disease gives no immunity)':
        'chanjo ya kinga hai (ugonjwa wenyewe hauleti kinga)',
      'active trachoma under 6 months': 'trakoma hai chini ya miezi 6',
      'active trachoma when azithromycin is withheld': 'trakoma hai azithromycin ikizuiliwa',
      'active trachoma, and household contacts': 'trakoma hai, na wanaoishi nyumba moja',
      'acute asthma': 'shambulio la ghafla la pumu',
      'acute cholecystitis or cholangitis': 'uvimbe wa ghafla wa kifuko cha nyongo au wa mirija ya nyongo',
      'acute cholecystitis or cholangitis (anaerobic cover)':
        'uvimbe wa ghafla wa kifuko cha nyongo au wa mirija ya nyongo (kufunika anaerobes)',
      'acute coronary syndrome': 'acute coronary syndrome',
      'acute ear infection': 'maambukizi ya ghafla ya sikio',
      'acute filarial attack (adenolymphangitis)': 'shambulio la ghafla la filaria (adenolymphangitis)',
      'acute gout flare': 'mlipuko wa ghafla wa gauti',
      'acute gout when NSAIDs cannot be used': 'gauti ya ghafla NSAIDs zisipoweza kutumika',
      'acute ischaemic stroke, only after CT excludes haemorrhage':
        'kiharusi cha ghafla cha kukosa damu, tu baada ya CT kuondoa kuvuja damu',
      'acute mania': 'mania ya ghafla',
      'acute migraine attack': 'shambulio la ghafla la kipandauso',
      'acute otitis media': 'maambukizi ya ghafla ya sikio la kati',
      'acute otitis media in penicillin allergy':
        'maambukizi ya ghafla ya sikio la kati kwa mwenye mzio wa penicillin',
      'acute pericarditis (not tuberculous)': 'uvimbe wa ghafla wa utando wa moyo (si wa TB)',
      'acute pericarditis (prevents recurrence)': 'uvimbe wa ghafla wa utando wa moyo (huzuia kujirudia)',
      'acute pyelonephritis': 'maambukizi ya ghafla ya figo',
      'acute pyelonephritis (outpatient)': 'maambukizi ya ghafla ya figo (mgonjwa wa nje)',
      'acute pyelonephritis (pregnancy, fluoroquinolone allergy)':
        'maambukizi ya ghafla ya figo (ujauzito, mzio wa fluoroquinolone)',
      'acute severe hypertension in pregnancy (BP 160/110 or more)':
        'shinikizo kubwa la damu la ghafla wakati wa ujauzito (shinikizo 160/110 au zaidi)',
      'acute wheeze or asthma': 'kukoroma kifuani kwa ghafla au pumu',
      'alcohol withdrawal': 'dalili za kuacha pombe',
      'all postpartum haemorrhage, whatever the cause, started within 3 hours of birth':
        'kuvuja damu kote baada ya kujifungua, bila kujali chanzo, ianzishwe ndani ya saa 3 baada ya kuzaliwa',
      'allergic rhinitis': 'mafua ya mzio',
      amoebiasis: 'amiba',
      'amoebic dysentery or liver abscess': 'kuhara damu kwa amiba au jipu la ini',
      'anaemia in pregnancy': 'upungufu wa damu wakati wa ujauzito',
      'anaerobic cover for postpartum endometritis and septic abortion':
        'kufunika anaerobes kwa maambukizi ya ukuta wa mji wa mimba baada ya kujifungua na mimba iliyoharibika yenye maambukizi',
      'anaphylaxis (1 mg/mL, 0.01 mL/kg)': 'anaphylaxis (1 mg/mL, 0.01 mL/kg)',
      'appendicitis (anaerobic cover)': 'kidole tumbo (kufunika anaerobes)',
      'appendicitis (intra-abdominal infection)': 'kidole tumbo (maambukizi ndani ya tumbo)',
      'ascites in cirrhosis': 'maji tumboni katika cirrhosis',
      'ascites in cirrhosis (added to spironolactone)':
        'maji tumboni katika cirrhosis (inaongezwa kwenye spironolactone)',
      'bacterial meningitis': 'homa ya uti wa mgongo ya bakteria',
      'bacterial vaginosis or trichomoniasis': 'bacterial vaginosis au trichomoniasis',
      "Bell's palsy": "Bell's palsy (kupooza kwa uso)",
      'bloody diarrhoea (dysentery)': 'kuharisha damu (kuhara damu)',
      brucellosis: 'brucellosis',
      'brucellosis in a child under 8': 'brucellosis kwa mtoto chini ya miaka 8',
      'brucellosis in pregnancy': 'brucellosis wakati wa ujauzito',
      'bubonic plague (alternative), or 7 days as post-exposure prophylaxis':
        'tauni ya mitoki (mbadala), au siku 7 kama kinga baada ya kuambukizwa',
      cellulitis: 'cellulitis',
      'cellulitis in penicillin allergy': 'cellulitis kwa mwenye mzio wa penicillin',
      'cellulitis in penicillin and sulfonamide allergy':
        'cellulitis kwa mwenye mzio wa penicillin na sulfonamide',
      chancroid: 'chancroid',
      'chickenpox in an adolescent or adult': 'tetekuwanga kwa kijana balehe au mtu mzima',
      chlamydia: 'chlamydia',
      'chlamydia (pregnancy)': 'chlamydia (ujauzito)',
      'chlamydial infection in a child under 45 kg': 'maambukizi ya chlamydia kwa mtoto chini ya kg 45',
      'chlamydial ophthalmia neonatorum (onset day 5-14, or not improving on ceftriaxone)':
        'ophthalmia neonatorum ya chlamydia (kuanza siku 5-14, au bila nafuu kwa ceftriaxone)',
      'cholera with moderate or severe dehydration':
        'kipindupindu chenye upungufu wa maji wa wastani au mkubwa',
      'cholera with moderate or severe dehydration (pregnancy, young children)':
        'kipindupindu chenye upungufu wa maji wa wastani au mkubwa (ujauzito, watoto wadogo)',
      'chorioamnionitis or postpartum endometritis':
        'maambukizi ya mfuko wa mtoto au ya ukuta wa mji wa mimba baada ya kujifungua',
      'chronic suppurative otitis media or otitis externa':
        'maambukizi sugu ya sikio la kati yenye usaha au maambukizi ya mfereji wa nje wa sikio',
      'clearing the nephritogenic streptococcus': 'kuondoa streptococcus inayosababisha nephritis',
      'co-trimoxazole prophylaxis': 'kinga ya co-trimoxazole',
      'community-acquired pneumonia (penicillin allergy in pregnancy)':
        'nimonia iliyopatikana katika jamii (mzio wa penicillin wakati wa ujauzito)',
      'community-acquired pneumonia (penicillin allergy)':
        'nimonia iliyopatikana katika jamii (mzio wa penicillin)',
      'community-acquired pneumonia in a child': 'nimonia iliyopatikana katika jamii kwa mtoto',
      'community-acquired pneumonia, mild to moderate (CURB-65 0-1)':
        'nimonia iliyopatikana katika jamii, ndogo hadi ya wastani (CURB-65 0-1)',
      'congestion (oedema, breathlessness)': 'msongamano wa maji (uvimbe, kukosa pumzi)',
      'congestion in cardiomyopathy': 'msongamano wa maji katika cardiomyopathy',
      'congestion in peripartum cardiomyopathy': 'msongamano wa maji katika peripartum cardiomyopathy',
      convulsion: 'degedege',
      'convulsion not controlled by (or without) a benzodiazepine':
        'degedege lisilodhibitiwa na benzodiazepine (au bila benzodiazepine)',
      'convulsions in a newborn': 'degedege kwa mtoto mchanga',
      'cryptococcal meningitis induction':
        'awamu ya kwanza ya matibabu ya homa ya uti wa mgongo ya cryptococcus',
      'deep vein thrombosis or pulmonary embolism': 'damu kuganda kwenye mshipa wa ndani au kwenye mapafu',
      'dehydration and ketosis in prolonged labour':
        'upungufu wa maji na ketoni mwilini katika uchungu wa muda mrefu',
      'dehydration in hyperemesis (saline, not glucose first)':
        'upungufu wa maji katika kutapika sana kwa ujauzito (saline, si glukosi kwanza)',
      'dental abscess in penicillin allergy': 'jipu la jino kwa mwenye mzio wa penicillin',
      'dental abscess with spreading infection': 'jipu la jino lenye maambukizi yanayoenea',
      'diphtheria (with antitoxin), and contacts': 'dondakoo (pamoja na antitoxin), na waliogusana naye',
      'diphtheria when azithromycin is withheld': 'dondakoo azithromycin ikizuiliwa',
      'drug-susceptible pulmonary TB with an eGFR below 30, intensive phase':
        'TB ya mapafu isiyo sugu kwa dawa yenye eGFR chini ya 30, awamu ya kwanza',
      'drug-susceptible pulmonary TB with an eGFR below 30: rifampicin and isoniazid unchanged':
        'TB ya mapafu isiyo sugu kwa dawa yenye eGFR chini ya 30: rifampicin na isoniazid bila kubadilishwa',
      'drug-susceptible pulmonary TB, continuation phase':
        'TB ya mapafu isiyo sugu kwa dawa, awamu ya kuendeleza',
      'drug-susceptible pulmonary TB, intensive phase': 'TB ya mapafu isiyo sugu kwa dawa, awamu ya kwanza',
      'dysentery when ciprofloxacin cannot be given (pregnancy, allergy)':
        'kuhara damu ciprofloxacin isipoweza kutolewa (ujauzito, mzio)',
      'dyspepsia or peptic ulcer': 'dyspepsia au kidonda cha tumbo',
      'ear pain': 'maumivu ya sikio',
      'early syphilis (penicillin allergy)': 'kaswende ya mapema (mzio wa penicillin)',
      'early syphilis (penicillin allergy, pregnancy)': 'kaswende ya mapema (mzio wa penicillin, ujauzito)',
      'enteric fever (only where the strain is fluoroquinolone-susceptible)':
        'homa ya matumbo (tu mahali bakteria hawajawa sugu kwa fluoroquinolone)',
      'extensive or bullous impetigo': 'impetigo iliyoenea au yenye malengelenge',
      'facial pain and fever': 'maumivu ya uso na homa',
      'fever and discomfort': 'homa na kutojisikia vizuri',
      'fever and loin pain': 'homa na maumivu ya kiuno',
      'fever and myalgia': 'homa na maumivu ya misuli',
      'fever and pain': 'homa na maumivu',
      'fever and pleuritic pain': 'homa na maumivu ya utando wa mapafu',
      'fever in dengue': 'homa katika dengue',
      'fever or aches in acute bronchitis': 'homa au maumivu ya mwili katika bronchitis ya ghafla',
      'fever or discomfort': 'homa au kutojisikia vizuri',
      'first episode of nephrotic syndrome in a child': 'tukio la kwanza la nephrotic syndrome kwa mtoto',
      'first-line antiretroviral therapy': 'tiba ya kupunguza makali ya VVU ya chaguo la kwanza',
      'first-line antiretroviral therapy (child)':
        'tiba ya kupunguza makali ya VVU ya chaguo la kwanza (mtoto)',
      'fluid resuscitation in DKA': 'kufufua kwa maji katika DKA',
      'fracture pain': 'maumivu ya kuvunjika kwa mfupa',
      'fracture pain (added to paracetamol)':
        'maumivu ya kuvunjika kwa mfupa (inaongezwa kwenye paracetamol)',
      'gastro-oesophageal reflux disease': 'ugonjwa wa asidi kurudi kwenye umio',
      'generalized anxiety or panic disorder when psychological treatment is not enough':
        'wasiwasi wa jumla au ugonjwa wa hofu kuu tiba ya kisaikolojia isipotosha',
      'genital herpes (vesicles or recurrent ulcers)':
        'herpes ya sehemu za siri (malengelenge au vidonda vinavyojirudia)',
      'gonococcal infection (ophthalmia) in a newborn':
        'maambukizi ya gonococcus (ya macho) kwa mtoto mchanga',
      'gonococcal infection in a child under 45 kg': 'maambukizi ya gonococcus kwa mtoto chini ya kg 45',
      'gonococcal ophthalmia neonatorum (purulent conjunctivitis in the first weeks)':
        'ophthalmia neonatorum ya gonococcus (conjunctivitis yenye usaha katika wiki za kwanza)',
      gonorrhoea: 'kisonono',
      'gonorrhoea when ceftriaxone cannot be given': 'kisonono ceftriaxone isipoweza kutolewa',
      'haemorrhagic shock after injury (warm fluid; blood as soon as available)':
        'mshtuko wa kuvuja damu baada ya jeraha (maji ya joto; damu mara inapopatikana)',
      'headache after a minor head injury (no NSAIDs, no sedatives)':
        'maumivu ya kichwa baada ya jeraha dogo la kichwa (hakuna NSAIDs, hakuna dawa za usingizi)',
      'heart failure when an ACE inhibitor is not tolerated': 'moyo kushindwa ACE inhibitor isipovumilika',
      'heart failure with reduced ejection fraction': 'moyo kushindwa wenye ejection fraction iliyopungua',
      'herpes zoster': 'mkanda wa jeshi (herpes zoster)',
      'hypertension in pregnancy': 'shinikizo la damu wakati wa ujauzito',
      'hypertensive emergency when a beta-blocker cannot be given':
        'dharura ya shinikizo la damu beta-blocker isipoweza kutolewa',
      'hypertensive emergency with organ damage':
        'dharura ya shinikizo la damu pamoja na uharibifu wa viungo',
      hyperthyroidism: 'tezi ya shingo kuzidi kufanya kazi (hyperthyroidism)',
      'hypoglycaemia (glucose below 2.5 mmol/L, or below 3 mmol/L in severe malnutrition)':
        'sukari ya chini (sukari chini ya 2.5 mmol/L, au chini ya 3 mmol/L katika utapiamlo mkali)',
      'hypoglycaemia after drinking': 'sukari ya chini baada ya kunywa pombe',
      'hypoglycaemia in a newborn': 'sukari ya chini kwa mtoto mchanga',
      'hypothyroidism in an older adult or with heart disease':
        'upungufu wa homoni ya tezi kwa mzee au mwenye ugonjwa wa moyo',
      'impetigo with penicillin allergy': 'impetigo kwa mwenye mzio wa penicillin',
      'incomplete abortion under 14 weeks, without signs of infection':
        'mimba iliyoharibika isiyokamilika chini ya wiki 14, bila dalili za maambukizi',
      'influenza at 65 years or older (high risk)':
        'influenza katika umri wa miaka 65 au zaidi (hatari kubwa)',
      'influenza in a child under 5 (high risk)': 'influenza kwa mtoto chini ya miaka 5 (hatari kubwa)',
      'influenza in pregnancy (high risk of severe disease)':
        'influenza wakati wa ujauzito (hatari kubwa ya ugonjwa mkali)',
      'initial re-feeding in complicated severe acute malnutrition (130 mL/kg/day; 100 mL/kg/day with severe oedema)':
        'kulisha upya kwa mwanzo katika utapiamlo mkali wenye matatizo (130 mL/kg/siku; 100 mL/kg/siku kukiwa na uvimbe mkubwa wa maji)',
      'insulin in DKA': 'insulini katika DKA',
      'insulin in DKA (0.05 IU/kg/hour in young children may suffice)':
        'insulini katika DKA (0.05 IU/kg/saa kwa watoto wadogo inaweza kutosha)',
      'intestinal worms': 'minyoo ya tumbo',
      'intestinal worms (ascaris, hookworm, trichuris)':
        'minyoo ya tumbo (ascaris, minyoo ya safura, trichuris)',
      'iron-deficiency anaemia': 'upungufu wa damu kutokana na ukosefu wa chuma',
      'iron-deficiency anaemia (elemental iron)':
        'upungufu wa damu kutokana na ukosefu wa chuma (madini halisi ya chuma)',
      'ischaemic chest pain': 'maumivu ya kifua ya moyo kukosa damu',
      'isoniazid-induced peripheral neuropathy': 'madhara ya neva za pembeni yanayosababishwa na isoniazid',
      leprosy: 'ukoma',
      'leprosy in a child under 40 kg': 'ukoma kwa mtoto chini ya kg 40',
      'low back pain': 'maumivu ya kiuno',
      'lower urinary tract infection': 'maambukizi ya njia ya chini ya mkojo',
      'lower urinary tract infection (also in pregnancy)':
        'maambukizi ya njia ya chini ya mkojo (pia wakati wa ujauzito)',
      'lower urinary tract infection (cystitis)': 'maambukizi ya njia ya chini ya mkojo (cystitis)',
      'lower urinary tract infection in pregnancy (not at term)':
        'maambukizi ya njia ya chini ya mkojo wakati wa ujauzito (si karibu na kujifungua)',
      'lymphatic filariasis': 'matende (lymphatic filariasis)',
      'lymphatic filariasis (only where onchocerciasis and loiasis are not endemic)':
        'matende (tu mahali onchocerciasis na loiasis hazipo)',
      'lymphatic filariasis where onchocerciasis is co-endemic (with albendazole)':
        'matende mahali onchocerciasis ipo pia (pamoja na albendazole)',
      'maintenance (Pritchard regimen)': 'dozi ya kudumisha (mpango wa Pritchard)',
      'mechanical low back pain': 'maumivu ya kiuno ya kimitambo',
      'mild eczema or contact dermatitis, face and skin folds':
        'ukurutu mdogo au ugonjwa wa ngozi wa kugusana, uso na mikunjo ya ngozi',
      'mild leptospirosis': 'leptospirosis isiyo kali',
      'moderate to severe depression': 'msongo wa mawazo wa wastani hadi mkali',
      'moderate to severe depression in an adolescent (12 years or older), with psychological treatment':
        'msongo wa mawazo wa wastani hadi mkali kwa kijana balehe (miaka 12 au zaidi), pamoja na tiba ya kisaikolojia',
      'moderate to severe eczema on the body': 'ukurutu wa wastani hadi mkali mwilini',
      'moderate to severe exacerbation': 'kuzidi kwa ugonjwa kwa wastani hadi kwa ukali',
      'muscle and nerve pain': 'maumivu ya misuli na neva',
      'nausea and vomiting of pregnancy': 'kichefuchefu na kutapika kwa ujauzito',
      'newborn without signs whose mother has positive syphilis serology':
        'mtoto mchanga bila dalili ambaye mama yake ana kipimo chanya cha kaswende',
      'nutritional rickets': 'matege ya lishe',
      'nutritional rickets from 1 to 12 years': 'matege ya lishe kuanzia miaka 1 hadi 12',
      'nutritional rickets over 12 years': 'matege ya lishe zaidi ya miaka 12',
      'nutritional rickets under 1 year': 'matege ya lishe chini ya mwaka 1',
    },
  },
];
