import type { TranslationGroup } from '../types';

/**
 * Why the patient is referred (referrals of knowledge/conditions), in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliReferralReasons: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '> 10% (child) or > 15% (adult), face, hands, feet, genitals or joints, circumferential, electrical or chemical burns, inhalation injury.':
        '> 10% (mtoto) au > 15% (mtu mzima), uso, mikono, miguu, sehemu za siri au viungo, kuungua kunakozunguka kiungo, kwa umeme au kwa kemikali, jeraha la kuvuta moshi.',
      'Adults (biopsy before treatment), children under 1 year or over 12, haematuria, hypertension, raised creatinine or no remission after 4 weeks of prednisolone.':
        'Watu wazima (sampuli ya nyama kabla ya matibabu), watoto chini ya mwaka 1 au zaidi ya 12, damu kwenye mkojo, shinikizo la damu, creatinine iliyopanda au kutopona baada ya wiki 4 za prednisolone.',
      'Alarm features or failure of treatment.': 'Dalili za hatari au matibabu kushindwa.',
      'Animal observation and One Health investigation.': 'Kumwangalia mnyama na uchunguzi wa One Health.',
      'Any danger sign or severe feature, or repeated vomiting of oral treatment.':
        'Dalili yoyote ya hatari au ya ukali, au kutapika dawa za kumeza mara kwa mara.',
      'Associated depression or anxiety.': 'Msongo wa mawazo au wasiwasi unaoambatana.',
      'Atypical features, aura lasting over 1 hour, or failure of two prophylactic drugs.':
        'Dalili zisizo za kawaida, aura inayodumu zaidi ya saa 1, au dawa mbili za kinga kushindwa.',
      'Biopsy, staging (FIGO) and treatment: surgery for early disease, chemoradiation for locally advanced disease.':
        'Sampuli ya nyama, kubaini hatua (FIGO) na matibabu: upasuaji kwa ugonjwa wa mapema, tiba ya kemikali pamoja na mionzi kwa ugonjwa ulioenea eneo hilo.',
      'Cannot keep oral antiemetics or fluids down, ketonuria with weight loss, or suspected Wernicke encephalopathy.':
        'Hawezi kubakiza dawa za kuzuia kutapika au maji tumboni, ketoni kwenye mkojo pamoja na kupungua uzito, au Wernicke encephalopathy inayoshukiwa.',
      'Cataract surgery when vision limits daily life; glaucoma diagnosis and treatment (drops, laser, surgery).':
        'Upasuaji wa mtoto wa jicho uwezo wa kuona ukizuia maisha ya kila siku; utambuzi na matibabu ya glaucoma (matone, leza, upasuaji).',
      'Chest drain for empyema; thoracic surgery for loculated pus.':
        'Mrija wa kifua kwa usaha kwenye utando wa mapafu; upasuaji wa kifua kwa usaha uliogawanyika vyumba.',
      'Children (congenital hypothyroidism), pregnancy, heart disease, central hypothyroidism.':
        'Watoto (upungufu wa homoni ya tezi wa kuzaliwa nao), ujauzito, ugonjwa wa moyo, upungufu wa homoni ya tezi wa kati.',
      'Cholecystectomy (early for cholecystitis; elective after biliary colic).':
        'Upasuaji wa kuondoa kifuko cha nyongo (mapema kwa uvimbe wa kifuko; uliopangwa baada ya maumivu ya nyongo).',
      'Chronic daily headache not responding to treatment, or any red flag.':
        'Maumivu sugu ya kichwa ya kila siku yasiyoitikia matibabu, au dalili yoyote ya hatari.',
      'Chronic hepatitis B or C for antiviral treatment assessment.':
        'Homa ya ini B au C sugu kwa tathmini ya matibabu ya virusi.',
      'Chronic urticaria not controlled on 4 times the antihistamine dose; suspected drug or food anaphylaxis.':
        'Urticaria sugu isiyodhibitiwa kwa mara 4 ya dozi ya antihistamine; anaphylaxis ya dawa au chakula inayoshukiwa.',
      'Complicated SAM, infants under 6 months, or failed appetite test.':
        'SAM yenye matatizo, watoto wachanga chini ya miezi 6, au kushindwa kipimo cha hamu ya kula.',
      'Confirm cause, plan 12 to 18 months of antithyroid drug, radioiodine or surgery.':
        'Thibitisha chanzo, panga miezi 12 hadi 18 ya dawa ya tezi, radioiodine au upasuaji.',
      'Confirmation, severity grading and assessment for valve surgery or balloon valvotomy.':
        'Uthibitisho, kupima ukali na tathmini ya upasuaji wa vali au kupanua vali kwa puto.',
      'Crusted (Norwegian) scabies, or failure after two correct treatments; test for HIV.':
        'Upele wenye magamba (Norwegian), au kushindwa baada ya matibabu mawili sahihi; pima VVU.',
      'CURB-65 >= 2, hypoxaemia, or unable to take oral medicine.':
        'CURB-65 >= 2, oksijeni pungufu, au kushindwa kumeza dawa.',
      'Delirium without an obvious, treatable cause on site.':
        'Delirium bila chanzo dhahiri kinachoweza kutibiwa hapo hapo.',
      'Delirium, seizures, severe withdrawal or medical illness.':
        'Delirium, degedege, dalili kali za kuacha pombe au ugonjwa wa kitabibu.',
      'Dementia diagnosis, behavioural symptoms, carer support.':
        'Utambuzi wa dementia, dalili za kitabia, msaada kwa mlezi.',
      'Discharge beyond 2 weeks of treatment, cholesteatoma, hearing loss, surgery to close the perforation.':
        'Usaha zaidi ya wiki 2 za matibabu, cholesteatoma, kupoteza uwezo wa kusikia, upasuaji wa kuziba tundu.',
      'Discharge for more than 14 days (chronic suppurative otitis media) or hearing loss.':
        'Usaha kwa zaidi ya siku 14 (maambukizi sugu ya sikio la kati yenye usaha) au kupoteza uwezo wa kusikia.',
      'Displaced, open, femoral, pelvic, intra-articular or paediatric growth-plate fractures; dislocations not reduced.':
        'Kuvunjika kwa mfupa kulikohama, kulio wazi, kwa paja, kwa nyonga, ndani ya kiungo au kwa sahani ya ukuaji ya mtoto; viungo vilivyoteguka visivyorudishwa.',
      'Disseminated zoster, encephalitis, or severe disease in immunosuppression.':
        'Mkanda wa jeshi ulioenea, uvimbe wa ubongo, au ugonjwa mkali kwa mwenye kinga iliyopungua.',
      'Drainage, root canal treatment or extraction.': "Kutoa usaha, matibabu ya mzizi wa jino au kung'oa.",
      'Dysphagia, weight loss, bleeding, or failure of PPI.':
        'Shida ya kumeza, kupungua uzito, kutokwa damu, au PPI kushindwa.',
      'Echo, guideline-directed therapy; PPCM: joint obstetric and cardiac care, contraception counselling.':
        'Echo, tiba inayofuata miongozo; PPCM: huduma ya pamoja ya uzazi na moyo, ushauri wa uzazi wa mpango.',
      'eGFR < 30, ACR > 300 mg/g, rapid decline, resistant hypertension, or hyperkalaemia.':
        'eGFR < 30, ACR > 300 mg/g, kushuka kwa kasi, shinikizo la damu sugu, au potasiamu iliyozidi.',
      'Endoscopy for varices, hepatitis B or C treatment, large-volume paracentesis.':
        'Endoscopy kwa mishipa iliyovimba ya umio, matibabu ya homa ya ini B au C, kutoa maji mengi tumboni.',
      'Endoscopy, biopsy and staging; most need palliation of dysphagia (stent, brachytherapy) and nutrition.':
        'Endoscopy, sampuli ya nyama na kubaini hatua; wengi wanahitaji huduma shufaa ya shida ya kumeza (stent, brachytherapy) na lishe.',
      'Enrolment, ART initiation and advanced HIV package.':
        'Usajili, kuanza ART na kifurushi cha VVU iliyokomaa.',
      'Exercise therapy for persistent or chronic pain.': 'Tiba ya mazoezi kwa maumivu yanayodumu au sugu.',
      'Extensive disease not responding to oral treatment, or nail disease needing long courses.':
        'Ugonjwa ulioenea usioitikia matibabu ya kumeza, au ugonjwa wa kucha unaohitaji matibabu marefu.',
      'Eye lesions or reduced vision.': 'Vidonda vya macho au uwezo wa kuona uliopungua.',
      'First episode, risk of harm, poor response, pregnancy, children and adolescents.':
        'Tukio la kwanza, hatari ya madhara, mwitikio duni, ujauzito, watoto na vijana balehe.',
      'Frequent exacerbations despite inhaled corticosteroid.':
        'Ugonjwa kuzidi mara kwa mara licha ya corticosteroid ya kuvuta.',
      'GCS < 15 after 2 hours, loss of consciousness, fits, focal signs, repeated vomiting, skull fracture signs, anticoagulants or a dangerous mechanism.':
        'GCS < 15 baada ya saa 2, kupoteza fahamu, degedege, dalili za neva za sehemu moja, kutapika mara kwa mara, dalili za kuvunjika kwa fuvu, dawa za kuzuia damu kuganda au jeraha la hatari.',
      'Hb < 7 g/dL, no response to oral iron, or anaemia near term.':
        'Hb < 7 g/dL, hakuna mwitikio kwa chuma cha kumeza, au upungufu wa damu karibu na kujifungua.',
      'Heavy menstrual bleeding that needs investigation.': 'Hedhi nzito inayohitaji uchunguzi.',
      'Histological diagnosis and chemotherapy; Burkitt lymphoma is curable with prompt treatment.':
        'Utambuzi kwa histology na tiba ya kemikali; Burkitt lymphoma inatibika kwa matibabu ya haraka.',
      'Household and community mass treatment.': 'Matibabu ya nyumba nzima na ya jamii nzima.',
      'Hydrocelectomy.': 'Upasuaji wa hydrocele.',
      'Hypoxaemia, respiratory distress or altered consciousness.':
        'Oksijeni pungufu, shida ya kupumua au fahamu kubadilika.',
      'Infant under 2 months, severe malnutrition, danger signs or failure after 2 days of treatment.':
        'Mtoto mchanga chini ya miezi 2, utapiamlo mkali, dalili za hatari au kushindwa baada ya siku 2 za matibabu.',
      'Infants under 6 months, apnoea, cyanosis, pneumonia, fits or dehydration.':
        'Watoto wachanga chini ya miezi 6, kuacha kupumua, rangi ya bluu, nimonia, degedege au upungufu wa maji.',
      'Jaundice on day 1, palms and soles yellow, a sick or preterm baby, or jaundice beyond 2 weeks (3 weeks if preterm).':
        'Manjano siku ya 1, viganja na nyayo za njano, mtoto mgonjwa au njiti, au manjano zaidi ya wiki 2 (wiki 3 akiwa njiti).',
      'Joint washout; drainage of subperiosteal abscess; chronic osteomyelitis with sequestrum.':
        'Kusafisha kiungo; kutoa usaha wa jipu chini ya utando wa mfupa; maambukizi sugu ya mfupa yenye kipande cha mfupa kilichokufa.',
      'Large or compressive goitre, suspicious nodule, relapse.':
        'Goita kubwa au inayobana, kinundu kinachotia shaka, kurudia.',
      'Large or deep abscess, necrotising infection, or hand and facial abscess.':
        'Jipu kubwa au la kina, maambukizi yanayoua nyama, au jipu la mkono na la uso.',
      'Large or left-lobe liver abscess, suspected rupture, or no response to treatment.':
        'Jipu kubwa la ini au la sehemu ya kushoto ya ini, kupasuka kunakoshukiwa, au kutoitikia matibabu.',
      'Limb care training; community treatment.': 'Mafunzo ya utunzaji wa kiungo; matibabu ya jamii.',
      'Mania with risk, psychotic features, pregnancy, adolescents, lithium start.':
        'Mania yenye hatari, dalili za saikosisi, ujauzito, vijana balehe, kuanza lithium.',
      'Mastoiditis or intracranial complication.': 'Mastoiditis au tatizo ndani ya fuvu.',
      'Men and post-menopausal women with unexplained iron deficiency (endoscopy).':
        'Wanaume na wanawake waliokoma hedhi wenye upungufu wa chuma usioelezeka (endoscopy).',
      'Meningitis, encephalitis, pancreatitis, severe orchitis or deafness.':
        'Homa ya uti wa mgongo, uvimbe wa ubongo, uvimbe wa kongosho, uvimbe mkali wa korodani au uziwi.',
      'Multiphase CT or MRI, staging (BCLC) and treatment; many present late and need palliative care.':
        'CT ya awamu nyingi au MRI, kubaini hatua (BCLC) na matibabu; wengi huja wakiwa wamechelewa na wanahitaji huduma shufaa.',
      'New heart failure for echocardiography and treatment plan; valve disease for surgery.':
        'Moyo kushindwa kupya kwa echocardiography na mpango wa matibabu; ugonjwa wa vali kwa upasuaji.',
      'No healing after 3 months of treatment, deformity persisting after 4 years of age, or a family history.':
        'Hakuna kupona baada ya miezi 3 ya matibabu, ulemavu unaoendelea baada ya umri wa miaka 4, au historia ya familia.',
      'No response to first-line care; severe impairment.':
        'Hakuna mwitikio kwa huduma ya chaguo la kwanza; ulemavu mkubwa wa utendaji.',
      'Not clearing after 7 days of treatment, or recurrent impetigo.':
        'Haiponi baada ya siku 7 za matibabu, au impetigo inayojirudia.',
      'Notifiable disease: outbreak response and contact follow-up.':
        'Ugonjwa unaopaswa kuripotiwa: kukabili mlipuko na ufuatiliaji wa waliogusana naye.',
      'Notifiable: case investigation and outbreak response vaccination.':
        'Unapaswa kuripotiwa: uchunguzi wa mgonjwa na chanjo ya kukabili mlipuko.',
      'Notifiable: contact tracing and vaccination of contacts where available.':
        'Unapaswa kuripotiwa: kufuatilia waliogusana naye na chanjo kwao inapopatikana.',
      'Notifiable: trace the animal source and others exposed.':
        'Unapaswa kuripotiwa: fuatilia mnyama chanzo na wengine walioathirika.',
      'Notification, treatment registration, contact tracing.':
        'Kuripoti, usajili wa matibabu, kufuatilia waliogusana naye.',
      'Obstruction, abscess or recurrent pyelonephritis.':
        'Kuziba, jipu au maambukizi ya figo yanayojirudia.',
      'Ophthalmic zoster with eye symptoms.': 'Mkanda wa jeshi wa jicho pamoja na dalili za macho.',
      'Pain and symptom control, psychosocial support, at any stage.':
        'Kudhibiti maumivu na dalili, msaada wa kisaikolojia na kijamii, katika hatua yoyote.',
      'Peritonsillar abscess or airway compromise.': 'Jipu karibu na tonsili au njia ya hewa kuathirika.',
      'Persistent or recurrent discharge after syndromic treatment.':
        'Uchafu unaoendelea au kujirudia baada ya matibabu ya kidalili.',
      'Pneumonia, encephalitis, haemorrhagic varicella or severe illness in an immunosuppressed person.':
        'Nimonia, uvimbe wa ubongo, tetekuwanga yenye kutokwa damu au ugonjwa mkali kwa mtu mwenye kinga iliyopungua.',
      'Portal hypertension, hydronephrosis or persistent haematuria in an adult (exclude bladder cancer).':
        'Shinikizo kubwa la mshipa wa ini, figo kuvimba kwa mkojo au damu kwenye mkojo inayoendelea kwa mtu mzima (ondoa saratani ya kibofu).',
      'Rapid progression, motor weakness, asymmetric or unexplained neuropathy.':
        'Kuendelea kwa kasi, udhaifu wa misuli, madhara ya neva yasiyo sawa pande zote au yasiyoelezeka.',
      'Recurrent or chronic sinusitis (symptoms over 12 weeks).':
        'Sinusitis inayojirudia au sugu (dalili zaidi ya wiki 12).',
      'Recurrent or treatment-resistant discharge.': 'Uchafu unaojirudia au usioitikia matibabu.',
      'Recurrent UTI (3 or more a year), UTI in men with retention, or haematuria persisting after treatment.':
        'UTI inayojirudia (3 au zaidi kwa mwaka), UTI kwa wanaume pamoja na mkojo kubaki, au damu kwenye mkojo inayoendelea baada ya matibabu.',
      'Red flags, persistent radicular pain with deficit.':
        'Dalili za hatari, maumivu ya neva yanayosambaa yanayodumu pamoja na upungufu wa neva.',
      'Redness extending to the abdominal skin, or any danger sign.':
        'Wekundu unaoenea kwenye ngozi ya tumbo, au dalili yoyote ya hatari.',
      'Reduced vision, severe pain, corneal ulcer, or conjunctivitis in a newborn.':
        'Uwezo wa kuona uliopungua, maumivu makali, kidonda cha konea, au conjunctivitis kwa mtoto mchanga.',
      'Register and treat tuberculous pleurisy.': 'Sajili na tibu TB ya utando wa mapafu.',
      'Registration, supervised MDT, contact tracing and single-dose rifampicin prophylaxis for contacts.':
        'Usajili, MDT inayosimamiwa, kufuatilia waliogusana naye na kinga ya rifampicin dozi moja kwa waliogusana naye.',
      'Relapse prevention (psychosocial support, naltrexone or acamprosate where available).':
        'Kuzuia kurudia (msaada wa kisaikolojia na kijamii, naltrexone au acamprosate zinapopatikana).',
      'Retention, kidney impairment, haematuria, bladder stones, failed medical treatment, suspected cancer.':
        'Mkojo kubaki, figo kudhoofika, damu kwenye mkojo, mawe kwenye kibofu, matibabu ya dawa kushindwa, saratani inayoshukiwa.',
      'Retinal screening at diagnosis and then yearly.':
        'Uchunguzi wa retina wakati wa utambuzi kisha kila mwaka.',
      'Rifampicin resistance detected.': 'Usugu wa rifampicin umegunduliwa.',
      'Severe complicated measles.': 'Surua kali yenye matatizo.',
      'Severe dehydration needing IV fluids, or a facility without IV capacity.':
        'Upungufu mkubwa wa maji unaohitaji maji ya mshipa, au kituo kisicho na uwezo wa kutoa maji ya mshipa.',
      'Severe dehydration when IV treatment is not possible, or dehydration with severe malnutrition.':
        'Upungufu mkubwa wa maji matibabu ya mshipa yasipowezekana, au upungufu wa maji pamoja na utapiamlo mkali.',
      'Severe depression, psychotic features, bipolar disorder, or no response to first-line care.':
        'Msongo mkali wa mawazo, dalili za saikosisi, ugonjwa wa bipolar, au kutoitikia huduma ya chaguo la kwanza.',
      'Severe disease (confusion, shock, bleeding, kidney failure).':
        'Ugonjwa mkali (kuchanganyikiwa, mshtuko, kutokwa damu, figo kushindwa).',
      'Severe disease, children, pregnant women, people with advanced HIV.':
        'Ugonjwa mkali, watoto, wajawazito, watu wenye VVU iliyokomaa.',
      'Severe disease: kidney failure, jaundice, bleeding, lung involvement.':
        'Ugonjwa mkali: figo kushindwa, manjano, kutokwa damu, mapafu kuathirika.',
      'Severe exacerbation, respiratory failure or no response to initial treatment.':
        'Ugonjwa kuzidi kwa ukali, mfumo wa kupumua kushindwa au kutoitikia matibabu ya mwanzo.',
      'Severe hypertension, oliguria, rising creatinine, nephrotic-range proteinuria, or C3 still low after 8 weeks.':
        'Shinikizo kubwa la damu, mkojo kidogo, creatinine inayopanda, protini nyingi kwenye mkojo ya kiwango cha nephrotic, au C3 bado chini baada ya wiki 8.',
      'Severe or life-threatening attack, or poor response after 1 hour of treatment.':
        'Shambulio kali au la kuhatarisha maisha, au mwitikio duni baada ya saa 1 ya matibabu.',
      'Severe or widespread eczema not responding, suspected contact allergy, eczema on the face not settling.':
        'Ukurutu mkali au ulioenea usioitikia, mzio wa kugusana unaoshukiwa, ukurutu wa uso usiotulia.',
      'Severe PID, tubo-ovarian abscess, pregnancy, or no response to oral therapy.':
        'PID kali, jipu la mirija na ovari, ujauzito, au kutoitikia tiba ya kumeza.',
      'Severe pneumonia (danger sign, hypoxaemia) or age under 2 months.':
        'Nimonia kali (dalili ya hatari, oksijeni pungufu) au umri chini ya miezi 2.',
      'Severe symptoms despite conservative care (joint replacement).':
        'Dalili kali licha ya huduma bila upasuaji (kubadilisha kiungo).',
      'Signs of acute liver failure.': 'Dalili za ini kushindwa ghafla.',
      'Specially formulated food and follow-up until MUAC ≥ 125 mm on 2 visits.':
        'Chakula maalum na ufuatiliaji hadi MUAC ≥ 125 mm katika mahudhurio 2.',
      'Spirometry confirmation and long-term inhaler plan.':
        'Uthibitisho kwa spirometry na mpango wa inhaler wa muda mrefu.',
      'Spondylitis, neurobrucellosis, endocarditis or relapse.':
        'Spondylitis, brucellosis ya mfumo wa neva, endocarditis au kurudia.',
      'Staging and chemotherapy (paclitaxel, or bleomycin with vincristine, or liposomal doxorubicin) for advanced, symptomatic or visceral disease.':
        'Kubaini hatua na tiba ya kemikali (paclitaxel, au bleomycin pamoja na vincristine, au liposomal doxorubicin) kwa ugonjwa uliokomaa, wenye dalili au wa viungo vya ndani.',
      'Staging and treatment; medicines are supplied through WHO.':
        'Kubaini hatua na matibabu; dawa hutolewa kupitia WHO.',
      'Start of metformin or insulin, planning delivery by 39-40 weeks, neonatal glucose checks.':
        'Kuanza metformin au insulini, kupanga kujifungua kufikia wiki 39-40, kupima sukari ya mtoto mchanga.',
      'Stone > 10 mm, failure to pass within 4 to 6 weeks, infection, single kidney or renal impairment.':
        'Jiwe > 10 mm, kushindwa kutoka ndani ya wiki 4 hadi 6, maambukizi, figo moja au figo kudhoofika.',
      'Structured exercise and walking aids.': 'Mazoezi yaliyopangwa na vifaa vya kusaidia kutembea.',
      'Suspected intestinal perforation.': 'Kutoboka kwa utumbo kunakoshukiwa.',
      'Suspected worm bolus obstruction or biliary ascariasis.':
        'Kuziba kwa utumbo kwa bonge la minyoo kunakoshukiwa au minyoo kwenye mirija ya nyongo.',
      'Systemic toxicity, rapidly spreading infection or orbital involvement.':
        'Sumu ya mwili mzima, maambukizi yanayoenea haraka au kuathirika kwa tundu la jicho.',
      'Systemic, gastrointestinal, inhalational or meningeal anthrax, or head and neck lesions.':
        'Kimeta cha mwili mzima, cha tumbo, cha kuvuta hewa au cha utando wa ubongo, au vidonda vya kichwa na shingo.',
      'Targets not met on two oral agents, need for insulin, or complications.':
        'Malengo hayajafikiwa kwa dawa mbili za kumeza, hitaji la insulini, au matatizo.',
      'Tophaceous or frequent gout, CKD, or diagnostic doubt.':
        'Gauti yenye tophi au ya mara kwa mara, CKD, au shaka ya utambuzi.',
      'Trichiasis surgery; corneal opacity.': 'Upasuaji wa trichiasis; ukungu wa konea.',
      'Triple assessment, staging and treatment (surgery, chemotherapy, radiotherapy, hormonal therapy).':
        'Tathmini ya hatua tatu, kubaini hatua na matibabu (upasuaji, tiba ya kemikali, tiba ya mionzi, tiba ya homoni).',
      'Ulcers not healing after 2 weeks or recurrent frequent herpes (suppressive therapy).':
        'Vidonda visivyopona baada ya wiki 2 au herpes inayojirudia mara kwa mara (tiba ya kuzuia).',
      'Unable to take oral medicine, confusion, or failure to respond to oral antibiotics.':
        'Kushindwa kumeza dawa, kuchanganyikiwa, au kutoitikia antibiotiki za kumeza.',
      'Uncomplicated SAM with good appetite.': 'SAM isiyo na matatizo yenye hamu nzuri ya kula.',
      'Uncontrolled despite treatment, unilateral symptoms, or immunotherapy assessment.':
        'Haidhibitiki licha ya matibabu, dalili za upande mmoja, au tathmini ya immunotherapy.',
      'Uncontrolled on three drugs, hypertension under 30 years, or suspected secondary cause.':
        'Halidhibitiki kwa dawa tatu, shinikizo la damu chini ya umri wa miaka 30, au sababu ya pili inayoshukiwa.',
      'Vomiting, pregnancy, sepsis, or failure of oral therapy.':
        'Kutapika, ujauzito, sepsis, au tiba ya kumeza kushindwa.',
      'Warning signs or severe dengue.': 'Dalili za tahadhari au dengue kali.',
      'When vaccine or RIG is not available on site.': 'Chanjo au RIG isipopatikana hapo.',
    },
  },
];
