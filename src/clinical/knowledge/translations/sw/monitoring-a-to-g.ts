import type { TranslationGroup } from '../types';

/** swahiliMonitoring (see monitoring.ts), the entries whose English key starts with a to g. */
export const swahiliMonitoringAToG: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '1 to 2 weeks after starting or increasing diuretics, ACE inhibitor or spironolactone':
        'Wiki 1 hadi 2 baada ya kuanza au kuongeza diuretics, ACE inhibitor au spironolactone',
      '4 or more migraine days a month: start prophylaxis; analgesics on 10-15 or more days a month: medication overuse':
        'Siku 4 au zaidi za kipandauso kwa mwezi: anza kinga; dawa za maumivu siku 10-15 au zaidi kwa mwezi: matumizi ya dawa kupita kiasi',
      '4-6 weeks after treatment': 'Wiki 4-6 baada ya matibabu',
      '6 to 8 weeks after each dose change, then yearly':
        'Wiki 6 hadi 8 baada ya kila badiliko la dozi, kisha kila mwaka',
      '>= 200 copies/mL: enhanced adherence and repeat':
        '>= 200 copies/mL: ushauri ulioimarishwa wa ufuasi na rudia kipimo',
      'Abdominal examination': 'Uchunguzi wa tumbo',
      'Ability to take oral medicine': 'Uwezo wa kumeza dawa',
      'Above 0.36 mmol/L (6 mg/dL): increase allopurinol': 'Juu ya 0.36 mmol/L (6 mg/dL): ongeza allopurinol',
      'Above 130/80 mmHg': 'Juu ya 130/80 mmHg',
      'Adherence, weight, opportunistic infection symptoms':
        'Ufuasi wa matibabu, uzito, dalili za magonjwa nyemelezi',
      'After 4 to 8 weeks': 'Baada ya wiki 4 hadi 8',
      'After 4 to 8 weeks of treatment': 'Baada ya wiki 4 hadi 8 za matibabu',
      'After 4 weeks of iron, then at the end of treatment':
        'Baada ya wiki 4 za chuma, kisha mwishoni mwa matibabu',
      'After 4 weeks of treatment, then each trimester':
        'Baada ya wiki 4 za matibabu, kisha kila kipindi cha ujauzito',
      'Agitation or mania on an antidepressant: stop and refer':
        'Kuhangaika au mania ukitumia dawa ya msongo: acha na toa rufaa',
      'ALT and HBsAg in hepatitis B': 'ALT na HBsAg katika homa ya ini B',
      'Antidepressant side effects': 'Madhara ya dawa ya msongo wa mawazo',
      'Any warning sign, cold extremities, no urine for 6 hours':
        'Dalili yoyote ya tahadhari, mikono na miguu baridi, hakuna mkojo kwa saa 6',
      'Apnoea, colour, SpO2, feeding and weight': 'Kuacha kupumua, rangi, SpO2, ulishaji na uzito',
      'Apnoea, cyanosis, SpO2 < 90%, unable to feed':
        'Kuacha kupumua, rangi ya bluu, SpO2 < 90%, kushindwa kula',
      'Asthma control (day and night symptoms, reliever use)':
        'Udhibiti wa pumu (dalili za mchana na usiku, matumizi ya dawa ya nafuu)',
      'At 2 weeks, monthly for 3 months, then every 3-6 months when stable':
        'Wiki 2, kila mwezi kwa miezi 3, kisha kila miezi 3-6 hali ikitulia',
      'At 3 months of treatment, then 6-monthly': 'Miezi 3 ya matibabu, kisha kila miezi 6',
      'At 6 months': 'Miezi 6',
      'At each annual or six-monthly ivermectin round':
        'Katika kila mzunguko wa ivermectin wa kila mwaka au kila miezi sita',
      'At each dose': 'Katika kila dozi',
      'At each vaccine visit': 'Katika kila hudhurio la chanjo',
      'At each visit': 'Katika kila hudhurio',
      'At each visit while awaiting and after specialist care':
        'Katika kila hudhurio wakati wa kusubiri na baada ya huduma ya mtaalamu',
      'At follow-up after 1-3 months': 'Katika ufuatiliaji baada ya miezi 1-3',
      'Before and during allopurinol': 'Kabla na wakati wa allopurinol',
      'Benzathine penicillin injections given on time':
        'Sindano za benzathine penicillin zimetolewa kwa wakati',
      'Blood in stool, fever and appetite': 'Damu kwenye kinyesi, homa na hamu ya kula',
      'Blood pressure': 'Shinikizo la damu',
      'Blood pressure every 4-6 hours and daily weights while admitted; weekly after discharge until normal':
        'Shinikizo la damu kila saa 4-6 na uzito kila siku akiwa amelazwa; kila wiki baada ya kuruhusiwa hadi iwe kawaida',
      'Blood pressure, weight, feet': 'Shinikizo la damu, uzito, miguu',
      'Blood pressure, weight, urine output, fluid balance, creatinine and potassium':
        'Shinikizo la damu, uzito, kiasi cha mkojo, uwiano wa maji, creatinine na potasiamu',
      'BP >= 130/80 mmHg, foot ulcer or loss of sensation':
        'Shinikizo la damu >= 130/80 mmHg, kidonda cha mguu au kupoteza hisia',
      'BP >= 140/90 mmHg (>= 130/80 with diabetes or CKD) after 3 months: step up treatment':
        'Shinikizo la damu >= 140/90 mmHg (>= 130/80 pamoja na kisukari au CKD) baada ya miezi 3: ongeza matibabu',
      'BP ≥ the 99th centile or ≥ 180/110, urine < 0.5 mL/kg/h, rising creatinine or potassium':
        'Shinikizo la damu ≥ centile ya 99 au ≥ 180/110, mkojo < 0.5 mL/kg/h, creatinine au potasiamu inayopanda',
      'Breathing and fever': 'Kupumua na homa',
      'Breathing difficulty or throat swelling.': 'Shida ya kupumua au koo kuvimba.',
      'Breathing, alertness, skin infection': 'Kupumua, kuwa macho, maambukizi ya ngozi',
      'Breathing, eyes, mouth, hydration and feeding': 'Kupumua, macho, mdomo, maji mwilini na ulishaji',
      'Breathing, fever, hydration': 'Kupumua, homa, maji mwilini',
      'Breathlessness, chest pain, confusion, fever returning after improvement':
        'Kukosa pumzi, maumivu ya kifua, kuchanganyikiwa, homa inayorudi baada ya nafuu',
      'Cannot swallow, drooling, unilateral swelling, joint pain or breathlessness':
        'Hawezi kumeza, kudondosha mate, uvimbe upande mmoja, maumivu ya viungo au kukosa pumzi',
      'Capillary glucose (fasting and 1-2 h after meals)':
        'Sukari ya kidole (bila kula na saa 1-2 baada ya milo)',
      'Carer observes daily for 10 days': 'Mlezi aangalie kila siku kwa siku 10',
      'Consciousness, temperature, treatment reactions': 'Fahamu, joto, mmenyuko wa matibabu',
      Creatinine: 'Creatinine',
      'Creatinine and potassium': 'Creatinine na potasiamu',
      'Creatinine up > 30% or potassium > 5.5 mmol/L': 'Creatinine imepanda > 30% au potasiamu > 5.5 mmol/L',
      'Creatinine, urine albumin, eye examination': 'Creatinine, albumin ya mkojo, uchunguzi wa macho',
      Daily: 'Kila siku',
      'Daily (every 4 hours if on the face or neck)': 'Kila siku (kila saa 4 ikiwa usoni au shingoni)',
      'Daily (every 4-6 hours if admitted with warning signs)':
        'Kila siku (kila saa 4-6 akilazwa na dalili za tahadhari)',
      'Daily by the carer; review if worse': 'Kila siku na mlezi; ufuatiliaji hali ikizidi',
      'Daily during the second and third week': 'Kila siku katika wiki ya pili na ya tatu',
      'Daily during treatment': 'Kila siku wakati wa matibabu',
      'Daily for the first 3 days': 'Kila siku kwa siku 3 za kwanza',
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
      'Day 0, 3, 7 (and day 14 or 21/28 depending on the regimen)':
        'Siku 0, 3, 7 (na siku 14 au 21/28 kulingana na mpango)',
      'Deepening drowsiness, new focal signs, not drinking.':
        'Usingizi unaozidi, dalili mpya za neva za sehemu moja, kutokunywa.',
      'Dehydration signs and ability to drink': 'Dalili za upungufu wa maji na uwezo wa kunywa',
      'Dehydration signs, pulse and mental state': 'Dalili za upungufu wa maji, mapigo na hali ya akili',
      'Discharge and hearing': 'Usaha na kusikia',
      'Distal pulses, colour, pain, swelling': 'Mapigo ya sehemu ya mbali, rangi, maumivu, uvimbe',
      'Drowsiness, bleeding or INR > 1.5: acute liver failure':
        'Usingizi, kutokwa damu au INR > 1.5: ini kushindwa ghafla',
      'Each shift or at home by the carer': 'Kila zamu au nyumbani na mlezi',
      'Each visit': 'Kila hudhurio',
      'Ear pain, fever, discharge': 'Maumivu ya sikio, homa, usaha',
      'eGFR < 30 (stop metformin), albuminuria, retinopathy':
        'eGFR < 30 (acha metformin), albumini kwenye mkojo, madhara ya retina',
      'eGFR fall > 25% or to < 30: refer to nephrology':
        'eGFR kushuka > 25% au hadi < 30: toa rufaa kwa daktari wa figo',
      'eGFR, potassium, urine albumin': 'eGFR, potasiamu, albumin ya mkojo',
      'Encephalopathy on melarsoprol; fall in consciousness.':
        'Athari kwenye ubongo ukitumia melarsoprol; fahamu kushuka.',
      'End of month 2, 5 and 6 of treatment': 'Mwisho wa mwezi 2, 5 na 6 wa matibabu',
      'Every 1 to 2 weeks while titrating, then every 3 months':
        'Kila wiki 1 hadi 2 wakati wa kurekebisha dozi, kisha kila miezi 3',
      'Every 1 to 2 years, or with new symptoms': 'Kila mwaka 1 hadi 2, au kukiwa na dalili mpya',
      'Every 1 to 3 months': 'Kila mwezi 1 hadi 3',
      'Every 1 to 3 months if frequent': 'Kila mwezi 1 hadi 3 yakiwa ya mara kwa mara',
      'Every 1 to 4 hours in hospital': 'Kila saa 1 hadi 4 hospitalini',
      'Every 1-4 hours for the first 72 hours after the last drink':
        'Kila saa 1-4 kwa saa 72 za kwanza baada ya kinywaji cha mwisho',
      'Every 15-30 minutes during IV rehydration, then hourly':
        'Kila dakika 15-30 wakati wa kurudisha maji kwa mshipa, kisha kila saa',
      'Every 15-30 minutes for 2 hours, then hourly': 'Kila dakika 15-30 kwa saa 2, kisha kila saa',
      'Every 2 to 4 weeks at first': 'Kila wiki 2 hadi 4 mwanzoni',
      'Every 2 to 4 weeks at first, then monthly': 'Kila wiki 2 hadi 4 mwanzoni, kisha kila mwezi',
      'Every 2 to 4 weeks during a flare': 'Kila wiki 2 hadi 4 wakati wa mlipuko',
      'Every 2 to 4 weeks while titrating, then every 3 to 6 months':
        'Kila wiki 2 hadi 4 wakati wa kurekebisha dozi, kisha kila miezi 3 hadi 6',
      'Every 2 to 5 weeks while titrating, then every 6 months':
        'Kila wiki 2 hadi 5 wakati wa kurekebisha dozi, kisha kila miezi 6',
      'Every 2 weeks': 'Kila wiki 2',
      'Every 2 weeks at first, then monthly': 'Kila wiki 2 mwanzoni, kisha kila mwezi',
      'Every 2 weeks during treatment': 'Kila wiki 2 wakati wa matibabu',
      'Every 2 weeks in mania, then monthly': 'Kila wiki 2 wakati wa mania, kisha kila mwezi',
      'Every 2 weeks in the intensive phase, then monthly':
        'Kila wiki 2 katika awamu ya kwanza, kisha kila mwezi',
      'Every 2-3 days until all crusts fall off': 'Kila siku 2-3 hadi magamba yote yaanguke',
      'Every 20 to 30 minutes during the first hour, then hourly':
        'Kila dakika 20 hadi 30 katika saa ya kwanza, kisha kila saa',
      'Every 3 hours in admitted infants; observe a coughing spell before discharge':
        'Kila saa 3 kwa watoto wachanga waliolazwa; angalia kipindi cha kukohoa kabla ya kuruhusiwa',
      'Every 3 months': 'Kila miezi 3',
      'Every 3 to 12 months by stage': 'Kila miezi 3 hadi 12 kulingana na hatua',
      'Every 3 to 4 weeks': 'Kila wiki 3 hadi 4',
      'Every 3 to 6 months': 'Kila miezi 3 hadi 6',
      'Every 3 to 6 months in stage 3b-5': 'Kila miezi 3 hadi 6 katika hatua 3b-5',
      'Every 3 to 6 months on glaucoma treatment': 'Kila miezi 3 hadi 6 wakati wa matibabu ya glaucoma',
      'Every 4 hours': 'Kila saa 4',
      'Every 4 hours during stabilisation': 'Kila saa 4 wakati wa kutuliza hali',
      'Every 4 hours in delirium': 'Kila saa 4 katika delirium',
      'Every 4 hours while admitted': 'Kila saa 4 akiwa amelazwa',
      'Every 4 to 6 hours while admitted': 'Kila saa 4 hadi 6 akiwa amelazwa',
      'Every 4 to 6 weeks while titrating, then every 3 months':
        'Kila wiki 4 hadi 6 wakati wa kurekebisha dozi, kisha kila miezi 3',
      'Every 4-6 hours if admitted; review at 48-72 hours if outpatient':
        'Kila saa 4-6 akilazwa; ufuatiliaji baada ya saa 48-72 akiwa mgonjwa wa nje',
      'Every 6 months': 'Kila miezi 6',
      'Every 6 to 12 months on treatment': 'Kila miezi 6 hadi 12 wakati wa matibabu',
      'Every clinic visit (1 to 3 monthly)': 'Kila hudhurio la kliniki (kila mwezi 1 hadi 3)',
      'Every hour on Plan B; every 15-30 minutes on Plan C':
        'Kila saa katika Mpango B; kila dakika 15-30 katika Mpango C',
      'Every visit': 'Kila hudhurio',
      'Exacerbation frequency and symptoms (CAT or mMRC)': 'Idadi ya ugonjwa kuzidi na dalili (CAT au mMRC)',
      'Extent of jaundice (head to toe), feeding, bilirubin':
        'Kiwango cha manjano (kichwa hadi miguu), ulishaji, bilirubini',
      'Eye involvement, spread beyond dermatomes, pain after healing (postherpetic neuralgia)':
        'Jicho kuathirika, kuenea nje ya maeneo ya neva, maumivu baada ya kupona (postherpetic neuralgia)',
      'Eye pain or vision change, spreading cellulitis, unable to eat or drink':
        'Maumivu ya jicho au mabadiliko ya kuona, cellulitis inayoenea, kushindwa kula au kunywa',
      'Falling acuity or rising pressure.': 'Uwezo wa kuona kushuka au shinikizo la jicho kupanda.',
      'Falling eGFR: adjust dose': 'eGFR inayoshuka: rekebisha dozi',
      'Falling vision; severe Mazzotti reaction after treatment.':
        'Uwezo wa kuona kushuka; mmenyuko mkali wa Mazzotti baada ya matibabu.',
      'Fast breathing, corneal clouding, unable to eat, diarrhoea with dehydration':
        'Kupumua haraka, konea kufifia, kushindwa kula, kuharisha pamoja na upungufu wa maji',
      'Fast breathing, drowsiness, spreading redness or bleeding into spots':
        'Kupumua haraka, usingizi, wekundu unaoenea au damu ndani ya vipele',
      'Fast or difficult breathing, high fever, unable to drink':
        'Kupumua haraka au kwa shida, homa kali, kushindwa kunywa',
      'Fasting ≥ 5.3 or 1-hour ≥ 7.8 mmol/L despite diet for 1-2 weeks':
        'Bila kula ≥ 5.3 au saa 1 ≥ 7.8 mmol/L licha ya lishe kwa wiki 1-2',
      'Fetal growth (fundal height)': 'Ukuaji wa mtoto tumboni (urefu wa fandasi)',
      'Fever beyond 48 hours of doxycycline: reconsider the diagnosis.':
        'Homa zaidi ya saa 48 za doxycycline: fikiria upya utambuzi.',
      'Fever persisting beyond day 3 of treatment, or any danger sign':
        'Homa inayoendelea baada ya siku ya 3 ya matibabu, au dalili yoyote ya hatari',
      'Fever, abdominal pain and stool frequency': 'Homa, maumivu ya tumbo na idadi ya choo',
      'Fever, abdominal pain, dizziness, one swollen leg, protein back on the dipstick for 3 days':
        'Homa, maumivu ya tumbo, kizunguzungu, mguu mmoja uliovimba, protini kurudi kwenye dipstick kwa siku 3',
      'Fever, headache, neck stiffness, testicular pain, abdominal pain, hearing':
        'Homa, maumivu ya kichwa, shingo kukakamaa, maumivu ya korodani, maumivu ya tumbo, kusikia',
      'Fever, joint and back pain, adherence': 'Homa, maumivu ya viungo na mgongo, ufuasi wa matibabu',
      'Fever, loin pain, vomiting or persistence after treatment':
        'Homa, maumivu ya kiuno, kutapika au dalili kuendelea baada ya matibabu',
      'Fever, swallowing': 'Homa, kumeza',
      'Fever, uncontrolled pain, reduced urine.': 'Homa, maumivu yasiyodhibitiwa, mkojo kupungua.',
      'Fluid balance, urine ketones, weight': 'Uwiano wa maji, ketoni kwenye mkojo, uzito',
      'Follicles, lashes, vision': 'Vinundu, kope, uwezo wa kuona',
      'Follow up after 5 days': 'Ufuatiliaji baada ya siku 5',
      'Foot ulcer, drowsiness, falls.': 'Kidonda cha mguu, usingizi, kuanguka.',
      'Free T4 (and TSH later), pulse, weight': 'Free T4 (na TSH baadaye), mapigo, uzito',
      'Frequent acute attacks, wounds, worsening stage.':
        'Mashambulio ya ghafla ya mara kwa mara, vidonda, hatua inayozidi.',
      'Function, behaviour and carer strain in dementia':
        'Utendaji, tabia na mzigo kwa mlezi katika dementia',
      'GCS falls by 2, unequal pupils, slowing pulse with rising BP, new weakness':
        'GCS kushuka kwa 2, mboni zisizo sawa, mapigo kupungua huku shinikizo la damu likipanda, udhaifu mpya',
      'GCS, pupils, pulse, BP, breathing': 'GCS, mboni, mapigo, shinikizo la damu, kupumua',
      'Glucose at each visit; HbA1c every 3 to 6 months':
        'Sukari katika kila hudhurio; HbA1c kila miezi 3 hadi 6',
    },
  },
];
