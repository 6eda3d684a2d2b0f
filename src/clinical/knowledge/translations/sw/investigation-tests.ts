import type { TranslationGroup } from '../types';

/**
 * The tests the recommendations name, in Kiswahili, by their English wording (investigations of
 * knowledge/conditions); a test missing here is named in English. Machine drafts (reviewer: null) until a
 * clinician fluent in Kiswahili reviews them.
 */
export const swahiliInvestigationTests: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Malaria RDT or thick and thin blood smear': 'RDT ya malaria au slaidi nene na nyembamba ya damu',
      'Haemoglobin (HemoCue or full blood count)': 'Hemoglobini (HemoCue au kipimo kamili cha damu)',
      'Random blood glucose': 'Sukari ya damu bila kufunga',
      'Malaria RDT and blood smear with parasite count':
        'RDT ya malaria na slaidi ya damu pamoja na hesabu ya vimelea',
      'Blood glucose': 'Sukari ya damu',
      'Haemoglobin / full blood count': 'Hemoglobini / kipimo kamili cha damu',
      'Creatinine, bilirubin, lactate where available': 'Kreatinini, bilirubini, laktati inapopatikana',
      'Lumbar puncture when safe': 'Kipimo cha uti wa mgongo (LP) ikiwa salama',
      'Blood culture (before antibiotics)': 'Kotesha ya damu (kabla ya antibiotiki)',
      'Malaria RDT': 'RDT ya malaria',
      'Full blood count': 'Kipimo kamili cha damu',
      'Stool antigen test or stool culture': 'Kipimo cha antijeni ya kinyesi au kotesha ya kinyesi',
      'Dehydration assessment (WHO)': 'Tathmini ya upungufu wa maji mwilini (WHO)',
      'Cholera rapid diagnostic test and stool culture':
        'Kipimo cha haraka cha kipindupindu na kotesha ya kinyesi',
      'Serum electrolytes and creatinine (inpatients)':
        'Elektroliti za damu na kreatinini (wagonjwa waliolazwa)',
      'Clinical dehydration assessment (IMCI / WHO)':
        'Tathmini ya kliniki ya upungufu wa maji mwilini (IMCI / WHO)',
      'Malaria RDT where malaria is endemic and the patient is febrile':
        'RDT ya malaria pale malaria ilipo na mgonjwa ana homa',
      'Serum electrolytes and creatinine (severe dehydration only)':
        'Elektroliti za damu na kreatinini (upungufu mkubwa wa maji pekee)',
      'Stool microscopy': 'Uchunguzi wa kinyesi kwa hadubini',
      'Stool culture and sensitivity (outbreaks, treatment failure)':
        'Kotesha ya kinyesi na unyeti wa dawa (milipuko, matibabu kushindwa)',
      'Dehydration assessment': 'Tathmini ya upungufu wa maji mwilini',
      'Fresh stool microscopy (wet mount, within 30 minutes)':
        'Uchunguzi wa kinyesi kibichi kwa hadubini (wet mount, ndani ya dakika 30)',
      'Abdominal ultrasound': 'Ultrasound ya tumbo',
      'Full blood count and liver tests': 'Kipimo kamili cha damu na vipimo vya ini',
      'Stool microscopy for ova (Kato-Katz or direct smear)':
        'Uchunguzi wa kinyesi kwa hadubini kwa mayai (Kato-Katz au slaidi ya moja kwa moja)',
      Haemoglobin: 'Hemoglobini',
      'Urine filtration microscopy (midday urine) for S. haematobium':
        'Uchunguzi wa mkojo uliochujwa kwa hadubini (mkojo wa mchana) kwa S. haematobium',
      'Stool Kato-Katz for S. mansoni': 'Kato-Katz ya kinyesi kwa S. mansoni',
      'Urine dipstick': 'Dipstick ya mkojo',
      'Abdominal and pelvic ultrasound': 'Ultrasound ya tumbo na nyonga',
      'Sputum Xpert MTB/RIF (Ultra)': 'Xpert MTB/RIF (Ultra) ya makohozi',
      'HIV test': 'Kipimo cha VVU',
      'Chest X-ray': 'X-ray ya kifua',
      'Urine LF-LAM (people with HIV and CD4 < 200 or seriously ill)':
        'LF-LAM ya mkojo (watu wenye VVU na CD4 < 200 au wagonjwa mahututi)',
      'Pulse oximetry and respiratory rate': 'Pulse oximetry na kasi ya kupumua',
      'Malaria RDT (endemic areas) and HIV test': 'RDT ya malaria (maeneo yenye malaria) na kipimo cha VVU',
      'Sputum Xpert MTB/RIF if cough >= 2 weeks, HIV-positive or not improving':
        'Xpert MTB/RIF ya makohozi kama kikohozi >= wiki 2, VVU chanya au hakuna nafuu',
      'Full blood count, urea/creatinine': 'Kipimo kamili cha damu, urea/kreatinini',
      'Count respiratory rate for a full minute; look for chest indrawing':
        'Hesabu kasi ya kupumua kwa dakika nzima; angalia kifua kuingia ndani',
      'Pulse oximetry': 'Pulse oximetry',
      'Malaria RDT (endemic areas)': 'RDT ya malaria (maeneo yenye malaria)',
      'HIV test where status unknown': 'Kipimo cha VVU pale hali haijulikani',
      'Trial of rapid-acting bronchodilator when the diagnosis is uncertain':
        'Jaribio la dawa ya kupanua njia za hewa inayofanya kazi haraka utambuzi ukiwa na shaka',
      'None routinely; respiratory rate and malaria test if febrile in an endemic area':
        'Hakuna kwa kawaida; kasi ya kupumua na kipimo cha malaria kama ana homa katika eneo lenye malaria',
      'Clinical score (Centor/McIsaac: fever, exudate, tender anterior nodes, no cough, age)':
        'Alama ya kliniki (Centor/McIsaac: homa, usaha, tezi za mbele zinazouma, hakuna kikohozi, umri)',
      'Rapid antigen detection test or throat culture where available':
        'Kipimo cha haraka cha antijeni au kotesha ya koo inapopatikana',
      Otoscopy: 'Otoskopi',
      'Malaria RDT if febrile in an endemic area': 'RDT ya malaria kama ana homa katika eneo lenye malaria',
      'Clinical diagnosis; no imaging for uncomplicated sinusitis':
        'Utambuzi wa kliniki; hakuna picha kwa sinusitisi isiyo na matatizo',
      'Influenza rapid test or RT-PCR (where it changes management or for surveillance)':
        'Kipimo cha haraka cha influenza au RT-PCR (kinapobadilisha matibabu au kwa ufuatiliaji)',
      'Malaria RDT in endemic areas': 'RDT ya malaria katika maeneo yenye malaria',
      'SARS-CoV-2 antigen RDT or PCR': 'RDT ya antijeni ya SARS-CoV-2 au PCR',
      'Lumbar puncture: CSF appearance, cell count, Gram stain, glucose, protein, culture (and latex/PCR)':
        'Kipimo cha uti wa mgongo: mwonekano wa CSF, hesabu ya chembe, Gram stain, sukari, protini, kotesha (na latex/PCR)',
      'Blood culture and blood glucose': 'Kotesha ya damu na sukari ya damu',
      'HIV test and serum CrAg where HIV-positive': 'Kipimo cha VVU na CrAg ya damu kwa VVU chanya',
      'Lumbar puncture with opening pressure, CSF CrAg (LFA), India ink, culture':
        'Kipimo cha uti wa mgongo pamoja na shinikizo la kufungua, CrAg ya CSF (LFA), India ink, kotesha',
      'Serum or plasma CrAg': 'CrAg ya serum au plasma',
      'HIV test and CD4 count': 'Kipimo cha VVU na hesabu ya CD4',
      'Creatinine, potassium, haemoglobin': 'Kreatinini, potasiamu, hemoglobini',
      'HIV testing algorithm (confirm with the national serial rapid tests)':
        'Mfuatano wa vipimo vya VVU (thibitisha kwa vipimo vya haraka vya kitaifa kwa mfuatano)',
      'CD4 count': 'Hesabu ya CD4',
      'TB screening: symptom screen, Xpert MTB/RIF, urine LF-LAM if CD4 < 200 or seriously ill':
        'Uchunguzi wa TB: dalili, Xpert MTB/RIF, LF-LAM ya mkojo kama CD4 < 200 au mgonjwa mahututi',
      'Serum CrAg (CD4 < 200, or < 100 per national guideline)':
        'CrAg ya damu (CD4 < 200, au < 100 kwa mwongozo wa kitaifa)',
      'Creatinine, hepatitis B surface antigen, syphilis, pregnancy test':
        'Kreatinini, antijeni ya homa ya ini B, kaswende, kipimo cha mimba',
      'Viral load': 'Kiwango cha virusi (viral load)',
      'Pulse oximetry (at rest and after exertion)':
        'Pulse oximetry (akiwa amepumzika na baada ya kufanya kazi)',
      'Sputum Xpert MTB/RIF and urine LAM': 'Xpert MTB/RIF ya makohozi na LAM ya mkojo',
      'Measles IgM (serum or dried blood spot) for the first cases in an area':
        'IgM ya surua (damu au tone la damu lililokauka) kwa wagonjwa wa kwanza katika eneo',
      'MUAC and weight': 'MUAC na uzito',
      'Dengue NS1 antigen (days 1-5) or IgM (after day 5)':
        'Antijeni NS1 ya dengue (siku 1-5) au IgM (baada ya siku 5)',
      'Full blood count with haematocrit and platelets':
        'Kipimo kamili cha damu pamoja na hematokriti na chembe sahani',
      'Brucella serology (Rose Bengal screen, confirmed by SAT >= 1:160 or ELISA)':
        'Vipimo vya damu vya Brucella (Rose Bengal, kuthibitishwa kwa SAT >= 1:160 au ELISA)',
      'Blood culture (prolonged incubation)': 'Kotesha ya damu (muda mrefu wa kuotesha)',
      'Malaria RDT, full blood count': 'RDT ya malaria, kipimo kamili cha damu',
      'rK39 rapid diagnostic test': 'Kipimo cha haraka cha rK39',
      'Splenic or bone-marrow aspirate for Leishman-Donovan bodies (rK39 negative or relapse)':
        'Sampuli ya bandama au uboho kwa Leishman-Donovan bodies (rK39 hasi au kurudia)',
      'Full blood count, HIV test, malaria test':
        'Kipimo kamili cha damu, kipimo cha VVU, kipimo cha malaria',
      'Malaria RDT (in isolation, with PPE)': 'RDT ya malaria (akiwa ametengwa, na vifaa vya kujikinga)',
      'VHF PCR (Ebola, Marburg, Lassa, CCHF, yellow fever) at the national reference laboratory':
        'PCR ya VHF (Ebola, Marburg, Lassa, CCHF, homa ya manjano) katika maabara ya kitaifa ya rufaa',
      'Full blood count, liver and renal tests, clotting (in a contained laboratory)':
        'Kipimo kamili cha damu, vipimo vya ini na figo, kuganda kwa damu (katika maabara iliyodhibitiwa)',
      'Mpox PCR from a lesion swab (roof or crust)': 'PCR ya mpox kutoka sampuli ya kidonda (paa au gamba)',
      'HIV test and syphilis serology': 'Kipimo cha VVU na vipimo vya damu vya kaswende',
      'Exposure category (WHO): I touching/licks on intact skin; II nibbling or minor scratches without bleeding; III transdermal bites or scratches, licks on broken skin or mucosa, bat contact':
        "Kundi la hatari (WHO): I kugusa/kulambwa kwenye ngozi nzima; II kung'atwa kidogo au mikwaruzo midogo bila damu; III kuumwa au mikwaruzo inayopenya ngozi, kulambwa kwenye ngozi iliyochubuka au utando laini, kugusana na popo",
      'Animal status: observe the dog for 10 days; brain testing if it dies or is killed':
        'Hali ya mnyama: mwangalie mbwa kwa siku 10; pima ubongo kama atakufa au atauawa',
      'Clinical diagnosis (spatula test: reflex biting on the spatula)':
        'Utambuzi wa kliniki (kipimo cha spatula: kuuma spatula kwa reflexi)',
      'Glucose, calcium; exclude meningitis and drug reactions (metoclopramide, haloperidol)':
        'Sukari, kalsiamu; ondoa homa ya uti wa mgongo na madhara ya dawa (metoclopramide, haloperidol)',
      'Urine dipstick (nitrite, leucocyte esterase, blood)':
        'Dipstick ya mkojo (nitraiti, leukosaiti esterasi, damu)',
      'Urine microscopy, culture and sensitivity':
        'Uchunguzi wa mkojo kwa hadubini, kotesha na unyeti wa dawa',
      'Pregnancy test in women of reproductive age': 'Kipimo cha mimba kwa wanawake wa umri wa kuzaa',
      'Urine dipstick, microscopy, culture and sensitivity (before antibiotics)':
        'Dipstick ya mkojo, hadubini, kotesha na unyeti wa dawa (kabla ya antibiotiki)',
      'Full blood count, creatinine': 'Kipimo kamili cha damu, kreatinini',
      'Malaria RDT (endemic areas), pregnancy test':
        'RDT ya malaria (maeneo yenye malaria), kipimo cha mimba',
      'Renal ultrasound if no improvement after 72 hours, or in men':
        'Ultrasound ya figo kama hakuna nafuu baada ya saa 72, au kwa wanaume',
      'Gram stain of urethral discharge (men) where available; NAAT for N. gonorrhoeae and C. trachomatis':
        'Gram stain ya usaha wa njia ya mkojo (wanaume) inapopatikana; NAAT kwa N. gonorrhoeae na C. trachomatis',
      'HIV and syphilis testing': 'Vipimo vya VVU na kaswende',
      'Pregnancy test (women)': 'Kipimo cha mimba (wanawake)',
      'Treponemal rapid test (or dual HIV/syphilis RDT) with RPR/VDRL titre':
        'Kipimo cha haraka cha treponema (au RDT ya pamoja ya VVU/kaswende) pamoja na titre ya RPR/VDRL',
      'Pregnancy test': 'Kipimo cha mimba',
      'Speculum and bimanual examination': 'Uchunguzi wa spekulamu na wa mikono miwili',
      'Pelvic ultrasound (severe cases)': 'Ultrasound ya nyonga (hali kali)',
      'HIV and syphilis testing; NAAT for gonorrhoea and chlamydia where available':
        'Vipimo vya VVU na kaswende; NAAT kwa kisonono na klamidia inapopatikana',
      'Mark the edge of the redness; examine for fluctuance and a portal of entry (wound, tinea between the toes)':
        'Weka alama kwenye mpaka wa wekundu; chunguza kulainika na mlango wa kuingia (jeraha, fangasi kati ya vidole vya miguu)',
      'Pus culture (abscess) where available': 'Kotesha ya usaha (jipu) inapopatikana',
      'Clinical diagnosis; skin scraping for mites under the microscope where available':
        'Utambuzi wa kliniki; kukwangua ngozi kutafuta wadudu kwa hadubini inapopatikana',
      'Urine dipstick and blood pressure if lesions are infected and there is swelling':
        'Dipstick ya mkojo na shinikizo la damu kama vidonda vina maambukizi na kuna uvimbe',
      'Clinical diagnosis; potassium hydroxide (KOH) microscopy of skin, hair or nail scrapings where available':
        'Utambuzi wa kliniki; hadubini ya potassium hydroxide (KOH) ya ngozi, nywele au kucha zilizokwanguliwa inapopatikana',
      'Blood glucose and HIV test if extensive or recurrent':
        'Sukari ya damu na kipimo cha VVU kama imeenea au inajirudia',
      'HBsAg rapid test and anti-HCV antibody': 'Kipimo cha haraka cha HBsAg na kingamwili ya anti-HCV',
      'ALT, AST, bilirubin, INR or prothrombin time, glucose, full blood count':
        'ALT, AST, bilirubini, INR au prothrombin time, sukari, kipimo kamili cha damu',
      'Malaria test, and hepatitis A IgM where available':
        'Kipimo cha malaria, na IgM ya homa ya ini A inapopatikana',
      'For HBsAg positive: HBV DNA if available, APRI score (AST and platelets), HIV test':
        'Kwa HBsAg chanya: HBV DNA ikipatikana, alama ya APRI (AST na chembe sahani), kipimo cha VVU',
      'Blood culture (before antibiotics if it does not delay them)':
        'Kotesha ya damu (kabla ya antibiotiki kama haitachelewesha)',
      'Malaria RDT or smear, glucose, full blood count, lactate, creatinine':
        'RDT ya malaria au slaidi, sukari, kipimo kamili cha damu, laktati, kreatinini',
      'Search for the source: chest X-ray, urine dipstick and culture, HIV test, lumbar puncture if meningitis is possible':
        'Tafuta chanzo: X-ray ya kifua, dipstick na kotesha ya mkojo, kipimo cha VVU, kipimo cha uti wa mgongo kama homa ya uti wa mgongo inawezekana',
      'Clinical diagnosis': 'Utambuzi wa kliniki',
      'Visual acuity and examination with a torch (fluorescein staining if available)':
        'Uwezo wa kuona na uchunguzi kwa tochi (rangi ya fluorescein ikipatikana)',
      'Gram stain and culture of discharge in a newborn or in hyperacute purulent conjunctivitis':
        'Gram stain na kotesha ya uchafu kwa mtoto mchanga au katika conjunctivitis ya usaha ya ghafla sana',
      'Fasting plasma glucose, random glucose or HbA1c':
        'Sukari ya plasma baada ya kufunga, sukari bila kufunga au HbA1c',
      'Urine ketones (or blood ketones) in a symptomatic patient':
        'Ketoni za mkojo (au ketoni za damu) kwa mgonjwa mwenye dalili',
      'Creatinine (eGFR), urine albumin or protein, lipids, blood pressure, foot and eye examination':
        'Kreatinini (eGFR), albumini au protini ya mkojo, mafuta ya damu, shinikizo la damu, uchunguzi wa miguu na macho',
      'Capillary or plasma glucose and blood or urine ketones':
        'Sukari ya kidole au plasma na ketoni za damu au mkojo',
      'Venous blood gas (pH, bicarbonate), sodium, potassium, creatinine':
        'Gesi za damu ya mshipa (pH, bicarbonate), sodiamu, potasiamu, kreatinini',
      'Look for a trigger: malaria test, urine dipstick and culture, chest X-ray, blood culture':
        'Tafuta kichochezi: kipimo cha malaria, dipstick na kotesha ya mkojo, X-ray ya kifua, kotesha ya damu',
      'Capillary blood glucose': 'Sukari ya damu ya kidole',
      'Malaria test, creatinine, review of medicines and alcohol':
        'Kipimo cha malaria, kreatinini, mapitio ya dawa na pombe',
      'Repeat blood pressure: two readings on two occasions (or home or ambulatory readings)':
        'Rudia kupima shinikizo la damu: vipimo viwili katika siku mbili tofauti (au vipimo vya nyumbani au vya kubeba, ambulatory)',
      'Urine dipstick for protein, creatinine, potassium, glucose, lipids, ECG':
        'Dipstick ya mkojo kwa protini, kreatinini, potasiamu, sukari, mafuta ya damu, ECG',
      'Repeat BP in both arms; fundoscopy; neurological examination':
        'Rudia BP kwenye mikono yote miwili; fundoskopi; uchunguzi wa neva',
      'Creatinine, electrolytes, urine dipstick, full blood count, ECG, troponin; CT head if neurological signs':
        'Kreatinini, elektroliti, dipstick ya mkojo, kipimo kamili cha damu, ECG, troponini; CT ya kichwa kama kuna dalili za neva',
      Echocardiogram: 'Echocardiogram',
      'ECG and chest X-ray': 'ECG na X-ray ya kifua',
      'Haemoglobin, creatinine, sodium, potassium, glucose, TSH, NT-proBNP where available, HIV test':
        'Hemoglobini, kreatinini, sodiamu, potasiamu, sukari, TSH, NT-proBNP inapopatikana, kipimo cha VVU',
      'Capillary glucose': 'Sukari ya kidole',
      'Non-contrast CT of the head': 'CT ya kichwa bila kontrasti',
      'ECG, full blood count, creatinine, lipids, HIV test, syphilis serology':
        'ECG, kipimo kamili cha damu, kreatinini, mafuta ya damu, kipimo cha VVU, vipimo vya damu vya kaswende',
      '12-lead ECG within 10 minutes, repeated if normal and pain continues':
        'ECG ya lead 12 ndani ya dakika 10, rudia kama ni ya kawaida na maumivu yanaendelea',
      'Troponin (high-sensitivity if available) at presentation and repeated at 1 to 3 hours':
        'Troponini (high-sensitivity ikipatikana) wakati wa kufika na kurudiwa baada ya saa 1 hadi 3',
      'Glucose, creatinine, potassium, full blood count, lipids; chest X-ray':
        'Sukari, kreatinini, potasiamu, kipimo kamili cha damu, mafuta ya damu; X-ray ya kifua',
      'ASO titre or anti-DNase B, CRP or ESR, ECG (prolonged PR interval), throat swab':
        'ASO titre au anti-DNase B, CRP au ESR, ECG (PR interval iliyorefuka), sampuli ya koo',
      'Chest X-ray, full blood count, INR if on warfarin':
        'X-ray ya kifua, kipimo kamili cha damu, INR kama anatumia warfarin',
      'SpO2, respiratory rate, ability to speak; peak expiratory flow (PEF) in adults and children over 5':
        'SpO2, kasi ya kupumua, uwezo wa kuongea; peak expiratory flow (PEF) kwa watu wazima na watoto zaidi ya 5',
      'Chest X-ray only if pneumonia, pneumothorax or foreign body is suspected or no response':
        'X-ray ya kifua tu kama nimonia, hewa kwenye pleura au kitu kigeni kinashukiwa au hakuna mwitikio',
      'Spirometry with bronchodilator reversibility once well':
        'Spirometry pamoja na mwitikio wa dawa ya kupanua njia za hewa akiwa mzima',
      'SpO2 (and blood gas if SpO2 < 90% or drowsy)':
        'SpO2 (na gesi za damu kama SpO2 < 90% au ana usingizi)',
      'Chest X-ray, full blood count, sputum GeneXpert where TB is possible, ECG':
        'X-ray ya kifua, kipimo kamili cha damu, GeneXpert ya makohozi pale TB inawezekana, ECG',
      'Spirometry when stable': 'Spirometry akiwa imara',
      'Haemoglobin and full blood count with red cell indices (MCV, MCH)':
        'Hemoglobini na kipimo kamili cha damu pamoja na vipimo vya chembe nyekundu (MCV, MCH)',
      'Serum ferritin (with CRP), blood film': 'Ferritini ya damu (pamoja na CRP), slaidi ya damu',
      'Stool for ova (hookworm, schistosomiasis) and occult blood; malaria test; sickle test in children':
        'Kinyesi kwa mayai (minyoo ya safura, kichocho) na damu iliyofichika; kipimo cha malaria; kipimo cha selimundu kwa watoto',
      'Haemoglobin and full blood count with reticulocytes, compared with the steady-state value':
        'Hemoglobini na kipimo kamili cha damu pamoja na retikulosaiti, kulinganisha na kiwango chake cha kawaida',
      'Malaria test, blood culture, urinalysis; chest X-ray if chest signs':
        'Kipimo cha malaria, kotesha ya damu, uchunguzi wa mkojo; X-ray ya kifua kama kuna dalili za kifua',
      'Sickle solubility test or haemoglobin electrophoresis if the diagnosis is not yet confirmed':
        'Kipimo cha sickle solubility au haemoglobin electrophoresis kama utambuzi bado haujathibitishwa',
      'MUAC, weight-for-height z-score, check both feet for pitting oedema, appetite test with RUTF':
        'MUAC, z-score ya uzito kwa urefu, angalia miguu yote miwili kwa uvimbe unaobonyea, kipimo cha hamu ya kula kwa RUTF',
      'Blood glucose, haemoglobin, malaria test, HIV test, urine dipstick; TB screening':
        'Sukari ya damu, hemoglobini, kipimo cha malaria, kipimo cha VVU, dipstick ya mkojo; uchunguzi wa TB',
      'H. pylori stool antigen or urea breath test (off PPI for 2 weeks)':
        'Antijeni ya H. pylori kwenye kinyesi au urea breath test (bila PPI kwa wiki 2)',
      'Haemoglobin; upper GI endoscopy if alarm features or age over 45-55 with new symptoms':
        'Hemoglobini; endoscopy ya juu kama kuna dalili za hatari au umri zaidi ya 45-55 na dalili mpya',
      'Clinical diagnosis; trial of PPI': 'Utambuzi wa kliniki; jaribio la PPI',
      'Upper GI endoscopy if alarm features or no response':
        'Endoscopy ya juu kama kuna dalili za hatari au hakuna mwitikio',
      'Clinical score (Alvarado or Appendicitis Inflammatory Response score)':
        'Alama ya kliniki (Alvarado au Appendicitis Inflammatory Response score)',
      'Full blood count, CRP, urinalysis, pregnancy test in women of reproductive age':
        'Kipimo kamili cha damu, CRP, uchunguzi wa mkojo, kipimo cha mimba kwa wanawake wa umri wa kuzaa',
      'Abdominal ultrasound (CT where available in adults with intermediate risk)':
        'Ultrasound ya tumbo (CT inapopatikana kwa watu wazima wenye hatari ya kati)',
      'Capillary glucose; malaria test in endemic areas':
        'Sukari ya kidole; kipimo cha malaria katika maeneo yenye malaria',
      'Lumbar puncture if fever with signs of meningitis (and no contraindication); electrolytes, calcium':
        'Kipimo cha uti wa mgongo kama kuna homa na dalili za homa ya uti wa mgongo (na hakuna kizuizi); elektroliti, kalsiamu',
      'EEG and CT or MRI brain after a first unprovoked seizure where available; HIV test':
        'EEG na CT au MRI ya ubongo baada ya degedege la kwanza lisilo na chanzo inapopatikana; kipimo cha VVU',
      'Clinical diagnosis by ICHD-3 criteria; blood pressure, neurological and fundus examination':
        'Utambuzi wa kliniki kwa vigezo vya ICHD-3; shinikizo la damu, uchunguzi wa neva na wa fundus',
      'CT or MRI only with red flags (new pattern over 50, focal signs, papilloedema, HIV)':
        'CT au MRI tu kukiwa na dalili za hatari (mtindo mpya baada ya miaka 50, dalili za sehemu, papiledema, VVU)',
      'Clinical diagnosis; blood pressure, visual acuity and neurological examination':
        'Utambuzi wa kliniki; shinikizo la damu, uwezo wa kuona na uchunguzi wa neva',
      'Clinical assessment (mhGAP or PHQ-9); screen for suicide risk, bipolar history, substance use':
        'Tathmini ya kliniki (mhGAP au PHQ-9); chunguza hatari ya kujiua, historia ya bipolar, matumizi ya dawa za kulevya',
      'Haemoglobin, thyroid function, HIV test, glucose where indicated':
        'Hemoglobini, utendaji wa tezi, kipimo cha VVU, sukari inapohitajika',
      '20-minute whole blood clotting test (20WBCT)': 'Kipimo cha damu kuganda cha dakika 20 (20WBCT)',
      'Full blood count (platelets), creatinine, urine for blood, INR where available':
        'Kipimo kamili cha damu (chembe sahani), kreatinini, mkojo kwa damu, INR inapopatikana',
      'Clinical diagnosis (cholinergic toxidrome with exposure history); identify the product (bring the container)':
        'Utambuzi wa kliniki (dalili za kolinejiki pamoja na historia ya kuathiriwa); tambua bidhaa (leta chombo)',
      'Red cell or plasma cholinesterase activity where available; glucose, electrolytes, SpO2 or blood gas':
        'Shughuli ya kolinesterasi ya chembe nyekundu au plasma inapopatikana; sukari, elektroliti, SpO2 au gesi za damu',
      'Serum creatinine with eGFR, repeated after 3 months; urine albumin-to-creatinine ratio or dipstick protein':
        'Kreatinini ya damu pamoja na eGFR, kurudiwa baada ya miezi 3; uwiano wa albumini kwa kreatinini kwenye mkojo au protini kwa dipstick',
      'Potassium, sodium, bicarbonate, haemoglobin, calcium and phosphate, glucose or HbA1c, HIV test':
        'Potasiamu, sodiamu, bicarbonate, hemoglobini, kalsiamu na fosfati, sukari au HbA1c, kipimo cha VVU',
      'Kidney ultrasound': 'Ultrasound ya figo',
      'Repeat blood pressure after rest; urine dipstick for protein':
        'Rudia shinikizo la damu baada ya kupumzika; dipstick ya mkojo kwa protini',
      'Platelets, creatinine, ALT/AST, LDH where available; clotting test (20WBCT) if bleeding':
        'Chembe sahani, kreatinini, ALT/AST, LDH inapopatikana; kipimo cha kuganda (20WBCT) kama anatokwa damu',
      'Fetal assessment: fetal heart, growth, ultrasound if available':
        'Tathmini ya mtoto aliye tumboni: sauti za moyo wake, ukuaji, ultrasound ikipatikana',
      'Urine or serum pregnancy test (hCG)': 'Kipimo cha mimba cha mkojo au damu (hCG)',
      'Pelvic ultrasound (transvaginal if available)': 'Ultrasound ya nyonga (kupitia uke ikipatikana)',
      'Haemoglobin, blood group and crossmatch, Rhesus status':
        'Hemoglobini, kundi la damu na kulinganisha, hali ya Rhesus',
      'Joint aspiration with polarised microscopy for crystals (and Gram stain, culture) where possible':
        'Kuvuta majimaji ya kiungo na hadubini ya polarised kwa fuwele (na Gram stain, kotesha) inapowezekana',
      'Serum uric acid (2 weeks after the flare), creatinine, glucose, lipids':
        'Asidi ya uriki ya damu (wiki 2 baada ya shambulio), kreatinini, sukari, mafuta ya damu',
      'X-ray of the affected joint in recurrent disease':
        'X-ray ya kiungo kilichoathirika katika ugonjwa unaojirudia',
      'Clinical diagnosis (age 45 or more, activity-related pain, morning stiffness under 30 minutes)':
        'Utambuzi wa kliniki (umri 45 au zaidi, maumivu yanayohusiana na shughuli, ukakamavu wa asubuhi chini ya dakika 30)',
      'X-ray of the joint if atypical or before surgical referral; uric acid and CRP if inflammatory features':
        'X-ray ya kiungo kama si ya kawaida au kabla ya rufaa ya upasuaji; asidi ya uriki na CRP kama kuna dalili za uvimbe',
      'Clinical assessment with red-flag screen and neurological examination of the legs':
        'Tathmini ya kliniki pamoja na uchunguzi wa dalili za hatari na uchunguzi wa neva wa miguu',
      'X-ray, ESR/CRP, full blood count only if red flags':
        'X-ray, ESR/CRP, kipimo kamili cha damu tu kukiwa na dalili za hatari',
      'Clinical diagnosis; skin prick or specific IgE testing only if allergen avoidance or immunotherapy is planned':
        'Utambuzi wa kliniki; skin prick au IgE maalum tu kama kuepuka kitu cha mzio au immunotherapy kumepangwa',
      'Clinical diagnosis (WAO criteria); treat before any test':
        'Utambuzi wa kliniki (vigezo vya WAO); tibu kabla ya kipimo chochote',
      'Serum tryptase 1 to 2 hours after onset where available':
        'Tryptase ya damu saa 1 hadi 2 baada ya kuanza inapopatikana',
      'Measure blood loss (calibrated drape or weigh pads)':
        'Pima damu iliyopotea (kitambaa chenye vipimo au kupima uzito wa pedi)',
      'Pulse, blood pressure, shock index (pulse / systolic), consciousness':
        'Mapigo ya moyo, shinikizo la damu, shock index (mapigo / systolic), fahamu',
      'Haemoglobin, blood group and cross-match': 'Hemoglobini, kundi la damu na kulinganisha',
      'Bedside clotting test (20-minute whole-blood clot)':
        'Kipimo cha kuganda cha kando ya kitanda (damu nzima ya dakika 20)',
      'Pulse, BP, estimate of blood loss; fetal heart':
        'Mapigo ya moyo, BP, makadirio ya damu iliyopotea; mapigo ya moyo ya mtoto',
      'Haemoglobin, blood group and cross-match, bedside clotting test':
        'Hemoglobini, kundi la damu na kulinganisha, kipimo cha kuganda cha kando ya kitanda',
      'Ultrasound for placental site (in hospital)': 'Ultrasound kwa mahali pa kondo la nyuma (hospitalini)',
      'Urine protein': 'Protini ya mkojo',
      'Full blood count, blood culture before antibiotics':
        'Kipimo kamili cha damu, kotesha ya damu kabla ya antibiotiki',
      'Malaria test': 'Kipimo cha malaria',
      Urinalysis: 'Uchunguzi wa mkojo',
      'Ultrasound for retained products (where available)': 'Ultrasound kwa mabaki ya mimba (inapopatikana)',
      'Speculum examination of the cervical os': 'Uchunguzi wa spekulamu wa mlango wa shingo ya kizazi',
      'Pelvic ultrasound (where available)': 'Ultrasound ya nyonga (inapopatikana)',
      'Urine ketones and weight': 'Ketoni za mkojo na uzito',
      'Urea, electrolytes, glucose': 'Urea, elektroliti, sukari',
      'Urinalysis and malaria test': 'Uchunguzi wa mkojo na kipimo cha malaria',
      'Ultrasound (where available)': 'Ultrasound (inapopatikana)',
      'Partograph: cervical dilatation, descent, contractions, fetal heart':
        'Partograph: kufunguka kwa shingo ya kizazi, kushuka, mikazo, mapigo ya moyo ya mtoto',
      'Urine for ketones; haemoglobin': 'Mkojo kwa ketoni; hemoglobini',
      'Malaria test; stool for hookworm ova': 'Kipimo cha malaria; kinyesi kwa mayai ya minyoo ya safura',
      'Blood film / MCV; sickle test where prevalent; HIV test':
        'Slaidi ya damu / MCV; kipimo cha selimundu pale ilipo kwa wingi; kipimo cha VVU',
      '75 g oral glucose tolerance test at 24-28 weeks':
        'Kipimo cha uvumilivu wa sukari ya kunywa 75 g katika wiki 24-28',
      'Fasting glucose or HbA1c': 'Sukari baada ya kufunga au HbA1c',
      'Urine protein, BP': 'Protini ya mkojo, BP',
      'Speculum examination; vaginal pH and wet mount where available':
        'Uchunguzi wa spekulamu; pH ya uke na wet mount inapopatikana',
      'Pregnancy test; HIV and syphilis tests': 'Kipimo cha mimba; vipimo vya VVU na kaswende',
      'Cervical NAAT for gonorrhoea/chlamydia (where available)':
        'NAAT ya shingo ya kizazi kwa kisonono/klamidia (inapopatikana)',
      'Rapid syphilis test (treponemal) and HIV test':
        'Kipimo cha haraka cha kaswende (treponema) na kipimo cha VVU',
      'Examine for vesicles, bubo, painless indurated ulcer':
        'Chunguza malengelenge, bubo, kidonda kigumu kisichouma',
      'Plague F1 antigen rapid test on bubo aspirate or sputum; culture and PCR at the reference laboratory':
        'Kipimo cha haraka cha antijeni F1 ya tauni kwenye majimaji ya bubo au makohozi; kotesha na PCR katika maabara ya rufaa',
      'Blood culture, full blood count, malaria test':
        'Kotesha ya damu, kipimo kamili cha damu, kipimo cha malaria',
      'Chest X-ray when coughing': 'X-ray ya kifua anapokohoa',
      'Gram stain and culture of vesicle fluid or eschar edge (swab under the eschar)':
        'Gram stain na kotesha ya majimaji ya malengelenge au ukingo wa gamba (sampuli chini ya gamba)',
      'Blood culture when febrile or systemically unwell':
        'Kotesha ya damu akiwa na homa au mgonjwa wa mwili mzima',
      'Serum lipase (or amylase)': 'Lipasi ya damu (au amilesi)',
      'Full blood count, urea, creatinine, electrolytes, glucose, calcium, liver tests, CRP at 48 hours':
        'Kipimo kamili cha damu, urea, kreatinini, elektroliti, sukari, kalsiamu, vipimo vya ini, CRP katika saa 48',
      'Chest X-ray, erect abdominal X-ray': 'X-ray ya kifua, X-ray ya tumbo akiwa amesimama',
      'Full blood count, CRP, liver tests (bilirubin, ALP, ALT), lipase':
        'Kipimo kamili cha damu, CRP, vipimo vya ini (bilirubini, ALP, ALT), lipasi',
      'Plain abdominal X-ray (supine and erect) or ultrasound; CT where available':
        'X-ray ya kawaida ya tumbo (amelala na amesimama) au ultrasound; CT inapopatikana',
      'Urea, creatinine, electrolytes, full blood count, blood group and crossmatch':
        'Urea, kreatinini, elektroliti, kipimo kamili cha damu, kundi la damu na kulinganisha',
      'Liver tests, albumin, INR, full blood count, urea, creatinine, sodium, potassium':
        'Vipimo vya ini, albumini, INR, kipimo kamili cha damu, urea, kreatinini, sodiamu, potasiamu',
      'HBsAg, anti-HCV, HIV test': 'HBsAg, anti-HCV, kipimo cha VVU',
      'Abdominal ultrasound; diagnostic ascitic tap':
        'Ultrasound ya tumbo; kuvuta maji ya tumbo kwa uchunguzi',
      'Urine dipstick and microscopy; pregnancy test in women':
        'Dipstick na hadubini ya mkojo; kipimo cha mimba kwa wanawake',
      'Creatinine, full blood count, CRP': 'Kreatinini, kipimo kamili cha damu, CRP',
      'Ultrasound of kidneys and bladder; non-contrast CT where available':
        'Ultrasound ya figo na kibofu; CT bila kontrasti inapopatikana',
      'Urine dipstick and microscopy': 'Dipstick na hadubini ya mkojo',
      'Creatinine and electrolytes': 'Kreatinini na elektroliti',
      'Digital rectal examination and PSA (after counselling, not during acute retention or infection)':
        'Uchunguzi wa njia ya haja kubwa kwa kidole na PSA (baada ya ushauri, si wakati wa kubanwa na mkojo ghafla au maambukizi)',
      'Ultrasound of kidneys and bladder with post-void residual':
        'Ultrasound ya figo na kibofu pamoja na mkojo unaobaki baada ya kukojoa',
      'Wells score, then D-dimer when the probability is low or moderate':
        'Alama ya Wells, kisha D-dimer uwezekano ukiwa mdogo au wa kati',
      'Compression ultrasound of the leg veins': 'Ultrasound ya kubonyeza ya mishipa ya mguu',
      'CT pulmonary angiography or echocardiography; ECG; chest X-ray':
        'CT pulmonary angiography au echocardiography; ECG; X-ray ya kifua',
      'Full blood count, creatinine, INR before anticoagulation':
        'Kipimo kamili cha damu, kreatinini, INR kabla ya dawa ya kuzuia damu kuganda',
      '12-lead ECG (rhythm strip while symptomatic)': 'ECG ya lead 12 (mstari wa mdundo wakati wa dalili)',
      'Electrolytes, creatinine, thyroid function (TSH), full blood count, glucose':
        'Elektroliti, kreatinini, utendaji wa tezi (TSH), kipimo kamili cha damu, sukari',
      Echocardiography: 'Echocardiography',
      'Echocardiography (point-of-care ultrasound)': 'Echocardiography (ultrasound ya kando ya kitanda)',
      'HIV test; sputum Xpert MTB/RIF; pericardial fluid (if tapped) for Xpert, ADA and cells':
        'Kipimo cha VVU; Xpert MTB/RIF ya makohozi; maji ya perikadiamu (yakivutwa) kwa Xpert, ADA na chembe',
      'ECG, chest X-ray, creatinine and electrolytes, full blood count, HIV test, TSH':
        'ECG, X-ray ya kifua, kreatinini na elektroliti, kipimo kamili cha damu, kipimo cha VVU, TSH',
      'Blood glucose, SpO2, temperature, blood pressure': 'Sukari ya damu, SpO2, joto, shinikizo la damu',
      'Malaria test, urine dipstick, full blood count, sodium, creatinine, HIV test; chest X-ray when coughing':
        'Kipimo cha malaria, dipstick ya mkojo, kipimo kamili cha damu, sodiamu, kreatinini, kipimo cha VVU; X-ray ya kifua anapokohoa',
      'Cognitive screen (history from a relative, orientation, 3-word recall); for dementia: B12, thyroid, syphilis and HIV tests':
        'Uchunguzi wa akili (historia kutoka kwa ndugu, kujua mahali na wakati, kukumbuka maneno 3); kwa dementia: vipimo vya B12, tezi, kaswende na VVU',
      'Blood culture, full blood count': 'Kotesha ya damu, kipimo kamili cha damu',
      'Lumbar puncture (in hospital, if stable)': 'Kipimo cha uti wa mgongo (hospitalini, akiwa imara)',
      'Serum (or transcutaneous) bilirubin plotted by age in hours':
        'Bilirubini ya damu (au ya kupitia ngozi) ikichorwa kwa umri kwa saa',
      'Haemoglobin, blood groups of mother and baby, G6PD screen':
        'Hemoglobini, makundi ya damu ya mama na mtoto, uchunguzi wa G6PD',
      'Stool colour and conjugated bilirubin if jaundice beyond 14 days':
        'Rangi ya kinyesi na bilirubini iliyounganishwa kama manjano yanazidi siku 14',
      'Temperature, SpO2, breathing': 'Joto, SpO2, kupumua',
      'Weight (daily) and temperature': 'Uzito (kila siku) na joto',
      'Axillary temperature with a low-reading thermometer':
        'Joto la kwapani kwa kipimajoto kinachopima joto la chini',
      'Look at the skin around the umbilicus': 'Angalia ngozi inayozunguka kitovu',
      'Pus swab for culture (where available)': 'Sampuli ya usaha kwa kotesha (inapopatikana)',
      'Gram stain and culture of eye pus (where available)':
        'Gram stain na kotesha ya usaha wa jicho (inapopatikana)',
      'Mother: syphilis, HIV, gonorrhoea and chlamydia testing':
        'Mama: vipimo vya kaswende, VVU, kisonono na klamidia',
      'MUAC, weight-for-height z-score, check both feet for oedema':
        'MUAC, z-score ya uzito kwa urefu, angalia miguu yote miwili kwa uvimbe',
      'HIV and TB screening; malaria test if febrile':
        'Uchunguzi wa VVU na TB; kipimo cha malaria kama ana homa',
      'Nasopharyngeal swab PCR (or culture) for Bordetella pertussis, where available':
        'PCR ya sampuli ya nyuma ya pua (au kotesha) kwa Bordetella pertussis, inapopatikana',
      'Full blood count; SpO2': 'Kipimo kamili cha damu; SpO2',
      'Throat and nasal swab for culture and toxin test (Elek or PCR for the tox gene) before antibiotics':
        'Sampuli ya koo na pua kwa kotesha na kipimo cha sumu (Elek au PCR ya jeni la tox) kabla ya antibiotiki',
      'ECG, and repeat during the first 2 weeks': 'ECG, na kurudia katika wiki 2 za kwanza',
      'Two stool specimens 24 hours apart within 14 days of onset, cold chain to the polio laboratory':
        'Sampuli mbili za kinyesi kwa tofauti ya saa 24 ndani ya siku 14 tangu kuanza, kwa mnyororo wa baridi hadi maabara ya polio',
      'Single-breath count, or vital capacity; SpO2; pulse and blood pressure':
        'Kuhesabu kwa pumzi moja, au vital capacity; SpO2; mapigo ya moyo na shinikizo la damu',
      'Lumbar puncture (after the first week) and nerve conduction studies at the referral hospital':
        'Kipimo cha uti wa mgongo (baada ya wiki ya kwanza) na nerve conduction studies katika hospitali ya rufaa',
      'Clinical diagnosis; mumps IgM or PCR of saliva in outbreaks':
        'Utambuzi wa kliniki; IgM ya matubwitubwi au PCR ya mate wakati wa milipuko',
      'Serum calcium, phosphate, alkaline phosphatase; 25-OH vitamin D where available':
        'Kalsiamu, fosfati, alkaline phosphatase ya damu; vitamini D (25-OH) inapopatikana',
      'X-ray of the wrist or knee': 'X-ray ya kifundo cha mkono au goti',
      'Urine dipstick for protein and blood; urine protein-creatinine ratio':
        'Dipstick ya mkojo kwa protini na damu; uwiano wa protini kwa kreatinini kwenye mkojo',
      'Serum albumin, creatinine, electrolytes, cholesterol; HIV, hepatitis B and syphilis tests; malaria smear':
        'Albumini ya damu, kreatinini, elektroliti, kolesteroli; vipimo vya VVU, homa ya ini B na kaswende; slaidi ya malaria',
      'Creatinine, potassium; ASO titre or anti-DNase B; C3 complement where available':
        'Kreatinini, potasiamu; ASO titre au anti-DNase B; C3 complement inapopatikana',
      'Skin snips from iliac crests and shoulders (microscopy); Ov16 serology where available':
        'Vipande vya ngozi kutoka kwenye nyonga na mabega (hadubini); Ov16 inapopatikana',
      'Eye examination with slit lamp where available': 'Uchunguzi wa macho kwa slit lamp inapopatikana',
      'Filarial antigen rapid test (FTS) by day; night blood film (22:00 to 02:00) for microfilariae':
        'Kipimo cha haraka cha antijeni ya filaria (FTS) mchana; slaidi ya damu ya usiku (22:00 hadi 02:00) kwa microfilaria',
      'Scrotal ultrasound in hydrocele': 'Ultrasound ya korodani kwa hydrocele',
      'Thick and thin blood films, chancre or node aspirate for trypanosomes; CATT or RDT for gambiense':
        'Slaidi nene na nyembamba za damu, majimaji ya kidonda au tezi kwa tripanosoma; CATT au RDT kwa gambiense',
      'Lumbar puncture (CSF white cells and trypanosomes) at the treatment centre':
        'Kipimo cha uti wa mgongo (chembe nyeupe za CSF na tripanosoma) katika kituo cha matibabu',
      'Leptospira IgM ELISA or rapid test; MAT on paired sera; PCR of blood in the first week':
        'ELISA ya IgM ya Leptospira au kipimo cha haraka; MAT kwa sampuli mbili; PCR ya damu katika wiki ya kwanza',
      'Malaria test, full blood count, creatinine, bilirubin, ALT, urinalysis':
        'Kipimo cha malaria, kipimo kamili cha damu, kreatinini, bilirubini, ALT, uchunguzi wa mkojo',
      'Malaria test and full blood count': 'Kipimo cha malaria na kipimo kamili cha damu',
      'Rickettsia PCR of an eschar swab, or paired serology (IFA) where available':
        'PCR ya Rickettsia kutoka sampuli ya gamba, au vipimo viwili vya damu (IFA) inapopatikana',
      'None routinely; pulse oximetry and respiratory rate to exclude pneumonia':
        'Hakuna kwa kawaida; pulse oximetry na kasi ya kupumua kuondoa nimonia',
      'Chest X-ray and chest ultrasound': 'X-ray ya kifua na ultrasound ya kifua',
      'Diagnostic pleural tap: appearance, protein, LDH, glucose, pH, cells, Gram stain, culture, Xpert MTB/RIF, ADA':
        'Kuvuta maji ya pleura kwa uchunguzi: mwonekano, protini, LDH, sukari, pH, chembe, Gram stain, kotesha, Xpert MTB/RIF, ADA',
      'HIV test; sputum Xpert MTB/RIF': 'Kipimo cha VVU; Xpert MTB/RIF ya makohozi',
      'Joint aspiration (Gram stain, culture, cell count) before antibiotics; blood culture':
        'Kuvuta majimaji ya kiungo (Gram stain, kotesha, hesabu ya chembe) kabla ya antibiotiki; kotesha ya damu',
      'Full blood count, CRP or ESR; sickle test in children':
        'Kipimo kamili cha damu, CRP au ESR; kipimo cha selimundu kwa watoto',
      'X-ray of the bone (changes after 10 to 14 days); ultrasound of the joint':
        'X-ray ya mfupa (mabadiliko baada ya siku 10 hadi 14); ultrasound ya kiungo',
      'Dental examination; dental X-ray where available': 'Uchunguzi wa meno; X-ray ya meno inapopatikana',
      'Otoscopy after cleaning the canal': 'Otoskopi baada ya kusafisha mfereji',
      'Hearing test; swab for culture if not responding; HIV test where indicated':
        'Kipimo cha kusikia; sampuli kwa kotesha kama hakuna mwitikio; kipimo cha VVU inapohitajika',
      'TSH and free T4 (free T3 if T4 normal)': 'TSH na free T4 (free T3 kama T4 ni ya kawaida)',
      'Thyroid ultrasound; fine-needle aspiration of a dominant or suspicious nodule':
        'Ultrasound ya tezi; kuvuta kwa sindano nyembamba kinundu kikuu au cha kutiliwa shaka',
      'Full blood count before and during thionamides':
        'Kipimo kamili cha damu kabla na wakati wa thionamides',
      'TSH and free T4': 'TSH na free T4',
      'Full blood count, lipids; pregnancy test in women of reproductive age':
        'Kipimo kamili cha damu, mafuta ya damu; kipimo cha mimba kwa wanawake wa umri wa kuzaa',
      'Blood glucose and urine or blood ketones': 'Sukari ya damu na ketoni za mkojo au damu',
      'HbA1c; electrolytes and creatinine; thyroid function and coeliac screen at diagnosis':
        'HbA1c; elektroliti na kreatinini; utendaji wa tezi na uchunguzi wa coeliac wakati wa utambuzi',
      'HIV test, CD4 count, viral load': 'Kipimo cha VVU, hesabu ya CD4, kiwango cha virusi',
      'Biopsy of a lesion where available; chest X-ray; stool for occult blood':
        'Biopsi ya kidonda inapopatikana; X-ray ya kifua; kinyesi kwa damu iliyofichika',
      'Blood glucose, malaria test, HIV test, syphilis test; urine drug screen where available':
        'Sukari ya damu, kipimo cha malaria, kipimo cha VVU, kipimo cha kaswende; uchunguzi wa dawa za kulevya kwenye mkojo inapopatikana',
      'Weight, blood pressure, glucose and lipids before antipsychotics':
        'Uzito, shinikizo la damu, sukari na mafuta ya damu kabla ya dawa za akili (antipsychotics)',
      'Blood glucose, HIV test, thyroid tests; pregnancy test in women':
        'Sukari ya damu, kipimo cha VVU, vipimo vya tezi; kipimo cha mimba kwa wanawake',
      'Creatinine, thyroid function before lithium; lithium level where used':
        'Kreatinini, utendaji wa tezi kabla ya lithium; kiwango cha lithium inapotumika',
      'Pulse, blood pressure, glucose; ECG with chest symptoms; thyroid tests with weight loss or tremor':
        'Mapigo ya moyo, shinikizo la damu, sukari; ECG kukiwa na dalili za kifua; vipimo vya tezi kukiwa na kupungua uzito au kutetemeka',
      'Speculum examination; VIA or HPV test; biopsy of any visible lesion':
        'Uchunguzi wa spekulamu; VIA au kipimo cha HPV; biopsi ya kidonda chochote kinachoonekana',
      'Full blood count, creatinine, HIV test; ultrasound of kidneys':
        'Kipimo kamili cha damu, kreatinini, kipimo cha VVU; ultrasound ya figo',
      'Clinical breast examination; ultrasound (under 40) or mammography; core-needle biopsy with receptor testing':
        'Uchunguzi wa kliniki wa titi; ultrasound (chini ya 40) au mammography; biopsi ya sindano pamoja na vipimo vya vipokezi',
      'Full blood count, liver tests, chest X-ray, abdominal ultrasound':
        'Kipimo kamili cha damu, vipimo vya ini, X-ray ya kifua, ultrasound ya tumbo',
      'PSA and digital rectal examination': 'PSA na uchunguzi wa njia ya haja kubwa kwa kidole',
      'Prostate biopsy (specialist); creatinine, full blood count, alkaline phosphatase; bone scan or X-ray of painful bones':
        'Biopsi ya tezi dume (mtaalamu); kreatinini, kipimo kamili cha damu, alkaline phosphatase; bone scan au X-ray ya mifupa inayouma',
      'Abdominal ultrasound; alpha-fetoprotein': 'Ultrasound ya tumbo; alpha-fetoprotein',
      'HBsAg, anti-HCV, liver tests, INR, albumin, full blood count':
        'HBsAg, anti-HCV, vipimo vya ini, INR, albumini, kipimo kamili cha damu',
      'Upper GI endoscopy with biopsy (or barium swallow where endoscopy is unavailable)':
        'Endoscopy ya juu pamoja na biopsi (au barium swallow pale endoscopy haipatikani)',
      'Full blood count, albumin, HIV test; chest X-ray and neck and abdominal ultrasound for spread':
        'Kipimo kamili cha damu, albumini, kipimo cha VVU; X-ray ya kifua na ultrasound ya shingo na tumbo kwa kuenea',
      'Excision biopsy of a node (or fine-needle aspirate of a jaw or abdominal mass in suspected Burkitt)':
        'Biopsi ya kuondoa tezi (au sindano nyembamba ya uvimbe wa taya au tumbo kwa Burkitt inayoshukiwa)',
      'Full blood count, HIV test, Xpert MTB/RIF on node tissue, LDH, creatinine, uric acid; chest X-ray and abdominal ultrasound':
        'Kipimo kamili cha damu, kipimo cha VVU, Xpert MTB/RIF kwenye tishu ya tezi, LDH, kreatinini, asidi ya uriki; X-ray ya kifua na ultrasound ya tumbo',
      'Visual acuity (each eye, with pinhole); torch and red-reflex examination':
        'Uwezo wa kuona (kila jicho, kwa tundu dogo); uchunguzi kwa tochi na red reflex',
      'Intraocular pressure and optic disc examination at an eye unit':
        'Shinikizo la ndani ya jicho na uchunguzi wa diski ya neva ya macho katika kitengo cha macho',
      'Clinical examination: forehead involvement, eye closure, ears, other cranial nerves, limbs':
        'Uchunguzi wa kliniki: paji la uso kuhusika, kufunga jicho, masikio, neva nyingine za fuvu, viungo',
      'Blood glucose, HIV test; blood pressure': 'Sukari ya damu, kipimo cha VVU; shinikizo la damu',
      'Blood glucose or HbA1c, HIV test, full blood count and B12, creatinine, syphilis test':
        'Sukari ya damu au HbA1c, kipimo cha VVU, kipimo kamili cha damu na B12, kreatinini, kipimo cha kaswende',
      'Monofilament and vibration test; foot examination':
        'Kipimo cha monofilament na mtetemo; uchunguzi wa miguu',
      'No tests for acute urticaria with an obvious trigger':
        'Hakuna vipimo kwa urtikaria ya ghafla yenye kichochezi kinachojulikana',
      'Full blood count and CRP for chronic urticaria (> 6 weeks)':
        'Kipimo kamili cha damu na CRP kwa urtikaria ya muda mrefu (> wiki 6)',
      'Clinical diagnosis; skin scraping if a ring-shaped or scaly patch suggests fungal infection':
        'Utambuzi wa kliniki; kukwangua ngozi kama doa la mviringo au lenye magamba linaashiria fangasi',
      'Patch testing (specialist) for suspected allergic contact dermatitis':
        'Patch testing (mtaalamu) kwa mzio wa kugusana unaoshukiwa',
      'Chest and neck X-ray (inspiration and expiration)': 'X-ray ya kifua na shingo (kuvuta na kutoa pumzi)',
      SpO2: 'SpO2',
      'SpO2 and respiratory rate': 'SpO2 na kasi ya kupumua',
      'Chest X-ray (after 6 hours, if available)': 'X-ray ya kifua (baada ya saa 6, ikipatikana)',
      'What, how much (tablets × strength), when: dose in mg/kg':
        'Nini, kiasi gani (vidonge × nguvu), lini: dozi kwa mg/kg',
      'Serum paracetamol level at ≥ 4 hours; ALT, INR':
        'Kiwango cha paracetamol kwenye damu katika ≥ saa 4; ALT, INR',
      'Serum iron at 4-6 hours; abdominal X-ray': 'Chuma cha damu katika saa 4-6; X-ray ya tumbo',
      'Burn area (% body surface: Lund-Browder chart or the patient’s palm = 1%) and depth':
        'Eneo la kuungua (% ya mwili: chati ya Lund-Browder au kiganja cha mgonjwa = 1%) na kina',
      'Weight; urine output': 'Uzito; kiasi cha mkojo',
      'Haemoglobin, glucose': 'Hemoglobini, sukari',
      'GCS (or AVPU), pupils, limb power': 'GCS (au AVPU), mboni, nguvu ya viungo',
      'CT head (referral)': 'CT ya kichwa (rufaa)',
      'X-ray of the injured bone with the joints above and below':
        'X-ray ya mfupa ulioumia pamoja na viungo vya juu na chini yake',
      'Pulses, capillary refill, sensation and movement beyond the injury':
        'Mapigo, damu kurudi kwenye kapilari, hisia na kusogea zaidi ya jeraha',
      'Primary survey ABCDE with pulse, BP, SpO2, GCS':
        'Uchunguzi wa kwanza ABCDE pamoja na mapigo, BP, SpO2, GCS',
      'Bedside ultrasound (eFAST) or chest/pelvis X-ray where available':
        'Ultrasound ya kando ya kitanda (eFAST) au X-ray ya kifua/nyonga inapopatikana',
      'SpO2, respiratory rate, temperature, glucose': 'SpO2, kasi ya kupumua, joto, sukari',
      'Chest X-ray if breathless': 'X-ray ya kifua kama anakosa pumzi',
      'Core (rectal) temperature, glucose, SpO2, blood pressure':
        'Joto la ndani (njia ya haja kubwa), sukari, SpO2, shinikizo la damu',
      'Malaria RDT, creatinine, potassium, CK, liver tests, platelets and clotting':
        'RDT ya malaria, kreatinini, potasiamu, CK, vipimo vya ini, chembe sahani na kuganda',
      'Blood glucose, SpO2, temperature; look for head injury':
        'Sukari ya damu, SpO2, joto; tafuta jeraha la kichwa',
      'Blood gas or serum bicarbonate, anion gap and osmolal gap where available':
        'Gesi za damu au bicarbonate ya damu, anion gap na osmolal gap inapopatikana',
      'Glucose, temperature; CIWA-Ar withdrawal score': 'Sukari, joto; alama ya kuacha pombe CIWA-Ar',
      'AUDIT questionnaire; liver tests (GGT, ALT), full blood count (MCV)':
        'Dodoso la AUDIT; vipimo vya ini (GGT, ALT), kipimo kamili cha damu (MCV)',
      'HIV test (and CD4 if positive)': 'Kipimo cha VVU (na CD4 kikiwa chanya)',
      'Endoscopy only if no response to 7-14 days of fluconazole':
        'Endoscopy tu kama hakuna mwitikio kwa siku 7-14 za fluconazole',
      'Clinical diagnosis; swab for culture only if recurrent or not responding':
        'Utambuzi wa kliniki; sampuli kwa kotesha tu kama inajirudia au hakuna mwitikio',
      'Look for scabies, eczema or head lice underneath':
        'Tafuta upele (scabies), ukurutu au chawa wa kichwa chini yake',
      'Sensory test of the patches (cotton wisp) and nerve palpation; count the patches':
        'Kipimo cha hisia cha mabaka (kipande cha pamba) na kupapasa neva; hesabu mabaka',
      'Slit-skin smear where available': 'Slit-skin smear inapopatikana',
      'Voluntary muscle test and sensory test of hands, feet and eyes (disability grade)':
        'Kipimo cha misuli ya hiari na kipimo cha hisia cha mikono, miguu na macho (daraja la ulemavu)',
      'Evert the upper eyelid and grade with the WHO simplified system (TF, TI, TS, TT, CO) using a loupe':
        'Geuza kope la juu na panga daraja kwa mfumo rahisi wa WHO (TF, TI, TS, TT, CO) ukitumia lenzi ya kukuza',
      'Visual acuity': 'Uwezo wa kuona',
    },
  },
];
