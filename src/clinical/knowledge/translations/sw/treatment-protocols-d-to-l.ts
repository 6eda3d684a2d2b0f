import type { TranslationGroup } from '../types';

/** swahiliTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with d to l. */
export const swahiliTreatmentProtocolsDToL: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Daily during withdrawal, then weekly to monthly.':
        'Kila siku wakati wa kuacha pombe, kisha kila wiki hadi kila mwezi.',
      'Daily review from day 3 until 48 hours after the fever has settled.':
        'Ufuatiliaji kila siku kuanzia siku ya 3 hadi saa 48 baada ya homa kushuka.',
      'Daily washing and crust removal': 'Kuosha kila siku na kuondoa magamba',
      'Daily weight and blood pressure': 'Uzito na shinikizo la damu kila siku',
      'Daily while delirious; dementia every 3 months.':
        'Kila siku akiwa na delirium; dementia kila miezi 3.',
      'Delay primary suturing where possible': 'Chelewesha kushona jeraha inapowezekana',
      'Delirium: find and treat the cause (hypoglycaemia, hypoxia, infection, dehydration, drugs, alcohol withdrawal, urinary retention); calm environment, family present, avoid restraints and sedatives.':
        'Delirium: tafuta na tibu chanzo (sukari ya chini, oksijeni pungufu, maambukizi, upungufu wa maji, dawa, kuacha pombe ghafla, mkojo kubaki); mazingira tulivu, familia iwepo, epuka kumfunga na dawa za usingizi.',
      'Dementia: psychoeducation and carer support, treat cardiovascular risk, review medicines that worsen cognition (anticholinergics, sedatives); manage behaviour non-pharmacologically first.':
        'Upungufu wa akili (dementia): elimu ya kisaikolojia na msaada kwa mlezi, tibu hatari ya moyo na mishipa, kagua dawa zinazodhoofisha akili (anticholinergics, dawa za usingizi); dhibiti tabia bila dawa kwanza.',
      'Dental follow-up within days.': 'Ufuatiliaji wa meno ndani ya siku chache.',
      'Dental treatment is the cure: drainage, root canal treatment or extraction.':
        "Matibabu ya meno ndiyo tiba: kutoa usaha, matibabu ya mzizi wa jino au kung'oa.",
      'Deworming in the 2nd or 3rd trimester': 'Dawa ya minyoo katika kipindi cha 2 au 3 cha ujauzito',
      'Diet and activity first; if targets are not met in 1-2 weeks, metformin or insulin started by the antenatal diabetes clinic; deliver in hospital with neonatal glucose monitoring.':
        'Lishe na mazoezi kwanza; malengo yasipofikiwa ndani ya wiki 1-2, metformin au insulini ianzishwe na kliniki ya kisukari ya wajawazito; ajifungulie hospitalini pamoja na ufuatiliaji wa sukari ya mtoto mchanga.',
      'Diet, activity, foot care; statin and blood pressure control per WHO PEN; add gliclazide if HbA1c stays above target.':
        'Lishe, mazoezi, utunzaji wa miguu; statin na kudhibiti shinikizo la damu kufuata WHO PEN; ongeza gliclazide ikiwa HbA1c inabaki juu ya lengo.',
      'Dietary calcium': 'Kalsiamu kwenye chakula',
      'Diethylcarbamazine is contraindicated (severe eye reactions).':
        'Diethylcarbamazine hairuhusiwi (madhara makali ya macho).',
      'Dietitian advice': 'Ushauri wa mtaalamu wa lishe',
      'Discharge when able to drink enough ORS to keep up with losses and stools are formed or less frequent; review within 24-48 hours if at home.':
        'Mruhusu akiweza kunywa ORS ya kutosha kufidia upotevu na choo kikiwa kigumu au cha mara chache; rudi ndani ya saa 24-48 akiwa nyumbani.',
      'Do not excise or drain the eschar.': 'Usikate wala usitoe kigaga cheusi.',
      'Do not start or stop allopurinol during the flare; start urate-lowering therapy (allopurinol 100 mg daily, titrated) for recurrent gout, tophi or urate stones.':
        'Usianze wala usiache allopurinol wakati wa mlipuko; anza tiba ya kushusha urate (allopurinol 100 mg kila siku, ikirekebishwa) kwa gauti inayojirudia, tophi au mawe ya urate.',
      'Dose-adjust metformin and antibiotics': 'Rekebisha dozi za metformin na antibiotiki',
      'Doses are weight-banded and supplied by WHO: not computed here.':
        'Dozi hutolewa kwa makundi ya uzito na dawa hutolewa na WHO: hazikokotolewi hapa.',
      'Doxycycline 100 mg every 12 hours is the alternative (not in pregnancy).':
        'Doxycycline 100 mg kila saa 12 ndiyo mbadala (si wakati wa ujauzito).',
      'Doxycycline for 6 weeks (kills Wolbachia, sterilises and kills adult worms) may be added by the programme.':
        'Doxycycline kwa wiki 6 (huua Wolbachia, hufanya minyoo wakubwa wasizae na kuwaua) inaweza kuongezwa na programu.',
      'Doxycycline for 6 weeks with streptomycin (or gentamicin) for the first 2-3 weeks, or doxycycline with rifampicin for 6 weeks.':
        'Doxycycline kwa wiki 6 pamoja na streptomycin (au gentamicin) kwa wiki 2-3 za kwanza, au doxycycline pamoja na rifampicin kwa wiki 6.',
      'Doxycycline for all ages, including children under 8 (short courses do not stain teeth), started on clinical suspicion: 100 mg twice daily for adults and children >= 45 kg; 2.2 mg/kg twice daily for children under 45 kg; continue at least 3 days after the fever settles (usually 5 to 7 days).':
        'Doxycycline kwa umri wote, pamoja na watoto chini ya miaka 8 (dozi fupi haziharibu rangi ya meno), ianzishwe kwa shaka ya kikliniki: 100 mg mara mbili kwa siku kwa watu wazima na watoto >= kg 45; 2.2 mg/kg mara mbili kwa siku kwa watoto chini ya kg 45; endelea angalau siku 3 baada ya homa kushuka (kwa kawaida siku 5 hadi 7).',
      'Drain pus surgically (joint washout, subperiosteal abscess).':
        'Toa usaha kwa upasuaji (kusafisha kiungo, jipu chini ya utando wa mfupa).',
      'Drainage only for large or non-responding abscesses.':
        'Kutoa usaha tu kwa majipu makubwa au yasiyoitikia matibabu.',
      'Drainage or extraction is the main treatment.': "Kutoa usaha au kung'oa jino ndiyo matibabu makuu.",
      'Drug-susceptible TB: 2 months of isoniazid, rifampicin, pyrazinamide and ethambutol (2HRZE) then 4 months of isoniazid and rifampicin (4HR), as weight-band fixed-dose combinations with pyridoxine.':
        'TB isiyo sugu kwa dawa: miezi 2 ya isoniazid, rifampicin, pyrazinamide na ethambutol (2HRZE) kisha miezi 4 ya isoniazid na rifampicin (4HR), kama vidonge mseto vya dozi kulingana na kundi la uzito pamoja na pyridoxine.',
      'Dry dressing on the lesion': 'Bandeji kavu juu ya kidonda',
      'Dry the ear by wicking if discharging': 'Kausha sikio kwa utambi likitoa usaha',
      'Dry the ear by wicking if discharging; tender swelling behind the ear (mastoiditis): refer.':
        'Kausha sikio kwa utambi likitoa usaha; uvimbe unaouma nyuma ya sikio (mastoiditis): toa rufaa.',
      'Early feeding': 'Kula mapema',
      'Elevate the limb': 'Inua kiungo',
      'Elevation and ice for 48 hours': 'Kuinua na barafu kwa saa 48',
      'Elevation of the limb': 'Kuinua kiungo',
      'Emollient for itching': 'Mafuta ya kulainisha ngozi kwa muwasho',
      'Emollients for everyone, every day, continued when clear.':
        'Mafuta ya kulainisha ngozi kwa kila mtu, kila siku, yaendelee hata ngozi ikipona.',
      'Empyema or complicated parapneumonic effusion: chest drain plus IV antibiotics covering streptococci, staphylococci and anaerobes (per local protocol) for 2 to 6 weeks.':
        'Usaha kwenye utando wa mapafu au maji yenye matatizo kutokana na nimonia: mrija wa kifua pamoja na antibiotiki za mshipa zinazofunika streptococcus, staphylococcus na anaerobes (kufuata itifaki ya eneo) kwa wiki 2 hadi 6.',
      'Empyema: drainage and IV antibiotics in hospital; no dose is computed here because the antibiotic choice follows the local protocol and the culture.':
        'Usaha kwenye utando wa mapafu: kutoa usaha na antibiotiki za mshipa hospitalini; hakuna dozi inayokokotolewa hapa kwa sababu uchaguzi wa antibiotiki hufuata itifaki ya eneo na uoteshaji.',
      'Encephalopathy: lactulose titrated to 2 to 3 soft stools a day and treat triggers.':
        'Athari ya ini kwenye ubongo: lactulose inayorekebishwa hadi choo laini 2 hadi 3 kwa siku na tibu vichochezi.',
      'Epilation of touching lashes while awaiting surgery':
        "Kung'oa kope zinazogusa jicho ukisubiri upasuaji",
      'Erythromycin 12.5 mg/kg 4 times daily for 10 days (azithromycin for newborns under 1 month); oxygen for apnoea or cyanosis; gentle suction; small frequent feeds or nasogastric feeds; no cough suppressants.':
        'Erythromycin 12.5 mg/kg mara 4 kwa siku kwa siku 10 (azithromycin kwa watoto wachanga chini ya mwezi 1); oksijeni kwa kuacha kupumua au rangi ya bluu; kunyonya kamasi kwa upole; milo midogo ya mara kwa mara au chakula kwa mrija wa pua hadi tumboni; hakuna dawa za kuzuia kikohozi.',
      'Established RHD: heart failure treatment, anticoagulation for atrial fibrillation or mechanical valves, surgical referral.':
        'RHD iliyothibitika: matibabu ya moyo kushindwa, dawa za kuzuia damu kuganda kwa atrial fibrillation au vali bandia, rufaa ya upasuaji.',
      'Every 1 to 2 weeks in mania, then monthly.': 'Kila wiki 1 hadi 2 wakati wa mania, kisha kila mwezi.',
      'Every 1-2 weeks until delivery; 6-12 weeks postpartum glucose test.':
        'Kila wiki 1-2 hadi kujifungua; kipimo cha sukari wiki 6-12 baada ya kujifungua.',
      'Every 2 to 4 weeks until glucose is controlled, then every 3 months.':
        'Kila wiki 2 hadi 4 hadi sukari idhibitiwe, kisha kila miezi 3.',
      'Every 2 to 4 weeks until improved.': 'Kila wiki 2 hadi 4 hadi apate nafuu.',
      'Every 2 to 4 weeks while titrating amitriptyline, then every 3 to 6 months.':
        'Kila wiki 2 hadi 4 wakati wa kurekebisha dozi ya amitriptyline, kisha kila miezi 3 hadi 6.',
      'Every 2 weeks during treatment; at 3 and 6 months after treatment for relapse.':
        'Kila wiki 2 wakati wa matibabu; miezi 3 na 6 baada ya matibabu kuangalia kurudia kwa ugonjwa.',
      'Every 2 weeks in the intensive phase, then monthly; sputum at months 2, 5 and 6.':
        'Kila wiki 2 katika awamu ya kwanza, kisha kila mwezi; makohozi miezi 2, 5 na 6.',
      'Every 2 weeks until recovered for 2 visits.': 'Kila wiki 2 hadi apone kwa mahudhurio 2.',
      'Every 2 weeks until stable, then monthly; review at 12 months before any taper.':
        'Kila wiki 2 hadi hali itulie, kisha kila mwezi; tathmini miezi 12 kabla ya kupunguza dozi yoyote.',
      'Every 2 weeks while titrating, then every 3 months.':
        'Kila wiki 2 wakati wa kurekebisha dozi, kisha kila miezi 3.',
      'Every 3 months for limb care; yearly treatment round.':
        'Kila miezi 3 kwa utunzaji wa kiungo; mzunguko wa matibabu kila mwaka.',
      'Every 3 to 4 weeks for prophylaxis; clinical review every 3 to 6 months; echocardiogram every 1 to 2 years.':
        'Kila wiki 3 hadi 4 kwa kinga; ufuatiliaji wa kikliniki kila miezi 3 hadi 6; echocardiogram kila mwaka 1 hadi 2.',
      'Every 3 to 6 months (monthly in stage 4-5).': 'Kila miezi 3 hadi 6 (kila mwezi katika hatua 4-5).',
      'Every 4 to 6 weeks until euthyroid, then every 2 to 3 months.':
        'Kila wiki 4 hadi 6 hadi homoni za tezi ziwe za kawaida, kisha kila miezi 2 hadi 3.',
      'Every 6 to 12 months with the ivermectin round.':
        'Kila miezi 6 hadi 12 pamoja na mzunguko wa ivermectin.',
      'Exclude and treat physical causes (delirium, substance use, HIV, syphilis).':
        'Ondoa na tibu sababu za kimwili (delirium, matumizi ya dawa za kulevya, VVU, kaswende).',
      'Exclude ectopic pregnancy and appendicitis; admit if pregnant, severely ill or with a pelvic mass; treat partners.':
        'Ondoa uwezekano wa mimba nje ya kizazi na kidole tumbo; mlaze akiwa mjamzito, mgonjwa sana au mwenye uvimbe kwenye nyonga; watibu wenzi.',
      'Exclude physical causes and depression.':
        'Ondoa uwezekano wa sababu za kimwili na msongo wa mawazo (depression).',
      'Extensive lesions, bullous impetigo or systemic symptoms: oral cloxacillin (flucloxacillin) for 5-7 days; erythromycin or azithromycin if allergic to penicillin.':
        'Vidonda vingi, impetigo yenye malengelenge au dalili za mwili mzima: cloxacillin (flucloxacillin) ya kumeza kwa siku 5-7; erythromycin au azithromycin ikiwa ana mzio wa penicillin.',
      'Eye and mouth care': 'Utunzaji wa macho na mdomo',
      'Eye protection in thyroid eye disease': 'Kulinda macho katika ugonjwa wa macho wa tezi',
      'Eye protection under phototherapy': 'Kulinda macho wakati wa tiba ya mwanga',
      'Face washing': 'Kunawa uso',
      'Facial cleanliness and environmental improvement for the community.':
        'Usafi wa uso na kuboresha mazingira kwa jamii.',
      'Falls prevention': 'Kuzuia kuanguka',
      'Family psychoeducation': 'Elimu ya kisaikolojia kwa familia',
      'Fever, flank pain or vomiting suggests pyelonephritis.':
        'Homa, maumivu ya ubavu au kutapika huashiria maambukizi ya figo (pyelonephritis).',
      'Few lesions: clean and remove crusts, antiseptic (povidone-iodine) or topical antibiotic (fusidic acid or mupirocin where available).':
        'Vidonda vichache: safisha na ondoa magamba, dawa ya kuua vijidudu (povidone-iodine) au antibiotiki ya kupaka (fusidic acid au mupirocin zinapopatikana).',
      'Find the cause: hookworm, menstrual or gastrointestinal blood loss, diet.':
        'Tafuta chanzo: minyoo ya safura, upotevu wa damu wa hedhi au wa tumbo, lishe.',
      'First line for black African adults: a long-acting calcium channel blocker (amlodipine) or a thiazide or thiazide-like diuretic (hydrochlorothiazide, chlortalidone); add an ACE inhibitor or ARB (first choice with diabetes or proteinuric kidney disease).':
        'Chaguo la kwanza kwa watu wazima Waafrika weusi: calcium channel blocker ya muda mrefu (amlodipine) au diuretic ya thiazide au inayofanana na thiazide (hydrochlorothiazide, chlortalidone); ongeza ACE inhibitor au ARB (chaguo la kwanza pamoja na kisukari au ugonjwa wa figo unaovuja protini).',
      'Flare: start within 24 hours with an NSAID (ibuprofen, naproxen or indometacin) if no contraindication, or low-dose colchicine, or oral prednisolone (preferred in CKD, heart failure or peptic ulcer); ice and rest.':
        'Mlipuko: anza ndani ya saa 24 kwa NSAID (ibuprofen, naproxen au indometacin) ikiwa hakuna kizuizi, au colchicine ya dozi ndogo, au prednisolone ya kumeza (hupendelewa katika CKD, moyo kushindwa au kidonda cha tumbo); barafu na kupumzika.',
      'Flares: topical corticosteroid once or twice daily, potency matched to severity and site (mild: hydrocortisone 1%, face and flexures; moderate to severe on the body: betamethasone valerate 0.1% in adults, short courses).':
        'Milipuko: corticosteroid ya kupaka mara moja au mbili kwa siku, nguvu kulingana na ukali na mahali (ndogo: hydrocortisone 1%, uso na mikunjo; wastani hadi kali mwilini: betamethasone valerate 0.1% kwa watu wazima, kwa muda mfupi).',
      'Fluid restriction in severe congestion or hyponatraemia':
        'Punguza maji katika msongamano mkubwa wa maji au upungufu wa sodiamu',
      Fluids: 'Maji na vinywaji',
      'Fluids and nutrition': 'Maji na lishe',
      'Fluids and rest': 'Vinywaji na kupumzika',
      'Fluids and soft diet': 'Vinywaji na chakula laini',
      'Fluids, rest, soothe the throat; return if breathing becomes fast or difficult.':
        'Vinywaji, kupumzika, tuliza koo; rudi ikiwa kupumua kunakuwa kwa haraka au kwa shida.',
      'Folic acid': 'Folic acid',
      'Follow up after 3 days of treatment; sooner for any danger sign.':
        'Ufuatiliaji baada ya siku 3 za matibabu; mapema zaidi kwa dalili yoyote ya hatari.',
      'Follow up after 5 days.': 'Ufuatiliaji baada ya siku 5.',
      'Follow with a luminal agent where available; aspirate large liver abscesses.':
        'Fuatisha na dawa ya ndani ya utumbo inapopatikana; nyonya majipu makubwa ya ini.',
      'Foot care': 'Utunzaji wa miguu',
      'Foot care education': 'Elimu ya utunzaji wa miguu',
      'Foot care.': 'Utunzaji wa miguu.',
      'For generalized anxiety or panic disorder in adults an SSRI (fluoxetine) may be offered, continued 6 to 12 months after response.':
        'Kwa wasiwasi wa jumla au ugonjwa wa hofu kuu kwa watu wazima SSRI (fluoxetine) inaweza kutolewa, ikiendelea miezi 6 hadi 12 baada ya nafuu.',
      'For redness extending beyond the stump (severe).':
        'Kwa wekundu unaoenea nje ya kisiki cha kitovu (kali).',
      'Frequent feeds, expressed milk by cup if weak':
        'Kulisha mara kwa mara, maziwa yaliyokamuliwa kwa kikombe akiwa dhaifu',
      'Frequent or chronic tension-type headache: amitriptyline at night as prophylaxis, with stress management and physical therapy.':
        'Maumivu ya kichwa ya msongo ya mara kwa mara au sugu: amitriptyline usiku kama kinga, pamoja na kudhibiti msongo na tiba ya viungo.',
      'From the programme’s child blister packs (10-14 years: rifampicin 450 mg, clofazimine 150 mg monthly and 50 mg alternate days, dapsone 50 mg daily).':
        'Kutoka pakiti za watoto za programu (miaka 10-14: rifampicin 450 mg, clofazimine 150 mg kila mwezi na 50 mg kila siku ya pili, dapsone 50 mg kila siku).',
      'Gambiense: oral fexinidazole (or acoziborole where recommended) for first stage and non-severe second stage; NECT (nifurtimox-eflornithine) for severe second stage; pentamidine in young children.':
        'Gambiense: fexinidazole ya kumeza (au acoziborole inapopendekezwa) kwa hatua ya kwanza na hatua ya pili isiyo kali; NECT (nifurtimox-eflornithine) kwa hatua ya pili kali; pentamidine kwa watoto wadogo.',
      'Give after a meal; pregnant women after the first trimester are treated.':
        'Toa baada ya mlo; wajawazito baada ya kipindi cha kwanza cha ujauzito wanatibiwa.',
      'Give albendazole if 1 year or older and not treated in 6 months; treat malaria; feeding advice.':
        'Toa albendazole akiwa na mwaka 1 au zaidi na hajatibiwa ndani ya miezi 6; tibu malaria; ushauri wa ulishaji.',
      'Give ORS for dehydration.': 'Toa ORS kwa upungufu wa maji mwilini.',
      'Glaucoma every 3 to 6 months; cataract after surgery at 1 day, 1 week and 4 to 6 weeks.':
        'Glaucoma kila miezi 3 hadi 6; mtoto wa jicho baada ya upasuaji siku 1, wiki 1 na wiki 4 hadi 6.',
      'Gradual return to oral diet': 'Kurudi taratibu kwenye chakula cha kawaida',
      'Group A (no warning signs): oral fluids, paracetamol, daily review.':
        'Kundi A (hakuna dalili za tahadhari): vinywaji, paracetamol, ufuatiliaji kila siku.',
      'Group B (warning signs or risk factors): admit for IV isotonic crystalloids guided by haematocrit.':
        'Kundi B (dalili za tahadhari au vihatarishi): mlaze kwa crystalloid za isotonic za mshipa kwa mwongozo wa haematocrit.',
      'Group C (severe dengue): crystalloid resuscitation, blood for severe bleeding.':
        'Kundi C (dengue kali): kufufua kwa crystalloid, damu kwa kutokwa damu kwingi.',
      'Haloperidol or valproate for severe chorea (specialist)':
        'Haloperidol au valproate kwa chorea kali (mtaalamu)',
      'Hb after 4 weeks and at each antenatal visit.':
        'Hb baada ya wiki 4 na katika kila hudhurio la kliniki ya wajawazito.',
      'Hb below 5 g/dL or with distress: transfuse.': 'Hb chini ya 5 g/dL au akiwa na dhiki: mwongezee damu.',
      'Head up 30°': 'Kichwa juu 30°',
      'Healthy children: no antiviral and no aspirin or ibuprofen; calamine lotion for itching, keep nails short; antibiotics only for secondary bacterial infection.':
        'Watoto wenye afya: hakuna dawa ya virusi wala aspirin au ibuprofen; losheni ya calamine kwa muwasho, kata kucha fupi; antibiotiki tu kwa maambukizi ya bakteria yanayofuata.',
      'Healthy children: symptomatic care.': 'Watoto wenye afya: huduma ya dalili.',
      'Heat or massage of neck muscles': 'Joto au kukanda misuli ya shingo',
      'Heat packs': 'Mifuko ya joto',
      'Hepatitis B vaccination if dialysis is likely': 'Chanjo ya homa ya ini B ikiwa dialysis inatarajiwa',
      'HIV PrEP assessment': 'Tathmini ya PrEP ya VVU',
      'HIV testing and partner notification': 'Kupima VVU na kuwajulisha wenzi',
      'Household contacts, a breastfed baby included: check each for TB; a mother keeps breastfeeding; give TB preventive treatment to children under 5 once active TB is excluded':
        'Wanaoishi nyumba moja, pamoja na mtoto anayenyonya: mchunguze kila mmoja kwa TB; mama aendelee kunyonyesha; toa tiba ya kuzuia TB kwa watoto chini ya miaka 5 baada ya TB hai kuondolewa',
      'Hydration and nutrition': 'Maji mwilini na lishe',
      'Hydrocele: surgery.': 'Hydrocele (mshipa): upasuaji.',
      'Ibuprofen or paracetamol': 'Ibuprofen au paracetamol',
      'Ice packs': 'Mifuko ya barafu',
      'If H. pylori positive (or ulcer confirmed): eradication with a PPI plus amoxicillin plus clarithromycin (or metronidazole if penicillin-allergic) for 14 days, as national guidelines.':
        'Ikiwa H. pylori ni chanya (au kidonda kimethibitika): tiba ya kuondoa kwa PPI pamoja na amoxicillin pamoja na clarithromycin (au metronidazole ikiwa ana mzio wa penicillin) kwa siku 14, kufuata miongozo ya kitaifa.',
      'IMCI acute ear infection (ear pain or pus draining for less than 14 days): oral amoxicillin for 5 days, paracetamol for pain, and dry the ear by wicking.':
        'Maambukizi ya ghafla ya sikio ya IMCI (maumivu ya sikio au usaha unaotoka kwa chini ya siku 14): amoxicillin ya kumeza kwa siku 5, paracetamol kwa maumivu, na kausha sikio kwa utambi.',
      'IMCI pneumonia (fast breathing and/or chest indrawing without danger signs): oral amoxicillin twice daily for 5 days (3 days for fast breathing only in low-HIV settings).':
        'Nimonia ya IMCI (kupumua haraka na/au kifua kubonyea ndani bila dalili za hatari): amoxicillin ya kumeza mara mbili kwa siku kwa siku 5 (siku 3 kwa kupumua haraka pekee katika maeneo yenye VVU kidogo).',
      'Immediate thorough wound washing with soap and water for 15 minutes and an antiseptic; rabies vaccine for category II and III exposures (WHO 1-week, 2-site intradermal regimen or intramuscular regimens); rabies immunoglobulin infiltrated into the wound for category III; tetanus prophylaxis; antibiotic prophylaxis (amoxicillin-clavulanate) only for deep, hand or high-risk wounds.':
        'Kuosha jeraha kikamilifu mara moja kwa sabuni na maji kwa dakika 15 na dawa ya kuua vijidudu; chanjo ya kichaa cha mbwa kwa makundi II na III (mpango wa WHO wa wiki 1, sehemu 2 ndani ya ngozi au mipango ya ndani ya misuli); immunoglobulin ya kichaa cha mbwa iliyodungwa ndani ya jeraha kwa kundi III; kinga ya pepopunda; kinga ya antibiotiki (amoxicillin-clavulanate) tu kwa majeraha ya kina, ya mkono au yenye hatari kubwa.',
      'In Loa loa co-endemic areas, screen for high Loa microfilaraemia before ivermectin.':
        'Katika maeneo yenye Loa loa pia, chunguza wingi mkubwa wa microfilaria za Loa kabla ya ivermectin.',
      'In pregnancy use a vaginal imidazole (clotrimazole 500 mg vaginal tablet once, or 100 mg daily for 7 days) instead of oral fluconazole.':
        'Wakati wa ujauzito tumia imidazole ya ukeni (clotrimazole 500 mg kidonge cha ukeni mara moja, au 100 mg kila siku kwa siku 7) badala ya fluconazole ya kumeza.',
      'In pregnancy with mild disease azithromycin may be used by the clinician.':
        'Wakati wa ujauzito na ugonjwa mdogo azithromycin inaweza kutumiwa na mtaalamu.',
      'In pregnancy: lifestyle and antacids first.':
        'Wakati wa ujauzito: mtindo wa maisha na antacids kwanza.',
      'In pregnancy: no ACE inhibitor, ARB or spironolactone before delivery (hydralazine with nitrate instead); bromocriptine may be added in PPCM with anticoagulation (specialist).':
        'Wakati wa ujauzito: hakuna ACE inhibitor, ARB wala spironolactone kabla ya kujifungua (hydralazine pamoja na nitrate badala yake); bromocriptine inaweza kuongezwa katika PPCM pamoja na dawa za kuzuia damu kuganda (mtaalamu).',
      'Infants under 5 kg: same mg/kg as a 5-kg child, with specialist advice.':
        'Watoto wachanga chini ya kg 5: mg/kg sawa na mtoto wa kg 5, kwa ushauri wa mtaalamu.',
      'Infected obstructed kidney: urgent decompression plus antibiotics.':
        'Figo iliyoziba yenye maambukizi: kuondoa msongamano kwa haraka pamoja na antibiotiki.',
      'Intradermal alternative: 0.1 mL at 2 sites on days 0, 3 and 7.':
        'Mbadala wa ndani ya ngozi: 0.1 mL sehemu 2 siku 0, 3 na 7.',
      'IPTp-SP in malaria areas': 'IPTp-SP katika maeneo ya malaria',
      'Iron supplementation for anaemia': 'Nyongeza ya chuma kwa upungufu wa damu',
      'Isolate until lesions crust; skin care; test for HIV; antibiotics only for secondary bacterial infection.':
        'Mtenge hadi vidonda viwe na magamba; utunzaji wa ngozi; pima VVU; antibiotiki tu kwa maambukizi ya bakteria yanayofuata.',
      'IV fluid volume for major burns depends on the burned area (% body surface), which is not yet an input: calculate it by the Pocket Book/BEC formula (about 4 mL/kg per % burn in 24 hours, half in the first 8 hours, plus maintenance for children) at the bedside; no figure is written here.':
        'Kiasi cha maji ya mshipa kwa kuungua kukubwa hutegemea eneo lililoungua (% ya eneo la mwili), ambalo bado haliwekwi: kokotoa kwa kanuni ya Pocket Book/BEC (takriban 4 mL/kg kwa kila % ya kuungua ndani ya saa 24, nusu katika saa 8 za kwanza, pamoja na maji ya kudumisha kwa watoto) kitandani; hakuna kiasi kilichoandikwa hapa.',
      'IV fluids': 'Maji kwa mshipa',
      'Ivermectin 150 micrograms/kg as a single dose, repeated every 6 to 12 months until the adult worms die (years).':
        'Ivermectin mikrogramu 150/kg kama dozi moja, inarudiwa kila miezi 6 hadi 12 hadi minyoo wakubwa wafe (miaka).',
      'Keep breastfeeding': 'Endelea kunyonyesha',
      'Keep lesions dry': 'Weka vidonda vikavu',
      'Keep nails short to limit scratching and infection':
        'Kata kucha fupi kupunguza kujikuna na maambukizi',
      'Keep warm': 'Mpe joto',
      'Levothyroxine once daily: 50 to 100 micrograms in adults, adjusted by 25 to 50 micrograms every 3 to 4 weeks by TSH; start at 25 micrograms in older people and those with heart disease.':
        'Levothyroxine mara moja kwa siku: mikrogramu 50 hadi 100 kwa watu wazima, ikirekebishwa kwa mikrogramu 25 hadi 50 kila wiki 3 hadi 4 kulingana na TSH; anza kwa mikrogramu 25 kwa wazee na wenye ugonjwa wa moyo.',
      'Lifestyle change for all.': 'Mabadiliko ya mtindo wa maisha kwa wote.',
      'Lifestyle measures; antacid or alginate for occasional symptoms; proton pump inhibitor (omeprazole) once daily for 4 to 8 weeks, then step down to the lowest dose or on-demand use.':
        'Hatua za mtindo wa maisha; antacid au alginate kwa dalili za mara kwa mara; proton pump inhibitor (omeprazole) mara moja kwa siku kwa wiki 4 hadi 8, kisha punguza hadi dozi ndogo kabisa au matumizi ya inapohitajika.',
      'Lifestyle: salt, weight, activity, tobacco.': 'Mtindo wa maisha: chumvi, uzito, mazoezi, tumbaku.',
      'Limit analgesics to under 10 days a month (medication-overuse headache); stress management, posture, sleep.':
        'Punguza dawa za maumivu hadi chini ya siku 10 kwa mwezi (maumivu ya kichwa ya kutumia dawa kupita kiasi); kudhibiti msongo, mkao, usingizi.',
      'Limited skin disease may regress on ART alone.':
        'Ugonjwa mdogo wa ngozi unaweza kupungua kwa ART pekee.',
      'Liver mass with raised AFP: refer for imaging, staging and treatment (resection, ablation, transplant where available, systemic therapy).':
        'Uvimbe wa ini pamoja na AFP iliyopanda: toa rufaa kwa picha, kubaini hatua na matibabu (kukata, ablation, kupandikiza ini panapowezekana, tiba ya mwili mzima).',
      'Local infection (pus or redness confined to the stump): clean with antiseptic (gentian violet or chlorhexidine) three times daily and oral antibiotic per IMCI, review in 2 days; redness extending to the skin: IV/IM cloxacillin + gentamicin as for serious bacterial infection.':
        'Maambukizi ya sehemu moja (usaha au wekundu kwenye kisiki cha kitovu pekee): safisha kwa dawa ya kuua vijidudu (gentian violet au chlorhexidine) mara tatu kwa siku na antibiotiki ya kumeza kufuata IMCI, rudi baada ya siku 2; wekundu unaoenea kwenye ngozi: cloxacillin + gentamicin IV/IM kama kwa maambukizi makali ya bakteria.',
      'Localised: surveillance, radical prostatectomy or radiotherapy.':
        'Iliyo sehemu moja: ufuatiliaji, kuondoa tezi dume kikamilifu au tiba ya mionzi.',
      'Loose clothing': 'Nguo zisizobana',
      'Low-osmolarity ORS': 'ORS ya osmolarity ndogo',
      'Lower diazepam doses in liver disease and older people; no benzodiazepine to take home with continuing drinking.':
        'Dozi ndogo za diazepam katika ugonjwa wa ini na kwa wazee; hakuna benzodiazepine ya kwenda nayo nyumbani akiendelea kunywa pombe.',
    },
  },
];
