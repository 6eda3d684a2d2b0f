import type { TranslationGroup } from '../types';

/** swahiliRedFlags (see red-flags.ts), the entries whose English key starts with f to m. */
export const swahiliRedFlagsFToM: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Lie flat, IV access and fluids, check the blood pressure and haemoglobin; refer at once.':
        'Mlaze chali, weka njia ya mshipa na maji, pima presha na himoglobini; mpeleke mara moja.',
      'Inturned lashes with a white or clouded patch on the cornea: corneal ulcer':
        'Kope zilizogeuka ndani pamoja na doa jeupe au ukungu kwenye konea: kidonda cha konea',
      'Inturned lashes with a red eye, pus and sight going: infected corneal ulcer':
        'Kope zilizogeuka ndani pamoja na jicho jekundu, usaha na kupungua kwa kuona: kidonda cha konea chenye maambukizi',
      'Antibiotic eye ointment and a pad now; refer today to an eye unit for the ulcer; epilate the touching lashes.':
        'Mafuta ya antibiotiki ya jicho na kufunika jicho sasa; mpeleke leo kliniki ya macho kwa kidonda; ng’oa kope zinazogusa jicho.',
      'Facial weakness with arm or leg weakness, speech problems or confusion, or sparing the forehead: stroke, not Bell palsy':
        'Udhaifu wa uso pamoja na udhaifu wa mkono au mguu, matatizo ya kuongea au kuchanganyikiwa, au paji la uso likiwa salama: kiharusi, si Bell palsy',
      'Falling consciousness in DKA: cerebral oedema (especially in children)':
        'Fahamu kupungua katika DKA: uvimbe wa ubongo (hasa kwa watoto)',
      'Fast arrhythmia with shock, fainting, ischaemic chest pain or heart failure: unstable':
        'Mapigo ya moyo ya haraka yasiyo ya kawaida pamoja na mshtuko, kuzirai, maumivu ya kifua ya moyo au moyo kushindwa: hali isiyo thabiti',
      'Fast breathing, chest indrawing or high fever during pertussis: secondary pneumonia':
        'Kupumua haraka, kifua kubonyea ndani au homa kali wakati wa kifaduro: nimonia inayofuata',
      'Fast breathing, chest indrawing, stridor or hypoxaemia: not a simple cold':
        'Kupumua haraka, kifua kubonyea ndani, sauti ya kukoroma au oksijeni pungufu: si mafua ya kawaida',
      'Fast breathing, crackles, low oxygen or high fever: pneumonia rather than bronchitis':
        'Kupumua haraka, mlio wa crackles, oksijeni ya chini au homa kali: nimonia badala ya bronchitis',
      'Feature of severe malaria (severe anaemia or bleeding)':
        'Dalili ya malaria kali (upungufu mkubwa wa damu au kutokwa damu)',
      'Fever after birth or abortion with a tender uterus or foul discharge':
        'Homa baada ya kujifungua au kutoa mimba pamoja na mji wa mimba unaouma ukiguswa au uchafu unaonuka',
      'Fever or abdominal pain with ascites: spontaneous bacterial peritonitis':
        'Homa au maumivu ya tumbo pamoja na maji tumboni: maambukizi ya bakteria ya maji ya tumbo (SBP)',
      'Fever or rigors with a stone: infected obstructed kidney':
        'Homa au kutetemeka pamoja na jiwe: figo iliyoziba yenye maambukizi',
      'Fever with jaundice (with rigors, confusion or shock): acute cholangitis':
        'Homa pamoja na manjano (pamoja na kutetemeka, kuchanganyikiwa au mshtuko): uvimbe wa ghafla wa mirija ya nyongo',
      'Fever with joint swelling or skin lesions: disseminated gonococcal infection':
        'Homa pamoja na kuvimba kwa viungo au vidonda vya ngozi: maambukizi ya gonococcus yaliyoenea',
      'Fever with loin pain, rigors or vomiting: upper urinary tract infection':
        'Homa pamoja na maumivu ya kiuno, kutetemeka au kutapika: maambukizi ya njia ya juu ya mkojo',
      'Fever with painful clustered blisters or punched-out erosions on eczema: eczema herpeticum':
        'Homa pamoja na malengelenge yanayouma yaliyojikusanya au vidonda vilivyotobolewa juu ya ukurutu: eczema herpeticum',
      'Fever with unexplained bleeding': 'Homa pamoja na kutokwa damu bila sababu inayojulikana',
      'Fever, agitation or confusion, vomiting in thyrotoxicosis: thyroid storm':
        'Homa, kuhangaika au kuchanganyikiwa, kutapika katika thyrotoxicosis: dhoruba ya tezi (thyroid storm)',
      'Fever, fluctuating confusion, neck stiffness or fits: look for a medical cause (delirium, meningitis, cerebral malaria, HIV)':
        'Homa, kuchanganyikiwa kunakobadilika, shingo kukakamaa au degedege: tafuta chanzo cha kitabibu (delirium, homa ya uti wa mgongo, malaria ya ubongo, VVU)',
      'Fever, foul discharge or a tender uterus after abortion (septic abortion)':
        'Homa, uchafu unaonuka au mji wa mimba unaouma ukiguswa baada ya kutoa mimba (mimba iliyoharibika yenye maambukizi)',
      'Fever, spreading redness or an ill infant: cellulitis or staphylococcal sepsis':
        'Homa, wekundu unaoenea au mtoto mchanga mgonjwa: cellulitis au sepsis ya staphylococcus',
      'First dose of ampicillin (or benzylpenicillin) and gentamicin IM now, keep warm, breastfeed or give expressed milk, refer urgently.':
        'Dozi ya kwanza ya ampicillin (au benzylpenicillin) na gentamicin IM sasa, mpe joto, mnyonyeshe au mpe maziwa yaliyokamuliwa, toa rufaa ya haraka.',
      'First dose of IM/IV ceftriaxone (or ampicillin plus gentamicin) and urgent referral.':
        'Dozi ya kwanza ya ceftriaxone IM/IV (au ampicillin pamoja na gentamicin) na rufaa ya haraka.',
      'First doses of IM cloxacillin (or ampicillin) and gentamicin and refer urgently.':
        'Dozi za kwanza za cloxacillin IM (au ampicillin) na gentamicin na toa rufaa ya haraka.',
      'First doses of IV/IM antibiotics now (ampicillin, gentamicin, metronidazole) and refer for evacuation of any retained products.':
        'Dozi za kwanza za antibiotiki IV/IM sasa (ampicillin, gentamicin, metronidazole) na toa rufaa kwa kuondoa mabaki yoyote yaliyobaki.',
      'First seizure with focal signs: structural brain lesion (stroke, tumour, abscess, toxoplasmosis)':
        'Degedege la kwanza pamoja na dalili za sehemu moja: tatizo la umbo la ubongo (kiharusi, uvimbe, jipu, toxoplasmosis)',
      'Fit in pregnancy after 20 weeks or after delivery: eclampsia':
        'Degedege wakati wa ujauzito baada ya wiki 20 au baada ya kujifungua: eclampsia',
      'Fits or coma in pregnancy or after delivery: eclampsia':
        'Degedege au koma wakati wa ujauzito au baada ya kujifungua: eclampsia',
      'Fits, confusion, severe headache or very high blood pressure: hypertensive encephalopathy':
        'Degedege, kuchanganyikiwa, maumivu makali ya kichwa au shinikizo la damu la juu sana: athari ya shinikizo la damu kwenye ubongo',
      'Fits, spasms or stridor (laryngospasm) in a child with rickets: symptomatic hypocalcaemia':
        'Degedege, mikakamao au sauti ya kukoroma (koo kubana) kwa mtoto mwenye matege: upungufu wa kalsiamu wenye dalili',
      'Flaccid weakness with breathlessness, weak cough or swallowing difficulty: respiratory failure can follow within hours':
        'Udhaifu wa misuli legevu pamoja na kukosa pumzi, kikohozi dhaifu au shida ya kumeza: mfumo wa kupumua unaweza kushindwa ndani ya saa chache',
      'Fluid resuscitation and ceftriaxone now; refer for intensive care.':
        'Kufufua kwa maji na ceftriaxone sasa; toa rufaa kwa uangalizi mahututi.',
      'Fluid resuscitation within the isolation unit; transfer to a designated VHF treatment centre.':
        'Kufufua kwa maji ndani ya chumba cha kutenga; mhamishe kwenda kituo maalum cha matibabu ya VHF.',
      'Foreign body with stridor, cyanosis or inability to speak or cry (airway obstruction)':
        'Kitu kilichokwama pamoja na sauti ya kukoroma, rangi ya bluu au kushindwa kuongea au kulia (njia ya hewa kuziba)',
      'Fracture with numbness, a pale cold limb or pain out of proportion (vascular injury or compartment syndrome)':
        'Kuvunjika kwa mfupa pamoja na ganzi, kiungo kilichopauka na baridi au maumivu makubwa kupita kiasi (jeraha la mshipa wa damu au compartment syndrome)',
      'Genital ulcer in a person with HIV (extensive or chronic herpes)':
        'Kidonda cha sehemu za siri kwa mtu mwenye VVU (herpes iliyoenea au sugu)',
      'Give 10% glucose (oral or by nasogastric tube, IV if unconscious), warm the child skin-to-skin, start feeds and antibiotics.':
        'Toa glukosi 10% (kwa kunywa au kwa mrija wa pua hadi tumboni, kwa mshipa akiwa amepoteza fahamu), mpashe mtoto joto ngozi kwa ngozi, anza kulisha na antibiotiki.',
      'Give a 0.9% saline bolus, repeat as needed, and transfer to a high-dependency unit.':
        'Toa bolasi ya saline 0.9%, rudia inapohitajika, na mhamishe kwenda wodi ya uangalizi maalum.',
      'Give antivenom (adrenaline ready), repeat the 20WBCT every 6 hours; no IM injections.':
        'Toa dawa ya sumu ya nyoka (antivenom) (adrenaline iwe tayari), rudia 20WBCT kila saa 6; usitoe sindano za IM.',
      'Give antivenom now, prepare to ventilate (bag-valve-mask), neostigmine with atropine test; urgent transfer.':
        'Toa dawa ya sumu ya nyoka sasa, jiandae kumsaidia kupumua (bag-valve-mask), jaribio la neostigmine pamoja na atropine; mhamishe haraka.',
      'Give benzathine penicillin the same day (prevents congenital syphilis), treat the partner, and alert the birth attendant to examine and treat the newborn.':
        'Toa benzathine penicillin siku hiyo hiyo (huzuia kaswende ya kuzaliwa nayo), mtibu mwenzi, na mjulishe mhudumu wa uzazi amchunguze na kumtibu mtoto mchanga.',
      'Give doxycycline at once whatever the age; admit; manage shock.':
        'Toa doxycycline mara moja bila kujali umri; mlaze; tibu mshtuko.',
      'Give glucose now (oral if awake, IV if not), then review the dose of insulin or sulfonylurea.':
        'Toa glukosi sasa (kwa kunywa akiwa macho, kwa mshipa asipokuwa), kisha kagua dozi ya insulini au sulfonylurea.',
      'Give IV dextrose for glucose < 2.5 mmol/L (< 3 mmol/L in severe malnutrition), manage shock cautiously, monitor urine output; refer for high-dependency care.':
        'Toa dextrose kwa mshipa kwa sukari < 2.5 mmol/L (< 3 mmol/L kwa utapiamlo mkali), tibu mshtuko kwa tahadhari, fuatilia kiasi cha mkojo; toa rufaa kwa uangalizi maalum.',
      'Give IV glucose now (IM glucagon if no IV access), recheck glucose after 15 minutes, then feed once awake.':
        'Toa glukosi kwa mshipa sasa (glucagon IM ikiwa hakuna njia ya mshipa), pima sukari tena baada ya dakika 15, kisha mlishe akishaamka.',
      'Give IV/IM ceftriaxone immediately (do not delay for lumbar puncture), manage airway and convulsions, check glucose, admit; notify the surveillance officer.':
        'Toa ceftriaxone IV/IM mara moja (usichelewe kwa ajili ya kuchukua maji ya uti wa mgongo), simamia njia ya hewa na degedege, pima sukari, mlaze; mjulishe afisa wa ufuatiliaji wa magonjwa.',
      'Give oxygen, start IV aciclovir and refer for admission.':
        'Toa oksijeni, anza aciclovir ya mshipa na toa rufaa kwa kulazwa.',
      'Give oxygen, the first dose of IM/IV ampicillin (or benzylpenicillin) plus gentamicin, and refer urgently; keep the child warm and feeding.':
        'Toa oksijeni, dozi ya kwanza ya ampicillin IM/IV (au benzylpenicillin) pamoja na gentamicin, na toa rufaa ya haraka; mweke mtoto kwenye joto na aendelee kula.',
      'Give parenteral artesunate now (rectal artesunate before referral in a child under 6 if no injection is possible), check glucose and haemoglobin, and refer to hospital.':
        'Toa artesunate kwa sindano sasa (artesunate ya njia ya haja kubwa kabla ya rufaa kwa mtoto chini ya miaka 6 ikiwa sindano haiwezekani), pima sukari na himoglobini, na toa rufaa kwenda hospitali.',
      'Give the advanced HIV package: TB LAM and Xpert, serum CrAg, cotrimoxazole, TB preventive therapy when TB excluded, rapid ART.':
        'Toa kifurushi cha VVU iliyokomaa: TB LAM na Xpert, CrAg ya damu, cotrimoxazole, tiba ya kuzuia TB baada ya TB kuondolewa, kuanza ART haraka.',
      'Give the pre-referral or first dose of parenteral artesunate now (rectal artesunate in a child under 6 if no injection is possible), check glucose, and refer to hospital.':
        'Toa dozi ya kabla ya rufaa au ya kwanza ya artesunate kwa sindano sasa (artesunate ya njia ya haja kubwa kwa mtoto chini ya miaka 6 ikiwa sindano haiwezekani), pima sukari, na toa rufaa kwenda hospitali.',
      'Give thiamine IV before any glucose-containing fluid and refer.':
        'Toa thiamine ya mshipa kabla ya maji yoyote yenye glukosi na toa rufaa.',
      'Give vitamin A and the first dose of an appropriate antibiotic (pneumonia), oxygen if hypoxaemic, and refer urgently.':
        'Toa vitamini A na dozi ya kwanza ya antibiotiki inayofaa (nimonia), oksijeni ikiwa oksijeni mwilini ni pungufu, na toa rufaa ya haraka.',
      'Goitre with stridor or difficulty swallowing: compression':
        'Goita pamoja na sauti ya kukoroma au shida ya kumeza: kubana',
      'Haematemesis or melaena: bleeding oesophageal varices from hepatosplenic schistosomiasis':
        'Kutapika damu au kinyesi cheusi: kuvuja damu kwa mishipa iliyovimba ya umio kutokana na kichocho cha ini na bandama',
      Haemoptysis: 'Kukohoa damu',
      'Haemoptysis, night sweats or weight loss: exclude TB and lung cancer':
        'Kukohoa damu, kutokwa jasho usiku au kupungua uzito: ondoa uwezekano wa TB na saratani ya mapafu',
      'Haemotoxic envenoming: bleeding or 20-minute whole-blood clotting test positive':
        'Sumu ya nyoka inayoathiri damu: kutokwa damu au kipimo cha kuganda kwa damu cha dakika 20 chanya',
      'Head injury with GCS ≤ 8, fits, a focal deficit or a lucid interval (intracranial bleed)':
        'Jeraha la kichwa lenye GCS ≤ 8, degedege, upungufu wa neva sehemu moja au kipindi cha kurudiwa na fahamu kwa muda (kuvuja damu ndani ya fuvu)',
      'Head injury with reduced GCS, repeated vomiting, loss of consciousness, or on anticoagulants':
        'Jeraha la kichwa lenye GCS iliyopungua, kutapika mara kwa mara, kupoteza fahamu, au anatumia dawa za kuzuia damu kuganda',
      'Headache with focal deficit, very high blood pressure or late pregnancy':
        'Maumivu ya kichwa pamoja na upungufu wa neva wa sehemu moja, shinikizo la damu la juu sana au mimba iliyokaribia kujifungua',
      'Headache with neck stiffness': 'Maumivu ya kichwa pamoja na shingo kukakamaa',
      'Headache with neck stiffness or petechial rash: meningitis':
        'Maumivu ya kichwa pamoja na shingo kukakamaa au vipele vya madoa ya damu: homa ya uti wa mgongo',
      'Headache, neck stiffness, drowsiness or fits with a discharging ear: intracranial spread':
        'Maumivu ya kichwa, shingo kukakamaa, usingizi au degedege pamoja na sikio linalotoa usaha: kuenea ndani ya fuvu',
      'Heart failure late in pregnancy or after delivery: peripartum cardiomyopathy':
        'Moyo kushindwa mwishoni mwa ujauzito au baada ya kujifungua: peripartum cardiomyopathy',
      'Mania in the weeks after birth: postpartum psychosis':
        'Mania katika wiki za baada ya kujifungua: saikosisi ya baada ya kujifungua',
      'Heavy bleeding after birth (≥ 500 mL or soaking pads) or a retained placenta':
        'Kutokwa damu nyingi baada ya kujifungua (≥ 500 mL au pedi kulowa) au kondo la nyuma kubaki',
      'High fever in sickle cell disease (risk of overwhelming pneumococcal sepsis)':
        'Homa kali katika ugonjwa wa selimundu (hatari ya sepsis kali ya pneumococcus)',
      'High risk of death: vitamin A, assess for SAM complications, admit.':
        'Hatari kubwa ya kifo: vitamini A, tathmini matatizo ya SAM, mlaze.',
      'High-flow oxygen, continuous nebulised salbutamol, IV corticosteroid and IV magnesium; transfer to intensive care.':
        'Oksijeni ya kiwango kikubwa, salbutamol kwa nebuliser mfululizo, corticosteroid ya mshipa na magnesiamu ya mshipa; mhamishe kwenda uangalizi mahututi.',
      'High-flow oxygen, early airway assessment by a skilled clinician (swelling closes the airway within hours); refer immediately.':
        'Oksijeni ya kiwango kikubwa, tathmini ya mapema ya njia ya hewa na mtaalamu mwenye ujuzi (uvimbe hufunga njia ya hewa ndani ya saa chache); toa rufaa mara moja.',
      'Hives with breathing difficulty, wheeze or low blood pressure: anaphylaxis':
        'Vipele vya mzio pamoja na shida ya kupumua, kukoroma kifuani au shinikizo la chini la damu: anaphylaxis',
      'Hot swollen joint or a limb the child will not move: septic arthritis until proved otherwise':
        'Kiungo cha moto kilichovimba au kiungo ambacho mtoto hakisogezi: maambukizi ya kiungo hadi ithibitishwe vinginevyo',
      'Hot swollen joint with fever: septic arthritis or crystal arthritis, not osteoarthritis':
        'Kiungo cha moto kilichovimba pamoja na homa: maambukizi ya kiungo au uvimbe wa fuwele, si osteoarthritis',
      'Hot swollen joint with high fever, shock or a wound: septic arthritis until proven otherwise':
        'Kiungo cha moto kilichovimba pamoja na homa kali, mshtuko au jeraha: maambukizi ya kiungo hadi ithibitishwe vinginevyo',
      'Hypoglycaemia or hypothermia in SAM': 'Sukari ya chini au joto la chini katika SAM',
      'Hypoglycaemia or shock in severe malaria': 'Sukari ya chini au mshtuko katika malaria kali',
      'Hypoxaemia (SpO2 < 90%)': 'Oksijeni pungufu mwilini (SpO2 < 90%)',
      'Hypoxaemia or respiratory distress with chickenpox: varicella pneumonia':
        'Oksijeni pungufu au shida ya kupumua pamoja na tetekuwanga: nimonia ya varicella',
      'Hypoxaemia or respiratory distress: acute chest syndrome':
        'Oksijeni pungufu au shida ya kupumua: acute chest syndrome',
      'Hypoxaemia, respiratory distress or shock: decompensated rheumatic heart disease':
        'Oksijeni pungufu, shida ya kupumua au mshtuko: ugonjwa wa moyo wa rheumatic uliozidiwa',
      'IM adrenaline (1 mg/mL) 0.01 mg/kg into the mid-outer thigh now (max 0.5 mg adult, 0.3 mg child), repeat every 5 to 15 minutes as needed; call for help, lie flat with legs raised (sit up if breathing is hard), oxygen, IV fluid bolus.':
        'Adrenaline IM (1 mg/mL) 0.01 mg/kg katikati ya upande wa nje wa paja sasa (kiwango cha juu 0.5 mg mtu mzima, 0.3 mg mtoto), rudia kila dakika 5 hadi 15 inapohitajika; ita msaada, mlaze chali na miguu juu (mketishe ikiwa kupumua ni kugumu), oksijeni, bolasi ya maji ya mshipa.',
      'Infant: 5 back blows then 5 chest thrusts; child or adult: 5 back blows then 5 abdominal thrusts; repeat; if unconscious start CPR and look in the mouth before breaths; oxygen; immediate referral for bronchoscopy.':
        'Mtoto mchanga: mapigo 5 mgongoni kisha misukumo 5 ya kifua; mtoto au mtu mzima: mapigo 5 mgongoni kisha misukumo 5 ya tumbo; rudia; akipoteza fahamu anza CPR na angalia mdomoni kabla ya kumpa pumzi; oksijeni; rufaa ya mara moja kwa bronchoscopy.',
      'Infected or haemorrhagic lesions (secondary streptococcal or staphylococcal infection)':
        'Vidonda vyenye maambukizi au vinavyotoa damu (maambukizi yanayofuata ya streptococcus au staphylococcus)',
      'Injured patient with shock, heavy bleeding, coma or breathing difficulty':
        'Majeruhi mwenye mshtuko, kutokwa damu nyingi, koma au shida ya kupumua',
      'Intentional self-poisoning': 'Kujitia sumu kwa makusudi',
      'Intracranial complication of otitis (meningitis, abscess): neck stiffness or coma':
        'Tatizo ndani ya fuvu kutokana na maambukizi ya sikio (homa ya uti wa mgongo, jipu): shingo kukakamaa au koma',
      'Irregular or slow pulse or low blood pressure in diphtheria: toxic myocarditis':
        'Mapigo yasiyo na mpangilio au ya polepole au shinikizo la chini la damu katika dondakoo: uvimbe wa misuli ya moyo kutokana na sumu',
      'Ischaemic chest pain, ischaemic ECG or raised troponin':
        'Maumivu ya kifua ya moyo kukosa damu, ECG ya ischaemia au troponin iliyopanda',
      'Isolate in a cholera treatment area, notify the county/district surveillance officer within 24 hours, and collect a stool sample for culture.':
        'Mtenge katika eneo la matibabu ya kipindupindu, mjulishe afisa wa ufuatiliaji wa magonjwa wa kaunti/wilaya ndani ya saa 24, na chukua sampuli ya kinyesi kwa uoteshaji (culture).',
      'Isolate now with full PPE, limit contacts, notify the surveillance officer immediately, collect samples per national protocol; resuscitate with IV fluids.':
        'Mtenge sasa kwa PPE kamili, punguza wanaomgusa, mjulishe afisa wa ufuatiliaji wa magonjwa mara moja, chukua sampuli kufuata itifaki ya kitaifa; fufua kwa maji ya mshipa.',
      'Isolate with droplet precautions (mask on patient and staff), start IV gentamicin or ciprofloxacin at once, notify the district surveillance officer the same day, trace and give prophylaxis to contacts.':
        'Mtenge kwa tahadhari za matone (barakoa kwa mgonjwa na wahudumu), anza gentamicin au ciprofloxacin ya mshipa mara moja, mjulishe afisa wa ufuatiliaji wa magonjwa wa wilaya siku hiyo hiyo, fuatilia na toa kinga kwa waliogusana naye.',
      'Isolate with standard and contact precautions until VHF is excluded; test for malaria and dengue, check platelets and clotting, ask about exposures; notify if no other cause is found.':
        'Mtenge kwa tahadhari za kawaida na za kugusana hadi VHF iondolewe; pima malaria na dengue, pima chembe sahani na kuganda kwa damu, uliza kuhusu mikutano na vyanzo vya maambukizi; toa taarifa ikiwa hakuna chanzo kingine kinachopatikana.',
      'Isolate, sedate and provide palliative care in a quiet room; staff use PPE; notify.':
        'Mtenge, mpe dawa ya kutuliza na huduma shufaa katika chumba chenye utulivu; wahudumu watumie PPE; toa taarifa.',
      'IV access, haemoglobin and group and crossmatch; urgent ultrasound and gynaecology review.':
        'Njia ya mshipa, himoglobini na kupima kundi la damu na kulinganisha damu; ultrasound ya haraka na kuonwa na daktari wa magonjwa ya wanawake.',
      'IV antibiotics (benzylpenicillin or ceftriaxone), careful fluids, admit; dialysis may be needed.':
        'Antibiotiki za mshipa (benzylpenicillin au ceftriaxone), maji kwa uangalifu, mlaze; dialysis inaweza kuhitajika.',
      'IV antibiotics (ceftriaxone) and same-day referral to ENT/ophthalmology.':
        'Antibiotiki za mshipa (ceftriaxone) na rufaa siku hiyo hiyo kwa ENT/macho.',
      'IV antibiotics (cloxacillin or ceftriaxone) and admission.':
        'Antibiotiki za mshipa (cloxacillin au ceftriaxone) na kulazwa.',
      'IV antibiotics and urgent ENT referral.':
        'Antibiotiki za mshipa na rufaa ya haraka kwa daktari wa masikio, pua na koo (ENT).',
      'IV fluid bolus, urgent echo-guided pericardiocentesis by a trained clinician; refer at once.':
        'Bolasi ya maji ya mshipa, pericardiocentesis ya haraka kwa mwongozo wa echo na mtaalamu aliyefunzwa; toa rufaa mara moja.',
      'IV fluids and urgent referral for stenting or feeding access.':
        'Maji kwa mshipa na rufaa ya haraka kwa kuweka stent au njia ya kulishia.',
      'IV fluids and urgent referral.': 'Maji kwa mshipa na rufaa ya haraka.',
      'IV fluids and urgent referral; check glucose, sodium and creatinine.':
        'Maji kwa mshipa na rufaa ya haraka; pima sukari, sodiamu na creatinine.',
      'IV fluids by burn area and weight, analgesia, cover with clean film or cloth, keep warm, tetanus prophylaxis; refer to a burns unit.':
        'Maji kwa mshipa kulingana na eneo la kuungua na uzito, dawa za maumivu, funika kwa karatasi safi ya plastiki au kitambaa safi, mpe joto, kinga ya pepopunda; toa rufaa kwenda wodi ya walioungua.',
      'IV fluids fast, and immediate transfer for laparotomy; do not give oxytocin.':
        'Maji kwa mshipa kwa kasi, na kumhamisha mara moja kwa upasuaji wa tumbo; usitoe oxytocin.',
      'IV fluids fast, remove products visible at the os with ring forceps, oxytocin or misoprostol; start antibiotics if infection is possible; refer immediately.':
        'Maji kwa mshipa kwa kasi, ondoa mabaki yanayoonekana kwenye mlango wa kizazi kwa ring forceps, oxytocin au misoprostol; anza antibiotiki ikiwa maambukizi yanawezekana; toa rufaa mara moja.',
      'IV fluids, analgesia, nil by mouth while vomiting, same-day hospital admission.':
        'Maji kwa mshipa, dawa za maumivu, asile wala asinywe akiwa anatapika, kulazwa hospitali siku hiyo hiyo.',
      'IV fluids, antivenom, treat anaphylaxis to antivenom with adrenaline if present.':
        'Maji kwa mshipa, dawa ya sumu ya nyoka, tibu anaphylaxis ya dawa ya sumu kwa adrenaline ikitokea.',
      'IV fluids, catheterise the bladder, antibiotics if membranes ruptured > 18 hours or fever; never augment an obstructed labour with oxytocin; refer for caesarean or assisted delivery.':
        'Maji kwa mshipa, weka katheta kwenye kibofu, antibiotiki ikiwa chupa imepasuka > saa 18 au kuna homa; kamwe usiongeze uchungu uliozuiliwa kwa oxytocin; toa rufaa kwa upasuaji (caesarean) au kujifungua kwa kusaidiwa.',
      'IV fluids, IV antibiotics, urgent referral for biliary drainage (ERCP or surgery).':
        'Maji kwa mshipa, antibiotiki za mshipa, rufaa ya haraka kwa kutoa nyongo (ERCP au upasuaji).',
      'IV fluids, start ampicillin + gentamicin + metronidazole now, oxygen; remove the source (retained products) in hospital; refer immediately.':
        'Maji kwa mshipa, anza ampicillin + gentamicin + metronidazole sasa, oksijeni; ondoa chanzo (mabaki ya mimba au kondo) hospitalini; toa rufaa mara moja.',
      'IV saline (not glucose first), antiemetic, thiamine; admit if ketonuria persists.':
        'Saline kwa mshipa (si glukosi kwanza), dawa ya kuzuia kutapika, thiamine; mlaze ikiwa ketoni kwenye mkojo zinaendelea.',
      'Jaundice, kidney failure, bleeding or blood-stained sputum: severe leptospirosis (Weil disease, pulmonary haemorrhage)':
        'Manjano, figo kushindwa, kutokwa damu au makohozi yenye damu: leptospirosis kali (ugonjwa wa Weil, kuvuja damu kwenye mapafu)',
      'Jaundiced newborn not feeding, with abnormal posture or convulsions (acute bilirubin encephalopathy)':
        'Mtoto mchanga mwenye manjano asiyenyonya, mwenye mkao usio wa kawaida au degedege (athari kali ya bilirubini kwenye ubongo)',
      'Joint aspiration and ceftriaxone; treat partners.':
        'Kunyonya majimaji ya kiungo na ceftriaxone; watibu wenzi.',
      'Joint pains or murmur after sore throat: possible acute rheumatic fever':
        'Maumivu ya viungo au sauti isiyo ya kawaida ya moyo baada ya maumivu ya koo: uwezekano wa homa kali ya rheumatic',
      'Kala-azar with severe anaemia or shock': 'Kala-azar pamoja na upungufu mkubwa wa damu au mshtuko',
      'Keep cooling; IV normal saline in small boluses; urinary catheter and fluid balance; refer for high dependency care.':
        'Endelea kupoza mwili; normal saline ya mshipa kwa bolasi ndogo; katheta ya mkojo na uwiano wa maji; toa rufaa kwa uangalizi maalum.',
      'Keep the patient upright and calm, do not examine the throat forcibly, give IV antibiotics and refer to ENT/hospital.':
        'Mweke mgonjwa wima na mtulivu, usichunguze koo kwa nguvu, toa antibiotiki za mshipa na toa rufaa kwa ENT/hospitali.',
      'Kerosene swallowed with breathing difficulty, low SpO2 or drowsiness (aspiration pneumonitis)':
        'Mafuta ya taa yaliyomezwa pamoja na shida ya kupumua, SpO2 ya chini au usingizi (uvimbe wa mapafu kutokana na kuvuta kimiminika)',
      'Ketones, deep breathing or confusion with high glucose in pregnancy (ketoacidosis)':
        'Ketoni, kupumua kwa kina au kuchanganyikiwa pamoja na sukari ya juu wakati wa ujauzito (ketoacidosis)',
      'Kidney failure, low platelets or severe anaemia after bloody diarrhoea (haemolytic-uraemic syndrome)':
        'Figo kushindwa, chembe sahani chache au upungufu mkubwa wa damu baada ya kuharisha damu (haemolytic-uraemic syndrome)',
      'Koplik spots with red eyes: measles': 'Madoa ya Koplik pamoja na macho mekundu: surua',
      'Labour longer than 12 hours, not progressing, or signs of obstruction':
        'Uchungu zaidi ya saa 12, hauendelei, au dalili za kuzuiliwa',
      'Labour with shock, bleeding or contractions that stop suddenly (ruptured uterus)':
        'Uchungu pamoja na mshtuko, kutokwa damu au mikazo inayokoma ghafla (mji wa mimba kupasuka)',
      'Large effusion or empyema with low oxygen, distress or shock':
        'Maji mengi kwenye utando wa mapafu au usaha (empyema) pamoja na oksijeni ya chini, dhiki au mshtuko',
      'Life-threatening asthma: cyanosis or reduced consciousness':
        'Pumu inayohatarisha maisha: rangi ya bluu au fahamu kupungua',
      'Little or no urine or rising creatinine: obstruction of a single or both kidneys':
        'Mkojo kidogo au hakuna au creatinine inayopanda: kuziba kwa figo moja pekee au figo zote mbili',
      'Little urine after starting treatment or with a large Burkitt tumour: tumour lysis':
        'Mkojo kidogo baada ya kuanza matibabu au pamoja na uvimbe mkubwa wa Burkitt: tumour lysis',
      'Little urine or raised creatinine: obstructive uropathy':
        'Mkojo kidogo au creatinine iliyopanda: kuziba kwa njia ya mkojo',
      'Little urine or rising creatinine: ureteric obstruction from advanced disease':
        'Mkojo kidogo au creatinine inayopanda: kuziba kwa mirija ya mkojo kutokana na ugonjwa uliokomaa',
      'Localised right iliac fossa tenderness with guarding: acute appendicitis':
        'Maumivu ya kuguswa sehemu ya chini kulia ya tumbo pamoja na misuli kukaza: kidole tumbo (appendicitis) kali',
      'Longer aciclovir course; check ART and CD4; refer if ulcers persist beyond 2 weeks.':
        'Dozi ndefu zaidi ya aciclovir; hakiki ART na CD4; toa rufaa vidonda vikiendelea zaidi ya wiki 2.',
      'Look for and treat the trigger (bleeding, infection, constipation, sedatives, low potassium), check glucose, lactulose, admit.':
        'Tafuta na utibu kichocheo (kutokwa damu, maambukizi, kufunga choo, dawa za usingizi, potasiamu ya chini), pima sukari, lactulose, mlaze.',
      'Loosen casts and dressings, realign gently, and refer immediately.':
        'Legeza plasta na bandeji, nyoosha kiungo kwa upole, na toa rufaa mara moja.',
      'Low blood glucose on diabetes treatment':
        'Sukari ya chini kwenye damu akiwa kwenye matibabu ya kisukari',
      'Low blood pressure, raised neck veins and muffled heart sounds: cardiac tamponade':
        'Shinikizo la chini la damu, mishipa ya shingo iliyovimba na sauti za moyo zilizofifia: cardiac tamponade',
      'Lower abdominal pain or cervical motion tenderness in a woman: pelvic inflammatory disease':
        'Maumivu ya chini ya tumbo au maumivu ya kusogeza shingo ya kizazi kwa mwanamke: maambukizi ya via vya uzazi (PID)',
      'Lumbar puncture and induction antifungal therapy; defer ART 4-6 weeks.':
        'Kuchukua maji ya uti wa mgongo na tiba ya fangasi ya awamu ya kwanza; ahirisha ART wiki 4-6.',
      'Magnesium sulfate and obstetric emergency care.': 'Magnesium sulfate na huduma ya dharura ya uzazi.',
      'Magnesium sulfate to prevent eclampsia, antihypertensive (hydralazine, labetalol or nifedipine) to keep BP below 160/110, and transfer for delivery.':
        'Magnesium sulfate kuzuia eclampsia, dawa ya kushusha shinikizo la damu (hydralazine, labetalol au nifedipine) kuweka shinikizo chini ya 160/110, na mhamishe kwa ajili ya kujifungua.',
      'Malaria in pregnancy': 'Malaria wakati wa ujauzito',
      'Manage as acute stroke; urgent referral.': 'Mtibu kama kiharusi cha ghafla; rufaa ya haraka.',
      'Manage as measles: vitamin A, isolation and notification.':
        'Mtibu kama surua: vitamini A, kumtenga na kuripoti.',
      'Manage as meningitis, encephalitis or stroke; urgent referral.':
        'Mtibu kama homa ya uti wa mgongo, uvimbe wa ubongo au kiharusi; rufaa ya haraka.',
      'Manage as PID (add metronidazole, 14-day course) and exclude pregnancy.':
        'Mtibu kama PID (ongeza metronidazole, dozi ya siku 14) na ondoa uwezekano wa ujauzito.',
      'Manage as severe acute malnutrition (outpatient RUTF or inpatient stabilisation if complicated).':
        'Mtibu kama utapiamlo mkali (RUTF kwa mgonjwa wa nje au kumlaza kutuliza hali ikiwa kuna matatizo).',
      'Manage as severe malaria: parenteral artesunate, correct hypoglycaemia, transfuse if Hb < 5 g/dL (children) or < 7 g/dL (adults), refer.':
        'Mtibu kama malaria kali: artesunate kwa sindano, rekebisha sukari ya chini, mwongezee damu ikiwa Hb < 5 g/dL (watoto) au < 7 g/dL (watu wazima), toa rufaa.',
      'Maternal sepsis with shock or altered consciousness':
        'Sepsis ya mama yenye mshtuko au fahamu kubadilika',
      'Measles in a malnourished child': 'Surua kwa mtoto mwenye utapiamlo',
      'Measure haemoglobin now; parenteral artesunate; prepare transfusion if Hb < 5 g/dL (children) or < 7 g/dL (adults).':
        'Pima himoglobini sasa; artesunate kwa sindano; andaa kuongezewa damu ikiwa Hb < 5 g/dL (watoto) au < 7 g/dL (watu wazima).',
      'Measure SpO2 and respiratory rate the same day; assess for pneumonia and thrombosis.':
        'Pima SpO2 na kasi ya kupumua siku hiyo hiyo; tathmini nimonia na damu kuganda.',
      'Measure SpO2 and respiratory rate the same day; start oseltamivir and assess for viral or bacterial pneumonia.':
        'Pima SpO2 na kasi ya kupumua siku hiyo hiyo; anza oseltamivir na tathmini nimonia ya virusi au ya bakteria.',
      'MUAC < 115 mm, oedema of both feet or a failed appetite test: severe acute malnutrition':
        'MUAC < 115 mm, uvimbe wa miguu yote miwili au kushindwa kipimo cha hamu ya kula: utapiamlo mkali',
    },
  },
];
