import type { TranslationGroup } from '../types';

/** swahiliRegimenIndications (see regimen-indications.ts), the entries whose English key starts with o to z. */
export const swahiliRegimenIndicationsOToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'oedema and hypertension of acute glomerulonephritis':
        'uvimbe wa maji na shinikizo la damu la glomerulonephritis ya ghafla',
      'oesophageal candidiasis in a child (pain or difficulty swallowing with thrush)':
        'fangasi ya umio kwa mtoto (maumivu au shida ya kumeza pamoja na utando mweupe mdomoni)',
      'oesophageal candidiasis, or severe oral thrush': 'fangasi ya umio, au utando mweupe mkali mdomoni',
      'open-angle glaucoma (not for cataract)': 'glaucoma ya pembe wazi (si kwa mtoto wa jicho)',
      'oral thrush': 'utando mweupe mdomoni (thrush)',
      'organophosphate or carbamate poisoning': 'sumu ya organophosphate au carbamate',
      'organophosphate poisoning (not carbamates)': 'sumu ya organophosphate (si carbamates)',
      'osteoarthritis pain': 'maumivu ya osteoarthritis',
      'osteomyelitis or septic arthritis': 'maambukizi ya mfupa au ya kiungo',
      pain: 'maumivu',
      'pain (no aspirin or NSAIDs)': 'maumivu (hakuna aspirin wala NSAIDs)',
      'pain (with paracetamol)': 'maumivu (pamoja na paracetamol)',
      'pain and fever': 'maumivu na homa',
      'pain and fever of parotitis or orchitis': 'maumivu na homa ya uvimbe wa tezi ya mate au wa korodani',
      'pain during miscarriage or after misoprostol':
        'maumivu wakati mimba inaharibika au baada ya misoprostol',
      'pain of minor burns': 'maumivu ya kuungua kidogo',
      'painful peripheral neuropathy': 'madhara ya neva za pembeni yenye maumivu',
      'palpitations and tremor of hyperthyroidism': 'moyo kudunda na kutetemeka kwa hyperthyroidism',
      'paracetamol or other charcoal-bound medicine within 1 hour (not iron, hydrocarbons or corrosives)':
        'paracetamol au dawa nyingine inayoshikwa na mkaa ndani ya saa 1 (si chuma, hydrocarbons wala kemikali zinazounguza)',
      'paracetamol overdose (hospital)': 'kuzidisha dozi ya paracetamol (hospitali)',
      'paracetamol overdose above the treatment line or ≥ 150 mg/kg (hospital)':
        'kuzidisha dozi ya paracetamol juu ya mstari wa matibabu au ≥ 150 mg/kg (hospitali)',
      'partial-thickness burns (not on the face; not under 2 months)':
        'kuungua kwa sehemu ya ngozi (si usoni; si chini ya miezi 2)',
      'pelvic inflammatory disease (anaerobic cover)': 'maambukizi ya via vya uzazi (kufunika anaerobes)',
      'pelvic inflammatory disease (chlamydial cover)': 'maambukizi ya via vya uzazi (kufunika chlamydia)',
      'pelvic inflammatory disease (gonococcal cover)': 'maambukizi ya via vya uzazi (kufunika gonococcus)',
      'pertussis (shortens infectiousness; also for contacts under 1 year)':
        'kifaduro (hufupisha muda wa kuambukiza; pia kwa waliogusana naye chini ya mwaka 1)',
      'pertussis in a newborn (erythromycin carries a risk of pyloric stenosis)':
        'kifaduro kwa mtoto mchanga (erythromycin ina hatari ya pyloric stenosis)',
      'pertussis when erythromycin is withheld': 'kifaduro erythromycin ikizuiliwa',
      'plague (all forms)': 'tauni (aina zote)',
      'plague (all forms; first choice in pneumonic and septicaemic plague)':
        'tauni (aina zote; chaguo la kwanza katika tauni ya mapafu na ya damu)',
      'plague (bubonic; oral when able to swallow)': 'tauni (ya mitoki; kwa kumeza akiweza kumeza)',
      'Pneumocystis pneumonia (sulfamethoxazole 100 mg/kg/day)':
        'nimonia ya Pneumocystis (sulfamethoxazole 100 mg/kg/siku)',
      'Pneumocystis pneumonia in a child (trimethoprim 8 mg/kg + sulfamethoxazole 40 mg/kg a dose)':
        'nimonia ya Pneumocystis kwa mtoto (trimethoprim 8 mg/kg + sulfamethoxazole 40 mg/kg kwa dozi)',
      'pneumonia (fast breathing or chest indrawing, no danger sign)':
        'nimonia (kupumua haraka au kifua kubonyea ndani, hakuna dalili ya hatari)',
      'possible serious bacterial infection in a young infant':
        'uwezekano wa maambukizi makali ya bakteria kwa mtoto mchanga',
      'post-exposure prophylaxis (category II and III exposures)':
        'kinga baada ya kuambukizwa (makundi II na III)',
      'PPH where oxytocin is unavailable or has failed': 'PPH mahali oxytocin haipatikani au imeshindwa',
      'pre-referral treatment of severe malaria in children 6 months to 6 years when injections are not possible':
        'matibabu ya kabla ya rufaa ya malaria kali kwa watoto wa miezi 6 hadi miaka 6 sindano zisipowezekana',
      'prevention of isoniazid neuropathy (advised in renal failure)':
        'kuzuia madhara ya neva ya isoniazid (inashauriwa figo zikishindwa)',
      'prevention of isoniazid neuropathy (HIV, pregnancy, diabetes, alcohol, malnutrition)':
        'kuzuia madhara ya neva ya isoniazid (VVU, ujauzito, kisukari, pombe, utapiamlo)',
      'prevention of vitamin K deficiency bleeding': 'kuzuia kutokwa damu kwa upungufu wa vitamini K',
      'prevention of Wernicke encephalopathy': 'kuzuia Wernicke encephalopathy',
      'prevention of Wernicke encephalopathy in intoxication': 'kuzuia Wernicke encephalopathy katika ulevi',
      'prevention of Wernicke encephalopathy in prolonged vomiting':
        'kuzuia Wernicke encephalopathy katika kutapika kwa muda mrefu',
      'prophylaxis of PCP, toxoplasmosis and bacterial infections':
        'kinga ya PCP, toxoplasmosis na maambukizi ya bakteria',
      psychosis: 'saikosisi',
      'psychosis (sedating alternative)': 'saikosisi (mbadala unaoleta usingizi)',
      'pulmonary TB in a child, continuation phase': 'TB ya mapafu kwa mtoto, awamu ya kuendeleza',
      'pulmonary TB in a child, intensive phase': 'TB ya mapafu kwa mtoto, awamu ya kwanza',
      'purulent conjunctivitis in a newborn (presumed gonococcal ophthalmia)':
        'conjunctivitis yenye usaha kwa mtoto mchanga (inayodhaniwa kuwa ophthalmia ya gonococcus)',
      'rate control in atrial fibrillation': 'kudhibiti kasi ya mapigo katika atrial fibrillation',
      'rehydration (WHO Plan B, some dehydration)':
        'kurudisha maji mwilini (Mpango B wa WHO, upungufu wa wastani wa maji)',
      'renal colic': 'maumivu ya jiwe la figo',
      'renal colic when NSAIDs cannot be used': 'maumivu ya jiwe la figo NSAIDs zisipoweza kutumika',
      'rickettsial fever': 'homa ya rickettsia',
      'rickettsial fever in a child under 45 kg': 'homa ya rickettsia kwa mtoto chini ya kg 45',
      'routine antibiotic in uncomplicated severe acute malnutrition':
        'antibiotiki ya kawaida katika utapiamlo mkali usio na matatizo',
      'secondary prophylaxis in penicillin allergy': 'kinga ya pili kwa mwenye mzio wa penicillin',
      'secondary prophylaxis of rheumatic fever': 'kinga ya pili ya homa ya rheumatic',
      'secondary prophylaxis when injections are refused': 'kinga ya pili sindano zikikataliwa',
      'sepsis in a child': 'sepsis kwa mtoto',
      'sepsis in a child, when ampicillin is not available (with gentamicin)':
        'sepsis kwa mtoto, ampicillin isipopatikana (pamoja na gentamicin)',
      'sepsis of unknown source': 'sepsis ya chanzo kisichojulikana',
      'serious bacterial infection in a newborn': 'maambukizi makali ya bakteria kwa mtoto mchanga',
      'severe hypertension in pre-eclampsia': 'shinikizo kubwa la damu katika pre-eclampsia',
      'severe hypertension in pregnancy': 'shinikizo kubwa la damu wakati wa ujauzito',
      'severe hypertension in pregnancy (160/110 or more)':
        'shinikizo kubwa la damu wakati wa ujauzito (160/110 au zaidi)',
      'severe hypoglycaemia in an adult': 'sukari ya chini sana kwa mtu mzima',
      'severe leptospirosis': 'leptospirosis kali',
      'severe malaria (children under 20 kg receive 3 mg/kg)':
        'malaria kali (watoto chini ya kg 20 hupewa 3 mg/kg)',
      'severe malaria (in all trimesters of pregnancy)': 'malaria kali (katika vipindi vyote vya ujauzito)',
      'severe malaria when artesunate cannot be given': 'malaria kali artesunate isipoweza kutolewa',
      'severe pain (starting dose)': 'maumivu makali (dozi ya kuanzia)',
      'severe pre-eclampsia or eclampsia (Pritchard regimen)':
        'pre-eclampsia kali au eclampsia (mpango wa Pritchard)',
      'shock in anaphylaxis': 'mshtuko katika anaphylaxis',
      'shock or heavy bleeding before delivery': 'mshtuko au kutokwa damu nyingi kabla ya kujifungua',
      'sickle cell disease': 'ugonjwa wa selimundu',
      'significant bleeding after injury, within 3 hours (adolescents and adults)':
        'kutokwa damu kwingi baada ya jeraha, ndani ya saa 3 (vijana balehe na watu wazima)',
      'sore throat and fever': 'maumivu ya koo na homa',
      'streptococcal pharyngitis': 'maambukizi ya koo ya streptococcus',
      'streptococcal pharyngitis (prevention of rheumatic fever)':
        'maambukizi ya koo ya streptococcus (kuzuia homa ya rheumatic)',
      'streptococcal pharyngitis in penicillin allergy':
        'maambukizi ya koo ya streptococcus kwa mwenye mzio wa penicillin',
      syphilis: 'kaswende',
      'syphilis cover in genital ulcer disease':
        'kufunika kaswende katika ugonjwa wa vidonda vya sehemu za siri',
      'tension-type headache': 'maumivu ya kichwa ya msongo',
      'tetanus (eradicate Clostridium tetani)': 'pepopunda (kuondoa Clostridium tetani)',
      'tetanus prevention after a bite': 'kuzuia pepopunda baada ya kuumwa',
      'tetanus prevention after a snakebite': 'kuzuia pepopunda baada ya kuumwa na nyoka',
      'tinea corporis, cruris or pedis': 'mba ya mwili, ya kinena au ya miguu',
      'tinea of the skin': 'mba ya ngozi',
      'type 2 diabetes': 'kisukari aina ya 2',
      'type 2 diabetes when metformin cannot be used': 'kisukari aina ya 2 metformin isipoweza kutumika',
      'umbilical infection with redness extending to the skin':
        'maambukizi ya kitovu yenye wekundu unaoenea kwenye ngozi',
      'uncomplicated cutaneous anthrax': 'kimeta cha ngozi kisicho na matatizo',
      'uncomplicated cutaneous anthrax (alternative)': 'kimeta cha ngozi kisicho na matatizo (mbadala)',
      'uncomplicated enteric fever': 'homa ya matumbo isiyo na matatizo',
      'uncomplicated falciparum malaria': 'malaria ya falciparum isiyo na matatizo',
      'uncomplicated falciparum malaria in an infant under 5 kg':
        'malaria ya falciparum isiyo na matatizo kwa mtoto mchanga chini ya kg 5',
      'uncomplicated falciparum malaria in the first trimester':
        'malaria ya falciparum isiyo na matatizo katika kipindi cha kwanza cha ujauzito',
      'uncomplicated malaria when no artemisinin combination can be given':
        'malaria isiyo na matatizo tiba mseto ya artemisinin isipoweza kutolewa',
      'urinary or intestinal schistosomiasis': 'kichocho cha njia ya mkojo au cha utumbo',
      'uterotonic for postpartum haemorrhage':
        'dawa ya kukaza mji wa mimba kwa kuvuja damu baada ya kujifungua',
      'vitamin A for measles': 'vitamini A kwa surua',
      'volume replacement in postpartum haemorrhage':
        'kurudisha ujazo wa damu katika kuvuja damu baada ya kujifungua',
      'volume replacement when Ringer’s lactate is unavailable':
        'kurudisha ujazo Ringer’s lactate isipopatikana',
      'vulvovaginal candidiasis': 'fangasi ya uke',
      'zinc supplementation for diarrhoea in children': 'nyongeza ya zinki kwa kuharisha kwa watoto',
      'zoster pain': 'maumivu ya mkanda wa jeshi',
    },
  },
];
