import type { TranslationGroup } from '../types';

/** swahiliTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with a to l. */
export const swahiliTreatmentProtocolsAToL: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'A few lesions need only washing, crust removal and an antiseptic or topical antibiotic.':
        'Vidonda vichache vinahitaji tu kuoshwa, kuondoa magamba na dawa ya kuua vijidudu au antibiotiki ya kupaka.',
      'Abscess: incision and drainage; antibiotic only with surrounding cellulitis, systemic signs or immunosuppression (cotrimoxazole or doxycycline where MRSA is common).':
        'Jipu: kupasua na kutoa usaha; antibiotiki tu ikiwa kuna cellulitis inayozunguka, dalili za mwili mzima au kinga iliyopungua (cotrimoxazole au doxycycline mahali MRSA ilipo kwa wingi).',
      'Active trachoma: azithromycin 20 mg/kg (max 1 g) as one dose, or tetracycline 1% eye ointment twice daily for 6 weeks (infants under 6 months, or where azithromycin is unavailable); treat the household.':
        'Trakoma hai: azithromycin 20 mg/kg (kiwango cha juu 1 g) kama dozi moja, au mafuta ya macho ya tetracycline 1% mara mbili kwa siku kwa wiki 6 (watoto chini ya miezi 6, au mahali azithromycin haipatikani); watibu wote wa nyumba hiyo.',
      'Acute cholecystitis: admit, nil by mouth while vomiting, IV fluids, analgesia, IV antibiotics (ceftriaxone with metronidazole) and early cholecystectomy; percutaneous drainage where surgery is unsafe.':
        'Uvimbe wa ghafla wa kifuko cha nyongo: mlaze, asile wala asinywe akiwa anatapika, maji kwa mshipa, dawa za maumivu, antibiotiki za mshipa (ceftriaxone pamoja na metronidazole) na upasuaji wa mapema wa kuondoa kifuko cha nyongo; kutoa usaha kupitia ngozi ikiwa upasuaji si salama.',
      'Acute mania: stop antidepressants; give an antipsychotic (haloperidol or risperidone) or a mood stabiliser (lithium only where levels can be monitored; valproate; carbamazepine), with psychoeducation.':
        'Mania ya ghafla: acha dawa za msongo wa mawazo; toa dawa ya akili (haloperidol au risperidone) au dawa ya kutuliza hisia (lithium tu mahali viwango vinaweza kupimwa; valproate; carbamazepine), pamoja na elimu ya kisaikolojia.',
      'Acute rheumatic fever: one dose of benzathine benzylpenicillin (or 10 days of oral penicillin or amoxicillin) to eradicate streptococci; aspirin or NSAID for arthritis; heart failure treatment if carditis; admit for confirmation.':
        'Homa kali ya rheumatic: dozi moja ya benzathine benzylpenicillin (au siku 10 za penicillin au amoxicillin ya kumeza) kuondoa streptococcus; aspirin au NSAID kwa uvimbe wa viungo; matibabu ya moyo kushindwa ikiwa kuna carditis; mlaze kwa uthibitisho.',
      'Add a sulfonylurea (gliclazide preferred in older people) if targets are not met; then human insulin (NPH at night).':
        'Ongeza sulfonylurea (gliclazide hupendelewa kwa wazee) malengo yasipofikiwa; kisha insulini ya binadamu (NPH usiku).',
      'Add a thiazide, then an ACE inhibitor or ARB, if not controlled at 4 weeks (target below 140/90).':
        'Ongeza thiazide, kisha ACE inhibitor au ARB, ikiwa halijadhibitiwa baada ya wiki 4 (lengo chini ya 140/90).',
      'Adherence counselling and psychosocial support':
        'Ushauri wa kufuata matibabu na msaada wa kisaikolojia na kijamii',
      'Adjust to blood-culture susceptibility.': 'Rekebisha kulingana na matokeo ya uoteshaji wa damu.',
      'Adults: refer for kidney biopsy before treatment.':
        'Watu wazima: toa rufaa kwa sampuli ya figo kabla ya matibabu.',
      'Advanced HIV disease package: cotrimoxazole prophylaxis, TB preventive therapy after TB exclusion, CrAg screening with pre-emptive fluconazole if positive, and defer ART in cryptococcal or TB meningitis.':
        'Kifurushi cha VVU iliyokomaa: kinga ya cotrimoxazole, tiba ya kuzuia TB baada ya TB kuondolewa, uchunguzi wa CrAg pamoja na fluconazole ya tahadhari ikiwa chanya, na kuahirisha ART katika homa ya uti wa mgongo ya cryptococcus au TB.',
      'Advanced, symptomatic or visceral disease: chemotherapy by the specialist together with ART; radiotherapy for painful local lesions.':
        'Ugonjwa uliokomaa, wenye dalili au wa viungo vya ndani: tiba ya kemikali na mtaalamu pamoja na ART; tiba ya mionzi kwa vidonda vinavyouma vya sehemu moja.',
      'Allergen and irritant avoidance; intranasal corticosteroid (beclometasone or budesonide) daily for persistent or moderate-severe symptoms; oral non-sedating antihistamine (loratadine or cetirizine) for mild or intermittent symptoms; saline irrigation.':
        'Kuepuka vitu vya mzio na vya kuwasha; corticosteroid ya puani (beclometasone au budesonide) kila siku kwa dalili zinazodumu au za wastani hadi kali; antihistamine ya kumeza isiyoleta usingizi (loratadine au cetirizine) kwa dalili ndogo au za mara kwa mara; kusafisha pua kwa maji ya chumvi.',
      'An abscess needs incision and drainage; antibiotics only for surrounding cellulitis or systemic signs.':
        'Jipu linahitaji kupasuliwa na kutolewa usaha; antibiotiki tu kwa cellulitis inayozunguka au dalili za mwili mzima.',
      Analgesia: 'Dawa za maumivu',
      'Analgesia (ibuprofen or paracetamol).': 'Dawa za maumivu (ibuprofen au paracetamol).',
      'Antacid as needed': 'Antacid inapohitajika',
      'Antibiotics only for secondary bacterial pneumonia.':
        'Antibiotiki tu kwa nimonia ya bakteria inayofuata.',
      'Antibiotics only with spreading infection or systemic signs, or when drainage is delayed: amoxicillin (or phenoxymethylpenicillin), metronidazole if penicillin-allergic.':
        'Antibiotiki tu kwa maambukizi yanayoenea au dalili za mwili mzima, au kutoa usaha kukichelewa: amoxicillin (au phenoxymethylpenicillin), metronidazole ikiwa ana mzio wa penicillin.',
      Antiemetic: 'Dawa ya kuzuia kutapika',
      'Antiemetic if vomiting': 'Dawa ya kuzuia kutapika akitapika',
      'Antifilarial treatment (kills microfilariae, not the deformity): a single dose of albendazole with diethylcarbamazine where onchocerciasis is not co-endemic (or albendazole with ivermectin where it is; triple IDA in programme settings).':
        'Tiba ya filaria (huua microfilaria, si ulemavu): dozi moja ya albendazole pamoja na diethylcarbamazine mahali onchocerciasis haipo (au albendazole pamoja na ivermectin mahali ipo; IDA ya dawa tatu katika programu).',
      'Antifungal for toe-web infection': 'Dawa ya fangasi kwa maambukizi kati ya vidole vya miguu',
      'Antihistamine eye drops for eye symptoms': 'Matone ya macho ya antihistamine kwa dalili za macho',
      'Antihistamine for itch': 'Antihistamine kwa muwasho',
      'Antihistamine or paracetamol for Mazzotti reaction':
        'Antihistamine au paracetamol kwa mmenyuko wa Mazzotti',
      'Antipsychotic at a low dose, increased slowly: haloperidol or risperidone (chlorpromazine as an alternative); continue at least 12 months after a first episode.':
        'Dawa ya akili kwa dozi ndogo, ikiongezwa polepole: haloperidol au risperidone (chlorpromazine kama mbadala); endelea angalau miezi 12 baada ya tukio la kwanza.',
      'Any danger sign or SpO2 below 90% (severe pneumonia): first dose of ampicillin (or benzylpenicillin) and gentamicin, oxygen, refer urgently.':
        'Dalili yoyote ya hatari au SpO2 chini ya 90% (nimonia kali): dozi ya kwanza ya ampicillin (au benzylpenicillin) na gentamicin, oksijeni, toa rufaa ya haraka.',
      'Any persistent breast lump in a woman over 30 or with skin or nipple change: urgent referral for triple assessment; diagnosis within 60 days and treatment start within 90 days (GBCI).':
        'Uvimbe wowote wa titi unaodumu kwa mwanamke zaidi ya miaka 30 au wenye mabadiliko ya ngozi au chuchu: rufaa ya haraka kwa tathmini ya hatua tatu; utambuzi ndani ya siku 60 na kuanza matibabu ndani ya siku 90 (GBCI).',
      'Artemether-lumefantrine is also recommended in the first trimester of pregnancy (WHO 2023).':
        'Artemether-lumefantrine pia inapendekezwa katika kipindi cha kwanza cha ujauzito (WHO 2023).',
      'Artemisinin-based combination therapy after a positive test: artemether-lumefantrine for 3 days (first line in Kenya); dihydroartemisinin-piperaquine as alternative.':
        'Tiba mseto ya artemisinin baada ya kipimo chanya: artemether-lumefantrine kwa siku 3 (chaguo la kwanza nchini Kenya); dihydroartemisinin-piperaquine kama mbadala.',
      'Aspirate fluctuant buboes with a needle rather than incise':
        'Nyonya mitoki laini yenye usaha kwa sindano badala ya kupasua',
      'Avoid benzodiazepines except very briefly in acute severe anxiety.':
        'Epuka benzodiazepines isipokuwa kwa muda mfupi sana katika wasiwasi mkali wa ghafla.',
      'Avoid in the first trimester of pregnancy.': 'Epuka katika kipindi cha kwanza cha ujauzito.',
      'Avoid long-term decongestant sprays.': 'Epuka dawa za kupuliza za kufungua pua kwa muda mrefu.',
      'Bed rest while hypertensive': 'Kupumzika kitandani shinikizo likiwa juu',
      'Benzathine benzylpenicillin single IM dose where adherence to 10 days is unlikely.':
        'Benzathine benzylpenicillin dozi moja ya IM ikiwa kufuata matibabu kwa siku 10 hakuna uwezekano.',
      'Benzyl benzoate 25% (diluted for children, not under 2 years) where permethrin is unavailable.':
        'Benzyl benzoate 25% (iliyochanganywa na maji kwa watoto, si chini ya miaka 2) mahali permethrin haipatikani.',
      'Biliary colic: analgesia (NSAID, e.g. diclofenac, or paracetamol) and elective cholecystectomy.':
        'Maumivu ya nyongo: dawa za maumivu (NSAID, kwa mfano diclofenac, au paracetamol) na upasuaji wa kuondoa kifuko cha nyongo uliopangwa.',
      'Biperiden only for acute extrapyramidal side effects, not routinely.':
        'Biperiden tu kwa madhara ya ghafla ya extrapyramidal, si kila mara.',
      'Calamine lotion for itch': 'Losheni ya calamine kwa muwasho',
      'Calm reassurance': 'Kumtuliza na kumhakikishia',
      'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer.':
        'Matibabu ya saratani (tiba ya kemikali, tiba ya homoni, tiba ya mionzi, upasuaji) ni ya wataalamu pekee: toa rufaa.',
      'Cardiovascular risk assessment': 'Tathmini ya hatari ya moyo na mishipa',
      'Caries: fluoride, restoration.': 'Kuoza kwa meno: fluoride, kuziba jino.',
      'Cellulitis: oral flucloxacillin/cloxacillin (or cefalexin; amoxicillin-clavulanate as alternative) for 5 days, IV cloxacillin or ceftriaxone if severe.':
        'Cellulitis: flucloxacillin/cloxacillin ya kumeza (au cefalexin; amoxicillin-clavulanate kama mbadala) kwa siku 5, cloxacillin au ceftriaxone ya mshipa ikiwa ni kali.',
      'Check tetanus immunisation of the mother': 'Hakiki chanjo ya pepopunda ya mama',
      'Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care.':
        'Tiba ya kemikali, tiba ya mionzi na upasuaji ni maamuzi ya wataalamu: toa rufaa, usizianzishe katika huduma ya msingi.',
      'Chest X-ray after drainage and at the end of treatment.':
        'X-ray ya kifua baada ya kutoa maji na mwishoni mwa matibabu.',
      'Children 1-12 years with typical features: prednisolone 2 mg/kg (60 mg/m², max 60 mg) once daily for 4 weeks, then 1.5 mg/kg (max 40 mg) on alternate days for 4 weeks.':
        'Watoto wa miaka 1-12 wenye dalili za kawaida: prednisolone 2 mg/kg (60 mg/m², kiwango cha juu 60 mg) mara moja kwa siku kwa wiki 4, kisha 1.5 mg/kg (kiwango cha juu 40 mg) kila siku ya pili kwa wiki 4.',
      'Children and adolescents with non-severe TB: 4-month regimen (2HRZ(E)/2HR).':
        'Watoto na vijana wenye TB isiyo kali: mpango wa miezi 4 (2HRZ(E)/2HR).',
      'Children under 8: cotrimoxazole with rifampicin.':
        'Watoto chini ya miaka 8: cotrimoxazole pamoja na rifampicin.',
      'Cholangitis: antibiotics and urgent biliary drainage.':
        'Uvimbe wa mirija ya nyongo: antibiotiki na kutoa nyongo kwa haraka.',
      'Chronic ear infection (discharge 14 days or more): wicking and topical quinolone ear drops.':
        'Maambukizi sugu ya sikio (usaha siku 14 au zaidi): kukausha kwa utambi na matone ya sikio ya quinolone.',
      'Ciprofloxacin for 3 days is the WHO first-line antibiotic for dysentery; azithromycin or ceftriaxone where resistance is known or in severe cases.':
        'Ciprofloxacin kwa siku 3 ni antibiotiki ya chaguo la kwanza la WHO kwa kuhara damu; azithromycin au ceftriaxone mahali usugu unajulikana au kwa hali kali.',
      'Compression bandaging when trained': 'Kufunga bandeji ya kubana ukiwa umefunzwa',
      Condoms: 'Kondomu',
      'Confirm with RDT or microscopy before treating.': 'Thibitisha kwa RDT au hadubini kabla ya kutibu.',
      'Congestion: loop diuretic (furosemide).': 'Msongamano wa maji: loop diuretic (furosemide).',
      'Continue breastfeeding and feeding': 'Endelea kunyonyesha na kulisha',
      'Continue feeding and breastfeeding': 'Endelea kulisha na kunyonyesha',
      'Cotrimoxazole prophylaxis': 'Kinga ya cotrimoxazole',
      'CSOM: keep the ear dry by wicking three times a day and instil topical quinolone (ciprofloxacin) ear drops three times a day for 2 weeks; oral antibiotics are not needed unless there are complications.':
        'CSOM: weka sikio likavu kwa utambi mara tatu kwa siku na weka matone ya sikio ya quinolone (ciprofloxacin) mara tatu kwa siku kwa wiki 2; antibiotiki za kumeza hazihitajiki isipokuwa kuna matatizo.',
      'CURB-65 of 2 or more, SpO2 below 90% or sepsis: admit, IV ceftriaxone (or benzylpenicillin) and oxygen.':
        'CURB-65 ya 2 au zaidi, SpO2 chini ya 90% au sepsis: mlaze, ceftriaxone ya mshipa (au benzylpenicillin) na oksijeni.',
      'Daily review from day 3 until 48 hours after the fever has settled.':
        'Ufuatiliaji kila siku kuanzia siku ya 3 hadi saa 48 baada ya homa kushuka.',
      'Daily washing and crust removal': 'Kuosha kila siku na kuondoa magamba',
      'Daily weight and blood pressure': 'Uzito na shinikizo la damu kila siku',
      'Daily while delirious; dementia every 3 months.':
        'Kila siku akiwa na delirium; dementia kila miezi 3.',
      'Delirium: find and treat the cause (hypoglycaemia, hypoxia, infection, dehydration, drugs, alcohol withdrawal, urinary retention); calm environment, family present, avoid restraints and sedatives.':
        'Delirium: tafuta na tibu chanzo (sukari ya chini, oksijeni pungufu, maambukizi, upungufu wa maji, dawa, kuacha pombe ghafla, mkojo kubaki); mazingira tulivu, familia iwepo, epuka kumfunga na dawa za usingizi.',
      'Dementia: psychoeducation and carer support, treat cardiovascular risk, review medicines that worsen cognition (anticholinergics, sedatives); manage behaviour non-pharmacologically first.':
        'Upungufu wa akili (dementia): elimu ya kisaikolojia na msaada kwa mlezi, tibu hatari ya moyo na mishipa, kagua dawa zinazodhoofisha akili (anticholinergics, dawa za usingizi); dhibiti tabia bila dawa kwanza.',
      'Dental follow-up within days.': 'Ufuatiliaji wa meno ndani ya siku chache.',
      'Dental treatment is the cure: drainage, root canal treatment or extraction.':
        "Matibabu ya meno ndiyo tiba: kutoa usaha, matibabu ya mzizi wa jino au kung'oa.",
      'Deworming in the 2nd or 3rd trimester': 'Dawa ya minyoo katika kipindi cha 2 au 3 cha ujauzito',
      'Diet, activity, foot care; statin and blood pressure control per WHO PEN; add gliclazide if HbA1c stays above target.':
        'Lishe, mazoezi, utunzaji wa miguu; statin na kudhibiti shinikizo la damu kufuata WHO PEN; ongeza gliclazide ikiwa HbA1c inabaki juu ya lengo.',
      'Dietary calcium': 'Kalsiamu kwenye chakula',
      'Diethylcarbamazine is contraindicated (severe eye reactions).':
        'Diethylcarbamazine hairuhusiwi (madhara makali ya macho).',
      'Dietitian advice': 'Ushauri wa mtaalamu wa lishe',
      'Dose-adjust metformin and antibiotics': 'Rekebisha dozi za metformin na antibiotiki',
      'Doxycycline for 6 weeks (kills Wolbachia, sterilises and kills adult worms) may be added by the programme.':
        'Doxycycline kwa wiki 6 (huua Wolbachia, hufanya minyoo wakubwa wasizae na kuwaua) inaweza kuongezwa na programu.',
      'Doxycycline for 6 weeks with streptomycin (or gentamicin) for the first 2-3 weeks, or doxycycline with rifampicin for 6 weeks.':
        'Doxycycline kwa wiki 6 pamoja na streptomycin (au gentamicin) kwa wiki 2-3 za kwanza, au doxycycline pamoja na rifampicin kwa wiki 6.',
      'Doxycycline for all ages, including children under 8 (short courses do not stain teeth), started on clinical suspicion: 100 mg twice daily for adults and children >= 45 kg; 2.2 mg/kg twice daily for children under 45 kg; continue at least 3 days after the fever settles (usually 5 to 7 days).':
        'Doxycycline kwa umri wote, pamoja na watoto chini ya miaka 8 (dozi fupi haziharibu rangi ya meno), ianzishwe kwa shaka ya kikliniki: 100 mg mara mbili kwa siku kwa watu wazima na watoto >= kg 45; 2.2 mg/kg mara mbili kwa siku kwa watoto chini ya kg 45; endelea angalau siku 3 baada ya homa kushuka (kwa kawaida siku 5 hadi 7).',
      'Drainage only for large or non-responding abscesses.':
        'Kutoa usaha tu kwa majipu makubwa au yasiyoitikia matibabu.',
      'Drug-susceptible TB: 2 months of isoniazid, rifampicin, pyrazinamide and ethambutol (2HRZE) then 4 months of isoniazid and rifampicin (4HR), as weight-band fixed-dose combinations with pyridoxine.':
        'TB isiyo sugu kwa dawa: miezi 2 ya isoniazid, rifampicin, pyrazinamide na ethambutol (2HRZE) kisha miezi 4 ya isoniazid na rifampicin (4HR), kama vidonge mseto vya dozi kulingana na kundi la uzito pamoja na pyridoxine.',
      'Dry the ear by wicking if discharging': 'Kausha sikio kwa utambi likitoa usaha',
      'Dry the ear by wicking if discharging; tender swelling behind the ear (mastoiditis): refer.':
        'Kausha sikio kwa utambi likitoa usaha; uvimbe unaouma nyuma ya sikio (mastoiditis): toa rufaa.',
      'Early feeding': 'Kula mapema',
      'Elevation of the limb': 'Kuinua kiungo',
      'Emollient for itching': 'Mafuta ya kulainisha ngozi kwa muwasho',
      'Empyema or complicated parapneumonic effusion: chest drain plus IV antibiotics covering streptococci, staphylococci and anaerobes (per local protocol) for 2 to 6 weeks.':
        'Usaha kwenye utando wa mapafu au maji yenye matatizo kutokana na nimonia: mrija wa kifua pamoja na antibiotiki za mshipa zinazofunika streptococcus, staphylococcus na anaerobes (kufuata itifaki ya eneo) kwa wiki 2 hadi 6.',
      'Epilation of touching lashes while awaiting surgery':
        "Kung'oa kope zinazogusa jicho ukisubiri upasuaji",
      'Established RHD: heart failure treatment, anticoagulation for atrial fibrillation or mechanical valves, surgical referral.':
        'RHD iliyothibitika: matibabu ya moyo kushindwa, dawa za kuzuia damu kuganda kwa atrial fibrillation au vali bandia, rufaa ya upasuaji.',
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
      'Every 3 months for limb care; yearly treatment round.':
        'Kila miezi 3 kwa utunzaji wa kiungo; mzunguko wa matibabu kila mwaka.',
      'Every 3 to 4 weeks for prophylaxis; clinical review every 3 to 6 months; echocardiogram every 1 to 2 years.':
        'Kila wiki 3 hadi 4 kwa kinga; ufuatiliaji wa kikliniki kila miezi 3 hadi 6; echocardiogram kila mwaka 1 hadi 2.',
      'Every 3 to 6 months (monthly in stage 4-5).': 'Kila miezi 3 hadi 6 (kila mwezi katika hatua 4-5).',
      'Every 6 to 12 months with the ivermectin round.':
        'Kila miezi 6 hadi 12 pamoja na mzunguko wa ivermectin.',
      'Exclude and treat physical causes (delirium, substance use, HIV, syphilis).':
        'Ondoa na tibu sababu za kimwili (delirium, matumizi ya dawa za kulevya, VVU, kaswende).',
      'Exclude physical causes and depression.':
        'Ondoa uwezekano wa sababu za kimwili na msongo wa mawazo (depression).',
      'Extensive lesions, bullous impetigo or systemic symptoms: oral cloxacillin (flucloxacillin) for 5-7 days; erythromycin or azithromycin if allergic to penicillin.':
        'Vidonda vingi, impetigo yenye malengelenge au dalili za mwili mzima: cloxacillin (flucloxacillin) ya kumeza kwa siku 5-7; erythromycin au azithromycin ikiwa ana mzio wa penicillin.',
      'Eye and mouth care': 'Utunzaji wa macho na mdomo',
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
      'First line for black African adults: a long-acting calcium channel blocker (amlodipine) or a thiazide or thiazide-like diuretic (hydrochlorothiazide, chlortalidone); add an ACE inhibitor or ARB (first choice with diabetes or proteinuric kidney disease).':
        'Chaguo la kwanza kwa watu wazima Waafrika weusi: calcium channel blocker ya muda mrefu (amlodipine) au diuretic ya thiazide au inayofanana na thiazide (hydrochlorothiazide, chlortalidone); ongeza ACE inhibitor au ARB (chaguo la kwanza pamoja na kisukari au ugonjwa wa figo unaovuja protini).',
      'Fluid restriction in severe congestion or hyponatraemia':
        'Punguza maji katika msongamano mkubwa wa maji au upungufu wa sodiamu',
      Fluids: 'Maji na vinywaji',
      'Fluids and nutrition': 'Maji na lishe',
      'Fluids and rest': 'Vinywaji na kupumzika',
      'Fluids and soft diet': 'Vinywaji na chakula laini',
      'Fluids, rest, soothe the throat; return if breathing becomes fast or difficult.':
        'Vinywaji, kupumzika, tuliza koo; rudi ikiwa kupumua kunakuwa kwa haraka au kwa shida.',
      'Follow up after 3 days of treatment; sooner for any danger sign.':
        'Ufuatiliaji baada ya siku 3 za matibabu; mapema zaidi kwa dalili yoyote ya hatari.',
      'Follow up after 5 days.': 'Ufuatiliaji baada ya siku 5.',
      'Foot care': 'Utunzaji wa miguu',
      'Foot care education': 'Elimu ya utunzaji wa miguu',
      'Foot care.': 'Utunzaji wa miguu.',
      'For generalized anxiety or panic disorder in adults an SSRI (fluoxetine) may be offered, continued 6 to 12 months after response.':
        'Kwa wasiwasi wa jumla au ugonjwa wa hofu kuu kwa watu wazima SSRI (fluoxetine) inaweza kutolewa, ikiendelea miezi 6 hadi 12 baada ya nafuu.',
      'Frequent feeds, expressed milk by cup if weak':
        'Kulisha mara kwa mara, maziwa yaliyokamuliwa kwa kikombe akiwa dhaifu',
      'Give ORS for dehydration.': 'Toa ORS kwa upungufu wa maji mwilini.',
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
      'Hepatitis B vaccination if dialysis is likely': 'Chanjo ya homa ya ini B ikiwa dialysis inatarajiwa',
      'HIV PrEP assessment': 'Tathmini ya PrEP ya VVU',
      'HIV testing and partner notification': 'Kupima VVU na kuwajulisha wenzi',
      'Household contacts, a breastfed baby included: check each for TB; a mother keeps breastfeeding; give TB preventive treatment to children under 5 once active TB is excluded':
        'Wanaoishi nyumba moja, pamoja na mtoto anayenyonya: mchunguze kila mmoja kwa TB; mama aendelee kunyonyesha; toa tiba ya kuzuia TB kwa watoto chini ya miaka 5 baada ya TB hai kuondolewa',
      'Hydration and nutrition': 'Maji mwilini na lishe',
      'Hydrocele: surgery.': 'Hydrocele (mshipa): upasuaji.',
      'Ibuprofen or paracetamol': 'Ibuprofen au paracetamol',
      'If H. pylori positive (or ulcer confirmed): eradication with a PPI plus amoxicillin plus clarithromycin (or metronidazole if penicillin-allergic) for 14 days, as national guidelines.':
        'Ikiwa H. pylori ni chanya (au kidonda kimethibitika): tiba ya kuondoa kwa PPI pamoja na amoxicillin pamoja na clarithromycin (au metronidazole ikiwa ana mzio wa penicillin) kwa siku 14, kufuata miongozo ya kitaifa.',
      'IMCI acute ear infection (ear pain or pus draining for less than 14 days): oral amoxicillin for 5 days, paracetamol for pain, and dry the ear by wicking.':
        'Maambukizi ya ghafla ya sikio ya IMCI (maumivu ya sikio au usaha unaotoka kwa chini ya siku 14): amoxicillin ya kumeza kwa siku 5, paracetamol kwa maumivu, na kausha sikio kwa utambi.',
      'IMCI pneumonia (fast breathing and/or chest indrawing without danger signs): oral amoxicillin twice daily for 5 days (3 days for fast breathing only in low-HIV settings).':
        'Nimonia ya IMCI (kupumua haraka na/au kifua kubonyea ndani bila dalili za hatari): amoxicillin ya kumeza mara mbili kwa siku kwa siku 5 (siku 3 kwa kupumua haraka pekee katika maeneo yenye VVU kidogo).',
      'In Loa loa co-endemic areas, screen for high Loa microfilaraemia before ivermectin.':
        'Katika maeneo yenye Loa loa pia, chunguza wingi mkubwa wa microfilaria za Loa kabla ya ivermectin.',
      'In pregnancy with mild disease azithromycin may be used by the clinician.':
        'Wakati wa ujauzito na ugonjwa mdogo azithromycin inaweza kutumiwa na mtaalamu.',
      'Infants under 5 kg: same mg/kg as a 5-kg child, with specialist advice.':
        'Watoto wachanga chini ya kg 5: mg/kg sawa na mtoto wa kg 5, kwa ushauri wa mtaalamu.',
      'Infected obstructed kidney: urgent decompression plus antibiotics.':
        'Figo iliyoziba yenye maambukizi: kuondoa msongamano kwa haraka pamoja na antibiotiki.',
      'IPTp-SP in malaria areas': 'IPTp-SP katika maeneo ya malaria',
      'Iron supplementation for anaemia': 'Nyongeza ya chuma kwa upungufu wa damu',
      'Isolate until lesions crust; skin care; test for HIV; antibiotics only for secondary bacterial infection.':
        'Mtenge hadi vidonda viwe na magamba; utunzaji wa ngozi; pima VVU; antibiotiki tu kwa maambukizi ya bakteria yanayofuata.',
      'IV fluids': 'Maji kwa mshipa',
      'Ivermectin 150 micrograms/kg as a single dose, repeated every 6 to 12 months until the adult worms die (years).':
        'Ivermectin mikrogramu 150/kg kama dozi moja, inarudiwa kila miezi 6 hadi 12 hadi minyoo wakubwa wafe (miaka).',
      'Keep breastfeeding': 'Endelea kunyonyesha',
      'Keep nails short to limit scratching and infection':
        'Kata kucha fupi kupunguza kujikuna na maambukizi',
      'Levothyroxine once daily: 50 to 100 micrograms in adults, adjusted by 25 to 50 micrograms every 3 to 4 weeks by TSH; start at 25 micrograms in older people and those with heart disease.':
        'Levothyroxine mara moja kwa siku: mikrogramu 50 hadi 100 kwa watu wazima, ikirekebishwa kwa mikrogramu 25 hadi 50 kila wiki 3 hadi 4 kulingana na TSH; anza kwa mikrogramu 25 kwa wazee na wenye ugonjwa wa moyo.',
      'Lifestyle change for all.': 'Mabadiliko ya mtindo wa maisha kwa wote.',
      'Lifestyle: salt, weight, activity, tobacco.': 'Mtindo wa maisha: chumvi, uzito, mazoezi, tumbaku.',
      'Limited skin disease may regress on ART alone.':
        'Ugonjwa mdogo wa ngozi unaweza kupungua kwa ART pekee.',
      'Liver mass with raised AFP: refer for imaging, staging and treatment (resection, ablation, transplant where available, systemic therapy).':
        'Uvimbe wa ini pamoja na AFP iliyopanda: toa rufaa kwa picha, kubaini hatua na matibabu (kukata, ablation, kupandikiza ini panapowezekana, tiba ya mwili mzima).',
      'Local infection (pus or redness confined to the stump): clean with antiseptic (gentian violet or chlorhexidine) three times daily and oral antibiotic per IMCI, review in 2 days; redness extending to the skin: IV/IM cloxacillin + gentamicin as for serious bacterial infection.':
        'Maambukizi ya sehemu moja (usaha au wekundu kwenye kisiki cha kitovu pekee): safisha kwa dawa ya kuua vijidudu (gentian violet au chlorhexidine) mara tatu kwa siku na antibiotiki ya kumeza kufuata IMCI, rudi baada ya siku 2; wekundu unaoenea kwenye ngozi: cloxacillin + gentamicin IV/IM kama kwa maambukizi makali ya bakteria.',
      'Low-osmolarity ORS': 'ORS ya osmolarity ndogo',
    },
  },
];
