import type { TranslationGroup } from '../types';

/** swahiliMonitoring (see monitoring.ts), the entries whose English key starts with e to h. */
export const swahiliMonitoringEToH: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Each shift or at home by the carer': 'Kila zamu au nyumbani na mlezi',
      'Each visit': 'Kila hudhurio',
      'Ear pain, fever, discharge': 'Maumivu ya sikio, homa, usaha',
      'ECG, creatinine, amylase on antimonials': 'ECG, creatinine, amylase akitumia antimonials',
      'Eclampsia can occur up to 6 weeks postpartum':
        'Eclampsia inaweza kutokea hadi wiki 6 baada ya kujifungua',
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
      'Every 1-2 hours': 'Kila saa 1-2',
      'Every 1-2 hours for at least 6 hours': 'Kila saa 1-2 kwa angalau saa 6',
      'Every 1-3 hours in the first 24 hours': 'Kila saa 1-3 katika saa 24 za kwanza',
      'Every 1-4 hours': 'Kila saa 1-4',
      'Every 1-4 hours for the first 72 hours after the last drink':
        'Kila saa 1-4 kwa saa 72 za kwanza baada ya kinywaji cha mwisho',
      'Every 15 minutes during IV treatment': 'Kila dakika 15 wakati wa matibabu ya mshipa',
      'Every 15 minutes during transfer': 'Kila dakika 15 wakati wa kuhamishwa',
      'Every 15 minutes until fully awake': 'Kila dakika 15 hadi aamke kikamilifu',
      'Every 15 minutes until stable, then every 30 minutes for 6 hours':
        'Kila dakika 15 hadi hali itulie, kisha kila dakika 30 kwa saa 6',
      'Every 15 minutes until stable, then hourly': 'Kila dakika 15 hadi hali itulie, kisha kila saa',
      'Every 15 minutes until surgery': 'Kila dakika 15 hadi upasuaji',
      'Every 15-30 minutes during IV rehydration, then hourly':
        'Kila dakika 15-30 wakati wa kurudisha maji kwa mshipa, kisha kila saa',
      'Every 15-30 minutes for 2 hours, then hourly': 'Kila dakika 15-30 kwa saa 2, kisha kila saa',
      'Every 15-30 minutes until delivery': 'Kila dakika 15-30 hadi kujifungua',
      'Every 2 to 3 days until in range, then every 2 to 4 weeks':
        'Kila siku 2 hadi 3 hadi iwe ndani ya kiwango, kisha kila wiki 2 hadi 4',
      'Every 2 to 4 hours': 'Kila saa 2 hadi 4',
      'Every 2 to 4 hours while awaiting surgery': 'Kila saa 2 hadi 4 akisubiri upasuaji',
      'Every 2 to 4 weeks at first': 'Kila wiki 2 hadi 4 mwanzoni',
      'Every 2 to 4 weeks at first, then monthly': 'Kila wiki 2 hadi 4 mwanzoni, kisha kila mwezi',
      'Every 2 to 4 weeks during a flare': 'Kila wiki 2 hadi 4 wakati wa mlipuko',
      'Every 2 to 4 weeks when stable': 'Kila wiki 2 hadi 4 hali ikiwa imetulia',
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
      'Every 2-4 hours while weakness progresses': 'Kila saa 2-4 udhaifu ukiendelea kuongezeka',
      'Every 20 to 30 minutes during the first hour, then hourly':
        'Kila dakika 20 hadi 30 katika saa ya kwanza, kisha kila saa',
      'Every 3 hours for 3 days': 'Kila saa 3 kwa siku 3',
      'Every 3 hours in admitted infants; observe a coughing spell before discharge':
        'Kila saa 3 kwa watoto wachanga waliolazwa; angalia kipindi cha kukohoa kabla ya kuruhusiwa',
      'Every 3 hours; ECG daily for 2 weeks where possible':
        'Kila saa 3; ECG kila siku kwa wiki 2 inapowezekana',
      'Every 3 months': 'Kila miezi 3',
      'Every 3 to 12 months by stage': 'Kila miezi 3 hadi 12 kulingana na hatua',
      'Every 3 to 4 weeks': 'Kila wiki 3 hadi 4',
      'Every 3 to 6 months': 'Kila miezi 3 hadi 6',
      'Every 3 to 6 months in stage 3b-5': 'Kila miezi 3 hadi 6 katika hatua 3b-5',
      'Every 3 to 6 months on glaucoma treatment': 'Kila miezi 3 hadi 6 wakati wa matibabu ya glaucoma',
      'Every 3-6 hours': 'Kila saa 3-6',
      'Every 3-6 hours (inpatient); home review after 2 days':
        'Kila saa 3-6 (aliyelazwa); ufuatiliaji wa nyumbani baada ya siku 2',
      'Every 30 minutes until controlled, then 2 to 4 hourly':
        'Kila dakika 30 hadi yadhibitiwe, kisha kila saa 2 hadi 4',
      'Every 30 minutes until sober and walking; methanol symptoms may start 12-24 hours after drinking':
        'Kila dakika 30 hadi ulevi uishe na aweze kutembea; dalili za methanol zinaweza kuanza saa 12-24 baada ya kunywa',
      'Every 30-60 minutes until stable': 'Kila dakika 30-60 hadi hali itulie',
      'Every 4 hours': 'Kila saa 4',
      'Every 4 hours during stabilisation': 'Kila saa 4 wakati wa kutuliza hali',
      'Every 4 hours for 1 to 4 days': 'Kila saa 4 kwa siku 1 hadi 4',
      'Every 4 hours for the first 48 hours': 'Kila saa 4 kwa saa 48 za kwanza',
      'Every 4 hours in delirium': 'Kila saa 4 katika delirium',
      'Every 4 hours while admitted': 'Kila saa 4 akiwa amelazwa',
      'Every 4 hours while an effusion is large': 'Kila saa 4 maji kuzunguka moyo yakiwa mengi',
      'Every 4 hours, and whenever consciousness changes': 'Kila saa 4, na kila fahamu zinapobadilika',
      'Every 4 to 6 hours while admitted': 'Kila saa 4 hadi 6 akiwa amelazwa',
      'Every 4 to 6 weeks while titrating, then every 3 months':
        'Kila wiki 4 hadi 6 wakati wa kurekebisha dozi, kisha kila miezi 3',
      'Every 4-6 hours': 'Kila saa 4-6',
      'Every 4-6 hours if admitted; review at 48-72 hours if outpatient':
        'Kila saa 4-6 akilazwa; ufuatiliaji baada ya saa 48-72 akiwa mgonjwa wa nje',
      'Every 5 to 15 minutes during atropinisation, then hourly':
        'Kila dakika 5 hadi 15 wakati wa kutoa atropine, kisha kila saa',
      'Every 5-10 minutes while cooling, then hourly': 'Kila dakika 5-10 wakati wa kupoza, kisha kila saa',
      'Every 5-15 minutes until stable': 'Kila dakika 5-15 hadi hali itulie',
      'Every 6 months': 'Kila miezi 6',
      'Every 6 to 12 months on treatment': 'Kila miezi 6 hadi 12 wakati wa matibabu',
      'Every clinic visit (1 to 3 monthly)': 'Kila hudhurio la kliniki (kila mwezi 1 hadi 3)',
      'Every hour during rewarming': 'Kila saa wakati wa kumpasha joto',
      'Every hour on Plan B; every 15-30 minutes on Plan C':
        'Kila saa katika Mpango B; kila dakika 15-30 katika Mpango C',
      'Every visit': 'Kila hudhurio',
      'Exacerbation frequency and symptoms (CAT or mMRC)': 'Idadi ya ugonjwa kuzidi na dalili (CAT au mMRC)',
      'Extent of jaundice (head to toe), feeding, bilirubin':
        'Kiwango cha manjano (kichwa hadi miguu), ulishaji, bilirubini',
      'Eye closure and corneal protection; facial function':
        'Kufunga jicho na kulinda konea; utendaji wa uso',
      'Eye involvement, spread beyond dermatomes, pain after healing (postherpetic neuralgia)':
        'Jicho kuathirika, kuenea nje ya maeneo ya neva, maumivu baada ya kupona (postherpetic neuralgia)',
      'Eye pain or redness; no recovery by 3 months (refer).':
        'Maumivu au wekundu wa jicho; hakuna kupona kufikia miezi 3 (toa rufaa).',
      'Eye pain or vision change, spreading cellulitis, unable to eat or drink':
        'Maumivu ya jicho au mabadiliko ya kuona, cellulitis inayoenea, kushindwa kula au kunywa',
      'Eyelid swelling, discharge, cornea': 'Kuvimba kwa kope, uchafu, konea',
      'Fall > 5 mmol/L per hour, or < 14 mmol/L: add dextrose to fluids':
        'Kushuka > 5 mmol/L kwa saa, au < 14 mmol/L: ongeza dextrose kwenye maji',
      'Fall of 2 or more GCS points: repeat CT': 'Kushuka kwa alama 2 au zaidi za GCS: rudia CT',
      'Fall of mean arterial pressure > 25% in the first hour: slow the infusion':
        'Kushuka kwa shinikizo la wastani la ateri > 25% katika saa ya kwanza: punguza kasi ya infusion',
      'Falling acuity or rising pressure.': 'Uwezo wa kuona kushuka au shinikizo la jicho kupanda.',
      'Falling blood pressure, rising pulse, pulsus paradoxus > 10 mmHg.':
        'Shinikizo la damu linaloshuka, mapigo yanayopanda, pulsus paradoxus > 10 mmHg.',
      'Falling breath count, weak cough, pooling saliva, arrhythmia or blood pressure swings':
        'Idadi ya kuhesabu kwa pumzi inayoshuka, kikohozi dhaifu, mate kujaa mdomoni, mapigo yasiyo ya kawaida au shinikizo la damu linalobadilika sana',
      'Falling eGFR: adjust dose': 'eGFR inayoshuka: rekebisha dozi',
      'Falling GCS, breathing < 10/min, blurred vision, deep breathing, fits':
        'GCS inayoshuka, kupumua < 10/min, kuona ukungu, kupumua kwa kina, degedege',
      'Falling GCS/BCS, new convulsions or focal signs':
        'GCS/BCS inayoshuka, degedege jipya au dalili za sehemu moja',
      'Falling score or new convulsions': 'Alama inayoshuka au degedege jipya',
      'Falling vision; severe Mazzotti reaction after treatment.':
        'Uwezo wa kuona kushuka; mmenyuko mkali wa Mazzotti baada ya matibabu.',
      'Fast breathing, corneal clouding, unable to eat, diarrhoea with dehydration':
        'Kupumua haraka, konea kufifia, kushindwa kula, kuharisha pamoja na upungufu wa maji',
      'Fast breathing, drowsiness, spreading redness or bleeding into spots':
        'Kupumua haraka, usingizi, wekundu unaoenea au damu ndani ya vipele',
      'Fast breathing, indrawing, SpO2 < 92%, drowsiness':
        'Kupumua haraka, kifua kubonyea ndani, SpO2 < 92%, usingizi',
      'Fast or difficult breathing, high fever, unable to drink':
        'Kupumua haraka au kwa shida, homa kali, kushindwa kunywa',
      'Fasting ≥ 5.3 or 1-hour ≥ 7.8 mmol/L despite diet for 1-2 weeks':
        'Bila kula ≥ 5.3 au saa 1 ≥ 7.8 mmol/L licha ya lishe kwa wiki 1-2',
      'Feeding and hydration (nasogastric tube)': 'Ulishaji na maji mwilini (mrija wa pua hadi tumboni)',
      'Fetal growth (fundal height)': 'Ukuaji wa mtoto tumboni (urefu wa fandasi)',
      'Fetal heart < 100 or > 180, maternal pulse > 110, fever, bleeding':
        'Mapigo ya moyo wa mtoto < 100 au > 180, mapigo ya mama > 110, homa, kutokwa damu',
      'Fever beyond 48 hours of doxycycline: reconsider the diagnosis.':
        'Homa zaidi ya saa 48 za doxycycline: fikiria upya utambuzi.',
      'Fever curve on antibiotics': 'Mwenendo wa homa akitumia antibiotiki',
      'Fever in any contact': 'Homa kwa yeyote aliyegusana naye',
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
      'Fever, spleen size, haemoglobin, weight': 'Homa, ukubwa wa bandama, himoglobini, uzito',
      'Fever, swallowing': 'Homa, kumeza',
      'Fever, uncontrolled pain, reduced urine.': 'Homa, maumivu yasiyodhibitiwa, mkojo kupungua.',
      'Fluid balance, urine ketones, weight': 'Uwiano wa maji, ketoni kwenye mkojo, uzito',
      'Follicles, lashes, vision': 'Vinundu, kope, uwezo wa kuona',
      'Follow up after 5 days': 'Ufuatiliaji baada ya siku 5',
      'Foot ulcer, drowsiness, falls.': 'Kidonda cha mguu, usingizi, kuanguka.',
      'Four-fold rise, or titre not falling four-fold by 6-12 months':
        'Kupanda mara nne, au kiwango kutoshuka mara nne kufikia miezi 6-12',
      'Free T4 (and TSH later), pulse, weight': 'Free T4 (na TSH baadaye), mapigo, uzito',
      'Frequent acute attacks, wounds, worsening stage.':
        'Mashambulio ya ghafla ya mara kwa mara, vidonda, hatua inayozidi.',
      'Function, behaviour and carer strain in dementia':
        'Utendaji, tabia na mzigo kwa mlezi katika dementia',
      'GCS falls by 2, unequal pupils, slowing pulse with rising BP, new weakness':
        'GCS kushuka kwa 2, mboni zisizo sawa, mapigo kupungua huku shinikizo la damu likipanda, udhaifu mpya',
      'GCS, pupils, pulse, BP, breathing': 'GCS, mboni, mapigo, shinikizo la damu, kupumua',
      'Glucose < 2.5 mmol/L (< 3 mmol/L in severe malnutrition)':
        'Sukari < 2.5 mmol/L (< 3 mmol/L katika utapiamlo mkali)',
      'Glucose < 4 mmol/L (hypoglycaemia) or > 14 mmol/L with ketones; HbA1c > 7%.':
        'Sukari < 4 mmol/L (sukari ya chini) au > 14 mmol/L pamoja na ketoni; HbA1c > 7%.',
      'Glucose < 4 mmol/L again: repeat glucose and start a dextrose infusion':
        'Sukari < 4 mmol/L tena: rudia glukosi na anza infusion ya dextrose',
      'Glucose at each visit; HbA1c every 3 to 6 months':
        'Sukari katika kila hudhurio; HbA1c kila miezi 3 hadi 6',
      'Growing spleen or falling Hb': 'Bandama inayokua au Hb inayoshuka',
      'Growth, blood pressure, urine albumin, eyes, feet':
        'Ukuaji, shinikizo la damu, albumin ya mkojo, macho, miguu',
      'Haematocrit and platelets': 'Haematocrit na chembe sahani',
      'Haematuria and symptoms': 'Damu kwenye mkojo na dalili',
      'Haemoglobin and growth': 'Himoglobini na ukuaji',
      'Hb < 10 g/dL': 'Hb < 10 g/dL',
      'HbA1c > 7% (53 mmol/mol) or fasting glucose > 7 mmol/L: intensify treatment':
        'HbA1c > 7% (53 mmol/mol) au sukari bila kula > 7 mmol/L: ongeza nguvu ya matibabu',
      'HBsAg still positive at 6 months: chronic hepatitis B':
        'HBsAg bado chanya baada ya miezi 6: homa ya ini B sugu',
      'hCG fall < 15% between day 4 and 7: further treatment or surgery':
        'hCG kushuka < 15% kati ya siku 4 na 7: matibabu zaidi au upasuaji',
      'Headache days and analgesic use': 'Siku za maumivu ya kichwa na matumizi ya dawa za maumivu',
      'Headache diary: frequency, triggers, analgesic days':
        'Shajara ya maumivu ya kichwa: idadi, vichochezi, siku za dawa za maumivu',
      'Headache on 15 or more days a month (chronic) or analgesics on 15 or more days':
        'Maumivu ya kichwa siku 15 au zaidi kwa mwezi (sugu) au dawa za maumivu siku 15 au zaidi',
      'Headache, consciousness, vision': 'Maumivu ya kichwa, fahamu, uwezo wa kuona',
      'Headache, falling GCS, slowing heart rate with rising BP: cerebral oedema':
        'Maumivu ya kichwa, GCS inayoshuka, mapigo ya moyo kupungua huku shinikizo likipanda: uvimbe wa ubongo',
      Hearing: 'Kusikia',
      'Hearing loss (refer for audiology)': 'Kupoteza uwezo wa kusikia (toa rufaa kwa kipimo cha kusikia)',
      'Heart rate and blood pressure': 'Mapigo ya moyo na shinikizo la damu',
      'Home care; return if not better in 5 days (IMCI) or 10 days (adults)':
        'Huduma ya nyumbani; rudi kama hakuna nafuu ndani ya siku 5 (IMCI) au siku 10 (watu wazima)',
      'Home care; return if worse or not better in 5 days':
        'Huduma ya nyumbani; rudi hali ikizidi au bila nafuu ndani ya siku 5',
      'Home glucose before meals and at bedtime; HbA1c':
        'Sukari ya nyumbani kabla ya milo na wakati wa kulala; HbA1c',
      Hourly: 'Kila saa',
      'Hourly for 24 hours': 'Kila saa kwa saa 24',
      'Hourly for 24 hours after splinting or casting': 'Kila saa kwa saa 24 baada ya kuweka banzi au plasta',
      'Hourly for 6 hours, then 4-hourly': 'Kila saa kwa saa 6, kisha kila saa 4',
      'Hourly for at least 6-8 hours, even if well at first':
        'Kila saa kwa angalau saa 6-8, hata akiwa mzima mwanzoni',
      'Hourly for the first 24 hours': 'Kila saa kwa saa 24 za kwanza',
      'Hourly for the first 24 to 48 hours': 'Kila saa kwa saa 24 hadi 48 za kwanza',
      'Hourly for the first 6 hours, 20WBCT every 6 hours, observe at least 24 hours':
        'Kila saa kwa saa 6 za kwanza, 20WBCT kila saa 6, mwangalie angalau saa 24',
      'Hourly for the first hours after draining a large chronic retention':
        'Kila saa kwa saa za kwanza baada ya kutoa mkojo mwingi uliobaki kwa muda mrefu',
      'Hourly in the first 24 hours for large burns; dressings every 1-2 days':
        'Kila saa katika saa 24 za kwanza kwa kuungua kukubwa; bandeji kila siku 1-2',
      'Hydration and urine output': 'Maji mwilini na kiasi cha mkojo',
      'Hypotension, oliguria, bleeding, confusion':
        'Shinikizo la chini la damu, mkojo kidogo, kutokwa damu, kuchanganyikiwa',
      'Hypotension, persistent fever after 72 hours, rising creatinine':
        'Shinikizo la chini la damu, homa inayoendelea baada ya saa 72, creatinine inayopanda',
      'Hypotension, rising oxygen need.': 'Shinikizo la chini la damu, hitaji la oksijeni kuongezeka.',
      'Hypotension, SpO2 < 94%, confusion, new cough.':
        'Shinikizo la chini la damu, SpO2 < 94%, kuchanganyikiwa, kikohozi kipya.',
      'Hypothyroidism on treatment; fever or sore throat (check neutrophils).':
        'Upungufu wa homoni ya tezi wakati wa matibabu; homa au maumivu ya koo (pima neutrofili).',
    },
  },
];
