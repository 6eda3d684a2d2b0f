import type { TranslationGroup } from '../types';

/** swahiliMonitoring (see monitoring.ts), the entries whose English key starts with s to z. */
export const swahiliMonitoringSToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Seizure diary and side effects': 'Shajara ya degedege na madhara ya dawa',
      'Seizures not controlled on an adequate dose: review adherence, dose or second drug':
        'Degedege lisilodhibitiwa kwa dozi ya kutosha: kagua ufuasi, dozi au dawa ya pili',
      'Serum hCG after medical treatment': 'hCG ya damu baada ya matibabu ya dawa',
      'Serum uric acid on urate-lowering therapy': 'Uric acid ya damu wakati wa tiba ya kushusha urate',
      'Several days a week': 'Siku kadhaa kwa wiki',
      'Several times daily; HbA1c every 3 months': 'Mara kadhaa kwa siku; HbA1c kila miezi 3',
      'Severe headache, vomiting, drowsiness, testicular or severe abdominal pain':
        'Maumivu makali ya kichwa, kutapika, usingizi, maumivu ya korodani au maumivu makali ya tumbo',
      'Severe pain or disability despite full conservative care: surgical referral':
        'Maumivu makali au ulemavu licha ya huduma kamili bila upasuaji: rufaa ya upasuaji',
      'Shock or reduced urine': 'Mshtuko au mkojo kupungua',
      'Signs of dehydration persisting or weak pulse':
        'Dalili za upungufu wa maji kuendelea au mapigo dhaifu',
      'Signs of fluid overload after each bolus': 'Dalili za maji kuzidi mwilini baada ya kila bolasi',
      'Size of swelling around the eschar, airway, temperature, blood pressure':
        'Ukubwa wa uvimbe kuzunguka kigaga, njia ya hewa, joto, shinikizo la damu',
      'Size of the lesions': 'Ukubwa wa vidonda',
      'Skin, sleep, itch, steroid use': 'Ngozi, usingizi, muwasho, matumizi ya steroidi',
      'Sodium < 125 mmol/L, potassium > 5.5 mmol/L, rising creatinine, confusion: reduce or stop diuretics.':
        'Sodiamu < 125 mmol/L, potasiamu > 5.5 mmol/L, creatinine inayopanda, kuchanganyikiwa: punguza au acha diuretics.',
      'Sores, spread, urine colour and puffiness': 'Vidonda, kuenea, rangi ya mkojo na kuvimba uso',
      'Spleen size and haemoglobin': 'Ukubwa wa bandama na himoglobini',
      'SpO2 < 88% or > 92% on oxygen, drowsiness': 'SpO2 < 88% au > 92% akiwa kwenye oksijeni, usingizi',
      'SpO2 < 90% on oxygen, rising respiratory rate':
        'SpO2 < 90% akiwa kwenye oksijeni, kasi ya kupumua inayopanda',
      'SpO2 < 90%, apnoea, feeding less than half of usual':
        'SpO2 < 90%, kuacha kupumua, kula chini ya nusu ya kawaida',
      'SpO2 < 90%, not regaining consciousness within 30 to 60 minutes':
        'SpO2 < 90%, kutorudiwa na fahamu ndani ya dakika 30 hadi 60',
      'SpO2 < 92% or PEF < 60% after 1 hour: admit': 'SpO2 < 92% au PEF < 60% baada ya saa 1: mlaze',
      'SpO2 < 94% or new chest signs: acute chest syndrome':
        'SpO2 < 94% au dalili mpya za kifua: acute chest syndrome',
      'SpO2 < 94%, RR > 24/min, worsening breathlessness': 'SpO2 < 94%, RR > 24/min, kukosa pumzi kunakozidi',
      'SpO2, respiratory rate, breathlessness': 'SpO2, kasi ya kupumua, kukosa pumzi',
      'SpO2, respiratory rate, consciousness': 'SpO2, kasi ya kupumua, fahamu',
      'SpO2, respiratory rate, temperature': 'SpO2, kasi ya kupumua, joto',
      'Spreading beyond the mark, new blisters or necrosis, persistent fever':
        'Kuenea nje ya alama, malengelenge mapya au nyama kufa, homa inayoendelea',
      'Spreading despite correct topical treatment: consider oral antifungal':
        'Kuenea licha ya matibabu sahihi ya kupaka: fikiria dawa ya fangasi ya kumeza',
      'Spreading oedema, stridor, hypotension, headache with neck stiffness.':
        'Uvimbe unaoenea, sauti ya kukoroma, shinikizo la chini la damu, maumivu ya kichwa pamoja na shingo kukakamaa.',
      'Spreading redness, fever, poor feeding': 'Wekundu unaoenea, homa, kunyonya vibaya',
      'Spreading swelling, difficulty swallowing or breathing.':
        'Uvimbe unaoenea, shida ya kumeza au kupumua.',
      'Spreading tenderness, rising pulse, fever: perforation':
        'Maumivu ya kuguswa yanayoenea, mapigo yanayopanda, homa: kutoboka',
      'Spreading, fever, puffy face, dark urine': 'Kuenea, homa, uso uliovimba, mkojo mweusi',
      'Sputum smear or culture': 'Smear au uoteshaji wa makohozi',
      'Still febrile after 48-72 hours: look for abscess or retained products':
        'Bado ana homa baada ya saa 48-72: tafuta jipu au mabaki yaliyobaki',
      'Stridor, cyanosis, silent cough': 'Sauti ya kukoroma, rangi ya bluu, kikohozi kisicho na sauti',
      'Stridor, restlessness, irregular pulse, hypotension, nasal speech or regurgitation':
        'Sauti ya kukoroma, kutotulia, mapigo yasiyo na mpangilio, shinikizo la chini la damu, sauti ya puani au chakula kurudi puani',
      Swallowing: 'Kumeza',
      'Swelling extent, 20WBCT, ptosis, breathing, blood pressure, urine output':
        'Kiwango cha uvimbe, 20WBCT, kope kulegea, kupumua, shinikizo la damu, kiasi cha mkojo',
      'Swelling, fever, swallowing': 'Uvimbe, homa, kumeza',
      'Symptom control and sleep': 'Udhibiti wa dalili na usingizi',
      'Symptom score (IPSS) and creatinine': 'Alama ya dalili (IPSS) na creatinine',
      Symptoms: 'Dalili',
      'Symptoms and BP after delivery': 'Dalili na shinikizo la damu baada ya kujifungua',
      'Symptoms of heart failure, heart rhythm': 'Dalili za moyo kushindwa, mpangilio wa mapigo ya moyo',
      'Symptoms, adherence, side effects (stiffness, restlessness, weight)':
        'Dalili, ufuasi wa matibabu, madhara (kukakamaa, kutotulia, uzito)',
      'Symptoms, function, alcohol or sedative use':
        'Dalili, utendaji, matumizi ya pombe au dawa za usingizi',
      'Systolic < 90 after 2 boluses, GCS falling, SpO2 < 94%':
        'Systolic < 90 baada ya bolasi 2, GCS inayoshuka, SpO2 < 94%',
      'Systolic < 90, RR ≥ 30, confusion, urine < 30 mL/hour':
        'Systolic < 90, RR ≥ 30, kuchanganyikiwa, mkojo < 30 mL/saa',
      'Systolic >= 160 or diastolic >= 110 mmHg': 'Systolic >= 160 au diastolic >= 110 mmHg',
      'Systolic BP < 90 mmHg or heart rate < 50/min on beta-blocker':
        'Shinikizo la juu la damu < 90 mmHg au mapigo ya moyo < 50/min akitumia beta-blocker',
      'Systolic BP < 90 mmHg, SpO2 < 90%, falling consciousness':
        'Shinikizo la juu la damu < 90 mmHg, SpO2 < 90%, fahamu kushuka',
      Temperature: 'Joto',
      'Temperature < 35.5 C, glucose < 3 mmol/L, rising pulse and breathing rate (refeeding or fluid overload)':
        'Joto < 35.5 C, sukari < 3 mmol/L, mapigo na kasi ya kupumua kupanda (refeeding au maji yaliyozidi mwilini)',
      'Temperature and clinical response': 'Joto na mwitikio wa kikliniki',
      'Temperature and general condition': 'Joto na hali ya jumla',
      'Temperature curve': 'Mwenendo wa joto',
      'Temperature rising again, falling consciousness, urine < 0.5 mL/kg/h, bleeding':
        'Joto kupanda tena, fahamu kushuka, mkojo < 0.5 mL/kg/h, kutokwa damu',
      'Temperature, breathing, feeding, glucose': 'Joto, kupumua, ulishaji, sukari',
      'Temperature, glucose, pulse and respiratory rate': 'Joto, sukari, mapigo na kasi ya kupumua',
      'Temperature, pain, swelling, CRP': 'Joto, maumivu, uvimbe, CRP',
      'Temperature, pulse, blood pressure, respiratory rate, SpO2':
        'Joto, mapigo, shinikizo la damu, kasi ya kupumua, SpO2',
      'Temperature, pulse, blood pressure, urine output': 'Joto, mapigo, shinikizo la damu, kiasi cha mkojo',
      'Temperature, pulse, BP, respiratory rate, consciousness, urine output':
        'Joto, mapigo, shinikizo la damu, kasi ya kupumua, fahamu, kiasi cha mkojo',
      TSH: 'TSH',
      'TSH outside range; palpitations or angina on treatment.':
        'TSH nje ya kiwango; moyo kudunda au angina wakati wa matibabu.',
      'Two or more exacerbations a year: escalate maintenance therapy':
        'Ugonjwa kuzidi mara mbili au zaidi kwa mwaka: ongeza tiba ya kudumu',
      'Ulcer healing': 'Kupona kwa kidonda',
      'Ultrasound and AFP for liver cancer': 'Ultrasound na AFP kwa saratani ya ini',
      'Uncontrolled despite intranasal steroid: check technique and adherence, refer ENT':
        'Haidhibitiki licha ya steroidi ya puani: hakiki mbinu na ufuasi, toa rufaa kwa ENT',
      'Uncontrolled pain, bleeding, obstruction, spinal cord compression, hypercalcaemia.':
        'Maumivu yasiyodhibitiwa, kutokwa damu, kuziba, kubanwa kwa uti wa mgongo, kalsiamu iliyozidi.',
      'Urine < 0.5 mL/kg/hour, haemoptysis, SpO2 < 94%.': 'Mkojo < 0.5 mL/kg/saa, kukohoa damu, SpO2 < 94%.',
      'Urine < 0.5 mL/kg/hour, systolic BP < 90 mmHg, SpO2 < 94%, rising urea.':
        'Mkojo < 0.5 mL/kg/saa, shinikizo la juu la damu < 90 mmHg, SpO2 < 94%, urea inayopanda.',
      'Urine below target, rising pulse, fever with spreading redness':
        'Mkojo chini ya lengo, mapigo yanayopanda, homa pamoja na wekundu unaoenea',
      'Urine output': 'Kiasi cha mkojo',
      'Urine output (catheter)': 'Kiasi cha mkojo (katheta)',
      'Urine output after catheterisation': 'Kiasi cha mkojo baada ya kuweka katheta',
      'Urine output, creatinine, bilirubin, SpO2': 'Kiasi cha mkojo, creatinine, bilirubini, SpO2',
      'Vaccine schedule attendance': 'Mahudhurio ya ratiba ya chanjo',
      'Ventricular arrhythmia, systolic BP < 90 mmHg, SpO2 < 90%':
        'Mapigo yasiyo ya kawaida ya ventrikali, shinikizo la juu la damu < 90 mmHg, SpO2 < 90%',
      'Visual acuity and IOP': 'Uwezo wa kuona na IOP',
      'Vital signs, fluid balance, bleeding': 'Vipimo muhimu vya mwili, uwiano wa maji, kutokwa damu',
      'Vomits the dose within 30 minutes twice, or cannot drink':
        'Anatapika dozi ndani ya dakika 30 mara mbili, au hawezi kunywa',
      'Wandering, aggression, carer burnout, weight loss, abuse.':
        'Kuzurura, ukali, mlezi kuchoka kupita kiasi, kupungua uzito, unyanyasaji.',
      'Warning signs, pulse, blood pressure, urine output':
        'Dalili za tahadhari, mapigo, shinikizo la damu, kiasi cha mkojo',
      'Weak neck flexion or falling tidal volume: prepare ventilation':
        'Kukunja shingo kwa udhaifu au ujazo wa pumzi unaoshuka: jiandae na mashine ya kupumulia',
      Weekly: 'Kila wiki',
      'Weekly at first, then monthly': 'Kila wiki mwanzoni, kisha kila mwezi',
      'Weekly during treatment; at 6 months for relapse':
        'Kila wiki wakati wa matibabu; miezi 6 kuangalia kurudia',
      'Weight and MUAC': 'Uzito na MUAC',
      'Weight gain > 2 kg in 3 days, or worse breathlessness':
        'Kuongezeka uzito > 2 kg ndani ya siku 3, au kukosa pumzi kunakozidi',
      'Weight gain > 2 kg in 3 days, potassium > 5.5 mmol/L, creatinine up > 50%.':
        'Kuongezeka uzito > 2 kg ndani ya siku 3, potasiamu > 5.5 mmol/L, creatinine imepanda > 50%.',
      'Weight loss > 10% or no gain after day 10, temperature < 36.5 °C, apnoea':
        'Kupungua uzito > 10% au kutoongezeka baada ya siku ya 10, joto < 36.5 °C, kuacha kupumua',
      'Weight loss, new cough, headache, fever': 'Kupungua uzito, kikohozi kipya, maumivu ya kichwa, homa',
      'Weight, adherence and side effects (jaundice, vision, neuropathy)':
        'Uzito, ufuasi wa matibabu na madhara (manjano, uwezo wa kuona, madhara ya neva)',
      'Weight, blood pressure, pulse, potassium and creatinine while titrating':
        'Uzito, shinikizo la damu, mapigo, potasiamu na creatinine wakati wa kurekebisha dozi',
      'Weight, breathlessness, oedema': 'Uzito, kukosa pumzi, uvimbe wa maji',
      'Weight, feeding, temperature, breathing': 'Uzito, ulishaji, joto, kupumua',
      'Weight, oedema, appetite': 'Uzito, uvimbe wa maji, hamu ya kula',
      'Weight, sodium, potassium, creatinine on diuretics':
        'Uzito, sodiamu, potasiamu, creatinine akitumia diuretics',
      'Weight, urine dipstick, blood pressure, signs of infection':
        'Uzito, dipstick ya mkojo, shinikizo la damu, dalili za maambukizi',
      'Wheals and swelling': 'Vipele vya mzio na uvimbe',
      'With any recurrence of pain': 'Kila maumivu yanaporudi',
      'Withdrawal score, pulse, blood pressure, temperature, consciousness':
        'Alama ya dalili za kuacha pombe, mapigo, shinikizo la damu, joto, fahamu',
      'Worse breathing, cannot drink, SpO2 < 90%, or any danger sign':
        'Kupumua kunakozidi kuwa kubaya, hawezi kunywa, SpO2 < 90%, au dalili yoyote ya hatari',
      'Worsening after initial improvement, eye swelling, severe headache':
        'Kuzidi baada ya nafuu ya mwanzo, jicho kuvimba, maumivu makali ya kichwa',
      'Worsening dehydration, unable to drink, or lethargy':
        'Upungufu wa maji unaozidi, kushindwa kunywa, au kulegea',
      'Worsening headache, visual loss, falling GCS':
        'Maumivu ya kichwa yanayozidi, kupoteza uwezo wa kuona, GCS inayoshuka',
      'Worsening symptoms, retention, rising creatinine.':
        'Dalili zinazozidi, mkojo kubaki, creatinine inayopanda.',
      'Worsening valve lesion: surgical referral': 'Ugonjwa wa vali unaozidi: rufaa ya upasuaji',
      'Worsening, depression, suicidal thoughts, benzodiazepine dependence.':
        'Kuzidi, msongo wa mawazo, mawazo ya kujiua, uraibu wa benzodiazepine.',
      Wound: 'Jeraha',
      Yearly: 'Kila mwaka',
      'Yearly screening from puberty or 5 years after diagnosis':
        'Uchunguzi kila mwaka kuanzia kubalehe au miaka 5 baada ya utambuzi',
      'Yearly, and 1 to 2 weeks after starting an ACE inhibitor or diuretic':
        'Kila mwaka, na wiki 1 hadi 2 baada ya kuanza ACE inhibitor au diuretic',
    },
  },
];
