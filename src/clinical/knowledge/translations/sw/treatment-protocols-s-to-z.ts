import type { TranslationGroup } from '../types';

/** swahiliTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with s to z. */
export const swahiliTreatmentProtocolsSToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'SAFE strategy.': 'Mkakati wa SAFE.',
      'Saline nasal drops': 'Matone ya chumvi puani',
      'Saline nasal rinses': 'Kusafisha pua kwa maji ya chumvi',
      'Saline rinses for mouth lesions, sitz baths for genital lesions':
        'Kusukutua kwa maji ya chumvi kwa vidonda vya mdomo, kukalia maji ya uvuguvugu kwa vidonda vya sehemu za siri',
      'Salt restriction; diuretics only under specialist supervision (hypovolaemia).':
        'Punguza chumvi; diuretics tu chini ya usimamizi wa mtaalamu (upungufu wa maji kwenye mishipa).',
      'Screen for diabetes and kidney disease': 'Chunguza kisukari na ugonjwa wa figo',
      'Screen for TB (and cryptococcal antigen if CD4 below 200) before starting; start ART within 7 days, same day if ready.':
        'Chunguza TB (na antigeni ya cryptococcus ikiwa CD4 iko chini ya 200) kabla ya kuanza; anza ART ndani ya siku 7, siku hiyo hiyo akiwa tayari.',
      'Screen for TB before steroids where prevalent.': 'Chunguza TB kabla ya steroidi mahali TB imeenea.',
      'Scrotal support for orchitis': 'Kushikilia korodani kwa uvimbe wa korodani',
      'Secondary prophylaxis for all with ARF or RHD: benzathine benzylpenicillin IM every 4 weeks (every 3 weeks in high-risk cases), for at least 10 years after the last attack or to age 40 for moderate or severe RHD.':
        'Kinga ya pili kwa wote wenye ARF au RHD: benzathine benzylpenicillin IM kila wiki 4 (kila wiki 3 kwa wenye hatari kubwa), kwa angalau miaka 10 baada ya shambulio la mwisho au hadi umri wa miaka 40 kwa RHD ya wastani au kali.',
      'Self-care of hands, feet and eyes': 'Kujitunza mikono, miguu na macho',
      'Severe or unable to take oral: IV ceftriaxone.': 'Kali au hawezi kumeza: ceftriaxone ya mshipa.',
      'Severe pneumonia: first dose of ampicillin or benzylpenicillin plus gentamicin, oxygen and referral; ceftriaxone as second line.':
        'Nimonia kali: dozi ya kwanza ya ampicillin au benzylpenicillin pamoja na gentamicin, oksijeni na rufaa; ceftriaxone kama chaguo la pili.',
      'Severe, vomiting or pregnant: IV ceftriaxone (or gentamicin) then oral step-down to complete 7-14 days.':
        'Kali, anatapika au mjamzito: ceftriaxone ya mshipa (au gentamicin) kisha dawa za kumeza kukamilisha siku 7-14.',
      'Severe: IV ceftriaxone or benzylpenicillin plus gentamicin, with a macrolide where atypical infection is suspected, switching to oral after clinical improvement.':
        'Kali: ceftriaxone ya mshipa au benzylpenicillin pamoja na gentamicin, na macrolide maambukizi yasiyo ya kawaida yakishukiwa, ukibadili kwenda dawa za kumeza baada ya nafuu ya kikliniki.',
      'Short-acting beta-agonist (salbutamol) by metered-dose inhaler and spacer or nebuliser, repeated every 20 minutes in the first hour; add ipratropium in severe attacks; oxygen to keep SpO2 93-95% in adults (94-98% in children); oral prednisolone early (IV hydrocortisone if unable to swallow); IV magnesium sulfate for severe attacks not responding.':
        'Beta-agonist ya muda mfupi (salbutamol) kwa inhaler ya kipimo na spacer au nebuliser, ikirudiwa kila dakika 20 katika saa ya kwanza; ongeza ipratropium katika mashambulio makali; oksijeni kuweka SpO2 93-95% kwa watu wazima (94-98% kwa watoto); prednisolone ya kumeza mapema (hydrocortisone ya mshipa ikiwa hawezi kumeza); magnesium sulfate ya mshipa kwa mashambulio makali yasiyoitikia.',
      'Sieve urine and keep the stone for analysis': 'Chuja mkojo na uhifadhi jiwe kwa uchunguzi',
      'Single-dose albendazole (half dose for children 12-23 months) or mebendazole; periodic preventive chemotherapy for children, adolescent girls and women of reproductive age in endemic areas.':
        'Albendazole dozi moja (nusu dozi kwa watoto wa miezi 12-23) au mebendazole; dawa za kinga za mara kwa mara kwa watoto, wasichana balehe na wanawake wa umri wa kuzaa katika maeneo yenye ugonjwa.',
      'Sit upright': 'Kaa wima',
      'Sit upright when breathless': 'Kaa wima ukikosa pumzi',
      'Sleep and daily routine': 'Usingizi na ratiba ya kila siku',
      'Sleep hygiene': 'Mazoea mazuri ya usingizi',
      'Soothe the throat with a safe remedy': 'Tuliza koo kwa dawa salama',
      'Start ART at once (same regimens as HIV infection; avoid delaying ART for chemotherapy).':
        'Anza ART mara moja (mipango sawa na maambukizi ya VVU; usichelewe ART kwa ajili ya tiba ya kemikali).',
      'Start ART within 2 weeks in people with HIV (delay in TB meningitis); cotrimoxazole prophylaxis.':
        'Anza ART ndani ya wiki 2 kwa watu wenye VVU (chelewesha katika homa ya uti wa mgongo ya TB); kinga ya cotrimoxazole.',
      'Start drug treatment when BP is confirmed >= 140/90 mmHg (immediately if >= 160/100 or high cardiovascular risk).':
        'Anza matibabu ya dawa shinikizo la damu likithibitishwa >= 140/90 mmHg (mara moja ikiwa >= 160/100 au hatari kubwa ya moyo na mishipa).',
      'Statin for people aged 40 or more; blood pressure control with an ACE inhibitor if albuminuria.':
        'Statin kwa watu wenye umri wa miaka 40 au zaidi; kudhibiti shinikizo la damu kwa ACE inhibitor ikiwa kuna albumini kwenye mkojo.',
      'Statin if high cardiovascular risk.': 'Statin ikiwa hatari ya moyo na mishipa ni kubwa.',
      'Stones up to 10 mm in the ureter: medical expulsive therapy with an alpha-blocker (tamsulosin) where available and observation up to 4 to 6 weeks.':
        'Mawe hadi 10 mm kwenye mrija wa mkojo: tiba ya dawa ya kusaidia jiwe kutoka kwa alpha-blocker (tamsulosin) inapopatikana na kuangalia hadi wiki 4 hadi 6.',
      'Stop NSAIDs.': 'Acha NSAIDs.',
      'Structured diabetes education': 'Elimu rasmi kuhusu kisukari',
      'Sunlight exposure': 'Kupigwa na jua',
      'Supportive and symptomatic care: pain control, skin care, nutrition and hydration, treatment of secondary bacterial infection; antivirals (tecovirimat) only within clinical trials or national protocols.':
        'Huduma ya kusaidia na ya dalili: kudhibiti maumivu, utunzaji wa ngozi, lishe na maji mwilini, kutibu maambukizi ya bakteria yanayofuata; dawa za virusi (tecovirimat) tu ndani ya majaribio ya kitabibu au itifaki za kitaifa.',
      'Supportive: paracetamol for pain and fever, fluids, soft food, warm or cold compresses; no antibiotic.':
        'Kusaidia: paracetamol kwa maumivu na homa, vinywaji, chakula laini, kitambaa cha moto au baridi; hakuna antibiotiki.',
      'Supportive: salt and fluid restriction, furosemide for oedema or hypertension, add an antihypertensive if still raised; a 10-day penicillin course to clear the streptococcus (does not change the nephritis); treat scabies and impetigo in the household.':
        'Kusaidia: punguza chumvi na maji, furosemide kwa uvimbe au shinikizo la damu, ongeza dawa ya shinikizo likiendelea kuwa juu; dozi ya penicillin ya siku 10 kuondoa streptococcus (haibadilishi nephritis); tibu upele na impetigo kwa wote wa nyumba hiyo.',
      'Surgical clinic within weeks of an attack of biliary colic.':
        'Kliniki ya upasuaji ndani ya wiki chache baada ya shambulio la maumivu ya nyongo.',
      'Symptomatic care for non-severe influenza in healthy people.':
        'Huduma ya dalili kwa mafua makali (influenza) yasiyo kali kwa watu wenye afya.',
      'Symptomatic care only: fluids, rest, paracetamol for fever or pain, saline nose drops.':
        'Huduma ya dalili pekee: vinywaji, kupumzika, paracetamol kwa homa au maumivu, matone ya chumvi puani.',
      'Symptomatic very high glucose or weight loss with ketones: start insulin.':
        'Sukari ya juu sana yenye dalili au kupungua uzito pamoja na ketoni: anza insulini.',
      'Syndromic treatment for gonorrhoea and chlamydia together: ceftriaxone IM single dose plus doxycycline for 7 days (azithromycin single dose in pregnancy or when adherence is a concern).':
        'Matibabu ya kidalili ya kisonono na chlamydia pamoja: ceftriaxone IM dozi moja pamoja na doxycycline kwa siku 7 (azithromycin dozi moja wakati wa ujauzito au ufuasi ukiwa na shaka).',
      'Syndromic treatment: benzathine penicillin 2.4 MIU IM once (syphilis) + azithromycin 1 g orally once (chancroid); for vesicles or recurrent ulcers add aciclovir 400 mg three times daily for 7 days (first episode) or 5 days (recurrence).':
        'Matibabu ya kidalili: benzathine penicillin 2.4 MIU IM mara moja (kaswende) + azithromycin 1 g kwa kumeza mara moja (chancroid); kwa malengelenge au vidonda vinavyojirudia ongeza aciclovir 400 mg mara tatu kwa siku kwa siku 7 (mara ya kwanza) au siku 5 (kujirudia).',
      'Take iron with a little food if it upsets the stomach':
        'Meza chuma pamoja na chakula kidogo kikivuruga tumbo',
      'Target < 140/90 mmHg, < 130/80 mmHg with diabetes, CKD or high risk.':
        'Lengo < 140/90 mmHg, < 130/80 mmHg pamoja na kisukari, CKD au hatari kubwa.',
      'TB preventive therapy (isoniazid or 3HP)': 'Tiba ya kuzuia TB (isoniazid au 3HP)',
      'Test for HIV and rifampicin resistance (Xpert); directly observed treatment; notify.':
        'Pima VVU na usugu wa rifampicin (Xpert); matibabu yanayosimamiwa moja kwa moja; toa taarifa.',
      'The lower end of the 3000-6000 IU range; a single large dose (stoss) is an alternative the source allows for poor adherence.':
        'Kiwango cha chini cha wigo wa 3000-6000 IU; dozi moja kubwa (stoss) ni mbadala unaoruhusiwa na chanzo kwa ufuasi duni.',
      'The source states no maximum for DEC; the cap is the dose at 150 kg.':
        'Chanzo hakitaji kiwango cha juu cha DEC; kikomo ni dozi ya kg 150.',
      'Thromboprophylaxis if admitted and immobile': 'Kinga ya damu kuganda akilazwa na hawezi kutembea',
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
      'Treat asymptomatic bacteriuria only in pregnancy.':
        'Tibu bakteria kwenye mkojo bila dalili wakati wa ujauzito pekee.',
      'Treat coexisting asthma.': 'Tibu pumu iliyopo pamoja.',
      'Treat constipation': 'Tibu kufunga choo',
      'Treat hepatitis B.': 'Tibu homa ya ini B.',
      'Treat hypocalcaemia first if there are fits or spasms.':
        'Tibu upungufu wa kalsiamu kwanza ikiwa kuna degedege au mikakamao.',
      'Treat infections promptly': 'Tibu maambukizi haraka',
      'Treat partners, offer HIV and syphilis tests, condoms; in pregnancy azithromycin replaces doxycycline.':
        'Watibu wenzi, toa vipimo vya VVU na kaswende, kondomu; wakati wa ujauzito azithromycin huchukua nafasi ya doxycycline.',
      'Treat partners; test for HIV and syphilis.': 'Watibu wenzi; pima VVU na kaswende.',
      'Treat the cause (malaria, hookworm with albendazole after the first trimester) and give elemental iron 120 mg with folic acid 400 micrograms daily until Hb is normal, then the preventive dose of 60 mg; transfuse if Hb < 7 g/dL near term or with heart failure.':
        'Tibu chanzo (malaria, minyoo ya safura kwa albendazole baada ya kipindi cha kwanza cha ujauzito) na toa madini ya chuma 120 mg pamoja na folic acid mikrogramu 400 kila siku hadi Hb iwe ya kawaida, kisha dozi ya kinga ya 60 mg; mwongezee damu ikiwa Hb < 7 g/dL karibu na kujifungua au akiwa na moyo kushindwa.',
      'Treat the cause and slow progression: blood pressure control (target systolic < 120-130 mmHg if tolerated) with an ACE inhibitor or ARB when albuminuria is present; SGLT2 inhibitor where available (eGFR >= 20); glucose control in diabetes; statin for adults 50 or over; avoid nephrotoxins and adjust drug doses to eGFR.':
        'Tibu chanzo na punguza kasi ya ugonjwa: kudhibiti shinikizo la damu (lengo la systolic < 120-130 mmHg likivumilika) kwa ACE inhibitor au ARB kukiwa na albumini kwenye mkojo; SGLT2 inhibitor inapopatikana (eGFR >= 20); kudhibiti sukari katika kisukari; statin kwa watu wazima wa miaka 50 au zaidi; epuka vitu vinavyodhuru figo na rekebisha dozi za dawa kulingana na eGFR.',
      'Treat the cause of recurrent ear discharge (HIV, nasal disease)':
        'Tibu chanzo cha usaha wa sikio unaojirudia (VVU, ugonjwa wa pua)',
      'Treat the cause: control blood pressure, anticoagulate atrial fibrillation, secondary penicillin prophylaxis and surgery referral for rheumatic valve disease, treat anaemia.':
        'Tibu chanzo: dhibiti shinikizo la damu, dawa za kuzuia damu kuganda kwa atrial fibrillation, kinga ya pili ya penicillin na rufaa ya upasuaji kwa ugonjwa wa vali wa rheumatic, tibu upungufu wa damu.',
      'Treat the cause: glucose control; switch stavudine or other neurotoxic ART (WHO regimens no longer use it); pyridoxine for isoniazid neuropathy; stop alcohol, give thiamine and B vitamins.':
        'Tibu chanzo: kudhibiti sukari; badilisha stavudine au ART nyingine inayodhuru neva (mipango ya WHO haiitumii tena); pyridoxine kwa madhara ya neva ya isoniazid; acha pombe, toa thiamine na vitamini B.',
      'Treat the portal of entry (tinea pedis, wound)': 'Tibu njia ya kuingilia (fangasi ya miguu, jeraha)',
      'Treat underlying scabies.': 'Tibu upele (scabies) uliopo chini yake.',
      'Treatment by stage and receptor status: surgery, chemotherapy, radiotherapy, endocrine therapy (tamoxifen or aromatase inhibitor).':
        'Matibabu kulingana na hatua na hali ya vipokezi: upasuaji, tiba ya kemikali, tiba ya mionzi, tiba ya homoni (tamoxifen au aromatase inhibitor).',
      'Treatment is food (ready-to-use supplementary food through the nutrition programme), not medicine.':
        'Matibabu ni chakula (chakula cha nyongeza kilicho tayari kutumika kupitia programu ya lishe), si dawa.',
      'Treatment is phototherapy or exchange transfusion, decided by serum bilirubin for age in hours; no medicine.':
        'Matibabu ni tiba ya mwanga au kubadilisha damu, huamuliwa kwa bilirubini ya damu kulingana na umri kwa saa; hakuna dawa.',
      'Treatment supporter / DOT': 'Msaidizi wa matibabu / DOT',
      'Trichiasis needs surgery: refer.': 'Trichiasis inahitaji upasuaji: toa rufaa.',
      'Trichiasis: surgery.': 'Trichiasis: upasuaji.',
      'TSH 6 to 8 weeks after each change, then yearly.':
        'TSH wiki 6 hadi 8 baada ya kila badiliko, kisha kila mwaka.',
      'Tuberculous pleurisy: standard 6-month anti-TB treatment (2HRZE/4HR), ART if HIV positive; therapeutic tap for breathlessness.':
        'TB ya utando wa mapafu: matibabu ya kawaida ya TB ya miezi 6 (2HRZE/4HR), ART ikiwa na VVU; kutoa maji kama tiba kwa kukosa pumzi.',
      'Uncomplicated: oral azithromycin (first choice where fluoroquinolone resistance is common, as in East Africa) or ciprofloxacin where susceptible.':
        'Isiyo na matatizo: azithromycin ya kumeza (chaguo la kwanza mahali usugu wa fluoroquinolone umeenea, kama Afrika Mashariki) au ciprofloxacin mahali bakteria hawajawa sugu.',
      'Use single-pill combinations where possible (HEARTS protocol).':
        'Tumia vidonge mseto vya kidonge kimoja inapowezekana (itifaki ya HEARTS).',
      'Vaccination (influenza, hepatitis B) as per national schedule':
        'Chanjo (influenza, homa ya ini B) kulingana na ratiba ya kitaifa',
      'Vitamin A': 'Vitamini A',
      'Vitamin A and deworming per schedule': 'Vitamini A na dawa ya minyoo kulingana na ratiba',
      'Vitamin A on days 1 and 2 (a third dose after 2-4 weeks if eye signs), treatment of complications: tetracycline eye ointment for eye discharge, gentian violet for mouth ulcers, ORS for diarrhoea, and antibiotics only for pneumonia, otitis or other bacterial complications.':
        'Vitamini A siku 1 na 2 (dozi ya tatu baada ya wiki 2-4 ikiwa kuna dalili za macho), kutibu matatizo: mafuta ya macho ya tetracycline kwa uchafu wa macho, gentian violet kwa vidonda vya mdomo, ORS kwa kuharisha, na antibiotiki tu kwa nimonia, maambukizi ya sikio au matatizo mengine ya bakteria.',
      'Vitamin D daily for at least 12 weeks (2000 IU under 1 year, 3000-6000 IU from 1 to 12 years, 6000 IU over 12) together with calcium 500 mg daily, then maintenance 400-600 IU daily.':
        'Vitamini D kila siku kwa angalau wiki 12 (2000 IU chini ya mwaka 1, 3000-6000 IU kutoka miaka 1 hadi 12, 6000 IU zaidi ya 12) pamoja na kalsiamu 500 mg kila siku, kisha dozi ya kudumisha 400-600 IU kila siku.',
      'Warm drinks and honey for cough (age over 1 year)':
        'Vinywaji vya moto na asali kwa kikohozi (umri zaidi ya mwaka 1)',
      'Warm saltwater mouth rinses': 'Kusukutua kwa maji ya chumvi ya uvuguvugu',
      'Warn of early jitteriness; review within 2 weeks.':
        'Mwonye kuhusu kutetemeka na wasiwasi wa mwanzo; rudi ndani ya wiki 2.',
      'Weekly during the first 8 weeks, then monthly for a year.':
        'Kila wiki katika wiki 8 za kwanza, kisha kila mwezi kwa mwaka mmoja.',
      'Weekly until blood pressure and creatinine are normal, then at 3 and 6 months for haematuria and proteinuria.':
        'Kila wiki hadi shinikizo la damu na creatinine ziwe za kawaida, kisha miezi 3 na 6 kwa damu na protini kwenye mkojo.',
      'Wheeze: try salbutamol first.': 'Kukoroma kifuani (wheeze): jaribu salbutamol kwanza.',
      'Where onchocerciasis is co-endemic give ivermectin 150 micrograms/kg with albendazole instead of DEC.':
        'Mahali onchocerciasis ipo pia toa ivermectin mikrogramu 150/kg pamoja na albendazole badala ya DEC.',
      'WHO multidrug therapy (rifampicin, dapsone, clofazimine) for every patient: 6 months for paucibacillary and 12 months for multibacillary leprosy, monthly supervised doses plus daily self-administered doses, from the programme’s blister packs.':
        'Tiba ya dawa nyingi ya WHO (rifampicin, dapsone, clofazimine) kwa kila mgonjwa: miezi 6 kwa ukoma wa paucibacillary na miezi 12 kwa ukoma wa multibacillary, dozi za kila mwezi zinazosimamiwa pamoja na dozi za kila siku anazojimezea mwenyewe, kutoka pakiti za programu.',
      'Without risk of cervical infection: metronidazole 400-500 mg twice daily for 7 days (BV and trichomoniasis) and, for curd-like discharge or itching, clotrimazole 500 mg vaginal tablet once (or fluconazole 150 mg once, not in pregnancy); with cervicitis risk or signs, add condition 34’s gonorrhoea and chlamydia treatment.':
        'Bila hatari ya maambukizi ya shingo ya kizazi: metronidazole 400-500 mg mara mbili kwa siku kwa siku 7 (BV na trichomoniasis) na, kwa uchafu kama maziwa mgando au muwasho, clotrimazole 500 mg kidonge cha ukeni mara moja (au fluconazole 150 mg mara moja, si wakati wa ujauzito); kukiwa na hatari au dalili za maambukizi ya shingo ya kizazi, ongeza matibabu ya kisonono na chlamydia ya hali namba 34.',
      'Zinc for 10-14 days in children': 'Zinki kwa siku 10-14 kwa watoto',
      'Zinc for 10-14 days in children.': 'Zinki kwa siku 10-14 kwa watoto.',
      'Zinc for children, rehydration as needed.': 'Zinki kwa watoto, kurudisha maji mwilini inapohitajika.',
      'Zinc supplementation for children': 'Nyongeza ya zinki kwa watoto',
    },
  },
];
