import type { TranslationGroup } from '../types';

/** swahiliInvestigationTests (see investigation-tests.ts), the entries whose English key starts with a to i. */
export const swahiliInvestigationTestsAToI: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '12-lead ECG (rhythm strip while symptomatic)': 'ECG ya lead 12 (mstari wa mdundo wakati wa dalili)',
      '12-lead ECG within 10 minutes, repeated if normal and pain continues':
        'ECG ya lead 12 ndani ya dakika 10, rudia kama ni ya kawaida na maumivu yanaendelea',
      '20-minute whole blood clotting test (20WBCT)': 'Kipimo cha damu kuganda cha dakika 20 (20WBCT)',
      '75 g oral glucose tolerance test at 24-28 weeks':
        'Kipimo cha uvumilivu wa sukari ya kunywa 75 g katika wiki 24-28',
      'Abdominal and pelvic ultrasound': 'Ultrasound ya tumbo na nyonga',
      'Abdominal ultrasound': 'Ultrasound ya tumbo',
      'Abdominal ultrasound (CT where available in adults with intermediate risk)':
        'Ultrasound ya tumbo (CT inapopatikana kwa watu wazima wenye hatari ya kati)',
      'Abdominal ultrasound; alpha-fetoprotein': 'Ultrasound ya tumbo; alpha-fetoprotein',
      'Abdominal ultrasound; diagnostic ascitic tap':
        'Ultrasound ya tumbo; kuvuta maji ya tumbo kwa uchunguzi',
      'ALT, AST, bilirubin, INR or prothrombin time, glucose, full blood count':
        'ALT, AST, bilirubini, INR au prothrombin time, sukari, kipimo kamili cha damu',
      'Animal status: observe the dog for 10 days; brain testing if it dies or is killed':
        'Hali ya mnyama: mwangalie mbwa kwa siku 10; pima ubongo kama atakufa au atauawa',
      'ASO titre or anti-DNase B, CRP or ESR, ECG (prolonged PR interval), throat swab':
        'ASO titre au anti-DNase B, CRP au ESR, ECG (PR interval iliyorefuka), sampuli ya koo',
      'AUDIT questionnaire; liver tests (GGT, ALT), full blood count (MCV)':
        'Dodoso la AUDIT; vipimo vya ini (GGT, ALT), kipimo kamili cha damu (MCV)',
      'Axillary temperature with a low-reading thermometer':
        'Joto la kwapani kwa kipimajoto kinachopima joto la chini',
      'Bedside clotting test (20-minute whole-blood clot)':
        'Kipimo cha kuganda cha kando ya kitanda (damu nzima ya dakika 20)',
      'Bedside ultrasound (eFAST) or chest/pelvis X-ray where available':
        'Ultrasound ya kando ya kitanda (eFAST) au X-ray ya kifua/nyonga inapopatikana',
      'Biopsy of a lesion where available; chest X-ray; stool for occult blood':
        'Biopsi ya kidonda inapopatikana; X-ray ya kifua; kinyesi kwa damu iliyofichika',
      'Blood culture (before antibiotics if it does not delay them)':
        'Kotesha ya damu (kabla ya antibiotiki kama haitachelewesha)',
      'Blood culture (before antibiotics)': 'Kotesha ya damu (kabla ya antibiotiki)',
      'Blood culture (prolonged incubation)': 'Kotesha ya damu (muda mrefu wa kuotesha)',
      'Blood culture and blood glucose': 'Kotesha ya damu na sukari ya damu',
      'Blood culture when febrile or systemically unwell':
        'Kotesha ya damu akiwa na homa au mgonjwa wa mwili mzima',
      'Blood culture, full blood count': 'Kotesha ya damu, kipimo kamili cha damu',
      'Blood culture, full blood count, malaria test':
        'Kotesha ya damu, kipimo kamili cha damu, kipimo cha malaria',
      'Blood film / MCV; sickle test where prevalent; HIV test':
        'Slaidi ya damu / MCV; kipimo cha selimundu pale ilipo kwa wingi; kipimo cha VVU',
      'Blood gas or serum bicarbonate, anion gap and osmolal gap where available':
        'Gesi za damu au bicarbonate ya damu, anion gap na osmolal gap inapopatikana',
      'Blood glucose': 'Sukari ya damu',
      'Blood glucose and HIV test if extensive or recurrent':
        'Sukari ya damu na kipimo cha VVU kama imeenea au inajirudia',
      'Blood glucose and urine or blood ketones': 'Sukari ya damu na ketoni za mkojo au damu',
      'Blood glucose or HbA1c, HIV test, full blood count and B12, creatinine, syphilis test':
        'Sukari ya damu au HbA1c, kipimo cha VVU, kipimo kamili cha damu na B12, kreatinini, kipimo cha kaswende',
      'Blood glucose, haemoglobin, malaria test, HIV test, urine dipstick; TB screening':
        'Sukari ya damu, hemoglobini, kipimo cha malaria, kipimo cha VVU, dipstick ya mkojo; uchunguzi wa TB',
      'Blood glucose, HIV test, thyroid tests; pregnancy test in women':
        'Sukari ya damu, kipimo cha VVU, vipimo vya tezi; kipimo cha mimba kwa wanawake',
      'Blood glucose, HIV test; blood pressure': 'Sukari ya damu, kipimo cha VVU; shinikizo la damu',
      'Blood glucose, malaria test, HIV test, syphilis test; urine drug screen where available':
        'Sukari ya damu, kipimo cha malaria, kipimo cha VVU, kipimo cha kaswende; uchunguzi wa dawa za kulevya kwenye mkojo inapopatikana',
      'Blood glucose, SpO2, temperature, blood pressure': 'Sukari ya damu, SpO2, joto, shinikizo la damu',
      'Blood glucose, SpO2, temperature; look for head injury':
        'Sukari ya damu, SpO2, joto; tafuta jeraha la kichwa',
      'Brucella serology (Rose Bengal screen, confirmed by SAT >= 1:160 or ELISA)':
        'Vipimo vya damu vya Brucella (Rose Bengal, kuthibitishwa kwa SAT >= 1:160 au ELISA)',
      'Burn area (% body surface: Lund-Browder chart or the patient’s palm = 1%) and depth':
        'Eneo la kuungua (% ya mwili: chati ya Lund-Browder au kiganja cha mgonjwa = 1%) na kina',
      'Capillary blood glucose': 'Sukari ya damu ya kidole',
      'Capillary glucose': 'Sukari ya kidole',
      'Capillary glucose; malaria test in endemic areas':
        'Sukari ya kidole; kipimo cha malaria katika maeneo yenye malaria',
      'Capillary or plasma glucose and blood or urine ketones':
        'Sukari ya kidole au plasma na ketoni za damu au mkojo',
      'CD4 count': 'Hesabu ya CD4',
      'Cervical NAAT for gonorrhoea/chlamydia (where available)':
        'NAAT ya shingo ya kizazi kwa kisonono/klamidia (inapopatikana)',
      'Chest and neck X-ray (inspiration and expiration)': 'X-ray ya kifua na shingo (kuvuta na kutoa pumzi)',
      'Chest X-ray': 'X-ray ya kifua',
      'Chest X-ray (after 6 hours, if available)': 'X-ray ya kifua (baada ya saa 6, ikipatikana)',
      'Chest X-ray and chest ultrasound': 'X-ray ya kifua na ultrasound ya kifua',
      'Chest X-ray if breathless': 'X-ray ya kifua kama anakosa pumzi',
      'Chest X-ray only if pneumonia, pneumothorax or foreign body is suspected or no response':
        'X-ray ya kifua tu kama nimonia, hewa kwenye pleura au kitu kigeni kinashukiwa au hakuna mwitikio',
      'Chest X-ray when coughing': 'X-ray ya kifua anapokohoa',
      'Chest X-ray, erect abdominal X-ray': 'X-ray ya kifua, X-ray ya tumbo akiwa amesimama',
      'Chest X-ray, full blood count, INR if on warfarin':
        'X-ray ya kifua, kipimo kamili cha damu, INR kama anatumia warfarin',
      'Chest X-ray, full blood count, sputum GeneXpert where TB is possible, ECG':
        'X-ray ya kifua, kipimo kamili cha damu, GeneXpert ya makohozi pale TB inawezekana, ECG',
      'Cholera rapid diagnostic test and stool culture':
        'Kipimo cha haraka cha kipindupindu na kotesha ya kinyesi',
      'Clinical assessment (mhGAP or PHQ-9); screen for suicide risk, bipolar history, substance use':
        'Tathmini ya kliniki (mhGAP au PHQ-9); chunguza hatari ya kujiua, historia ya bipolar, matumizi ya dawa za kulevya',
      'Clinical assessment with red-flag screen and neurological examination of the legs':
        'Tathmini ya kliniki pamoja na uchunguzi wa dalili za hatari na uchunguzi wa neva wa miguu',
      'Clinical breast examination; ultrasound (under 40) or mammography; core-needle biopsy with receptor testing':
        'Uchunguzi wa kliniki wa titi; ultrasound (chini ya 40) au mammography; biopsi ya sindano pamoja na vipimo vya vipokezi',
      'Clinical dehydration assessment (IMCI / WHO)':
        'Tathmini ya kliniki ya upungufu wa maji mwilini (IMCI / WHO)',
      'Clinical diagnosis': 'Utambuzi wa kliniki',
      'Clinical diagnosis (age 45 or more, activity-related pain, morning stiffness under 30 minutes)':
        'Utambuzi wa kliniki (umri 45 au zaidi, maumivu yanayohusiana na shughuli, ukakamavu wa asubuhi chini ya dakika 30)',
      'Clinical diagnosis (cholinergic toxidrome with exposure history); identify the product (bring the container)':
        'Utambuzi wa kliniki (dalili za kolinejiki pamoja na historia ya kuathiriwa); tambua bidhaa (leta chombo)',
      'Clinical diagnosis (spatula test: reflex biting on the spatula)':
        'Utambuzi wa kliniki (kipimo cha spatula: kuuma spatula kwa reflexi)',
      'Clinical diagnosis (WAO criteria); treat before any test':
        'Utambuzi wa kliniki (vigezo vya WAO); tibu kabla ya kipimo chochote',
      'Clinical diagnosis by ICHD-3 criteria; blood pressure, neurological and fundus examination':
        'Utambuzi wa kliniki kwa vigezo vya ICHD-3; shinikizo la damu, uchunguzi wa neva na wa fundus',
      'Clinical diagnosis; blood pressure, visual acuity and neurological examination':
        'Utambuzi wa kliniki; shinikizo la damu, uwezo wa kuona na uchunguzi wa neva',
      'Clinical diagnosis; mumps IgM or PCR of saliva in outbreaks':
        'Utambuzi wa kliniki; IgM ya matubwitubwi au PCR ya mate wakati wa milipuko',
      'Clinical diagnosis; no imaging for uncomplicated sinusitis':
        'Utambuzi wa kliniki; hakuna picha kwa sinusitisi isiyo na matatizo',
      'Clinical diagnosis; potassium hydroxide (KOH) microscopy of skin, hair or nail scrapings where available':
        'Utambuzi wa kliniki; hadubini ya potassium hydroxide (KOH) ya ngozi, nywele au kucha zilizokwanguliwa inapopatikana',
      'Clinical diagnosis; skin prick or specific IgE testing only if allergen avoidance or immunotherapy is planned':
        'Utambuzi wa kliniki; skin prick au IgE maalum tu kama kuepuka kitu cha mzio au immunotherapy kumepangwa',
      'Clinical diagnosis; skin scraping for mites under the microscope where available':
        'Utambuzi wa kliniki; kukwangua ngozi kutafuta wadudu kwa hadubini inapopatikana',
      'Clinical diagnosis; skin scraping if a ring-shaped or scaly patch suggests fungal infection':
        'Utambuzi wa kliniki; kukwangua ngozi kama doa la mviringo au lenye magamba linaashiria fangasi',
      'Clinical diagnosis; swab for culture only if recurrent or not responding':
        'Utambuzi wa kliniki; sampuli kwa kotesha tu kama inajirudia au hakuna mwitikio',
      'Clinical diagnosis; trial of PPI': 'Utambuzi wa kliniki; jaribio la PPI',
      'Clinical examination: forehead involvement, eye closure, ears, other cranial nerves, limbs':
        'Uchunguzi wa kliniki: paji la uso kuhusika, kufunga jicho, masikio, neva nyingine za fuvu, viungo',
      'Clinical score (Alvarado or Appendicitis Inflammatory Response score)':
        'Alama ya kliniki (Alvarado au Appendicitis Inflammatory Response score)',
      'Clinical score (Centor/McIsaac: fever, exudate, tender anterior nodes, no cough, age)':
        'Alama ya kliniki (Centor/McIsaac: homa, usaha, tezi za mbele zinazouma, hakuna kikohozi, umri)',
      'Cognitive screen (history from a relative, orientation, 3-word recall); for dementia: B12, thyroid, syphilis and HIV tests':
        'Uchunguzi wa akili (historia kutoka kwa ndugu, kujua mahali na wakati, kukumbuka maneno 3); kwa dementia: vipimo vya B12, tezi, kaswende na VVU',
      'Compression ultrasound of the leg veins': 'Ultrasound ya kubonyeza ya mishipa ya mguu',
      'Core (rectal) temperature, glucose, SpO2, blood pressure':
        'Joto la ndani (njia ya haja kubwa), sukari, SpO2, shinikizo la damu',
      'Count respiratory rate for a full minute; look for chest indrawing':
        'Hesabu kasi ya kupumua kwa dakika nzima; angalia kifua kuingia ndani',
      'Creatinine (eGFR), urine albumin or protein, lipids, blood pressure, foot and eye examination':
        'Kreatinini (eGFR), albumini au protini ya mkojo, mafuta ya damu, shinikizo la damu, uchunguzi wa miguu na macho',
      'Creatinine and electrolytes': 'Kreatinini na elektroliti',
      'Creatinine, bilirubin, lactate where available': 'Kreatinini, bilirubini, laktati inapopatikana',
      'Creatinine, electrolytes, urine dipstick, full blood count, ECG, troponin; CT head if neurological signs':
        'Kreatinini, elektroliti, dipstick ya mkojo, kipimo kamili cha damu, ECG, troponini; CT ya kichwa kama kuna dalili za neva',
      'Creatinine, full blood count, CRP': 'Kreatinini, kipimo kamili cha damu, CRP',
      'Creatinine, hepatitis B surface antigen, syphilis, pregnancy test':
        'Kreatinini, antijeni ya homa ya ini B, kaswende, kipimo cha mimba',
      'Creatinine, potassium, haemoglobin': 'Kreatinini, potasiamu, hemoglobini',
      'Creatinine, potassium; ASO titre or anti-DNase B; C3 complement where available':
        'Kreatinini, potasiamu; ASO titre au anti-DNase B; C3 complement inapopatikana',
      'Creatinine, thyroid function before lithium; lithium level where used':
        'Kreatinini, utendaji wa tezi kabla ya lithium; kiwango cha lithium inapotumika',
      'CT head (referral)': 'CT ya kichwa (rufaa)',
      'CT or MRI only with red flags (new pattern over 50, focal signs, papilloedema, HIV)':
        'CT au MRI tu kukiwa na dalili za hatari (mtindo mpya baada ya miaka 50, dalili za sehemu, papiledema, VVU)',
      'CT pulmonary angiography or echocardiography; ECG; chest X-ray':
        'CT pulmonary angiography au echocardiography; ECG; X-ray ya kifua',
      'Dehydration assessment': 'Tathmini ya upungufu wa maji mwilini',
      'Dehydration assessment (WHO)': 'Tathmini ya upungufu wa maji mwilini (WHO)',
      'Dengue NS1 antigen (days 1-5) or IgM (after day 5)':
        'Antijeni NS1 ya dengue (siku 1-5) au IgM (baada ya siku 5)',
      'Dental examination; dental X-ray where available': 'Uchunguzi wa meno; X-ray ya meno inapopatikana',
      'Diagnostic pleural tap: appearance, protein, LDH, glucose, pH, cells, Gram stain, culture, Xpert MTB/RIF, ADA':
        'Kuvuta maji ya pleura kwa uchunguzi: mwonekano, protini, LDH, sukari, pH, chembe, Gram stain, kotesha, Xpert MTB/RIF, ADA',
      'Digital rectal examination and PSA (after counselling, not during acute retention or infection)':
        'Uchunguzi wa njia ya haja kubwa kwa kidole na PSA (baada ya ushauri, si wakati wa kubanwa na mkojo ghafla au maambukizi)',
      'ECG and chest X-ray': 'ECG na X-ray ya kifua',
      'ECG, and repeat during the first 2 weeks': 'ECG, na kurudia katika wiki 2 za kwanza',
      'ECG, chest X-ray, creatinine and electrolytes, full blood count, HIV test, TSH':
        'ECG, X-ray ya kifua, kreatinini na elektroliti, kipimo kamili cha damu, kipimo cha VVU, TSH',
      'ECG, full blood count, creatinine, lipids, HIV test, syphilis serology':
        'ECG, kipimo kamili cha damu, kreatinini, mafuta ya damu, kipimo cha VVU, vipimo vya damu vya kaswende',
      Echocardiogram: 'Echocardiogram',
      Echocardiography: 'Echocardiography',
      'Echocardiography (point-of-care ultrasound)': 'Echocardiography (ultrasound ya kando ya kitanda)',
      'EEG and CT or MRI brain after a first unprovoked seizure where available; HIV test':
        'EEG na CT au MRI ya ubongo baada ya degedege la kwanza lisilo na chanzo inapopatikana; kipimo cha VVU',
      'Electrolytes, creatinine, thyroid function (TSH), full blood count, glucose':
        'Elektroliti, kreatinini, utendaji wa tezi (TSH), kipimo kamili cha damu, sukari',
      'Endoscopy only if no response to 7-14 days of fluconazole':
        'Endoscopy tu kama hakuna mwitikio kwa siku 7-14 za fluconazole',
      'Evert the upper eyelid and grade with the WHO simplified system (TF, TI, TS, TT, CO) using a loupe':
        'Geuza kope la juu na panga daraja kwa mfumo rahisi wa WHO (TF, TI, TS, TT, CO) ukitumia lenzi ya kukuza',
      'Examine for vesicles, bubo, painless indurated ulcer':
        'Chunguza malengelenge, bubo, kidonda kigumu kisichouma',
      'Excision biopsy of a node (or fine-needle aspirate of a jaw or abdominal mass in suspected Burkitt)':
        'Biopsi ya kuondoa tezi (au sindano nyembamba ya uvimbe wa taya au tumbo kwa Burkitt inayoshukiwa)',
      'Exposure category (WHO): I touching/licks on intact skin; II nibbling or minor scratches without bleeding; III transdermal bites or scratches, licks on broken skin or mucosa, bat contact':
        "Kundi la hatari (WHO): I kugusa/kulambwa kwenye ngozi nzima; II kung'atwa kidogo au mikwaruzo midogo bila damu; III kuumwa au mikwaruzo inayopenya ngozi, kulambwa kwenye ngozi iliyochubuka au utando laini, kugusana na popo",
      'Eye examination with slit lamp where available': 'Uchunguzi wa macho kwa slit lamp inapopatikana',
      'Fasting glucose or HbA1c': 'Sukari baada ya kufunga au HbA1c',
      'Fasting plasma glucose, random glucose or HbA1c':
        'Sukari ya plasma baada ya kufunga, sukari bila kufunga au HbA1c',
      'Fetal assessment: fetal heart, growth, ultrasound if available':
        'Tathmini ya mtoto aliye tumboni: sauti za moyo wake, ukuaji, ultrasound ikipatikana',
      'Filarial antigen rapid test (FTS) by day; night blood film (22:00 to 02:00) for microfilariae':
        'Kipimo cha haraka cha antijeni ya filaria (FTS) mchana; slaidi ya damu ya usiku (22:00 hadi 02:00) kwa microfilaria',
      'For HBsAg positive: HBV DNA if available, APRI score (AST and platelets), HIV test':
        'Kwa HBsAg chanya: HBV DNA ikipatikana, alama ya APRI (AST na chembe sahani), kipimo cha VVU',
      'Fresh stool microscopy (wet mount, within 30 minutes)':
        'Uchunguzi wa kinyesi kibichi kwa hadubini (wet mount, ndani ya dakika 30)',
      'Full blood count': 'Kipimo kamili cha damu',
      'Full blood count (platelets), creatinine, urine for blood, INR where available':
        'Kipimo kamili cha damu (chembe sahani), kreatinini, mkojo kwa damu, INR inapopatikana',
      'Full blood count and CRP for chronic urticaria (> 6 weeks)':
        'Kipimo kamili cha damu na CRP kwa urtikaria ya muda mrefu (> wiki 6)',
      'Full blood count and liver tests': 'Kipimo kamili cha damu na vipimo vya ini',
      'Full blood count before and during thionamides':
        'Kipimo kamili cha damu kabla na wakati wa thionamides',
      'Full blood count with haematocrit and platelets':
        'Kipimo kamili cha damu pamoja na hematokriti na chembe sahani',
      'Full blood count, albumin, HIV test; chest X-ray and neck and abdominal ultrasound for spread':
        'Kipimo kamili cha damu, albumini, kipimo cha VVU; X-ray ya kifua na ultrasound ya shingo na tumbo kwa kuenea',
      'Full blood count, blood culture before antibiotics':
        'Kipimo kamili cha damu, kotesha ya damu kabla ya antibiotiki',
      'Full blood count, creatinine': 'Kipimo kamili cha damu, kreatinini',
      'Full blood count, creatinine, HIV test; ultrasound of kidneys':
        'Kipimo kamili cha damu, kreatinini, kipimo cha VVU; ultrasound ya figo',
      'Full blood count, creatinine, INR before anticoagulation':
        'Kipimo kamili cha damu, kreatinini, INR kabla ya dawa ya kuzuia damu kuganda',
      'Full blood count, CRP or ESR; sickle test in children':
        'Kipimo kamili cha damu, CRP au ESR; kipimo cha selimundu kwa watoto',
      'Full blood count, CRP, liver tests (bilirubin, ALP, ALT), lipase':
        'Kipimo kamili cha damu, CRP, vipimo vya ini (bilirubini, ALP, ALT), lipasi',
      'Full blood count, CRP, urinalysis, pregnancy test in women of reproductive age':
        'Kipimo kamili cha damu, CRP, uchunguzi wa mkojo, kipimo cha mimba kwa wanawake wa umri wa kuzaa',
      'Full blood count, HIV test, malaria test':
        'Kipimo kamili cha damu, kipimo cha VVU, kipimo cha malaria',
      'Full blood count, HIV test, Xpert MTB/RIF on node tissue, LDH, creatinine, uric acid; chest X-ray and abdominal ultrasound':
        'Kipimo kamili cha damu, kipimo cha VVU, Xpert MTB/RIF kwenye tishu ya tezi, LDH, kreatinini, asidi ya uriki; X-ray ya kifua na ultrasound ya tumbo',
      'Full blood count, lipids; pregnancy test in women of reproductive age':
        'Kipimo kamili cha damu, mafuta ya damu; kipimo cha mimba kwa wanawake wa umri wa kuzaa',
      'Full blood count, liver and renal tests, clotting (in a contained laboratory)':
        'Kipimo kamili cha damu, vipimo vya ini na figo, kuganda kwa damu (katika maabara iliyodhibitiwa)',
      'Full blood count, liver tests, chest X-ray, abdominal ultrasound':
        'Kipimo kamili cha damu, vipimo vya ini, X-ray ya kifua, ultrasound ya tumbo',
      'Full blood count, urea, creatinine, electrolytes, glucose, calcium, liver tests, CRP at 48 hours':
        'Kipimo kamili cha damu, urea, kreatinini, elektroliti, sukari, kalsiamu, vipimo vya ini, CRP katika saa 48',
      'Full blood count, urea/creatinine': 'Kipimo kamili cha damu, urea/kreatinini',
      'Full blood count; SpO2': 'Kipimo kamili cha damu; SpO2',
      'GCS (or AVPU), pupils, limb power': 'GCS (au AVPU), mboni, nguvu ya viungo',
      'Glucose, calcium; exclude meningitis and drug reactions (metoclopramide, haloperidol)':
        'Sukari, kalsiamu; ondoa homa ya uti wa mgongo na madhara ya dawa (metoclopramide, haloperidol)',
      'Glucose, creatinine, potassium, full blood count, lipids; chest X-ray':
        'Sukari, kreatinini, potasiamu, kipimo kamili cha damu, mafuta ya damu; X-ray ya kifua',
      'Glucose, temperature; CIWA-Ar withdrawal score': 'Sukari, joto; alama ya kuacha pombe CIWA-Ar',
      'Gram stain and culture of discharge in a newborn or in hyperacute purulent conjunctivitis':
        'Gram stain na kotesha ya uchafu kwa mtoto mchanga au katika conjunctivitis ya usaha ya ghafla sana',
      'Gram stain and culture of eye pus (where available)':
        'Gram stain na kotesha ya usaha wa jicho (inapopatikana)',
      'Gram stain and culture of vesicle fluid or eschar edge (swab under the eschar)':
        'Gram stain na kotesha ya majimaji ya malengelenge au ukingo wa gamba (sampuli chini ya gamba)',
      'Gram stain of urethral discharge (men) where available; NAAT for N. gonorrhoeae and C. trachomatis':
        'Gram stain ya usaha wa njia ya mkojo (wanaume) inapopatikana; NAAT kwa N. gonorrhoeae na C. trachomatis',
      'H. pylori stool antigen or urea breath test (off PPI for 2 weeks)':
        'Antijeni ya H. pylori kwenye kinyesi au urea breath test (bila PPI kwa wiki 2)',
      Haemoglobin: 'Hemoglobini',
      'Haemoglobin (HemoCue or full blood count)': 'Hemoglobini (HemoCue au kipimo kamili cha damu)',
      'Haemoglobin / full blood count': 'Hemoglobini / kipimo kamili cha damu',
      'Haemoglobin and full blood count with red cell indices (MCV, MCH)':
        'Hemoglobini na kipimo kamili cha damu pamoja na vipimo vya chembe nyekundu (MCV, MCH)',
      'Haemoglobin and full blood count with reticulocytes, compared with the steady-state value':
        'Hemoglobini na kipimo kamili cha damu pamoja na retikulosaiti, kulinganisha na kiwango chake cha kawaida',
      'Haemoglobin, blood group and cross-match': 'Hemoglobini, kundi la damu na kulinganisha',
      'Haemoglobin, blood group and cross-match, bedside clotting test':
        'Hemoglobini, kundi la damu na kulinganisha, kipimo cha kuganda cha kando ya kitanda',
      'Haemoglobin, blood group and crossmatch, Rhesus status':
        'Hemoglobini, kundi la damu na kulinganisha, hali ya Rhesus',
      'Haemoglobin, blood groups of mother and baby, G6PD screen':
        'Hemoglobini, makundi ya damu ya mama na mtoto, uchunguzi wa G6PD',
      'Haemoglobin, creatinine, sodium, potassium, glucose, TSH, NT-proBNP where available, HIV test':
        'Hemoglobini, kreatinini, sodiamu, potasiamu, sukari, TSH, NT-proBNP inapopatikana, kipimo cha VVU',
      'Haemoglobin, glucose': 'Hemoglobini, sukari',
      'Haemoglobin, thyroid function, HIV test, glucose where indicated':
        'Hemoglobini, utendaji wa tezi, kipimo cha VVU, sukari inapohitajika',
      'Haemoglobin; upper GI endoscopy if alarm features or age over 45-55 with new symptoms':
        'Hemoglobini; endoscopy ya juu kama kuna dalili za hatari au umri zaidi ya 45-55 na dalili mpya',
      'HbA1c; electrolytes and creatinine; thyroid function and coeliac screen at diagnosis':
        'HbA1c; elektroliti na kreatinini; utendaji wa tezi na uchunguzi wa coeliac wakati wa utambuzi',
      'HBsAg rapid test and anti-HCV antibody': 'Kipimo cha haraka cha HBsAg na kingamwili ya anti-HCV',
      'HBsAg, anti-HCV, HIV test': 'HBsAg, anti-HCV, kipimo cha VVU',
      'HBsAg, anti-HCV, liver tests, INR, albumin, full blood count':
        'HBsAg, anti-HCV, vipimo vya ini, INR, albumini, kipimo kamili cha damu',
      'Hearing test; swab for culture if not responding; HIV test where indicated':
        'Kipimo cha kusikia; sampuli kwa kotesha kama hakuna mwitikio; kipimo cha VVU inapohitajika',
      'HIV and syphilis testing': 'Vipimo vya VVU na kaswende',
      'HIV and syphilis testing; NAAT for gonorrhoea and chlamydia where available':
        'Vipimo vya VVU na kaswende; NAAT kwa kisonono na klamidia inapopatikana',
      'HIV and TB screening; malaria test if febrile':
        'Uchunguzi wa VVU na TB; kipimo cha malaria kama ana homa',
      'HIV test': 'Kipimo cha VVU',
      'HIV test (and CD4 if positive)': 'Kipimo cha VVU (na CD4 kikiwa chanya)',
      'HIV test and CD4 count': 'Kipimo cha VVU na hesabu ya CD4',
      'HIV test and serum CrAg where HIV-positive': 'Kipimo cha VVU na CrAg ya damu kwa VVU chanya',
      'HIV test and syphilis serology': 'Kipimo cha VVU na vipimo vya damu vya kaswende',
      'HIV test where status unknown': 'Kipimo cha VVU pale hali haijulikani',
      'HIV test, CD4 count, viral load': 'Kipimo cha VVU, hesabu ya CD4, kiwango cha virusi',
      'HIV test; sputum Xpert MTB/RIF': 'Kipimo cha VVU; Xpert MTB/RIF ya makohozi',
      'HIV test; sputum Xpert MTB/RIF; pericardial fluid (if tapped) for Xpert, ADA and cells':
        'Kipimo cha VVU; Xpert MTB/RIF ya makohozi; maji ya perikadiamu (yakivutwa) kwa Xpert, ADA na chembe',
      'HIV testing algorithm (confirm with the national serial rapid tests)':
        'Mfuatano wa vipimo vya VVU (thibitisha kwa vipimo vya haraka vya kitaifa kwa mfuatano)',
      'Influenza rapid test or RT-PCR (where it changes management or for surveillance)':
        'Kipimo cha haraka cha influenza au RT-PCR (kinapobadilisha matibabu au kwa ufuatiliaji)',
      'Intraocular pressure and optic disc examination at an eye unit':
        'Shinikizo la ndani ya jicho na uchunguzi wa diski ya neva ya macho katika kitengo cha macho',
    },
  },
];
