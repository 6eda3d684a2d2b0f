import type { TranslationGroup } from '../types';

/** swahiliTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with t to z. */
export const swahiliTreatmentProtocolsTToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Take early in the attack; rest in a dark room; avoid triggers; prophylaxis (amitriptyline or propranolol) for frequent attacks; limit analgesics to under 10 days a month.':
        'Meza mapema katika shambulio; pumzika katika chumba chenye giza; epuka vichochezi; kinga (amitriptyline au propranolol) kwa mashambulio ya mara kwa mara; punguza dawa za maumivu hadi chini ya siku 10 kwa mwezi.',
      'Take iron with a little food if it upsets the stomach':
        'Meza chuma pamoja na chakula kidogo kikivuruga tumbo',
      'Target < 140/90 mmHg, < 130/80 mmHg with diabetes, CKD or high risk.':
        'Lengo < 140/90 mmHg, < 130/80 mmHg pamoja na kisukari, CKD au hatari kubwa.',
      'TB preventive therapy (isoniazid or 3HP)': 'Tiba ya kuzuia TB (isoniazid au 3HP)',
      'Test and treat H. pylori (omeprazole + amoxicillin + clarithromycin or metronidazole for 14 days); stop NSAIDs; alarm features (bleeding, weight loss, age over 55): endoscopy.':
        'Pima na tibu H. pylori (omeprazole + amoxicillin + clarithromycin au metronidazole kwa siku 14); acha NSAIDs; dalili za hatari (kutokwa damu, kupungua uzito, umri zaidi ya 55): endoscopy.',
      'Test for HIV and rifampicin resistance (Xpert); directly observed treatment; notify.':
        'Pima VVU na usugu wa rifampicin (Xpert); matibabu yanayosimamiwa moja kwa moja; toa taarifa.',
      'Tetanus prophylaxis for wounds': 'Kinga ya pepopunda kwa majeraha',
      'Tetanus prophylaxis if skin broken': 'Kinga ya pepopunda ikiwa ngozi imechanika',
      'Tetanus toxoid if not up to date': 'Tetanus toxoid ikiwa chanjo haijakamilika',
      'Tetracycline eye ointment for eye signs; isolate.':
        'Mafuta ya macho ya tetracycline kwa dalili za macho; mtenge.',
      'The alpha-blocker (tamsulosin 400 micrograms daily in the BNF) is not in this catalogue, so no dose is computed: prescribe from the national list.':
        'Alpha-blocker (tamsulosin mikrogramu 400 kila siku katika BNF) haimo katika orodha hii, hivyo hakuna dozi inayokokotolewa: andika kutoka orodha ya kitaifa.',
      'The lower end of the 3000-6000 IU range; a single large dose (stoss) is an alternative the source allows for poor adherence.':
        'Kiwango cha chini cha wigo wa 3000-6000 IU; dozi moja kubwa (stoss) ni mbadala unaoruhusiwa na chanzo kwa ufuasi duni.',
      'The source states no maximum for DEC; the cap is the dose at 150 kg.':
        'Chanzo hakitaji kiwango cha juu cha DEC; kikomo ni dozi ya kg 150.',
      'The source states no maximum; the cap is the dose at 150 kg.':
        'Chanzo hakitaji kiwango cha juu; kikomo ni dozi ya kg 150.',
      'Thiamine before any glucose': 'Thiamine kabla ya glukosi yoyote',
      'Thromboprophylaxis if admitted and immobile': 'Kinga ya damu kuganda akilazwa na hawezi kutembea',
      'Tinea capitis and extensive or nail infection need oral griseofulvin (10 mg/kg daily for 6-8 weeks; not in pregnancy).':
        'Mba ya kichwa na maambukizi yaliyoenea au ya kucha yanahitaji griseofulvin ya kumeza (10 mg/kg kila siku kwa wiki 6-8; si wakati wa ujauzito).',
      'Track the referral within 2 weeks; shared follow-up with the cancer centre.':
        'Fuatilia rufaa ndani ya wiki 2; ufuatiliaji wa pamoja na kituo cha saratani.',
      'Transfusion only for severe anaemia with decompensation.':
        'Kuongezewa damu tu kwa upungufu mkubwa wa damu wenye mwili kuzidiwa.',
      'Transudates: treat the cause (heart, kidney or liver failure).':
        'Transudate: tibu chanzo (moyo, figo au ini kushindwa).',
      'Treat a triggering infection only if bacterial':
        'Tibu maambukizi yaliyochochea tu ikiwa ni ya bakteria',
      'Treat all household contacts at the same time; wash clothes and bedding in hot water.':
        'Watibu wote wa nyumba moja kwa wakati mmoja; fua nguo na matandiko kwa maji ya moto.',
      'Treat anaemia': 'Tibu upungufu wa damu',
      'Treat anaemia with iron': 'Tibu upungufu wa damu kwa chuma',
      'Treat any secondary bacterial infection': 'Tibu maambukizi yoyote ya bakteria yanayofuata',
      'Treat as heart failure with reduced ejection fraction: loop diuretic for congestion, ACE inhibitor (enalapril), beta-blocker (bisoprolol) and mineralocorticoid antagonist (spironolactone), titrated.':
        'Tibu kama moyo kushindwa wenye ejection fraction iliyopungua: loop diuretic kwa msongamano wa maji, ACE inhibitor (enalapril), beta-blocker (bisoprolol) na mineralocorticoid antagonist (spironolactone), zikirekebishwa.',
      'Treat asymptomatic bacteriuria only in pregnancy.':
        'Tibu bakteria kwenye mkojo bila dalili wakati wa ujauzito pekee.',
      'Treat coexisting asthma.': 'Tibu pumu iliyopo pamoja.',
      'Treat comorbid physical illness and pain': 'Tibu magonjwa ya kimwili na maumivu yaliyopo pamoja',
      'Treat constipation': 'Tibu kufunga choo',
      'Treat constipation and obesity': 'Tibu kufunga choo na unene uliopitiliza',
      'Treat hepatitis B.': 'Tibu homa ya ini B.',
      'Treat HIV, stop alcohol': 'Tibu VVU, acha pombe',
      'Treat hypocalcaemia first if there are fits or spasms.':
        'Tibu upungufu wa kalsiamu kwanza ikiwa kuna degedege au mikakamao.',
      'Treat infection.': 'Tibu maambukizi.',
      'Treat infections promptly': 'Tibu maambukizi haraka',
      'Treat malaria and anaemia': 'Tibu malaria na upungufu wa damu',
      'Treat malaria, HIV and TB as found': 'Tibu malaria, VVU na TB zikigunduliwa',
      'Treat partners for gonorrhoea and chlamydia.': 'Watibu wenzi kwa kisonono na chlamydia.',
      'Treat partners, offer HIV and syphilis tests, condoms; in pregnancy azithromycin replaces doxycycline.':
        'Watibu wenzi, toa vipimo vya VVU na kaswende, kondomu; wakati wa ujauzito azithromycin huchukua nafasi ya doxycycline.',
      'Treat partners; test for HIV and syphilis.': 'Watibu wenzi; pima VVU na kaswende.',
      'Treat the cause (malaria, hookworm with albendazole after the first trimester) and give elemental iron 120 mg with folic acid 400 micrograms daily until Hb is normal, then the preventive dose of 60 mg; transfuse if Hb < 7 g/dL near term or with heart failure.':
        'Tibu chanzo (malaria, minyoo ya safura kwa albendazole baada ya kipindi cha kwanza cha ujauzito) na toa madini ya chuma 120 mg pamoja na folic acid mikrogramu 400 kila siku hadi Hb iwe ya kawaida, kisha dozi ya kinga ya 60 mg; mwongezee damu ikiwa Hb < 7 g/dL karibu na kujifungua au akiwa na moyo kushindwa.',
      'Treat the cause (stop alcohol; hepatitis B antivirals per WHO).':
        'Tibu chanzo (acha pombe; dawa za virusi za homa ya ini B kufuata WHO).',
      'Treat the cause and slow progression: blood pressure control (target systolic < 120-130 mmHg if tolerated) with an ACE inhibitor or ARB when albuminuria is present; SGLT2 inhibitor where available (eGFR >= 20); glucose control in diabetes; statin for adults 50 or over; avoid nephrotoxins and adjust drug doses to eGFR.':
        'Tibu chanzo na punguza kasi ya ugonjwa: kudhibiti shinikizo la damu (lengo la systolic < 120-130 mmHg likivumilika) kwa ACE inhibitor au ARB kukiwa na albumini kwenye mkojo; SGLT2 inhibitor inapopatikana (eGFR >= 20); kudhibiti sukari katika kisukari; statin kwa watu wazima wa miaka 50 au zaidi; epuka vitu vinavyodhuru figo na rekebisha dozi za dawa kulingana na eGFR.',
      'Treat the cause of delirium.': 'Tibu chanzo cha delirium.',
      'Treat the cause of recurrent ear discharge (HIV, nasal disease)':
        'Tibu chanzo cha usaha wa sikio unaojirudia (VVU, ugonjwa wa pua)',
      'Treat the cause: control blood pressure, anticoagulate atrial fibrillation, secondary penicillin prophylaxis and surgery referral for rheumatic valve disease, treat anaemia.':
        'Tibu chanzo: dhibiti shinikizo la damu, dawa za kuzuia damu kuganda kwa atrial fibrillation, kinga ya pili ya penicillin na rufaa ya upasuaji kwa ugonjwa wa vali wa rheumatic, tibu upungufu wa damu.',
      'Treat the cause: glucose control; switch stavudine or other neurotoxic ART (WHO regimens no longer use it); pyridoxine for isoniazid neuropathy; stop alcohol, give thiamine and B vitamins.':
        'Tibu chanzo: kudhibiti sukari; badilisha stavudine au ART nyingine inayodhuru neva (mipango ya WHO haiitumii tena); pyridoxine kwa madhara ya neva ya isoniazid; acha pombe, toa thiamine na vitamini B.',
      'Treat the portal of entry (tinea pedis, wound)': 'Tibu njia ya kuingilia (fangasi ya miguu, jeraha)',
      'Treat underlying scabies.': 'Tibu upele (scabies) uliopo chini yake.',
      'Treat urinary infection': 'Tibu maambukizi ya njia ya mkojo',
      'Treatment by stage and receptor status: surgery, chemotherapy, radiotherapy, endocrine therapy (tamoxifen or aromatase inhibitor).':
        'Matibabu kulingana na hatua na hali ya vipokezi: upasuaji, tiba ya kemikali, tiba ya mionzi, tiba ya homoni (tamoxifen au aromatase inhibitor).',
      'Treatment is chemotherapy by the specialist centre (Burkitt: cyclophosphamide-based protocols; Hodgkin: ABVD); ART for HIV-associated lymphoma.':
        'Matibabu ni tiba ya kemikali katika kituo cha wataalamu (Burkitt: itifaki zenye cyclophosphamide; Hodgkin: ABVD); ART kwa lymphoma inayohusiana na VVU.',
      'Treatment is food (ready-to-use supplementary food through the nutrition programme), not medicine.':
        'Matibabu ni chakula (chakula cha nyongeza kilicho tayari kutumika kupitia programu ya lishe), si dawa.',
      'Treatment is phototherapy or exchange transfusion, decided by serum bilirubin for age in hours; no medicine.':
        'Matibabu ni tiba ya mwanga au kubadilisha damu, huamuliwa kwa bilirubini ya damu kulingana na umri kwa saa; hakuna dawa.',
      'Treatment supporter / DOT': 'Msaidizi wa matibabu / DOT',
      'Trial without catheter after 2 to 7 days; review every 6 to 12 months.':
        'Jaribu bila katheta baada ya siku 2 hadi 7; rudi kila miezi 6 hadi 12.',
      'Trichiasis needs surgery: refer.': 'Trichiasis inahitaji upasuaji: toa rufaa.',
      'Trichiasis: surgery.': 'Trichiasis: upasuaji.',
      'TSH 6 to 8 weeks after each change, then yearly.':
        'TSH wiki 6 hadi 8 baada ya kila badiliko, kisha kila mwaka.',
      'Tuberculous pleurisy: give the TB regimens of pulmonary tuberculosis (2HRZE/4HR by weight band).':
        'TB ya utando wa mapafu: toa mipango ya matibabu ya TB ya mapafu (2HRZE/4HR kulingana na kundi la uzito).',
      'Tuberculous pleurisy: standard 6-month anti-TB treatment (2HRZE/4HR), ART if HIV positive; therapeutic tap for breathlessness.':
        'TB ya utando wa mapafu: matibabu ya kawaida ya TB ya miezi 6 (2HRZE/4HR), ART ikiwa na VVU; kutoa maji kama tiba kwa kukosa pumzi.',
      'Uncomplicated cutaneous anthrax: oral ciprofloxacin or doxycycline for 7 to 10 days (60 days if from aerosol exposure).':
        'Kimeta cha ngozi kisicho na matatizo: ciprofloxacin au doxycycline ya kumeza kwa siku 7 hadi 10 (siku 60 ikiwa kimetokana na kuvuta vumbi lenye vijidudu).',
      'Uncomplicated SAM: outpatient RUTF by weight with oral amoxicillin, measles vaccination and deworming per protocol.':
        'SAM isiyo na matatizo: RUTF kwa mgonjwa wa nje kulingana na uzito pamoja na amoxicillin ya kumeza, chanjo ya surua na dawa ya minyoo kufuata itifaki.',
      'Uncomplicated: oral azithromycin (first choice where fluoroquinolone resistance is common, as in East Africa) or ciprofloxacin where susceptible.':
        'Isiyo na matatizo: azithromycin ya kumeza (chaguo la kwanza mahali usugu wa fluoroquinolone umeenea, kama Afrika Mashariki) au ciprofloxacin mahali bakteria hawajawa sugu.',
      'Up-dosing to 4 times (specialist advice) is in the guideline for uncontrolled chronic urticaria; the cap here is the standard dose.':
        'Kuongeza dozi hadi mara 4 (ushauri wa mtaalamu) kumo kwenye mwongozo kwa urticaria sugu isiyodhibitiwa; kikomo hapa ni dozi ya kawaida.',
      'Urate-lowering therapy with allopurinol (start low, titrate to uric acid < 0.36 mmol/L) for 2 or more flares a year, tophi, erosions or CKD, with flare prophylaxis (colchicine or NSAID) for 3 to 6 months.':
        'Tiba ya kushusha urate kwa allopurinol (anza kwa dozi ndogo, ongeza hadi uric acid < 0.36 mmol/L) kwa milipuko 2 au zaidi kwa mwaka, tophi, mmomonyoko au CKD, pamoja na kinga ya milipuko (colchicine au NSAID) kwa miezi 3 hadi 6.',
      'Use disorder: brief intervention, motivational counselling, treat depression and liver disease, refer for relapse prevention.':
        'Ugonjwa wa matumizi: uingiliaji mfupi, ushauri wa kuhamasisha, tibu msongo wa mawazo na ugonjwa wa ini, toa rufaa kwa kuzuia kurudia.',
      'Use single-pill combinations where possible (HEARTS protocol).':
        'Tumia vidonge mseto vya kidonge kimoja inapowezekana (itifaki ya HEARTS).',
      'Usual maintenance 100 to 200 micrograms daily; the cap is the top of that range.':
        'Dozi ya kawaida ya kudumisha mikrogramu 100 hadi 200 kila siku; kikomo ni kiwango cha juu cha wigo huo.',
      'Vaccinate against hepatitis B (if negative)': 'Chanjo ya homa ya ini B (ikiwa hana maambukizi)',
      'Vaccinate against influenza and pneumococcus': 'Chanjo dhidi ya influenza na pneumococcus',
      'Vaccination (influenza, hepatitis B) as per national schedule':
        'Chanjo (influenza, homa ya ini B) kulingana na ratiba ya kitaifa',
      'Valproate is avoided in women who may become pregnant.':
        'Valproate huepukwa kwa wanawake wanaoweza kupata mimba.',
      'Viral conjunctivitis: hygiene and cold compresses, no antibiotic.':
        'Conjunctivitis ya virusi: usafi na kitambaa cha baridi, hakuna antibiotiki.',
      'Vitamin A': 'Vitamini A',
      'Vitamin A and deworming per schedule': 'Vitamini A na dawa ya minyoo kulingana na ratiba',
      'Vitamin A on days 1 and 2 (a third dose after 2-4 weeks if eye signs), treatment of complications: tetracycline eye ointment for eye discharge, gentian violet for mouth ulcers, ORS for diarrhoea, and antibiotics only for pneumonia, otitis or other bacterial complications.':
        'Vitamini A siku 1 na 2 (dozi ya tatu baada ya wiki 2-4 ikiwa kuna dalili za macho), kutibu matatizo: mafuta ya macho ya tetracycline kwa uchafu wa macho, gentian violet kwa vidonda vya mdomo, ORS kwa kuharisha, na antibiotiki tu kwa nimonia, maambukizi ya sikio au matatizo mengine ya bakteria.',
      'Vitamin A per protocol (not if oedematous at admission)':
        'Vitamini A kufuata itifaki (si kama ana uvimbe wa maji wakati wa kulazwa)',
      'Vitamin D daily for at least 12 weeks (2000 IU under 1 year, 3000-6000 IU from 1 to 12 years, 6000 IU over 12) together with calcium 500 mg daily, then maintenance 400-600 IU daily.':
        'Vitamini D kila siku kwa angalau wiki 12 (2000 IU chini ya mwaka 1, 3000-6000 IU kutoka miaka 1 hadi 12, 6000 IU zaidi ya 12) pamoja na kalsiamu 500 mg kila siku, kisha dozi ya kudumisha 400-600 IU kila siku.',
      'Warm drinks and honey for cough (age over 1 year)':
        'Vinywaji vya moto na asali kwa kikohozi (umri zaidi ya mwaka 1)',
      'Warm saltwater mouth rinses': 'Kusukutua kwa maji ya chumvi ya uvuguvugu',
      'Warn of early jitteriness; review within 2 weeks.':
        'Mwonye kuhusu kutetemeka na wasiwasi wa mwanzo; rudi ndani ya wiki 2.',
      'Wash the wound with soap and water for 15 minutes at once.':
        'Osha jeraha kwa sabuni na maji kwa dakika 15 mara moja.',
      'Wear open shoes or cotton socks': 'Vaa viatu vilivyo wazi au soksi za pamba',
      'Weekly during the first 8 weeks, then monthly for a year.':
        'Kila wiki katika wiki 8 za kwanza, kisha kila mwezi kwa mwaka mmoja.',
      'Weekly OTP visits until discharge criteria (MUAC >= 125 mm and no oedema for 2 weeks), then supplementary feeding follow-up.':
        'Mahudhurio ya OTP kila wiki hadi vigezo vya kuruhusiwa (MUAC >= 125 mm na hakuna uvimbe wa maji kwa wiki 2), kisha ufuatiliaji wa lishe ya nyongeza.',
      'Weekly until blood pressure and creatinine are normal, then at 3 and 6 months for haematuria and proteinuria.':
        'Kila wiki hadi shinikizo la damu na creatinine ziwe za kawaida, kisha miezi 3 na 6 kwa damu na protini kwenye mkojo.',
      'Weekly until the course ends; X-ray at 4 to 6 weeks for osteomyelitis.':
        'Kila wiki hadi dozi iishe; X-ray baada ya wiki 4 hadi 6 kwa maambukizi ya mfupa.',
      'Weight loss, raise the head of the bed, avoid late meals, alcohol and tobacco; antacid for occasional symptoms.':
        'Kupunguza uzito, inua kichwa cha kitanda, epuka milo ya usiku sana, pombe na tumbaku; antacid kwa dalili za mara kwa mara.',
      'Wheeze: try salbutamol first.': 'Kukoroma kifuani (wheeze): jaribu salbutamol kwanza.',
      'Where onchocerciasis is co-endemic give ivermectin 150 micrograms/kg with albendazole instead of DEC.':
        'Mahali onchocerciasis ipo pia toa ivermectin mikrogramu 150/kg pamoja na albendazole badala ya DEC.',
      'WHO multidrug therapy (rifampicin, dapsone, clofazimine) for every patient: 6 months for paucibacillary and 12 months for multibacillary leprosy, monthly supervised doses plus daily self-administered doses, from the programme’s blister packs.':
        'Tiba ya dawa nyingi ya WHO (rifampicin, dapsone, clofazimine) kwa kila mgonjwa: miezi 6 kwa ukoma wa paucibacillary na miezi 12 kwa ukoma wa multibacillary, dozi za kila mwezi zinazosimamiwa pamoja na dozi za kila siku anazojimezea mwenyewe, kutoka pakiti za programu.',
      'WHO now recommends artemether-lumefantrine in the first trimester; quinine (with clindamycin) only when it cannot be given.':
        'WHO sasa inapendekeza artemether-lumefantrine katika kipindi cha kwanza cha ujauzito; quinine (pamoja na clindamycin) tu isipoweza kutolewa.',
      'Wick the ear dry before each instillation.': 'Kausha sikio kwa utambi kabla ya kila kuweka matone.',
      'With generous emollients.': 'Pamoja na mafuta mengi ya kulainisha ngozi.',
      'Withdrawal: diazepam by symptoms (10-20 mg up to 4 times daily, tapering over 3-7 days), thiamine 100 mg daily for 5 days, fluids, calm environment; delirium or seizures: admit.':
        'Dalili za kuacha pombe: diazepam kulingana na dalili (10-20 mg hadi mara 4 kwa siku, ikipunguzwa kwa siku 3-7), thiamine 100 mg kila siku kwa siku 5, maji, mazingira tulivu; delirium au degedege: mlaze.',
      'Without risk of cervical infection: metronidazole 400-500 mg twice daily for 7 days (BV and trichomoniasis) and, for curd-like discharge or itching, clotrimazole 500 mg vaginal tablet once (or fluconazole 150 mg once, not in pregnancy); with cervicitis risk or signs, add condition 34’s gonorrhoea and chlamydia treatment.':
        'Bila hatari ya maambukizi ya shingo ya kizazi: metronidazole 400-500 mg mara mbili kwa siku kwa siku 7 (BV na trichomoniasis) na, kwa uchafu kama maziwa mgando au muwasho, clotrimazole 500 mg kidonge cha ukeni mara moja (au fluconazole 150 mg mara moja, si wakati wa ujauzito); kukiwa na hatari au dalili za maambukizi ya shingo ya kizazi, ongeza matibabu ya kisonono na chlamydia ya hali namba 34.',
      'Zinc for 10-14 days in children': 'Zinki kwa siku 10-14 kwa watoto',
      'Zinc for 10-14 days in children.': 'Zinki kwa siku 10-14 kwa watoto.',
      'Zinc for children under 5.': 'Zinki kwa watoto chini ya miaka 5.',
      'Zinc for children, rehydration as needed.': 'Zinki kwa watoto, kurudisha maji mwilini inapohitajika.',
      'Zinc supplementation for children': 'Nyongeza ya zinki kwa watoto',
    },
  },
];
