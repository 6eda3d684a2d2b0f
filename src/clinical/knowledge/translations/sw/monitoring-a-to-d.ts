import type { TranslationGroup } from '../types';

/** swahiliMonitoring (see monitoring.ts), the entries whose English key starts with a to d. */
export const swahiliMonitoringAToD: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '1 to 2 weeks after starting or increasing diuretics, ACE inhibitor or spironolactone':
        'Wiki 1 hadi 2 baada ya kuanza au kuongeza diuretics, ACE inhibitor au spironolactone',
      '15 minutes after treatment, then hourly for 4 to 6 hours (24 hours on a sulfonylurea)':
        'Dakika 15 baada ya matibabu, kisha kila saa kwa saa 4 hadi 6 (saa 24 akitumia sulfonylurea)',
      '4 or more migraine days a month: start prophylaxis; analgesics on 10-15 or more days a month: medication overuse':
        'Siku 4 au zaidi za kipandauso kwa mwezi: anza kinga; dawa za maumivu siku 10-15 au zaidi kwa mwezi: matumizi ya dawa kupita kiasi',
      '4-6 weeks after treatment': 'Wiki 4-6 baada ya matibabu',
      '4-hourly': 'Kila saa 4',
      '4-hourly for at least 24 to 72 hours': 'Kila saa 4 kwa angalau saa 24 hadi 72',
      '6 to 8 weeks after each dose change, then yearly':
        'Wiki 6 hadi 8 baada ya kila badiliko la dozi, kisha kila mwaka',
      '< 30 mL/hour': '< 30 mL/saa',
      '>= 200 copies/mL: enhanced adherence and repeat':
        '>= 200 copies/mL: ushauri ulioimarishwa wa ufuasi na rudia kipimo',
      'Abdominal examination': 'Uchunguzi wa tumbo',
      'Ability to take oral medicine': 'Uwezo wa kumeza dawa',
      'Above 0.36 mmol/L (6 mg/dL): increase allopurinol': 'Juu ya 0.36 mmol/L (6 mg/dL): ongeza allopurinol',
      'Above 130/80 mmHg': 'Juu ya 130/80 mmHg',
      'Above 220/120 mmHg (185/110 if thrombolysed)':
        'Juu ya 220/120 mmHg (185/110 akiwa amepewa thrombolysis)',
      'Adherence, weight, opportunistic infection symptoms':
        'Ufuasi wa matibabu, uzito, dalili za magonjwa nyemelezi',
      'After 4 to 8 weeks': 'Baada ya wiki 4 hadi 8',
      'After 4 to 8 weeks of treatment': 'Baada ya wiki 4 hadi 8 za matibabu',
      'After 4 weeks of iron, then at the end of treatment':
        'Baada ya wiki 4 za chuma, kisha mwishoni mwa matibabu',
      'After 4 weeks of treatment, then each trimester':
        'Baada ya wiki 4 za matibabu, kisha kila kipindi cha ujauzito',
      'After every bolus': 'Baada ya kila bolasi',
      'Agitation or mania on an antidepressant: stop and refer':
        'Kuhangaika au mania ukitumia dawa ya msongo: acha na toa rufaa',
      'Airway (stridor, work of breathing), pulse rhythm, blood pressure, swallowing, limb weakness':
        'Njia ya hewa (sauti ya kukoroma, juhudi ya kupumua), mpangilio wa mapigo, shinikizo la damu, kumeza, udhaifu wa viungo',
      'Airway, breathing, blood pressure, pulse, SpO2':
        'Njia ya hewa, kupumua, shinikizo la damu, mapigo, SpO2',
      'Airway, breathing, SpO2 and consciousness': 'Njia ya hewa, kupumua, SpO2 na fahamu',
      'Airway, spasm frequency, SpO2, pulse, blood pressure':
        'Njia ya hewa, idadi ya mikakamao, SpO2, mapigo, shinikizo la damu',
      'Albuminuria, retinopathy, poor growth.': 'Albumini kwenye mkojo, madhara ya retina, ukuaji duni.',
      'ALT and HBsAg in hepatitis B': 'ALT na HBsAg katika homa ya ini B',
      'Antidepressant side effects': 'Madhara ya dawa ya msongo wa mawazo',
      'Any warning sign, cold extremities, no urine for 6 hours':
        'Dalili yoyote ya tahadhari, mikono na miguu baridi, hakuna mkojo kwa saa 6',
      'Apnoea, colour, SpO2, feeding and weight': 'Kuacha kupumua, rangi, SpO2, ulishaji na uzito',
      'Apnoea, convulsions, not feeding, glucose < 2.5 mmol/L':
        'Kuacha kupumua, degedege, kutonyonya, sukari < 2.5 mmol/L',
      'Apnoea, cyanosis, SpO2 < 90%, unable to feed':
        'Kuacha kupumua, rangi ya bluu, SpO2 < 90%, kushindwa kula',
      'Asthma control (day and night symptoms, reliever use)':
        'Udhibiti wa pumu (dalili za mchana na usiku, matumizi ya dawa ya nafuu)',
      'At 2 weeks, monthly for 3 months, then every 3-6 months when stable':
        'Wiki 2, kila mwezi kwa miezi 3, kisha kila miezi 3-6 hali ikitulia',
      'At 3 months of treatment, then 6-monthly': 'Miezi 3 ya matibabu, kisha kila miezi 6',
      'At 3, 6 and 12 months after treatment': 'Miezi 3, 6 na 12 baada ya matibabu',
      'At 6 months': 'Miezi 6',
      'At each annual or six-monthly ivermectin round':
        'Katika kila mzunguko wa ivermectin wa kila mwaka au kila miezi sita',
      'At each dose': 'Katika kila dozi',
      'At each vaccine visit': 'Katika kila hudhurio la chanjo',
      'At each visit': 'Katika kila hudhurio',
      'At each visit (weekly while titrating rate control)':
        'Katika kila hudhurio (kila wiki wakati wa kurekebisha udhibiti wa kasi)',
      'At each visit while awaiting and after specialist care':
        'Katika kila hudhurio wakati wa kusubiri na baada ya huduma ya mtaalamu',
      'At follow-up after 1-3 months': 'Katika ufuatiliaji baada ya miezi 1-3',
      'At least every 4 hours': 'Angalau kila saa 4',
      'At least twice weekly': 'Angalau mara mbili kwa wiki',
      'Before and during allopurinol': 'Kabla na wakati wa allopurinol',
      'Before any oral intake': 'Kabla ya kula au kunywa chochote',
      'Before discharge and at follow-up': 'Kabla ya kuruhusiwa na katika ufuatiliaji',
      'Benzathine penicillin injections given on time':
        'Sindano za benzathine penicillin zimetolewa kwa wakati',
      'Blood in stool, fever and appetite': 'Damu kwenye kinyesi, homa na hamu ya kula',
      'Blood pressure': 'Shinikizo la damu',
      'Blood pressure every 4-6 hours and daily weights while admitted; weekly after discharge until normal':
        'Shinikizo la damu kila saa 4-6 na uzito kila siku akiwa amelazwa; kila wiki baada ya kuruhusiwa hadi iwe kawaida',
      'Blood pressure, capillary refill, urine output':
        'Shinikizo la damu, muda wa damu kurudi kwenye kapilari, kiasi cha mkojo',
      'Blood pressure, heart rate, respiratory rate, SpO2, consciousness':
        'Shinikizo la damu, mapigo ya moyo, kasi ya kupumua, SpO2, fahamu',
      'Blood pressure, kidney function and GI symptoms on oral NSAIDs':
        'Shinikizo la damu, utendaji wa figo na dalili za tumbo akitumia NSAIDs za kumeza',
      'Blood pressure, pulse, JVP, pulsus paradoxus': 'Shinikizo la damu, mapigo, JVP, pulsus paradoxus',
      'Blood pressure, weight, feet': 'Shinikizo la damu, uzito, miguu',
      'Blood pressure, weight, urine output, fluid balance, creatinine and potassium':
        'Shinikizo la damu, uzito, kiasi cha mkojo, uwiano wa maji, creatinine na potasiamu',
      'BP >= 130/80 mmHg, foot ulcer or loss of sensation':
        'Shinikizo la damu >= 130/80 mmHg, kidonda cha mguu au kupoteza hisia',
      'BP >= 140/90 mmHg (>= 130/80 with diabetes or CKD) after 3 months: step up treatment':
        'Shinikizo la damu >= 140/90 mmHg (>= 130/80 pamoja na kisukari au CKD) baada ya miezi 3: ongeza matibabu',
      'BP ≥ the 99th centile or ≥ 180/110, urine < 0.5 mL/kg/h, rising creatinine or potassium':
        'Shinikizo la damu ≥ centile ya 99 au ≥ 180/110, mkojo < 0.5 mL/kg/h, creatinine au potasiamu inayopanda',
      'Breathing (single-breath count), swallowing, cough, pulse, blood pressure, limb power':
        'Kupumua (kuhesabu kwa pumzi moja), kumeza, kikohozi, mapigo, shinikizo la damu, nguvu ya viungo',
      'Breathing and fever': 'Kupumua na homa',
      'Breathing difficulty or throat swelling.': 'Shida ya kupumua au koo kuvimba.',
      'Breathing, alertness, skin infection': 'Kupumua, kuwa macho, maambukizi ya ngozi',
      'Breathing, eyes, mouth, hydration and feeding': 'Kupumua, macho, mdomo, maji mwilini na ulishaji',
      'Breathing, fever, hydration': 'Kupumua, homa, maji mwilini',
      'Breathing, SpO2, ability to speak or cry and swallow':
        'Kupumua, SpO2, uwezo wa kuongea au kulia na kumeza',
      'Breathing, SpO2, consciousness': 'Kupumua, SpO2, fahamu',
      'Breathing, SpO2, consciousness, temperature': 'Kupumua, SpO2, fahamu, joto',
      'Breathlessness, chest pain, confusion, fever returning after improvement':
        'Kukosa pumzi, maumivu ya kifua, kuchanganyikiwa, homa inayorudi baada ya nafuu',
      'Breathlessness, high fever, cough over 3 weeks.': 'Kukosa pumzi, homa kali, kikohozi zaidi ya wiki 3.',
      'Cannot swallow, drooling, unilateral swelling, joint pain or breathlessness':
        'Hawezi kumeza, kudondosha mate, uvimbe upande mmoja, maumivu ya viungo au kukosa pumzi',
      'Capillary glucose (fasting and 1-2 h after meals)':
        'Sukari ya kidole (bila kula na saa 1-2 baada ya milo)',
      'Cardiac rhythm, blood pressure, SpO2': 'Mpangilio wa mapigo ya moyo, shinikizo la damu, SpO2',
      'Carer observes daily for 10 days': 'Mlezi aangalie kila siku kwa siku 10',
      'Chest pain and ECG': 'Maumivu ya kifua na ECG',
      'Chest secretions, heart rate, blood pressure, pupils, axillary sweating':
        'Majimaji kifuani, mapigo ya moyo, shinikizo la damu, mboni, jasho la kwapani',
      'Consciousness (GCS), neurological signs': 'Fahamu (GCS), dalili za mfumo wa neva',
      'Consciousness and neurological signs': 'Fahamu na dalili za mfumo wa neva',
      'Consciousness level, convulsions, pupils': 'Kiwango cha fahamu, degedege, mboni',
      'Consciousness, breathing rate, SpO2, glucose, vision, temperature':
        'Fahamu, kasi ya kupumua, SpO2, sukari, uwezo wa kuona, joto',
      'Consciousness, breathing, BP, vomiting, urine output':
        'Fahamu, kupumua, shinikizo la damu, kutapika, kiasi cha mkojo',
      'Consciousness, headache, heart rate, fluid balance':
        'Fahamu, maumivu ya kichwa, mapigo ya moyo, uwiano wa maji',
      'Consciousness, temperature, treatment reactions': 'Fahamu, joto, mmenyuko wa matibabu',
      'Consciousness, tone, fits, feeding, glucose, temperature':
        'Fahamu, ukakamavu wa misuli, degedege, ulishaji, sukari, joto',
      Contacts: 'Waliogusana naye',
      'Continuous for 24 hours': 'Mfululizo kwa saa 24',
      'Continuous to hourly': 'Mfululizo hadi kila saa',
      'Continuous until removal': 'Mfululizo hadi kitu kiondolewe',
      'Continuously during and after a seizure': 'Mfululizo wakati wa degedege na baadaye',
      'Continuously, then every 15 minutes; observe at least 6 to 12 hours':
        'Mfululizo, kisha kila dakika 15; mwangalie angalau saa 6 hadi 12',
      'Convulsions, apnoea, unable to suck by day 3':
        'Degedege, kuacha kupumua, kushindwa kunyonya kufikia siku ya 3',
      'Core temperature, consciousness, blood pressure, urine output':
        'Joto la ndani ya mwili, fahamu, shinikizo la damu, kiasi cha mkojo',
      'Corneal clouding or no improvement in 48 hours': 'Konea kufifia au hakuna nafuu ndani ya saa 48',
      'Cough and breathing': 'Kikohozi na kupumua',
      'Coughing or choking on water: keep nil by mouth, nasogastric feeding':
        'Kukohoa au kusakamwa na maji: asile wala asinywe, kulisha kwa mrija wa pua hadi tumboni',
      Creatinine: 'Creatinine',
      'Creatinine and potassium': 'Creatinine na potasiamu',
      'Creatinine doubling, potassium < 3.3 mmol/L':
        'Creatinine kuongezeka mara mbili, potasiamu < 3.3 mmol/L',
      'Creatinine up > 30% or potassium > 5.5 mmol/L': 'Creatinine imepanda > 30% au potasiamu > 5.5 mmol/L',
      'Creatinine, potassium, haemoglobin on amphotericin':
        'Creatinine, potasiamu, himoglobini akitumia amphotericin',
      'Creatinine, urine albumin, eye examination': 'Creatinine, albumin ya mkojo, uchunguzi wa macho',
      Daily: 'Kila siku',
      'Daily (every 4 hours if on the face or neck)': 'Kila siku (kila saa 4 ikiwa usoni au shingoni)',
      'Daily (every 4-6 hours if admitted with warning signs)':
        'Kila siku (kila saa 4-6 akilazwa na dalili za tahadhari)',
      'Daily (every 6 hours for urine output if severe)':
        'Kila siku (kila saa 6 kwa kiasi cha mkojo ikiwa kali)',
      'Daily by the carer; review if worse': 'Kila siku na mlezi; ufuatiliaji hali ikizidi',
      'Daily during the second and third week': 'Kila siku katika wiki ya pili na ya tatu',
      'Daily during treatment': 'Kila siku wakati wa matibabu',
      'Daily for 10 days in high-risk patients (home pulse oximetry where possible)':
        'Kila siku kwa siku 10 kwa wagonjwa wenye hatari kubwa (pulse oximetry ya nyumbani inapowezekana)',
      'Daily for 21 days': 'Kila siku kwa siku 21',
      'Daily for the first 3 days': 'Kila siku kwa siku 3 za kwanza',
      'Daily in children': 'Kila siku kwa watoto',
      'Daily in hospital; at each visit': 'Kila siku hospitalini; katika kila hudhurio',
      'Daily in the first week; 12-24 hourly under phototherapy':
        'Kila siku katika wiki ya kwanza; kila saa 12-24 wakati wa tiba ya mwanga',
      'Daily inpatient; weekly in the outpatient programme':
        'Kila siku akiwa amelazwa; kila wiki katika programu ya wagonjwa wa nje',
      'Daily outpatient review through the critical phase (days 3-7 of illness)':
        'Ufuatiliaji wa kila siku wa nje katika kipindi cha hatari (siku 3-7 za ugonjwa)',
      'Daily until afebrile; review on day 3': 'Kila siku hadi homa iishe; ufuatiliaji siku ya 3',
      'Daily until the stone passes (sieve the urine)': 'Kila siku hadi jiwe litoke (chuja mkojo)',
      'Daily urine dipstick at home during treatment; clinic weekly':
        'Dipstick ya mkojo kila siku nyumbani wakati wa matibabu; kliniki kila wiki',
      'Daily while jaundiced and unwell': 'Kila siku akiwa na manjano na mgonjwa',
      'Daily, CRP twice weekly': 'Kila siku, CRP mara mbili kwa wiki',
      'Daily; repeat LP if symptoms of raised pressure':
        'Kila siku; rudia LP kukiwa na dalili za shinikizo lililopanda',
      'Daily; temperature every 6 hours': 'Kila siku; joto kila saa 6',
      'Day 0, 3, 7 (and day 14 or 21/28 depending on the regimen)':
        'Siku 0, 3, 7 (na siku 14 au 21/28 kulingana na mpango)',
      'Days 4 and 7, then weekly until negative': 'Siku 4 na 7, kisha kila wiki hadi iwe hasi',
      'Deepening drowsiness, new focal signs, not drinking.':
        'Usingizi unaozidi, dalili mpya za neva za sehemu moja, kutokunywa.',
      'Dehydration signs and ability to drink': 'Dalili za upungufu wa maji na uwezo wa kunywa',
      'Dehydration signs, pulse and mental state': 'Dalili za upungufu wa maji, mapigo na hali ya akili',
      'Dehydration, aspiration': 'Upungufu wa maji, kuvuta chakula mapafuni',
      'Discharge and hearing': 'Usaha na kusikia',
      'Distal pulses, colour, pain, swelling': 'Mapigo ya sehemu ya mbali, rangi, maumivu, uvimbe',
      'Drowsiness, bleeding or INR > 1.5: acute liver failure':
        'Usingizi, kutokwa damu au INR > 1.5: ini kushindwa ghafla',
      'Drowsiness, hypotension, bloody vomit or stool (iron), jaundice or confusion after 24-72 hours (paracetamol)':
        'Usingizi, shinikizo la chini la damu, matapishi au kinyesi chenye damu (chuma), manjano au kuchanganyikiwa baada ya saa 24-72 (paracetamol)',
    },
  },
];
