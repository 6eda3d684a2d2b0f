import type { TranslationGroup } from '../types';

/** swahiliRedFlags (see red-flags.ts), the entries whose English key starts with a to e. */
export const swahiliRedFlagsAToE: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Abdominal pain with fainting or collapse: tumour rupture until proven otherwise':
        'Maumivu ya tumbo pamoja na kuzimia au kuanguka: uvimbe wa ini umepasuka hadi ithibitishwe vinginevyo',
      'Admit now to the HAT treatment centre or hospital for second-stage treatment (NECT or fexinidazole as the programme directs).':
        'Mlaze sasa kwenye kituo cha matibabu ya malale au hospitalini kwa matibabu ya hatua ya pili (NECT au fexinidazole kama mpango unavyoelekeza).',
      'Abdominal tenderness with guarding in nephrotic syndrome: spontaneous bacterial peritonitis':
        'Tumbo kuuma likiguswa pamoja na misuli kukaza katika nephrotic syndrome: maambukizi ya bakteria ya utando wa tumbo',
      'Abdominal ultrasound and start metronidazole; refer if large (risk of rupture) or not improving in 72 hours.':
        'Ultrasound ya tumbo na anza metronidazole; toa rufaa ikiwa ni kubwa (hatari ya kupasuka) au haliboreki ndani ya saa 72.',
      'Acidotic (Kussmaul) breathing or ketotic breath':
        'Kupumua kwa asidi (Kussmaul) au pumzi yenye harufu ya ketoni',
      'Acute arthritis with urethral discharge or sexual risk: gonococcal arthritis':
        'Uvimbe wa ghafla wa kiungo pamoja na usaha kutoka njia ya mkojo au hatari ya kujamiiana: maambukizi ya kiungo ya gonococcus',
      'Acute attack (adenolymphangitis) with spreading cellulitis':
        'Shambulio la ghafla (adenolymphangitis) pamoja na cellulitis inayoenea',
      'Acute heart failure with shock or low oxygen':
        'Moyo kushindwa ghafla pamoja na mshtuko au oksijeni ya chini',
      'Acute pulmonary oedema or respiratory failure':
        'Maji kujaa ghafla kwenye mapafu au mfumo wa kupumua kushindwa',
      'Add antiviral and refer if available.': 'Ongeza dawa ya virusi na toa rufaa ikiwezekana.',
      'Admit for inpatient stabilisation (F-75, antibiotics, glucose and warmth); do not manage as an outpatient.':
        'Mlaze kwa ajili ya kumtuliza hali (F-75, antibiotiki, sukari na joto); usimtibu kama mgonjwa wa nje.',
      'Admit for IV aciclovir.': 'Mlaze kwa aciclovir ya mshipa.',
      'Admit for IV antibiotics (ceftriaxone) and fluids; in pregnancy also monitor the fetus and for preterm labour.':
        'Mlaze kwa antibiotiki za mshipa (ceftriaxone) na maji; wakati wa ujauzito fuatilia pia mtoto tumboni na uchungu wa kabla ya wakati.',
      'Admit for IV ceftriaxone and joint aspiration.':
        'Mlaze kwa ceftriaxone ya mshipa na kunyonya majimaji ya kiungo.',
      'Admit for IV ceftriaxone, doxycycline and metronidazole; ultrasound for abscess; surgical review.':
        'Mlaze kwa ceftriaxone ya mshipa, doxycycline na metronidazole; ultrasound kutafuta jipu; kuonwa na daktari wa upasuaji.',
      'Admit for IV fluids, glucose monitoring and assessment for decompensated liver disease.':
        'Mlaze kwa maji ya mshipa, ufuatiliaji wa sukari na tathmini ya ugonjwa wa ini uliozidiwa.',
      'Admit for parenteral ceftriaxone; assess for shock and give fluids; consider dexamethasone for typhoid encephalopathy as per hospital protocol.':
        'Mlaze kwa ceftriaxone ya sindano; tathmini mshtuko na toa maji; fikiria dexamethasone kwa athari ya homa ya matumbo kwenye ubongo kufuata itifaki ya hospitali.',
      'Admit to isolation; supportive care, eye care, treat secondary infection; consider antiviral within a trial or per national protocol.':
        'Mlaze chumba cha kutenga; huduma ya kusaidia, utunzaji wa macho, tibu maambukizi yanayofuata; fikiria dawa ya virusi ndani ya jaribio au kufuata itifaki ya kitaifa.',
      'Admit, start IV aciclovir, assess for other causes of encephalitis.':
        'Mlaze, anza aciclovir ya mshipa, tathmini sababu nyingine za uvimbe wa ubongo.',
      'Admit: empirical treatment for bacterial infection and PCP as indicated, rapid TB tests (LAM, Xpert), serum CrAg, and expedited ART once stable.':
        'Mlaze: matibabu ya kukisia kwa maambukizi ya bakteria na PCP inapohitajika, vipimo vya haraka vya TB (LAM, Xpert), CrAg ya damu, na kuharakisha ART hali ikishatulia.',
      'Admit: IV isotonic crystalloid per WHO group B, haematocrit every 4-6 hours, strict fluid balance.':
        'Mlaze: crystalloid ya isotonic kwa mshipa kufuata kundi B la WHO, haematocrit kila saa 4-6, ufuatiliaji makini wa uwiano wa maji.',
      'Admit: oxygen, gentle suction of the nose and throat, nasogastric feeds if unable to feed, erythromycin; refer for intensive care if apnoea recurs.':
        'Mlaze: oksijeni, kunyonya kamasi puani na kooni kwa upole, chakula kwa mrija wa pua hadi tumboni akishindwa kula, erythromycin; toa rufaa kwa uangalizi mahututi akiacha kupumua tena.',
      'Admit: oxygen, treat for bacterial pneumonia as well, rapid TB diagnostics (urine LAM if HIV-positive), and start TB treatment promptly.':
        'Mlaze: oksijeni, tibu pia nimonia ya bakteria, vipimo vya haraka vya TB (LAM ya mkojo ikiwa ana VVU), na anza matibabu ya TB haraka.',
      'Admit; urgent LP with opening pressure and therapeutic CSF drainage; start induction antifungals.':
        'Mlaze; LP ya haraka pamoja na kupima shinikizo la mwanzo na kutoa CSF kama tiba; anza dawa za fangasi za awamu ya kwanza.',
      'Adrenaline IM now; manage as anaphylaxis.': 'Adrenaline IM sasa; mtibu kama anaphylaxis.',
      'Advanced HIV disease (CD4 < 200 cells/mm3 or WHO stage 3-4)':
        'Ugonjwa wa VVU uliokomaa (CD4 < 200 cells/mm3 au hatua ya WHO 3-4)',
      'After drowning: unconscious, blue, hypoxic or struggling to breathe':
        'Baada ya kuzama majini: amepoteza fahamu, rangi ya bluu, oksijeni pungufu au anahangaika kupumua',
      'Agitation or aggression with risk to others': 'Kuhangaika au ukali wenye hatari kwa wengine',
      'Agitation, hallucinations or confusion: psychosis, bipolar disorder or a medical cause':
        'Kuhangaika, maono yasiyo halisi au kuchanganyikiwa: saikosisi, ugonjwa wa bipolar au chanzo cha kitabibu',
      'Airway and breathing support, oxygen, check glucose, phenobarbital for convulsions, and transfer to a newborn unit.':
        'Kusaidia njia ya hewa na kupumua, oksijeni, pima sukari, phenobarbital kwa degedege, na mhamishe kwenda wodi ya watoto wachanga.',
      'Airway and oxygen, check glucose; give a benzodiazepine now (rectal or IV diazepam, buccal or IM midazolam), repeat once after 10 minutes, then phenobarbital or phenytoin and refer.':
        'Njia ya hewa na oksijeni, pima sukari; toa benzodiazepine sasa (diazepam kwa njia ya haja kubwa au mshipa, midazolam shavuni au IM), rudia mara moja baada ya dakika 10, kisha phenobarbital au phenytoin na toa rufaa.',
      'Airway, breathing (bag-mask), glucose, naloxone if opioids possible; refer to hospital.':
        'Njia ya hewa, kupumua (bag-mask), sukari, naloxone ikiwa opioids zinawezekana; toa rufaa kwenda hospitali.',
      'Airway, suction, oxygen; IV atropine now, doubling the dose every 5 minutes until the chest is clear, heart rate > 80/min and systolic BP > 80 mmHg; intubate if needed.':
        'Njia ya hewa, kunyonya majimaji, oksijeni; atropine kwa mshipa sasa, ukizidisha dozi mara mbili kila dakika 5 hadi kifua kiwe safi, mapigo ya moyo > 80/min na shinikizo la juu la damu > 80 mmHg; weka mrija wa hewa ikihitajika.',
      'Alarm features of dyspepsia: weight loss, dysphagia, persistent vomiting or anaemia':
        'Dalili za hatari za dyspepsia: kupungua uzito, shida ya kumeza, kutapika kusikoisha au upungufu wa damu',
      'Alarm features: difficulty swallowing, weight loss, bleeding or persistent vomiting':
        'Dalili za hatari: shida ya kumeza, kupungua uzito, kutokwa damu au kutapika kusikoisha',
      'Altered consciousness, seizures or focal signs (raised intracranial pressure)':
        'Fahamu kubadilika, degedege au dalili za sehemu moja ya neva (shinikizo kubwa ndani ya fuvu)',
      'Ampicillin + gentamicin + metronidazole now, IV fluids, and refer for evacuation of the uterus within hours; ask about instrumentation (risk of perforation, tetanus).':
        'Ampicillin + gentamicin + metronidazole sasa, maji kwa mshipa, na toa rufaa kwa kusafisha mji wa mimba ndani ya saa chache; uliza kama vifaa viliingizwa (hatari ya kutoboka, pepopunda).',
      'Analgesia, scrotal support, cold compresses; same-day surgical review if torsion is possible.':
        'Dawa za maumivu, kushikilia korodani, kitambaa cha baridi; kuonwa na daktari wa upasuaji siku hiyo hiyo ikiwa kujisokota kunawezekana.',
      'Anaphylaxis: airway swelling, breathing difficulty or shock after an allergen':
        'Anaphylaxis: njia ya hewa kuvimba, shida ya kupumua au mshtuko baada ya kitu cha mzio',
      'Antivenom for cytotoxic envenoming; elevate limb, monitor for compartment syndrome; surgical review for necrosis.':
        'Dawa ya sumu ya nyoka kwa sumu inayoharibu tishu; inua kiungo, fuatilia compartment syndrome; kuonwa na daktari wa upasuaji kwa nyama iliyokufa.',
      'Aspirate the joint (culture) and start IV antibiotics the same day; urgent orthopaedic washout.':
        'Nyonya majimaji ya kiungo (uoteshaji) na anza antibiotiki za mshipa siku hiyo hiyo; kusafisha kiungo kwa haraka na daktari wa mifupa.',
      'Aspirate the joint (Gram stain, culture, crystals), blood culture and start IV antibiotics (cloxacillin or ceftriaxone); orthopaedic referral.':
        'Nyonya majimaji ya kiungo (Gram stain, uoteshaji, fuwele), uoteshaji wa damu na anza antibiotiki za mshipa (cloxacillin au ceftriaxone); rufaa kwa daktari wa mifupa.',
      'Aspirate the joint and treat as septic arthritis until proven otherwise.':
        'Nyonya majimaji ya kiungo na tibu kama maambukizi ya kiungo hadi ithibitishwe vinginevyo.',
      'Assess airway, breathing and circulation; give IM adrenaline at once if any airway, breathing or circulation problem.':
        'Tathmini njia ya hewa, kupumua na mzunguko wa damu; toa adrenaline IM mara moja kukiwa na tatizo lolote la njia ya hewa, kupumua au mzunguko wa damu.',
      'Assess and classify for pneumonia or croup; treat accordingly.':
        'Tathmini na ainisha nimonia au croup; tibu ipasavyo.',
      'Assess and treat as pneumonia.': 'Tathmini na tibu kama nimonia.',
      'Assess and treat asthma; both conditions need control.':
        'Tathmini na tibu pumu; hali zote mbili zinahitaji kudhibitiwa.',
      'Assess for psychosis, delirium and substance use; refer to mental health services.':
        'Tathmini saikosisi, delirium na matumizi ya dawa za kulevya; toa rufaa kwa huduma za afya ya akili.',
      'Assess for rheumatic fever (Jones criteria), give benzathine penicillin and refer for echocardiography.':
        'Tathmini homa ya rheumatic (vigezo vya Jones), toa benzathine penicillin na toa rufaa kwa echocardiography.',
      'Assess for stroke, hypertensive emergency or pre-eclampsia now.':
        'Tathmini kiharusi, dharura ya shinikizo la damu au pre-eclampsia sasa.',
      'Assess for TB, asthma and pertussis.': 'Tathmini TB, pumu na kifaduro.',
      'Assess suicide risk now; do not leave the person alone; remove means (pesticides, medicines, ropes); involve family and refer to mental health services the same day if imminent risk.':
        'Tathmini hatari ya kujiua sasa; usimwache mtu huyo peke yake; ondoa vifaa (dawa za kuua wadudu, dawa, kamba); shirikisha familia na toa rufaa kwa huduma za afya ya akili siku hiyo hiyo ikiwa hatari iko karibu.',
      'Avoid large fluid boluses; oxygen; urgent transfer for inotropes and echocardiography.':
        'Epuka bolasi kubwa za maji; oksijeni; mhamishe haraka kwa inotropes na echocardiography.',
      'Back pain with fever, weight loss, night sweats or night pain: spinal TB, infection or cancer':
        'Maumivu ya mgongo pamoja na homa, kupungua uzito, jasho la usiku au maumivu ya usiku: TB ya uti wa mgongo, maambukizi au saratani',
      'Back pain with weak legs in known breast cancer: spinal cord compression':
        'Maumivu ya mgongo pamoja na miguu dhaifu kwa mwenye saratani ya matiti inayojulikana: kubanwa kwa uti wa mgongo',
      'Back pain with weak legs or loss of bladder control: spinal cord compression from bone spread':
        'Maumivu ya mgongo pamoja na miguu dhaifu au kushindwa kuzuia mkojo: kubanwa kwa uti wa mgongo kutokana na saratani iliyoenea kwenye mifupa',
      'Bite or scratch by a possibly rabid animal': 'Kuumwa au kukwaruzwa na mnyama anayeweza kuwa na kichaa',
      'Black stool or vomiting blood: upper gastrointestinal bleeding':
        'Kinyesi cheusi au kutapika damu: kutokwa damu sehemu ya juu ya njia ya chakula',
      'Black stool with iron deficiency: gastrointestinal blood loss':
        'Kinyesi cheusi pamoja na upungufu wa chuma: upotevu wa damu tumboni',
      'Bleeding after 20 weeks of pregnancy, or a hard tender uterus':
        'Kutokwa damu baada ya wiki 20 za ujauzito, au mji wa mimba mgumu unaouma ukiguswa',
      'Bleeding after birth with signs of shock (pulse > 100-110, systolic BP < 90, cold clammy skin, confusion)':
        'Kutokwa damu baada ya kujifungua pamoja na dalili za mshtuko (mapigo > 100-110, shinikizo la juu la damu < 90, ngozi baridi yenye jasho, kuchanganyikiwa)',
      'Bleeding after sex or after the menopause: examine the cervix and refer for biopsy':
        'Kutokwa damu baada ya kujamiiana au baada ya kukoma hedhi: chunguza shingo ya kizazi na toa rufaa kwa sampuli ya nyama',
      'Bleeding in early pregnancy or after abortion with shock':
        'Kutokwa damu katika mimba changa au baada ya kutoa mimba pamoja na mshtuko',
      'Bleeding in late pregnancy with signs of shock':
        'Kutokwa damu mwishoni mwa ujauzito pamoja na dalili za mshtuko',
      'Bleeding or shock with pre-eclampsia: placental abruption':
        'Kutokwa damu au mshtuko pamoja na pre-eclampsia: kondo kujitenga',
      'Blood and urine cultures, IV antibiotics, urgent urology referral for drainage (stent or nephrostomy).':
        'Uoteshaji wa damu na mkojo, antibiotiki za mshipa, rufaa ya haraka kwa daktari wa njia ya mkojo kwa kutoa mkojo (stent au nephrostomy).',
      'Blood culture and IV ceftriaxone; admit.': 'Uoteshaji wa damu na ceftriaxone ya mshipa; mlaze.',
      'Blood culture and malaria test, then parenteral antibiotic (ceftriaxone) without delay.':
        'Kipimo cha damu (blood culture) na kipimo cha malaria, kisha antibiotiki kwa sindano (ceftriaxone) bila kuchelewa.',
      'Blood or cola-coloured urine after infected scabies: possible post-streptococcal glomerulonephritis':
        'Damu au mkojo wenye rangi ya soda ya cola baada ya upele wenye maambukizi: uwezekano wa glomerulonephritis baada ya streptococcus',
      'Blurred vision or deep sighing breathing after drinking: methanol poisoning (blindness and death follow)':
        'Kuona ukungu au kupumua kwa kina kama kuhema baada ya kunywa pombe: sumu ya methanol (upofu na kifo hufuata)',
      'Boggy tender scalp swelling with pus points (kerion)':
        'Uvimbe laini unaouma kichwani wenye vitone vya usaha (kerion)',
      'Breast lump, skin dimpling or nipple retraction or bleeding':
        'Uvimbe kwenye titi, ngozi kubonyea au chuchu kuingia ndani au kutoa damu',
      'Breathless at rest with anaemia: anaemic heart failure':
        'Kukosa pumzi akiwa amepumzika pamoja na upungufu wa damu: moyo kushindwa kutokana na upungufu wa damu',
      'Breathless lying flat, laboured breathing or high potassium: fluid overload or acute kidney injury':
        'Kukosa pumzi akilala chali, kupumua kwa shida au potasiamu ya juu: maji yaliyozidi mwilini au figo kuumia ghafla',
      'Breathlessness or chest pain with COVID-19': 'Kukosa pumzi au maumivu ya kifua pamoja na COVID-19',
      'Breathlessness or chest pain with influenza: possible pneumonia':
        'Kukosa pumzi au maumivu ya kifua pamoja na influenza: uwezekano wa nimonia',
      'Breathlessness, blood-stained sputum or gut bleeding: visceral Kaposi sarcoma':
        'Kukosa pumzi, makohozi yenye damu au kutokwa damu tumboni: Kaposi sarcoma ya viungo vya ndani',
      'Bronchorrhoea, bronchospasm, respiratory failure or coma':
        'Majimaji mengi kwenye njia ya hewa, kubana kwa njia ya hewa, mfumo wa kupumua kushindwa au koma',
      'Brucellosis in pregnancy (miscarriage risk)':
        'Brucellosis wakati wa ujauzito (hatari ya mimba kuharibika)',
      'Burn of the face or airway (soot, singed hair, hoarse voice, stridor)':
        'Kuungua kwa uso au njia ya hewa (masizi, nywele zilizoungua, sauti iliyokwaruza, sauti ya kukoroma)',
      'Burns over > 10% of body surface in a child (> 15% adult), deep or circumferential burns':
        'Kuungua > 10% ya eneo la mwili kwa mtoto (> 15% mtu mzima), kuungua kwa kina au kunakozunguka kiungo',
      'Call for help, protect the airway, left lateral position, oxygen; magnesium sulfate loading dose now; control BP; plan delivery once stable.':
        'Ita msaada, linda njia ya hewa, mlaze kwa ubavu wa kushoto, oksijeni; dozi ya kuanzia ya magnesium sulfate sasa; dhibiti shinikizo la damu; panga kujifungua hali ikishatulia.',
      'Calm de-escalation, ensure safety; haloperidol IM (with biperiden) if needed; urgent referral.':
        'Mtulize kwa upole, hakikisha usalama; haloperidol IM (pamoja na biperiden) ikihitajika; rufaa ya haraka.',
      'Calm de-escalation; antipsychotic; urgent referral.':
        'Mtulize kwa upole; dawa ya akili (antipsychotic); rufaa ya haraka.',
      'Cannot drink or feed, dehydration or lethargy with thrush':
        'Kushindwa kunywa au kula, upungufu wa maji au kulegea pamoja na utando mweupe mdomoni (thrush)',
      'Lay her flat, start IV normal saline now (no glucose first), give thiamine and an antiemetic, check potassium and admit.':
        'Mlaze chali, anza normal saline kwa mshipa sasa (si glukosi kwanza), mpe thiamine na dawa ya kuzuia kutapika, pima potasiamu na mlaze hospitalini.',
      'Fainting with vomiting of everything in pregnancy: dehydration reaching the circulation':
        'Kuzirai pamoja na kutapika kila kitu wakati wa ujauzito: upungufu wa maji umefikia mzunguko wa damu',
      'Cannot keep fluids down with dehydration in pregnancy':
        'Kushindwa kubakiza maji tumboni pamoja na upungufu wa maji mwilini wakati wa ujauzito',
      'Cannot swallow even liquids or saliva': 'Hawezi kumeza hata vinywaji au mate',
      'Cannot swallow, drooling, trismus or stridor: peritonsillar abscess, epiglottitis or airway obstruction':
        'Hawezi kumeza, kudondosha mate, taya kufunga au sauti ya kukoroma: jipu karibu na tonsili, epiglottitis au njia ya hewa kuziba',
      'Cardiogenic shock (low blood pressure, poor perfusion) or cyanosis':
        'Mshtuko unaotokana na moyo (shinikizo la chini la damu, damu kutofika vizuri mwilini) au rangi ya bluu',
      'Catheterise and refer.': 'Weka katheta na toa rufaa.',
      'Catheterise, check creatinine and culture urine, antibiotics for infection, admit.':
        'Weka katheta, pima creatinine na uoteshaji wa mkojo, antibiotiki kwa maambukizi, mlaze.',
      'Ceftriaxone IM today, clean the eyes frequently, treat the mother and her partner, review daily.':
        'Ceftriaxone IM leo, safisha macho mara kwa mara, mtibu mama na mwenzi wake, ufuatiliaji kila siku.',
      'Check ART adherence and CD4; extensive disease usually needs oral antifungal.':
        'Hakiki ufuasi wa ART na CD4; ugonjwa ulioenea kwa kawaida unahitaji dawa ya fangasi ya kumeza.',
      'Check blood pressure and urine dipstick the same day.':
        'Pima shinikizo la damu na dipstick ya mkojo siku hiyo hiyo.',
      'Check blood pressure and urine for blood and protein; refer the same day if either is abnormal.':
        'Pima shinikizo la damu na mkojo kuangalia damu na protini; toa rufaa siku hiyo hiyo kimojawapo kikiwa si cha kawaida.',
      'Check calcium; IV calcium gluconate under monitoring; refer.':
        'Pima kalsiamu; calcium gluconate ya mshipa chini ya ufuatiliaji; toa rufaa.',
      'Check glucose and INR, give IV glucose if low, stop hepatotoxic drugs and refer to hospital now.':
        'Pima sukari na INR, toa glukosi ya mshipa ikiwa chini, acha dawa zinazodhuru ini na toa rufaa kwenda hospitali sasa.',
      'Check glucose, note the time last seen well, transfer now to a hospital with CT (thrombolysis possible within 4.5 hours of onset).':
        'Pima sukari, andika saa alipoonekana mzima mara ya mwisho, mhamishe sasa kwenda hospitali yenye CT (thrombolysis inawezekana ndani ya saa 4.5 tangu kuanza).',
      'Check glucose, oxygen, temperature and blood pressure now; look for infection, dehydration, hypoxia, drugs, alcohol withdrawal, urinary retention and stroke; treat the cause; admit.':
        'Pima sukari, oksijeni, joto na shinikizo la damu sasa; tafuta maambukizi, upungufu wa maji, oksijeni pungufu, dawa, kuacha pombe ghafla, mkojo kubaki na kiharusi; tibu chanzo; mlaze.',
      'Check haemoglobin, platelets and creatinine; refer urgently.':
        'Pima himoglobini, chembe sahani na creatinine; toa rufaa ya haraka.',
      'Check haemoglobin, treat the worms and give iron; refer for transfusion if Hb < 5 g/dL or signs of heart failure.':
        'Pima himoglobini, tibu minyoo na toa chuma; toa rufaa kwa kuongezewa damu ikiwa Hb < 5 g/dL au dalili za moyo kushindwa.',
      'Check ketones and glucose; manage as DKA (fluids, insulin, potassium) and refer.':
        'Pima ketoni na sukari; mtibu kama DKA (maji, insulini, potasiamu) na toa rufaa.',
      'Check visual acuity and cornea (fluorescein); refer to an eye clinic the same day.':
        'Pima uwezo wa kuona na konea (fluorescein); toa rufaa kwenda kliniki ya macho siku hiyo hiyo.',
      'Chest pain or fainting: exclude a heart cause before calling it panic':
        'Maumivu ya kifua au kuzirai: ondoa chanzo cha moyo kabla ya kukiita hofu kuu',
      'Clinical breast examination and referral for triple assessment (imaging and biopsy) within 2 weeks.':
        'Uchunguzi wa titi kwa mkono na rufaa kwa tathmini ya hatua tatu (picha na sampuli ya nyama) ndani ya wiki 2.',
      'Clinical rabies (hydrophobia, aerophobia, agitation, paraesthesia at the bite site)':
        'Kichaa cha mbwa kinachoonekana kliniki (kuogopa maji, kuogopa upepo, kuhangaika, ganzi au kuwashwa mahali alipoumwa)',
      'Cold hands, weak pulse or low blood pressure: hypovolaemia despite oedema':
        'Mikono baridi, mapigo dhaifu au shinikizo la chini la damu: upungufu wa maji kwenye mishipa licha ya uvimbe',
      'Cold newborn with apnoea, slow heart rate or fits':
        'Mtoto mchanga mwenye baridi anayeacha kupumua, mapigo ya moyo ya polepole au degedege',
      'Coma or convulsions (cerebral malaria)': 'Koma au degedege (malaria ya ubongo)',
      'Coma with severe hypertension: encephalopathy or intracerebral haemorrhage':
        'Koma pamoja na shinikizo kubwa la damu: athari kwenye ubongo au kuvuja damu ndani ya ubongo',
      'Coma, shock or hypoglycaemia in a patient who may have malaria':
        'Koma, mshtuko au sukari ya chini kwa mgonjwa anayeweza kuwa na malaria',
      'Complicated SAM: failed appetite test, oedema, or a danger sign':
        'SAM yenye matatizo: ameshindwa kipimo cha hamu ya kula, uvimbe wa maji, au dalili ya hatari',
      'Confusion or drowsiness: hepatic encephalopathy':
        'Kuchanganyikiwa au usingizi: athari ya ini kwenye ubongo',
      'Confusion or eye-movement or vision problems with prolonged vomiting (Wernicke encephalopathy)':
        'Kuchanganyikiwa au matatizo ya kusogeza macho au ya kuona pamoja na kutapika kwa muda mrefu (Wernicke encephalopathy)',
      'Confusion or fits (uraemic encephalopathy) or hypoxaemia (fluid overload)':
        'Kuchanganyikiwa au degedege (athari ya urea kwenye ubongo) au oksijeni pungufu (maji yaliyozidi mwilini)',
      'Confusion that came on over hours or days: delirium, find and treat its cause the same day':
        'Kuchanganyikiwa kulikoanza ndani ya saa au siku chache: delirium, tafuta na tibu chanzo chake siku hiyo hiyo',
      'Confusion with neck stiffness, focal signs or seizures':
        'Kuchanganyikiwa pamoja na shingo kukakamaa, dalili za sehemu moja au degedege',
      'Confusion, fits or neck stiffness: varicella encephalitis or meningitis':
        'Kuchanganyikiwa, degedege au shingo kukakamaa: uvimbe wa ubongo au homa ya uti wa mgongo ya varicella',
      'Confusion, neck stiffness, weakness or widespread lesions: disseminated zoster or encephalitis':
        'Kuchanganyikiwa, shingo kukakamaa, udhaifu au vidonda vilivyoenea: mkanda wa jeshi ulioenea au uvimbe wa ubongo',
      'Confusion, shock or bleeding rash: severe rickettsiosis':
        'Kuchanganyikiwa, mshtuko au vipele vya damu: rickettsiosis kali',
      'Control bleeding, IV fluids, splint, cover the wound with a sterile dressing, IV antibiotics and tetanus prophylaxis, refer for surgery within hours.':
        'Dhibiti damu, maji kwa mshipa, banzi, funika jeraha kwa bandeji safi isiyo na vijidudu, antibiotiki za mshipa na kinga ya pepopunda, toa rufaa kwa upasuaji ndani ya saa chache.',
      'Controlled oxygen (target SpO2 88-92%), nebulised bronchodilators, corticosteroid; transfer for non-invasive ventilation.':
        'Oksijeni iliyodhibitiwa (lengo SpO2 88-92%), dawa za kufungua njia ya hewa kwa nebuliser, corticosteroid; mhamishe kwa msaada wa kupumua usio wa kuingiza mrija.',
      'Controlled oxygen, nebulised salbutamol with ipratropium, prednisolone, antibiotic if sputum is purulent; admit.':
        'Oksijeni iliyodhibitiwa, salbutamol kwa nebuliser pamoja na ipratropium, prednisolone, antibiotiki ikiwa makohozi yana usaha; mlaze.',
      'Cord infection with spreading redness or a danger sign (severe infection)':
        'Maambukizi ya kitovu yenye wekundu unaoenea au dalili ya hatari (maambukizi makali)',
      'Cord infection with stiffness or spasms (neonatal tetanus)':
        'Maambukizi ya kitovu pamoja na kukakamaa au mikakamao (pepopunda ya mtoto mchanga)',
      'Cough or bloody sputum in suspected plague: pneumonic plague, spread person to person':
        'Kikohozi au makohozi yenye damu katika tauni inayoshukiwa: tauni ya mapafu, huambukizwa mtu kwa mtu',
      'Cough over 2 weeks, night sweats, weight loss or blood: screen for tuberculosis':
        'Kikohozi zaidi ya wiki 2, jasho la usiku, kupungua uzito au damu: chunguza kifua kikuu',
      'Coughing on swallowing: tracheo-oesophageal fistula':
        'Kukohoa wakati wa kumeza: tundu kati ya koromeo na umio',
      'CrAg test, CD4, and consider lumbar puncture and imaging.':
        'Kipimo cha CrAg, CD4, na fikiria kuchukua maji ya uti wa mgongo na picha.',
      'Crushing chest pain or pain spreading to the arm or jaw: exclude acute coronary syndrome before calling it reflux':
        'Maumivu ya kifua ya kubana au maumivu yanayoenea mkononi au tayani: ondoa acute coronary syndrome kabla ya kuyaita asidi kurudi kwenye umio',
      'Crushing chest pain with heart failure: myocardial ischaemia':
        'Maumivu ya kifua ya kubana pamoja na moyo kushindwa: moyo kukosa damu',
      'Crystalloid bolus per WHO group C, reassess, transfuse for severe bleeding; refer for intensive care.':
        'Bolasi ya crystalloid kufuata kundi C la WHO, tathmini upya, mwongezee damu kwa kutokwa damu kwingi; toa rufaa kwa uangalizi mahututi.',
      'Cyanosis or reduced consciousness: hypercapnic respiratory failure':
        'Rangi ya bluu au fahamu kupungua: mfumo wa kupumua kushindwa kwa kaboni dioksidi kuzidi',
      'Danger sign in a patient who may have malaria (prostration, confusion, cannot drink, vomits everything): treat as severe malaria':
        'Dalili ya hatari kwa mgonjwa anayeweza kuwa na malaria (kulegea kabisa, kuchanganyikiwa, hawezi kunywa, anatapika kila kitu): tibu kama malaria kali',
      'Deep sighing breathing or fruity breath with high glucose: diabetic ketoacidosis':
        'Kupumua kwa kina kama kuhema au pumzi yenye harufu ya matunda pamoja na sukari ya juu: diabetic ketoacidosis',
      'Deliberate overdose: self-harm risk': 'Kuzidisha dozi kwa makusudi: hatari ya kujidhuru',
      'Dengue with warning signs (mucosal bleeding, persistent vomiting, lethargy or restlessness, liver enlargement, rising haematocrit with falling platelets)':
        'Dengue yenye dalili za tahadhari (kutokwa damu kwenye utando laini, kutapika kusikoisha, kulegea au kutotulia, ini kuongezeka ukubwa, haematocrit kupanda huku chembe sahani zikishuka)',
      'Dexamethasone and same-day referral for imaging and radiotherapy.':
        'Dexamethasone na rufaa siku hiyo hiyo kwa picha na tiba ya mionzi.',
      'Dexamethasone and same-day referral for MRI and radiotherapy or surgery.':
        'Dexamethasone na rufaa siku hiyo hiyo kwa MRI na tiba ya mionzi au upasuaji.',
      'Diagnostic ascitic tap (neutrophils > 250/mm3), IV ceftriaxone, admit.':
        'Kutoa maji ya tumbo kwa uchunguzi (neutrofili > 250/mm3), ceftriaxone ya mshipa, mlaze.',
      'Diphtheria with stridor, drooling or breathing difficulty: the membrane is closing the airway':
        'Dondakoo pamoja na sauti ya kukoroma, kudondosha mate au shida ya kupumua: utando unafunga njia ya hewa',
      'Discharge with lower abdominal pain, fever or cervical motion tenderness (pelvic inflammatory disease)':
        'Uchafu pamoja na maumivu ya chini ya tumbo, homa au maumivu ya kusogeza shingo ya kizazi (maambukizi ya via vya uzazi)',
      'Do NOT do a digital vaginal examination (placenta praevia); IV line and fluids; check fetal heart and BP; refer urgently to hospital for delivery planning.':
        'USIFANYE uchunguzi wa uke kwa vidole (kondo la chini); njia ya mshipa na maji; pima mapigo ya moyo wa mtoto na shinikizo la damu; toa rufaa ya haraka kwenda hospitali kwa mpango wa kujifungua.',
      'Do not examine the throat roughly; oxygen; call the most skilled person for intubation or tracheostomy; give diphtheria antitoxin and antibiotic; refer now.':
        'Usichunguze koo kwa nguvu; oksijeni; mwite mtaalamu mwenye ujuzi zaidi kwa kuweka mrija wa hewa au tracheostomy; toa antitoxin ya dondakoo na antibiotiki; toa rufaa sasa.',
      'Do not leave alone; remove means; assess by the self-harm module.':
        'Usimwache peke yake; ondoa vifaa; tathmini kwa moduli ya kujidhuru.',
      'Drowsiness, confusion or bleeding with jaundice: acute liver failure':
        'Usingizi, kuchanganyikiwa au kutokwa damu pamoja na manjano: ini kushindwa ghafla',
      'Drowsiness, low temperature, slow breathing: myxoedema coma':
        'Usingizi, joto la chini, kupumua polepole: myxoedema coma',
      'Dysentery in a malnourished child': 'Kuhara damu kwa mtoto mwenye utapiamlo',
      'Dysentery with a danger sign or severe dehydration':
        'Kuhara damu pamoja na dalili ya hatari au upungufu mkubwa wa maji',
      'ECG and troponin now.': 'ECG na troponin sasa.',
      'ECG and troponin now; treat as acute coronary syndrome if confirmed.':
        'ECG na troponin sasa; tibu kama acute coronary syndrome ikithibitika.',
      'ECG and vital signs; manage as cardiac until excluded.':
        'ECG na vipimo muhimu vya mwili; mtibu kama tatizo la moyo hadi liondolewe.',
      'ECG within 10 minutes, aspirin to chew (unless allergic), refer now for reperfusion (fibrinolysis within 12 hours of onset if PCI is not possible within 2 hours).':
        'ECG ndani ya dakika 10, aspirin ya kutafuna (isipokuwa ana mzio), toa rufaa sasa kwa kurudisha mtiririko wa damu (fibrinolysis ndani ya saa 12 tangu kuanza ikiwa PCI haiwezekani ndani ya saa 2).',
      'ECG; IV calcium gluconate if ECG changes, insulin with glucose, salbutamol nebulisation; stop potassium-raising drugs; refer for dialysis if refractory.':
        'ECG; calcium gluconate ya mshipa ikiwa ECG imebadilika, insulini pamoja na glukosi, salbutamol kwa nebuliser; acha dawa zinazopandisha potasiamu; toa rufaa kwa dialysis isipoitikia.',
      'ENT referral.': 'Rufaa kwa ENT.',
      'Eschar on the face or neck with extensive swelling: airway risk':
        'Kigaga usoni au shingoni pamoja na uvimbe mkubwa: hatari kwa njia ya hewa',
      'ETAT emergency sign: oxygen and immediate admission.':
        'Ishara ya dharura ya ETAT: oksijeni na kulazwa mara moja.',
      'ETAT: IV fluids for shock now (in a child with severe malnutrition use the SAM shock protocol), reassess and refer.':
        'ETAT: maji kwa mshipa kwa mshtuko sasa (kwa mtoto mwenye utapiamlo mkali tumia itifaki ya mshtuko ya SAM), tathmini upya na toa rufaa.',
      'Extensive or recurrent tinea with HIV': 'Mba iliyoenea au inayojirudia pamoja na VVU',
      'Eye involvement in onchocerciasis': 'Jicho kuathirika katika onchocerciasis',
      'Eyelashes touching the eyeball (trachomatous trichiasis): blinding corneal scarring follows':
        'Kope zinazogusa mboni ya jicho (trichiasis ya trakoma): makovu ya konea yanayosababisha upofu hufuata',
    },
  },
];
