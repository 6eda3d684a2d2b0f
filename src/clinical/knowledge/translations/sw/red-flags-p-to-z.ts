import type { TranslationGroup } from '../types';

/** swahiliRedFlags (see red-flags.ts), the entries whose English key starts with p to z. */
export const swahiliRedFlagsPToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Pain with a positive pregnancy test: ectopic until proven otherwise':
        'Maumivu pamoja na kipimo chanya cha mimba: mimba nje ya kizazi hadi ithibitishwe vinginevyo',
      'Painful or tender nerve or new weakness in leprosy: reaction with nerve damage':
        'Neva inayouma au kuuma ikiguswa au udhaifu mpya katika ukoma: mmenyuko unaoharibu neva',
      'Painful red eye with blurred vision, haloes, headache or vomiting: acute angle-closure glaucoma':
        'Jicho jekundu linalouma pamoja na kuona ukungu, miduara ya mwanga, maumivu ya kichwa au kutapika: glaucoma ya ghafla ya kufunga pembe',
      'Painful swollen testis with mumps (orchitis); exclude torsion if sudden and without parotitis':
        'Korodani iliyovimba inayouma pamoja na matumbwitumbwi (orchitis); ondoa uwezekano wa korodani kujisokota ikiwa ni ghafla na bila uvimbe wa tezi za mate',
      'Paracetamol or iron overdose (liver failure or shock appear late; treatment works best early)':
        'Kuzidisha dozi ya paracetamol au chuma (ini kushindwa au mshtuko hujitokeza baadaye; matibabu hufanya kazi vizuri zaidi mapema)',
      'Parenteral artesunate, monitor urine output and fluid balance, check creatinine and clotting; refer for possible dialysis or transfusion.':
        'Artesunate kwa sindano, fuatilia kiasi cha mkojo na uwiano wa maji, pima creatinine na kuganda kwa damu; toa rufaa kwa uwezekano wa dialysis au kuongezewa damu.',
      'Pass a urethral catheter now (suprapubic if it fails and you are trained); record the volume drained; refer to surgery.':
        'Weka katheta ya mkojo sasa (juu ya kinena ikishindikana na kama umefunzwa); andika kiasi kilichotoka; toa rufaa kwa upasuaji.',
      'PCP with severe respiratory distress, cyanosis or confusion':
        'PCP yenye shida kubwa ya kupumua, rangi ya bluu au kuchanganyikiwa',
      'Peritonitis or gastrointestinal bleeding: suspect intestinal perforation or haemorrhage':
        'Uvimbe wa utando wa tumbo au kutokwa damu tumboni: shuku kutoboka kwa utumbo au kuvuja damu',
      'Pertussis with apnoea, cyanosis, fits or low oxygen (young infants die of it)':
        'Kifaduro chenye kuacha kupumua, rangi ya bluu, degedege au oksijeni ya chini (watoto wachanga hufariki kwa hali hii)',
      'Plan B: ORS 75 mL/kg over 4 hours at the clinic, then reassess and classify again.':
        'Mpango B: ORS 75 mL/kg kwa saa 4 kliniki, kisha tathmini upya na uainishe tena.',
      "Plan C now: IV Ringer's lactate 100 mL/kg (adults and children >= 1 year: 30 mL/kg within 30 min, then 70 mL/kg within 2.5 h; infants over 1 h then 5 h), reassess every 15-30 minutes, add ORS as soon as the patient can drink.":
        "Mpango C sasa: Ringer's lactate kwa mshipa 100 mL/kg (watu wazima na watoto >= mwaka 1: 30 mL/kg ndani ya dakika 30, kisha 70 mL/kg ndani ya saa 2.5; watoto wachanga kwa saa 1 kisha saa 5), tathmini upya kila dakika 15-30, ongeza ORS mara mgonjwa anapoweza kunywa.",
      "Plan C: IV Ringer's lactate or normal saline 100 mL/kg (infants: 30 mL/kg in 1 hour then 70 mL/kg in 5 hours; older: 30 mL/kg in 30 minutes then 70 mL/kg in 2.5 hours); if no IV, ORS by nasogastric tube and refer.":
        "Mpango C: Ringer's lactate au normal saline kwa mshipa 100 mL/kg (watoto wachanga: 30 mL/kg kwa saa 1 kisha 70 mL/kg kwa saa 5; wakubwa: 30 mL/kg kwa dakika 30 kisha 70 mL/kg kwa saa 2.5); ikiwa hakuna njia ya mshipa, ORS kwa mrija wa pua hadi tumboni na toa rufaa.",
      'Post-exposure prophylaxis is of no use once symptoms start.':
        'Kinga baada ya kuambukizwa haisaidii tena dalili zikishaanza.',
      'Pre-eclampsia with severe features: BP >= 160/110, headache, visual disturbance, epigastric pain, pulmonary oedema or low platelets':
        'Pre-eclampsia yenye dalili kali: shinikizo la damu >= 160/110, maumivu ya kichwa, matatizo ya kuona, maumivu juu ya tumbo, maji kwenye mapafu au chembe sahani chache',
      'Primary survey: direct pressure or tourniquet on bleeding, airway with neck protection, oxygen, two IV lines, warm crystalloid, tranexamic acid within 3 hours, pelvic binder, keep warm; refer to a trauma centre now.':
        'Uchunguzi wa awali: bana moja kwa moja au funga kamba juu ya damu inayotoka, njia ya hewa huku ukilinda shingo, oksijeni, njia mbili za mshipa, crystalloid ya joto, tranexamic acid ndani ya saa 3, funga nyonga, mpe joto; toa rufaa kwenda kituo cha majeruhi sasa.',
      'Propranolol, high-dose antithyroid drug, steroids, cooling; refer to hospital.':
        'Propranolol, dawa ya tezi ya dozi kubwa, steroidi, kupoza mwili; toa rufaa kwenda hospitali.',
      'Prostration, impaired consciousness or inability to take oral treatment (severe malaria)':
        'Kulegea kabisa, fahamu kupungua au kushindwa kumeza dawa (malaria kali)',
      'Protect the airway (recovery position), oxygen, treat fits, urgent transfer.':
        'Linda njia ya hewa (mlaze kwa ubavu), oksijeni, tibu degedege, mhamishe haraka.',
      'Protect the airway with neck immobilised, oxygen, keep systolic BP ≥ 90, check glucose, head up 30°; immediate transfer to a hospital with CT and neurosurgery.':
        'Linda njia ya hewa huku shingo imezuiliwa isisogee, oksijeni, weka shinikizo la juu la damu ≥ 90, pima sukari, kichwa juu 30°; mhamishe mara moja kwenda hospitali yenye CT na upasuaji wa ubongo.',
      'Protect the airway, check glucose, start controlled IV BP lowering and transfer for CT.':
        'Linda njia ya hewa, pima sukari, anza kushusha shinikizo la damu kwa mshipa kwa udhibiti na mhamishe kwa CT.',
      'Protect the airway, control spasms with diazepam, give human tetanus immunoglobulin (or equine antitoxin), metronidazole and wound debridement; nurse in a quiet dark room; refer for high-dependency care.':
        'Linda njia ya hewa, dhibiti mkakamao kwa diazepam, toa immunoglobulin ya pepopunda ya binadamu (au antitoxin ya farasi), metronidazole na kusafisha jeraha; muuguze katika chumba chenye utulivu na giza; toa rufaa kwa uangalizi maalum.',
      'Raise the head of the bed, slow IV fluids, give mannitol or hypertonic saline, and transfer to intensive care.':
        'Inua kichwa cha kitanda, punguza kasi ya maji ya mshipa, toa mannitol au saline ya hypertonic, na mhamishe kwenda uangalizi mahututi.',
      'Refer at once for exchange transfusion; intensive phototherapy meanwhile; treat sepsis if suspected.':
        'Toa rufaa mara moja kwa kubadilisha damu (exchange transfusion); tiba ya mwanga ya nguvu wakati huo; tibu sepsis ikishukiwa.',
      'Refer for transfusion (especially near term or with heart failure); deliver where blood is available.':
        'Toa rufaa kwa kuongezewa damu (hasa karibu na kujifungua au akiwa na moyo kushindwa); ajifungulie mahali penye damu.',
      'Refer for trichiasis surgery; epilate the touching lashes meanwhile; treat with azithromycin.':
        "Toa rufaa kwa upasuaji wa trichiasis; ng'oa kope zinazogusa wakati huo; tibu kwa azithromycin.",
      'Refer now for ethanol or fomepizole antidote, sodium bicarbonate and haemodialysis; alert public health — others who drank the same brew need to be found.':
        'Toa rufaa sasa kwa dawa ya kuzimua sumu (ethanol au fomepizole), sodium bicarbonate na haemodialysis; wajulishe maafisa wa afya ya umma — wengine walionywa pombe hiyo hiyo wanahitaji kutafutwa.',
      'Refer to obstetrics and medicine together; echo; no ACE inhibitor before delivery.':
        'Toa rufaa kwa madaktari wa uzazi na wa magonjwa ya ndani pamoja; echo; usitoe ACE inhibitor kabla ya kujifungua.',
      'Refer to the HAT treatment centre for lumbar puncture staging and treatment.':
        'Toa rufaa kwenda kituo cha matibabu ya HAT kwa kuchukua maji ya uti wa mgongo kubaini hatua na matibabu.',
      'Refer urgently for serum bilirubin and phototherapy; give first-dose antibiotics if there are signs of infection.':
        'Toa rufaa ya haraka kwa kupima bilirubini ya damu na tiba ya mwanga; toa dozi ya kwanza ya antibiotiki ikiwa kuna dalili za maambukizi.',
      'Rehydrate, treat oesophageal candidiasis, test for HIV; admit if unable to drink.':
        'Mrudishie maji mwilini, tibu fangasi ya umio, pima VVU; mlaze ikiwa hawezi kunywa.',
      'Remove means, do not leave alone, urgent mental health assessment.':
        'Ondoa vifaa vya kujidhuru, usimwache peke yake, tathmini ya haraka ya afya ya akili.',
      'Renal impairment or significant bleeding in severe malaria':
        'Figo kushindwa kufanya kazi au kutokwa damu kwa kiasi kikubwa katika malaria kali',
      'Rest and elevate the limb, cool the skin, paracetamol, antibiotics for bacterial infection of entry lesions.':
        'Pumzisha na inua kiungo, poza ngozi, paracetamol, antibiotiki kwa maambukizi ya bakteria kwenye michubuko ya kuingilia.',
      'Resuscitate (airway, oxygen, glucose), give IM/IV ampicillin and gentamicin, and refer to a newborn unit now.':
        'Fufua (njia ya hewa, oksijeni, sukari), toa ampicillin na gentamicin IM/IV, na toa rufaa kwenda wodi ya watoto wachanga sasa.',
      'Resuscitate and refer at once.': 'Fufua na toa rufaa mara moja.',
      'Resuscitate now: oxygen, IV access, fluid bolus with reassessment, IV antibiotics within 1 hour, blood culture first if it causes no delay; refer for vasopressors.':
        'Fufua sasa: oksijeni, njia ya mshipa (IV), bolasi ya maji na kutathmini upya, antibiotiki kwa mshipa ndani ya saa 1, kipimo cha damu (blood culture) kwanza ikiwa hakichelewishi; toa rufaa kwa vasopressors.',
      'Resuscitate with IV crystalloid, oxygen, urinary catheter; refer to a hospital with intensive care.':
        'Fufua kwa crystalloid ya mshipa, oksijeni, katheta ya mkojo; toa rufaa kwenda hospitali yenye uangalizi mahututi.',
      'Resuscitate, IV antibiotics, emergency laparotomy.':
        'Fufua, antibiotiki za mshipa, upasuaji wa dharura wa tumbo.',
      'Resuscitate, start IV antibiotics (a combination including ciprofloxacin), refer to hospital critical care, notify surveillance the same day.':
        'Fufua, anza antibiotiki za mshipa (mchanganyiko unaojumuisha ciprofloxacin), toa rufaa kwa uangalizi mahututi hospitalini, toa taarifa kwa ufuatiliaji wa magonjwa siku hiyo hiyo.',
      'Retention or kidney failure': 'Mkojo kubaki au figo kushindwa',
      'Rewarm (skin-to-skin or incubator), support breathing, glucose, first-dose antibiotics, refer now.':
        'Mpashe joto (ngozi kwa ngozi au incubator), saidia kupumua, sukari, dozi ya kwanza ya antibiotiki, toa rufaa sasa.',
      'Same-day assessment for transfusion (heart failure, breathlessness at rest, pregnancy near term); find the cause.':
        'Tathmini siku hiyo hiyo ya kuongezewa damu (moyo kushindwa, kukosa pumzi akiwa amepumzika, mimba karibu na kujifungua); tafuta chanzo.',
      'Same-day Doppler ultrasound; anticoagulate if confirmed.':
        'Doppler ultrasound siku hiyo hiyo; toa dawa ya kuzuia damu kuganda ikithibitika.',
      'Same-day eye referral; start pressure-lowering treatment (acetazolamide, timolol) where trained.':
        'Rufaa ya macho siku hiyo hiyo; anza matibabu ya kushusha shinikizo la jicho (acetazolamide, timolol) ikiwa umefunzwa.',
      'Same-day sputum Xpert and chest X-ray; massive haemoptysis (> 100 mL) needs emergency referral.':
        'Xpert ya makohozi na X-ray ya kifua siku hiyo hiyo; kukohoa damu nyingi (> 100 mL) kunahitaji rufaa ya dharura.',
      'Secure airway, treat convulsions, check and correct glucose, give parenteral artesunate now, and refer to hospital.':
        'Linda njia ya hewa, tibu degedege, pima na rekebisha sukari, toa artesunate kwa sindano sasa, na toa rufaa kwenda hospitali.',
      'Seizure > 5 minutes or repeated without regaining consciousness: status epilepticus':
        'Degedege > dakika 5 au kurudiarudia bila kurudiwa na fahamu: status epilepticus',
      'Septic shock (low blood pressure or poor perfusion) or coma':
        'Mshtuko wa sepsis (shinikizo la chini la damu au damu kutofika vizuri mwilini) au koma',
      'Severe agitation or risk to others in mania': 'Kuhangaika sana au hatari kwa wengine katika mania',
      'Severe anaemia (Hb < 7 g/dL)': 'Upungufu mkubwa wa damu (Hb < 7 g/dL)',
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
      'Severe jaundice (first day, palms and soles) or jaundice with fever or low temperature':
        'Manjano makali (siku ya kwanza, viganja na nyayo) au manjano pamoja na homa au joto la chini',
      'Severe malarial anaemia (haemoglobin below 7 g/dL)':
        'Upungufu mkubwa wa damu kutokana na malaria (himoglobini chini ya 7 g/dL)',
      'Severe or critical COVID-19 (SpO2 < 90%, respiratory distress, shock)':
        'COVID-19 kali au mahututi (SpO2 < 90%, shida ya kupumua, mshtuko)',
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
      'Shingles on the forehead or nose with a red or painful eye: herpes zoster ophthalmicus':
        'Mkanda wa jeshi kwenye paji la uso au pua pamoja na jicho jekundu au linalouma: herpes zoster ophthalmicus',
      'Shock in DKA': 'Mshtuko katika DKA',
      'Shock or encephalopathy': 'Mshtuko au athari kwenye ubongo (encephalopathy)',
      'Shock or fainting with early pregnancy: ruptured ectopic pregnancy':
        'Mshtuko au kuzirai katika mimba changa: mimba nje ya kizazi iliyopasuka',
      'Shock or peritonism: strangulated or perforated bowel':
        'Mshtuko au dalili za utando wa tumbo: utumbo uliobanwa au uliotoboka',
      'Shock with diarrhoea': 'Mshtuko pamoja na kuharisha',
      'Sign of possible serious bacterial infection in a young infant':
        'Dalili ya uwezekano wa maambukizi makali ya bakteria kwa mtoto mchanga',
      'Sit upright, oxygen, IV furosemide, nitrate if systolic BP > 110 mmHg; refer for high-dependency care.':
        'Mketishe wima, oksijeni, furosemide kwa mshipa, nitrate ikiwa shinikizo la juu la damu > 110 mmHg; toa rufaa kwa uangalizi maalum.',
      'Small baby with apnoea, low temperature, low glucose or fits':
        'Mtoto mdogo mwenye kuacha kupumua, joto la chini, sukari ya chini au degedege',
      'Speculum examination; refer any visible lesion for biopsy within 2 weeks.':
        'Uchunguzi kwa speculum; toa rufaa kwa kidonda chochote kinachoonekana kwa sampuli ya nyama ndani ya wiki 2.',
      'Start aciclovir today and refer to an eye clinic the same day.':
        'Anza aciclovir leo na toa rufaa kwenda kliniki ya macho siku hiyo hiyo.',
      'Start IV fluids and refer for insulin infusion with hourly glucose and potassium monitoring.':
        'Anza maji kwa mshipa na toa rufaa kwa insulini ya mshipa pamoja na ufuatiliaji wa sukari na potasiamu kila saa.',
      'Start prednisolone for the reaction (programme protocol) and continue MDT; rest the limb; refer to the leprosy service within days.':
        'Anza prednisolone kwa mmenyuko (itifaki ya programu) na endelea na MDT; pumzisha kiungo; toa rufaa kwa huduma ya ukoma ndani ya siku chache.',
      'Sudden abdominal pain with shock: tumour rupture':
        'Maumivu ya ghafla ya tumbo pamoja na mshtuko: uvimbe (tumour) kupasuka',
      'Sudden breathlessness, low oxygen or blood-stained sputum with clot risk: pulmonary embolism':
        'Kukosa pumzi ghafla, oksijeni ya chini au makohozi yenye damu pamoja na hatari ya damu kuganda: damu iliyoganda kwenye mapafu (pulmonary embolism)',
      'Sudden focal neurological deficit (FAST positive)':
        'Upungufu wa ghafla wa kazi ya neva sehemu moja (FAST chanya)',
      'Sunken eyes or slow skin pinch: some dehydration (IMCI: two of restless/irritable, sunken eyes, drinks eagerly, skin pinch slow)':
        'Macho yaliyozama au ngozi inayorudi polepole ikibanwa: upungufu wa wastani wa maji (IMCI: mbili kati ya kutotulia/kukasirika, macho yaliyozama, kunywa kwa hamu, ngozi kurudi polepole)',
      'Suspected bacterial meningitis (fever with neck stiffness, bulging fontanelle, altered consciousness, convulsions or purpura)':
        'Homa ya uti wa mgongo ya bakteria inayoshukiwa (homa pamoja na shingo kukakamaa, utosi uliovimba, fahamu kubadilika, degedege au madoa ya damu chini ya ngozi)',
      'Suspected cholera: notifiable epidemic-prone disease':
        'Kipindupindu kinachoshukiwa: ugonjwa wa mlipuko unaopaswa kuripotiwa',
      'Suspected viral haemorrhagic fever (fever after contact with a case, a body, body fluids, bushmeat or rodents)':
        'Homa ya virusi ya kutokwa damu inayoshukiwa (homa baada ya kugusana na mgonjwa, maiti, majimaji ya mwili, nyama ya porini au panya)',
      'Systemic, meningeal, gastrointestinal or inhalational anthrax':
        'Kimeta cha mwili mzima, cha utando wa ubongo, cha tumbo au cha kuvuta hewa',
      'Tender enlarged liver with fever: possible amoebic liver abscess':
        'Ini lililovimba linalouma likiguswa pamoja na homa: uwezekano wa jipu la ini la amiba',
      'Tender swelling behind the ear or facial palsy: mastoiditis or facial nerve involvement':
        'Uvimbe unaouma nyuma ya sikio au kupooza kwa uso: mastoiditis au kuathirika kwa neva ya uso',
      'Tender swelling behind the ear: mastoiditis': 'Uvimbe unaouma nyuma ya sikio: mastoiditis',
      'Tetanus: trismus or generalised spasms (laryngospasm risk)':
        'Pepopunda: taya kufunga au mkakamao wa mwili mzima (hatari ya koo kubana)',
      'Therapeutic lumbar puncture to lower pressure (repeat daily as needed).':
        'Kutoa maji ya uti wa mgongo kama tiba kushusha shinikizo (rudia kila siku inapohitajika).',
      'Thoughts of self-harm': 'Mawazo ya kujidhuru',
      'Thoughts of self-harm in psychosis': 'Mawazo ya kujidhuru katika saikosisi',
      'Transfuse (refer for blood) and continue oxytocin; iron once stable.':
        'Mwongezee damu (toa rufaa kupata damu) na endelea na oxytocin; chuma hali ikishatulia.',
      'Treat as sepsis: antibiotics within 1 hour, oxygen, fluids, check glucose; admit to a monitored bed.':
        'Tibu kama sepsis: antibiotiki ndani ya saa 1, oksijeni, maji mwilini, pima sukari; mlaze kwenye kitanda chenye uangalizi wa karibu.',
      'Treat fits; lower blood pressure; furosemide; refer for admission.':
        'Tibu degedege; shusha shinikizo la damu; furosemide; toa rufaa kwa kulazwa.',
      'Treat the same day with the regimen for the trimester; check for anaemia and hypoglycaemia; low threshold to refer.':
        'Tibu siku hiyo hiyo kwa mpango wa matibabu wa kipindi hicho cha ujauzito; chunguza upungufu wa damu na sukari ya chini; toa rufaa mapema bila kusita.',
      'Two IV lines, fluids, crossmatch blood, IV omeprazole; refer for urgent endoscopy.':
        'Njia mbili za mshipa, maji, linganisha damu, omeprazole kwa mshipa; toa rufaa kwa endoscopy ya haraka.',
      'Two large IV lines, cautious fluids and blood, IV ceftriaxone, refer at once for endoscopy (terlipressin or octreotide where available).':
        'Njia mbili kubwa za mshipa, maji na damu kwa tahadhari, ceftriaxone ya mshipa, toa rufaa mara moja kwa endoscopy (terlipressin au octreotide zinapopatikana).',
      'Two large-bore IV lines, fluids, crossmatch and transfuse; immediate laparotomy.':
        'Njia mbili kubwa za mshipa, maji, linganisha damu na mwongezee damu; upasuaji wa tumbo mara moja.',
      'Unable to keep fluids down, or ascites':
        'Kushindwa kubakiza maji tumboni, au maji kujaa tumboni (ascites)',
      'Unable to pass urine with a full bladder: acute urinary retention':
        'Kushindwa kukojoa huku kibofu kimejaa: mkojo kubaki ghafla',
      'Unconscious after stroke': 'Amepoteza fahamu baada ya kiharusi',
      'Urgent blood transfusion (Hb < 5 g/dL in children, < 7 g/dL in adults) with parenteral artesunate.':
        'Kuongezewa damu kwa haraka (Hb < 5 g/dL kwa watoto, < 7 g/dL kwa watu wazima) pamoja na artesunate kwa sindano.',
      'Urgent eye referral.': 'Rufaa ya haraka kwa huduma ya macho.',
      'Visual loss or severe headache: raised CSF pressure':
        'Kupoteza uwezo wa kuona au maumivu makali ya kichwa: shinikizo la CSF lililopanda',
      'Vomiting blood or black stools in liver disease: variceal bleeding':
        'Kutapika damu au kinyesi cheusi katika ugonjwa wa ini: kuvuja damu kwa mishipa iliyovimba ya umio',
      'Vomiting, distension and no stool or wind: bowel obstruction':
        'Kutapika, tumbo kujaa na kutotoa kinyesi wala hewa: kuziba kwa utumbo',
      'Warm skin-to-skin, treat hypoglycaemia, stimulate and give oxygen for apnoea, and refer to a newborn unit.':
        'Mpe joto ngozi kwa ngozi, tibu sukari ya chini, mchangamshe na mpe oksijeni akiacha kupumua, na toa rufaa kwenda wodi ya watoto wachanga.',
      'Wash the wound with soap and running water for 15 minutes now, classify the exposure (WHO category I-III), start rabies vaccine the same day and give rabies immunoglobulin for category III; check tetanus status.':
        'Osha jeraha kwa sabuni na maji yanayotiririka kwa dakika 15 sasa, ainisha aina ya kuambukizwa (kundi la WHO I-III), anza chanjo ya kichaa cha mbwa siku hiyo hiyo na toa immunoglobulin ya kichaa cha mbwa kwa kundi III; hakiki hali ya chanjo ya pepopunda.',
      'White pupil in a child: congenital cataract or retinoblastoma':
        'Mboni nyeupe kwa mtoto: mtoto wa jicho wa kuzaliwa nao au retinoblastoma',
      'Work out the dose in mg/kg (paracetamol ≥ 150 mg/kg, iron ≥ 20 mg/kg elemental: treat); activated charcoal within 1 hour for paracetamol (not for iron); refer for acetylcysteine or desferrioxamine and levels.':
        'Kokotoa dozi kwa mg/kg (paracetamol ≥ 150 mg/kg, chuma ≥ 20 mg/kg ya madini halisi: tibu); mkaa ulioamilishwa ndani ya saa 1 kwa paracetamol (si kwa chuma); toa rufaa kwa acetylcysteine au desferrioxamine na kupima viwango.',
    },
  },
];
