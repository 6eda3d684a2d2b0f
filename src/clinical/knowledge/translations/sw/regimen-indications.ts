import type { TranslationGroup } from '../types';

/**
 * What each regimen item treats (indication of the regimens of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliRegimenIndications: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'active trachoma, and household contacts': 'trakoma hai, na wanaoishi nyumba moja',
      'acute asthma': 'shambulio la ghafla la pumu',
      'acute cholecystitis or cholangitis': 'uvimbe wa ghafla wa kifuko cha nyongo au wa mirija ya nyongo',
      'acute cholecystitis or cholangitis (anaerobic cover)':
        'uvimbe wa ghafla wa kifuko cha nyongo au wa mirija ya nyongo (kufunika anaerobes)',
      'acute ear infection': 'maambukizi ya ghafla ya sikio',
      'acute gout flare': 'mlipuko wa ghafla wa gauti',
      'acute mania': 'mania ya ghafla',
      'acute migraine attack': 'shambulio la ghafla la kipandauso',
      'acute pyelonephritis (outpatient)': 'maambukizi ya ghafla ya figo (mgonjwa wa nje)',
      'acute pyelonephritis (pregnancy, fluoroquinolone allergy)':
        'maambukizi ya ghafla ya figo (ujauzito, mzio wa fluoroquinolone)',
      'alcohol withdrawal': 'dalili za kuacha pombe',
      'allergic rhinitis': 'mafua ya mzio',
      'amoebic dysentery or liver abscess': 'kuhara damu kwa amiba au jipu la ini',
      'anaemia in pregnancy': 'upungufu wa damu wakati wa ujauzito',
      'ascites in cirrhosis': 'maji tumboni katika cirrhosis',
      'ascites in cirrhosis (added to spironolactone)':
        'maji tumboni katika cirrhosis (inaongezwa kwenye spironolactone)',
      'bacterial vaginosis or trichomoniasis': 'bacterial vaginosis au trichomoniasis',
      'bloody diarrhoea (dysentery)': 'kuharisha damu (kuhara damu)',
      brucellosis: 'brucellosis',
      cellulitis: 'cellulitis',
      chancroid: 'chancroid',
      chlamydia: 'chlamydia',
      'cholera with moderate or severe dehydration':
        'kipindupindu chenye upungufu wa maji wa wastani au mkubwa',
      'chronic suppurative otitis media or otitis externa':
        'maambukizi sugu ya sikio la kati yenye usaha au maambukizi ya mfereji wa nje wa sikio',
      'clearing the nephritogenic streptococcus': 'kuondoa streptococcus inayosababisha nephritis',
      'co-trimoxazole prophylaxis': 'kinga ya co-trimoxazole',
      'community-acquired pneumonia, mild to moderate (CURB-65 0-1)':
        'nimonia iliyopatikana katika jamii, ndogo hadi ya wastani (CURB-65 0-1)',
      'congestion (oedema, breathlessness)': 'msongamano wa maji (uvimbe, kukosa pumzi)',
      'congestion in cardiomyopathy': 'msongamano wa maji katika cardiomyopathy',
      'dehydration in hyperemesis (saline, not glucose first)':
        'upungufu wa maji katika kutapika sana kwa ujauzito (saline, si glukosi kwanza)',
      'dental abscess with spreading infection': 'jipu la jino lenye maambukizi yanayoenea',
      'drug-susceptible pulmonary TB, continuation phase':
        'TB ya mapafu isiyo sugu kwa dawa, awamu ya kuendeleza',
      'drug-susceptible pulmonary TB, intensive phase': 'TB ya mapafu isiyo sugu kwa dawa, awamu ya kwanza',
      'dyspepsia or peptic ulcer': 'dyspepsia au kidonda cha tumbo',
      'ear pain': 'maumivu ya sikio',
      'extensive or bullous impetigo': 'impetigo iliyoenea au yenye malengelenge',
      'facial pain and fever': 'maumivu ya uso na homa',
      'fever and discomfort': 'homa na kutojisikia vizuri',
      'fever and loin pain': 'homa na maumivu ya kiuno',
      'fever and myalgia': 'homa na maumivu ya misuli',
      'fever and pain': 'homa na maumivu',
      'fever and pleuritic pain': 'homa na maumivu ya utando wa mapafu',
      'fever in dengue': 'homa katika dengue',
      'fever or discomfort': 'homa au kutojisikia vizuri',
      'first episode of nephrotic syndrome in a child': 'tukio la kwanza la nephrotic syndrome kwa mtoto',
      'first-line antiretroviral therapy': 'tiba ya kupunguza makali ya VVU ya chaguo la kwanza',
      'first-line antiretroviral therapy (child)':
        'tiba ya kupunguza makali ya VVU ya chaguo la kwanza (mtoto)',
      'fracture pain': 'maumivu ya kuvunjika kwa mfupa',
      'fracture pain (added to paracetamol)':
        'maumivu ya kuvunjika kwa mfupa (inaongezwa kwenye paracetamol)',
      'gastro-oesophageal reflux disease': 'ugonjwa wa asidi kurudi kwenye umio',
      'generalized anxiety or panic disorder when psychological treatment is not enough':
        'wasiwasi wa jumla au ugonjwa wa hofu kuu tiba ya kisaikolojia isipotosha',
      'genital herpes (vesicles or recurrent ulcers)':
        'herpes ya sehemu za siri (malengelenge au vidonda vinavyojirudia)',
      gonorrhoea: 'kisonono',
      'heart failure with reduced ejection fraction': 'moyo kushindwa wenye ejection fraction iliyopungua',
      'herpes zoster': 'mkanda wa jeshi (herpes zoster)',
      hyperthyroidism: 'tezi ya shingo kuzidi kufanya kazi (hyperthyroidism)',
      'intestinal worms (ascaris, hookworm, trichuris)':
        'minyoo ya tumbo (ascaris, minyoo ya safura, trichuris)',
      'iron-deficiency anaemia': 'upungufu wa damu kutokana na ukosefu wa chuma',
      'iron-deficiency anaemia (elemental iron)':
        'upungufu wa damu kutokana na ukosefu wa chuma (madini halisi ya chuma)',
      'isoniazid-induced peripheral neuropathy': 'madhara ya neva za pembeni yanayosababishwa na isoniazid',
      leprosy: 'ukoma',
      'leprosy in a child under 40 kg': 'ukoma kwa mtoto chini ya kg 40',
      'lower urinary tract infection (cystitis)': 'maambukizi ya njia ya chini ya mkojo (cystitis)',
      'lymphatic filariasis': 'matende (lymphatic filariasis)',
      'lymphatic filariasis where onchocerciasis is co-endemic (with albendazole)':
        'matende mahali onchocerciasis ipo pia (pamoja na albendazole)',
      'mechanical low back pain': 'maumivu ya kiuno ya kimitambo',
      'mild eczema or contact dermatitis, face and skin folds':
        'ukurutu mdogo au ugonjwa wa ngozi wa kugusana, uso na mikunjo ya ngozi',
      'mild leptospirosis': 'leptospirosis isiyo kali',
      'moderate to severe depression': 'msongo wa mawazo wa wastani hadi mkali',
      'moderate to severe exacerbation': 'kuzidi kwa ugonjwa kwa wastani hadi kwa ukali',
      'nutritional rickets': 'matege ya lishe',
      'nutritional rickets from 1 to 12 years': 'matege ya lishe kuanzia miaka 1 hadi 12',
      'oedema and hypertension of acute glomerulonephritis':
        'uvimbe wa maji na shinikizo la damu la glomerulonephritis ya ghafla',
      'open-angle glaucoma (not for cataract)': 'glaucoma ya pembe wazi (si kwa mtoto wa jicho)',
      'osteoarthritis pain': 'maumivu ya osteoarthritis',
      'osteomyelitis or septic arthritis': 'maambukizi ya mfupa au ya kiungo',
      'pain and fever': 'maumivu na homa',
      'pain and fever of parotitis or orchitis': 'maumivu na homa ya uvimbe wa tezi ya mate au wa korodani',
      'pain of minor burns': 'maumivu ya kuungua kidogo',
      'painful peripheral neuropathy': 'madhara ya neva za pembeni yenye maumivu',
      'palpitations and tremor of hyperthyroidism': 'moyo kudunda na kutetemeka kwa hyperthyroidism',
      'pelvic inflammatory disease (anaerobic cover)': 'maambukizi ya via vya uzazi (kufunika anaerobes)',
      'pelvic inflammatory disease (chlamydial cover)': 'maambukizi ya via vya uzazi (kufunika chlamydia)',
      'pelvic inflammatory disease (gonococcal cover)': 'maambukizi ya via vya uzazi (kufunika gonococcus)',
      'pertussis (shortens infectiousness; also for contacts under 1 year)':
        'kifaduro (hufupisha muda wa kuambukiza; pia kwa waliogusana naye chini ya mwaka 1)',
      'pneumonia (fast breathing or chest indrawing, no danger sign)':
        'nimonia (kupumua haraka au kifua kubonyea ndani, hakuna dalili ya hatari)',
      'post-exposure prophylaxis (category II and III exposures)':
        'kinga baada ya kuambukizwa (makundi II na III)',
      'prevention of isoniazid neuropathy (HIV, pregnancy, diabetes, alcohol, malnutrition)':
        'kuzuia madhara ya neva ya isoniazid (VVU, ujauzito, kisukari, pombe, utapiamlo)',
      'prevention of Wernicke encephalopathy': 'kuzuia Wernicke encephalopathy',
      'prevention of Wernicke encephalopathy in prolonged vomiting':
        'kuzuia Wernicke encephalopathy katika kutapika kwa muda mrefu',
      'prophylaxis of PCP, toxoplasmosis and bacterial infections':
        'kinga ya PCP, toxoplasmosis na maambukizi ya bakteria',
      psychosis: 'saikosisi',
      'rehydration (WHO Plan B, some dehydration)':
        'kurudisha maji mwilini (Mpango B wa WHO, upungufu wa wastani wa maji)',
      'renal colic': 'maumivu ya jiwe la figo',
      'rickettsial fever': 'homa ya rickettsia',
      'routine antibiotic in uncomplicated severe acute malnutrition':
        'antibiotiki ya kawaida katika utapiamlo mkali usio na matatizo',
      'secondary prophylaxis of rheumatic fever': 'kinga ya pili ya homa ya rheumatic',
      'sore throat and fever': 'maumivu ya koo na homa',
      'streptococcal pharyngitis (prevention of rheumatic fever)':
        'maambukizi ya koo ya streptococcus (kuzuia homa ya rheumatic)',
      'syphilis cover in genital ulcer disease':
        'kufunika kaswende katika ugonjwa wa vidonda vya sehemu za siri',
      'tension-type headache': 'maumivu ya kichwa ya msongo',
      'tetanus prevention after a bite': 'kuzuia pepopunda baada ya kuumwa',
      'tinea corporis, cruris or pedis': 'mba ya mwili, ya kinena au ya miguu',
      'type 2 diabetes': 'kisukari aina ya 2',
      'umbilical infection with redness extending to the skin':
        'maambukizi ya kitovu yenye wekundu unaoenea kwenye ngozi',
      'uncomplicated cutaneous anthrax': 'kimeta cha ngozi kisicho na matatizo',
      'uncomplicated enteric fever': 'homa ya matumbo isiyo na matatizo',
      'uncomplicated falciparum malaria': 'malaria ya falciparum isiyo na matatizo',
      'urinary or intestinal schistosomiasis': 'kichocho cha njia ya mkojo au cha utumbo',
      'vitamin A for measles': 'vitamini A kwa surua',
      'vulvovaginal candidiasis': 'fangasi ya uke',
      'zinc supplementation for diarrhoea in children': 'nyongeza ya zinki kwa kuharisha kwa watoto',
      'zoster pain': 'maumivu ya mkanda wa jeshi',
    },
  },
];
