import type { TranslationGroup } from '../types';

/** swahiliInvestigationTests (see investigation-tests.ts), the entries whose English key starts with j to z. */
export const swahiliInvestigationTestsJToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Joint aspiration (Gram stain, culture, cell count) before antibiotics; blood culture':
        'Kuvuta majimaji ya kiungo (Gram stain, kotesha, hesabu ya chembe) kabla ya antibiotiki; kotesha ya damu',
      'Joint aspiration with polarised microscopy for crystals (and Gram stain, culture) where possible':
        'Kuvuta majimaji ya kiungo na hadubini ya polarised kwa fuwele (na Gram stain, kotesha) inapowezekana',
      'Kidney ultrasound': 'Ultrasound ya figo',
      'Leptospira IgM ELISA or rapid test; MAT on paired sera; PCR of blood in the first week':
        'ELISA ya IgM ya Leptospira au kipimo cha haraka; MAT kwa sampuli mbili; PCR ya damu katika wiki ya kwanza',
      'Liver tests, albumin, INR, full blood count, urea, creatinine, sodium, potassium':
        'Vipimo vya ini, albumini, INR, kipimo kamili cha damu, urea, kreatinini, sodiamu, potasiamu',
      'Look at the skin around the umbilicus': 'Angalia ngozi inayozunguka kitovu',
      'Look for a trigger: malaria test, urine dipstick and culture, chest X-ray, blood culture':
        'Tafuta kichochezi: kipimo cha malaria, dipstick na kotesha ya mkojo, X-ray ya kifua, kotesha ya damu',
      'Look for scabies, eczema or head lice underneath':
        'Tafuta upele (scabies), ukurutu au chawa wa kichwa chini yake',
      'Lumbar puncture: CSF appearance, cell count, Gram stain, glucose, protein, culture (and latex/PCR)':
        'Kipimo cha uti wa mgongo: mwonekano wa CSF, hesabu ya chembe, Gram stain, sukari, protini, kotesha (na latex/PCR)',
      'Lumbar puncture (after the first week) and nerve conduction studies at the referral hospital':
        'Kipimo cha uti wa mgongo (baada ya wiki ya kwanza) na nerve conduction studies katika hospitali ya rufaa',
      'Lumbar puncture (CSF white cells and trypanosomes) at the treatment centre':
        'Kipimo cha uti wa mgongo (chembe nyeupe za CSF na tripanosoma) katika kituo cha matibabu',
      'Lumbar puncture (in hospital, if stable)': 'Kipimo cha uti wa mgongo (hospitalini, akiwa imara)',
      'Lumbar puncture if fever with signs of meningitis (and no contraindication); electrolytes, calcium':
        'Kipimo cha uti wa mgongo kama kuna homa na dalili za homa ya uti wa mgongo (na hakuna kizuizi); elektroliti, kalsiamu',
      'Lumbar puncture when safe': 'Kipimo cha uti wa mgongo (LP) ikiwa salama',
      'Lumbar puncture with opening pressure, CSF CrAg (LFA), India ink, culture':
        'Kipimo cha uti wa mgongo pamoja na shinikizo la kufungua, CrAg ya CSF (LFA), India ink, kotesha',
      'Malaria RDT': 'RDT ya malaria',
      'Malaria RDT (endemic areas)': 'RDT ya malaria (maeneo yenye malaria)',
      'Malaria RDT (endemic areas) and HIV test': 'RDT ya malaria (maeneo yenye malaria) na kipimo cha VVU',
      'Malaria RDT (endemic areas), pregnancy test':
        'RDT ya malaria (maeneo yenye malaria), kipimo cha mimba',
      'Malaria RDT (in isolation, with PPE)': 'RDT ya malaria (akiwa ametengwa, na vifaa vya kujikinga)',
      'Malaria RDT and blood smear with parasite count':
        'RDT ya malaria na slaidi ya damu pamoja na hesabu ya vimelea',
      'Malaria RDT if febrile in an endemic area': 'RDT ya malaria kama ana homa katika eneo lenye malaria',
      'Malaria RDT in endemic areas': 'RDT ya malaria katika maeneo yenye malaria',
      'Malaria RDT or smear, glucose, full blood count, lactate, creatinine':
        'RDT ya malaria au slaidi, sukari, kipimo kamili cha damu, laktati, kreatinini',
      'Malaria RDT or thick and thin blood smear': 'RDT ya malaria au slaidi nene na nyembamba ya damu',
      'Malaria RDT where malaria is endemic and the patient is febrile':
        'RDT ya malaria pale malaria ilipo na mgonjwa ana homa',
      'Malaria RDT, creatinine, potassium, CK, liver tests, platelets and clotting':
        'RDT ya malaria, kreatinini, potasiamu, CK, vipimo vya ini, chembe sahani na kuganda',
      'Malaria RDT, full blood count': 'RDT ya malaria, kipimo kamili cha damu',
      'Malaria test': 'Kipimo cha malaria',
      'Malaria test and full blood count': 'Kipimo cha malaria na kipimo kamili cha damu',
      'Malaria test, and hepatitis A IgM where available':
        'Kipimo cha malaria, na IgM ya homa ya ini A inapopatikana',
      'Malaria test, blood culture, urinalysis; chest X-ray if chest signs':
        'Kipimo cha malaria, kotesha ya damu, uchunguzi wa mkojo; X-ray ya kifua kama kuna dalili za kifua',
      'Malaria test, creatinine, review of medicines and alcohol':
        'Kipimo cha malaria, kreatinini, mapitio ya dawa na pombe',
      'Malaria test, full blood count, creatinine, bilirubin, ALT, urinalysis':
        'Kipimo cha malaria, kipimo kamili cha damu, kreatinini, bilirubini, ALT, uchunguzi wa mkojo',
      'Malaria test, urine dipstick, full blood count, sodium, creatinine, HIV test; chest X-ray when coughing':
        'Kipimo cha malaria, dipstick ya mkojo, kipimo kamili cha damu, sodiamu, kreatinini, kipimo cha VVU; X-ray ya kifua anapokohoa',
      'Malaria test; stool for hookworm ova': 'Kipimo cha malaria; kinyesi kwa mayai ya minyoo ya safura',
      'Mark the edge of the redness; examine for fluctuance and a portal of entry (wound, tinea between the toes)':
        'Weka alama kwenye mpaka wa wekundu; chunguza kulainika na mlango wa kuingia (jeraha, fangasi kati ya vidole vya miguu)',
      'Measles IgM (serum or dried blood spot) for the first cases in an area':
        'IgM ya surua (damu au tone la damu lililokauka) kwa wagonjwa wa kwanza katika eneo',
      'Measure blood loss (calibrated drape or weigh pads)':
        'Pima damu iliyopotea (kitambaa chenye vipimo au kupima uzito wa pedi)',
      'Monofilament and vibration test; foot examination':
        'Kipimo cha monofilament na mtetemo; uchunguzi wa miguu',
      'Mother: syphilis, HIV, gonorrhoea and chlamydia testing':
        'Mama: vipimo vya kaswende, VVU, kisonono na klamidia',
      'Mpox PCR from a lesion swab (roof or crust)': 'PCR ya mpox kutoka sampuli ya kidonda (paa au gamba)',
      'MUAC and weight': 'MUAC na uzito',
      'MUAC, weight-for-height z-score, check both feet for oedema':
        'MUAC, z-score ya uzito kwa urefu, angalia miguu yote miwili kwa uvimbe',
      'MUAC, weight-for-height z-score, check both feet for pitting oedema, appetite test with RUTF':
        'MUAC, z-score ya uzito kwa urefu, angalia miguu yote miwili kwa uvimbe unaobonyea, kipimo cha hamu ya kula kwa RUTF',
      'Nasopharyngeal swab PCR (or culture) for Bordetella pertussis, where available':
        'PCR ya sampuli ya nyuma ya pua (au kotesha) kwa Bordetella pertussis, inapopatikana',
      'No tests for acute urticaria with an obvious trigger':
        'Hakuna vipimo kwa urtikaria ya ghafla yenye kichochezi kinachojulikana',
      'Non-contrast CT of the head': 'CT ya kichwa bila kontrasti',
      'None routinely; pulse oximetry and respiratory rate to exclude pneumonia':
        'Hakuna kwa kawaida; pulse oximetry na kasi ya kupumua kuondoa nimonia',
      'None routinely; respiratory rate and malaria test if febrile in an endemic area':
        'Hakuna kwa kawaida; kasi ya kupumua na kipimo cha malaria kama ana homa katika eneo lenye malaria',
      Otoscopy: 'Otoskopi',
      'Otoscopy after cleaning the canal': 'Otoskopi baada ya kusafisha mfereji',
      'Partograph: cervical dilatation, descent, contractions, fetal heart':
        'Partograph: kufunguka kwa shingo ya kizazi, kushuka, mikazo, mapigo ya moyo ya mtoto',
      'Patch testing (specialist) for suspected allergic contact dermatitis':
        'Patch testing (mtaalamu) kwa mzio wa kugusana unaoshukiwa',
      'Pelvic ultrasound (severe cases)': 'Ultrasound ya nyonga (hali kali)',
      'Pelvic ultrasound (transvaginal if available)': 'Ultrasound ya nyonga (kupitia uke ikipatikana)',
      'Pelvic ultrasound (where available)': 'Ultrasound ya nyonga (inapopatikana)',
      'Plague F1 antigen rapid test on bubo aspirate or sputum; culture and PCR at the reference laboratory':
        'Kipimo cha haraka cha antijeni F1 ya tauni kwenye majimaji ya bubo au makohozi; kotesha na PCR katika maabara ya rufaa',
      'Plain abdominal X-ray (supine and erect) or ultrasound; CT where available':
        'X-ray ya kawaida ya tumbo (amelala na amesimama) au ultrasound; CT inapopatikana',
      'Platelets, creatinine, ALT/AST, LDH where available; clotting test (20WBCT) if bleeding':
        'Chembe sahani, kreatinini, ALT/AST, LDH inapopatikana; kipimo cha kuganda (20WBCT) kama anatokwa damu',
      'Potassium, sodium, bicarbonate, haemoglobin, calcium and phosphate, glucose or HbA1c, HIV test':
        'Potasiamu, sodiamu, bicarbonate, hemoglobini, kalsiamu na fosfati, sukari au HbA1c, kipimo cha VVU',
      'Pregnancy test': 'Kipimo cha mimba',
      'Pregnancy test (women)': 'Kipimo cha mimba (wanawake)',
      'Pregnancy test in women of reproductive age': 'Kipimo cha mimba kwa wanawake wa umri wa kuzaa',
      'Pregnancy test; HIV and syphilis tests': 'Kipimo cha mimba; vipimo vya VVU na kaswende',
      'Primary survey ABCDE with pulse, BP, SpO2, GCS':
        'Uchunguzi wa kwanza ABCDE pamoja na mapigo, BP, SpO2, GCS',
      'Prostate biopsy (specialist); creatinine, full blood count, alkaline phosphatase; bone scan or X-ray of painful bones':
        'Biopsi ya tezi dume (mtaalamu); kreatinini, kipimo kamili cha damu, alkaline phosphatase; bone scan au X-ray ya mifupa inayouma',
      'PSA and digital rectal examination': 'PSA na uchunguzi wa njia ya haja kubwa kwa kidole',
      'Pulse oximetry': 'Pulse oximetry',
      'Pulse oximetry (at rest and after exertion)':
        'Pulse oximetry (akiwa amepumzika na baada ya kufanya kazi)',
      'Pulse oximetry and respiratory rate': 'Pulse oximetry na kasi ya kupumua',
      'Pulse, blood pressure, glucose; ECG with chest symptoms; thyroid tests with weight loss or tremor':
        'Mapigo ya moyo, shinikizo la damu, sukari; ECG kukiwa na dalili za kifua; vipimo vya tezi kukiwa na kupungua uzito au kutetemeka',
      'Pulse, blood pressure, shock index (pulse / systolic), consciousness':
        'Mapigo ya moyo, shinikizo la damu, shock index (mapigo / systolic), fahamu',
      'Pulse, BP, estimate of blood loss; fetal heart':
        'Mapigo ya moyo, BP, makadirio ya damu iliyopotea; mapigo ya moyo ya mtoto',
      'Pulses, capillary refill, sensation and movement beyond the injury':
        'Mapigo, damu kurudi kwenye kapilari, hisia na kusogea zaidi ya jeraha',
      'Pus culture (abscess) where available': 'Kotesha ya usaha (jipu) inapopatikana',
      'Pus swab for culture (where available)': 'Sampuli ya usaha kwa kotesha (inapopatikana)',
      'Random blood glucose': 'Sukari ya damu bila kufunga',
      'Rapid antigen detection test or throat culture where available':
        'Kipimo cha haraka cha antijeni au kotesha ya koo inapopatikana',
      'Rapid syphilis test (treponemal) and HIV test':
        'Kipimo cha haraka cha kaswende (treponema) na kipimo cha VVU',
      'Red cell or plasma cholinesterase activity where available; glucose, electrolytes, SpO2 or blood gas':
        'Shughuli ya kolinesterasi ya chembe nyekundu au plasma inapopatikana; sukari, elektroliti, SpO2 au gesi za damu',
      'Renal ultrasound if no improvement after 72 hours, or in men':
        'Ultrasound ya figo kama hakuna nafuu baada ya saa 72, au kwa wanaume',
      'Repeat blood pressure: two readings on two occasions (or home or ambulatory readings)':
        'Rudia kupima shinikizo la damu: vipimo viwili katika siku mbili tofauti (au vipimo vya nyumbani au vya kubeba, ambulatory)',
      'Repeat blood pressure after rest; urine dipstick for protein':
        'Rudia shinikizo la damu baada ya kupumzika; dipstick ya mkojo kwa protini',
      'Repeat BP in both arms; fundoscopy; neurological examination':
        'Rudia BP kwenye mikono yote miwili; fundoskopi; uchunguzi wa neva',
      'Rickettsia PCR of an eschar swab, or paired serology (IFA) where available':
        'PCR ya Rickettsia kutoka sampuli ya gamba, au vipimo viwili vya damu (IFA) inapopatikana',
      'rK39 rapid diagnostic test': 'Kipimo cha haraka cha rK39',
      'SARS-CoV-2 antigen RDT or PCR': 'RDT ya antijeni ya SARS-CoV-2 au PCR',
      'Scrotal ultrasound in hydrocele': 'Ultrasound ya korodani kwa hydrocele',
      'Search for the source: chest X-ray, urine dipstick and culture, HIV test, lumbar puncture if meningitis is possible':
        'Tafuta chanzo: X-ray ya kifua, dipstick na kotesha ya mkojo, kipimo cha VVU, kipimo cha uti wa mgongo kama homa ya uti wa mgongo inawezekana',
      'Sensory test of the patches (cotton wisp) and nerve palpation; count the patches':
        'Kipimo cha hisia cha mabaka (kipande cha pamba) na kupapasa neva; hesabu mabaka',
      'Serum (or transcutaneous) bilirubin plotted by age in hours':
        'Bilirubini ya damu (au ya kupitia ngozi) ikichorwa kwa umri kwa saa',
      'Serum albumin, creatinine, electrolytes, cholesterol; HIV, hepatitis B and syphilis tests; malaria smear':
        'Albumini ya damu, kreatinini, elektroliti, kolesteroli; vipimo vya VVU, homa ya ini B na kaswende; slaidi ya malaria',
      'Serum calcium, phosphate, alkaline phosphatase; 25-OH vitamin D where available':
        'Kalsiamu, fosfati, alkaline phosphatase ya damu; vitamini D (25-OH) inapopatikana',
      'Serum CrAg (CD4 < 200, or < 100 per national guideline)':
        'CrAg ya damu (CD4 < 200, au < 100 kwa mwongozo wa kitaifa)',
      'Serum creatinine with eGFR, repeated after 3 months; urine albumin-to-creatinine ratio or dipstick protein':
        'Kreatinini ya damu pamoja na eGFR, kurudiwa baada ya miezi 3; uwiano wa albumini kwa kreatinini kwenye mkojo au protini kwa dipstick',
      'Serum electrolytes and creatinine (inpatients)':
        'Elektroliti za damu na kreatinini (wagonjwa waliolazwa)',
      'Serum electrolytes and creatinine (severe dehydration only)':
        'Elektroliti za damu na kreatinini (upungufu mkubwa wa maji pekee)',
      'Serum ferritin (with CRP), blood film': 'Ferritini ya damu (pamoja na CRP), slaidi ya damu',
      'Serum iron at 4-6 hours; abdominal X-ray': 'Chuma cha damu katika saa 4-6; X-ray ya tumbo',
      'Serum lipase (or amylase)': 'Lipasi ya damu (au amilesi)',
      'Serum or plasma CrAg': 'CrAg ya serum au plasma',
      'Serum paracetamol level at ≥ 4 hours; ALT, INR':
        'Kiwango cha paracetamol kwenye damu katika ≥ saa 4; ALT, INR',
      'Serum tryptase 1 to 2 hours after onset where available':
        'Tryptase ya damu saa 1 hadi 2 baada ya kuanza inapopatikana',
      'Serum uric acid (2 weeks after the flare), creatinine, glucose, lipids':
        'Asidi ya uriki ya damu (wiki 2 baada ya shambulio), kreatinini, sukari, mafuta ya damu',
      'Sickle solubility test or haemoglobin electrophoresis if the diagnosis is not yet confirmed':
        'Kipimo cha sickle solubility au haemoglobin electrophoresis kama utambuzi bado haujathibitishwa',
      'Single-breath count, or vital capacity; SpO2; pulse and blood pressure':
        'Kuhesabu kwa pumzi moja, au vital capacity; SpO2; mapigo ya moyo na shinikizo la damu',
      'Skin snips from iliac crests and shoulders (microscopy); Ov16 serology where available':
        'Vipande vya ngozi kutoka kwenye nyonga na mabega (hadubini); Ov16 inapopatikana',
      'Slit-skin smear where available': 'Slit-skin smear inapopatikana',
      'Speculum and bimanual examination': 'Uchunguzi wa spekulamu na wa mikono miwili',
      'Speculum examination of the cervical os': 'Uchunguzi wa spekulamu wa mlango wa shingo ya kizazi',
      'Speculum examination; vaginal pH and wet mount where available':
        'Uchunguzi wa spekulamu; pH ya uke na wet mount inapopatikana',
      'Speculum examination; VIA or HPV test; biopsy of any visible lesion':
        'Uchunguzi wa spekulamu; VIA au kipimo cha HPV; biopsi ya kidonda chochote kinachoonekana',
      'Spirometry when stable': 'Spirometry akiwa imara',
      'Spirometry with bronchodilator reversibility once well':
        'Spirometry pamoja na mwitikio wa dawa ya kupanua njia za hewa akiwa mzima',
      'Splenic or bone-marrow aspirate for Leishman-Donovan bodies (rK39 negative or relapse)':
        'Sampuli ya bandama au uboho kwa Leishman-Donovan bodies (rK39 hasi au kurudia)',
      SpO2: 'SpO2',
      'SpO2 (and blood gas if SpO2 < 90% or drowsy)':
        'SpO2 (na gesi za damu kama SpO2 < 90% au ana usingizi)',
      'SpO2 and respiratory rate': 'SpO2 na kasi ya kupumua',
      'SpO2, respiratory rate, ability to speak; peak expiratory flow (PEF) in adults and children over 5':
        'SpO2, kasi ya kupumua, uwezo wa kuongea; peak expiratory flow (PEF) kwa watu wazima na watoto zaidi ya 5',
      'SpO2, respiratory rate, temperature, glucose': 'SpO2, kasi ya kupumua, joto, sukari',
      'Sputum Xpert MTB/RIF (Ultra)': 'Xpert MTB/RIF (Ultra) ya makohozi',
      'Sputum Xpert MTB/RIF and urine LAM': 'Xpert MTB/RIF ya makohozi na LAM ya mkojo',
      'Sputum Xpert MTB/RIF if cough >= 2 weeks, HIV-positive or not improving':
        'Xpert MTB/RIF ya makohozi kama kikohozi >= wiki 2, VVU chanya au hakuna nafuu',
      'Stool antigen test or stool culture': 'Kipimo cha antijeni ya kinyesi au kotesha ya kinyesi',
      'Stool colour and conjugated bilirubin if jaundice beyond 14 days':
        'Rangi ya kinyesi na bilirubini iliyounganishwa kama manjano yanazidi siku 14',
      'Stool culture and sensitivity (outbreaks, treatment failure)':
        'Kotesha ya kinyesi na unyeti wa dawa (milipuko, matibabu kushindwa)',
      'Stool for ova (hookworm, schistosomiasis) and occult blood; malaria test; sickle test in children':
        'Kinyesi kwa mayai (minyoo ya safura, kichocho) na damu iliyofichika; kipimo cha malaria; kipimo cha selimundu kwa watoto',
      'Stool Kato-Katz for S. mansoni': 'Kato-Katz ya kinyesi kwa S. mansoni',
      'Stool microscopy': 'Uchunguzi wa kinyesi kwa hadubini',
      'Stool microscopy for ova (Kato-Katz or direct smear)':
        'Uchunguzi wa kinyesi kwa hadubini kwa mayai (Kato-Katz au slaidi ya moja kwa moja)',
      'TB screening: symptom screen, Xpert MTB/RIF, urine LF-LAM if CD4 < 200 or seriously ill':
        'Uchunguzi wa TB: dalili, Xpert MTB/RIF, LF-LAM ya mkojo kama CD4 < 200 au mgonjwa mahututi',
      'Temperature, SpO2, breathing': 'Joto, SpO2, kupumua',
      'Thick and thin blood films, chancre or node aspirate for trypanosomes; CATT or RDT for gambiense':
        'Slaidi nene na nyembamba za damu, majimaji ya kidonda au tezi kwa tripanosoma; CATT au RDT kwa gambiense',
      'Throat and nasal swab for culture and toxin test (Elek or PCR for the tox gene) before antibiotics':
        'Sampuli ya koo na pua kwa kotesha na kipimo cha sumu (Elek au PCR ya jeni la tox) kabla ya antibiotiki',
      'Thyroid ultrasound; fine-needle aspiration of a dominant or suspicious nodule':
        'Ultrasound ya tezi; kuvuta kwa sindano nyembamba kinundu kikuu au cha kutiliwa shaka',
      'Treponemal rapid test (or dual HIV/syphilis RDT) with RPR/VDRL titre':
        'Kipimo cha haraka cha treponema (au RDT ya pamoja ya VVU/kaswende) pamoja na titre ya RPR/VDRL',
      'Trial of rapid-acting bronchodilator when the diagnosis is uncertain':
        'Jaribio la dawa ya kupanua njia za hewa inayofanya kazi haraka utambuzi ukiwa na shaka',
      'Troponin (high-sensitivity if available) at presentation and repeated at 1 to 3 hours':
        'Troponini (high-sensitivity ikipatikana) wakati wa kufika na kurudiwa baada ya saa 1 hadi 3',
      'TSH and free T4': 'TSH na free T4',
      'TSH and free T4 (free T3 if T4 normal)': 'TSH na free T4 (free T3 kama T4 ni ya kawaida)',
      'Two stool specimens 24 hours apart within 14 days of onset, cold chain to the polio laboratory':
        'Sampuli mbili za kinyesi kwa tofauti ya saa 24 ndani ya siku 14 tangu kuanza, kwa mnyororo wa baridi hadi maabara ya polio',
      'Ultrasound (where available)': 'Ultrasound (inapopatikana)',
      'Ultrasound for placental site (in hospital)': 'Ultrasound kwa mahali pa kondo la nyuma (hospitalini)',
      'Ultrasound for retained products (where available)': 'Ultrasound kwa mabaki ya mimba (inapopatikana)',
      'Ultrasound of kidneys and bladder with post-void residual':
        'Ultrasound ya figo na kibofu pamoja na mkojo unaobaki baada ya kukojoa',
      'Ultrasound of kidneys and bladder; non-contrast CT where available':
        'Ultrasound ya figo na kibofu; CT bila kontrasti inapopatikana',
      'Upper GI endoscopy if alarm features or no response':
        'Endoscopy ya juu kama kuna dalili za hatari au hakuna mwitikio',
      'Upper GI endoscopy with biopsy (or barium swallow where endoscopy is unavailable)':
        'Endoscopy ya juu pamoja na biopsi (au barium swallow pale endoscopy haipatikani)',
      'Urea, creatinine, electrolytes, full blood count, blood group and crossmatch':
        'Urea, kreatinini, elektroliti, kipimo kamili cha damu, kundi la damu na kulinganisha',
      'Urea, electrolytes, glucose': 'Urea, elektroliti, sukari',
      Urinalysis: 'Uchunguzi wa mkojo',
      'Urinalysis and malaria test': 'Uchunguzi wa mkojo na kipimo cha malaria',
      'Urine dipstick': 'Dipstick ya mkojo',
      'Urine dipstick (nitrite, leucocyte esterase, blood)':
        'Dipstick ya mkojo (nitraiti, leukosaiti esterasi, damu)',
      'Urine dipstick and blood pressure if lesions are infected and there is swelling':
        'Dipstick ya mkojo na shinikizo la damu kama vidonda vina maambukizi na kuna uvimbe',
      'Urine dipstick and microscopy': 'Dipstick na hadubini ya mkojo',
      'Urine dipstick and microscopy; pregnancy test in women':
        'Dipstick na hadubini ya mkojo; kipimo cha mimba kwa wanawake',
      'Urine dipstick for protein and blood; urine protein-creatinine ratio':
        'Dipstick ya mkojo kwa protini na damu; uwiano wa protini kwa kreatinini kwenye mkojo',
      'Urine dipstick for protein, creatinine, potassium, glucose, lipids, ECG':
        'Dipstick ya mkojo kwa protini, kreatinini, potasiamu, sukari, mafuta ya damu, ECG',
      'Urine dipstick, microscopy, culture and sensitivity (before antibiotics)':
        'Dipstick ya mkojo, hadubini, kotesha na unyeti wa dawa (kabla ya antibiotiki)',
      'Urine filtration microscopy (midday urine) for S. haematobium':
        'Uchunguzi wa mkojo uliochujwa kwa hadubini (mkojo wa mchana) kwa S. haematobium',
      'Urine for ketones; haemoglobin': 'Mkojo kwa ketoni; hemoglobini',
      'Urine ketones (or blood ketones) in a symptomatic patient':
        'Ketoni za mkojo (au ketoni za damu) kwa mgonjwa mwenye dalili',
      'Urine ketones and weight': 'Ketoni za mkojo na uzito',
      'Urine LF-LAM (people with HIV and CD4 < 200 or seriously ill)':
        'LF-LAM ya mkojo (watu wenye VVU na CD4 < 200 au wagonjwa mahututi)',
      'Urine microscopy, culture and sensitivity':
        'Uchunguzi wa mkojo kwa hadubini, kotesha na unyeti wa dawa',
      'Urine or serum pregnancy test (hCG)': 'Kipimo cha mimba cha mkojo au damu (hCG)',
      'Urine protein': 'Protini ya mkojo',
      'Urine protein, BP': 'Protini ya mkojo, BP',
      'Venous blood gas (pH, bicarbonate), sodium, potassium, creatinine':
        'Gesi za damu ya mshipa (pH, bicarbonate), sodiamu, potasiamu, kreatinini',
      'VHF PCR (Ebola, Marburg, Lassa, CCHF, yellow fever) at the national reference laboratory':
        'PCR ya VHF (Ebola, Marburg, Lassa, CCHF, homa ya manjano) katika maabara ya kitaifa ya rufaa',
      'Viral load': 'Kiwango cha virusi (viral load)',
      'Visual acuity': 'Uwezo wa kuona',
      'Visual acuity (each eye, with pinhole); torch and red-reflex examination':
        'Uwezo wa kuona (kila jicho, kwa tundu dogo); uchunguzi kwa tochi na red reflex',
      'Visual acuity and examination with a torch (fluorescein staining if available)':
        'Uwezo wa kuona na uchunguzi kwa tochi (rangi ya fluorescein ikipatikana)',
      'Voluntary muscle test and sensory test of hands, feet and eyes (disability grade)':
        'Kipimo cha misuli ya hiari na kipimo cha hisia cha mikono, miguu na macho (daraja la ulemavu)',
      'Weight (daily) and temperature': 'Uzito (kila siku) na joto',
      'Weight, blood pressure, glucose and lipids before antipsychotics':
        'Uzito, shinikizo la damu, sukari na mafuta ya damu kabla ya dawa za akili (antipsychotics)',
      'Weight; urine output': 'Uzito; kiasi cha mkojo',
      'Wells score, then D-dimer when the probability is low or moderate':
        'Alama ya Wells, kisha D-dimer uwezekano ukiwa mdogo au wa kati',
      'What, how much (tablets × strength), when: dose in mg/kg':
        'Nini, kiasi gani (vidonge × nguvu), lini: dozi kwa mg/kg',
      'X-ray of the affected joint in recurrent disease':
        'X-ray ya kiungo kilichoathirika katika ugonjwa unaojirudia',
      'X-ray of the bone (changes after 10 to 14 days); ultrasound of the joint':
        'X-ray ya mfupa (mabadiliko baada ya siku 10 hadi 14); ultrasound ya kiungo',
      'X-ray of the injured bone with the joints above and below':
        'X-ray ya mfupa ulioumia pamoja na viungo vya juu na chini yake',
      'X-ray of the joint if atypical or before surgical referral; uric acid and CRP if inflammatory features':
        'X-ray ya kiungo kama si ya kawaida au kabla ya rufaa ya upasuaji; asidi ya uriki na CRP kama kuna dalili za uvimbe',
      'X-ray of the wrist or knee': 'X-ray ya kifundo cha mkono au goti',
      'X-ray, ESR/CRP, full blood count only if red flags':
        'X-ray, ESR/CRP, kipimo kamili cha damu tu kukiwa na dalili za hatari',
    },
  },
];
