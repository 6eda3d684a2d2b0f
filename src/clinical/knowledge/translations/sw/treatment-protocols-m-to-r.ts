import type { TranslationGroup } from '../types';

/** swahiliTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with m to r. */
export const swahiliTreatmentProtocolsMToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Manage complications: anaemia (iron, then erythropoietin), acidosis (sodium bicarbonate), hyperkalaemia, fluid overload (loop diuretic).':
        'Dhibiti matatizo: upungufu wa damu (chuma, kisha erythropoietin), asidi mwilini (sodium bicarbonate), potasiamu iliyozidi, maji yaliyozidi mwilini (loop diuretic).',
      'Many are advanced at presentation: palliative care, pain control, drain tense ascites.':
        'Wengi huja wakiwa katika hatua ya mbele: huduma shufaa, kudhibiti maumivu, kutoa maji ya tumbo yaliyojaa sana.',
      'Mark the edge; admit if spreading fast or septic.':
        'Weka alama kwenye ukingo; mlaze ikienea haraka au kuna sepsis.',
      'Men: treat for 7 days and send culture.': 'Wanaume: tibu kwa siku 7 na peleka sampuli ya uoteshaji.',
      'Metformin first line (start low with meals, increase gradually; not if eGFR < 30).':
        'Metformin chaguo la kwanza (anza kwa dozi ndogo pamoja na milo, ongeza taratibu; si ikiwa eGFR < 30).',
      'Metronidazole (or tinidazole) for amoebic dysentery and liver abscess, followed by a luminal agent (diloxanide furoate) where available to clear cysts.':
        'Metronidazole (au tinidazole) kwa kuhara damu kwa amiba na jipu la ini, ikifuatiwa na dawa ya ndani ya utumbo (diloxanide furoate) inapopatikana kuondoa vifuko vya amiba.',
      'Micronutrient powders where available': 'Unga wa virutubishi vidogo unapopatikana',
      'Monthly during MDT; yearly for 2-5 years after.':
        'Kila mwezi wakati wa MDT; kila mwaka kwa miaka 2-5 baadaye.',
      'Monthly until controlled, then every 3 to 6 months.':
        'Kila mwezi hadi lidhibitiwe, kisha kila miezi 3 hadi 6.',
      'Morbidity management: limb hygiene, skin care, elevation, exercise and treatment of entry lesions; acute attacks: rest, cooling, paracetamol and antibiotics for bacterial infection.':
        'Kudhibiti madhara: usafi wa kiungo, utunzaji wa ngozi, kuinua kiungo, mazoezi na kutibu michubuko ya kuingilia; mashambulio ya ghafla: kupumzika, kupoza, paracetamol na antibiotiki kwa maambukizi ya bakteria.',
      'Mosquito net during the febrile phase to prevent spread':
        'Chandarua wakati wa kipindi cha homa kuzuia kuenea',
      'Most sore throats are viral and need no antibiotic.':
        'Maumivu mengi ya koo husababishwa na virusi na hayahitaji antibiotiki.',
      'Neuropathic pain: amitriptyline at night (start low), increased slowly; alternatives by the clinician (duloxetine, pregabalin, gabapentin).':
        'Maumivu ya neva: amitriptyline usiku (anza kwa dozi ndogo), ikiongezwa polepole; mbadala kwa uamuzi wa mtaalamu (duloxetine, pregabalin, gabapentin).',
      'No added salt': 'Usiongeze chumvi',
      'No antibiotic.': 'Hakuna antibiotiki.',
      'No antibiotic: viral illness.': 'Hakuna antibiotiki: ugonjwa wa virusi.',
      'No antibiotics or antidiarrhoeal drugs for watery diarrhoea.':
        'Hakuna antibiotiki wala dawa za kusimamisha kuharisha kwa kuharisha kwa majimaji.',
      'No antibiotics, no cough syrups containing codeine or antihistamines in young children.':
        'Hakuna antibiotiki, hakuna dawa za kikohozi zenye codeine au antihistamine kwa watoto wadogo.',
      'No specific antiviral.': 'Hakuna dawa maalum ya virusi.',
      'Nodules on the head may be removed surgically.': 'Vinundu kichwani vinaweza kuondolewa kwa upasuaji.',
      'Non-falciparum malaria: ACT followed by primaquine for radical cure of P. vivax/ovale where G6PD status allows.':
        'Malaria isiyo ya falciparum: ACT ikifuatiwa na primaquine kwa tiba kamili ya P. vivax/ovale hali ya G6PD ikiruhusu.',
      'Non-pregnant women: nitrofurantoin for 5 days (first choice), or fosfomycin single dose, or cotrimoxazole/trimethoprim where local resistance is low.':
        'Wanawake wasio wajawazito: nitrofurantoin kwa siku 5 (chaguo la kwanza), au fosfomycin dozi moja, au cotrimoxazole/trimethoprim mahali usugu ni mdogo.',
      'Non-severe (CURB-65 0-1): oral amoxicillin for 5 days (doxycycline if penicillin allergy).':
        'Isiyo kali (CURB-65 0-1): amoxicillin ya kumeza kwa siku 5 (doxycycline ikiwa na mzio wa penicillin).',
      'Not in pregnancy, in children under 15 kg or while breastfeeding an infant under a week.':
        'Si wakati wa ujauzito, kwa watoto chini ya kg 15 wala anaponyonyesha mtoto wa chini ya wiki moja.',
      'NSAID first (diclofenac or ibuprofen) unless contraindicated; paracetamol or an opioid if NSAIDs cannot be used.':
        'NSAID kwanza (diclofenac au ibuprofen) isipokuwa hairuhusiwi; paracetamol au opioid ikiwa NSAIDs haziwezi kutumika.',
      Nutrition: 'Lishe',
      'Nutrition counselling and, where programmes exist, specially formulated food (ready-to-use supplementary food) until recovery (MUAC ≥ 125 mm); treat infections; no routine antibiotics.':
        'Ushauri wa lishe na, mahali programu zipo, chakula maalum (chakula cha nyongeza kilicho tayari kutumika) hadi apone (MUAC ≥ 125 mm); tibu maambukizi; hakuna antibiotiki za kawaida.',
      'Nutritional counselling': 'Ushauri wa lishe',
      'Nutritional support': 'Msaada wa lishe',
      'On discharge: start or step up an inhaled corticosteroid-containing controller (ICS-formoterol as reliever and maintenance where available), with a short course of prednisolone.':
        'Anaporuhusiwa: anza au ongeza dawa ya kudhibiti yenye corticosteroid ya kuvuta (ICS-formoterol kama dawa ya nafuu na ya kudumu inapopatikana), pamoja na dozi fupi ya prednisolone.',
      'One week.': 'Wiki moja.',
      'Only if not better within 48-72 hours or symptoms recur; test of cure in pregnancy.':
        'Tu kama hakuna nafuu ndani ya saa 48-72 au dalili zikirudi; kipimo cha kuthibitisha kupona wakati wa ujauzito.',
      'Only if severe agitation puts the person at risk: a low dose of an antipsychotic (haloperidol) for the shortest time, by the clinician.':
        'Tu ikiwa kuhangaika sana kunamweka mtu hatarini: dozi ndogo ya dawa ya akili (haloperidol) kwa muda mfupi kabisa, kwa uamuzi wa mtaalamu.',
      'Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.':
        'Dawa za maumivu za opioid kwa maumivu ya saratani hurekebishwa na mtaalamu; hakuna dozi inayokokotolewa hapa.',
      'Optimise ART in people with HIV.': 'Boresha ART kwa watu wenye VVU.',
      'Oral amoxicillin or phenoxymethylpenicillin for 10 days, or a single IM dose of benzathine benzylpenicillin where adherence is uncertain (prevents rheumatic fever).':
        'Amoxicillin au phenoxymethylpenicillin ya kumeza kwa siku 10, au dozi moja ya IM ya benzathine benzylpenicillin ikiwa ufuasi wa matibabu hauna uhakika (huzuia homa ya rheumatic).',
      'Oral antihistamine at night for itching': 'Antihistamine ya kumeza usiku kwa muwasho',
      'Oral fluids': 'Vinywaji',
      'Oral fluids and continued feeding': 'Vinywaji na kuendelea kula',
      'Oral fluids and soft food': 'Vinywaji na chakula laini',
      'Oral iron (ferrous sulfate or fumarate, as elemental iron) daily, continued for 3 months after haemoglobin normalises; folic acid in pregnancy; treat the cause: albendazole for hookworm, management of heavy menstrual bleeding, investigation of gastrointestinal loss.':
        'Chuma cha kumeza (ferrous sulfate au fumarate, kama madini halisi ya chuma) kila siku, kiendelee kwa miezi 3 baada ya himoglobini kurudi kawaida; folic acid wakati wa ujauzito; tibu chanzo: albendazole kwa minyoo ya safura, kudhibiti hedhi nzito, uchunguzi wa upotevu wa damu tumboni.',
      'Oral ivermectin for crusted scabies or mass treatment, not in pregnancy or children under 15 kg.':
        'Ivermectin ya kumeza kwa upele wenye magamba au matibabu ya jamii nzima, si wakati wa ujauzito wala kwa watoto chini ya kg 15.',
      'Oral or IV fluids': 'Maji kwa kunywa au kwa mshipa',
      'Oral rehydration': 'Kurudisha maji mwilini kwa kunywa',
      'Orchitis: analgesia, scrotal support and rest.':
        'Uvimbe wa korodani: dawa za maumivu, kushikilia korodani na kupumzika.',
      'ORS and continued feeding': 'ORS na kuendelea kula',
      'Oseltamivir 75 mg twice daily for 5 days for severe illness or high-risk patients (chronic disease, immunosuppression).':
        'Oseltamivir 75 mg mara mbili kwa siku kwa siku 5 kwa ugonjwa mkali au wagonjwa wenye hatari kubwa (ugonjwa sugu, kinga iliyopungua).',
      'Oseltamivir for severe influenza and for non-severe influenza in people at high risk of complications (pregnancy, age over 65 or under 2, chronic disease, immunosuppression), started as early as possible.':
        'Oseltamivir kwa influenza kali na kwa influenza isiyo kali kwa watu wenye hatari kubwa ya matatizo (ujauzito, umri zaidi ya 65 au chini ya 2, ugonjwa sugu, kinga iliyopungua), ianzishwe mapema iwezekanavyo.',
      'Otitis externa: clean the canal, acidifying or antibiotic (ciprofloxacin) drops; analgesia; oral antibiotics only for spreading cellulitis.':
        'Maambukizi ya mfereji wa nje wa sikio: safisha mfereji, matone ya asidi au ya antibiotiki (ciprofloxacin); dawa za maumivu; antibiotiki za kumeza tu kwa cellulitis inayoenea.',
      'Outpatient (mild, able to take oral medicine, not pregnant): ciprofloxacin for 7 days where local resistance allows, or amoxicillin-clavulanate guided by culture.':
        'Mgonjwa wa nje (ugonjwa mdogo, anaweza kumeza dawa, si mjamzito): ciprofloxacin kwa siku 7 ikiwa usugu wa eneo unaruhusu, au amoxicillin-clavulanate kwa mwongozo wa uoteshaji.',
      'Oxygen for hypoxaemia': 'Oksijeni kwa oksijeni pungufu mwilini',
      'Oxygen if SpO2 < 90%': 'Oksijeni ikiwa SpO2 < 90%',
      'Oxygen if SpO2 < 90-94%': 'Oksijeni ikiwa SpO2 < 90-94%',
      'Oxygen when SpO2 < 90%': 'Oksijeni SpO2 ikiwa < 90%',
      'Pain relief by the WHO approach': 'Kupunguza maumivu kwa mbinu ya WHO',
      'Palliation: WHO approach to cancer pain (paracetamol or NSAID, then oral morphine titrated by the clinician), treat nausea, constipation and distress.':
        'Huduma shufaa: mbinu ya WHO kwa maumivu ya saratani (paracetamol au NSAID, kisha morphine ya kumeza inayorekebishwa na mtaalamu), tibu kichefuchefu, kufunga choo na dhiki.',
      Paracetamol: 'Paracetamol',
      'Paracetamol for acute attacks': 'Paracetamol kwa mashambulio ya ghafla',
      'Paracetamol for fever': 'Paracetamol kwa homa',
      'Paracetamol for fever (no NSAIDs)': 'Paracetamol kwa homa (hakuna NSAIDs)',
      'Paracetamol for fever and aches (no aspirin in children)':
        'Paracetamol kwa homa na maumivu ya mwili (hakuna aspirin kwa watoto)',
      'Paracetamol for fever and pain': 'Paracetamol kwa homa na maumivu',
      'Paracetamol for fever and pleuritic pain': 'Paracetamol kwa homa na maumivu ya utando wa mapafu',
      'Paracetamol for fever or discomfort': 'Paracetamol kwa homa au kutojisikia vizuri',
      'Paracetamol for fever; avoid antimotility drugs':
        'Paracetamol kwa homa; epuka dawa za kusimamisha choo',
      'Paracetamol for pain': 'Paracetamol kwa maumivu',
      'Paracetamol for pain and fever': 'Paracetamol kwa maumivu na homa',
      'Paracetamol if painful': 'Paracetamol ikiwa kuna maumivu',
      'Paracetamol instead of NSAIDs': 'Paracetamol badala ya NSAIDs',
      'Paracetamol or ibuprofen for pain': 'Paracetamol au ibuprofen kwa maumivu',
      'Paracetamol or ibuprofen for pain and fever': 'Paracetamol au ibuprofen kwa maumivu na homa',
      'Paracetamol or NSAID for pain and fever': 'Paracetamol au NSAID kwa maumivu na homa',
      'Parenteral iron where oral iron fails or is not tolerated (specialist).':
        'Chuma kwa sindano ikiwa chuma cha kumeza kimeshindwa au hakivumiliki (mtaalamu).',
      'Partner notification slips': 'Vikaratasi vya kuwajulisha wenzi',
      'Partner treatment for trichomoniasis': 'Matibabu ya mwenzi kwa trichomoniasis',
      'Penicillin allergy: a macrolide (azithromycin or erythromycin).':
        'Mzio wa penicillin: macrolide (azithromycin au erythromycin).',
      'Penicillin prophylaxis while oedematous where the local guideline advises':
        'Kinga ya penicillin akiwa na uvimbe wa maji ikiwa mwongozo wa eneo unashauri',
      'Permethrin 5% cream from the neck down (include the scalp and face in infants and the elderly), washed off after 8 to 12 hours, repeated after 7 days; benzyl benzoate 25% lotion where permethrin is not available (diluted for children; not in infants).':
        'Krimu ya permethrin 5% kutoka shingoni kwenda chini (jumuisha ngozi ya kichwa na uso kwa watoto wachanga na wazee), ioshwe baada ya saa 8 hadi 12, rudia baada ya siku 7; losheni ya benzyl benzoate 25% mahali permethrin haipatikani (iliyochanganywa na maji kwa watoto; si kwa watoto wachanga).',
      'Phototherapy when bilirubin crosses the WHO threshold for age and risk (or clinically: jaundice on day 1, palms and soles, preterm); exchange transfusion above the exchange threshold or with encephalopathy; treat sepsis; frequent breastfeeding.':
        'Tiba ya mwanga bilirubini ikivuka kiwango cha WHO kwa umri na hatari (au kikliniki: manjano siku ya 1, viganja na nyayo, njiti); kubadilisha damu juu ya kiwango cha kubadilisha au ikiwa kuna athari kwenye ubongo; tibu sepsis; kunyonyesha mara kwa mara.',
      'Physiotherapy for weakness': 'Tiba ya viungo (physiotherapy) kwa udhaifu',
      'Plan A: return in 5 days if not improving or at once if danger signs; Plan B: reassess after 4 hours.':
        'Mpango A: rudi baada ya siku 5 kama hakuna nafuu au mara moja kwa dalili za hatari; Mpango B: tathmini upya baada ya saa 4.',
      'Praziquantel as a single dose (WHO: 40 mg/kg), including for pregnant women after the first trimester and for preschool children; repeat annually in high-prevalence communities.':
        'Praziquantel kama dozi moja (WHO: 40 mg/kg), pamoja na wajawazito baada ya kipindi cha kwanza na watoto wa chini ya umri wa shule; rudia kila mwaka katika jamii zenye maambukizi mengi.',
      'Pregnancy: doxycycline for severe disease; azithromycin is an alternative for mild disease.':
        'Ujauzito: doxycycline kwa ugonjwa mkali; azithromycin ni mbadala kwa ugonjwa mdogo.',
      'Pregnancy: increase the dose and aim for a trimester-specific TSH (specialist).':
        'Ujauzito: ongeza dozi na lenga TSH maalum ya kipindi cha ujauzito (mtaalamu).',
      'Pregnancy: nitrofurantoin (avoid at term) or amoxicillin/cefalexin guided by culture.':
        'Ujauzito: nitrofurantoin (epuka karibu na kujifungua) au amoxicillin/cefalexin kwa mwongozo wa uoteshaji.',
      'Pregnancy: rifampicin-based regimen.': 'Ujauzito: mpango wenye rifampicin.',
      'Prepare for dialysis or conservative care in stage 5.':
        'Jiandae kwa dialysis au huduma ya kuhifadhi katika hatua ya 5.',
      'Prevent disability.': 'Zuia ulemavu.',
      'Problem-solving and social support': 'Kutatua matatizo na msaada wa kijamii',
      'Protective footwear': 'Viatu vya kujikinga',
      'Proton pump inhibitor (omeprazole) for 4 to 8 weeks; antacids for symptom relief.':
        'Proton pump inhibitor (omeprazole) kwa wiki 4 hadi 8; antacids kupunguza dalili.',
      'Psychoeducation for the person and family, psychosocial support and rehabilitation.':
        'Elimu ya kisaikolojia kwa mtu na familia, msaada wa kisaikolojia na kijamii na urekebishaji.',
      'Psychoeducation, stress management and relaxation; brief psychological treatment (CBT-based) as first line.':
        'Elimu ya kisaikolojia, kudhibiti msongo na kupumzisha akili; tiba fupi ya kisaikolojia (inayotokana na CBT) kama chaguo la kwanza.',
      'Psychological treatment comes first.': 'Tiba ya kisaikolojia huja kwanza.',
      'Psychosocial and spiritual support': 'Msaada wa kisaikolojia, kijamii na kiroho',
      'Pyridoxine with isoniazid': 'Pyridoxine pamoja na isoniazid',
      'Rapid ART initiation (same day when ready, within 7 days) with tenofovir + lamivudine + dolutegravir (TLD) for adults and adolescents; dolutegravir-based regimens for children.':
        'Kuanza ART haraka (siku hiyo hiyo akiwa tayari, ndani ya siku 7) kwa tenofovir + lamivudine + dolutegravir (TLD) kwa watu wazima na vijana; mipango yenye dolutegravir kwa watoto.',
      'Reactions and neuritis: prednisolone by the programme protocol.':
        'Mmenyuko na uvimbe wa neva: prednisolone kufuata itifaki ya programu.',
      'Recheck within 24-48 hours after discharge or stopping phototherapy.':
        'Pima tena ndani ya saa 24-48 baada ya kuruhusiwa au kusimamisha tiba ya mwanga.',
      'Reduced ejection fraction: ACE inhibitor (enalapril) or ARB, evidence-based beta-blocker (carvedilol or bisoprolol) started once euvolaemic, mineralocorticoid antagonist (spironolactone), and an SGLT2 inhibitor where available (ESC 2021).':
        'Ejection fraction iliyopungua: ACE inhibitor (enalapril) au ARB, beta-blocker yenye ushahidi (carvedilol au bisoprolol) ianzishwe maji yakishakuwa sawa mwilini, mineralocorticoid antagonist (spironolactone), na SGLT2 inhibitor inapopatikana (ESC 2021).',
      'Rehydrate with IV 0.9% saline (with potassium as needed), antiemetic (metoclopramide, or cyclizine/promethazine first line), thiamine 100 mg daily for anyone vomiting for weeks; exclude molar pregnancy, urinary infection and malaria.':
        'Rudisha maji kwa saline 0.9% ya mshipa (pamoja na potasiamu inapohitajika), dawa ya kuzuia kutapika (metoclopramide, au cyclizine/promethazine chaguo la kwanza), thiamine 100 mg kila siku kwa yeyote anayetapika kwa wiki kadhaa; ondoa uwezekano wa mimba zabibu, maambukizi ya njia ya mkojo na malaria.',
      "Rehydration by the WHO plan for the degree of dehydration: Plan A (home fluids, ORS and zinc), Plan B (ORS at the clinic over 4 hours), Plan C (IV Ringer's lactate).":
        "Kurudisha maji mwilini kwa mpango wa WHO kulingana na kiwango cha upungufu wa maji: Mpango A (vinywaji vya nyumbani, ORS na zinki), Mpango B (ORS kliniki kwa saa 4), Mpango C (Ringer's lactate kwa mshipa).",
      'Repeat the dose if vomited within 30 minutes': 'Rudia dozi ikitapikwa ndani ya dakika 30',
      Rest: 'Kupumzika',
      'Rest and nutrition': 'Kupumzika na lishe',
      'Rest during acute carditis': 'Kupumzika wakati wa carditis ya ghafla',
      'Restrict salt and fluid; antihypertensive (amlodipine or nifedipine) if blood pressure stays raised after furosemide, by specialist advice in children.':
        'Punguza chumvi na maji; dawa ya shinikizo (amlodipine au nifedipine) ikiwa shinikizo la damu linabaki juu baada ya furosemide, kwa ushauri wa mtaalamu kwa watoto.',
      'Return at 7 days if not cured.': 'Rudi siku ya 7 kama hujapona.',
      'Return if breathless or not improving in 5 days.':
        'Rudi ukikosa pumzi au kama hakuna nafuu ndani ya siku 5.',
      'Return if not improving after 5 days (children) or 10 days (adults), or at once for breathing difficulty.':
        'Rudi kama hakuna nafuu baada ya siku 5 (watoto) au siku 10 (watu wazima), au mara moja kwa shida ya kupumua.',
      'Return if severe headache, vomiting, testicular or abdominal pain, or hearing loss.':
        'Rudi kwa maumivu makali ya kichwa, kutapika, maumivu ya korodani au tumbo, au kupoteza uwezo wa kusikia.',
      'Review after 2 days (eye/mouth complications), then at 2-4 weeks for the third vitamin A dose if needed.':
        'Rudi baada ya siku 2 (matatizo ya macho/mdomo), kisha baada ya wiki 2-4 kwa dozi ya tatu ya vitamini A ikihitajika.',
      'Review after 2 days.': 'Rudi baada ya siku 2.',
      'Review after 2 days; if no improvement change to a second-line antibiotic or refer.':
        'Rudi baada ya siku 2; kama hakuna nafuu badilisha kwenda antibiotiki ya chaguo la pili au toa rufaa.',
      'Review after 2 to 4 weeks, or earlier if lesions become infected.':
        'Rudi baada ya wiki 2 hadi 4, au mapema vidonda vikipata maambukizi.',
      'Review after 2 to 4 weeks, then as needed.': 'Rudi baada ya wiki 2 hadi 4, kisha inapohitajika.',
      'Review after 2 weeks.': 'Rudi baada ya wiki 2.',
      'Review after 3-5 days of treatment; earlier if abdominal pain worsens or bleeding occurs.':
        'Rudi baada ya siku 3-5 za matibabu; mapema maumivu ya tumbo yakizidi au kutokwa damu kukitokea.',
      'Review after 4 to 8 weeks; sooner with any alarm feature.':
        'Rudi baada ya wiki 4 hadi 8; mapema zaidi kwa dalili yoyote ya hatari.',
      'Review after 48-72 hours; chest X-ray at 6 weeks if symptoms persist or the patient is a smoker over 50.':
        'Rudi baada ya saa 48-72; X-ray ya kifua baada ya wiki 6 dalili zikiendelea au mgonjwa ni mvutaji sigara mwenye zaidi ya miaka 50.',
      'Review after 7 days.': 'Rudi baada ya siku 7.',
      'Review at 2 weeks after ART start, monthly until stable, viral load at 3 months.':
        'Rudi wiki 2 baada ya kuanza ART, kila mwezi hadi hali itulie, kipimo cha wingi wa virusi miezi 3.',
      'Review at 3 months with ALP and X-ray.': 'Rudi baada ya miezi 3 na ALP na X-ray.',
      'Review at 3-6 months; post-operative review at 1 day, 1-2 weeks and 3-6 months.':
        'Rudi baada ya miezi 3-6; ufuatiliaji baada ya upasuaji siku 1, wiki 1-2 na miezi 3-6.',
      'Review at 48 to 72 hours.': 'Rudi baada ya saa 48 hadi 72.',
      'Review at 48-72 hours; extend to 7-10 days if slow to respond.':
        'Rudi baada ya saa 48-72; ongeza hadi siku 7-10 ikiwa nafuu inachelewa.',
      'Review at 48-72 hours; repeat urine culture in pregnancy.':
        'Rudi baada ya saa 48-72; rudia uoteshaji wa mkojo wakati wa ujauzito.',
      'Review at 7 days if not improved.': 'Rudi siku ya 7 kama hakuna nafuu.',
      'Review at 72 hours; repeat ultrasound only if not improving.':
        'Rudi baada ya saa 72; rudia ultrasound tu kama hakuna nafuu.',
      'Review every 2-3 days until lesions heal (2-4 weeks).':
        'Rudi kila siku 2-3 hadi vidonda vipone (wiki 2-4).',
      'Review Hb after 4 weeks, then every 1 to 3 months until 3 months after Hb is normal.':
        'Pima Hb tena baada ya wiki 4, kisha kila mwezi 1 hadi 3 hadi miezi 3 baada ya Hb kuwa ya kawaida.',
      'Review in 1 to 2 weeks with imaging to confirm passage.':
        'Rudi baada ya wiki 1 hadi 2 na picha kuthibitisha jiwe limetoka.',
      'Review in 3 days if not improving; at once for difficulty swallowing or breathing.':
        'Rudi baada ya siku 3 kama hakuna nafuu; mara moja kwa shida ya kumeza au kupumua.',
      'Review on day 3 if fever persists, and at once for any danger sign; a negative test with persisting fever calls for another cause.':
        'Rudi siku ya 3 homa ikiendelea, na mara moja kwa dalili yoyote ya hatari; kipimo hasi huku homa ikiendelea kunahitaji kutafuta chanzo kingine.',
      'Review within 1 to 2 weeks of discharge, then every 1 to 3 months while titrating medicines.':
        'Rudi ndani ya wiki 1 hadi 2 baada ya kuruhusiwa, kisha kila mwezi 1 hadi 3 wakati wa kurekebisha dawa.',
      'Review within 2 to 7 days after an attack, then every 1 to 3 months until controlled.':
        'Rudi ndani ya siku 2 hadi 7 baada ya shambulio, kisha kila mwezi 1 hadi 3 hadi idhibitiwe.',
      'Review within 24-48 hours after discharge and at each antenatal visit.':
        'Rudi ndani ya saa 24-48 baada ya kuruhusiwa na katika kila hudhurio la kliniki ya wajawazito.',
      'Routine review after 4-6 weeks; annual mass treatment where prevalence is 10% or more.':
        'Ufuatiliaji wa kawaida baada ya wiki 4-6; matibabu ya jamii nzima kila mwaka mahali maambukizi ni 10% au zaidi.',
      'Routine; repeat deworming every 6-12 months in endemic areas.':
        'Kawaida; rudia dawa ya minyoo kila miezi 6-12 katika maeneo yenye ugonjwa.',
    },
  },
];
