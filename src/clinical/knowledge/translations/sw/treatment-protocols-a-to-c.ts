import type { TranslationGroup } from '../types';

/** swahiliTreatmentProtocols (see treatment-protocols.ts), the entries whose English key starts with a to c. */
export const swahiliTreatmentProtocolsAToC: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'A few lesions need only washing, crust removal and an antiseptic or topical antibiotic.':
        'Vidonda vichache vinahitaji tu kuoshwa, kuondoa magamba na dawa ya kuua vijidudu au antibiotiki ya kupaka.',
      'A neonate with discharge: ceftriaxone 50 mg/kg IM (max 125 mg) once and refer.':
        'Mtoto mchanga mwenye uchafu: ceftriaxone 50 mg/kg IM (kiwango cha juu 125 mg) mara moja na toa rufaa.',
      'A stump infection alone is cleaned with antiseptic and treated with the IMCI oral antibiotic, dosed from the national chart booklet.':
        'Maambukizi ya kisiki cha kitovu pekee husafishwa kwa dawa ya kuua vijidudu na kutibiwa kwa antibiotiki ya kumeza ya IMCI, kwa dozi kutoka kitabu cha chati cha kitaifa.',
      'ABCDE with cervical spine protection; keep oxygenated and normotensive; treat fits and hypoglycaemia; close wounds; minor injuries observed and sent home with advice; moderate or severe injuries referred for CT and neurosurgical care.':
        'ABCDE huku ukilinda uti wa mgongo wa shingo; dumisha oksijeni na shinikizo la kawaida la damu; tibu degedege na sukari ya chini; funga majeraha; majeraha madogo yaangaliwe na kurudishwa nyumbani na ushauri; majeraha ya wastani au makali yapewe rufaa kwa CT na huduma ya upasuaji wa ubongo.',
      'Abscess: incision and drainage; antibiotic only with surrounding cellulitis, systemic signs or immunosuppression (cotrimoxazole or doxycycline where MRSA is common).':
        'Jipu: kupasua na kutoa usaha; antibiotiki tu ikiwa kuna cellulitis inayozunguka, dalili za mwili mzima au kinga iliyopungua (cotrimoxazole au doxycycline mahali MRSA ilipo kwa wingi).',
      'Aciclovir 800 mg 5 times daily for 7 days, started within 72 hours of the rash (at any time if HIV-positive, ophthalmic or still forming new blisters); analgesia (paracetamol, add amitriptyline for neuralgic pain); keep lesions clean; HIV test.':
        'Aciclovir 800 mg mara 5 kwa siku kwa siku 7, ianzishwe ndani ya saa 72 za vipele (wakati wowote ikiwa ana VVU, ni ya jicho au malengelenge mapya bado yanatokea); dawa za maumivu (paracetamol, ongeza amitriptyline kwa maumivu ya neva); weka vidonda safi; kipimo cha VVU.',
      'Active trachoma: azithromycin 20 mg/kg (max 1 g) as one dose, or tetracycline 1% eye ointment twice daily for 6 weeks (infants under 6 months, or where azithromycin is unavailable); treat the household.':
        'Trakoma hai: azithromycin 20 mg/kg (kiwango cha juu 1 g) kama dozi moja, au mafuta ya macho ya tetracycline 1% mara mbili kwa siku kwa wiki 6 (watoto chini ya miezi 6, au mahali azithromycin haipatikani); watibu wote wa nyumba hiyo.',
      'Acute angle closure: acetazolamide and urgent referral (the dose is given at the eye unit; not computed here).':
        'Kufunga kwa ghafla kwa pembe: acetazolamide na rufaa ya haraka (dozi hutolewa katika kitengo cha macho; haikokotolewi hapa).',
      'Acute angle closure: emergency pressure lowering and laser iridotomy.':
        'Kufunga kwa ghafla kwa pembe: kushusha shinikizo la jicho kwa dharura na laser iridotomy.',
      'Acute attack: simple analgesic taken early (aspirin, ibuprofen or paracetamol) with an antiemetic (metoclopramide) if nauseated; a triptan (sumatriptan) where available if analgesics fail.':
        'Shambulio la ghafla: dawa rahisi ya maumivu inayomezwa mapema (aspirin, ibuprofen au paracetamol) pamoja na dawa ya kuzuia kutapika (metoclopramide) akiwa na kichefuchefu; triptan (sumatriptan) inapopatikana dawa za maumivu zikishindwa.',
      'Acute cholecystitis: admit, nil by mouth while vomiting, IV fluids, analgesia, IV antibiotics (ceftriaxone with metronidazole) and early cholecystectomy; percutaneous drainage where surgery is unsafe.':
        'Uvimbe wa ghafla wa kifuko cha nyongo: mlaze, asile wala asinywe akiwa anatapika, maji kwa mshipa, dawa za maumivu, antibiotiki za mshipa (ceftriaxone pamoja na metronidazole) na upasuaji wa mapema wa kuondoa kifuko cha nyongo; kutoa usaha kupitia ngozi ikiwa upasuaji si salama.',
      'Acute hepatitis: supportive care, no specific antiviral; avoid hepatotoxic drugs.':
        'Homa ya ini ya ghafla: huduma ya kusaidia, hakuna dawa maalum ya virusi; epuka dawa zinazodhuru ini.',
      'Acute mania: stop antidepressants; give an antipsychotic (haloperidol or risperidone) or a mood stabiliser (lithium only where levels can be monitored; valproate; carbamazepine), with psychoeducation.':
        'Mania ya ghafla: acha dawa za msongo wa mawazo; toa dawa ya akili (haloperidol au risperidone) au dawa ya kutuliza hisia (lithium tu mahali viwango vinaweza kupimwa; valproate; carbamazepine), pamoja na elimu ya kisaikolojia.',
      'Acute retention: urethral catheter, then an alpha-blocker (tamsulosin) for at least 2 to 3 days before a trial without catheter; refer for surgery if it fails.':
        'Mkojo kubaki ghafla: katheta ya mkojo, kisha alpha-blocker (tamsulosin) kwa angalau siku 2 hadi 3 kabla ya kujaribu bila katheta; toa rufaa kwa upasuaji ikishindikana.',
      'Acute rheumatic fever: aspirin or naproxen for arthritis (specialist), treat heart failure, eradicate streptococci; dental care; anticoagulation for atrial fibrillation or prosthetic valves.':
        'Homa kali ya rheumatic: aspirin au naproxen kwa uvimbe wa viungo (mtaalamu), tibu moyo kushindwa, ondoa streptococcus; huduma ya meno; dawa za kuzuia damu kuganda kwa atrial fibrillation au vali bandia.',
      'Acute rheumatic fever: one dose of benzathine benzylpenicillin (or 10 days of oral penicillin or amoxicillin) to eradicate streptococci; aspirin or NSAID for arthritis; heart failure treatment if carditis; admit for confirmation.':
        'Homa kali ya rheumatic: dozi moja ya benzathine benzylpenicillin (au siku 10 za penicillin au amoxicillin ya kumeza) kuondoa streptococcus; aspirin au NSAID kwa uvimbe wa viungo; matibabu ya moyo kushindwa ikiwa kuna carditis; mlaze kwa uthibitisho.',
      'Add a sulfonylurea (gliclazide preferred in older people) if targets are not met; then human insulin (NPH at night).':
        'Ongeza sulfonylurea (gliclazide hupendelewa kwa wazee) malengo yasipofikiwa; kisha insulini ya binadamu (NPH usiku).',
      'Add a thiazide, then an ACE inhibitor or ARB, if not controlled at 4 weeks (target below 140/90).':
        'Ongeza thiazide, kisha ACE inhibitor au ARB, ikiwa halijadhibitiwa baada ya wiki 4 (lengo chini ya 140/90).',
      'Add spironolactone 25 mg daily (check potassium and creatinine).':
        'Ongeza spironolactone 25 mg kila siku (pima potasiamu na creatinine).',
      'Address social problems and violence': 'Shughulikia matatizo ya kijamii na ukatili',
      'Adherence counselling and psychosocial support':
        'Ushauri wa kufuata matibabu na msaada wa kisaikolojia na kijamii',
      'Adjust to blood-culture susceptibility.': 'Rekebisha kulingana na matokeo ya uoteshaji wa damu.',
      'Adjust to culture; joint washout for septic arthritis.':
        'Rekebisha kulingana na uoteshaji; kusafisha kiungo kwa maambukizi ya kiungo.',
      'Adolescents, pregnancy and breastfeeding: specialist.':
        'Vijana balehe, ujauzito na kunyonyesha: mtaalamu.',
      'Adult blister packs; screen for TB before starting rifampicin (rifampicin alone would breed resistant TB).':
        'Pakiti za watu wazima; chunguza TB kabla ya kuanza rifampicin (rifampicin pekee ingezalisha TB sugu).',
      'Adults and children under 1 or over 12 years: no steroid before specialist review and kidney biopsy (membranous, HIV, hepatitis B and other secondary causes are common).':
        'Watu wazima na watoto chini ya mwaka 1 au zaidi ya miaka 12: hakuna steroidi kabla ya tathmini ya mtaalamu na sampuli ya figo (membranous, VVU, homa ya ini B na sababu nyingine za pili ni za kawaida).',
      'Adults: refer for kidney biopsy before treatment.':
        'Watu wazima: toa rufaa kwa sampuli ya figo kabla ya matibabu.',
      'Advanced HIV disease package: cotrimoxazole prophylaxis, TB preventive therapy after TB exclusion, CrAg screening with pre-emptive fluconazole if positive, and defer ART in cryptococcal or TB meningitis.':
        'Kifurushi cha VVU iliyokomaa: kinga ya cotrimoxazole, tiba ya kuzuia TB baada ya TB kuondolewa, uchunguzi wa CrAg pamoja na fluconazole ya tahadhari ikiwa chanya, na kuahirisha ART katika homa ya uti wa mgongo ya cryptococcus au TB.',
      'Advanced, symptomatic or visceral disease: chemotherapy by the specialist together with ART; radiotherapy for painful local lesions.':
        'Ugonjwa uliokomaa, wenye dalili au wa viungo vya ndani: tiba ya kemikali na mtaalamu pamoja na ART; tiba ya mionzi kwa vidonda vinavyouma vya sehemu moja.',
      'After recovery: long-acting bronchodilator maintenance (LAMA or LAMA/LABA), smoking and biomass smoke cessation, vaccination, pulmonary rehabilitation.':
        'Baada ya kupona: dawa ya kudumu ya kufungua njia ya hewa ya muda mrefu (LAMA au LAMA/LABA), kuacha kuvuta sigara na moshi wa kuni, chanjo, urekebishaji wa mapafu.',
      'Allergen and irritant avoidance; intranasal corticosteroid (beclometasone or budesonide) daily for persistent or moderate-severe symptoms; oral non-sedating antihistamine (loratadine or cetirizine) for mild or intermittent symptoms; saline irrigation.':
        'Kuepuka vitu vya mzio na vya kuwasha; corticosteroid ya puani (beclometasone au budesonide) kila siku kwa dalili zinazodumu au za wastani hadi kali; antihistamine ya kumeza isiyoleta usingizi (loratadine au cetirizine) kwa dalili ndogo au za mara kwa mara; kusafisha pua kwa maji ya chumvi.',
      'Allergic conjunctivitis: cold compresses, oral antihistamine or antihistamine/cromoglicate eye drops.':
        'Conjunctivitis ya mzio: kitambaa cha baridi, antihistamine ya kumeza au matone ya macho ya antihistamine/cromoglicate.',
      'Amitriptyline at night for nerve pain': 'Amitriptyline usiku kwa maumivu ya neva',
      'An abscess needs incision and drainage; antibiotics only for surrounding cellulitis or systemic signs.':
        'Jipu linahitaji kupasuliwa na kutolewa usaha; antibiotiki tu kwa cellulitis inayozunguka au dalili za mwili mzima.',
      'An antibiotic (single-dose doxycycline in adults; azithromycin in children and pregnant women) is given to patients with severe dehydration, per GTFCC.':
        'Antibiotiki (doxycycline dozi moja kwa watu wazima; azithromycin kwa watoto na wajawazito) hutolewa kwa wagonjwa wenye upungufu mkubwa wa maji, kufuata GTFCC.',
      'An intranasal corticosteroid is more effective for persistent symptoms; avoid allergens.':
        'Corticosteroid ya puani inafanya kazi vizuri zaidi kwa dalili zinazodumu; epuka vitu vya mzio.',
      'An IUD may stay in place unless there is no improvement.':
        'IUD inaweza kubaki mahali pake isipokuwa kama hakuna nafuu.',
      Analgesia: 'Dawa za maumivu',
      'Analgesia (ibuprofen or paracetamol).': 'Dawa za maumivu (ibuprofen au paracetamol).',
      'Analgesia (paracetamol or ibuprofen)': 'Dawa za maumivu (paracetamol au ibuprofen)',
      'Analgesia, splint in the position found (traction splint for femur), check neurovascular status before and after; open fractures: stop bleeding, sterile dressing, IV antibiotics and tetanus prophylaxis, surgery; reduce dislocations promptly or refer.':
        'Dawa za maumivu, banzi katika mkao ulioukuta (banzi la kuvuta kwa paja), hakiki mishipa ya damu na neva kabla na baada; kuvunjika kwa mfupa ulio wazi: simamisha damu, bandeji safi isiyo na vijidudu, antibiotiki za mshipa na kinga ya pepopunda, upasuaji; rudisha viungo vilivyoteguka haraka au toa rufaa.',
      'Anaphylaxis signs: adrenaline.': 'Dalili za anaphylaxis: adrenaline.',
      'Antacid as needed': 'Antacid inapohitajika',
      'Antibiotic (amoxicillin or doxycycline for 5 days) only with increased sputum purulence plus more breathlessness or sputum.':
        'Antibiotiki (amoxicillin au doxycycline kwa siku 5) tu makohozi yakiongezeka usaha pamoja na kukosa pumzi zaidi au makohozi mengi.',
      'Antibiotics (amoxicillin for 5 days, amoxicillin-clavulanate second line) only for severe symptoms, symptoms beyond 10 days without improvement, or worsening after initial improvement.':
        'Antibiotiki (amoxicillin kwa siku 5, amoxicillin-clavulanate chaguo la pili) tu kwa dalili kali, dalili zaidi ya siku 10 bila nafuu, au kuzidi baada ya nafuu ya mwanzo.',
      'Antibiotics only for moderate or severe dehydration.':
        'Antibiotiki tu kwa upungufu wa maji wa wastani au mkubwa.',
      'Antibiotics only for secondary bacterial pneumonia.':
        'Antibiotiki tu kwa nimonia ya bakteria inayofuata.',
      'Antibiotics only with spreading infection or systemic signs, or when drainage is delayed: amoxicillin (or phenoxymethylpenicillin), metronidazole if penicillin-allergic.':
        'Antibiotiki tu kwa maambukizi yanayoenea au dalili za mwili mzima, au kutoa usaha kukichelewa: amoxicillin (au phenoxymethylpenicillin), metronidazole ikiwa ana mzio wa penicillin.',
      'Anticoagulate in AF or very low EF with thrombus.':
        'Toa dawa za kuzuia damu kuganda katika AF au EF ya chini sana yenye damu iliyoganda.',
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
      'As the programme directs (gambiense: no routine follow-up LP after fexinidazole; report relapse signs).':
        'Kama programu inavyoelekeza (gambiense: hakuna LP ya ufuatiliaji ya kawaida baada ya fexinidazole; ripoti dalili za kurudia).',
      'Ascites: salt restriction, spironolactone 100 mg daily stepped up to 400 mg, with furosemide 40 mg stepped up to 160 mg if needed; large tense ascites: paracentesis with albumin.':
        'Maji tumboni: punguza chumvi, spironolactone 100 mg kila siku ikiongezwa hadi 400 mg, pamoja na furosemide 40 mg ikiongezwa hadi 160 mg ikihitajika; maji mengi yaliyojaa sana: kutoa maji tumboni pamoja na albumin.',
      'Aspirate fluctuant buboes with a needle rather than incise':
        'Nyonya mitoki laini yenye usaha kwa sindano badala ya kupasua',
      'Aspirate, culture, then IV antistaphylococcal antibiotic (cloxacillin); in sickle cell disease or young children cover Gram-negatives (add ceftriaxone or use chloramphenicol per the pocket book).':
        'Nyonya majimaji, fanya uoteshaji, kisha antibiotiki ya mshipa dhidi ya staphylococcus (cloxacillin); katika ugonjwa wa selimundu au watoto wadogo funika bakteria wa Gram-negative (ongeza ceftriaxone au tumia chloramphenicol kufuata kitabu cha mfukoni).',
      'Avoid amitriptyline in heart disease, glaucoma, urinary retention and older people at risk of falls.':
        'Epuka amitriptyline katika ugonjwa wa moyo, glaucoma, mkojo kubaki na wazee walio hatarini kuanguka.',
      'Avoid benzodiazepines except very briefly in acute severe anxiety.':
        'Epuka benzodiazepines isipokuwa kwa muda mfupi sana katika wasiwasi mkali wa ghafla.',
      'Avoid in the first trimester of pregnancy.': 'Epuka katika kipindi cha kwanza cha ujauzito.',
      'Avoid long-term decongestant sprays.': 'Epuka dawa za kupuliza za kufungua pua kwa muda mrefu.',
      'Avoid nephrotoxic and sedating drugs': 'Epuka dawa zinazodhuru figo na zinazoleta usingizi',
      'Avoid NSAIDs': 'Epuka NSAIDs',
      'Avoid NSAIDs in kidney impairment, peptic ulcer and the third trimester; use paracetamol then.':
        'Epuka NSAIDs katika figo kudhoofika, kidonda cha tumbo na kipindi cha tatu cha ujauzito; tumia paracetamol hapo.',
      'Avoid routine opioids, imaging and bed rest.':
        'Epuka opioids, picha na kupumzika kitandani kama mazoea.',
      'Bed rest while hypertensive': 'Kupumzika kitandani shinikizo likiwa juu',
      'Benzathine benzylpenicillin single IM dose where adherence to 10 days is unlikely.':
        'Benzathine benzylpenicillin dozi moja ya IM ikiwa kufuata matibabu kwa siku 10 hakuna uwezekano.',
      'Benzyl benzoate 25% (diluted for children, not under 2 years) where permethrin is unavailable.':
        'Benzyl benzoate 25% (iliyochanganywa na maji kwa watoto, si chini ya miaka 2) mahali permethrin haipatikani.',
      'Beta-blocker (propranolol) for symptoms; carbimazole (or methimazole) titrated to free T4, for 12 to 18 months in Graves disease; propylthiouracil in the first trimester of pregnancy and in thyroid storm; radioiodine or thyroidectomy for relapse or toxic nodular goitre.':
        'Beta-blocker (propranolol) kwa dalili; carbimazole (au methimazole) inayorekebishwa kulingana na free T4, kwa miezi 12 hadi 18 katika ugonjwa wa Graves; propylthiouracil katika kipindi cha kwanza cha ujauzito na katika thyroid storm; radioiodine au kuondoa tezi ya shingo kwa kurudia au goita yenye vinundu inayozalisha homoni kupita kiasi.',
      'Biliary colic alone needs analgesia, not antibiotics.':
        'Maumivu ya nyongo pekee yanahitaji dawa za maumivu, si antibiotiki.',
      'Biliary colic: analgesia (NSAID, e.g. diclofenac, or paracetamol) and elective cholecystectomy.':
        'Maumivu ya nyongo: dawa za maumivu (NSAID, kwa mfano diclofenac, au paracetamol) na upasuaji wa kuondoa kifuko cha nyongo uliopangwa.',
      'Biperiden only for acute extrapyramidal side effects, not routinely.':
        'Biperiden tu kwa madhara ya ghafla ya extrapyramidal, si kila mara.',
      'Bipolar depression: mood stabiliser; antidepressant only with a mood stabiliser, by the specialist.':
        'Msongo wa mawazo wa bipolar: dawa ya kutuliza hisia; dawa ya msongo tu pamoja na dawa ya kutuliza hisia, kwa uamuzi wa mtaalamu.',
      "Body, groin and foot tinea: topical azole (clotrimazole 1% or miconazole 2%) or Whitfield's ointment twice daily, continued 2 weeks after clearing (usually 4 weeks).":
        'Mba ya mwili, kinena na miguu: azole ya kupaka (clotrimazole 1% au miconazole 2%) au mafuta ya Whitfield mara mbili kwa siku, yaendelee wiki 2 baada ya kupona (kwa kawaida wiki 4).',
      'Bothersome LUTS: an alpha-blocker; add a 5-alpha-reductase inhibitor (finasteride) for a large prostate (over 40 mL); surgery (TURP or open prostatectomy) for retention, kidney impairment, recurrent infection or bladder stones.':
        'LUTS zinazosumbua: alpha-blocker; ongeza 5-alpha-reductase inhibitor (finasteride) kwa tezi dume kubwa (zaidi ya 40 mL); upasuaji (TURP au kuondoa tezi dume kwa upasuaji wa wazi) kwa mkojo kubaki, figo kudhoofika, maambukizi yanayojirudia au mawe kwenye kibofu.',
      'Breastfeeding lowers the baby’s hypoglycaemia risk':
        'Kunyonyesha hupunguza hatari ya sukari ya chini kwa mtoto',
      'Calamine lotion': 'Losheni ya calamine',
      'Calamine lotion and an oral antihistamine for itching':
        'Losheni ya calamine na antihistamine ya kumeza kwa muwasho',
      'Calamine lotion for itch': 'Losheni ya calamine kwa muwasho',
      'Calm reassurance': 'Kumtuliza na kumhakikishia',
      'Cancer treatment (chemotherapy, hormonal therapy, radiotherapy, surgery) is specialist-only: refer.':
        'Matibabu ya saratani (tiba ya kemikali, tiba ya homoni, tiba ya mionzi, upasuaji) ni ya wataalamu pekee: toa rufaa.',
      'Cardiovascular risk assessment': 'Tathmini ya hatari ya moyo na mishipa',
      'Caries: fluoride, restoration.': 'Kuoza kwa meno: fluoride, kuziba jino.',
      'Cast check in 24-48 hours; X-ray follow-up per orthopaedics.':
        'Kukagua plasta baada ya saa 24-48; ufuatiliaji wa X-ray kufuata madaktari wa mifupa.',
      'Cataract needs surgery, not medicine.': 'Mtoto wa jicho anahitaji upasuaji, si dawa.',
      'Cataract: refer for surgery (small-incision cataract surgery with lens implant) when vision affects daily life.':
        'Mtoto wa jicho: toa rufaa kwa upasuaji (upasuaji wa mtoto wa jicho wa mkato mdogo pamoja na kuweka lenzi) uwezo wa kuona ukiathiri maisha ya kila siku.',
      'Category III: rabies immunoglobulin (human 20 IU/kg or equine 40 IU/kg) infiltrated into and around the wound on day 0.':
        'Kundi III: immunoglobulin ya kichaa cha mbwa (ya binadamu 20 IU/kg au ya farasi 40 IU/kg) inayodungwa ndani na kuzunguka jeraha siku 0.',
      'Catheter care': 'Utunzaji wa katheta',
      'Catheterise retention.': 'Weka katheta mkojo ukibaki.',
      'Cellulitis: oral flucloxacillin/cloxacillin (or cefalexin; amoxicillin-clavulanate as alternative) for 5 days, IV cloxacillin or ceftriaxone if severe.':
        'Cellulitis: flucloxacillin/cloxacillin ya kumeza (au cefalexin; amoxicillin-clavulanate kama mbadala) kwa siku 5, cloxacillin au ceftriaxone ya mshipa ikiwa ni kali.',
      'Check for Loa loa where co-endemic.': 'Chunguza Loa loa mahali ipo pia.',
      'Check for severe malaria signs; give IPTp-SP from the second trimester.':
        'Chunguza dalili za malaria kali; toa IPTp-SP kuanzia kipindi cha pili cha ujauzito.',
      'Check potassium and creatinine 1-2 weeks after each change; salt and fluid advice; daily weights.':
        'Pima potasiamu na creatinine wiki 1-2 baada ya kila badiliko; ushauri wa chumvi na maji; kupima uzito kila siku.',
      'Check tetanus immunisation of the mother': 'Hakiki chanjo ya pepopunda ya mama',
      'Chemotherapy, radiotherapy and surgery are specialist decisions: refer, do not start them in primary care.':
        'Tiba ya kemikali, tiba ya mionzi na upasuaji ni maamuzi ya wataalamu: toa rufaa, usizianzishe katika huduma ya msingi.',
      'Chest physiotherapy for sputum clearance': 'Tiba ya viungo ya kifua kusaidia kutoa makohozi',
      'Chest X-ray after drainage and at the end of treatment.':
        'X-ray ya kifua baada ya kutoa maji na mwishoni mwa matibabu.',
      'Children 1-12 years with typical features: prednisolone 2 mg/kg (60 mg/m², max 60 mg) once daily for 4 weeks, then 1.5 mg/kg (max 40 mg) on alternate days for 4 weeks.':
        'Watoto wa miaka 1-12 wenye dalili za kawaida: prednisolone 2 mg/kg (60 mg/m², kiwango cha juu 60 mg) mara moja kwa siku kwa wiki 4, kisha 1.5 mg/kg (kiwango cha juu 40 mg) kila siku ya pili kwa wiki 4.',
      'Children and adolescents with non-severe TB: 4-month regimen (2HRZ(E)/2HR).':
        'Watoto na vijana wenye TB isiyo kali: mpango wa miezi 4 (2HRZ(E)/2HR).',
      'Children and pregnancy: specialist.': 'Watoto na ujauzito: mtaalamu.',
      'Children of 30 kg or more take TLD.': 'Watoto wa kg 30 au zaidi hutumia TLD.',
      'Children under 8: cotrimoxazole with rifampicin.':
        'Watoto chini ya miaka 8: cotrimoxazole pamoja na rifampicin.',
      'Children: dose by the clinician (the source section for children was not checked here).':
        'Watoto: dozi kwa uamuzi wa mtaalamu (sehemu ya chanzo kuhusu watoto haikukaguliwa hapa).',
      'Children: specialist care.': 'Watoto: huduma ya mtaalamu.',
      'Children: specialist.': 'Watoto: mtaalamu.',
      'Cholangitis: antibiotics and urgent biliary drainage.':
        'Uvimbe wa mirija ya nyongo: antibiotiki na kutoa nyongo kwa haraka.',
      'Chronic ear infection (discharge 14 days or more): wicking and topical quinolone ear drops.':
        'Maambukizi sugu ya sikio (usaha siku 14 au zaidi): kukausha kwa utambi na matone ya sikio ya quinolone.',
      'Chronic hepatitis B: assess for tenofovir disoproxil per WHO 2024 criteria (specialist or trained clinician).':
        'Homa ya ini B sugu: tathmini kwa tenofovir disoproxil kufuata vigezo vya WHO 2024 (mtaalamu au mhudumu aliyefunzwa).',
      'Chronic hepatitis B: tenofovir (TDF) when WHO 2024 treatment criteria are met (significant fibrosis, raised HBV DNA with raised ALT, HIV co-infection, family history of liver cancer, or pregnancy with high viral load to prevent transmission).':
        'Homa ya ini B sugu: tenofovir (TDF) vigezo vya matibabu vya WHO 2024 vikitimizwa (fibrosis kubwa, HBV DNA iliyopanda pamoja na ALT iliyopanda, maambukizi ya VVU pia, historia ya familia ya saratani ya ini, au ujauzito wenye wingi mkubwa wa virusi kuzuia maambukizi).',
      'Chronic hepatitis C: pangenotypic direct-acting antivirals (sofosbuvir with daclatasvir or velpatasvir) for 12 weeks.':
        'Homa ya ini C sugu: dawa za virusi zinazofanya kazi moja kwa moja kwa aina zote (sofosbuvir pamoja na daclatasvir au velpatasvir) kwa wiki 12.',
      'Chronic primary low back pain: exercise programmes, psychological therapies and multi-component care as WHO 2023.':
        'Maumivu sugu ya kiuno ya msingi: programu za mazoezi, tiba za kisaikolojia na huduma yenye vipengele vingi kama WHO 2023.',
      'Ciprofloxacin for 3 days is the WHO first-line antibiotic for dysentery; azithromycin or ceftriaxone where resistance is known or in severe cases.':
        'Ciprofloxacin kwa siku 3 ni antibiotiki ya chaguo la kwanza la WHO kwa kuhara damu; azithromycin au ceftriaxone mahali usugu unajulikana au kwa hali kali.',
      'Clean the eyes with clean water before applying medicine':
        'Safisha macho kwa maji safi kabla ya kuweka dawa',
      'Cold compresses for comfort': 'Kitambaa cha baridi kwa faraja',
      'Complicated SAM: admit; F-75, treat hypoglycaemia and hypothermia, IV ampicillin and gentamicin, careful fluids (ReSoMal); vitamin A only with eye signs or measles; folic acid; no iron until recovering.':
        'SAM yenye matatizo: mlaze; F-75, tibu sukari ya chini na joto la chini, ampicillin na gentamicin za mshipa, maji kwa uangalifu (ReSoMal); vitamini A tu kukiwa na dalili za macho au surua; folic acid; hakuna chuma hadi aanze kupona.',
      'Complicated SAM: WHO ten steps as inpatient: treat or prevent hypoglycaemia, hypothermia and dehydration (ReSoMal), correct electrolytes, give broad-spectrum antibiotics (ampicillin and gentamicin IV/IM), micronutrients, cautious feeding with F-75, then catch-up with F-100 or RUTF, stimulation, and prepare for follow-up.':
        'SAM yenye matatizo: hatua kumi za WHO akiwa amelazwa: tibu au zuia sukari ya chini, joto la chini na upungufu wa maji (ReSoMal), rekebisha chumvi za mwili, toa antibiotiki za wigo mpana (ampicillin na gentamicin IV/IM), virutubishi vidogo, kulisha kwa tahadhari kwa F-75, kisha kufidia ukuaji kwa F-100 au RUTF, uchangamshaji, na kujiandaa kwa ufuatiliaji.',
      'Compression bandaging when trained': 'Kufunga bandeji ya kubana ukiwa umefunzwa',
      Condoms: 'Kondomu',
      'Confirm with RDT or microscopy before treating.': 'Thibitisha kwa RDT au hadubini kabla ya kutibu.',
      'Congestion: loop diuretic (furosemide).': 'Msongamano wa maji: loop diuretic (furosemide).',
      'Contact dermatitis: identify and avoid the irritant or allergen plus the same steroid treatment.':
        'Ugonjwa wa ngozi wa kugusana: tambua na epuka kitu kinachowasha au cha mzio pamoja na matibabu yale yale ya steroidi.',
      'Continue breastfeeding and feeding': 'Endelea kunyonyesha na kulisha',
      'Continue feeding and breastfeeding': 'Endelea kulisha na kunyonyesha',
      'Control blood pressure (ACE inhibitor or ARB if albuminuria, checking potassium and creatinine), manage diabetes, avoid NSAIDs and nephrotoxins, adjust renally cleared doses; refer for eGFR below 30 or rapid decline.':
        'Dhibiti shinikizo la damu (ACE inhibitor au ARB ikiwa kuna albumini kwenye mkojo, ukipima potasiamu na creatinine), dhibiti kisukari, epuka NSAIDs na vitu vinavyodhuru figo, rekebisha dozi za dawa zinazotolewa na figo; toa rufaa kwa eGFR chini ya 30 au kushuka kwa kasi.',
      'Control diabetes and blood pressure': 'Dhibiti kisukari na shinikizo la damu',
      'Control seizures': 'Dhibiti degedege',
      'Controlled oxygen to SpO2 88-92%.': 'Oksijeni iliyodhibitiwa hadi SpO2 88-92%.',
      'Cool compresses': 'Kitambaa cha baridi',
      'Correct hypokalaemia if present': 'Rekebisha upungufu wa potasiamu ukiwepo',
      'Cotrimoxazole prophylaxis': 'Kinga ya cotrimoxazole',
      'CSOM: keep the ear dry by wicking three times a day and instil topical quinolone (ciprofloxacin) ear drops three times a day for 2 weeks; oral antibiotics are not needed unless there are complications.':
        'CSOM: weka sikio likavu kwa utambi mara tatu kwa siku na weka matone ya sikio ya quinolone (ciprofloxacin) mara tatu kwa siku kwa wiki 2; antibiotiki za kumeza hazihitajiki isipokuwa kuna matatizo.',
      'CURB-65 of 2 or more, SpO2 below 90% or sepsis: admit, IV ceftriaxone (or benzylpenicillin) and oxygen.':
        'CURB-65 ya 2 au zaidi, SpO2 chini ya 90% au sepsis: mlaze, ceftriaxone ya mshipa (au benzylpenicillin) na oksijeni.',
    },
  },
];
