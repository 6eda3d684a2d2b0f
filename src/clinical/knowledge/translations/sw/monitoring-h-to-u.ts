import type { TranslationGroup } from '../types';

/** swahiliMonitoring (see monitoring.ts), the entries whose English key starts with h to u. */
export const swahiliMonitoringHToU: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Haematocrit and platelets': 'Haematocrit na chembe sahani',
      'Haematuria and symptoms': 'Damu kwenye mkojo na dalili',
      'Haemoglobin and growth': 'Himoglobini na ukuaji',
      'Hb < 10 g/dL': 'Hb < 10 g/dL',
      'HbA1c > 7% (53 mmol/mol) or fasting glucose > 7 mmol/L: intensify treatment':
        'HbA1c > 7% (53 mmol/mol) au sukari bila kula > 7 mmol/L: ongeza nguvu ya matibabu',
      'HBsAg still positive at 6 months: chronic hepatitis B':
        'HBsAg bado chanya baada ya miezi 6: homa ya ini B sugu',
      'Headache days and analgesic use': 'Siku za maumivu ya kichwa na matumizi ya dawa za maumivu',
      'Headache diary: frequency, triggers, analgesic days':
        'Shajara ya maumivu ya kichwa: idadi, vichochezi, siku za dawa za maumivu',
      'Headache on 15 or more days a month (chronic) or analgesics on 15 or more days':
        'Maumivu ya kichwa siku 15 au zaidi kwa mwezi (sugu) au dawa za maumivu siku 15 au zaidi',
      'Heart rate and blood pressure': 'Mapigo ya moyo na shinikizo la damu',
      'Home care; return if not better in 5 days (IMCI) or 10 days (adults)':
        'Huduma ya nyumbani; rudi kama hakuna nafuu ndani ya siku 5 (IMCI) au siku 10 (watu wazima)',
      'Home care; return if worse or not better in 5 days':
        'Huduma ya nyumbani; rudi hali ikizidi au bila nafuu ndani ya siku 5',
      'Hourly for 24 hours after splinting or casting': 'Kila saa kwa saa 24 baada ya kuweka banzi au plasta',
      'Hourly for the first hours after draining a large chronic retention':
        'Kila saa kwa saa za kwanza baada ya kutoa mkojo mwingi uliobaki kwa muda mrefu',
      'Hourly in the first 24 hours for large burns; dressings every 1-2 days':
        'Kila saa katika saa 24 za kwanza kwa kuungua kukubwa; bandeji kila siku 1-2',
      'Hydration and urine output': 'Maji mwilini na kiasi cha mkojo',
      'Hypotension, persistent fever after 72 hours, rising creatinine':
        'Shinikizo la chini la damu, homa inayoendelea baada ya saa 72, creatinine inayopanda',
      'Hypothyroidism on treatment; fever or sore throat (check neutrophils).':
        'Upungufu wa homoni ya tezi wakati wa matibabu; homa au maumivu ya koo (pima neutrofili).',
      'Increasing pain, numbness, pale or blue fingers/toes':
        'Maumivu yanayoongezeka, ganzi, vidole vya mikono/miguu vilivyopauka au vya bluu',
      'Infection, skin thinning, poor sleep.': 'Maambukizi, ngozi kuwa nyembamba, usingizi mbaya.',
      'Intake and output (stool and urine volumes)': 'Kinachoingia na kinachotoka (kiasi cha choo na mkojo)',
      'Itching and new lesions': 'Muwasho na vidonda vipya',
      'Itching, skin and vision': 'Muwasho, ngozi na uwezo wa kuona',
      'Jaundice with fever or rigors, hypotension, peritonism.':
        'Manjano pamoja na homa au kutetemeka, shinikizo la chini la damu, dalili za utando wa tumbo.',
      'Jaundice, visual change, weight loss or missed doses':
        'Manjano, mabadiliko ya kuona, kupungua uzito au kukosa dozi',
      'Large for dates or polyhydramnios': 'Mkubwa kuliko umri wa mimba au maji mengi ya uzazi',
      'Lashes touching the eye, reduced vision': 'Kope zinazogusa jicho, uwezo wa kuona uliopungua',
      'Leg shape, growth, ALP': 'Umbo la miguu, ukuaji, ALP',
      'Lesions, pain, eyes, hydration, secondary infection':
        'Vidonda, maumivu, macho, maji mwilini, maambukizi yanayofuata',
      'Level of consciousness, bleeding, INR and glucose': 'Kiwango cha fahamu, kutokwa damu, INR na sukari',
      'Level of consciousness, orientation, hydration, urine output':
        'Kiwango cha fahamu, kutambua mahali na wakati, maji mwilini, kiasi cha mkojo',
      'Limb circumference, skin folds, entry lesions, acute attacks':
        'Mzingo wa kiungo, mikunjo ya ngozi, michubuko ya kuingilia, mashambulio ya ghafla',
      'Many watery stools, blood in stool, or diarrhoea beyond 14 days':
        'Choo kingi cha majimaji, damu kwenye kinyesi, au kuharisha zaidi ya siku 14',
      'Margin of redness, fever, pain': 'Ukingo wa wekundu, homa, maumivu',
      'Missed dose: continue the schedule without restarting':
        'Dozi iliyokosekana: endelea na ratiba bila kuanza upya',
      'Missed injection: recall the patient': 'Sindano iliyokosekana: mwite mgonjwa arudi',
      'Month 3 after ART start, then every 6-12 months per national guideline':
        'Mwezi 3 baada ya kuanza ART, kisha kila miezi 6-12 kufuata mwongozo wa kitaifa',
      'Monthly at the supervised dose': 'Kila mwezi katika dozi inayosimamiwa',
      'Monthly until controlled, then every 3 to 6 months':
        'Kila mwezi hadi idhibitiwe, kisha kila miezi 3 hadi 6',
      'Mood, functioning and suicidal thoughts (PHQ-9)': 'Hisia, utendaji na mawazo ya kujiua (PHQ-9)',
      'Mood, sleep, adherence, side effects; lithium level where used':
        'Hisia, usingizi, ufuasi wa matibabu, madhara; kiwango cha lithium inapotumika',
      'MUAC < 115 mm, oedema, weight loss on 2 visits':
        'MUAC < 115 mm, uvimbe wa maji, kupungua uzito katika mahudhurio 2',
      'Nerve function (sensation and strength of hands, feet, eyes), reactions, adherence':
        'Utendaji wa neva (hisia na nguvu za mikono, miguu, macho), mmenyuko, ufuasi wa matibabu',
      'New abdominal pain, distension, guarding or melaena':
        'Maumivu mapya ya tumbo, tumbo kujaa, misuli kukaza au kinyesi cheusi',
      'New breathlessness, irregular pulse (atrial fibrillation)':
        'Kukosa pumzi kupya, mapigo yasiyo na mpangilio (atrial fibrillation)',
      'New burrows after 4 weeks: treatment failure or reinfestation':
        'Vijia vipya baada ya wiki 4: matibabu kushindwa au kuambukizwa tena',
      'New liver nodule or rising AFP.': 'Kinundu kipya kwenye ini au AFP inayopanda.',
      'New loss of sensation or strength, painful nerves, red painful skin lesions or eyes':
        'Kupoteza hisia au nguvu kupya, neva zinazouma, vidonda vyekundu vya ngozi vinavyouma au macho',
      'New suicidal thoughts or no improvement after 4 to 6 weeks of treatment':
        'Mawazo mapya ya kujiua au hakuna nafuu baada ya wiki 4 hadi 6 za matibabu',
      'No defervescence after 5 days of appropriate antibiotics':
        'Homa haishuki baada ya siku 5 za antibiotiki zinazofaa',
      'No improvement after 48 hours: change antibiotic or refer':
        'Hakuna nafuu baada ya saa 48: badilisha antibiotiki au toa rufaa',
      'No improvement after 6 weeks or new red flag: re-assess and image':
        'Hakuna nafuu baada ya wiki 6 au dalili mpya ya hatari: tathmini upya na piga picha',
      'No improvement at 72 hours: admit for IV therapy and imaging':
        'Hakuna nafuu baada ya saa 72: mlaze kwa tiba ya mshipa na picha',
      'No improvement in 48 to 72 hours: abscess needing drainage.':
        'Hakuna nafuu ndani ya saa 48 hadi 72: jipu linalohitaji kutolewa usaha.',
      'No improvement within 72 hours of metronidazole': 'Hakuna nafuu ndani ya saa 72 za metronidazole',
      'No radiological healing after 3 months (look for renal or hereditary rickets)':
        'Hakuna dalili za kupona kwenye X-ray baada ya miezi 3 (tafuta matege ya figo au ya kurithi)',
      'No response or any alarm feature: endoscopy': 'Hakuna mwitikio au dalili yoyote ya hatari: endoscopy',
      'No weight gain for 2 weeks or weight loss: medical review':
        'Hakuna kuongezeka uzito kwa wiki 2 au kupungua uzito: tathmini ya daktari',
      'Not healing: biopsy, longer treatment, consider donovanosis or LGV':
        'Hakiponi: sampuli ya nyama, matibabu marefu zaidi, fikiria donovanosis au LGV',
      'Number of stools and vomits': 'Idadi ya choo na matapishi',
      'Output exceeds intake, or no urine for 6 hours':
        'Kinachotoka kinazidi kinachoingia, au hakuna mkojo kwa saa 6',
      'Pain and function': 'Maumivu na utendaji',
      'Pain or fever persisting, swelling behind the ear, or discharge beyond 14 days':
        'Maumivu au homa kuendelea, uvimbe nyuma ya sikio, au usaha zaidi ya siku 14',
      'Pain score, sleep, feet (ulcers), side effects':
        'Alama ya maumivu, usingizi, miguu (vidonda), madhara',
      'Pain, eye, spread of lesions, secondary infection':
        'Maumivu, jicho, kuenea kwa vidonda, maambukizi yanayofuata',
      'Pain, fever, tenderness': 'Maumivu, homa, kuuma kukiguswa',
      'Pain, reduced vision or no improvement after 5 days':
        'Maumivu, uwezo wa kuona kupungua au hakuna nafuu baada ya siku 5',
      'Pain, temperature, jaundice, pulse': 'Maumivu, joto, manjano, mapigo',
      'Pain, temperature, urine output': 'Maumivu, joto, kiasi cha mkojo',
      'Pain, weight, function, symptoms of spread': 'Maumivu, uzito, utendaji, dalili za kuenea',
      'Persistent anaemia or poor weight gain': 'Upungufu wa damu unaoendelea au kuongezeka uzito kidogo',
      'Persistent discharge (possible resistant gonorrhoea, trichomonas or reinfection)':
        'Uchafu unaoendelea (uwezekano wa kisonono sugu, trichomonas au kuambukizwa tena)',
      'Persistent discharge, swelling behind the ear, headache.':
        'Usaha unaoendelea, uvimbe nyuma ya sikio, maumivu ya kichwa.',
      'Persistent fever after 2 weeks, new back pain (spondylitis) or neurological signs':
        'Homa inayoendelea baada ya wiki 2, maumivu mapya ya mgongo (spondylitis) au dalili za neva',
      'Persistent fever or sepsis despite antibiotics (undrained pus), rising oxygen need.':
        'Homa inayoendelea au sepsis licha ya antibiotiki (usaha usiotolewa), hitaji la oksijeni kuongezeka.',
      'Persistent haematuria: re-test and consider bladder pathology':
        'Damu kwenye mkojo inayoendelea: pima tena na fikiria ugonjwa wa kibofu',
      'Persistent ketonuria, falling weight, confusion':
        'Ketoni kwenye mkojo zinazoendelea, uzito kushuka, kuchanganyikiwa',
      'Persistent symptoms: confirm H. pylori eradication and consider endoscopy':
        'Dalili zinazoendelea: thibitisha H. pylori imeondolewa na fikiria endoscopy',
      'Persisting or recurring (≥ 4 a year) discharge: test for diabetes and HIV':
        'Uchafu unaoendelea au kujirudia (≥ 4 kwa mwaka): pima kisukari na VVU',
      'Positive smear at month 2 or later': 'Smear chanya mwezi 2 au baadaye',
      'Post-obstructive diuresis (> 200 mL/hour), haematuria, falling blood pressure.':
        'Mkojo mwingi baada ya kuziba kuondolewa (> 200 mL/saa), damu kwenye mkojo, shinikizo la damu kushuka.',
      'Potassium > 5.5 mmol/L or creatinine up > 50%': 'Potasiamu > 5.5 mmol/L au creatinine imepanda > 50%',
      'Pulse, BP, urine output, pain, wound infection':
        'Mapigo, shinikizo la damu, kiasi cha mkojo, maumivu, maambukizi ya jeraha',
      'Reaches palms and soles, poor feeding, lethargy':
        'Yanafika viganjani na nyayoni, kunyonya vibaya, kulegea',
      'Redness extent, feeding, temperature': 'Kiwango cha wekundu, ulishaji, joto',
      'Redness, discharge and vision': 'Wekundu, uchafu na uwezo wa kuona',
      'Redness, swelling or pus (wound infection)': 'Wekundu, uvimbe au usaha (maambukizi ya jeraha)',
      'Reduced urine, pallor or oedema (haemolytic-uraemic syndrome)':
        'Mkojo kupungua, weupe au uvimbe wa maji (haemolytic-uraemic syndrome)',
      'Relapse, dystonia, fever with rigidity (neuroleptic malignant syndrome).':
        'Kurudia, dystonia, homa pamoja na kukakamaa (neuroleptic malignant syndrome).',
      'Relapse, toxicity (tremor, vomiting, confusion on lithium).':
        'Kurudia, sumu ya dawa (kutetemeka, kutapika, kuchanganyikiwa ukitumia lithium).',
      'Reliever needed more than twice a week or night waking: step up':
        'Dawa ya nafuu inahitajika zaidi ya mara mbili kwa wiki au kuamka usiku: ongeza matibabu',
      'Respiratory rate, chest indrawing, SpO2, feeding':
        'Kasi ya kupumua, kifua kubonyea ndani, SpO2, ulishaji',
      'Respiratory rate, SpO2, heart rate, PEF': 'Kasi ya kupumua, SpO2, mapigo ya moyo, PEF',
      'Respiratory rate, SpO2, temperature, blood pressure, mental state':
        'Kasi ya kupumua, SpO2, joto, shinikizo la damu, hali ya akili',
      'Respiratory rate, SpO2, temperature, drain output':
        'Kasi ya kupumua, SpO2, joto, kiasi kinachotoka kwenye mrija',
      'Review after 2 days of antibiotic': 'Ufuatiliaji baada ya siku 2 za antibiotiki',
      'Review after 2 days; weekly for a month (post-measles immunosuppression)':
        'Ufuatiliaji baada ya siku 2; kila wiki kwa mwezi mmoja (kinga kupungua baada ya surua)',
      'Review after 2 to 4 weeks': 'Ufuatiliaji baada ya wiki 2 hadi 4',
      'Review after 2 to 4 weeks if persisting': 'Ufuatiliaji baada ya wiki 2 hadi 4 vikiendelea',
      'Review after 2 to 4 weeks of treatment': 'Ufuatiliaji baada ya wiki 2 hadi 4 za matibabu',
      'Review after 2 weeks of treatment': 'Ufuatiliaji baada ya wiki 2 za matibabu',
      'Review after 3 days (outpatient); every 6 hours (inpatient)':
        'Ufuatiliaji baada ya siku 3 (mgonjwa wa nje); kila saa 6 (aliyelazwa)',
      'Review after 3 to 5 days if not better': 'Ufuatiliaji baada ya siku 3 hadi 5 kama hakuna nafuu',
      'Review after 48-72 hours (outpatient); every 4 hours (inpatient)':
        'Ufuatiliaji baada ya saa 48-72 (mgonjwa wa nje); kila saa 4 (aliyelazwa)',
      'Review after 5-7 days': 'Ufuatiliaji baada ya siku 5-7',
      'Review after 7 days if not better': 'Ufuatiliaji baada ya siku 7 kama hakuna nafuu',
      'Review after 7-10 days': 'Ufuatiliaji baada ya siku 7-10',
      'Review at 1 week': 'Ufuatiliaji baada ya wiki 1',
      'Review at 2 and 4 weeks': 'Ufuatiliaji wiki 2 na 4',
      'Review at 2 to 4 weeks': 'Ufuatiliaji baada ya wiki 2 hadi 4',
      'Review at 3-6 months; community surveys after mass treatment':
        'Ufuatiliaji baada ya miezi 3-6; tafiti za jamii baada ya matibabu ya jamii nzima',
      'Review at 48 hours': 'Ufuatiliaji baada ya saa 48',
      'Review at 48-72 hours': 'Ufuatiliaji baada ya saa 48-72',
      'Review at 7 days': 'Ufuatiliaji siku ya 7',
      'Review at 7 days if symptoms persist': 'Ufuatiliaji siku ya 7 dalili zikiendelea',
      'Review at 72 hours': 'Ufuatiliaji baada ya saa 72',
      'Review every 1 to 3 months': 'Ufuatiliaji kila mwezi 1 hadi 3',
      'Review if not better in 3 days': 'Ufuatiliaji kama hakuna nafuu ndani ya siku 3',
      'Review if not improved in 48-72 hours': 'Ufuatiliaji kama hakuna nafuu ndani ya saa 48-72',
      'Review in 2 days': 'Ufuatiliaji baada ya siku 2',
      'Review in 2 to 3 days if antibiotics were needed':
        'Ufuatiliaji baada ya siku 2 hadi 3 ikiwa antibiotiki zilihitajika',
      'Rise < 1 g/dL after 4 weeks: check adherence and look for another cause':
        'Kupanda < 1 g/dL baada ya wiki 4: hakiki ufuasi na tafuta chanzo kingine',
      'Rise < 1 g/dL in 4 weeks or Hb < 7': 'Kupanda < 1 g/dL ndani ya wiki 4 au Hb < 7',
      'Rising haematocrit with rapidly falling platelets':
        'Haematocrit inayopanda pamoja na chembe sahani zinazoshuka haraka',
      'Rising score, confusion, hallucinations, fits, fever':
        'Alama inayopanda, kuchanganyikiwa, maono yasiyo halisi, degedege, homa',
      'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion':
        'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, kuchanganyikiwa kupya',
      'Serum uric acid on urate-lowering therapy': 'Uric acid ya damu wakati wa tiba ya kushusha urate',
      'Several days a week': 'Siku kadhaa kwa wiki',
      'Severe headache, vomiting, drowsiness, testicular or severe abdominal pain':
        'Maumivu makali ya kichwa, kutapika, usingizi, maumivu ya korodani au maumivu makali ya tumbo',
      'Signs of dehydration persisting or weak pulse':
        'Dalili za upungufu wa maji kuendelea au mapigo dhaifu',
      'Size of swelling around the eschar, airway, temperature, blood pressure':
        'Ukubwa wa uvimbe kuzunguka kigaga, njia ya hewa, joto, shinikizo la damu',
      'Size of the lesions': 'Ukubwa wa vidonda',
      'Skin, sleep, itch, steroid use': 'Ngozi, usingizi, muwasho, matumizi ya steroidi',
      'Sodium < 125 mmol/L, potassium > 5.5 mmol/L, rising creatinine, confusion: reduce or stop diuretics.':
        'Sodiamu < 125 mmol/L, potasiamu > 5.5 mmol/L, creatinine inayopanda, kuchanganyikiwa: punguza au acha diuretics.',
      'Sores, spread, urine colour and puffiness': 'Vidonda, kuenea, rangi ya mkojo na kuvimba uso',
      'SpO2 < 88% or > 92% on oxygen, drowsiness': 'SpO2 < 88% au > 92% akiwa kwenye oksijeni, usingizi',
      'SpO2 < 92% or PEF < 60% after 1 hour: admit': 'SpO2 < 92% au PEF < 60% baada ya saa 1: mlaze',
      'SpO2, respiratory rate, consciousness': 'SpO2, kasi ya kupumua, fahamu',
      'Spreading beyond the mark, new blisters or necrosis, persistent fever':
        'Kuenea nje ya alama, malengelenge mapya au nyama kufa, homa inayoendelea',
      'Spreading despite correct topical treatment: consider oral antifungal':
        'Kuenea licha ya matibabu sahihi ya kupaka: fikiria dawa ya fangasi ya kumeza',
      'Spreading oedema, stridor, hypotension, headache with neck stiffness.':
        'Uvimbe unaoenea, sauti ya kukoroma, shinikizo la chini la damu, maumivu ya kichwa pamoja na shingo kukakamaa.',
      'Spreading redness, fever, poor feeding': 'Wekundu unaoenea, homa, kunyonya vibaya',
      'Spreading swelling, difficulty swallowing or breathing.':
        'Uvimbe unaoenea, shida ya kumeza au kupumua.',
      'Spreading, fever, puffy face, dark urine': 'Kuenea, homa, uso uliovimba, mkojo mweusi',
      'Sputum smear or culture': 'Smear au uoteshaji wa makohozi',
      'Swelling, fever, swallowing': 'Uvimbe, homa, kumeza',
      'Symptom control and sleep': 'Udhibiti wa dalili na usingizi',
      'Symptom score (IPSS) and creatinine': 'Alama ya dalili (IPSS) na creatinine',
      Symptoms: 'Dalili',
      'Symptoms of heart failure, heart rhythm': 'Dalili za moyo kushindwa, mpangilio wa mapigo ya moyo',
      'Symptoms, adherence, side effects (stiffness, restlessness, weight)':
        'Dalili, ufuasi wa matibabu, madhara (kukakamaa, kutotulia, uzito)',
      'Symptoms, function, alcohol or sedative use':
        'Dalili, utendaji, matumizi ya pombe au dawa za usingizi',
      'Systolic BP < 90 mmHg or heart rate < 50/min on beta-blocker':
        'Shinikizo la juu la damu < 90 mmHg au mapigo ya moyo < 50/min akitumia beta-blocker',
      'Temperature < 35.5 C, glucose < 3 mmol/L, rising pulse and breathing rate (refeeding or fluid overload)':
        'Joto < 35.5 C, sukari < 3 mmol/L, mapigo na kasi ya kupumua kupanda (refeeding au maji yaliyozidi mwilini)',
      'Temperature and clinical response': 'Joto na mwitikio wa kikliniki',
      'Temperature and general condition': 'Joto na hali ya jumla',
      'Temperature curve': 'Mwenendo wa joto',
      'Temperature, glucose, pulse and respiratory rate': 'Joto, sukari, mapigo na kasi ya kupumua',
      'Temperature, pain, swelling, CRP': 'Joto, maumivu, uvimbe, CRP',
      'Temperature, pulse, blood pressure, urine output': 'Joto, mapigo, shinikizo la damu, kiasi cha mkojo',
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
      'Urine below target, rising pulse, fever with spreading redness':
        'Mkojo chini ya lengo, mapigo yanayopanda, homa pamoja na wekundu unaoenea',
      'Urine output after catheterisation': 'Kiasi cha mkojo baada ya kuweka katheta',
    },
  },
];
