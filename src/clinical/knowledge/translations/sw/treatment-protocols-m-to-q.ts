import type { TranslationGroup } from '../types';

/** swahiliTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with m to q. */
export const swahiliTreatmentProtocolsMToQ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Maintenance: mood stabiliser.': 'Kudumisha: dawa ya kutuliza hisia.',
      'Manage complications: anaemia (iron, then erythropoietin), acidosis (sodium bicarbonate), hyperkalaemia, fluid overload (loop diuretic).':
        'Dhibiti matatizo: upungufu wa damu (chuma, kisha erythropoietin), asidi mwilini (sodium bicarbonate), potasiamu iliyozidi, maji yaliyozidi mwilini (loop diuretic).',
      'Many are advanced at presentation: palliative care, pain control, drain tense ascites.':
        'Wengi huja wakiwa katika hatua ya mbele: huduma shufaa, kudhibiti maumivu, kutoa maji ya tumbo yaliyojaa sana.',
      'Mark the edge; admit if spreading fast or septic.':
        'Weka alama kwenye ukingo; mlaze ikienea haraka au kuna sepsis.',
      'Men: treat for 7 days and send culture.': 'Wanaume: tibu kwa siku 7 na peleka sampuli ya uoteshaji.',
      'Metastatic: androgen deprivation (orchidectomy is an affordable option) by the specialist; radiotherapy for painful bone metastases.':
        'Iliyoenea: kuzuia homoni za kiume (kuondoa korodani ni chaguo la gharama nafuu) na mtaalamu; tiba ya mionzi kwa saratani iliyoenea kwenye mifupa inayouma.',
      'Metformin first line (start low with meals, increase gradually; not if eGFR < 30).':
        'Metformin chaguo la kwanza (anza kwa dozi ndogo pamoja na milo, ongeza taratibu; si ikiwa eGFR < 30).',
      'Metronidazole (or tinidazole) for amoebic dysentery and liver abscess, followed by a luminal agent (diloxanide furoate) where available to clear cysts.':
        'Metronidazole (au tinidazole) kwa kuhara damu kwa amiba na jipu la ini, ikifuatiwa na dawa ya ndani ya utumbo (diloxanide furoate) inapopatikana kuondoa vifuko vya amiba.',
      'Micronutrient powders where available': 'Unga wa virutubishi vidogo unapopatikana',
      'Minor burns: dressing change and review every 2 days until healed.':
        'Kuungua kidogo: kubadilisha bandeji na kuangalia kila siku 2 hadi kupona.',
      'Minor head injury: review in 24-48 hours or sooner with warning signs.':
        'Jeraha dogo la kichwa: rudi baada ya saa 24-48 au mapema zaidi kwa dalili za tahadhari.',
      'Moderate to severe depression: add an antidepressant, fluoxetine (SSRI) first, or amitriptyline (avoid in those at risk of self-harm and in heart disease), continued 9 to 12 months after recovery.':
        'Msongo wa mawazo wa wastani hadi mkali: ongeza dawa ya msongo, fluoxetine (SSRI) kwanza, au amitriptyline (epuka kwa walio hatarini kujidhuru na wenye ugonjwa wa moyo), ikiendelea miezi 9 hadi 12 baada ya kupona.',
      'Monthly during MDT; yearly for 2-5 years after.':
        'Kila mwezi wakati wa MDT; kila mwaka kwa miaka 2-5 baadaye.',
      'Monthly until controlled, then every 3 to 6 months.':
        'Kila mwezi hadi lidhibitiwe, kisha kila miezi 3 hadi 6.',
      'Monthly while titrating diuretics; every 3 to 6 months when stable, with liver cancer surveillance.':
        'Kila mwezi wakati wa kurekebisha diuretics; kila miezi 3 hadi 6 hali ikiwa imetulia, pamoja na ufuatiliaji wa saratani ya ini.',
      'Mood stabilisers (lithium with level monitoring, valproate, carbamazepine) are started by the clinician; valproate not in women who may become pregnant.':
        'Dawa za kutuliza hisia (lithium pamoja na kupima viwango, valproate, carbamazepine) huanzishwa na mtaalamu; valproate si kwa wanawake wanaoweza kupata mimba.',
      'Morbidity management: limb hygiene, skin care, elevation, exercise and treatment of entry lesions; acute attacks: rest, cooling, paracetamol and antibiotics for bacterial infection.':
        'Kudhibiti madhara: usafi wa kiungo, utunzaji wa ngozi, kuinua kiungo, mazoezi na kutibu michubuko ya kuingilia; mashambulio ya ghafla: kupumzika, kupoza, paracetamol na antibiotiki kwa maambukizi ya bakteria.',
      'Mosquito net during the febrile phase to prevent spread':
        'Chandarua wakati wa kipindi cha homa kuzuia kuenea',
      'Most acute sinusitis is viral: symptomatic care.':
        'Sinusitis nyingi za ghafla husababishwa na virusi: huduma ya dalili.',
      'Most conjunctivitis is viral or allergic: clean the eyes, no antibiotic.':
        'Conjunctivitis nyingi husababishwa na virusi au mzio: safisha macho, hakuna antibiotiki.',
      'Most present late: palliation of dysphagia (self-expanding stent, brachytherapy, dilatation), nutrition support; curative surgery or chemoradiation for early disease by the specialist.':
        'Wengi huja wakiwa wamechelewa: huduma shufaa ya shida ya kumeza (stent inayojipanua, brachytherapy, kupanua), msaada wa lishe; upasuaji wa kutibu au tiba ya kemikali pamoja na mionzi kwa ugonjwa wa mapema na mtaalamu.',
      'Most sinusitis is viral: no antibiotic.':
        'Sinusitis nyingi husababishwa na virusi: hakuna antibiotiki.',
      'Most sore throats are viral and need no antibiotic.':
        'Maumivu mengi ya koo husababishwa na virusi na hayahitaji antibiotiki.',
      'Nasogastric feeding when unable to feed': 'Kulisha kwa mrija wa pua hadi tumboni akishindwa kula',
      'Neuropathic pain: amitriptyline at night (start low), increased slowly; alternatives by the clinician (duloxetine, pregabalin, gabapentin).':
        'Maumivu ya neva: amitriptyline usiku (anza kwa dozi ndogo), ikiongezwa polepole; mbadala kwa uamuzi wa mtaalamu (duloxetine, pregabalin, gabapentin).',
      'Newborn with purulent conjunctivitis: treat for gonococcus and chlamydia systemically (ceftriaxone) and refer.':
        'Mtoto mchanga mwenye conjunctivitis yenye usaha: tibu gonococcus na chlamydia kwa dawa za mwili mzima (ceftriaxone) na toa rufaa.',
      'No added salt': 'Usiongeze chumvi',
      'No antibiotic for watery diarrhoea.': 'Hakuna antibiotiki kwa kuharisha kwa majimaji.',
      'No antibiotic unless pneumonia, ear infection or eye infection complicate measles.':
        'Hakuna antibiotiki isipokuwa nimonia, maambukizi ya sikio au ya macho yameongeza matatizo kwenye surua.',
      'No antibiotic.': 'Hakuna antibiotiki.',
      'No antibiotic: viral illness.': 'Hakuna antibiotiki: ugonjwa wa virusi.',
      'No antibiotics or antidiarrhoeal drugs for watery diarrhoea.':
        'Hakuna antibiotiki wala dawa za kusimamisha kuharisha kwa kuharisha kwa majimaji.',
      'No antibiotics, no cough syrups containing codeine or antihistamines in young children.':
        'Hakuna antibiotiki, hakuna dawa za kikohozi zenye codeine au antihistamine kwa watoto wadogo.',
      'No antiviral or antibiotic; aspirin is avoided in children.':
        'Hakuna dawa ya virusi wala antibiotiki; aspirin huepukwa kwa watoto.',
      'No aspirin, ibuprofen or other NSAIDs, no IM injections, no antibiotic.':
        'Hakuna aspirin, ibuprofen au NSAIDs nyingine, hakuna sindano za IM, hakuna antibiotiki.',
      'No cough syrups or sedatives.': 'Hakuna dawa za kikohozi wala dawa za usingizi.',
      'No dehydration: Plan A (ORS after each loose stool, continue feeding).':
        'Hakuna upungufu wa maji: Mpango A (ORS baada ya kila choo cha majimaji, endelea kulisha).',
      'No medicine is dosed here: diet and activity come first, and metformin or insulin is started and titrated by the antenatal diabetes clinic against home glucose readings (Kenya national diabetes guidelines 2018).':
        'Hakuna dawa inayopewa dozi hapa: lishe na mazoezi huja kwanza, na metformin au insulini huanzishwa na kurekebishwa na kliniki ya kisukari ya wajawazito kulingana na vipimo vya sukari vya nyumbani (miongozo ya kitaifa ya kisukari ya Kenya 2018).',
      'No routine medicine; a low dose of haloperidol only for dangerous agitation, prescribed by the clinician; no cognitive enhancers in primary care.':
        'Hakuna dawa ya kawaida; dozi ndogo ya haloperidol tu kwa kuhangaika kwa hatari, ikiandikwa na mtaalamu; hakuna dawa za kuongeza uwezo wa akili katika huduma ya msingi.',
      'No sedatives; avoid NSAIDs until bleeding is excluded.':
        'Hakuna dawa za usingizi; epuka NSAIDs hadi kutokwa damu kuondolewe.',
      'No specific antiviral.': 'Hakuna dawa maalum ya virusi.',
      'No specific treatment for acute hepatitis: rest, fluids, avoid alcohol and hepatotoxic medicines (reduce paracetamol).':
        'Hakuna matibabu maalum kwa homa ya ini ya ghafla: kupumzika, vinywaji, epuka pombe na dawa zinazodhuru ini (punguza paracetamol).',
      'Nodules on the head may be removed surgically.': 'Vinundu kichwani vinaweza kuondolewa kwa upasuaji.',
      'Non-falciparum malaria: ACT followed by primaquine for radical cure of P. vivax/ovale where G6PD status allows.':
        'Malaria isiyo ya falciparum: ACT ikifuatiwa na primaquine kwa tiba kamili ya P. vivax/ovale hali ya G6PD ikiruhusu.',
      'Non-pregnant women: nitrofurantoin for 5 days (first choice), or fosfomycin single dose, or cotrimoxazole/trimethoprim where local resistance is low.':
        'Wanawake wasio wajawazito: nitrofurantoin kwa siku 5 (chaguo la kwanza), au fosfomycin dozi moja, au cotrimoxazole/trimethoprim mahali usugu ni mdogo.',
      'Non-selective beta-blocker (propranolol) to prevent variceal bleeding when varices are found.':
        'Beta-blocker isiyochagua (propranolol) kuzuia kuvuja damu kwa mishipa iliyovimba ikigunduliwa.',
      'Non-severe (CURB-65 0-1): oral amoxicillin for 5 days (doxycycline if penicillin allergy).':
        'Isiyo kali (CURB-65 0-1): amoxicillin ya kumeza kwa siku 5 (doxycycline ikiwa na mzio wa penicillin).',
      'Not for simple goitre with normal thyroid tests.':
        'Si kwa goita ya kawaida yenye vipimo vya tezi vya kawaida.',
      'Not in pregnancy, in children under 15 kg or while breastfeeding an infant under a week.':
        'Si wakati wa ujauzito, kwa watoto chini ya kg 15 wala anaponyonyesha mtoto wa chini ya wiki moja.',
      'Notify surveillance and veterinary services.':
        'Toa taarifa kwa huduma za ufuatiliaji wa magonjwa na za mifugo.',
      'Notify the case and check contacts’ vaccination.':
        'Ripoti mgonjwa na hakiki chanjo za waliogusana naye.',
      'NSAID first (diclofenac or ibuprofen) unless contraindicated; paracetamol or an opioid if NSAIDs cannot be used.':
        'NSAID kwanza (diclofenac au ibuprofen) isipokuwa hairuhusiwi; paracetamol au opioid ikiwa NSAIDs haziwezi kutumika.',
      Nutrition: 'Lishe',
      'Nutrition counselling and, where programmes exist, specially formulated food (ready-to-use supplementary food) until recovery (MUAC ≥ 125 mm); treat infections; no routine antibiotics.':
        'Ushauri wa lishe na, mahali programu zipo, chakula maalum (chakula cha nyongeza kilicho tayari kutumika) hadi apone (MUAC ≥ 125 mm); tibu maambukizi; hakuna antibiotiki za kawaida.',
      'Nutritional counselling': 'Ushauri wa lishe',
      'Nutritional support': 'Msaada wa lishe',
      'On discharge: start or step up an inhaled corticosteroid-containing controller (ICS-formoterol as reliever and maintenance where available), with a short course of prednisolone.':
        'Anaporuhusiwa: anza au ongeza dawa ya kudhibiti yenye corticosteroid ya kuvuta (ICS-formoterol kama dawa ya nafuu na ya kudumu inapopatikana), pamoja na dozi fupi ya prednisolone.',
      'Once euvolaemic add bisoprolol 1.25 mg daily, titrated to 10 mg.':
        'Maji yakishakuwa sawa mwilini ongeza bisoprolol 1.25 mg kila siku, ikiongezwa hadi 10 mg.',
      'One week.': 'Wiki moja.',
      'One week; sooner if eye symptoms.': 'Wiki moja; mapema zaidi kukiwa na dalili za macho.',
      'Only if not better within 48-72 hours or symptoms recur; test of cure in pregnancy.':
        'Tu kama hakuna nafuu ndani ya saa 48-72 au dalili zikirudi; kipimo cha kuthibitisha kupona wakati wa ujauzito.',
      'Only if severe agitation puts the person at risk: a low dose of an antipsychotic (haloperidol) for the shortest time, by the clinician.':
        'Tu ikiwa kuhangaika sana kunamweka mtu hatarini: dozi ndogo ya dawa ya akili (haloperidol) kwa muda mfupi kabisa, kwa uamuzi wa mtaalamu.',
      'Only when symptoms last over 10 days, are severe or worsen after improving: amoxicillin 500 mg every 8 hours for 5 days.':
        'Tu dalili zikidumu zaidi ya siku 10, zikiwa kali au zikizidi baada ya nafuu: amoxicillin 500 mg kila saa 8 kwa siku 5.',
      'Open fractures need IV antibiotics (cefazolin or the local surgical protocol) given by the receiving hospital; no dose is written here.':
        'Kuvunjika kwa mfupa ulio wazi kunahitaji antibiotiki za mshipa (cefazolin au itifaki ya upasuaji ya eneo) zinazotolewa na hospitali inayompokea; hakuna dozi iliyoandikwa hapa.',
      'Open-angle glaucoma: lifelong pressure-lowering drops (timolol or a prostaglandin analogue), laser or trabeculectomy at the eye unit.':
        'Glaucoma ya pembe wazi: matone ya kushusha shinikizo la jicho maisha yote (timolol au prostaglandin analogue), leza au trabeculectomy katika kitengo cha macho.',
      'Opioid analgesia for cancer pain is titrated by the clinician; no dose is computed here.':
        'Dawa za maumivu za opioid kwa maumivu ya saratani hurekebishwa na mtaalamu; hakuna dozi inayokokotolewa hapa.',
      'Optimise ART in people with HIV.': 'Boresha ART kwa watu wenye VVU.',
      'Oral aciclovir within 24 hours of rash onset for adolescents and adults, and for pregnant or immunosuppressed patients; IV aciclovir for complications or severe disease.':
        'Aciclovir ya kumeza ndani ya saa 24 za kuanza kwa vipele kwa vijana balehe na watu wazima, na kwa wajawazito au wenye kinga iliyopungua; aciclovir ya mshipa kwa matatizo au ugonjwa mkali.',
      'Oral amoxicillin or phenoxymethylpenicillin for 10 days, or a single IM dose of benzathine benzylpenicillin where adherence is uncertain (prevents rheumatic fever).':
        'Amoxicillin au phenoxymethylpenicillin ya kumeza kwa siku 10, au dozi moja ya IM ya benzathine benzylpenicillin ikiwa ufuasi wa matibabu hauna uhakika (huzuia homa ya rheumatic).',
      'Oral antihistamine at night for itching': 'Antihistamine ya kumeza usiku kwa muwasho',
      'Oral fluids': 'Vinywaji',
      'Oral fluids and continued feeding': 'Vinywaji na kuendelea kula',
      'Oral fluids and small frequent meals': 'Vinywaji na milo midogo ya mara kwa mara',
      'Oral fluids and soft food': 'Vinywaji na chakula laini',
      'Oral fluids; watch for warning signs (abdominal pain, bleeding, rising haematocrit).':
        'Vinywaji; angalia dalili za tahadhari (maumivu ya tumbo, kutokwa damu, haematocrit kupanda).',
      'Oral iron (ferrous sulfate or fumarate, as elemental iron) daily, continued for 3 months after haemoglobin normalises; folic acid in pregnancy; treat the cause: albendazole for hookworm, management of heavy menstrual bleeding, investigation of gastrointestinal loss.':
        'Chuma cha kumeza (ferrous sulfate au fumarate, kama madini halisi ya chuma) kila siku, kiendelee kwa miezi 3 baada ya himoglobini kurudi kawaida; folic acid wakati wa ujauzito; tibu chanzo: albendazole kwa minyoo ya safura, kudhibiti hedhi nzito, uchunguzi wa upotevu wa damu tumboni.',
      'Oral ivermectin for crusted scabies or mass treatment, not in pregnancy or children under 15 kg.':
        'Ivermectin ya kumeza kwa upele wenye magamba au matibabu ya jamii nzima, si wakati wa ujauzito wala kwa watoto chini ya kg 15.',
      'Oral or IV fluids': 'Maji kwa kunywa au kwa mshipa',
      'Oral rehydration': 'Kurudisha maji mwilini kwa kunywa',
      'Orchitis: analgesia, scrotal support and rest.':
        'Uvimbe wa korodani: dawa za maumivu, kushikilia korodani na kupumzika.',
      'ORS and continued feeding': 'ORS na kuendelea kula',
      'ORS as the patient can drink': 'ORS kadiri mgonjwa anavyoweza kunywa',
      'Oseltamivir 75 mg twice daily for 5 days for severe illness or high-risk patients (chronic disease, immunosuppression).':
        'Oseltamivir 75 mg mara mbili kwa siku kwa siku 5 kwa ugonjwa mkali au wagonjwa wenye hatari kubwa (ugonjwa sugu, kinga iliyopungua).',
      'Oseltamivir for severe influenza and for non-severe influenza in people at high risk of complications (pregnancy, age over 65 or under 2, chronic disease, immunosuppression), started as early as possible.':
        'Oseltamivir kwa influenza kali na kwa influenza isiyo kali kwa watu wenye hatari kubwa ya matatizo (ujauzito, umri zaidi ya 65 au chini ya 2, ugonjwa sugu, kinga iliyopungua), ianzishwe mapema iwezekanavyo.',
      'Otitis externa: clean the canal, acidifying or antibiotic (ciprofloxacin) drops; analgesia; oral antibiotics only for spreading cellulitis.':
        'Maambukizi ya mfereji wa nje wa sikio: safisha mfereji, matone ya asidi au ya antibiotiki (ciprofloxacin); dawa za maumivu; antibiotiki za kumeza tu kwa cellulitis inayoenea.',
      'Outpatient (mild, able to take oral medicine, not pregnant): ciprofloxacin for 7 days where local resistance allows, or amoxicillin-clavulanate guided by culture.':
        'Mgonjwa wa nje (ugonjwa mdogo, anaweza kumeza dawa, si mjamzito): ciprofloxacin kwa siku 7 ikiwa usugu wa eneo unaruhusu, au amoxicillin-clavulanate kwa mwongozo wa uoteshaji.',
      'Outpatient: ceftriaxone IM single dose plus doxycycline for 14 days plus metronidazole for 14 days.':
        'Mgonjwa wa nje: ceftriaxone IM dozi moja pamoja na doxycycline kwa siku 14 pamoja na metronidazole kwa siku 14.',
      'Oxygen and suction for apnoea.': 'Oksijeni na kunyonya kamasi kwa kuacha kupumua.',
      'Oxygen for hypoxaemia': 'Oksijeni kwa oksijeni pungufu mwilini',
      'Oxygen if SpO2 < 90%': 'Oksijeni ikiwa SpO2 < 90%',
      'Oxygen if SpO2 < 90-94%': 'Oksijeni ikiwa SpO2 < 90-94%',
      'Oxygen to SpO2 93-96%; severe: nebulised salbutamol with ipratropium, refer.':
        'Oksijeni hadi SpO2 93-96%; kali: salbutamol kwa nebuliser pamoja na ipratropium, toa rufaa.',
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
      'Paracetamol for headache': 'Paracetamol kwa maumivu ya kichwa',
      'Paracetamol for pain': 'Paracetamol kwa maumivu',
      'Paracetamol for pain and fever': 'Paracetamol kwa maumivu na homa',
      'Paracetamol if painful': 'Paracetamol ikiwa kuna maumivu',
      'Paracetamol instead of NSAIDs': 'Paracetamol badala ya NSAIDs',
      'Paracetamol only at reduced doses, avoid NSAIDs if liver function is poor':
        'Paracetamol tu kwa dozi zilizopunguzwa, epuka NSAIDs ikiwa ini halifanyi kazi vizuri',
      'Paracetamol or ibuprofen': 'Paracetamol au ibuprofen',
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
      'Persistent painless lymph nodes over 2 cm for more than 4 weeks without infection, or a fast-growing jaw or abdominal mass in a child: exclude TB and refer for biopsy.':
        'Tezi zisizouma zinazodumu zaidi ya 2 cm kwa zaidi ya wiki 4 bila maambukizi, au uvimbe unaokua haraka wa taya au tumbo kwa mtoto: ondoa uwezekano wa TB na toa rufaa kwa sampuli ya nyama.',
      'Phototherapy when bilirubin crosses the WHO threshold for age and risk (or clinically: jaundice on day 1, palms and soles, preterm); exchange transfusion above the exchange threshold or with encephalopathy; treat sepsis; frequent breastfeeding.':
        'Tiba ya mwanga bilirubini ikivuka kiwango cha WHO kwa umri na hatari (au kikliniki: manjano siku ya 1, viganja na nyayo, njiti); kubadilisha damu juu ya kiwango cha kubadilisha au ikiwa kuna athari kwenye ubongo; tibu sepsis; kunyonyesha mara kwa mara.',
      'Physiotherapy and splints to prevent contractures': 'Tiba ya viungo na banzi kuzuia viungo kukakamaa',
      'Physiotherapy for weakness': 'Tiba ya viungo (physiotherapy) kwa udhaifu',
      'Plan A: return in 5 days if not improving or at once if danger signs; Plan B: reassess after 4 hours.':
        'Mpango A: rudi baada ya siku 5 kama hakuna nafuu au mara moja kwa dalili za hatari; Mpango B: tathmini upya baada ya saa 4.',
      'Postnatal glucose test': 'Kipimo cha sukari baada ya kujifungua',
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
      'Progressive dysphagia in an adult: urgent endoscopy.':
        'Shida ya kumeza inayozidi kwa mtu mzima: endoscopy ya haraka.',
      'Prophylaxis for frequent or disabling attacks: propranolol or amitriptyline (alternatives: topiramate, flunarizine).':
        'Kinga kwa mashambulio ya mara kwa mara au yanayolemaza: propranolol au amitriptyline (mbadala: topiramate, flunarizine).',
      'Protect eyes from UV': 'Linda macho dhidi ya mionzi ya UV',
      'Protective footwear': 'Viatu vya kujikinga',
      'Proton pump inhibitor (omeprazole) for 4 to 8 weeks; antacids for symptom relief.':
        'Proton pump inhibitor (omeprazole) kwa wiki 4 hadi 8; antacids kupunguza dalili.',
      'Psychoeducation and psychological treatment; ask about self-harm; review in 2 weeks then monthly.':
        'Elimu ya kisaikolojia na tiba ya kisaikolojia; uliza kuhusu kujidhuru; rudi baada ya wiki 2 kisha kila mwezi.',
      'Psychoeducation for the person and family, psychosocial support and rehabilitation.':
        'Elimu ya kisaikolojia kwa mtu na familia, msaada wa kisaikolojia na kijamii na urekebishaji.',
      'Psychoeducation, reduce stress, reactivate social networks, structured physical activity, and a brief psychological intervention (problem-solving, behavioural activation, interpersonal therapy or lay counselling such as the Friendship Bench).':
        'Elimu ya kisaikolojia, punguza msongo, rudisha mahusiano ya kijamii, mazoezi ya mwili yaliyopangwa, na uingiliaji mfupi wa kisaikolojia (kutatua matatizo, kuchangamsha tabia, tiba ya mahusiano au ushauri wa jamii kama Friendship Bench).',
      'Psychoeducation, stress management and relaxation; brief psychological treatment (CBT-based) as first line.':
        'Elimu ya kisaikolojia, kudhibiti msongo na kupumzisha akili; tiba fupi ya kisaikolojia (inayotokana na CBT) kama chaguo la kwanza.',
      'Psychological treatment comes first.': 'Tiba ya kisaikolojia huja kwanza.',
      'Psychosocial and spiritual support': 'Msaada wa kisaikolojia, kijamii na kiroho',
      'Purulent (bacterial) conjunctivitis: tetracycline 1% eye ointment or chloramphenicol eye drops or ointment for 5 to 7 days.':
        'Conjunctivitis yenye usaha (ya bakteria): mafuta ya macho ya tetracycline 1% au matone au mafuta ya macho ya chloramphenicol kwa siku 5 hadi 7.',
      'Purulent discharge (bacterial): tetracycline 1% eye ointment 3 times daily for 5-7 days.':
        'Uchafu wenye usaha (wa bakteria): mafuta ya macho ya tetracycline 1% mara 3 kwa siku kwa siku 5-7.',
      'Pyridoxine only when the neuropathy is from isoniazid.':
        'Pyridoxine tu madhara ya neva yakitokana na isoniazid.',
      'Pyridoxine with isoniazid': 'Pyridoxine pamoja na isoniazid',
      'Quiet, well-lit room': 'Chumba tulivu chenye mwanga wa kutosha',
    },
  },
];
