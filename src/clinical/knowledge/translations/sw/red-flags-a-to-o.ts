import type { TranslationGroup } from '../types';

/** swahiliRedFlags (see red-flags.ts), the entries whose English key starts with a to o. */
export const swahiliRedFlagsAToO: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Abdominal ultrasound and start metronidazole; refer if large (risk of rupture) or not improving in 72 hours.':
        'Ultrasound ya tumbo na anza metronidazole; toa rufaa ikiwa ni kubwa (hatari ya kupasuka) au haliboreki ndani ya saa 72.',
      'Acidotic (Kussmaul) breathing or ketotic breath':
        'Kupumua kwa asidi (Kussmaul) au pumzi yenye harufu ya ketoni',
      'Acute attack (adenolymphangitis) with spreading cellulitis':
        'Shambulio la ghafla (adenolymphangitis) pamoja na cellulitis inayoenea',
      'Acute pulmonary oedema or respiratory failure':
        'Maji kujaa ghafla kwenye mapafu au mfumo wa kupumua kushindwa',
      'Admit for inpatient stabilisation (F-75, antibiotics, glucose and warmth); do not manage as an outpatient.':
        'Mlaze kwa ajili ya kumtuliza hali (F-75, antibiotiki, sukari na joto); usimtibu kama mgonjwa wa nje.',
      'Admit for IV ceftriaxone, doxycycline and metronidazole; ultrasound for abscess; surgical review.':
        'Mlaze kwa ceftriaxone ya mshipa, doxycycline na metronidazole; ultrasound kutafuta jipu; kuonwa na daktari wa upasuaji.',
      'Admit for IV fluids, glucose monitoring and assessment for decompensated liver disease.':
        'Mlaze kwa maji ya mshipa, ufuatiliaji wa sukari na tathmini ya ugonjwa wa ini uliozidiwa.',
      'Admit: IV isotonic crystalloid per WHO group B, haematocrit every 4-6 hours, strict fluid balance.':
        'Mlaze: crystalloid ya isotonic kwa mshipa kufuata kundi B la WHO, haematocrit kila saa 4-6, ufuatiliaji makini wa uwiano wa maji.',
      'Admit: oxygen, gentle suction of the nose and throat, nasogastric feeds if unable to feed, erythromycin; refer for intensive care if apnoea recurs.':
        'Mlaze: oksijeni, kunyonya kamasi puani na kooni kwa upole, chakula kwa mrija wa pua hadi tumboni akishindwa kula, erythromycin; toa rufaa kwa uangalizi mahututi akiacha kupumua tena.',
      'Admit; urgent LP with opening pressure and therapeutic CSF drainage; start induction antifungals.':
        'Mlaze; LP ya haraka pamoja na kupima shinikizo la mwanzo na kutoa CSF kama tiba; anza dawa za fangasi za awamu ya kwanza.',
      'Advanced HIV disease (CD4 < 200 cells/mm3 or WHO stage 3-4)':
        'Ugonjwa wa VVU uliokomaa (CD4 < 200 cells/mm3 au hatua ya WHO 3-4)',
      'After drowning: unconscious, blue, hypoxic or struggling to breathe':
        'Baada ya kuzama majini: amepoteza fahamu, rangi ya bluu, oksijeni pungufu au anahangaika kupumua',
      'Agitation or aggression with risk to others': 'Kuhangaika au ukali wenye hatari kwa wengine',
      'Airway and breathing support, oxygen, check glucose, phenobarbital for convulsions, and transfer to a newborn unit.':
        'Kusaidia njia ya hewa na kupumua, oksijeni, pima sukari, phenobarbital kwa degedege, na mhamishe kwenda wodi ya watoto wachanga.',
      'Airway and oxygen, check glucose; give a benzodiazepine now (rectal or IV diazepam, buccal or IM midazolam), repeat once after 10 minutes, then phenobarbital or phenytoin and refer.':
        'Njia ya hewa na oksijeni, pima sukari; toa benzodiazepine sasa (diazepam kwa njia ya haja kubwa au mshipa, midazolam shavuni au IM), rudia mara moja baada ya dakika 10, kisha phenobarbital au phenytoin na toa rufaa.',
      'Airway, suction, oxygen; IV atropine now, doubling the dose every 5 minutes until the chest is clear, heart rate > 80/min and systolic BP > 80 mmHg; intubate if needed.':
        'Njia ya hewa, kunyonya majimaji, oksijeni; atropine kwa mshipa sasa, ukizidisha dozi mara mbili kila dakika 5 hadi kifua kiwe safi, mapigo ya moyo > 80/min na shinikizo la juu la damu > 80 mmHg; weka mrija wa hewa ikihitajika.',
      'Altered consciousness, seizures or focal signs (raised intracranial pressure)':
        'Fahamu kubadilika, degedege au dalili za sehemu moja ya neva (shinikizo kubwa ndani ya fuvu)',
      'Ampicillin + gentamicin + metronidazole now, IV fluids, and refer for evacuation of the uterus within hours; ask about instrumentation (risk of perforation, tetanus).':
        'Ampicillin + gentamicin + metronidazole sasa, maji kwa mshipa, na toa rufaa kwa kusafisha mji wa mimba ndani ya saa chache; uliza kama vifaa viliingizwa (hatari ya kutoboka, pepopunda).',
      'Analgesia, scrotal support, cold compresses; same-day surgical review if torsion is possible.':
        'Dawa za maumivu, kushikilia korodani, kitambaa cha baridi; kuonwa na daktari wa upasuaji siku hiyo hiyo ikiwa kujisokota kunawezekana.',
      'Anaphylaxis: airway swelling, breathing difficulty or shock after an allergen':
        'Anaphylaxis: njia ya hewa kuvimba, shida ya kupumua au mshtuko baada ya kitu cha mzio',
      'Assess suicide risk now; do not leave the person alone; remove means (pesticides, medicines, ropes); involve family and refer to mental health services the same day if imminent risk.':
        'Tathmini hatari ya kujiua sasa; usimwache mtu huyo peke yake; ondoa vifaa (dawa za kuua wadudu, dawa, kamba); shirikisha familia na toa rufaa kwa huduma za afya ya akili siku hiyo hiyo ikiwa hatari iko karibu.',
      'Avoid large fluid boluses; oxygen; urgent transfer for inotropes and echocardiography.':
        'Epuka bolasi kubwa za maji; oksijeni; mhamishe haraka kwa inotropes na echocardiography.',
      'Back pain with weak legs or loss of bladder control: spinal cord compression from bone spread':
        'Maumivu ya mgongo pamoja na miguu dhaifu au kushindwa kuzuia mkojo: kubanwa kwa uti wa mgongo kutokana na saratani iliyoenea kwenye mifupa',
      'Bite or scratch by a possibly rabid animal': 'Kuumwa au kukwaruzwa na mnyama anayeweza kuwa na kichaa',
      'Black stool or vomiting blood: upper gastrointestinal bleeding':
        'Kinyesi cheusi au kutapika damu: kutokwa damu sehemu ya juu ya njia ya chakula',
      'Bleeding after birth with signs of shock (pulse > 100-110, systolic BP < 90, cold clammy skin, confusion)':
        'Kutokwa damu baada ya kujifungua pamoja na dalili za mshtuko (mapigo > 100-110, shinikizo la juu la damu < 90, ngozi baridi yenye jasho, kuchanganyikiwa)',
      'Bleeding after sex or after the menopause: examine the cervix and refer for biopsy':
        'Kutokwa damu baada ya kujamiiana au baada ya kukoma hedhi: chunguza shingo ya kizazi na toa rufaa kwa sampuli ya nyama',
      'Blood and urine cultures, IV antibiotics, urgent urology referral for drainage (stent or nephrostomy).':
        'Uoteshaji wa damu na mkojo, antibiotiki za mshipa, rufaa ya haraka kwa daktari wa njia ya mkojo kwa kutoa mkojo (stent au nephrostomy).',
      'Blood culture and malaria test, then parenteral antibiotic (ceftriaxone) without delay.':
        'Kipimo cha damu (blood culture) na kipimo cha malaria, kisha antibiotiki kwa sindano (ceftriaxone) bila kuchelewa.',
      'Blurred vision or deep sighing breathing after drinking: methanol poisoning (blindness and death follow)':
        'Kuona ukungu au kupumua kwa kina kama kuhema baada ya kunywa pombe: sumu ya methanol (upofu na kifo hufuata)',
      'Breast lump, skin dimpling or nipple retraction or bleeding':
        'Uvimbe kwenye titi, ngozi kubonyea au chuchu kuingia ndani au kutoa damu',
      'Bronchorrhoea, bronchospasm, respiratory failure or coma':
        'Majimaji mengi kwenye njia ya hewa, kubana kwa njia ya hewa, mfumo wa kupumua kushindwa au koma',
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
      'Cannot keep fluids down with dehydration in pregnancy':
        'Kushindwa kubakiza maji tumboni pamoja na upungufu wa maji mwilini wakati wa ujauzito',
      'Cardiogenic shock (low blood pressure, poor perfusion) or cyanosis':
        'Mshtuko unaotokana na moyo (shinikizo la chini la damu, damu kutofika vizuri mwilini) au rangi ya bluu',
      'Catheterise and refer.': 'Weka katheta na toa rufaa.',
      'Check glucose, note the time last seen well, transfer now to a hospital with CT (thrombolysis possible within 4.5 hours of onset).':
        'Pima sukari, andika saa alipoonekana mzima mara ya mwisho, mhamishe sasa kwenda hospitali yenye CT (thrombolysis inawezekana ndani ya saa 4.5 tangu kuanza).',
      'Check glucose, oxygen, temperature and blood pressure now; look for infection, dehydration, hypoxia, drugs, alcohol withdrawal, urinary retention and stroke; treat the cause; admit.':
        'Pima sukari, oksijeni, joto na shinikizo la damu sasa; tafuta maambukizi, upungufu wa maji, oksijeni pungufu, dawa, kuacha pombe ghafla, mkojo kubaki na kiharusi; tibu chanzo; mlaze.',
      'Check visual acuity and cornea (fluorescein); refer to an eye clinic the same day.':
        'Pima uwezo wa kuona na konea (fluorescein); toa rufaa kwenda kliniki ya macho siku hiyo hiyo.',
      'Clinical breast examination and referral for triple assessment (imaging and biopsy) within 2 weeks.':
        'Uchunguzi wa titi kwa mkono na rufaa kwa tathmini ya hatua tatu (picha na sampuli ya nyama) ndani ya wiki 2.',
      'Clinical rabies (hydrophobia, aerophobia, agitation, paraesthesia at the bite site)':
        'Kichaa cha mbwa kinachoonekana kliniki (kuogopa maji, kuogopa upepo, kuhangaika, ganzi au kuwashwa mahali alipoumwa)',
      'Cold newborn with apnoea, slow heart rate or fits':
        'Mtoto mchanga mwenye baridi anayeacha kupumua, mapigo ya moyo ya polepole au degedege',
      'Coma or convulsions (cerebral malaria)': 'Koma au degedege (malaria ya ubongo)',
      'Coma with severe hypertension: encephalopathy or intracerebral haemorrhage':
        'Koma pamoja na shinikizo kubwa la damu: athari kwenye ubongo au kuvuja damu ndani ya ubongo',
      'Complicated SAM: failed appetite test, oedema, or a danger sign':
        'SAM yenye matatizo: ameshindwa kipimo cha hamu ya kula, uvimbe wa maji, au dalili ya hatari',
      'Confusion or drowsiness: hepatic encephalopathy':
        'Kuchanganyikiwa au usingizi: athari ya ini kwenye ubongo',
      'Confusion that came on over hours or days: delirium, a medical emergency until its cause is found':
        'Kuchanganyikiwa kulikoanza ndani ya saa au siku chache: delirium, dharura ya kitabibu hadi chanzo chake kipatikane',
      'Control bleeding, IV fluids, splint, cover the wound with a sterile dressing, IV antibiotics and tetanus prophylaxis, refer for surgery within hours.':
        'Dhibiti damu, maji kwa mshipa, banzi, funika jeraha kwa bandeji safi isiyo na vijidudu, antibiotiki za mshipa na kinga ya pepopunda, toa rufaa kwa upasuaji ndani ya saa chache.',
      'Controlled oxygen, nebulised salbutamol with ipratropium, prednisolone, antibiotic if sputum is purulent; admit.':
        'Oksijeni iliyodhibitiwa, salbutamol kwa nebuliser pamoja na ipratropium, prednisolone, antibiotiki ikiwa makohozi yana usaha; mlaze.',
      'Cord infection with spreading redness or a danger sign (severe infection)':
        'Maambukizi ya kitovu yenye wekundu unaoenea au dalili ya hatari (maambukizi makali)',
      'Crystalloid bolus per WHO group C, reassess, transfuse for severe bleeding; refer for intensive care.':
        'Bolasi ya crystalloid kufuata kundi C la WHO, tathmini upya, mwongezee damu kwa kutokwa damu kwingi; toa rufaa kwa uangalizi mahututi.',
      'Dengue with warning signs (mucosal bleeding, persistent vomiting, lethargy or restlessness, liver enlargement, rising haematocrit with falling platelets)':
        'Dengue yenye dalili za tahadhari (kutokwa damu kwenye utando laini, kutapika kusikoisha, kulegea au kutotulia, ini kuongezeka ukubwa, haematocrit kupanda huku chembe sahani zikishuka)',
      'Dexamethasone and same-day referral for MRI and radiotherapy or surgery.':
        'Dexamethasone na rufaa siku hiyo hiyo kwa MRI na tiba ya mionzi au upasuaji.',
      'Diphtheria with stridor, drooling or breathing difficulty: the membrane is closing the airway':
        'Dondakoo pamoja na sauti ya kukoroma, kudondosha mate au shida ya kupumua: utando unafunga njia ya hewa',
      'Do not examine the throat roughly; oxygen; call the most skilled person for intubation or tracheostomy; give diphtheria antitoxin and antibiotic; refer now.':
        'Usichunguze koo kwa nguvu; oksijeni; mwite mtaalamu mwenye ujuzi zaidi kwa kuweka mrija wa hewa au tracheostomy; toa antitoxin ya dondakoo na antibiotiki; toa rufaa sasa.',
      'ECG within 10 minutes, aspirin to chew (unless allergic), refer now for reperfusion (fibrinolysis within 12 hours of onset if PCI is not possible within 2 hours).':
        'ECG ndani ya dakika 10, aspirin ya kutafuna (isipokuwa ana mzio), toa rufaa sasa kwa kurudisha mtiririko wa damu (fibrinolysis ndani ya saa 12 tangu kuanza ikiwa PCI haiwezekani ndani ya saa 2).',
      'ETAT emergency sign: oxygen and immediate admission.':
        'Ishara ya dharura ya ETAT: oksijeni na kulazwa mara moja.',
      'ETAT: IV fluids for shock now (in a child with severe malnutrition use the SAM shock protocol), reassess and refer.':
        'ETAT: maji kwa mshipa kwa mshtuko sasa (kwa mtoto mwenye utapiamlo mkali tumia itifaki ya mshtuko ya SAM), tathmini upya na toa rufaa.',
      'Eyelashes touching the eyeball (trachomatous trichiasis): blinding corneal scarring follows':
        'Kope zinazogusa mboni ya jicho (trichiasis ya trakoma): makovu ya konea yanayosababisha upofu hufuata',
      'Falling consciousness in DKA: cerebral oedema (especially in children)':
        'Fahamu kupungua katika DKA: uvimbe wa ubongo (hasa kwa watoto)',
      'Fast arrhythmia with shock, fainting, ischaemic chest pain or heart failure: unstable':
        'Mapigo ya moyo ya haraka yasiyo ya kawaida pamoja na mshtuko, kuzirai, maumivu ya kifua ya moyo au moyo kushindwa: hali isiyo thabiti',
      'Fever after birth or abortion with a tender uterus or foul discharge':
        'Homa baada ya kujifungua au kutoa mimba pamoja na mji wa mimba unaouma ukiguswa au uchafu unaonuka',
      'Fever or rigors with a stone: infected obstructed kidney':
        'Homa au kutetemeka pamoja na jiwe: figo iliyoziba yenye maambukizi',
      'Fever with jaundice (with rigors, confusion or shock): acute cholangitis':
        'Homa pamoja na manjano (pamoja na kutetemeka, kuchanganyikiwa au mshtuko): uvimbe wa ghafla wa mirija ya nyongo',
      'Fever with unexplained bleeding': 'Homa pamoja na kutokwa damu bila sababu inayojulikana',
      'Fever, agitation or confusion, vomiting in thyrotoxicosis: thyroid storm':
        'Homa, kuhangaika au kuchanganyikiwa, kutapika katika thyrotoxicosis: dhoruba ya tezi (thyroid storm)',
      'Fever, foul discharge or a tender uterus after abortion (septic abortion)':
        'Homa, uchafu unaonuka au mji wa mimba unaouma ukiguswa baada ya kutoa mimba (mimba iliyoharibika yenye maambukizi)',
      'First dose of ampicillin (or benzylpenicillin) and gentamicin IM now, keep warm, breastfeed or give expressed milk, refer urgently.':
        'Dozi ya kwanza ya ampicillin (au benzylpenicillin) na gentamicin IM sasa, mpe joto, mnyonyeshe au mpe maziwa yaliyokamuliwa, toa rufaa ya haraka.',
      'First dose of IM/IV ceftriaxone (or ampicillin plus gentamicin) and urgent referral.':
        'Dozi ya kwanza ya ceftriaxone IM/IV (au ampicillin pamoja na gentamicin) na rufaa ya haraka.',
      'First doses of IM cloxacillin (or ampicillin) and gentamicin and refer urgently.':
        'Dozi za kwanza za cloxacillin IM (au ampicillin) na gentamicin na toa rufaa ya haraka.',
      'First doses of IV/IM antibiotics now (ampicillin, gentamicin, metronidazole) and refer for evacuation of any retained products.':
        'Dozi za kwanza za antibiotiki IV/IM sasa (ampicillin, gentamicin, metronidazole) na toa rufaa kwa kuondoa mabaki yoyote yaliyobaki.',
      'Fits or coma in pregnancy or after delivery: eclampsia':
        'Degedege au koma wakati wa ujauzito au baada ya kujifungua: eclampsia',
      'Fits, confusion, severe headache or very high blood pressure: hypertensive encephalopathy':
        'Degedege, kuchanganyikiwa, maumivu makali ya kichwa au shinikizo la damu la juu sana: athari ya shinikizo la damu kwenye ubongo',
      'Flaccid weakness with breathlessness, weak cough or swallowing difficulty: respiratory failure can follow within hours':
        'Udhaifu wa misuli legevu pamoja na kukosa pumzi, kikohozi dhaifu au shida ya kumeza: mfumo wa kupumua unaweza kushindwa ndani ya saa chache',
      'Fluid resuscitation within the isolation unit; transfer to a designated VHF treatment centre.':
        'Kufufua kwa maji ndani ya chumba cha kutenga; mhamishe kwenda kituo maalum cha matibabu ya VHF.',
      'Foreign body with stridor, cyanosis or inability to speak or cry (airway obstruction)':
        'Kitu kilichokwama pamoja na sauti ya kukoroma, rangi ya bluu au kushindwa kuongea au kulia (njia ya hewa kuziba)',
      'Give a 0.9% saline bolus, repeat as needed, and transfer to a high-dependency unit.':
        'Toa bolasi ya saline 0.9%, rudia inapohitajika, na mhamishe kwenda wodi ya uangalizi maalum.',
      'Give antivenom (adrenaline ready), repeat the 20WBCT every 6 hours; no IM injections.':
        'Toa dawa ya sumu ya nyoka (antivenom) (adrenaline iwe tayari), rudia 20WBCT kila saa 6; usitoe sindano za IM.',
      'Give IV dextrose for glucose < 2.5 mmol/L (< 3 mmol/L in severe malnutrition), manage shock cautiously, monitor urine output; refer for high-dependency care.':
        'Toa dextrose kwa mshipa kwa sukari < 2.5 mmol/L (< 3 mmol/L kwa utapiamlo mkali), tibu mshtuko kwa tahadhari, fuatilia kiasi cha mkojo; toa rufaa kwa uangalizi maalum.',
      'Give IV glucose now (IM glucagon if no IV access), recheck glucose after 15 minutes, then feed once awake.':
        'Toa glukosi kwa mshipa sasa (glucagon IM ikiwa hakuna njia ya mshipa), pima sukari tena baada ya dakika 15, kisha mlishe akishaamka.',
      'Give IV/IM ceftriaxone immediately (do not delay for lumbar puncture), manage airway and convulsions, check glucose, admit; notify the surveillance officer.':
        'Toa ceftriaxone IV/IM mara moja (usichelewe kwa ajili ya kuchukua maji ya uti wa mgongo), simamia njia ya hewa na degedege, pima sukari, mlaze; mjulishe afisa wa ufuatiliaji wa magonjwa.',
      'Give oxygen, the first dose of IM/IV ampicillin (or benzylpenicillin) plus gentamicin, and refer urgently; keep the child warm and feeding.':
        'Toa oksijeni, dozi ya kwanza ya ampicillin IM/IV (au benzylpenicillin) pamoja na gentamicin, na toa rufaa ya haraka; mweke mtoto kwenye joto na aendelee kula.',
      'Give parenteral artesunate now (rectal artesunate before referral in a child under 6 if no injection is possible), check glucose and haemoglobin, and refer to hospital.':
        'Toa artesunate kwa sindano sasa (artesunate ya njia ya haja kubwa kabla ya rufaa kwa mtoto chini ya miaka 6 ikiwa sindano haiwezekani), pima sukari na himoglobini, na toa rufaa kwenda hospitali.',
      'Give the advanced HIV package: TB LAM and Xpert, serum CrAg, cotrimoxazole, TB preventive therapy when TB excluded, rapid ART.':
        'Toa kifurushi cha VVU iliyokomaa: TB LAM na Xpert, CrAg ya damu, cotrimoxazole, tiba ya kuzuia TB baada ya TB kuondolewa, kuanza ART haraka.',
      'Give vitamin A and the first dose of an appropriate antibiotic (pneumonia), oxygen if hypoxaemic, and refer urgently.':
        'Toa vitamini A na dozi ya kwanza ya antibiotiki inayofaa (nimonia), oksijeni ikiwa oksijeni mwilini ni pungufu, na toa rufaa ya haraka.',
      Haemoptysis: 'Kukohoa damu',
      'Haemotoxic envenoming: bleeding or 20-minute whole-blood clotting test positive':
        'Sumu ya nyoka inayoathiri damu: kutokwa damu au kipimo cha kuganda kwa damu cha dakika 20 chanya',
      'Head injury with GCS ≤ 8, fits, a focal deficit or a lucid interval (intracranial bleed)':
        'Jeraha la kichwa lenye GCS ≤ 8, degedege, upungufu wa neva sehemu moja au kipindi cha kurudiwa na fahamu kwa muda (kuvuja damu ndani ya fuvu)',
      'Head injury with reduced GCS, repeated vomiting, loss of consciousness, or on anticoagulants':
        'Jeraha la kichwa lenye GCS iliyopungua, kutapika mara kwa mara, kupoteza fahamu, au anatumia dawa za kuzuia damu kuganda',
      'Heart failure late in pregnancy or after delivery: peripartum cardiomyopathy':
        'Moyo kushindwa mwishoni mwa ujauzito au baada ya kujifungua: peripartum cardiomyopathy',
      'Heavy bleeding after birth (≥ 500 mL or soaking pads) or a retained placenta':
        'Kutokwa damu nyingi baada ya kujifungua (≥ 500 mL au pedi kulowa) au kondo la nyuma kubaki',
      'High fever in sickle cell disease (risk of overwhelming pneumococcal sepsis)':
        'Homa kali katika ugonjwa wa selimundu (hatari ya sepsis kali ya pneumococcus)',
      'High-flow oxygen, early airway assessment by a skilled clinician (swelling closes the airway within hours); refer immediately.':
        'Oksijeni ya kiwango kikubwa, tathmini ya mapema ya njia ya hewa na mtaalamu mwenye ujuzi (uvimbe hufunga njia ya hewa ndani ya saa chache); toa rufaa mara moja.',
      'Hypoglycaemia or shock in severe malaria': 'Sukari ya chini au mshtuko katika malaria kali',
      'Hypoxaemia (SpO2 < 90%)': 'Oksijeni pungufu mwilini (SpO2 < 90%)',
      'Hypoxaemia or respiratory distress: acute chest syndrome':
        'Oksijeni pungufu au shida ya kupumua: acute chest syndrome',
      'Hypoxaemia, respiratory distress or shock: decompensated rheumatic heart disease':
        'Oksijeni pungufu, shida ya kupumua au mshtuko: ugonjwa wa moyo wa rheumatic uliozidiwa',
      'IM adrenaline (1 mg/mL) 0.01 mg/kg into the mid-outer thigh now (max 0.5 mg adult, 0.3 mg child), repeat every 5 to 15 minutes as needed; call for help, lie flat with legs raised (sit up if breathing is hard), oxygen, IV fluid bolus.':
        'Adrenaline IM (1 mg/mL) 0.01 mg/kg katikati ya upande wa nje wa paja sasa (kiwango cha juu 0.5 mg mtu mzima, 0.3 mg mtoto), rudia kila dakika 5 hadi 15 inapohitajika; ita msaada, mlaze chali na miguu juu (mketishe ikiwa kupumua ni kugumu), oksijeni, bolasi ya maji ya mshipa.',
      'Infant: 5 back blows then 5 chest thrusts; child or adult: 5 back blows then 5 abdominal thrusts; repeat; if unconscious start CPR and look in the mouth before breaths; oxygen; immediate referral for bronchoscopy.':
        'Mtoto mchanga: mapigo 5 mgongoni kisha misukumo 5 ya kifua; mtoto au mtu mzima: mapigo 5 mgongoni kisha misukumo 5 ya tumbo; rudia; akipoteza fahamu anza CPR na angalia mdomoni kabla ya kumpa pumzi; oksijeni; rufaa ya mara moja kwa bronchoscopy.',
      'Injured patient with shock, heavy bleeding, coma or breathing difficulty':
        'Majeruhi mwenye mshtuko, kutokwa damu nyingi, koma au shida ya kupumua',
      'Ischaemic chest pain, ischaemic ECG or raised troponin':
        'Maumivu ya kifua ya moyo kukosa damu, ECG ya ischaemia au troponin iliyopanda',
      'Isolate in a cholera treatment area, notify the county/district surveillance officer within 24 hours, and collect a stool sample for culture.':
        'Mtenge katika eneo la matibabu ya kipindupindu, mjulishe afisa wa ufuatiliaji wa magonjwa wa kaunti/wilaya ndani ya saa 24, na chukua sampuli ya kinyesi kwa uoteshaji (culture).',
      'Isolate now with full PPE, limit contacts, notify the surveillance officer immediately, collect samples per national protocol; resuscitate with IV fluids.':
        'Mtenge sasa kwa PPE kamili, punguza wanaomgusa, mjulishe afisa wa ufuatiliaji wa magonjwa mara moja, chukua sampuli kufuata itifaki ya kitaifa; fufua kwa maji ya mshipa.',
      'Isolate with standard and contact precautions until VHF is excluded; test for malaria and dengue, check platelets and clotting, ask about exposures; notify if no other cause is found.':
        'Mtenge kwa tahadhari za kawaida na za kugusana hadi VHF iondolewe; pima malaria na dengue, pima chembe sahani na kuganda kwa damu, uliza kuhusu mikutano na vyanzo vya maambukizi; toa taarifa ikiwa hakuna chanzo kingine kinachopatikana.',
      'Isolate, sedate and provide palliative care in a quiet room; staff use PPE; notify.':
        'Mtenge, mpe dawa ya kutuliza na huduma shufaa katika chumba chenye utulivu; wahudumu watumie PPE; toa taarifa.',
      'IV access, haemoglobin and group and crossmatch; urgent ultrasound and gynaecology review.':
        'Njia ya mshipa, himoglobini na kupima kundi la damu na kulinganisha damu; ultrasound ya haraka na kuonwa na daktari wa magonjwa ya wanawake.',
      'IV antibiotics (benzylpenicillin or ceftriaxone), careful fluids, admit; dialysis may be needed.':
        'Antibiotiki za mshipa (benzylpenicillin au ceftriaxone), maji kwa uangalifu, mlaze; dialysis inaweza kuhitajika.',
      'IV antibiotics and urgent ENT referral.':
        'Antibiotiki za mshipa na rufaa ya haraka kwa daktari wa masikio, pua na koo (ENT).',
      'IV fluid bolus, urgent echo-guided pericardiocentesis by a trained clinician; refer at once.':
        'Bolasi ya maji ya mshipa, pericardiocentesis ya haraka kwa mwongozo wa echo na mtaalamu aliyefunzwa; toa rufaa mara moja.',
      'IV fluids by burn area and weight, analgesia, cover with clean film or cloth, keep warm, tetanus prophylaxis; refer to a burns unit.':
        'Maji kwa mshipa kulingana na eneo la kuungua na uzito, dawa za maumivu, funika kwa karatasi safi ya plastiki au kitambaa safi, mpe joto, kinga ya pepopunda; toa rufaa kwenda wodi ya walioungua.',
      'IV fluids fast, and immediate transfer for laparotomy; do not give oxytocin.':
        'Maji kwa mshipa kwa kasi, na kumhamisha mara moja kwa upasuaji wa tumbo; usitoe oxytocin.',
      'IV fluids, analgesia, nil by mouth while vomiting, same-day hospital admission.':
        'Maji kwa mshipa, dawa za maumivu, asile wala asinywe akiwa anatapika, kulazwa hospitali siku hiyo hiyo.',
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
      'Kerosene swallowed with breathing difficulty, low SpO2 or drowsiness (aspiration pneumonitis)':
        'Mafuta ya taa yaliyomezwa pamoja na shida ya kupumua, SpO2 ya chini au usingizi (uvimbe wa mapafu kutokana na kuvuta kimiminika)',
      'Labour longer than 12 hours, not progressing, or signs of obstruction':
        'Uchungu zaidi ya saa 12, hauendelei, au dalili za kuzuiliwa',
      'Labour with shock, bleeding or contractions that stop suddenly (ruptured uterus)':
        'Uchungu pamoja na mshtuko, kutokwa damu au mikazo inayokoma ghafla (mji wa mimba kupasuka)',
      'Large effusion or empyema with low oxygen, distress or shock':
        'Maji mengi kwenye utando wa mapafu au usaha (empyema) pamoja na oksijeni ya chini, dhiki au mshtuko',
      'Localised right iliac fossa tenderness with guarding: acute appendicitis':
        'Maumivu ya kuguswa sehemu ya chini kulia ya tumbo pamoja na misuli kukaza: kidole tumbo (appendicitis) kali',
      'Look for and treat the trigger (bleeding, infection, constipation, sedatives, low potassium), check glucose, lactulose, admit.':
        'Tafuta na utibu kichocheo (kutokwa damu, maambukizi, kufunga choo, dawa za usingizi, potasiamu ya chini), pima sukari, lactulose, mlaze.',
      'Low blood pressure, raised neck veins and muffled heart sounds: cardiac tamponade':
        'Shinikizo la chini la damu, mishipa ya shingo iliyovimba na sauti za moyo zilizofifia: cardiac tamponade',
      'Magnesium sulfate to prevent eclampsia, antihypertensive (hydralazine, labetalol or nifedipine) to keep BP below 160/110, and transfer for delivery.':
        'Magnesium sulfate kuzuia eclampsia, dawa ya kushusha shinikizo la damu (hydralazine, labetalol au nifedipine) kuweka shinikizo chini ya 160/110, na mhamishe kwa ajili ya kujifungua.',
      'Malaria in pregnancy': 'Malaria wakati wa ujauzito',
      'Manage as severe acute malnutrition (outpatient RUTF or inpatient stabilisation if complicated).':
        'Mtibu kama utapiamlo mkali (RUTF kwa mgonjwa wa nje au kumlaza kutuliza hali ikiwa kuna matatizo).',
      'Maternal sepsis with shock or altered consciousness':
        'Sepsis ya mama yenye mshtuko au fahamu kubadilika',
      'Measure haemoglobin now; parenteral artesunate; prepare transfusion if Hb < 5 g/dL (children) or < 7 g/dL (adults).':
        'Pima himoglobini sasa; artesunate kwa sindano; andaa kuongezewa damu ikiwa Hb < 5 g/dL (watoto) au < 7 g/dL (watu wazima).',
      'MUAC < 115 mm, oedema of both feet or a failed appetite test: severe acute malnutrition':
        'MUAC < 115 mm, uvimbe wa miguu yote miwili au kushindwa kipimo cha hamu ya kula: utapiamlo mkali',
      'Neuro-observations every 15-30 minutes, immobilise the neck if a dangerous mechanism, refer for CT.':
        'Uangalizi wa mfumo wa neva kila dakika 15-30, zuia shingo isisogee ikiwa jeraha lilikuwa la hatari, toa rufaa kwa CT.',
      'Neuroglycopenia: confusion, fits or coma with low glucose':
        'Ubongo kukosa sukari: kuchanganyikiwa, degedege au koma pamoja na sukari ya chini',
      'Neurological stage (sleep disturbance, confusion, behaviour change, seizures)':
        'Hatua ya mfumo wa neva (usingizi kuvurugika, kuchanganyikiwa, tabia kubadilika, degedege)',
      'Newborn after a difficult birth with convulsions, apnoea or coma':
        'Mtoto mchanga baada ya kuzaliwa kwa shida mwenye degedege, kuacha kupumua au koma',
      'Newborn with convulsions, apnoea, shock or cyanosis':
        'Mtoto mchanga mwenye degedege, kuacha kupumua, mshtuko au rangi ya bluu',
      'Nil by mouth, IV fluids, analgesia, IV antibiotics and same-day surgical review.':
        'Asile wala asinywe kitu, maji kwa mshipa, dawa za maumivu, antibiotiki kwa mshipa na kuonwa na daktari wa upasuaji siku hiyo hiyo.',
      'Nil by mouth, IV fluids, IV ceftriaxone plus metronidazole, and urgent surgical referral.':
        'Asile wala asinywe kitu, maji kwa mshipa, ceftriaxone kwa mshipa pamoja na metronidazole, na rufaa ya haraka kwa upasuaji.',
      'Nil by mouth, nasogastric tube, IV fluids, urinary catheter, surgical review the same day.':
        'Asile wala asinywe kitu, mrija wa pua hadi tumboni, maji kwa mshipa, katheta ya mkojo, kuonwa na daktari wa upasuaji siku hiyo hiyo.',
      'One swollen, tender leg: deep vein thrombosis':
        'Mguu mmoja uliovimba unaouma ukiguswa: damu kuganda kwenye mshipa wa ndani (DVT)',
      'Open fracture, or fracture with shock (femur and pelvis bleed litres)':
        'Kuvunjika kwa mfupa ulio wazi, au kuvunjika pamoja na mshtuko (paja na nyonga huvuja lita za damu)',
      'Open the airway, 5 rescue breaths then CPR if no signs of life; oxygen; do not try to drain water; warm; refer for inpatient care.':
        'Fungua njia ya hewa, pumzi 5 za uokoaji kisha CPR ikiwa hakuna dalili za uhai; oksijeni; usijaribu kutoa maji; mpe joto; toa rufaa kwa kulazwa.',
      'Organ dysfunction: confusion, hypoxaemia or raised lactate':
        'Viungo kushindwa kufanya kazi: kuchanganyikiwa, oksijeni pungufu mwilini au lactate iliyopanda',
      'Organ failure (shock, low oxygen, confusion, low urine output): severe acute pancreatitis':
        'Viungo kushindwa (mshtuko, oksijeni ya chini, kuchanganyikiwa, mkojo kidogo): uvimbe mkali wa kongosho',
      'Oxygen by nasal prongs, gentle nasal suction, nasogastric feeds or IV fluids, admit.':
        'Oksijeni kwa mirija ya puani, kunyonya kamasi puani kwa upole, chakula kwa mrija wa pua hadi tumboni au maji kwa mshipa, mlaze.',
      'Oxygen to SpO2 >= 94%, IV ceftriaxone (or benzylpenicillin plus gentamicin) with a macrolide, IV fluids for hypotension, admit.':
        'Oksijeni hadi SpO2 >= 94%, ceftriaxone kwa mshipa (au benzylpenicillin pamoja na gentamicin) pamoja na macrolide, maji kwa mshipa kwa shinikizo la chini la damu, mlaze.',
      'Oxygen, diuretic, admit; urgent echocardiography and cardiology referral.':
        'Oksijeni, dawa ya kutoa maji (diuretic), mlaze; echocardiography ya haraka na rufaa kwa daktari wa moyo.',
      'Oxygen, high-dose cotrimoxazole and a corticosteroid (adults and infants with hypoxaemia), admit.':
        'Oksijeni, cotrimoxazole ya dozi kubwa na corticosteroid (watu wazima na watoto wachanga wenye oksijeni pungufu), mlaze.',
      'Oxygen, IV access, ECG; synchronised DC cardioversion by a trained clinician; refer urgently.':
        'Oksijeni, njia ya mshipa, ECG; synchronised DC cardioversion na mtaalamu aliyefunzwa; toa rufaa ya haraka.',
      'Oxygen, IV antibiotics (ceftriaxone plus a macrolide), analgesia, cautious fluids; urgent transfusion assessment and referral.':
        'Oksijeni, antibiotiki za mshipa (ceftriaxone pamoja na macrolide), dawa za maumivu, maji kwa tahadhari; tathmini ya haraka ya kuongezewa damu na rufaa.',
      'Oxygen, nothing by mouth if swallowing is unsafe, sit up; transfer now to a unit that can ventilate.':
        'Oksijeni, asipewe chochote kwa mdomo ikiwa kumeza si salama, mketishe; mhamishe sasa kwenda wodi yenye mashine ya kupumulia.',
      'Oxygen, nothing by mouth, no vomiting, no charcoal; admit and observe; refer if SpO2 < 90% on oxygen.':
        'Oksijeni, asipewe chochote kwa mdomo, usimtapishe, usimpe mkaa; mlaze na umwangalie; toa rufaa ikiwa SpO2 < 90% akiwa kwenye oksijeni.',
      'Oxygen, parenteral artesunate, assess for severe anaemia and fluid overload; refer.':
        'Oksijeni, artesunate kwa sindano, chunguza upungufu mkubwa wa damu na maji yaliyozidi mwilini; toa rufaa.',
      'Oxygen, repeated salbutamol by spacer or nebuliser with ipratropium, oral or IV corticosteroid now; refer if no quick response.':
        'Oksijeni, salbutamol mara kwa mara kwa spacer au nebuliser pamoja na ipratropium, corticosteroid ya kumeza au ya mshipa sasa; toa rufaa kama hakuna nafuu ya haraka.',
      'Oxygen, sit up, refer for urgent drainage; IV antibiotics if infected.':
        'Oksijeni, mketishe, toa rufaa kwa kutoa maji haraka; antibiotiki za mshipa ikiwa kuna maambukizi.',
      'Oxygen, start high-dose cotrimoxazole with prednisolone, and admit.':
        'Oksijeni, anza cotrimoxazole ya dozi kubwa pamoja na prednisolone, na mlaze.',
      'Oxygen, systemic corticosteroid (dexamethasone), prone positioning if awake and hypoxaemic, thromboprophylaxis, admit.':
        'Oksijeni, corticosteroid ya mwili mzima (dexamethasone), kumlaza kifudifudi ikiwa yuko macho na ana oksijeni pungufu, kinga ya damu kuganda, mlaze.',
      'Oxygen; start anticoagulation while awaiting imaging if suspicion is high and bleeding risk low; refer for CT pulmonary angiography or echo.':
        'Oksijeni; anza dawa ya kuzuia damu kuganda ukisubiri picha ikiwa shaka ni kubwa na hatari ya kutokwa damu ni ndogo; toa rufaa kwa CT pulmonary angiography au echo.',
    },
  },
];
