import type { TranslationGroup } from '../types';

/**
 * Triage rules in Kiswahili, by their English wording (knowledge/triage-rules): the danger sign as the
 * triage reason and red flag names it, and the actions to take; a text missing here is shown in English.
 * Machine drafts (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Skin peeling off in sheets or blistering over much of the body (scalded skin syndrome or Stevens-Johnson / toxic epidermal necrolysis)':
        'Ngozi inabambuka vipande vipande au malengelenge sehemu kubwa ya mwili (ugonjwa wa ngozi iliyoungua kwa staphylococcus au Stevens-Johnson / toxic epidermal necrolysis)',
      'Stop any new medicine; give IV fluids as for a burn, keep warm, start cloxacillin IV in a child with skin infection':
        'Acha dawa yoyote mpya; toa maji kwa mshipa kama kwa aliyeungua, mpe joto, anza cloxacillin kwa mshipa kwa mtoto mwenye maambukizi ya ngozi',
      'Refer now to a hospital that can nurse a large skin loss':
        'Mpeleke sasa hospitali inayoweza kutunza upotevu mkubwa wa ngozi',
      'A laboratory result at a life-threatening level':
        'Kipimo cha maabara kiko katika kiwango cha hatari kwa maisha',
      'Act on the result now: treat its cause without waiting, and repeat it at once if the sample may be faulty (haemolysed, or taken above a drip)':
        'Chukua hatua sasa: tibu chanzo chake bila kusubiri, na rudia kipimo mara moja ikiwa sampuli huenda ina kasoro (imeharibika, au imechukuliwa juu ya dripu)',
      'Refer or admit if it cannot be corrected here': 'Mpe rufaa au mlaze ikiwa hakiwezi kurekebishwa hapa',
      'Obstructed breathing or central cyanosis (ETAT emergency sign)':
        'Njia ya hewa iliyoziba au rangi ya bluu ya kati (ishara ya dharura ya ETAT)',
      'Open and manage the airway, give oxygen': 'Fungua na simamia njia ya hewa, toa oksijeni',
      'Resuscitate now (airway, breathing, circulation) and arrange urgent referral':
        'Fufua sasa (njia ya hewa, kupumua, mzunguko wa damu) na panga rufaa ya haraka',
      'Severe respiratory distress or low oxygen saturation':
        'Shida kubwa ya kupumua au kiwango cha chini cha oksijeni',
      'Give oxygen to keep SpO2 ≥ 94% (≥ 90% in children without emergency signs)':
        'Toa oksijeni ili SpO2 ibaki ≥ 94% (≥ 90% kwa watoto wasio na ishara za dharura)',
      'Treat the cause and refer if not improving': 'Tibu chanzo na toa rufaa kama hakuna nafuu',
      'Signs of shock (low blood pressure or cold hands with a weak fast pulse)':
        'Dalili za mshtuko (shinikizo la damu la chini au mikono baridi na mapigo dhaifu ya haraka)',
      'Insert an IV line, give fluids per ETAT shock protocol (caution in severe malnutrition)':
        'Weka njia ya mshipa (IV), toa maji kwa itifaki ya mshtuko ya ETAT (tahadhari kwa utapiamlo mkali)',
      'Unconscious or unresponsive (ETAT emergency sign)':
        'Amepoteza fahamu au haitikii (ishara ya dharura ya ETAT)',
      'Manage the airway, position the patient, check glucose and treat hypoglycaemia':
        'Simamia njia ya hewa, mlaze mgonjwa vizuri, pima sukari na tibu sukari ya chini',
      'Convulsions lasting 5 minutes or more (status epilepticus)':
        'Degedege linalodumu dakika 5 au zaidi (status epilepticus)',
      'Protect the airway, give oxygen, check glucose; give diazepam or midazolam now and repeat once after 10 minutes, then phenobarbital or phenytoin':
        'Linda njia ya hewa, toa oksijeni, pima sukari; toa diazepam au midazolam sasa na rudia mara moja baada ya dakika 10, kisha phenobarbital au phenytoin',
      'Refer to hospital care': 'Toa rufaa kwenda hospitali',
      'Convulsions (ETAT emergency sign, IMCI general danger sign)':
        'Degedege (ishara ya dharura ya ETAT, ishara ya hatari ya jumla ya IMCI)',
      'Protect the airway, give diazepam if still convulsing, check glucose':
        'Linda njia ya hewa, toa diazepam kama bado ana degedege, pima sukari',
      'Look for the cause (malaria, meningitis, eclampsia, hypoglycaemia) and refer':
        'Tafuta chanzo (malaria, homa ya uti wa mgongo, eklampsia, sukari ya chini) na toa rufaa',
      'Severe dehydration in a child (sunken eyes and very slow skin pinch)':
        'Upungufu mkubwa wa maji mwilini kwa mtoto (macho yaliyoingia ndani na ngozi ikifinywa inarudi polepole sana)',
      'Start IV fluids per WHO Plan C now': 'Anza maji ya mshipa (IV) kwa Mpango C wa WHO sasa',
      'Reassess every 15-30 minutes': 'Mpime upya kila dakika 15-30',
      'IMCI general danger sign: unable to drink or breastfeed, or vomits everything':
        'Ishara ya hatari ya jumla ya IMCI: hawezi kunywa wala kunyonya, au anatapika kila kitu',
      'Give pre-referral treatment and refer urgently':
        'Toa matibabu ya kabla ya rufaa na toa rufaa ya haraka',
      'IMCI general danger sign: lethargic or unusually sleepy':
        'Ishara ya hatari ya jumla ya IMCI: uchovu mwingi au usingizi usio wa kawaida',
      'Check glucose, give pre-referral treatment and refer urgently':
        'Pima sukari, toa matibabu ya kabla ya rufaa na toa rufaa ya haraka',
      'Chest indrawing in a child under 5': 'Kifua kuingia ndani kwa mtoto chini ya miaka 5',
      'Treat as pneumonia with chest indrawing per IMCI; refer if any danger sign or HIV exposure':
        'Tibu kama nimonia yenye kifua kuingia ndani kwa IMCI; toa rufaa kama kuna ishara yoyote ya hatari au ameathiriwa na VVU',
      'Fever or low temperature in an infant under 2 months (possible serious bacterial infection)':
        'Homa au joto la chini kwa mtoto chini ya miezi 2 (huenda ni maambukizi makubwa ya bakteria)',
      'Give the first dose of IM antibiotics and refer urgently':
        'Toa dozi ya kwanza ya antibiotiki kwa sindano ya misuli (IM) na toa rufaa ya haraka',
      'Severe pallor or haemoglobin < 7 g/dL': 'Weupe mkubwa au hemoglobini < 7 g/dL',
      'Check for heart failure and respiratory distress; arrange transfusion if indicated':
        'Angalia kushindwa kwa moyo na shida ya kupumua; panga kuongezewa damu kama inahitajika',
      'Confusion with no other danger sign: find its cause today':
        'Kuchanganyikiwa bila dalili nyingine ya hatari: tafuta chanzo chake leo',
      'Check glucose, temperature, pulse, blood pressure, breathing and oxygen now; look for infection, medicines, alcohol and urine retention':
        'Pima sasa sukari, joto, mapigo ya moyo, shinikizo la damu, upumuaji na oksijeni; tafuta maambukizi, dawa, pombe na mkojo uliozuiliwa',
      'Altered mental state': 'Hali ya akili iliyobadilika',
      'Check glucose, airway and vital signs; look for sepsis, cerebral malaria, meningitis, stroke':
        'Pima sukari, njia ya hewa na dalili muhimu; tafuta sepsis, malaria ya ubongo, homa ya uti wa mgongo, kiharusi',
      'Fever with neck stiffness, bulging fontanelle or a non-blanching rash (possible meningitis or meningococcaemia)':
        'Homa pamoja na shingo kukakamaa, utosi kuvimba au upele usiofifia ukibonyezwa (huenda ni homa ya uti wa mgongo au meningococcaemia)',
      'Give the first dose of ceftriaxone now; do not delay for lumbar puncture':
        'Toa dozi ya kwanza ya ceftriaxone sasa; usichelewe kwa ajili ya kipimo cha uti wa mgongo (LP)',
      'Baby moving less or not at all in pregnancy (possible fetal compromise)':
        'Mtoto tumboni anacheza kidogo au hachezi kabisa wakati wa ujauzito (huenda mtoto yuko hatarini)',
      'Listen for the fetal heart now (Doppler or Pinard); the same day, CTG or ultrasound and plan delivery if compromised':
        'Sikiliza mapigo ya moyo wa mtoto sasa (Doppler au Pinard); siku hiyo hiyo, CTG au ultrasound na panga kujifungua ikiwa yuko hatarini',
      'Slow pulse with fainting, dizziness, low blood pressure or confusion (unstable bradycardia)':
        'Mapigo ya moyo ya polepole pamoja na kuzirai, kizunguzungu, shinikizo la damu la chini au kuchanganyikiwa (bradikadia isiyo thabiti)',
      'ECG and monitor now; atropine, then pacing or adrenaline infusion if still unstable; refer the same hour':
        'ECG na ufuatiliaji sasa; atropine, kisha pacing au dripu ya adrenaline ikiwa bado si thabiti; toa rufaa ndani ya saa moja',
      'Vaginal bleeding in pregnancy': 'Kutokwa damu ukeni wakati wa ujauzito',
      'Assess for shock; IV access; urgent obstetric review (ectopic, abortion, placenta praevia or abruption)':
        'Tathmini mshtuko; njia ya mshipa (IV); uchunguzi wa haraka wa daktari wa uzazi (mimba nje ya kizazi, kuharibika kwa mimba, kondo la nyuma kuwa chini au kujitenga)',
      'Raised blood pressure in pregnancy with headache, visual disturbance or epigastric pain (severe pre-eclampsia)':
        'Shinikizo la damu lililopanda wakati wa ujauzito pamoja na maumivu ya kichwa, matatizo ya kuona au maumivu ya chembe ya moyo (pre-eclampsia kali)',
      'Give magnesium sulfate, control blood pressure, and refer for delivery planning':
        'Toa magnesium sulfate, dhibiti shinikizo la damu, na toa rufaa kwa mpango wa kujifungua',
      'Convulsions in pregnancy (eclampsia until proven otherwise)':
        'Degedege wakati wa ujauzito (eklampsia mpaka ithibitishwe vinginevyo)',
      'Give magnesium sulfate loading dose now': 'Toa dozi ya kuanzia ya magnesium sulfate sasa',
      'Lower abdominal pain with fainting or shoulder-tip pain (possible ruptured ectopic pregnancy)':
        'Maumivu ya tumbo la chini pamoja na kuzirai au maumivu ya ncha ya bega (huenda ni mimba nje ya kizazi iliyopasuka)',
      'IV access with two large-bore cannulae, fluids, group and cross-match, emergency surgical referral':
        'Njia ya mshipa kwa kanula mbili kubwa, maji, kupima kundi la damu na kulinganisha, rufaa ya dharura ya upasuaji',
      'Severe acute malnutrition with poor appetite (failed appetite test): complicated SAM':
        'Utapiamlo mkali wenye hamu duni ya kula (ameshindwa kipimo cha hamu): SAM yenye matatizo',
      'Admit for inpatient stabilisation (F-75, treat hypoglycaemia, hypothermia and infection); do not give IV fluids unless in shock':
        'Mlaze kwa ajili ya kumtuliza (F-75, tibu sukari ya chini, joto la chini na maambukizi); usitoe maji ya mshipa isipokuwa yuko kwenye mshtuko',
      'Anaemia in pregnancy': 'Upungufu wa damu wakati wa ujauzito',
      'Start iron and folic acid today, look for malaria and hookworm, and recheck haemoglobin; refer if Hb < 7 g/dL or breathless':
        'Anza madini ya chuma na folic acid leo, tafuta malaria na minyoo ya safura, na pima hemoglobini tena; toa rufaa kama Hb < 7 g/dL au anakosa pumzi',
      'Severe acute malnutrition (MUAC < 115 mm, visible severe wasting or bilateral oedema)':
        'Utapiamlo mkali (MUAC < 115 mm, ukondefu mkubwa unaoonekana au uvimbe wa miguu yote miwili)',
      'Check appetite test and complications; inpatient care if complicated':
        'Fanya kipimo cha hamu ya kula na angalia matatizo; lazwa kama kuna matatizo',
      'Snake bite': 'Kuumwa na nyoka',
      'Immobilise the limb, observe for 24 hours, 20-minute whole blood clotting test; give antivenom for systemic or severe local envenoming':
        'Zuia kiungo kisisogee, mwangalie kwa saa 24, kipimo cha damu kuganda cha dakika 20; toa dawa ya sumu ya nyoka (antivenom) kwa sumu ya mwili mzima au kali ya sehemu',
      'Airway swelling, wheeze or low blood pressure after an allergen (anaphylaxis)':
        'Kuvimba kwa njia ya hewa, kupumua kwa mluzi au shinikizo la damu la chini baada ya kitu cha mzio (anaphylaxis)',
      'Give IM adrenaline 0.01 mg/kg (max 0.5 mg) into the thigh now; repeat after 5 minutes if needed':
        'Toa adrenaline IM 0.01 mg/kg (upeo 0.5 mg) kwenye paja sasa; rudia baada ya dakika 5 ikihitajika',
      'Severely raised blood pressure with symptoms of organ damage':
        'Shinikizo la damu la juu sana pamoja na dalili za kuharibika kwa viungo',
      'Lower blood pressure in a monitored setting and refer':
        'Shusha shinikizo la damu mahali penye ufuatiliaji na toa rufaa',
      'Severely raised blood pressure (≥ 180/110 mmHg)': 'Shinikizo la damu la juu sana (≥ 180/110 mmHg)',
      'Repeat the reading, look for symptoms of organ damage, start treatment today':
        'Rudia kupima, tafuta dalili za kuharibika kwa viungo, anza matibabu leo',
      'Sudden weakness, facial droop or speech difficulty (possible stroke)':
        'Udhaifu wa ghafla, uso kulegea au shida ya kuongea (huenda ni kiharusi)',
      'Check glucose, note the time of onset, refer now for brain imaging':
        'Pima sukari, andika muda dalili zilipoanza, toa rufaa sasa kwa picha ya ubongo',
      'Wishes to be dead: ask today about thoughts, a plan and means of suicide':
        'Anatamani kufa: uliza leo kuhusu mawazo, mpango na njia za kujiua',
      'Ask directly about thoughts, a plan, means and any past act of self-harm; if any, manage as imminent risk':
        'Uliza moja kwa moja kuhusu mawazo, mpango, njia na tendo lolote la zamani la kujidhuru; kama lipo, shughulikia kama hatari ya haraka',
      'Facial-nerve palsy (forehead weak, eye will not close): steroids within 72 hours, protect the eye':
        'Kupooza kwa neva ya uso (paji la uso dhaifu, jicho halifungi): steroidi ndani ya saa 72, linda jicho',
      'Look for weak limbs, speech change, ear vesicles or a parotid mass; start oral steroids within 72 hours of onset and protect the eye':
        'Tafuta udhaifu wa viungo, mabadiliko ya usemi, malengelenge ya sikio au uvimbe wa tezi ya parotidi; anza steroidi za kumeza ndani ya saa 72 na linda jicho',
      'Thoughts of self-harm or suicide (imminent risk until assessed)':
        'Mawazo ya kujidhuru au kujiua (hatari ya karibu mpaka atathminiwe)',
      'Assess imminent risk, remove means, do not leave the person alone if at imminent risk; arrange same-day mental health care':
        'Tathmini hatari ya karibu, ondoa vifaa vya kujidhuru, usimwache mtu peke yake kama yuko hatarini; panga huduma ya afya ya akili siku hiyo hiyo',
      'Animal bite: rabies exposure': 'Kuumwa na mnyama: hatari ya kichaa cha mbwa',
      'Wash the wound for 15 minutes, give rabies vaccine (and immunoglobulin for category III) today':
        'Osha jeraha kwa dakika 15, toa chanjo ya kichaa cha mbwa (na immunoglobulin kwa kundi la III) leo',
      'Cholinergic signs after pesticide exposure (organophosphate poisoning)':
        'Dalili za kolinejiki baada ya kuathiriwa na dawa ya kuua wadudu (sumu ya organophosphate)',
      'Give atropine until the chest is clear, decontaminate, oxygen; refer to intensive care':
        'Toa atropine mpaka kifua kiwe safi, ondoa sumu mwilini, oksijeni; toa rufaa kwa chumba cha wagonjwa mahututi',
      'Bleeding (black stool, vomiting blood or bleeding from gums or nose)':
        'Kutokwa damu (kinyesi cheusi, kutapika damu au damu kutoka kwenye fizi au pua)',
      'Check pulse and blood pressure, IV access, haemoglobin, and refer':
        'Pima mapigo ya moyo na shinikizo la damu, njia ya mshipa (IV), hemoglobini, na toa rufaa',
      'Heavy bleeding after birth with a fast pulse, low blood pressure or fainting (haemorrhagic shock)':
        'Kutokwa damu nyingi baada ya kujifungua pamoja na mapigo ya haraka, shinikizo la damu la chini au kuzirai (mshtuko wa kuvuja damu)',
      'Call for help; two large IV lines, Ringer’s lactate or saline fast':
        'Ita msaada; njia mbili kubwa za mshipa, Ringer’s lactate au saline haraka',
      'Start the first-response bundle now: uterine massage, oxytocin 10 IU IV/IM, tranexamic acid 1 g IV over 10 minutes (within 3 hours of birth), IV crystalloid, empty the bladder, examine the placenta and genital tract':
        'Anza kifurushi cha hatua za kwanza sasa: kusinga mfuko wa uzazi, oxytocin 10 IU IV/IM, tranexamic acid 1 g IV kwa dakika 10 (ndani ya saa 3 baada ya kujifungua), kristaloidi ya IV, toa mkojo kwenye kibofu, chunguza kondo la nyuma na njia ya uzazi',
      'If bleeding continues: bimanual or aortic compression and emergency referral with a companion who can donate blood':
        'Damu ikiendelea: kubana mfuko wa uzazi kwa mikono miwili au kubana aorta na rufaa ya dharura pamoja na mtu anayeweza kuchangia damu',
      'Heavy bleeding after birth (≥ 500 mL, soaking pads) or a placenta not delivered':
        'Kutokwa damu nyingi baada ya kujifungua (≥ 500 mL, pedi kujaa) au kondo la nyuma halijatoka',
      'Estimate blood loss and count soaked pads; pulse and blood pressure every 15 minutes':
        'Kadiria damu iliyopotea na hesabu pedi zilizojaa; mapigo ya moyo na shinikizo la damu kila dakika 15',
      'Vaginal bleeding after birth with a fast pulse, low blood pressure, fainting or confusion (postpartum haemorrhage until proved otherwise)':
        'Kutokwa damu ukeni baada ya kujifungua pamoja na mapigo ya haraka, shinikizo la damu la chini, kuzirai au kuchanganyikiwa (PPH mpaka ithibitishwe vinginevyo)',
      'Bleeding in late pregnancy with a fast pulse, low blood pressure or fainting':
        'Kutokwa damu katika mimba iliyokomaa pamoja na mapigo ya haraka, shinikizo la damu la chini au kuzirai',
      'Two large IV lines, Ringer’s lactate or saline fast, left lateral position':
        'Njia mbili kubwa za mshipa, Ringer’s lactate au saline haraka, mlaze kwa ubavu wa kushoto',
      'No digital vaginal examination; refer immediately to a hospital with theatre and blood':
        'Usifanye uchunguzi wa uke kwa vidole; toa rufaa mara moja kwenda hospitali yenye chumba cha upasuaji na damu',
      'Bleeding after 20 weeks of pregnancy or a hard tender uterus (placenta praevia or abruption)':
        'Kutokwa damu baada ya wiki 20 za mimba au mfuko wa uzazi mgumu unaouma (kondo la nyuma kuwa chini au kujitenga)',
      'IV line and fluids; no digital vaginal examination':
        'Njia ya mshipa na maji; usifanye uchunguzi wa uke kwa vidole',
      'Refer urgently for obstetric care': 'Toa rufaa ya haraka kwa huduma ya uzazi',
      'Fever with a tender uterus or foul-smelling discharge after birth or abortion (puerperal or septic abortion sepsis)':
        'Homa pamoja na mfuko wa uzazi unaouma au uchafu wenye harufu mbaya baada ya kujifungua au kutoa mimba (sepsis ya uzazi au ya kutoa mimba)',
      'Give the first doses of ampicillin, gentamicin and metronidazole IV/IM now, IV fluids':
        'Toa dozi za kwanza za ampicillin, gentamicin na metronidazole IV/IM sasa, maji ya IV',
      'Refer for evacuation of retained products and inpatient care':
        'Toa rufaa kwa kusafisha mabaki ya mimba na kulazwa',
      'Fever after an abortion (septic abortion until proven otherwise)':
        'Homa baada ya kutoa mimba (sepsis ya kutoa mimba mpaka ithibitishwe vinginevyo)',
      'Hallucinations, delusions or mania in the weeks after birth (postpartum psychosis: danger to mother and baby)':
        'Kuona au kusikia vitu visivyokuwepo, imani potofu au mania katika wiki za baada ya kujifungua (saikosisi ya baada ya kujifungua: hatari kwa mama na mtoto)',
      'Do not leave her alone with the baby; ask about thoughts of harming herself or the baby':
        'Usimwache peke yake na mtoto; uliza kama ana mawazo ya kujidhuru au kumdhuru mtoto',
      'Check temperature, glucose and haemoglobin (infection or delirium); refer urgently for mental health care':
        'Pima joto, sukari na damu (hemoglobini) (maambukizi au kuchanganyikiwa); toa rufaa ya haraka kwa huduma ya afya ya akili',
      'Shivering or rigors after an abortion (septic abortion until proven otherwise)':
        'Kutetemeka kwa baridi baada ya kutoa mimba (sepsis ya kutoa mimba mpaka ithibitishwe vinginevyo)',
      'Fever or shivering with a foul-smelling discharge after birth (puerperal sepsis)':
        'Homa au kutetemeka pamoja na uchafu wenye harufu mbaya baada ya kujifungua (sepsis ya uzazi)',
      'Slow or weak breathing with drowsiness or confusion (respiratory depression)':
        'Kupumua polepole au dhaifu pamoja na usingizi mzito au kuchanganyikiwa (kupumua kulikodhoofishwa)',
      'Start ampicillin, gentamicin and metronidazole, IV fluids':
        'Anza ampicillin, gentamicin na metronidazole, maji ya IV',
      'Refer for uterine evacuation; give tetanus prophylaxis if instruments were used':
        'Toa rufaa kwa kusafisha mfuko wa uzazi; toa kinga ya pepopunda kama vifaa vilitumika',
      'Fever in the weeks after birth': 'Homa katika wiki baada ya kujifungua',
      'Same-day assessment: uterus, lochia, breasts, wound, urine, malaria test; treat sepsis at once if the uterus is tender or lochia foul':
        'Tathmini siku hiyo hiyo: mfuko wa uzazi, uchafu wa baada ya kujifungua, matiti, jeraha, mkojo, kipimo cha malaria; tibu sepsis mara moja kama mfuko wa uzazi unauma au uchafu una harufu mbaya',
      'Labour longer than 12 hours, not progressing, or signs of obstruction or fetal distress':
        'Uchungu zaidi ya saa 12, hauendelei, au dalili za kizuizi au shida ya mtoto tumboni',
      'IV fluids, empty the bladder, no oxytocin if obstructed':
        'Maji ya IV, toa mkojo kwenye kibofu, usitoe oxytocin kama kuna kizuizi',
      'Refer immediately to a facility able to do caesarean section':
        'Toa rufaa mara moja kwenda kituo kinachoweza kufanya upasuaji wa kuzalisha',
      'Respiratory rate 30/min or more in an adolescent or adult':
        'Kasi ya kupumua 30/min au zaidi kwa kijana au mtu mzima',
      'Sit the patient up, give oxygen to keep SpO2 ≥ 94%, measure SpO2, pulse and blood pressure':
        'Mkalishe mgonjwa, toa oksijeni ili SpO2 ibaki ≥ 94%, pima SpO2, mapigo ya moyo na shinikizo la damu',
      'Look for the cause (pneumonia, sepsis, asthma, heart failure, acidosis, anaemia) and refer if not improving':
        'Tafuta chanzo (nimonia, sepsis, pumu, kushindwa kwa moyo, asidosisi, upungufu wa damu) na toa rufaa kama hakuna nafuu',
      'Unable to pass urine or a distended bladder (acute urinary retention)':
        'Hawezi kukojoa au kibofu kimejaa (kubanwa na mkojo ghafla)',
      'Pass a urethral catheter now and record the volume drained':
        'Weka katheta ya mkojo sasa na andika kiasi kilichotoka',
      'Check creatinine and urine; refer to surgery or urology':
        'Pima kreatinini na mkojo; toa rufaa kwa upasuaji au urolojia',
      'Tender hernia that will not go back (strangulation until proved otherwise)':
        'Ngiri inayouma isiyorudi ndani (kunyongwa mpaka ithibitishwe vinginevyo)',
      'Nil by mouth, IV fluids, analgesia; do not force reduction':
        'Asile wala asinywe kitu, maji ya IV, dawa ya maumivu; usilazimishe kuirudisha',
      'Refer for emergency surgery within hours': 'Toa rufaa kwa upasuaji wa dharura ndani ya saa chache',
      'Redcurrant-jelly stool or a sausage-shaped abdominal mass in a young child (intussusception)':
        'Kinyesi kama jeli ya matunda mekundu au uvimbe wa tumbo wenye umbo la soseji kwa mtoto mdogo (intussusception)',
      'Nil by mouth, IV fluids, nasogastric tube if vomiting':
        'Asile wala asinywe kitu, maji ya IV, mpira wa pua hadi tumboni kama anatapika',
      'Urgent ultrasound and referral for air or contrast enema reduction or surgery':
        'Ultrasound ya haraka na rufaa kwa kurudisha utumbo kwa enema ya hewa au kontrasti, au upasuaji',
      'Not passing stool or wind with vomiting, distension or abdominal pain (bowel obstruction)':
        'Hapitishi kinyesi wala hewa pamoja na kutapika, tumbo kujaa au maumivu ya tumbo (kuziba kwa utumbo)',
      'Nil by mouth, nasogastric tube, IV fluids, urinary catheter':
        'Asile wala asinywe kitu, mpira wa pua hadi tumboni, maji ya IV, katheta ya mkojo',
      'Same-day surgical review; plain abdominal X-ray':
        'Uchunguzi wa daktari wa upasuaji siku hiyo hiyo; X-ray ya kawaida ya tumbo',
      'Severe upper abdominal pain through to the back with vomiting, or raised lipase (acute pancreatitis)':
        'Maumivu makali ya juu ya tumbo yanayopenya hadi mgongoni pamoja na kutapika, au lipasi iliyopanda (kongosho kuvimba ghafla)',
      'IV fluids (Ringer lactate) and analgesia': 'Maji ya IV (Ringer lactate) na dawa ya maumivu',
      'Admit to hospital; check for organ failure': 'Mlaze hospitalini; angalia kushindwa kwa viungo',
      'Stone pain with fever (infected obstructed kidney)':
        'Maumivu ya jiwe pamoja na homa (figo iliyoziba na yenye maambukizi)',
      'Blood and urine cultures, IV antibiotics': 'Kotesha ya damu na mkojo, antibiotiki za IV',
      'Urgent urology referral for drainage': 'Rufaa ya haraka kwa urolojia kwa ajili ya kutoa mkojo',
      'Sudden breathlessness with a swollen leg, clot risk, pleuritic pain, blood in sputum or low oxygen (pulmonary embolism)':
        'Kukosa pumzi ghafla pamoja na mguu uliovimba, hatari ya damu kuganda, maumivu ya kifua wakati wa kupumua, damu kwenye makohozi au oksijeni ya chini (embolism ya mapafu)',
      'Oxygen; check pulse, blood pressure and SpO2':
        'Oksijeni; pima mapigo ya moyo, shinikizo la damu na SpO2',
      'Anticoagulate if suspicion is high and bleeding risk low; refer for imaging':
        'Toa dawa ya kuzuia damu kuganda kama shaka ni kubwa na hatari ya kuvuja damu ni ndogo; toa rufaa kwa picha',
      'One swollen, tender leg (deep vein thrombosis)':
        'Mguu mmoja uliovimba na unaouma (deep vein thrombosis)',
      'Same-day D-dimer or compression ultrasound; anticoagulate if confirmed':
        'D-dimer au ultrasound ya kubonyeza siku hiyo hiyo; toa dawa ya kuzuia damu kuganda ikithibitishwa',
      'Palpitations with fainting, ischaemic chest pain or low blood pressure (unstable arrhythmia)':
        'Moyo kwenda mbio pamoja na kuzirai, maumivu ya kifua ya moyo au shinikizo la damu la chini (arrhythmia isiyo imara)',
      'Oxygen, IV access, ECG now': 'Oksijeni, njia ya mshipa, ECG sasa',
      'Synchronised cardioversion by a trained clinician; refer urgently':
        'Cardioversion iliyosawazishwa na mtaalamu aliyefunzwa; toa rufaa ya haraka',
      'Irregular pulse with fainting, ischaemic chest pain or low blood pressure (unstable arrhythmia)':
        'Mapigo yasiyo na mpangilio pamoja na kuzirai, maumivu ya kifua ya moyo au shinikizo la damu la chini (arrhythmia isiyo imara)',
      'Heart rate in the range of a tachyarrhythmia (≥ 150/min adult, > 180/min child, > 220/min infant)':
        'Mapigo ya moyo katika kiwango cha takiarithmia (≥ 150/min mtu mzima, > 180/min mtoto, > 220/min mtoto mchanga)',
      '12-lead ECG or rhythm strip now; check blood pressure, perfusion and consciousness':
        'ECG ya lead 12 au mstari wa mdundo sasa; pima shinikizo la damu, mzunguko wa damu na fahamu',
      'Unstable (shock, fainting, chest pain, heart failure): synchronised cardioversion by a trained clinician; stable and regular: vagal manoeuvres, then refer':
        'Isiyo imara (mshtuko, kuzirai, maumivu ya kifua, kushindwa kwa moyo): cardioversion iliyosawazishwa na mtaalamu aliyefunzwa; imara na yenye mpangilio: vagal manoeuvres, kisha toa rufaa',
      'Raised neck veins with muffled heart sounds or a pericardial effusion (tamponade risk)':
        'Mishipa ya shingo iliyojaa pamoja na sauti za moyo zilizofifia au maji kwenye perikadiamu (hatari ya tamponade)',
      'Echo now; IV access': 'Echo sasa; njia ya mshipa',
      'Refer for pericardiocentesis if blood pressure falls':
        'Toa rufaa kwa pericardiocentesis kama shinikizo la damu linashuka',
      'Fever with a very painful swollen gland or a positive plague test (plague)':
        'Homa pamoja na tezi iliyovimba inayouma sana au kipimo chanya cha tauni (tauni)',
      'Start gentamicin or ciprofloxacin now; isolate if coughing':
        'Anza gentamicin au ciprofloxacin sasa; mtenge kama anakohoa',
      'Notify the district surveillance officer the same day':
        'Mjulishe afisa wa ufuatiliaji wa magonjwa wa wilaya siku hiyo hiyo',
      'Fever and cough after dead rats, flea bites or contact with plague (pneumonic plague)':
        'Homa na kikohozi baada ya panya waliokufa, kuumwa na viroboto au kugusana na tauni (tauni ya mapafu)',
      'Mask and isolate; start treatment now': 'Mvalishe barakoa na mtenge; anza matibabu sasa',
      'Notify surveillance the same day': 'Julisha ufuatiliaji wa magonjwa siku hiyo hiyo',
      'Black eschar after handling or eating an animal that died suddenly (anthrax)':
        'Gamba jeusi (eschar) baada ya kushika au kula mnyama aliyekufa ghafla (kimeta)',
      'Start ciprofloxacin or doxycycline today; swab under the eschar':
        'Anza ciprofloxacin au doxycycline leo; chukua sampuli chini ya gamba',
      'Notify surveillance and veterinary services': 'Julisha ufuatiliaji wa magonjwa na huduma za mifugo',
      'Confusion that came on over hours or days (delirium)':
        'Kuchanganyikiwa kulikoanza ndani ya saa au siku (delirium)',
      'Check glucose, SpO2, temperature and blood pressure now':
        'Pima sukari, SpO2, joto na shinikizo la damu sasa',
      'Find and treat the cause; admit': 'Tafuta na tibu chanzo; mlaze',
      'Painful red eye with blurred vision or haloes (acute angle-closure glaucoma)':
        'Jicho jekundu linalouma pamoja na kuona ukungu au duara za mwanga (glaucoma ya ghafla ya pembe iliyofungwa)',
      'Same-day eye referral; lower the pressure where trained (acetazolamide, timolol)':
        'Rufaa ya macho siku hiyo hiyo; shusha shinikizo kama umefunzwa (acetazolamide, timolol)',
      'Young infant unable to feed, convulsing, unconscious or with apnoea (very severe disease)':
        'Mtoto mchanga hawezi kunyonya, ana degedege, amepoteza fahamu au anaacha kupumua (ugonjwa mkali sana)',
      'Clear the airway, give oxygen, treat convulsions and check glucose':
        'Safisha njia ya hewa, toa oksijeni, tibu degedege na pima sukari',
      'Give the first dose of IM ampicillin (or benzylpenicillin) and gentamicin, keep warm and breastfeeding, and refer urgently':
        'Toa dozi ya kwanza ya ampicillin (au benzylpenicillin) na gentamicin kwa IM, mweke kwenye joto na aendelee kunyonya, na toa rufaa ya haraka',
      'Young infant moving only when stimulated or unusually sleepy (possible serious bacterial infection)':
        'Mtoto mchanga anasogea tu akichochewa au ana usingizi usio wa kawaida (huenda ni maambukizi makubwa ya bakteria)',
      'Check glucose and temperature': 'Pima sukari na joto',
      'Severe chest indrawing or breathing difficulty in an infant under 2 months':
        'Kifua kuingia ndani sana au shida ya kupumua kwa mtoto chini ya miezi 2',
      'Give oxygen': 'Toa oksijeni',
      'Fast breathing (60/min or more) in a baby under 7 days (possible serious bacterial infection)':
        'Kupumua haraka (60/min au zaidi) kwa mtoto chini ya siku 7 (huenda ni maambukizi makubwa ya bakteria)',
      'Fast breathing (60/min or more) in an infant aged 7-59 days (pneumonia)':
        'Kupumua haraka (60/min au zaidi) kwa mtoto wa siku 7-59 (nimonia)',
      'Oral amoxicillin for 7 days, review in 2 days; refer if any other danger sign or feeding worsens':
        'Amoxicillin ya kunywa kwa siku 7, mwone tena baada ya siku 2; toa rufaa kama kuna ishara nyingine ya hatari au unyonyaji unazidi kuwa mbaya',
      'Temperature 37.5 °C or more, or below 35.5 °C, in an infant under 2 months':
        'Joto 37.5 °C au zaidi, au chini ya 35.5 °C, kwa mtoto chini ya miezi 2',
      'Warm a cold baby skin-to-skin; check glucose':
        'Mpashe joto mtoto aliye baridi kwa ngozi kwa ngozi; pima sukari',
      'Jaundice in the first 24 hours of life, or reaching the palms and soles (severe jaundice)':
        'Manjano katika saa 24 za kwanza za maisha, au yanayofika viganja na nyayo (manjano makali)',
      'Refer urgently for serum bilirubin and phototherapy or exchange transfusion; keep breastfeeding and warm':
        'Toa rufaa ya haraka kwa bilirubini ya damu na tiba ya mwanga au kubadilisha damu; aendelee kunyonya na kuwekwa kwenye joto',
      'Redness spreading from the umbilicus onto the skin (severe umbilical infection)':
        'Wekundu unaoenea kutoka kitovu hadi kwenye ngozi (maambukizi makali ya kitovu)',
      'Burn of the face or neck, or smoke inhalation (the airway can swell shut within hours)':
        'Kuungua kwa uso au shingo, au kuvuta moshi (njia ya hewa inaweza kuvimba na kuziba ndani ya saa chache)',
      'High-flow oxygen; watch for hoarseness and stridor; early airway assessment':
        'Oksijeni ya kiwango cha juu; angalia sauti ya kukwaruza na stridor; tathmini ya mapema ya njia ya hewa',
      'Refer to a burns unit now': 'Toa rufaa kwenda kitengo cha kuungua sasa',
      'Burns over > 10% of the body in a child or > 15% in an adult, deep or circumferential burns':
        'Kuungua zaidi ya > 10% ya mwili kwa mtoto au > 15% kwa mtu mzima, kuungua kwa kina au kuzunguka kiungo',
      'IV Ringer’s lactate by burn area and weight; analgesia; cover with clean film; keep warm; tetanus prophylaxis':
        'Ringer’s lactate ya IV kulingana na eneo lililoungua na uzito; dawa ya maumivu; funika kwa filamu safi; mweke kwenye joto; kinga ya pepopunda',
      'Refer to a burns unit': 'Toa rufaa kwenda kitengo cha kuungua',
      'Burn: same-day assessment of area, depth and site':
        'Kuungua: tathmini siku hiyo hiyo ya eneo, kina na mahali',
      'Cool with running water for 20 minutes if within 3 hours; estimate % body surface (palm = 1%); analgesia; dressing; tetanus status':
        'Poza kwa maji yanayotiririka kwa dakika 20 kama ni ndani ya saa 3; kadiria % ya eneo la mwili (kiganja = 1%); dawa ya maumivu; bendeji; hali ya kinga ya pepopunda',
      'Head injury with coma (GCS ≤ 8), fits, a focal deficit or a lucid interval':
        'Jeraha la kichwa pamoja na koma (GCS ≤ 8), degedege, upungufu wa neva wa sehemu au kipindi cha kuzinduka (lucid interval)',
      'Airway with the neck immobilised, oxygen, keep systolic BP ≥ 90, check glucose, head up 30°':
        'Njia ya hewa huku shingo ikiwa imezuiwa isisogee, oksijeni, weka systolic BP ≥ 90, pima sukari, inua kichwa 30°',
      'Immediate transfer for CT and neurosurgery': 'Hamisha mara moja kwa CT na upasuaji wa ubongo',
      'Head injury with reduced GCS, drowsiness, vomiting, loss of consciousness, anticoagulants or intoxication':
        'Jeraha la kichwa pamoja na GCS iliyopungua, usingizi, kutapika, kupoteza fahamu, dawa za kuzuia damu kuganda au ulevi',
      'Neuro-observations (GCS, pupils) every 15-30 minutes; immobilise the neck after a dangerous mechanism':
        'Ufuatiliaji wa neva (GCS, mboni) kila dakika 15-30; zuia shingo isisogee baada ya ajali hatari',
      'Refer for CT': 'Toa rufaa kwa CT',
      'Injury with signs of shock (low blood pressure, cold hands, weak pulse)':
        'Jeraha pamoja na dalili za mshtuko (shinikizo la damu la chini, mikono baridi, mapigo dhaifu)',
      'Primary survey: stop external bleeding (pressure, tourniquet), airway with neck protection, oxygen, two IV lines, warm crystalloid, tranexamic acid within 3 hours, keep warm':
        'Uchunguzi wa kwanza: zuia damu inayotoka nje (kubana, tourniquet), njia ya hewa huku shingo ikilindwa, oksijeni, njia mbili za mshipa, kristaloidi ya joto, tranexamic acid ndani ya saa 3, mweke kwenye joto',
      'Refer to a trauma centre now': 'Toa rufaa kwenda kituo cha majeruhi sasa',
      'Multiple injuries, heavy bleeding from a wound or an open fracture':
        'Majeraha mengi, kutokwa damu nyingi kutoka kwenye jeraha au kuvunjika kwa wazi',
      'Refer for surgical care': 'Toa rufaa kwa huduma ya upasuaji',
      'Fast pulse or breathing after a high-energy injury (early shock or chest injury)':
        'Mapigo au kupumua kwa haraka baada ya jeraha la nguvu kubwa (mshtuko wa mapema au jeraha la kifua)',
      'Drowning or near-drowning: lung injury can appear hours later':
        'Kuzama au karibu kuzama: jeraha la mapafu linaweza kuonekana saa kadhaa baadaye',
      'Airway, rescue breaths or CPR if needed, oxygen to SpO2 ≥ 94%, warm, check glucose':
        'Njia ya hewa, pumzi za uokoaji au CPR ikihitajika, oksijeni hadi SpO2 ≥ 94%, joto, pima sukari',
      'Observe at least 6-8 hours; refer if any breathing sign':
        'Mwangalie angalau saa 6-8; toa rufaa kama kuna dalili yoyote ya kupumua',
      'Inhaled or stuck foreign body with stridor, cyanosis or inability to speak or cry':
        'Kitu kilichovutwa au kukwama pamoja na stridor, rangi ya bluu au kushindwa kuongea au kulia',
      'Back blows and chest thrusts (infant) or abdominal thrusts (child, adult); CPR if unconscious':
        'Kupiga mgongoni na kusukuma kifua (mtoto mchanga) au kusukuma tumbo (mtoto, mtu mzima); CPR kama amepoteza fahamu',
      'Oxygen and immediate referral for bronchoscopy': 'Oksijeni na rufaa ya mara moja kwa bronchoscopy',
      'Choking episode with wheeze, fast breathing or drooling (foreign body in the airway or oesophagus)':
        'Kupaliwa pamoja na kupumua kwa mluzi, kupumua haraka au kudondosha mate (kitu kwenye njia ya hewa au umio)',
      'Let the patient cough, give oxygen, nothing by mouth':
        'Mwache mgonjwa akohoe, toa oksijeni, asile wala asinywe kitu',
      'Refer the same hour for bronchoscopy or endoscopy (button batteries burn within 2 hours)':
        'Toa rufaa ndani ya saa hiyo hiyo kwa bronchoscopy au endoscopy (betri za kifungo huunguza ndani ya saa 2)',
      'Kerosene or paraffin swallowed with cough, fast or difficult breathing or drowsiness (aspiration pneumonitis)':
        'Amemeza mafuta ya taa pamoja na kikohozi, kupumua haraka au kwa shida au usingizi (nimonia ya kuvuta kitu)',
      'Oxygen; do not induce vomiting; no charcoal, no milk or oil':
        'Oksijeni; usimtapishe; usitoe mkaa, maziwa wala mafuta',
      'Admit and observe; refer if SpO2 < 90% on oxygen':
        'Mlaze na mwangalie; toa rufaa kama SpO2 < 90% akiwa kwenye oksijeni',
      'Kerosene or paraffin swallowed': 'Amemeza mafuta ya taa',
      'Do not induce vomiting; observe breathing for at least 6 hours':
        'Usimtapishe; angalia kupumua kwa angalau saa 6',
      'Paracetamol or iron overdose: toxic from 150 mg/kg paracetamol or 20 mg/kg elemental iron; harm shows late':
        'Kuzidisha paracetamol au madini ya chuma: sumu kuanzia 150 mg/kg ya paracetamol au 20 mg/kg ya chuma halisi; madhara huonekana baadaye',
      'Calculate the dose in mg/kg (tablets × strength ÷ weight); charcoal within 1 hour for paracetamol only':
        'Hesabu dozi kwa mg/kg (vidonge × nguvu ÷ uzito); mkaa ndani ya saa 1 kwa paracetamol pekee',
      'Refer for acetylcysteine (paracetamol) or desferrioxamine and serum levels (iron)':
        'Toa rufaa kwa acetylcysteine (paracetamol) au desferrioxamine na viwango vya damu (chuma)',
      'Medicine overdose with drowsiness, confusion, fits or slow breathing':
        'Kuzidisha dawa pamoja na usingizi, kuchanganyikiwa, degedege au kupumua polepole',
      'Airway, breathing, glucose; naloxone if opioids possible':
        'Njia ya hewa, kupumua, sukari; naloxone kama opioidi inawezekana',
      'Refer to hospital with the tablets or packets':
        'Toa rufaa kwenda hospitali pamoja na vidonge au pakiti',
      'Medicine overdose or accidental ingestion of tablets':
        'Kuzidisha dawa au kumeza vidonge kwa bahati mbaya',
      'Identify the medicine, amount and time; dose per kg; poisons advice; assess self-harm risk':
        'Tambua dawa, kiasi na muda; dozi kwa kilo; ushauri wa sumu; tathmini hatari ya kujidhuru',
      'Throat membrane with stridor, drooling or breathing difficulty: diphtheria closing the airway':
        'Utando wa koo pamoja na stridor, kudondosha mate au shida ya kupumua: dondakoo inayofunga njia ya hewa',
      'Do not force the mouth open or lie the patient flat; oxygen; call the most skilled person for intubation or tracheostomy':
        'Usilazimishe kufungua mdomo wala kumlaza chali; oksijeni; ita mtaalamu zaidi kwa intubation au tracheostomy',
      'Diphtheria antitoxin and antibiotic now; isolate; refer and notify':
        'Dawa ya kupinga sumu ya dondakoo (antitoxin) na antibiotiki sasa; mtenge; toa rufaa na julisha',
      'Grey adherent throat membrane or bull neck: suspected diphtheria':
        'Utando wa kijivu unaoshikamana kooni au shingo ya fahali: dondakoo inashukiwa',
      'Isolate, swab the throat, start the antibiotic and refer for antitoxin today; notify the surveillance officer':
        'Mtenge, chukua sampuli ya koo, anza antibiotiki na toa rufaa kwa antitoxin leo; mjulishe afisa wa ufuatiliaji',
      'Coughing spells with apnoea, blue spells, fits or low oxygen (severe pertussis)':
        'Mashambulizi ya kikohozi pamoja na kuacha kupumua, kubadilika kuwa bluu, degedege au oksijeni ya chini (kifaduro kikali)',
      'Oxygen, gentle suction, admit; erythromycin; nasogastric feeds if unable to feed':
        'Oksijeni, kuvuta makohozi kwa upole, mlaze; erythromycin; chakula kwa mpira wa pua kama hawezi kula',
      'Coughing spells in an infant under 6 months: pertussis can stop the breathing':
        'Mashambulizi ya kikohozi kwa mtoto chini ya miezi 6: kifaduro kinaweza kusimamisha kupumua',
      'Admit for observation of apnoea; erythromycin (azithromycin under 1 month)':
        'Mlaze kuangalia kuacha kupumua; erythromycin (azithromycin chini ya mwezi 1)',
      'Acute flaccid weakness with breathlessness, weak swallowing or low oxygen: respiratory failure can follow within hours':
        'Udhaifu wa ghafla wa kulegea pamoja na kukosa pumzi, kumeza kwa shida au oksijeni ya chini: kushindwa kupumua kunaweza kufuata ndani ya saa chache',
      'Sit up, oxygen, nothing by mouth if swallowing is unsafe; count breaths in one breath (under 20 is danger)':
        'Mkalishe, oksijeni, asile wala asinywe kama kumeza si salama; hesabu idadi kwa pumzi moja (chini ya 20 ni hatari)',
      'Transfer now to a unit that can ventilate':
        'Hamisha sasa kwenda kitengo kinachoweza kusaidia kupumua kwa mashine',
      'Acute flaccid paralysis: polio or Guillain-Barré syndrome, may progress to the breathing muscles':
        'Kupooza kwa ghafla kwa kulegea: polio au Guillain-Barré, kunaweza kufikia misuli ya kupumua',
      'Refer for admission and monitoring of breathing and swallowing':
        'Toa rufaa kwa kulazwa na ufuatiliaji wa kupumua na kumeza',
      'Notify at once and collect two stool specimens 24 hours apart (polio surveillance)':
        'Julisha mara moja na chukua sampuli mbili za kinyesi kwa tofauti ya saa 24 (ufuatiliaji wa polio)',
      'Confusion, fits or collapse after heat exposure or exertion in the heat: heat stroke':
        'Kuchanganyikiwa, degedege au kuanguka baada ya kukaa kwenye joto au kufanya kazi ngumu kwenye joto: kiharusi cha joto',
      'Cool now, before transfer: cold-water immersion, or wet the skin and fan, ice packs to neck, armpits and groin, until 38.5-39 °C':
        'Poza sasa, kabla ya kuhamisha: kuzamisha kwenye maji baridi, au lowesha ngozi na mpepee, barafu shingoni, kwapani na kinenani, hadi 38.5-39 °C',
      'Airway, oxygen, glucose check, IV fluids for shock; no antipyretics':
        'Njia ya hewa, oksijeni, kupima sukari, maji ya IV kwa mshtuko; hakuna dawa za kushusha homa',
      'High body temperature or hot dry skin after heat exposure: heat stroke until proved otherwise':
        'Joto la juu la mwili au ngozi ya moto na kavu baada ya kukaa kwenye joto: kiharusi cha joto mpaka ithibitishwe vinginevyo',
      'Start cooling and measure core temperature; test for malaria; watch consciousness':
        'Anza kupoza na pima joto la ndani; pima malaria; angalia fahamu',
      'Blurred vision, deep sighing breathing, confusion or fits after illicit spirits: methanol poisoning':
        'Kuona ukungu, kupumua kwa kina kwa kushusha pumzi, kuchanganyikiwa au degedege baada ya pombe haramu: sumu ya methanol',
      'Airway, glucose; refer now for antidote (fomepizole or ethanol), bicarbonate and haemodialysis':
        'Njia ya hewa, sukari; toa rufaa sasa kwa dawa ya kupinga sumu (fomepizole au ethanol), bicarbonate na haemodialysis',
      'Alert public health: find everyone who drank the same brew':
        'Tahadharisha afya ya jamii: tafuta kila mtu aliyekunywa pombe hiyo hiyo',
      'Illicit or home-distilled spirits: methanol harm appears 12-24 hours later, often when too late':
        'Pombe haramu au ya kienyeji: madhara ya methanol huonekana saa 12-24 baadaye, mara nyingi wakati imeshachelewa',
      'Refer for blood gas and observation; ask who else drank it':
        'Toa rufaa kwa kipimo cha gesi za damu na uangalizi; uliza nani mwingine aliyekunywa',
      'Unrousable, slow breathing, fits or low glucose after drinking':
        'Haamki, anapumua polepole, degedege au sukari ya chini baada ya kunywa pombe',
      'Recovery position, airway, oxygen; thiamine then glucose; look for a head injury; admit':
        'Mlaze kwa ubavu (recovery position), njia ya hewa, oksijeni; thiamine kisha sukari; tafuta jeraha la kichwa; mlaze hospitalini',
      'Fits, confusion or hallucinations after stopping heavy drinking: withdrawal seizures or delirium tremens':
        'Degedege, kuchanganyikiwa au kuona vitu visivyokuwepo baada ya kuacha unywaji mwingi: degedege la kuacha pombe au delirium tremens',
      'Diazepam, thiamine before glucose, fluids; admit — delirium tremens can kill':
        'Diazepam, thiamine kabla ya sukari, maji; mlaze — delirium tremens inaweza kuua',
      'Fits, fluctuating confusion or hallucinations in a heavy drinker: withdrawal, delirium tremens or Wernicke encephalopathy':
        'Degedege, kuchanganyikiwa kunakobadilika au kuona vitu visivyokuwepo kwa mnywaji mkubwa: kuacha pombe, delirium tremens au Wernicke encephalopathy',
      'Thiamine before glucose, glucose check, diazepam for fits or agitation; admit':
        'Thiamine kabla ya sukari, kupima sukari, diazepam kwa degedege au fadhaa; mlaze',
      'Chest pain of ischaemic type (pressing, radiating to arm or jaw, or ECG/troponin changes)':
        'Maumivu ya kifua ya aina ya moyo (kukandamiza, kuenea kwenye mkono au taya, au mabadiliko ya ECG/troponini)',
      'Record a 12-lead ECG within 10 minutes; give aspirin 300 mg chewed unless allergic':
        'Chukua ECG ya lead 12 ndani ya dakika 10; toa aspirini 300 mg atafune isipokuwa ana mzio',
      'Refer urgently for reperfusion (PCI or thrombolysis)':
        'Toa rufaa ya haraka kwa kurejesha mtiririko wa damu (PCI au thrombolysis)',
      'Headache with meningism or a cranial-nerve palsy (possible meningitis)':
        'Maumivu ya kichwa pamoja na dalili za uti wa mgongo au kupooza kwa neva ya fuvu (huenda ni homa ya uti wa mgongo)',
      'Inflamed cerebrospinal fluid (pleocytosis): treat as meningitis until proven otherwise':
        'Majimaji ya uti wa mgongo yenye uvimbe (pleocytosis): tibu kama homa ya uti wa mgongo mpaka ithibitishwe vinginevyo',
      'Give the first dose of ceftriaxone now; look for cryptococcus in a person with HIV':
        'Toa dozi ya kwanza ya ceftriaxone sasa; tafuta kriptokokasi kwa mtu mwenye VVU',
      'Features of diabetic ketoacidosis (deep sighing breathing or fruity breath)':
        'Dalili za diabetic ketoacidosis (kupumua kwa kina kwa kushusha pumzi au pumzi yenye harufu ya matunda)',
      'Check glucose and ketones; start IV fluids and insulin per the DKA protocol; refer':
        'Pima sukari na ketoni; anza maji ya IV na insulini kwa itifaki ya DKA; toa rufaa',
      'Ketones and a high glucose with vomiting, abdominal pain, fast breathing or drowsiness (possible DKA)':
        'Ketoni na sukari ya juu pamoja na kutapika, maumivu ya tumbo, kupumua haraka au usingizi (huenda ni DKA)',
      'Check venous pH or bicarbonate; start IV fluids and insulin per the DKA protocol; refer':
        'Pima pH ya damu ya mshipa au bicarbonate; anza maji ya IV na insulini kwa itifaki ya DKA; toa rufaa',
      'A person with diabetes who is vomiting with abdominal pain, breathlessness or confusion (possible DKA)':
        'Mtu mwenye kisukari anayetapika pamoja na maumivu ya tumbo, kukosa pumzi au kuchanganyikiwa (huenda ni DKA)',
      'Check glucose and ketones now; if ketotic, start IV fluids and insulin per the DKA protocol':
        'Pima sukari na ketoni sasa; kama kuna ketoni, anza maji ya IV na insulini kwa itifaki ya DKA',
      'Peritonism (guarding, rigidity or rebound): peritonitis or perforation until proven otherwise':
        'Peritonism (misuli ya tumbo kukaza, ugumu au maumivu ya kuachilia): peritonitis au kutoboka mpaka ithibitishwe vinginevyo',
      'Nil by mouth, IV fluids and antibiotics; urgent surgical review':
        'Asile wala asinywe kitu, maji ya IV na antibiotiki; uchunguzi wa haraka wa daktari wa upasuaji',
      'Difficult or fast breathing in pregnancy (peripartum cardiomyopathy, pulmonary oedema, embolism or pneumonia)':
        'Kupumua kwa shida au haraka wakati wa ujauzito (peripartum cardiomyopathy, maji kwenye mapafu, embolism au nimonia)',
      'Give oxygen, sit the woman up, and arrange emergency obstetric and medical review':
        'Toa oksijeni, mkalishe mwanamke, na panga uchunguzi wa dharura wa uzazi na wa kitabibu',
      'An infant breathing fast with an enlarged liver, raised venous pressure, a murmur or oedema (heart failure)':
        "Mtoto mchanga anayepumua haraka pamoja na ini lililokua, shinikizo la mishipa lililopanda, manung'uniko ya moyo au uvimbe (kushindwa kwa moyo)",
      'Give oxygen, sit the infant up, and refer urgently for cardiac assessment':
        'Toa oksijeni, mkalishe mtoto, na toa rufaa ya haraka kwa tathmini ya moyo',
      'Fainting or collapse with chest pain, palpitations or breathlessness (cardiac syncope: infarction, arrhythmia, embolism)':
        'Kuzirai au kuanguka pamoja na maumivu ya kifua, moyo kwenda mbio au kukosa pumzi (kuzirai kwa sababu ya moyo: infarction, arrhythmia, embolism)',
      'Record an ECG and monitor the heart rhythm now; check blood pressure and glucose; refer for emergency cardiac assessment':
        'Chukua ECG na fuatilia mdundo wa moyo sasa; pima shinikizo la damu na sukari; toa rufaa kwa tathmini ya dharura ya moyo',
    },
  },
  {
    reviewer: null,
    texts: {
      'Severe headache with blurred vision in pregnancy (danger sign: possible severe pre-eclampsia)':
        'Maumivu makali ya kichwa pamoja na kuona ukungu wakati wa ujauzito (dalili ya hatari: uwezekano wa pre-eclampsia kali)',
      'Measure blood pressure and urine protein now; if raised, give magnesium sulfate and refer for delivery planning':
        'Pima shinikizo la damu na protini kwenye mkojo sasa; vikiwa juu, toa magnesium sulfate na toa rufaa kwa mpango wa kujifungua',
      'A late period with bleeding and abdominal pain (ectopic pregnancy until excluded)':
        'Hedhi iliyochelewa pamoja na kutokwa damu na maumivu ya tumbo (mimba nje ya kizazi hadi iondolewe)',
      'Check pulse and blood pressure, pregnancy test, IV access; refer the same hour for ultrasound and surgical care':
        'Pima mapigo na shinikizo la damu, kipimo cha mimba, njia ya mshipa; toa rufaa ndani ya saa hiyo hiyo kwa ultrasound na huduma ya upasuaji',
      'Face drooping with weakness of an arm or leg (possible stroke), whether or not the onset is told':
        'Uso kulegea upande mmoja pamoja na udhaifu wa mkono au mguu (uwezekano wa kiharusi), iwe muda wa kuanza umeelezwa au la',
      'Check glucose, ask when the patient was last seen well, refer now for brain imaging':
        'Pima sukari, uliza mgonjwa alionekana mzima mara ya mwisho lini, toa rufaa sasa kwa picha ya ubongo',
      'Speech difficulty with weakness of an arm or leg (possible stroke), whether or not the onset is told':
        'Shida ya kuongea pamoja na udhaifu wa mkono au mguu (uwezekano wa kiharusi), iwe muda wa kuanza umeelezwa au la',
      'Sudden, worst-ever headache (thunderclap: subarachnoid haemorrhage until excluded)':
        'Maumivu ya kichwa ya ghafla, makali kuliko yote aliyowahi kupata (kama radi: kuvuja damu chini ya utando wa ubongo hadi iondolewe)',
      'Check consciousness, neck stiffness and blood pressure; refer now for brain imaging':
        'Chunguza fahamu, shingo kukakamaa na shinikizo la damu; toa rufaa sasa kwa picha ya ubongo',
      'Poisoning by a pesticide or rat poison (priority sign: assess at once, watch for cholinergic signs)':
        'Sumu ya dawa ya kuua wadudu au ya panya (ishara ya kipaumbele: tathmini mara moja, angalia dalili za cholinergic)',
      'Decontaminate, check airway, breathing, pupils, sweating and saliva; observe and refer if any sign appears':
        'Ondoa sumu mwilini, chunguza njia ya hewa, kupumua, mboni, jasho na mate; mwangalie na toa rufaa dalili yoyote ikijitokeza',
      'Heavy bleeding after childbirth, told in words (possible postpartum haemorrhage)':
        'Kutokwa damu nyingi baada ya kujifungua, kulikoelezwa kwa maneno (uwezekano wa kuvuja damu baada ya kujifungua)',
      'Heavy bleeding in pregnancy, told in words':
        'Kutokwa damu nyingi wakati wa ujauzito, kulikoelezwa kwa maneno',
      'Assess for shock; IV access; no vaginal examination; urgent obstetric review (abortion, ectopic, placenta praevia or abruption)':
        'Tathmini mshtuko; njia ya mshipa; usifanye uchunguzi wa uke; kuonwa haraka na daktari wa uzazi (mimba kuharibika, mimba nje ya kizazi, kondo la chini au kondo kujitenga)',
      'Fever after the waters have broken (possible amnionitis)':
        'Homa baada ya chupa kupasuka (uwezekano wa maambukizi ya mfuko wa mtoto)',
      'Give IV ampicillin and gentamicin, and refer for delivery':
        'Toa ampicillin na gentamicin za mshipa, na toa rufaa kwa kujifungua',
      'Fever and too weak to get out of bed in pregnancy (danger sign)':
        'Homa na udhaifu wa kushindwa kuamka kitandani wakati wa ujauzito (dalili ya hatari)',
      'Look for severe malaria, pyelonephritis, amnionitis or sepsis; give the first dose of treatment and refer':
        'Tafuta malaria kali, maambukizi ya figo, maambukizi ya mfuko wa mtoto au sepsis; toa dozi ya kwanza ya matibabu na toa rufaa',
      'Fever and too weak to get out of bed after childbirth (danger sign: possible puerperal sepsis)':
        'Homa na udhaifu wa kushindwa kuamka kitandani baada ya kujifungua (dalili ya hatari: uwezekano wa sepsis baada ya kujifungua)',
      'Give IV ampicillin and gentamicin (and metronidazole), fluids, and refer':
        'Toa ampicillin na gentamicin za mshipa (na metronidazole), maji, na toa rufaa',
      'Jaw that will not open with spasms or after a wound (possible tetanus)':
        'Taya isiyofunguka pamoja na mikakamao au baada ya jeraha (uwezekano wa pepopunda)',
      'Nurse in a quiet place, protect the airway; give diazepam for spasms, human tetanus immunoglobulin, metronidazole, and refer':
        'Muuguze mahali tulivu, linda njia ya hewa; toa diazepam kwa mikakamao, immunoglobulin ya pepopunda ya binadamu, metronidazole, na toa rufaa',
      'Not breathing or no pulse: cardiorespiratory arrest':
        'Hapumui au hana mapigo ya moyo: moyo na pumzi vimesimama',
      'Call for help and start CPR now: 30 chest compressions to 2 breaths, without stopping; send for a defibrillator (AED) and use it as soon as it arrives':
        'Omba msaada na anza CPR sasa: mikandamizo 30 ya kifua kwa pumzi 2, bila kusimama; agiza defibrileta (AED) na uitumie mara inapofika',
      'If breathing and a pulse return: recovery position, then transfer':
        'Kupumua na mapigo ya moyo yakirudi: mlaze kwa ubavu, kisha mpeleke hospitali',
      'A child not breathing or without a pulse: cardiorespiratory arrest':
        'Mtoto hapumui au hana mapigo ya moyo: moyo na pumzi vimesimama',
      'Call for help; open the airway and give 5 rescue breaths (bag and mask with oxygen if at hand)':
        'Omba msaada; fungua njia ya hewa na mpe pumzi 5 za uokoaji (mfuko na barakoa pamoja na oksijeni kama vipo)',
      'No signs of life: 15 chest compressions to 2 breaths without stopping until help arrives':
        'Hakuna dalili za uhai: mikandamizo 15 ya kifua kwa pumzi 2 bila kusimama hadi msaada ufike',
      'Sudden collapse or fainting in an adult: needs an initial assessment the same day':
        'Mtu mzima kuanguka ghafla au kuzimia: anahitaji kuchunguzwa siku hiyo hiyo',
      'Check pulse, blood pressure lying and standing, glucose and a 12-lead ECG; ask what happened before, during and after':
        'Pima mapigo ya moyo, shinikizo la damu akiwa amelala na amesimama, sukari na ECG ya njia 12; uliza kilichotokea kabla, wakati na baada',
      'Emergency referral if the ECG is abnormal, heart failure is known, it came on exertion, with breathlessness, or there is a family history of sudden death':
        'Rufaa ya dharura ikiwa ECG si ya kawaida, ana moyo kushindwa kufanya kazi, ilitokea wakati wa kazi ngumu, pamoja na kushindwa kupumua, au kuna historia ya kifo cha ghafla katika familia',
    },
  },
];
