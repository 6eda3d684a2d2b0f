import type { TranslationGroup } from '../types';

/** swahiliRedFlags (see red-flags.ts), the entries whose English key starts with n to r. */
export const swahiliRedFlagsNToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Tender nerve with new weakness or clawing in a febrile leprosy reaction: acute neuritis, severe reaction with new nerve damage':
        'Neva inayouma ikiguswa pamoja na udhaifu mpya au vidole kujikunja katika mmenyuko wa ukoma wenye homa: neuritis kali, mmenyuko mkali wenye uharibifu mpya wa neva',
      'Start prednisolone for the severe reaction today (programme protocol) and continue MDT; splint and rest the limb; refer to the leprosy service now.':
        'Anza prednisolone leo kwa mmenyuko mkali (kwa mwongozo wa programu) na endelea na MDT; weka banzi na pumzisha kiungo; mpeleke sasa kliniki ya ukoma.',
      'Eye that no longer closes in leprosy (lagophthalmos): severe reaction, the cornea is exposed':
        'Jicho lisilofunga tena kwa mgonjwa wa ukoma (lagophthalmos): mmenyuko mkali, konea iko wazi',
      'Start prednisolone for the reaction, protect the eye (ointment, pad or tape at night, blink exercises) and refer to the leprosy or eye service today.':
        'Anza prednisolone kwa mmenyuko, linda jicho (mafuta, kufunika au plasta usiku, mazoezi ya kupepesa) na mpeleke leo kliniki ya ukoma au ya macho.',
      'Red eye in leprosy that is painful, sees less or cannot close: iridocyclitis or exposure keratitis in a reaction':
        'Jicho jekundu kwa mgonjwa wa ukoma linalouma, linaloona kidogo au lisilofunga: iridocyclitis au keratitis ya kukauka wakati wa mmenyuko',
      'Start prednisolone for the reaction, protect the eye (ointment, pad at night, atropine drops if iritis) and refer to an eye unit today.':
        'Anza prednisolone kwa mmenyuko, linda jicho (mafuta, kufunika usiku, matone ya atropine kama kuna iritis) na mpeleke leo kliniki ya macho.',
      'Neck stiffness or coma: intracranial spread': 'Shingo kukakamaa au koma: kuenea ndani ya fuvu',
      'Neck stiffness or positive CrAg: cryptococcal meningitis':
        'Shingo kukakamaa au CrAg chanya: homa ya uti wa mgongo ya cryptococcus',
      'Neck stiffness, confusion or fits with mumps: meningitis or encephalitis':
        'Shingo kukakamaa, kuchanganyikiwa au degedege pamoja na matumbwitumbwi: homa ya uti wa mgongo au uvimbe wa ubongo',
      'Neuro-observations every 15-30 minutes, immobilise the neck if a dangerous mechanism, refer for CT.':
        'Uangalizi wa mfumo wa neva kila dakika 15-30, zuia shingo isisogee ikiwa jeraha lilikuwa la hatari, toa rufaa kwa CT.',
      'Neurobrucellosis or endocarditis': 'Brucellosis ya mfumo wa neva au endocarditis',
      'Neuroglycopenia: confusion, fits or coma with low glucose':
        'Ubongo kukosa sukari: kuchanganyikiwa, degedege au koma pamoja na sukari ya chini',
      'Neurological or ocular signs: neurosyphilis': 'Dalili za neva au za macho: kaswende ya mfumo wa neva',
      'Neurological stage (sleep disturbance, confusion, behaviour change, seizures)':
        'Hatua ya mfumo wa neva (usingizi kuvurugika, kuchanganyikiwa, tabia kubadilika, degedege)',
      'Neurotoxic envenoming: drooping eyelids, difficulty speaking or swallowing, weak breathing':
        'Sumu ya nyoka inayoathiri neva: kope kulegea, shida ya kuongea au kumeza, kupumua dhaifu',
      'Never leave alone; remove means; assess suicide risk and refer to mental health once medically safe.':
        'Kamwe usimwache peke yake; ondoa vifaa; tathmini hatari ya kujiua na toa rufaa kwa afya ya akili hali ikiwa salama kitabibu.',
      'New headache in HIV or with weight loss: cryptococcal meningitis, TB or tumour':
        'Maumivu mapya ya kichwa katika VVU au pamoja na kupungua uzito: homa ya uti wa mgongo ya cryptococcus, TB au uvimbe',
      'Newborn after a difficult birth with convulsions, apnoea or coma':
        'Mtoto mchanga baada ya kuzaliwa kwa shida mwenye degedege, kuacha kupumua au koma',
      'Newborn with convulsions, apnoea, shock or cyanosis':
        'Mtoto mchanga mwenye degedege, kuacha kupumua, mshtuko au rangi ya bluu',
      'Newborn eye infection reaching the cornea (cloudy or ulcerated): the eye can perforate within a day':
        'Maambukizi ya jicho la mtoto mchanga yamefika kwenye kioo cha jicho (ukungu au kidonda): jicho linaweza kutoboka ndani ya siku moja',
      'Ceftriaxone IM now, clean the eyes every hour, and refer today to a hospital with an eye service.':
        'Ceftriaxone IM sasa, safisha macho kila saa, na mpe rufaa leo kwenda hospitali yenye huduma ya macho.',
      'Newborn with swollen eyelids and pus (gonococcal ophthalmia until proven otherwise: blinding within days)':
        'Mtoto mchanga mwenye kope zilizovimba na usaha (ophthalmia ya gonococcus hadi ithibitishwe vinginevyo: husababisha upofu ndani ya siku chache)',
      'Newborn with pus pouring from the eyes and tense swollen lids (hyperacute, gonococcal until proven otherwise): the cornea can perforate':
        'Mtoto mchanga mwenye usaha unaotiririka machoni na kope zilizovimba na kukaza (kali sana, gonococcus hadi ithibitishwe vinginevyo): kioo cha jicho kinaweza kutoboka',
      'Ceftriaxone IM now (single dose), clean the eyes every hour, and refer today for admission and an eye review; treat the mother and her partner.':
        'Ceftriaxone IM sasa (dozi moja), safisha macho kila saa, na mpe rufaa leo kwa kulazwa na uchunguzi wa macho; mtibu mama na mwenzi wake.',
      'Nil by mouth and urgent referral.': 'Asile wala asinywe na rufaa ya haraka.',
      'Nil by mouth, do not induce vomiting, refer the same hour for endoscopic removal; X-ray if available.':
        'Asile wala asinywe, usimtapishe, toa rufaa ndani ya saa hiyo hiyo kwa kuondoa kwa endoscopy; X-ray ikipatikana.',
      'Nil by mouth, IV fluids and antibiotics, same-day surgical review.':
        'Asile wala asinywe, maji na antibiotiki za mshipa, kuonwa na daktari wa upasuaji siku hiyo hiyo.',
      'Nil by mouth, IV fluids, analgesia, emergency surgery within hours (do not force reduction of a tender hernia).':
        'Asile wala asinywe, maji kwa mshipa, dawa za maumivu, upasuaji wa dharura ndani ya saa chache (usilazimishe kurudisha ngiri inayouma).',
      'Nil by mouth, IV fluids, analgesia, IV antibiotics and emergency surgical referral.':
        'Asile wala asinywe, maji kwa mshipa, dawa za maumivu, antibiotiki za mshipa na rufaa ya dharura ya upasuaji.',
      'Nil by mouth, IV fluids, analgesia, IV antibiotics and same-day surgical review.':
        'Asile wala asinywe kitu, maji kwa mshipa, dawa za maumivu, antibiotiki kwa mshipa na kuonwa na daktari wa upasuaji siku hiyo hiyo.',
      'Nil by mouth, IV fluids, IV ceftriaxone plus metronidazole, and urgent surgical referral.':
        'Asile wala asinywe kitu, maji kwa mshipa, ceftriaxone kwa mshipa pamoja na metronidazole, na rufaa ya haraka kwa upasuaji.',
      'Nil by mouth, IV fluids, nasogastric decompression, and surgical referral; do not give anthelminthic until obstruction is excluded.':
        'Asile wala asinywe, maji kwa mshipa, kupunguza msongamano kwa mrija wa pua hadi tumboni, na rufaa ya upasuaji; usitoe dawa ya minyoo hadi kuziba kuondolewe.',
      'Nil by mouth, IV fluids, urgent ultrasound and referral for air or contrast enema reduction or surgery.':
        'Asile wala asinywe, maji kwa mshipa, ultrasound ya haraka na rufaa kwa kurudisha utumbo kwa enema ya hewa au rangi au upasuaji.',
      'Nil by mouth, nasogastric tube, IV fluids, urinary catheter, surgical review the same day.':
        'Asile wala asinywe kitu, mrija wa pua hadi tumboni, maji kwa mshipa, katheta ya mkojo, kuonwa na daktari wa upasuaji siku hiyo hiyo.',
      'No aspirin; urgent CT and neurosurgical referral.':
        'Hakuna aspirin; CT ya haraka na rufaa kwa upasuaji wa ubongo.',
      'Numbness in the saddle area or loss of bladder control: cauda equina':
        'Ganzi sehemu ya kukalia au kushindwa kuzuia mkojo: cauda equina',
      'Observe the airway; antihistamine; adrenaline if the airway is involved.':
        'Angalia njia ya hewa; antihistamine; adrenaline njia ya hewa ikiathirika.',
      'Once stable: suicide risk assessment, remove access to pesticides, mental health referral.':
        'Hali ikishatulia: tathmini ya hatari ya kujiua, ondoa upatikanaji wa dawa za kuua wadudu, rufaa kwa afya ya akili.',
      'One swollen, tender leg: deep vein thrombosis':
        'Mguu mmoja uliovimba unaouma ukiguswa: damu kuganda kwenye mshipa wa ndani (DVT)',
      'One-sided blocked nose with bleeding or facial pain: polyp, tumour or foreign body':
        'Pua iliyoziba upande mmoja pamoja na kutokwa damu au maumivu ya uso: polyp, uvimbe au kitu kilichoingia',
      'Open fracture, or fracture with shock (femur and pelvis bleed litres)':
        'Kuvunjika kwa mfupa ulio wazi, au kuvunjika pamoja na mshtuko (paja na nyonga huvuja lita za damu)',
      'Open the airway, 5 rescue breaths then CPR if no signs of life; oxygen; do not try to drain water; warm; refer for inpatient care.':
        'Fungua njia ya hewa, pumzi 5 za uokoaji kisha CPR ikiwa hakuna dalili za uhai; oksijeni; usijaribu kutoa maji; mpe joto; toa rufaa kwa kulazwa.',
      'Organ dysfunction: confusion, hypoxaemia or raised lactate':
        'Viungo kushindwa kufanya kazi: kuchanganyikiwa, oksijeni pungufu mwilini au lactate iliyopanda',
      'Organ failure (shock, low oxygen, confusion, low urine output): severe acute pancreatitis':
        'Viungo kushindwa (mshtuko, oksijeni ya chini, kuchanganyikiwa, mkojo kidogo): uvimbe mkali wa kongosho',
      'Overdose with coma, low blood pressure, slow breathing or fits':
        'Kuzidisha dozi pamoja na koma, shinikizo la chini la damu, kupumua polepole au degedege',
      'Oxygen by nasal prongs, gentle nasal suction, nasogastric feeds or IV fluids, admit.':
        'Oksijeni kwa mirija ya puani, kunyonya kamasi puani kwa upole, chakula kwa mrija wa pua hadi tumboni au maji kwa mshipa, mlaze.',
      'Oxygen to SpO2 >= 94%, IV ceftriaxone (or benzylpenicillin plus gentamicin) with a macrolide, IV fluids for hypotension, admit.':
        'Oksijeni hadi SpO2 >= 94%, ceftriaxone kwa mshipa (au benzylpenicillin pamoja na gentamicin) pamoja na macrolide, maji kwa mshipa kwa shinikizo la chini la damu, mlaze.',
      'Oxygen, diuretic, admit; urgent echocardiography and cardiology referral.':
        'Oksijeni, dawa ya kutoa maji (diuretic), mlaze; echocardiography ya haraka na rufaa kwa daktari wa moyo.',
      'Oxygen, high-dose cotrimoxazole and a corticosteroid (adults and infants with hypoxaemia), admit.':
        'Oksijeni, cotrimoxazole ya dozi kubwa na corticosteroid (watu wazima na watoto wachanga wenye oksijeni pungufu), mlaze.',
      'Oxygen, IV access, ECG and defibrillator ready; urgent transfer for reperfusion.':
        'Oksijeni, njia ya mshipa, ECG na defibrillator tayari; mhamishe haraka kwa kurudisha mtiririko wa damu.',
      'Oxygen, IV access, ECG; synchronised DC cardioversion by a trained clinician; refer urgently.':
        'Oksijeni, njia ya mshipa, ECG; synchronised DC cardioversion na mtaalamu aliyefunzwa; toa rufaa ya haraka.',
      'Oxygen, IV antibiotics (ceftriaxone plus a macrolide), analgesia, cautious fluids; urgent transfusion assessment and referral.':
        'Oksijeni, antibiotiki za mshipa (ceftriaxone pamoja na macrolide), dawa za maumivu, maji kwa tahadhari; tathmini ya haraka ya kuongezewa damu na rufaa.',
      'Oxygen, IV fluids, urgent exchange transfusion at a referral hospital.':
        'Oksijeni, maji kwa mshipa, kubadilisha damu kwa haraka katika hospitali ya rufaa.',
      'Oxygen, IV furosemide for overload; urgent referral for dialysis.':
        'Oksijeni, furosemide ya mshipa kwa maji yaliyozidi; rufaa ya haraka kwa dialysis.',
      'Oxygen, IV heparin at once, cautious fluids, refer to a hospital able to give thrombolysis.':
        'Oksijeni, heparin ya mshipa mara moja, maji kwa tahadhari, toa rufaa kwenda hospitali inayoweza kutoa thrombolysis.',
      'Oxygen, nothing by mouth if swallowing is unsafe, sit up; transfer now to a unit that can ventilate.':
        'Oksijeni, asipewe chochote kwa mdomo ikiwa kumeza si salama, mketishe; mhamishe sasa kwenda wodi yenye mashine ya kupumulia.',
      'Oxygen, nothing by mouth, no vomiting, no charcoal; admit and observe; refer if SpO2 < 90% on oxygen.':
        'Oksijeni, asipewe chochote kwa mdomo, usimtapishe, usimpe mkaa; mlaze na umwangalie; toa rufaa ikiwa SpO2 < 90% akiwa kwenye oksijeni.',
      'Oxygen, parenteral artesunate, assess for severe anaemia and fluid overload; refer.':
        'Oksijeni, artesunate kwa sindano, chunguza upungufu mkubwa wa damu na maji yaliyozidi mwilini; toa rufaa.',
      'Oxygen, refer at once for imaging and anticoagulation.':
        'Oksijeni, toa rufaa mara moja kwa picha na dawa za kuzuia damu kuganda.',
      'Oxygen, repeated salbutamol by spacer or nebuliser with ipratropium, oral or IV corticosteroid now; refer if no quick response.':
        'Oksijeni, salbutamol mara kwa mara kwa spacer au nebuliser pamoja na ipratropium, corticosteroid ya kumeza au ya mshipa sasa; toa rufaa kama hakuna nafuu ya haraka.',
      'Oxygen, sit up, furosemide, restrict fluid and salt; refer for possible dialysis.':
        'Oksijeni, mketishe, furosemide, punguza maji na chumvi; toa rufaa kwa uwezekano wa dialysis.',
      'Oxygen, sit up, refer for urgent drainage; IV antibiotics if infected.':
        'Oksijeni, mketishe, toa rufaa kwa kutoa maji haraka; antibiotiki za mshipa ikiwa kuna maambukizi.',
      'Oxygen, slow transfusion of packed cells with furosemide; refer.':
        'Oksijeni, kuongezewa chembe nyekundu polepole pamoja na furosemide; toa rufaa.',
      'Oxygen, start high-dose cotrimoxazole with prednisolone, and admit.':
        'Oksijeni, anza cotrimoxazole ya dozi kubwa pamoja na prednisolone, na mlaze.',
      'Oxygen, start oseltamivir at once without waiting for a test, treat for secondary bacterial pneumonia, admit.':
        'Oksijeni, anza oseltamivir mara moja bila kusubiri kipimo, tibu nimonia ya bakteria inayofuata, mlaze.',
      'Oxygen, systemic corticosteroid (dexamethasone), prone positioning if awake and hypoxaemic, thromboprophylaxis, admit.':
        'Oksijeni, corticosteroid ya mwili mzima (dexamethasone), kumlaza kifudifudi ikiwa yuko macho na ana oksijeni pungufu, kinga ya damu kuganda, mlaze.',
      'Oxygen; start anticoagulation while awaiting imaging if suspicion is high and bleeding risk low; refer for CT pulmonary angiography or echo.':
        'Oksijeni; anza dawa ya kuzuia damu kuganda ukisubiri picha ikiwa shaka ni kubwa na hatari ya kutokwa damu ni ndogo; toa rufaa kwa CT pulmonary angiography au echo.',
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
      'Periorbital or facial cellulitis (risk of orbital and intracranial spread)':
        'Cellulitis kuzunguka jicho au ya uso (hatari ya kuenea kwenye tundu la jicho na ndani ya fuvu)',
      'Peritonism: gangrenous or perforated gallbladder':
        'Dalili za utando wa tumbo: kifuko cha nyongo kilichooza au kilichotoboka',
      'Peritonitis or gastrointestinal bleeding: suspect intestinal perforation or haemorrhage':
        'Uvimbe wa utando wa tumbo au kutokwa damu tumboni: shuku kutoboka kwa utumbo au kuvuja damu',
      'Peritonitis or shock: perforated colon or ruptured liver abscess':
        'Uvimbe wa utando wa tumbo au mshtuko: utumbo mpana uliotoboka au jipu la ini lililopasuka',
      'Pertussis with apnoea, cyanosis, fits or low oxygen (young infants die of it)':
        'Kifaduro chenye kuacha kupumua, rangi ya bluu, degedege au oksijeni ya chini (watoto wachanga hufariki kwa hali hii)',
      'Plan B: ORS 75 mL/kg over 4 hours at the clinic, then reassess and classify again.':
        'Mpango B: ORS 75 mL/kg kwa saa 4 kliniki, kisha tathmini upya na uainishe tena.',
      "Plan C now: IV Ringer's lactate 100 mL/kg (adults and children >= 1 year: 30 mL/kg within 30 min, then 70 mL/kg within 2.5 h; infants over 1 h then 5 h), reassess every 15-30 minutes, add ORS as soon as the patient can drink.":
        "Mpango C sasa: Ringer's lactate kwa mshipa 100 mL/kg (watu wazima na watoto >= mwaka 1: 30 mL/kg ndani ya dakika 30, kisha 70 mL/kg ndani ya saa 2.5; watoto wachanga kwa saa 1 kisha saa 5), tathmini upya kila dakika 15-30, ongeza ORS mara mgonjwa anapoweza kunywa.",
      "Plan C: IV Ringer's lactate or normal saline 100 mL/kg (infants: 30 mL/kg in 1 hour then 70 mL/kg in 5 hours; older: 30 mL/kg in 30 minutes then 70 mL/kg in 2.5 hours); if no IV, ORS by nasogastric tube and refer.":
        "Mpango C: Ringer's lactate au normal saline kwa mshipa 100 mL/kg (watoto wachanga: 30 mL/kg kwa saa 1 kisha 70 mL/kg kwa saa 5; wakubwa: 30 mL/kg kwa dakika 30 kisha 70 mL/kg kwa saa 2.5); ikiwa hakuna njia ya mshipa, ORS kwa mrija wa pua hadi tumboni na toa rufaa.",
      'Possible pregnancy with pelvic pain: exclude ectopic pregnancy':
        'Uwezekano wa ujauzito pamoja na maumivu ya nyonga: ondoa uwezekano wa mimba nje ya kizazi',
      'Post-exposure prophylaxis is of no use once symptoms start.':
        'Kinga baada ya kuambukizwa haisaidii tena dalili zikishaanza.',
      'Potassium > 5.5 mmol/L (danger above 6.5 or with ECG changes)':
        'Potasiamu > 5.5 mmol/L (hatari juu ya 6.5 au kukiwa na mabadiliko ya ECG)',
      'Pre-eclampsia with severe features: BP >= 160/110, headache, visual disturbance, epigastric pain, pulmonary oedema or low platelets':
        'Pre-eclampsia yenye dalili kali: shinikizo la damu >= 160/110, maumivu ya kichwa, matatizo ya kuona, maumivu juu ya tumbo, maji kwenye mapafu au chembe sahani chache',
      'Pregnancy test, check for shock, and urgent ultrasound or surgical review before treating as PID.':
        'Kipimo cha mimba, chunguza mshtuko, na ultrasound ya haraka au kuonwa na daktari wa upasuaji kabla ya kutibu kama PID.',
      'Primary survey: direct pressure or tourniquet on bleeding, airway with neck protection, oxygen, two IV lines, warm crystalloid, tranexamic acid within 3 hours, pelvic binder, keep warm; refer to a trauma centre now.':
        'Uchunguzi wa awali: bana moja kwa moja au funga kamba juu ya damu inayotoka, njia ya hewa huku ukilinda shingo, oksijeni, njia mbili za mshipa, crystalloid ya joto, tranexamic acid ndani ya saa 3, funga nyonga, mpe joto; toa rufaa kwenda kituo cha majeruhi sasa.',
      'Progressive leg weakness or numbness': 'Udhaifu au ganzi ya miguu inayoongezeka',
      'Prolonged fever in a person with valve disease: possible infective endocarditis':
        'Homa ya muda mrefu kwa mtu mwenye ugonjwa wa vali: uwezekano wa endocarditis ya maambukizi',
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
      'Protect the airway, IV antibiotics, urgent referral for surgical drainage.':
        'Linda njia ya hewa, antibiotiki za mshipa, rufaa ya haraka kwa kutoa usaha kwa upasuaji.',
      'Puffy face or dark urine weeks after skin sores: post-streptococcal glomerulonephritis':
        'Uso uliovimba au mkojo mweusi wiki kadhaa baada ya vidonda vya ngozi: glomerulonephritis baada ya streptococcus',
      'Pulmonary oedema or ischaemic chest pain with severe hypertension':
        'Maji kwenye mapafu au maumivu ya kifua ya moyo kukosa damu pamoja na shinikizo kubwa la damu',
      'Raise the head of the bed, slow IV fluids, give mannitol or hypertonic saline, and transfer to intensive care.':
        'Inua kichwa cha kitanda, punguza kasi ya maji ya mshipa, toa mannitol au saline ya hypertonic, na mhamishe kwenda uangalizi mahututi.',
      'Raised blood pressure with confusion, fits or focal weakness: hypertensive emergency or stroke':
        'Shinikizo la damu lililopanda pamoja na kuchanganyikiwa, degedege au udhaifu wa sehemu moja: dharura ya shinikizo la damu au kiharusi',
      'Rapidly spreading swelling (more than half the limb) or necrosis':
        'Uvimbe unaoenea haraka (zaidi ya nusu ya kiungo) au nyama kufa',
      'Rapidly spreading weakness, or weakness with breathing difficulty: Guillain-Barre syndrome':
        'Udhaifu unaoenea haraka, au udhaifu pamoja na shida ya kupumua: Guillain-Barre syndrome',
      'Recovery position, airway, oxygen; check glucose and give glucose (thiamine first); look for head injury; admit.':
        'Mlaze kwa ubavu, njia ya hewa, oksijeni; pima sukari na toa glukosi (thiamine kwanza); tafuta jeraha la kichwa; mlaze.',
      'Redcurrant-jelly stool or a sausage-shaped abdominal mass in a young child: intussusception':
        'Kinyesi kama jeli ya damu au uvimbe wa tumbo wenye umbo la soseji kwa mtoto mdogo: utumbo kuingiliana (intussusception)',
      'Refer at once for exchange transfusion; intensive phototherapy meanwhile; treat sepsis if suspected.':
        'Toa rufaa mara moja kwa kubadilisha damu (exchange transfusion); tiba ya mwanga ya nguvu wakati huo; tibu sepsis ikishukiwa.',
      'Refer for endoscopy (oesophageal cancer is common in East Africa).':
        'Toa rufaa kwa endoscopy (saratani ya umio ni ya kawaida Afrika Mashariki).',
      'Refer for endoscopy to exclude gastric or oesophageal cancer or outlet obstruction (especially if over 45-55 years).':
        'Toa rufaa kwa endoscopy kuondoa uwezekano wa saratani ya tumbo au ya umio au kuziba kwa njia ya kutoka tumboni (hasa akiwa na zaidi ya miaka 45-55).',
      'Refer for endoscopy, especially if over 50 years.':
        'Toa rufaa kwa endoscopy, hasa akiwa na zaidi ya miaka 50.',
      'Refer for lumbar puncture and IV benzylpenicillin for 14 days.':
        'Toa rufaa kwa kuchukua maji ya uti wa mgongo na benzylpenicillin ya mshipa kwa siku 14.',
      'Refer for specialist care: prolonged combination therapy (ceftriaxone-containing for neurobrucellosis; surgery may be needed for endocarditis).':
        'Toa rufaa kwa huduma ya mtaalamu: tiba mseto ya muda mrefu (yenye ceftriaxone kwa brucellosis ya neva; upasuaji unaweza kuhitajika kwa endocarditis).',
      'Refer for transfusion (especially near term or with heart failure); deliver where blood is available.':
        'Toa rufaa kwa kuongezewa damu (hasa karibu na kujifungua au akiwa na moyo kushindwa); ajifungulie mahali penye damu.',
      'Refer for trichiasis surgery; epilate the touching lashes meanwhile; treat with azithromycin.':
        "Toa rufaa kwa upasuaji wa trichiasis; ng'oa kope zinazogusa wakati huo; tibu kwa azithromycin.",
      'Refer now for ethanol or fomepizole antidote, sodium bicarbonate and haemodialysis; alert public health — others who drank the same brew need to be found.':
        'Toa rufaa sasa kwa dawa ya kuzimua sumu (ethanol au fomepizole), sodium bicarbonate na haemodialysis; wajulishe maafisa wa afya ya umma — wengine walionywa pombe hiyo hiyo wanahitaji kutafutwa.',
      'Refer to eye services; treat with ivermectin (not diethylcarbamazine).':
        'Toa rufaa kwa huduma za macho; tibu kwa ivermectin (si diethylcarbamazine).',
      'Refer to obstetrics and medicine together; echo; no ACE inhibitor before delivery.':
        'Toa rufaa kwa madaktari wa uzazi na wa magonjwa ya ndani pamoja; echo; usitoe ACE inhibitor kabla ya kujifungua.',
      'Refer to the HAT treatment centre for lumbar puncture staging and treatment.':
        'Toa rufaa kwenda kituo cha matibabu ya HAT kwa kuchukua maji ya uti wa mgongo kubaini hatua na matibabu.',
      'Refer urgently for serum bilirubin and phototherapy; give first-dose antibiotics if there are signs of infection.':
        'Toa rufaa ya haraka kwa kupima bilirubini ya damu na tiba ya mwanga; toa dozi ya kwanza ya antibiotiki ikiwa kuna dalili za maambukizi.',
      'Rehydrate (Plan C if severe), give the first dose of ceftriaxone and refer; check glucose in a convulsing child.':
        'Rudisha maji mwilini (Mpango C ikiwa kali), toa dozi ya kwanza ya ceftriaxone na toa rufaa; pima sukari kwa mtoto mwenye degedege.',
      'Rehydrate, treat oesophageal candidiasis, test for HIV; admit if unable to drink.':
        'Mrudishie maji mwilini, tibu fangasi ya umio, pima VVU; mlaze ikiwa hawezi kunywa.',
      'Remove means, do not leave alone, urgent assessment.':
        'Ondoa vifaa vya kujidhuru, usimwache peke yake, tathmini ya haraka.',
      'Remove means, do not leave alone, urgent mental health assessment.':
        'Ondoa vifaa vya kujidhuru, usimwache peke yake, tathmini ya haraka ya afya ya akili.',
      'Renal impairment or significant bleeding in severe malaria':
        'Figo kushindwa kufanya kazi au kutokwa damu kwa kiasi kikubwa katika malaria kali',
      'Renal ultrasound and referral.': 'Ultrasound ya figo na rufaa.',
      'Rest and elevate the limb, cool the skin, paracetamol, antibiotics for bacterial infection of entry lesions.':
        'Pumzisha na inua kiungo, poza ngozi, paracetamol, antibiotiki kwa maambukizi ya bakteria kwenye michubuko ya kuingilia.',
      'Rest or night pain with weight loss or sweats: infection (TB) or malignancy':
        'Maumivu wakati wa kupumzika au usiku pamoja na kupungua uzito au jasho: maambukizi (TB) au saratani',
      'Resuscitate (airway, glucose, fluids for shock), give parenteral artesunate now (rectal artesunate in a child under 6 if no injection is possible), and refer to hospital.':
        'Fufua (njia ya hewa, sukari, maji kwa mshtuko), toa artesunate kwa sindano sasa (artesunate ya njia ya haja kubwa kwa mtoto chini ya miaka 6 ikiwa sindano haiwezekani), na toa rufaa kwenda hospitali.',
      'Resuscitate (airway, oxygen, glucose), give IM/IV ampicillin and gentamicin, and refer to a newborn unit now.':
        'Fufua (njia ya hewa, oksijeni, sukari), toa ampicillin na gentamicin IM/IV, na toa rufaa kwenda wodi ya watoto wachanga sasa.',
      'Resuscitate (fluids, oxygen), IV gentamicin, refer to a hospital with critical care.':
        'Fufua (maji, oksijeni), gentamicin ya mshipa, toa rufaa kwenda hospitali yenye uangalizi mahututi.',
      'Resuscitate (IV access, fluids, blood), and refer for endoscopy.':
        'Fufua (njia ya mshipa, maji, damu), na toa rufaa kwa endoscopy.',
      'Resuscitate and refer at once.': 'Fufua na toa rufaa mara moja.',
      'Resuscitate now: oxygen, IV access, fluid bolus with reassessment, IV antibiotics within 1 hour, blood culture first if it causes no delay; refer for vasopressors.':
        'Fufua sasa: oksijeni, njia ya mshipa (IV), bolasi ya maji na kutathmini upya, antibiotiki kwa mshipa ndani ya saa 1, kipimo cha damu (blood culture) kwanza ikiwa hakichelewishi; toa rufaa kwa vasopressors.',
      'Resuscitate with IV crystalloid, oxygen, urinary catheter; refer to a hospital with intensive care.':
        'Fufua kwa crystalloid ya mshipa, oksijeni, katheta ya mkojo; toa rufaa kwenda hospitali yenye uangalizi mahututi.',
      'Resuscitate with IV fluids, broad-spectrum IV antibiotics, emergency laparotomy.':
        'Fufua kwa maji ya mshipa, antibiotiki za mshipa za wigo mpana, upasuaji wa dharura wa tumbo.',
      'Resuscitate, crossmatch blood, check clotting, emergency obstetric care.':
        'Fufua, linganisha damu, pima kuganda kwa damu, huduma ya dharura ya uzazi.',
      'Resuscitate, IV antibiotics, emergency laparotomy.':
        'Fufua, antibiotiki za mshipa, upasuaji wa dharura wa tumbo.',
      'Resuscitate, IV antibiotics, refer.': 'Fufua, antibiotiki za mshipa, toa rufaa.',
      'Resuscitate, IV broad-spectrum antibiotics within the hour, urgent surgical review for debridement.':
        'Fufua, antibiotiki za mshipa za wigo mpana ndani ya saa moja, kuonwa haraka na daktari wa upasuaji kwa kusafisha nyama iliyokufa.',
      'Resuscitate, start IV antibiotics (a combination including ciprofloxacin), refer to hospital critical care, notify surveillance the same day.':
        'Fufua, anza antibiotiki za mshipa (mchanganyiko unaojumuisha ciprofloxacin), toa rufaa kwa uangalizi mahututi hospitalini, toa taarifa kwa ufuatiliaji wa magonjwa siku hiyo hiyo.',
      'Resuscitate, start IV metronidazole with broad-spectrum cover, and refer to a surgeon.':
        'Fufua, anza metronidazole ya mshipa pamoja na antibiotiki za wigo mpana, na toa rufaa kwa daktari wa upasuaji.',
      'Resuscitate, transfuse, treat secondary bacterial infection, and transfer to a kala-azar treatment centre.':
        'Fufua, mwongezee damu, tibu maambukizi ya bakteria yanayofuata, na mhamishe kwenda kituo cha matibabu ya kala-azar.',
      'Retention or kidney failure': 'Mkojo kubaki au figo kushindwa',
      'Retention with kidney impairment or fever (infection)':
        'Mkojo kubaki pamoja na figo kudhoofika au homa (maambukizi)',
      'Rewarm (skin-to-skin or incubator), support breathing, glucose, first-dose antibiotics, refer now.':
        'Mpashe joto (ngozi kwa ngozi au incubator), saidia kupumua, sukari, dozi ya kwanza ya antibiotiki, toa rufaa sasa.',
    },
  },
];
