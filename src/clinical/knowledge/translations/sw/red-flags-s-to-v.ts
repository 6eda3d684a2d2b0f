import type { TranslationGroup } from '../types';

/** swahiliRedFlags (see red-flags.ts), the entries whose English key starts with s to v. */
export const swahiliRedFlagsSToV: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Second-stage sleeping sickness proven in the CSF (meningoencephalitis)':
        'Malale hatua ya pili iliyothibitishwa kwenye maji ya uti wa mgongo (uvimbe wa ubongo na utando wake)',
      'Saddle numbness or new bladder or bowel dysfunction: cauda equina syndrome':
        'Ganzi sehemu ya kukalia au tatizo jipya la kibofu au haja kubwa: cauda equina syndrome',
      'Same-day assessment for transfusion (heart failure, breathlessness at rest, pregnancy near term); find the cause.':
        'Tathmini siku hiyo hiyo ya kuongezewa damu (moyo kushindwa, kukosa pumzi akiwa amepumzika, mimba karibu na kujifungua); tafuta chanzo.',
      'Same-day Doppler ultrasound; anticoagulate if confirmed.':
        'Doppler ultrasound siku hiyo hiyo; toa dawa ya kuzuia damu kuganda ikithibitika.',
      'Same-day emergency referral for MRI and spinal surgery.':
        'Rufaa ya dharura siku hiyo hiyo kwa MRI na upasuaji wa uti wa mgongo.',
      'Same-day eye referral; start pressure-lowering treatment (acetazolamide, timolol) where trained.':
        'Rufaa ya macho siku hiyo hiyo; anza matibabu ya kushusha shinikizo la jicho (acetazolamide, timolol) ikiwa umefunzwa.',
      'Same-day referral for imaging and surgery.': 'Rufaa siku hiyo hiyo kwa picha na upasuaji.',
      'Same-day referral to a kala-azar treatment centre: liposomal amphotericin B is preferred in severe disease.':
        'Rufaa siku hiyo hiyo kwenda kituo cha matibabu ya kala-azar: liposomal amphotericin B hupendelewa katika ugonjwa mkali.',
      'Same-day serum CrAg and assessment for meningitis; lumbar puncture if CrAg positive or neck stiffness.':
        'CrAg ya damu siku hiyo hiyo na tathmini ya homa ya uti wa mgongo; kuchukua maji ya uti wa mgongo ikiwa CrAg chanya au shingo imekakamaa.',
      'Same-day sputum Xpert and chest X-ray; massive haemoptysis (> 100 mL) needs emergency referral.':
        'Xpert ya makohozi na X-ray ya kifua siku hiyo hiyo; kukohoa damu nyingi (> 100 mL) kunahitaji rufaa ya dharura.',
      'Secondary bacterial infection of scabies lesions (impetigo, cellulitis, abscess)':
        'Maambukizi ya bakteria yanayofuata kwenye vidonda vya upele (impetigo, cellulitis, jipu)',
      'Fever with coma or convulsions in a malaria area: secure airway, treat convulsions, check and correct glucose, give the first dose of parenteral artesunate before referral (test for malaria when possible), and refer to hospital.':
        'Homa pamoja na kupoteza fahamu au degedege katika eneo lenye malaria: linda njia ya hewa, tibu degedege, pima na rekebisha sukari, toa dozi ya kwanza ya artesunate kwa sindano kabla ya rufaa (pima malaria inapowezekana), na toa rufaa kwenda hospitali.',
      'Seizure > 5 minutes or repeated without regaining consciousness: status epilepticus':
        'Degedege > dakika 5 au kurudiarudia bila kurudiwa na fahamu: status epilepticus',
      'Seizure with neck stiffness, bulging fontanelle or petechial rash: meningitis':
        'Degedege pamoja na shingo kukakamaa, utosi uliovimba au vipele vya madoa ya damu: homa ya uti wa mgongo',
      'Sepsis bundle: IV fluids, blood and urine culture, IV ceftriaxone (or gentamicin) within the hour, admit.':
        'Kifurushi cha sepsis: maji kwa mshipa, uoteshaji wa damu na mkojo, ceftriaxone ya mshipa (au gentamicin) ndani ya saa moja, mlaze.',
      'Septic shock (low blood pressure or poor perfusion) or coma':
        'Mshtuko wa sepsis (shinikizo la chini la damu au damu kutofika vizuri mwilini) au koma',
      'Septic shock or necrotising infection (shock; look for pain out of proportion, crepitus, dusky skin)':
        'Mshtuko wa sepsis au maambukizi yanayoua nyama (mshtuko; angalia maumivu makubwa kupita kiasi, mlio wa hewa chini ya ngozi, ngozi yenye weusi)',
      'Seriously ill person with HIV (danger signs: RR >= 30, HR >= 120, unable to walk unaided, temperature >= 39 C)':
        'Mtu mwenye VVU aliye mgonjwa sana (dalili za hatari: RR >= 30, HR >= 120, hawezi kutembea bila msaada, joto >= 39 C)',
      'Seriously ill TB suspect (respiratory distress, hypoxaemia or confusion)':
        'Anayeshukiwa kuwa na TB aliye mgonjwa sana (shida ya kupumua, oksijeni pungufu au kuchanganyikiwa)',
      'Severe agitation or risk to others in mania': 'Kuhangaika sana au hatari kwa wengine katika mania',
      'Severe anaemia (Hb < 7 g/dL)': 'Upungufu mkubwa wa damu (Hb < 7 g/dL)',
      'Severe anaemia (hookworm)': 'Upungufu mkubwa wa damu (minyoo ya safura)',
      'Severe anaemia after haemorrhage': 'Upungufu mkubwa wa damu baada ya kuvuja damu',
      'Severe anaemia in pregnancy (Hb < 7 g/dL) or breathless at rest':
        'Upungufu mkubwa wa damu wakati wa ujauzito (Hb < 7 g/dL) au kukosa pumzi akiwa amepumzika',
      'Severe asthma attack: talks in words, SpO2 < 90%, marked distress':
        'Shambulio kali la pumu: anaongea neno moja moja, SpO2 < 90%, dhiki kubwa',
      'Severe bronchiolitis: hypoxaemia, apnoea, cannot feed, or severe distress':
        'Bronkiolitis kali: oksijeni pungufu, kuacha kupumua, kushindwa kula, au dhiki kubwa',
      'Severe complicated measles (danger sign, severe pneumonia, stridor, clouding of the cornea or deep mouth ulcers)':
        'Surua kali yenye matatizo (dalili ya hatari, nimonia kali, sauti ya kukoroma wakati wa kuvuta pumzi, kufifia kwa konea au vidonda virefu mdomoni)',
      'Severe dehydration (IMCI: two of lethargic/unconscious, sunken eyes, unable to drink or drinks poorly, skin pinch very slow)':
        'Upungufu mkubwa wa maji mwilini (IMCI: mbili kati ya kulegea/kupoteza fahamu, macho yaliyozama, kushindwa kunywa au kunywa kwa shida, ngozi kurudi polepole sana ikibanwa)',
      'Severe dehydration or hypovolaemic shock':
        'Upungufu mkubwa wa maji mwilini au mshtuko kutokana na upotevu wa maji',
      'Severe dengue: shock (plasma leakage) or severe bleeding':
        'Dengue kali: mshtuko (kuvuja kwa plasma) au kutokwa damu kwingi',
      'Severe epigastric pain through to the back or raised lipase: acute pancreatitis':
        'Maumivu makali juu ya tumbo yanayopenya hadi mgongoni au lipase iliyopanda: uvimbe wa ghafla wa kongosho',
      'Severe exacerbation: SpO2 < 90% or marked breathlessness at rest':
        'Kuzidi kwa ugonjwa kwa ukali: SpO2 < 90% au kukosa pumzi sana akiwa amepumzika',
      'Severe eye pain: keratitis, iritis or acute glaucoma, not simple conjunctivitis':
        'Maumivu makali ya jicho: keratitis, iritis au glaucoma ya ghafla, si conjunctivitis ya kawaida',
      'Severe headache in a person with HIV': 'Maumivu makali ya kichwa kwa mtu mwenye VVU',
      'Severe influenza: hypoxaemia, respiratory distress, confusion or shock':
        'Influenza kali: oksijeni pungufu, shida ya kupumua, kuchanganyikiwa au mshtuko',
      'Severe jaundice (first day, palms and soles) or jaundice with fever or low temperature':
        'Manjano makali (siku ya kwanza, viganja na nyayo) au manjano pamoja na homa au joto la chini',
      'Severe kala-azar (bleeding, jaundice or severe malnutrition)':
        'Kala-azar kali (kutokwa damu, manjano au utapiamlo mkali)',
      'Severe malarial anaemia (haemoglobin below 7 g/dL)':
        'Upungufu mkubwa wa damu kutokana na malaria (himoglobini chini ya 7 g/dL)',
      'Severe or complicated mpox (eye involvement, encephalitis, unable to drink, hypoxaemia)':
        'Mpox kali au yenye matatizo (jicho kuathirika, uvimbe wa ubongo, kushindwa kunywa, oksijeni pungufu)',
      'Severe or critical COVID-19 (SpO2 < 90%, respiratory distress, shock)':
        'COVID-19 kali au mahututi (SpO2 < 90%, shida ya kupumua, mshtuko)',
      'Severe pallor or Hb < 7 g/dL: splenic sequestration, aplastic crisis or hyperhaemolysis':
        'Weupe mkubwa au Hb < 7 g/dL: damu kujilimbikiza kwenye bandama, aplastic crisis au kuvunjika kwa chembe nyekundu kupita kiasi',
      'Severe palmar pallor with possible severe malaria':
        'Weupe mkubwa wa viganja pamoja na uwezekano wa malaria kali',
      'Severe PID: peritonitis, tubo-ovarian abscess or sepsis':
        'PID kali: uvimbe wa utando wa tumbo, jipu la mirija na ovari au sepsis',
      'Severe pneumonia (CURB-65 feature: confusion, RR >= 30, low BP; or SpO2 < 90%)':
        'Nimonia kali (kipengele cha CURB-65: kuchanganyikiwa, RR >= 30, shinikizo la damu la chini; au SpO2 < 90%)',
      'Severe pneumonia: general danger sign, SpO2 < 90% or central cyanosis':
        'Nimonia kali: dalili ya hatari ya jumla, SpO2 < 90% au rangi ya bluu ya kati',
      'Severe respiratory distress (grunting, nasal flaring, head nodding)':
        'Shida kubwa ya kupumua (kuguna, mianzi ya pua kupanuka, kichwa kutikisika)',
      'Severe typhoid (encephalopathy or shock)': 'Homa ya matumbo kali (athari kwenye ubongo au mshtuko)',
      'Shingles on the forehead or nose with a red or painful eye: herpes zoster ophthalmicus':
        'Mkanda wa jeshi kwenye paji la uso au pua pamoja na jicho jekundu au linalouma: herpes zoster ophthalmicus',
      'Thrush that stops all swallowing, even of water, with dehydration: needs IV fluids':
        'Utando mweupe (kandida) unaozuia kumeza kabisa, hata maji, pamoja na upungufu wa maji mwilini: anahitaji maji kwa mshipa',
      'Start IV fluids now and admit for IV fluconazole; test for HIV and measure CD4 if not known.':
        'Anza maji kwa mshipa sasa na mlaze kwa fluconazole ya mshipa; mpime VVU na CD4 kama hazijulikani.',
      'Shingles on the forehead or nose with a red eye that sees less, hurts badly or is clouding: sight-threatening ophthalmic zoster':
        'Mkanda wa jeshi kwenye paji la uso au pua pamoja na jicho jekundu linaloona kidogo, linalouma sana au lenye ukungu: zona ya jicho inayotishia kuona',
      'Shock (meningococcal septicaemia)': 'Mshtuko (septicaemia ya meningococcus)',
      'Shock after snakebite': 'Mshtuko baada ya kuumwa na nyoka',
      'Shock in DKA': 'Mshtuko katika DKA',
      'Shock or dark urine in heat stroke: circulatory collapse, rhabdomyolysis or kidney injury':
        'Mshtuko au mkojo mweusi katika kiharusi cha joto: mzunguko wa damu kushindwa, rhabdomyolysis au figo kuumia',
      'Shock or encephalopathy': 'Mshtuko au athari kwenye ubongo (encephalopathy)',
      'Shock or fainting with early pregnancy: ruptured ectopic pregnancy':
        'Mshtuko au kuzirai katika mimba changa: mimba nje ya kizazi iliyopasuka',
      'Shock or peritonism: strangulated or perforated bowel':
        'Mshtuko au dalili za utando wa tumbo: utumbo uliobanwa au uliotoboka',
      'Shock or severe dehydration in a child with SAM':
        'Mshtuko au upungufu mkubwa wa maji kwa mtoto mwenye SAM',
      'Shock with chest pain: cardiogenic shock complicating myocardial infarction':
        'Mshtuko pamoja na maumivu ya kifua: mshtuko wa moyo unaotokana na shambulio la moyo',
      'Shock with diarrhoea': 'Mshtuko pamoja na kuharisha',
      'Shock, confusion or bleeding spots: septicaemic plague':
        'Mshtuko, kuchanganyikiwa au madoa ya damu: tauni ya damu (septicaemic)',
      'Shock: perforation with peritonitis': 'Mshtuko: kutoboka pamoja na uvimbe wa utando wa tumbo',
      'Shock: septicaemia from bone or joint infection':
        'Mshtuko: septicaemia kutokana na maambukizi ya mfupa au kiungo',
      'Shoulder-tip pain or fainting in early pregnancy: exclude ectopic pregnancy':
        'Maumivu ya ncha ya bega au kuzirai katika mimba changa: ondoa uwezekano wa mimba nje ya kizazi',
      'Sign of possible serious bacterial infection in a young infant':
        'Dalili ya uwezekano wa maambukizi makali ya bakteria kwa mtoto mchanga',
      'Sit up, oxygen, IV furosemide and nitrate for pulmonary oedema; ECG and troponin for ACS or dissection.':
        'Mketishe, oksijeni, furosemide ya mshipa na nitrate kwa maji kwenye mapafu; ECG na troponin kwa ACS au kupasuka kwa ukuta wa aota.',
      'Sit up, oxygen, IV furosemide if not in shock; refer to a hospital with critical care.':
        'Mketishe, oksijeni, furosemide ya mshipa ikiwa hayuko kwenye mshtuko; toa rufaa kwenda hospitali yenye uangalizi mahututi.',
      'Sit up, oxygen, urgent referral (steroids by the specialist).':
        'Mketishe, oksijeni, rufaa ya haraka (steroidi kwa uamuzi wa mtaalamu).',
      'Sit upright, oxygen, IV furosemide, nitrate if systolic BP > 110 mmHg; refer for high-dependency care.':
        'Mketishe wima, oksijeni, furosemide kwa mshipa, nitrate ikiwa shinikizo la juu la damu > 110 mmHg; toa rufaa kwa uangalizi maalum.',
      'Small baby with apnoea, low temperature, low glucose or fits':
        'Mtoto mdogo mwenye kuacha kupumua, joto la chini, sukari ya chini au degedege',
      'Speculum examination; refer any visible lesion for biopsy within 2 weeks.':
        'Uchunguzi kwa speculum; toa rufaa kwa kidonda chochote kinachoonekana kwa sampuli ya nyama ndani ya wiki 2.',
      'Spine X-ray, ESR/CRP, HIV test, TB work-up (GeneXpert); refer.':
        'X-ray ya uti wa mgongo, ESR/CRP, kipimo cha VVU, uchunguzi wa TB (GeneXpert); toa rufaa.',
      'Sputum GeneXpert and chest X-ray.': 'GeneXpert ya makohozi na X-ray ya kifua.',
      'Sputum Xpert MTB/RIF and chest X-ray.': 'Xpert MTB/RIF ya makohozi na X-ray ya kifua.',
      'Start aciclovir and refer the same day.': 'Anza aciclovir na toa rufaa siku hiyo hiyo.',
      'Start aciclovir today and refer to an eye clinic the same day.':
        'Anza aciclovir leo na toa rufaa kwenda kliniki ya macho siku hiyo hiyo.',
      'Start aciclovir now (IV if immunosuppressed or the eye is badly inflamed) and send to an eye specialist today.':
        'Anza aciclovir sasa (kwa mshipa kama kinga ya mwili iko chini au jicho limevimba sana) na mpeleke kwa daktari wa macho leo.',
      'Start an antistaphylococcal antibiotic; refer if spreading fast or bleeding.':
        'Anza antibiotiki dhidi ya staphylococcus; toa rufaa ikienea haraka au ikitoa damu.',
      'Start IV 0.9% saline and refer now for insulin infusion and potassium monitoring.':
        'Anza saline 0.9% ya mshipa na toa rufaa sasa kwa insulini ya mshipa na ufuatiliaji wa potasiamu.',
      'Start IV fluids and refer for insulin infusion with hourly glucose and potassium monitoring.':
        'Anza maji kwa mshipa na toa rufaa kwa insulini ya mshipa pamoja na ufuatiliaji wa sukari na potasiamu kila saa.',
      'Start oral antifungal; do not incise a kerion; treat secondary bacterial infection if present.':
        'Anza dawa ya fangasi ya kumeza; usipasue kerion; tibu maambukizi ya bakteria yanayofuata yakiwepo.',
      'Start prednisolone for the reaction (programme protocol) and continue MDT; rest the limb; refer to the leprosy service within days.':
        'Anza prednisolone kwa mmenyuko (itifaki ya programu) na endelea na MDT; pumzisha kiungo; toa rufaa kwa huduma ya ukoma ndani ya siku chache.',
      'Stop diuretics; IV albumin or fluid under specialist care; watch for clots.':
        'Acha diuretics; albumin au maji ya mshipa chini ya huduma ya mtaalamu; angalia damu kuganda.',
      'Strict bed rest, ECG monitoring, antitoxin; refer for cardiac care.':
        'Kupumzika kitandani kikamilifu, ufuatiliaji wa ECG, antitoxin; toa rufaa kwa huduma ya moyo.',
      'Stridor, breathlessness or swollen face and neck: airway or superior vena cava obstruction':
        'Sauti ya kukoroma, kukosa pumzi au uso na shingo vilivyovimba: kuziba kwa njia ya hewa au superior vena cava',
      'Stroke signs in AF: embolic stroke':
        'Dalili za kiharusi katika AF: kiharusi cha damu iliyoganda kusafiri',
      'Sudden abdominal pain with shock: tumour rupture':
        'Maumivu ya ghafla ya tumbo pamoja na mshtuko: uvimbe (tumour) kupasuka',
      'Sudden breathlessness, low oxygen or blood-stained sputum with clot risk: pulmonary embolism':
        'Kukosa pumzi ghafla, oksijeni ya chini au makohozi yenye damu pamoja na hatari ya damu kuganda: damu iliyoganda kwenye mapafu (pulmonary embolism)',
      'Sudden breathlessness: pulmonary embolism': 'Kukosa pumzi ghafla: damu iliyoganda kwenye mapafu',
      'Sudden focal neurological deficit (FAST positive)':
        'Upungufu wa ghafla wa kazi ya neva sehemu moja (FAST chanya)',
      'Sudden severe pain with a rigid abdomen: perforated ulcer':
        'Maumivu makali ya ghafla pamoja na tumbo kukakamaa: kidonda kilichotoboka',
      'Sunken eyes or slow skin pinch: some dehydration (IMCI: two of restless/irritable, sunken eyes, drinks eagerly, skin pinch slow)':
        'Macho yaliyozama au ngozi inayorudi polepole ikibanwa: upungufu wa wastani wa maji (IMCI: mbili kati ya kutotulia/kukasirika, macho yaliyozama, kunywa kwa hamu, ngozi kurudi polepole)',
      'Suspected bacterial meningitis (fever with neck stiffness, bulging fontanelle, altered consciousness, convulsions or purpura)':
        'Homa ya uti wa mgongo ya bakteria inayoshukiwa (homa pamoja na shingo kukakamaa, utosi uliovimba, fahamu kubadilika, degedege au madoa ya damu chini ya ngozi)',
      'Suspected cholera: notifiable epidemic-prone disease':
        'Kipindupindu kinachoshukiwa: ugonjwa wa mlipuko unaopaswa kuripotiwa',
      'Suspected pulmonary embolism with shock or collapse: high-risk (massive) PE':
        'Damu iliyoganda kwenye mapafu inayoshukiwa pamoja na mshtuko au kuanguka: PE yenye hatari kubwa (kubwa sana)',
      'Suspected viral haemorrhagic fever (fever after contact with a case, a body, body fluids, bushmeat or rodents)':
        'Homa ya virusi ya kutokwa damu inayoshukiwa (homa baada ya kugusana na mgonjwa, maiti, majimaji ya mwili, nyama ya porini au panya)',
      'Swallowed object with drooling or inability to swallow (oesophageal obstruction; button battery burns within hours)':
        'Kitu kilichomezwa pamoja na kudondosha mate au kushindwa kumeza (kuziba kwa umio; betri ndogo huunguza ndani ya saa chache)',
      'Swelling around the eye or visual change: orbital complication':
        'Uvimbe kuzunguka jicho au mabadiliko ya kuona: tatizo la tundu la jicho',
      'Swelling of lips, tongue or throat': 'Kuvimba kwa midomo, ulimi au koo',
      'Swelling of the floor of the mouth or neck, difficulty swallowing or opening the mouth, or swelling up to the eye: spreading infection (Ludwig angina)':
        'Uvimbe wa sakafu ya mdomo au shingo, shida ya kumeza au kufungua mdomo, au uvimbe hadi kwenye jicho: maambukizi yanayoenea (Ludwig angina)',
      'Symptoms minutes to hours after a sting, drug or food':
        'Dalili dakika au saa chache baada ya kuumwa na mdudu, dawa au chakula',
      'Syphilis in pregnancy': 'Kaswende wakati wa ujauzito',
      'Systemic antibiotics; admit infants or if unwell.':
        'Antibiotiki za mwili mzima; laza watoto wachanga au akiwa mgonjwa.',
      'Systemic, meningeal, gastrointestinal or inhalational anthrax':
        'Kimeta cha mwili mzima, cha utando wa ubongo, cha tumbo au cha kuvuta hewa',
      'Take three blood cultures before antibiotics and refer for echocardiography.':
        'Chukua sampuli tatu za uoteshaji wa damu kabla ya antibiotiki na toa rufaa kwa echocardiography.',
      'Tender enlarged liver with fever: possible amoebic liver abscess':
        'Ini lililovimba linalouma likiguswa pamoja na homa: uwezekano wa jipu la ini la amiba',
      'Tender irreducible hernia: strangulation until proved otherwise':
        'Ngiri inayouma isiyorudi ndani: imebanwa hadi ithibitishwe vinginevyo',
      'Tender swelling behind the ear or facial palsy: mastoiditis or facial nerve involvement':
        'Uvimbe unaouma nyuma ya sikio au kupooza kwa uso: mastoiditis au kuathirika kwa neva ya uso',
      'Tender swelling behind the ear: mastoiditis': 'Uvimbe unaouma nyuma ya sikio: mastoiditis',
      'Tetanus: trismus or generalised spasms (laryngospasm risk)':
        'Pepopunda: taya kufunga au mkakamao wa mwili mzima (hatari ya koo kubana)',
      'Therapeutic lumbar puncture to lower pressure (repeat daily as needed).':
        'Kutoa maji ya uti wa mgongo kama tiba kushusha shinikizo (rudia kila siku inapohitajika).',
      'Thoughts of self-harm': 'Mawazo ya kujidhuru',
      'Thoughts of self-harm in psychosis': 'Mawazo ya kujidhuru katika saikosisi',
      'Thoughts of self-harm with heavy drinking': 'Mawazo ya kujidhuru pamoja na unywaji mkubwa wa pombe',
      'Thunderclap headache (worst ever, peak within a minute): subarachnoid haemorrhage':
        'Maumivu ya kichwa kama radi (makali kuliko yote, kilele ndani ya dakika moja): kuvuja damu chini ya utando wa ubongo',
      'Thunderclap headache or neck stiffness: subarachnoid haemorrhage':
        'Maumivu ya kichwa ya ghafla kama radi au shingo kukakamaa: kuvuja damu chini ya utando wa ubongo',
      'Thunderclap headache, focal deficit or confusion: secondary headache':
        'Maumivu ya kichwa kama radi, upungufu wa neva wa sehemu moja au kuchanganyikiwa: maumivu ya kichwa yanayotokana na ugonjwa mwingine',
      'Transfuse (refer for blood) and continue oxytocin; iron once stable.':
        'Mwongezee damu (toa rufaa kupata damu) na endelea na oxytocin; chuma hali ikishatulia.',
      'Treat as a medical emergency first.': 'Tibu kama dharura ya kitabibu kwanza.',
      'Treat as diabetic ketoacidosis (fluids, insulin) in hospital; fetal monitoring.':
        'Tibu kama diabetic ketoacidosis (maji, insulini) hospitalini; ufuatiliaji wa mtoto tumboni.',
      'Treat as hypertensive emergency: controlled BP lowering with IV or oral agents and urgent referral.':
        'Tibu kama dharura ya shinikizo la damu: kushusha shinikizo kwa udhibiti kwa dawa za mshipa au za kumeza na rufaa ya haraka.',
      'Treat as meningitis or brain abscess: parenteral ceftriaxone and refer.':
        'Tibu kama homa ya uti wa mgongo au jipu la ubongo: ceftriaxone kwa sindano na toa rufaa.',
      'Treat as meningitis or brain abscess; refer at once.':
        'Tibu kama homa ya uti wa mgongo au jipu la ubongo; toa rufaa mara moja.',
      'Treat as meningitis until bacterial meningitis is excluded; refer for lumbar puncture.':
        'Tibu kama homa ya uti wa mgongo hadi ya bakteria iondolewe; toa rufaa kwa kuchukua maji ya uti wa mgongo.',
      'Treat as meningitis until excluded; malaria test.':
        'Tibu kama homa ya uti wa mgongo hadi iondolewe; kipimo cha malaria.',
      'Treat as meningitis: antibiotics now, lumbar puncture when safe, malaria test.':
        'Tibu kama homa ya uti wa mgongo: antibiotiki sasa, kuchukua maji ya uti wa mgongo ikiwa salama, kipimo cha malaria.',
      'Treat as meningitis: parenteral ceftriaxone now and refer.':
        'Tibu kama homa ya uti wa mgongo: ceftriaxone kwa sindano sasa na toa rufaa.',
      'Treat as neonatal tetanus: tetanus immunoglobulin, diazepam, metronidazole or penicillin; refer now.':
        'Tibu kama pepopunda ya mtoto mchanga: immunoglobulin ya pepopunda, diazepam, metronidazole au penicillin; toa rufaa sasa.',
      'Treat as pelvic inflammatory disease; exclude pregnancy and ectopic pregnancy.':
        'Tibu kama maambukizi ya via vya uzazi; ondoa uwezekano wa ujauzito na mimba nje ya kizazi.',
      'Treat as pneumonia in addition; admit infants under 6 months.':
        'Tibu pia kama nimonia; laza watoto wachanga chini ya miezi 6.',
      'Treat as possible ectopic pregnancy until proven otherwise: IV line, urgent ultrasound or surgical review.':
        'Tibu kama uwezekano wa mimba nje ya kizazi hadi ithibitishwe vinginevyo: njia ya mshipa, ultrasound ya haraka au kuonwa na daktari wa upasuaji.',
      'Treat as pyelonephritis (not cystitis): urine culture, systemic antibiotic, assess for sepsis.':
        'Tibu kama maambukizi ya figo (si cystitis): uoteshaji wa mkojo, antibiotiki ya mwili mzima, tathmini sepsis.',
      'Treat as sepsis: antibiotics within 1 hour, oxygen, fluids, check glucose; admit to a monitored bed.':
        'Tibu kama sepsis: antibiotiki ndani ya saa 1, oksijeni, maji mwilini, pima sukari; mlaze kwenye kitanda chenye uangalizi wa karibu.',
      'Treat as severe dysentery: admit or refer for parenteral antibiotics and nutritional care.':
        'Tibu kama kuhara damu kukali: mlaze au toa rufaa kwa antibiotiki za sindano na huduma ya lishe.',
      'Treat as systemic anthrax with IV antibiotics; watch the airway; refer.':
        'Tibu kama kimeta cha mwili mzima kwa antibiotiki za mshipa; angalia njia ya hewa; toa rufaa.',
      'Treat fits; lower blood pressure; furosemide; refer for admission.':
        'Tibu degedege; shusha shinikizo la damu; furosemide; toa rufaa kwa kulazwa.',
      'Treat for the infection now (antibiotics, IV artesunate as indicated) and admit; lumbar puncture when safe.':
        'Tibu maambukizi sasa (antibiotiki, artesunate ya mshipa inapohitajika) na mlaze; kuchukua maji ya uti wa mgongo ikiwa salama.',
      'Treat promptly with a pregnancy-safe regimen (rifampicin-based); avoid doxycycline and streptomycin.':
        'Tibu haraka kwa mpango salama wakati wa ujauzito (wenye rifampicin); epuka doxycycline na streptomycin.',
      'Treat the infection; continue emollients.': 'Tibu maambukizi; endelea na mafuta ya kulainisha ngozi.',
      'Treat the same day with a pregnancy-safe antibiotic, send urine culture, and recheck after treatment.':
        'Tibu siku hiyo hiyo kwa antibiotiki salama wakati wa ujauzito, peleka uoteshaji wa mkojo, na pima tena baada ya matibabu.',
      'Treat the same day with the regimen for the trimester; check for anaemia and hypoglycaemia; low threshold to refer.':
        'Tibu siku hiyo hiyo kwa mpango wa matibabu wa kipindi hicho cha ujauzito; chunguza upungufu wa damu na sukari ya chini; toa rufaa mapema bila kusita.',
      'Treat the skin infection with an antibiotic the same day, drain any abscess; treat the scabies too.':
        'Tibu maambukizi ya ngozi kwa antibiotiki siku hiyo hiyo, toa usaha wa jipu lolote; tibu pia upele.',
      'Two IV lines, fluids, crossmatch blood, IV omeprazole; refer for urgent endoscopy.':
        'Njia mbili za mshipa, maji, linganisha damu, omeprazole kwa mshipa; toa rufaa kwa endoscopy ya haraka.',
      'Two IV lines, Ringer’s lactate or saline fast, left lateral position, no vaginal examination; refer at once to a hospital with theatre and blood.':
        'Njia mbili za mshipa, Ringer’s lactate au saline kwa kasi, mlaze kwa ubavu wa kushoto, usifanye uchunguzi wa uke; toa rufaa mara moja kwenda hospitali yenye chumba cha upasuaji na damu.',
      'Two large IV lines, cautious fluids and blood, IV ceftriaxone, refer at once for endoscopy (terlipressin or octreotide where available).':
        'Njia mbili kubwa za mshipa, maji na damu kwa tahadhari, ceftriaxone ya mshipa, toa rufaa mara moja kwa endoscopy (terlipressin au octreotide zinapopatikana).',
      'Two large-bore IV lines, fluids, crossmatch and transfuse; immediate laparotomy.':
        'Njia mbili kubwa za mshipa, maji, linganisha damu na mwongezee damu; upasuaji wa tumbo mara moja.',
      'Unable to keep fluids down, or ascites':
        'Kushindwa kubakiza maji tumboni, au maji kujaa tumboni (ascites)',
      'Unable to keep oral medicine down': 'Hawezi kubakiza dawa za kumeza tumboni',
      'Unable to pass urine with a full bladder: acute urinary retention':
        'Kushindwa kukojoa huku kibofu kimejaa: mkojo kubaki ghafla',
      'Unconscious after stroke': 'Amepoteza fahamu baada ya kiharusi',
      'Unconscious with very high glucose: hyperosmolar hyperglycaemic state or DKA':
        'Amepoteza fahamu pamoja na sukari ya juu sana: hyperosmolar hyperglycaemic state au DKA',
      'Unrousable, slow breathing, fits or low glucose (after drinking: severe alcohol poisoning)':
        'Haamshiki, kupumua polepole, degedege au sukari ya chini (baada ya kunywa pombe: sumu kali ya pombe)',
      'Urgent assessment for subarachnoid haemorrhage, stroke or intracranial infection.':
        'Tathmini ya haraka ya kuvuja damu chini ya utando wa ubongo, kiharusi au maambukizi ndani ya fuvu.',
      'Urgent blood transfusion (Hb < 5 g/dL in children, < 7 g/dL in adults) with parenteral artesunate.':
        'Kuongezewa damu kwa haraka (Hb < 5 g/dL kwa watoto, < 7 g/dL kwa watu wazima) pamoja na artesunate kwa sindano.',
      'Urgent blood transfusion; treat shock; admit.': 'Kuongezewa damu kwa haraka; tibu mshtuko; mlaze.',
      'Urgent CT head and HIV test.': 'CT ya kichwa ya haraka na kipimo cha VVU.',
      'Urgent CT head and referral.': 'CT ya kichwa ya haraka na rufaa.',
      'Urgent eye referral.': 'Rufaa ya haraka kwa huduma ya macho.',
      'Urgent hospital referral.': 'Rufaa ya haraka kwenda hospitali.',
      'Urgent imaging and spinal referral (cord or root compression: TB spine, metastases, disc).':
        'Picha za haraka na rufaa ya uti wa mgongo (kubanwa kwa uti au mizizi ya neva: TB ya uti wa mgongo, saratani iliyoenea, diski).',
      'Urgent referral for chemotherapy.': 'Rufaa ya haraka kwa tiba ya kemikali.',
      'Urgent referral; monitor breathing.': 'Rufaa ya haraka; fuatilia kupumua.',
      'Urgent surgical referral.': 'Rufaa ya haraka ya upasuaji.',
      'Urgent urology referral for decompression.':
        'Rufaa ya haraka kwa daktari wa njia ya mkojo kwa kuondoa msongamano.',
      'Urinary infection in pregnancy': 'Maambukizi ya njia ya mkojo wakati wa ujauzito',
      'Urosepsis with shock (hypotension or poor perfusion)':
        'Sepsis ya njia ya mkojo pamoja na mshtuko (shinikizo la chini la damu au damu kutofika vizuri mwilini)',
      'Use the SAM shock protocol (slower IV fluid, e.g. Ringer lactate with 5% dextrose at 15 mL/kg over 1 hour, as WHO Pocket Book); ReSoMal for dehydration without shock; never standard rapid boluses.':
        'Tumia itifaki ya mshtuko ya SAM (maji ya mshipa polepole zaidi, kwa mfano Ringer lactate pamoja na dextrose 5% kwa 15 mL/kg kwa saa 1, kama kitabu cha mfukoni cha WHO); ReSoMal kwa upungufu wa maji bila mshtuko; kamwe bolasi za kawaida za haraka.',
      'Vesicles in the ear or mouth: Ramsay Hunt syndrome':
        'Malengelenge sikioni au mdomoni: Ramsay Hunt syndrome',
      'Visual loss or severe headache: raised CSF pressure':
        'Kupoteza uwezo wa kuona au maumivu makali ya kichwa: shinikizo la CSF lililopanda',
      'Vomiting blood or black stools in liver disease: variceal bleeding':
        'Kutapika damu au kinyesi cheusi katika ugonjwa wa ini: kuvuja damu kwa mishipa iliyovimba ya umio',
      'Vomiting everything (with distension or no stool): possible intestinal obstruction by Ascaris':
        'Anatapika kila kitu (pamoja na tumbo kujaa au kutokwenda choo): uwezekano wa utumbo kuzibwa na Ascaris',
      'Vomiting, deep breathing, acetone breath or drowsiness: diabetic ketoacidosis':
        'Kutapika, kupumua kwa kina, pumzi yenye harufu ya acetone au usingizi: diabetic ketoacidosis',
      'Vomiting, distension and no stool or wind: bowel obstruction':
        'Kutapika, tumbo kujaa na kutotoa kinyesi wala hewa: kuziba kwa utumbo',
    },
  },
];
