import type { TranslationGroup } from '../types';

/** swahiliReferralReasons (see referral-reasons.ts), the entries whose English key starts with a to r. */
export const swahiliReferralReasonsAToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '> 10% (child) or > 15% (adult), face, hands, feet, genitals or joints, circumferential, electrical or chemical burns, inhalation injury.':
        '> 10% (mtoto) au > 15% (mtu mzima), uso, mikono, miguu, sehemu za siri au viungo, kuungua kunakozunguka kiungo, kwa umeme au kwa kemikali, jeraha la kuvuta moshi.',
      'Admission; severe disease and gallstone pancreatitis need specialist care (ERCP, cholecystectomy).':
        'Kulazwa; ugonjwa mkali na uvimbe wa kongosho kutokana na mawe ya nyongo vinahitaji huduma ya mtaalamu (ERCP, kuondoa kifuko cha nyongo).',
      'Adults (biopsy before treatment), children under 1 year or over 12, haematuria, hypertension, raised creatinine or no remission after 4 weeks of prednisolone.':
        'Watu wazima (sampuli ya nyama kabla ya matibabu), watoto chini ya mwaka 1 au zaidi ya 12, damu kwenye mkojo, shinikizo la damu, creatinine iliyopanda au kutopona baada ya wiki 4 za prednisolone.',
      'After intentional poisoning.': 'Baada ya kujitia sumu kwa makusudi.',
      'Airway protection, sedation and ventilation may be needed.':
        'Kulinda njia ya hewa, dawa za kutuliza na mashine ya kupumulia vinaweza kuhitajika.',
      'Alarm features or failure of treatment.': 'Dalili za hatari au matibabu kushindwa.',
      'All confirmed cases need supervised treatment.':
        'Wagonjwa wote waliothibitishwa wanahitaji matibabu yanayosimamiwa.',
      'All snakebites with signs of envenoming.': 'Kila kuumwa na nyoka kukiwa na dalili za sumu.',
      'All suspected bacterial meningitis after the first dose of antibiotic.':
        'Kila homa ya uti wa mgongo ya bakteria inayoshukiwa baada ya dozi ya kwanza ya antibiotiki.',
      'All suspected cases.': 'Wagonjwa wote wanaoshukiwa.',
      'Animal observation and One Health investigation.': 'Kumwangalia mnyama na uchunguzi wa One Health.',
      'Any bleeding after 20 weeks needs assessment where caesarean section and transfusion are available.':
        'Kutokwa damu kokote baada ya wiki 20 kunahitaji tathmini mahali upasuaji wa caesarean na kuongezewa damu vinapatikana.',
      'Any breathing difficulty, drowsiness or SpO2 < 92%.':
        'Shida yoyote ya kupumua, usingizi au SpO2 < 92%.',
      'Any danger sign or severe feature, or repeated vomiting of oral treatment.':
        'Dalili yoyote ya hatari au ya ukali, au kutapika dawa za kumeza mara kwa mara.',
      'Any suspected inhaled object, a button battery or an object stuck in the oesophagus.':
        'Kitu chochote kinachoshukiwa kuvutwa mapafuni, betri ndogo au kitu kilichokwama kwenye umio.',
      'Any symptom after submersion, or needed rescue breaths.':
        'Dalili yoyote baada ya kuzama majini, au alihitaji pumzi za uokoaji.',
      'Appendicectomy.': 'Upasuaji wa kuondoa kidole tumbo.',
      'Associated depression or anxiety.': 'Msongo wa mawazo au wasiwasi unaoambatana.',
      'Atropine titration, airway support and ventilation.':
        'Kurekebisha dozi ya atropine, kusaidia njia ya hewa na mashine ya kupumulia.',
      'Atypical features, aura lasting over 1 hour, or failure of two prophylactic drugs.':
        'Dalili zisizo za kawaida, aura inayodumu zaidi ya saa 1, au dawa mbili za kinga kushindwa.',
      'Biopsy, staging (FIGO) and treatment: surgery for early disease, chemoradiation for locally advanced disease.':
        'Sampuli ya nyama, kubaini hatua (FIGO) na matibabu: upasuaji kwa ugonjwa wa mapema, tiba ya kemikali pamoja na mionzi kwa ugonjwa ulioenea eneo hilo.',
      'Biopsy, staging and treatment: active surveillance, surgery or radiotherapy for localised disease; androgen deprivation for advanced disease.':
        'Sampuli ya nyama, kubaini hatua na matibabu: ufuatiliaji wa karibu, upasuaji au tiba ya mionzi kwa ugonjwa wa sehemu moja; kuzuia homoni za kiume kwa ugonjwa uliokomaa.',
      'Birth weight < 2.0 kg (< 1.5 kg always), unable to feed, or any danger sign.':
        'Uzito wa kuzaliwa < 2.0 kg (< 1.5 kg kila mara), kushindwa kunyonya, au dalili yoyote ya hatari.',
      'Bleeding not controlled by the first-response bundle, retained placenta, tears needing repair under anaesthesia, shock.':
        'Kutokwa damu kusikodhibitiwa na kifurushi cha huduma ya kwanza, kondo kubaki, michaniko inayohitaji kushonwa kwa nusukaputi, mshtuko.',
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
      'Clusters after illicit brew: trace everyone who drank it.':
        'Makundi ya wagonjwa baada ya pombe haramu: fuatilia kila aliyeinywa.',
      'Complicated SAM, infants under 6 months, or failed appetite test.':
        'SAM yenye matatizo, watoto wachanga chini ya miezi 6, au kushindwa kipimo cha hamu ya kula.',
      'Confirm cause, plan 12 to 18 months of antithyroid drug, radioiodine or surgery.':
        'Thibitisha chanzo, panga miezi 12 hadi 18 ya dawa ya tezi, radioiodine au upasuaji.',
      'Confirmation, severity grading and assessment for valve surgery or balloon valvotomy.':
        'Uthibitisho, kupima ukali na tathmini ya upasuaji wa vali au kupanua vali kwa puto.',
      'Corneal involvement, or no improvement after 48 hours of treatment.':
        'Konea kuathirika, au hakuna nafuu baada ya saa 48 za matibabu.',
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
      'Early mobilisation and rehabilitation.': 'Kuanza kutembea mapema na urekebishaji.',
      'Echo, guideline-directed therapy; PPCM: joint obstetric and cardiac care, contraception counselling.':
        'Echo, tiba inayofuata miongozo; PPCM: huduma ya pamoja ya uzazi na moyo, ushauri wa uzazi wa mpango.',
      'Echo, pericardiocentesis, constrictive pericarditis (pericardiectomy).':
        'Echo, pericardiocentesis, pericarditis inayobana (pericardiectomy).',
      'eGFR < 30, ACR > 300 mg/g, rapid decline, resistant hypertension, or hyperkalaemia.':
        'eGFR < 30, ACR > 300 mg/g, kushuka kwa kasi, shinikizo la damu sugu, au potasiamu iliyozidi.',
      'Encephalopathy (abnormal tone, fits, not sucking) needs inpatient care; long-term neurodevelopmental follow-up.':
        'Athari kwenye ubongo (misuli isiyo ya kawaida, degedege, kutonyonya) inahitaji huduma ya kulazwa; ufuatiliaji wa muda mrefu wa ukuaji wa akili na neva.',
      'Endoscopy for varices, hepatitis B or C treatment, large-volume paracentesis.':
        'Endoscopy kwa mishipa iliyovimba ya umio, matibabu ya homa ya ini B au C, kutoa maji mengi tumboni.',
      'Endoscopy, biopsy and staging; most need palliation of dysphagia (stent, brachytherapy) and nutrition.':
        'Endoscopy, sampuli ya nyama na kubaini hatua; wengi wanahitaji huduma shufaa ya shida ya kumeza (stent, brachytherapy) na lishe.',
      'Enrolment, ART initiation and advanced HIV package.':
        'Usajili, kuanza ART na kifurushi cha VVU iliyokomaa.',
      'Every case of heat stroke, after cooling has started.':
        'Kila mgonjwa wa kiharusi cha joto, baada ya kuanza kupoza mwili.',
      'Every deliberate overdose, once medically stable.':
        'Kila kuzidisha dozi kwa makusudi, hali ikishatulia kitabibu.',
      'Every suspected case: antitoxin, isolation and notification.':
        'Kila mgonjwa anayeshukiwa: antitoxin, kumtenga na kuripoti.',
      'Every young infant with a danger sign needs inpatient antibiotics; outpatient treatment only where referral is refused or impossible (WHO PSBI).':
        'Kila mtoto mchanga mwenye dalili ya hatari anahitaji antibiotiki akiwa amelazwa; matibabu ya nje tu pale rufaa inapokataliwa au haiwezekani (WHO PSBI).',
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
      'Hypoxaemia or respiratory distress.': 'Oksijeni pungufu au shida ya kupumua.',
      'Hypoxaemia, apnoea, poor feeding or severe respiratory distress.':
        'Oksijeni pungufu, kuacha kupumua, kunyonya vibaya au shida kubwa ya kupumua.',
      'Hypoxaemia, respiratory distress or altered consciousness.':
        'Oksijeni pungufu, shida ya kupumua au fahamu kubadilika.',
      'Identify the trigger; consider venom immunotherapy.':
        'Tambua kichochezi; fikiria immunotherapy ya sumu ya wadudu.',
      'Imaging, thrombolysis decision and stroke unit care.':
        'Picha, uamuzi wa thrombolysis na huduma ya kitengo cha kiharusi.',
      'Immediate notification of every AFP case (polio eradication).':
        'Kuripoti mara moja kila mgonjwa wa AFP (kutokomeza polio).',
      'Immediately notifiable; contact tracing.': 'Kuripotiwa mara moja; kufuatilia waliogusana naye.',
      'Incomplete abortion not resolving with misoprostol, heavy bleeding, or any sign of sepsis or instrumentation.':
        'Mimba iliyoharibika isiyokamilika isiyokwisha kwa misoprostol, kutokwa damu nyingi, au dalili yoyote ya sepsis au ya kuingiziwa vifaa.',
      'Induction therapy and pressure management.': 'Tiba ya awamu ya kwanza na kudhibiti shinikizo.',
      'Infant under 2 months, severe malnutrition, danger signs or failure after 2 days of treatment.':
        'Mtoto mchanga chini ya miezi 2, utapiamlo mkali, dalili za hatari au kushindwa baada ya siku 2 za matibabu.',
      'Infants under 6 months, apnoea, cyanosis, pneumonia, fits or dehydration.':
        'Watoto wachanga chini ya miezi 6, kuacha kupumua, rangi ya bluu, nimonia, degedege au upungufu wa maji.',
      'Insulin infusion and hourly monitoring are needed.':
        'Insulini ya mshipa na ufuatiliaji wa kila saa vinahitajika.',
      'Insulin start and education the same week; ketoacidosis is an emergency.':
        'Kuanza insulini na elimu katika wiki hiyo hiyo; ketoacidosis ni dharura.',
      'IV antibiotics, evacuation of retained products, surgery for abscess or peritonitis.':
        'Antibiotiki za mshipa, kuondoa mabaki yaliyobaki, upasuaji kwa jipu au uvimbe wa utando wa tumbo.',
      'IV antihypertensive with close monitoring.':
        'Dawa ya shinikizo ya mshipa pamoja na ufuatiliaji wa karibu.',
      'Jaundice on day 1, palms and soles yellow, a sick or preterm baby, or jaundice beyond 2 weeks (3 weeks if preterm).':
        'Manjano siku ya 1, viganja na nyayo za njano, mtoto mgonjwa au njiti, au manjano zaidi ya wiki 2 (wiki 3 akiwa njiti).',
      'Joint washout; drainage of subperiosteal abscess; chronic osteomyelitis with sequestrum.':
        'Kusafisha kiungo; kutoa usaha wa jipu chini ya utando wa mfupa; maambukizi sugu ya mfupa yenye kipande cha mfupa kilichokufa.',
      'Laparotomy or laparoscopy; methotrexate only for stable unruptured cases meeting criteria.':
        'Upasuaji wa tumbo au laparoscopy; methotrexate tu kwa wagonjwa thabiti wasiopasuka wanaotimiza vigezo.',
      'Large or compressive goitre, suspicious nodule, relapse.':
        'Goita kubwa au inayobana, kinundu kinachotia shaka, kurudia.',
      'Large or deep abscess, necrotising infection, or hand and facial abscess.':
        'Jipu kubwa au la kina, maambukizi yanayoua nyama, au jipu la mkono na la uso.',
      'Large or left-lobe liver abscess, suspected rupture, or no response to treatment.':
        'Jipu kubwa la ini au la sehemu ya kushoto ya ini, kupasuka kunakoshukiwa, au kutoitikia matibabu.',
      'Limb care training; community treatment.': 'Mafunzo ya utunzaji wa kiungo; matibabu ya jamii.',
      'Long-term care, hydroxyurea and transcranial Doppler screening.':
        'Huduma ya muda mrefu, hydroxyurea na uchunguzi wa Doppler ya ubongo.',
      'Mania with risk, psychotic features, pregnancy, adolescents, lithium start.':
        'Mania yenye hatari, dalili za saikosisi, ujauzito, vijana balehe, kuanza lithium.',
      'Mastoiditis or intracranial complication.': 'Mastoiditis au tatizo ndani ya fuvu.',
      'Men and post-menopausal women with unexplained iron deficiency (endoscopy).':
        'Wanaume na wanawake waliokoma hedhi wenye upungufu wa chuma usioelezeka (endoscopy).',
      'Meningitis, encephalitis, pancreatitis, severe orchitis or deafness.':
        'Homa ya uti wa mgongo, uvimbe wa ubongo, uvimbe wa kongosho, uvimbe mkali wa korodani au uziwi.',
      'Multiphase CT or MRI, staging (BCLC) and treatment; many present late and need palliative care.':
        'CT ya awamu nyingi au MRI, kubaini hatua (BCLC) na matibabu; wengi huja wakiwa wamechelewa na wanahitaji huduma shufaa.',
      'New AF, anticoagulation decision, echocardiography, rhythm control; recurrent SVT for ablation.':
        'AF mpya, uamuzi wa dawa za kuzuia damu kuganda, echocardiography, kudhibiti mpangilio wa mapigo; SVT inayojirudia kwa ablation.',
      'New heart failure for echocardiography and treatment plan; valve disease for surgery.':
        'Moyo kushindwa kupya kwa echocardiography na mpango wa matibabu; ugonjwa wa vali kwa upasuaji.',
      'No healing after 3 months of treatment, deformity persisting after 4 years of age, or a family history.':
        'Hakuna kupona baada ya miezi 3 ya matibabu, ulemavu unaoendelea baada ya umri wa miaka 4, au historia ya familia.',
      'No recovery after 3 months, recurrence, other cranial nerves involved.':
        'Hakuna kupona baada ya miezi 3, kujirudia, neva nyingine za fuvu kuathirika.',
      'No response to first-line care; severe impairment.':
        'Hakuna mwitikio kwa huduma ya chaguo la kwanza; ulemavu mkubwa wa utendaji.',
      'Not clearing after 7 days of treatment, or recurrent impetigo.':
        'Haiponi baada ya siku 7 za matibabu, au impetigo inayojirudia.',
      'Notifiable (IHR): case investigation, contact tracing and prophylaxis.':
        'Unapaswa kuripotiwa (IHR): uchunguzi wa mgonjwa, kufuatilia waliogusana naye na kinga.',
      'Notifiable disease: outbreak response and contact follow-up.':
        'Ugonjwa unaopaswa kuripotiwa: kukabili mlipuko na ufuatiliaji wa waliogusana naye.',
      'Notifiable disease; chemoprophylaxis for close contacts of meningococcal cases.':
        'Ugonjwa unaopaswa kuripotiwa; kinga ya dawa kwa waliogusana kwa karibu na wagonjwa wa meningococcus.',
      'Notifiable: case investigation and outbreak response vaccination.':
        'Unapaswa kuripotiwa: uchunguzi wa mgonjwa na chanjo ya kukabili mlipuko.',
      'Notifiable: contact tracing and vaccination of contacts where available.':
        'Unapaswa kuripotiwa: kufuatilia waliogusana naye na chanjo kwao inapopatikana.',
      'Notifiable: trace the animal source and others exposed.':
        'Unapaswa kuripotiwa: fuatilia mnyama chanzo na wengine walioathirika.',
      'Notification, treatment registration, contact tracing.':
        'Kuripoti, usajili wa matibabu, kufuatilia waliogusana naye.',
      'Observation after adrenaline; refractory anaphylaxis needs IV adrenaline infusion.':
        'Kuangalia baada ya adrenaline; anaphylaxis isiyoitikia inahitaji infusion ya adrenaline ya mshipa.',
      'Obstructed labour needs operative delivery; delay causes uterine rupture, fistula and fetal death.':
        'Uchungu uliozuiliwa unahitaji kujifungua kwa upasuaji; kuchelewa husababisha mji wa mimba kupasuka, fistula na kifo cha mtoto tumboni.',
      'Obstruction, abscess or recurrent pyelonephritis.':
        'Kuziba, jipu au maambukizi ya figo yanayojirudia.',
      'Operation or reduction (air or contrast enema for intussusception, sigmoidoscopic decompression of volvulus).':
        'Upasuaji au kurudisha (enema ya hewa au rangi kwa intussusception, kuondoa msongamano wa volvulus kwa sigmoidoscopy).',
      'Ophthalmic zoster with eye symptoms.': 'Mkanda wa jeshi wa jicho pamoja na dalili za macho.',
      'Pain and symptom control, psychosocial support, at any stage.':
        'Kudhibiti maumivu na dalili, msaada wa kisaikolojia na kijamii, katika hatua yoyote.',
      'Peritonsillar abscess or airway compromise.': 'Jipu karibu na tonsili au njia ya hewa kuathirika.',
      'Persistent or recurrent discharge after syndromic treatment.':
        'Uchafu unaoendelea au kujirudia baada ya matibabu ya kidalili.',
      'Pneumonia, encephalitis, haemorrhagic varicella or severe illness in an immunosuppressed person.':
        'Nimonia, uvimbe wa ubongo, tetekuwanga yenye kutokwa damu au ugonjwa mkali kwa mtu mwenye kinga iliyopungua.',
      'Pneumonic or septicaemic plague.': 'Tauni ya mapafu au ya damu.',
      'Portal hypertension, hydronephrosis or persistent haematuria in an adult (exclude bladder cancer).':
        'Shinikizo kubwa la mshipa wa ini, figo kuvimba kwa mkojo au damu kwenye mkojo inayoendelea kwa mtu mzima (ondoa saratani ya kibofu).',
      'Progressive weakness, any breathing or swallowing difficulty; immunoglobulin or plasma exchange.':
        'Udhaifu unaoongezeka, shida yoyote ya kupumua au kumeza; immunoglobulin au kubadilisha plasma.',
      'Rapid progression, motor weakness, asymmetric or unexplained neuropathy.':
        'Kuendelea kwa kasi, udhaifu wa misuli, madhara ya neva yasiyo sawa pande zote au yasiyoelezeka.',
      'Recurrent or chronic sinusitis (symptoms over 12 weeks).':
        'Sinusitis inayojirudia au sugu (dalili zaidi ya wiki 12).',
      'Recurrent or treatment-resistant discharge.': 'Uchafu unaojirudia au usioitikia matibabu.',
      'Recurrent UTI (3 or more a year), UTI in men with retention, or haematuria persisting after treatment.':
        'UTI inayojirudia (3 au zaidi kwa mwaka), UTI kwa wanaume pamoja na mkojo kubaki, au damu kwenye mkojo inayoendelea baada ya matibabu.',
      'Red flags, persistent radicular pain with deficit.':
        'Dalili za hatari, maumivu ya neva yanayosambaa yanayodumu pamoja na upungufu wa neva.',
      'Red or painful eye with incomplete eye closure.':
        'Jicho jekundu au linalouma pamoja na kushindwa kufunga jicho kikamilifu.',
      'Redness extending to the abdominal skin, or any danger sign.':
        'Wekundu unaoenea kwenye ngozi ya tumbo, au dalili yoyote ya hatari.',
      'Reduced vision, severe pain, corneal ulcer, or conjunctivitis in a newborn.':
        'Uwezo wa kuona uliopungua, maumivu makali, kidonda cha konea, au conjunctivitis kwa mtoto mchanga.',
      'Register and treat tuberculous pleurisy.': 'Sajili na tibu TB ya utando wa mapafu.',
      'Registration, supervised MDT, contact tracing and single-dose rifampicin prophylaxis for contacts.':
        'Usajili, MDT inayosimamiwa, kufuatilia waliogusana naye na kinga ya rifampicin dozi moja kwa waliogusana naye.',
      'Relapse prevention (psychosocial support, naltrexone or acamprosate where available).':
        'Kuzuia kurudia (msaada wa kisaikolojia na kijamii, naltrexone au acamprosate zinapopatikana).',
      'Reperfusion and invasive assessment.': 'Kurudisha mtiririko wa damu na tathmini kwa vifaa vya ndani.',
      'Retention, kidney impairment, haematuria, bladder stones, failed medical treatment, suspected cancer.':
        'Mkojo kubaki, figo kudhoofika, damu kwenye mkojo, mawe kwenye kibofu, matibabu ya dawa kushindwa, saratani inayoshukiwa.',
      'Retinal screening at diagnosis and then yearly.':
        'Uchunguzi wa retina wakati wa utambuzi kisha kila mwaka.',
      'Review of the treatment plan to prevent recurrence.': 'Kukagua mpango wa matibabu kuzuia kujirudia.',
      'Rifampicin resistance detected.': 'Usugu wa rifampicin umegunduliwa.',
    },
  },
];
