import type { TranslationGroup } from '../types';

/** swahiliMonitoring (see monitoring.ts), the entries whose English key starts with i to r. */
export const swahiliMonitoringIToR: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Increasing pain, numbness, pale or blue fingers/toes':
        'Maumivu yanayoongezeka, ganzi, vidole vya mikono/miguu vilivyopauka au vya bluu',
      'Infection, skin thinning, poor sleep.': 'Maambukizi, ngozi kuwa nyembamba, usingizi mbaya.',
      'INR on warfarin': 'INR akitumia warfarin',
      'INR outside 2 to 3 (2.5 to 3.5 with mechanical valves); bleeding.':
        'INR nje ya 2 hadi 3 (2.5 hadi 3.5 kwa vali bandia); kutokwa damu.',
      'INR outside 2 to 3; any bleeding.': 'INR nje ya 2 hadi 3; kutokwa damu kokote.',
      'Intake and output (stool and urine volumes)': 'Kinachoingia na kinachotoka (kiasi cha choo na mkojo)',
      'Itching and new lesions': 'Muwasho na vidonda vipya',
      'Itching, skin and vision': 'Muwasho, ngozi na uwezo wa kuona',
      'Jaundice with fever or rigors, hypotension, peritonism.':
        'Manjano pamoja na homa au kutetemeka, shinikizo la chini la damu, dalili za utando wa tumbo.',
      'Jaundice, visual change, weight loss or missed doses':
        'Manjano, mabadiliko ya kuona, kupungua uzito au kukosa dozi',
      'Large for dates or polyhydramnios': 'Mkubwa kuliko umri wa mimba au maji mengi ya uzazi',
      'Laryngospasm, SpO2 < 90%, autonomic instability (labile BP, tachycardia)':
        'Koo kubana, SpO2 < 90%, mfumo wa neva wa kujiendesha kutokuwa thabiti (shinikizo linalobadilika, mapigo ya haraka)',
      'Lashes touching the eye, reduced vision': 'Kope zinazogusa jicho, uwezo wa kuona uliopungua',
      'Leg shape, growth, ALP': 'Umbo la miguu, ukuaji, ALP',
      'Lesions, pain, eyes, hydration, secondary infection':
        'Vidonda, maumivu, macho, maji mwilini, maambukizi yanayofuata',
      'Less than 0.5 mL/kg/hour': 'Chini ya 0.5 mL/kg/saa',
      'Level of consciousness': 'Kiwango cha fahamu',
      'Level of consciousness (Blantyre coma scale in children, GCS in adults)':
        'Kiwango cha fahamu (Blantyre coma scale kwa watoto, GCS kwa watu wazima)',
      'Level of consciousness, bleeding, INR and glucose': 'Kiwango cha fahamu, kutokwa damu, INR na sukari',
      'Level of consciousness, orientation, hydration, urine output':
        'Kiwango cha fahamu, kutambua mahali na wakati, maji mwilini, kiasi cha mkojo',
      'Limb circumference, skin folds, entry lesions, acute attacks':
        'Mzingo wa kiungo, mikunjo ya ngozi, michubuko ya kuingilia, mashambulio ya ghafla',
      'Many watery stools, blood in stool, or diarrhoea beyond 14 days':
        'Choo kingi cha majimaji, damu kwenye kinyesi, au kuharisha zaidi ya siku 14',
      'Margin of redness, fever, pain': 'Ukingo wa wekundu, homa, maumivu',
      'Maternal pulse, BP, temperature; fetal heart':
        'Mapigo ya mama, shinikizo la damu, joto; mapigo ya moyo wa mtoto',
      'Missed dose: continue the schedule without restarting':
        'Dozi iliyokosekana: endelea na ratiba bila kuanza upya',
      'Missed injection: recall the patient': 'Sindano iliyokosekana: mwite mgonjwa arudi',
      'Month 3 after ART start, then every 6-12 months per national guideline':
        'Mwezi 3 baada ya kuanza ART, kisha kila miezi 6-12 kufuata mwongozo wa kitaifa',
      'Monthly at first, then every 3 months': 'Kila mwezi mwanzoni, kisha kila miezi 3',
      'Monthly at the supervised dose': 'Kila mwezi katika dozi inayosimamiwa',
      'Monthly until controlled, then every 3 to 6 months':
        'Kila mwezi hadi idhibitiwe, kisha kila miezi 3 hadi 6',
      'Mood, functioning and suicidal thoughts (PHQ-9)': 'Hisia, utendaji na mawazo ya kujiua (PHQ-9)',
      'Mood, sleep, adherence, side effects; lithium level where used':
        'Hisia, usingizi, ufuasi wa matibabu, madhara; kiwango cha lithium inapotumika',
      'MUAC < 115 mm, oedema, weight loss on 2 visits':
        'MUAC < 115 mm, uvimbe wa maji, kupungua uzito katika mahudhurio 2',
      'Neck flexion strength and breathing (intermediate syndrome)':
        'Nguvu ya kukunja shingo na kupumua (intermediate syndrome)',
      'Nerve function (sensation and strength of hands, feet, eyes), reactions, adherence':
        'Utendaji wa neva (hisia na nguvu za mikono, miguu, macho), mmenyuko, ufuasi wa matibabu',
      'New abdominal pain, distension, guarding or melaena':
        'Maumivu mapya ya tumbo, tumbo kujaa, misuli kukaza au kinyesi cheusi',
      'New breathlessness, irregular pulse (atrial fibrillation)':
        'Kukosa pumzi kupya, mapigo yasiyo na mpangilio (atrial fibrillation)',
      'New burrows after 4 weeks: treatment failure or reinfestation':
        'Vijia vipya baada ya wiki 4: matibabu kushindwa au kuambukizwa tena',
      'New crackles, raised JVP, worsening breathing: stop fluids':
        'Crackles mpya, JVP iliyopanda, kupumua kunakozidi kuwa kubaya: simamisha maji',
      'New liver nodule or rising AFP.': 'Kinundu kipya kwenye ini au AFP inayopanda.',
      'New loss of sensation or strength, painful nerves, red painful skin lesions or eyes':
        'Kupoteza hisia au nguvu kupya, neva zinazouma, vidonda vyekundu vya ngozi vinavyouma au macho',
      'New ST changes: re-refer for reperfusion':
        'Mabadiliko mapya ya ST: toa rufaa tena kwa kurudisha mtiririko wa damu',
      'New suicidal thoughts or no improvement after 4 to 6 weeks of treatment':
        'Mawazo mapya ya kujiua au hakuna nafuu baada ya wiki 4 hadi 6 za matibabu',
      'New weakness or falling GCS': 'Udhaifu mpya au GCS inayoshuka',
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
      'No improvement, cannot swallow, weight loss': 'Hakuna nafuu, hawezi kumeza, kupungua uzito',
      'No radiological healing after 3 months (look for renal or hereditary rickets)':
        'Hakuna dalili za kupona kwenye X-ray baada ya miezi 3 (tafuta matege ya figo au ya kurithi)',
      'No response or any alarm feature: endoscopy': 'Hakuna mwitikio au dalili yoyote ya hatari: endoscopy',
      'No weight gain for 2 weeks or weight loss: medical review':
        'Hakuna kuongezeka uzito kwa wiki 2 au kupungua uzito: tathmini ya daktari',
      'Not awake 30 minutes after normal glucose: look for another cause':
        'Hajaamka dakika 30 baada ya sukari kuwa ya kawaida: tafuta chanzo kingine',
      'Not healing: biopsy, longer treatment, consider donovanosis or LGV':
        'Hakiponi: sampuli ya nyama, matibabu marefu zaidi, fikiria donovanosis au LGV',
      'Not rising by 0.5 °C per hour, apnoea, not feeding':
        'Joto kutopanda kwa 0.5 °C kwa saa, kuacha kupumua, kutonyonya',
      'Number of stools and vomits': 'Idadi ya choo na matapishi',
      'Output exceeds intake, or no urine for 6 hours':
        'Kinachotoka kinazidi kinachoingia, au hakuna mkojo kwa saa 6',
      'Pain and function': 'Maumivu na utendaji',
      'Pain and function (walking distance, stairs)': 'Maumivu na utendaji (umbali wa kutembea, ngazi)',
      'Pain not controlled within 1 hour: escalate analgesia':
        'Maumivu yasiyodhibitiwa ndani ya saa 1: ongeza dawa za maumivu',
      'Pain or fever persisting, swelling behind the ear, or discharge beyond 14 days':
        'Maumivu au homa kuendelea, uvimbe nyuma ya sikio, au usaha zaidi ya siku 14',
      'Pain score': 'Alama ya maumivu',
      'Pain score, sleep, feet (ulcers), side effects':
        'Alama ya maumivu, usingizi, miguu (vidonda), madhara',
      'Pain, abdominal signs, pulse, temperature': 'Maumivu, dalili za tumbo, mapigo, joto',
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
      'Persistent fever or growing spleen; relapse': 'Homa inayoendelea au bandama inayokua; kurudia',
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
      'Plaques, swallowing, feeding and weight': 'Mabaka, kumeza, ulishaji na uzito',
      'Positive smear at month 2 or later': 'Smear chanya mwezi 2 au baadaye',
      'Post-obstructive diuresis (> 200 mL/hour), haematuria, falling blood pressure.':
        'Mkojo mwingi baada ya kuziba kuondolewa (> 200 mL/saa), damu kwenye mkojo, shinikizo la damu kushuka.',
      'Potassium < 3.5 or > 5.5 mmol/L': 'Potasiamu < 3.5 au > 5.5 mmol/L',
      'Potassium > 5.5 mmol/L or creatinine up > 50%': 'Potasiamu > 5.5 mmol/L au creatinine imepanda > 50%',
      'Potassium, sodium, bicarbonate or pH': 'Potasiamu, sodiamu, bicarbonate au pH',
      'Progressing swelling, new bleeding, ptosis or falling peak flow: more antivenom':
        'Uvimbe unaoongezeka, kutokwa damu kupya, kope kulegea au peak flow inayoshuka: dawa zaidi ya sumu ya nyoka',
      'Pulse > 110, systolic < 90, fetal heart absent or < 100':
        'Mapigo > 110, systolic < 90, mapigo ya moyo wa mtoto hayapo au < 100',
      'Pulse > 110, systolic < 90, fever, bleeding soaking a pad in under 5 minutes':
        'Mapigo > 110, systolic < 90, homa, damu inayolowesha pedi chini ya dakika 5',
      'Pulse > 110, systolic < 90, soft uterus, continued bleeding':
        'Mapigo > 110, systolic < 90, mji wa mimba laini, damu inayoendelea',
      'Pulse, blood pressure, blood loss, uterine tone':
        'Mapigo, shinikizo la damu, damu inayopotea, ukakamavu wa mji wa mimba',
      'Pulse, blood pressure, pain, abdominal girth': 'Mapigo, shinikizo la damu, maumivu, mzingo wa tumbo',
      'Pulse, blood pressure, SpO2 in suspected PE': 'Mapigo, shinikizo la damu, SpO2 katika PE inayoshukiwa',
      'Pulse, blood pressure, SpO2, urine output, glucose':
        'Mapigo, shinikizo la damu, SpO2, kiasi cha mkojo, sukari',
      'Pulse, blood pressure, urine output, nasogastric aspirate, abdominal signs':
        'Mapigo, shinikizo la damu, kiasi cha mkojo, kinachotoka kwenye mrija wa pua hadi tumboni, dalili za tumbo',
      'Pulse, BP, bleeding, fetal heart': 'Mapigo, shinikizo la damu, kutokwa damu, mapigo ya moyo wa mtoto',
      'Pulse, BP, bleeding, temperature': 'Mapigo, shinikizo la damu, kutokwa damu, joto',
      'Pulse, BP, GCS, SpO2, urine output, bleeding':
        'Mapigo, shinikizo la damu, GCS, SpO2, kiasi cha mkojo, kutokwa damu',
      'Pulse, BP, urine output, pain, wound infection':
        'Mapigo, shinikizo la damu, kiasi cha mkojo, maumivu, maambukizi ya jeraha',
      'QTc prolongation, rising creatinine or amylase': 'Kurefuka kwa QTc, creatinine au amylase inayopanda',
      'Reaches palms and soles, poor feeding, lethargy':
        'Yanafika viganjani na nyayoni, kunyonya vibaya, kulegea',
      'Recurrent symptoms (biphasic reaction) or persistent low BP: repeat adrenaline, refer':
        'Dalili zinazorudi (mmenyuko wa awamu mbili) au shinikizo la chini linaloendelea: rudia adrenaline, toa rufaa',
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
      'Respiratory distress, SpO2 < 90%, SBP < 80 mmHg, urine < 0.5 mL/kg/h':
        'Shida ya kupumua, SpO2 < 90%, SBP < 80 mmHg, mkojo < 0.5 mL/kg/h',
      'Respiratory rate < 16/min, absent reflexes or urine < 30 mL/hour: withhold magnesium, give calcium gluconate if respiratory depression':
        'Kasi ya kupumua < 16/min, reflex hazipo au mkojo < 30 mL/saa: zuia magnesium, toa calcium gluconate kukiwa na kudhoofika kwa kupumua',
      'Respiratory rate, chest indrawing, SpO2, feeding':
        'Kasi ya kupumua, kifua kubonyea ndani, SpO2, ulishaji',
      'Respiratory rate, patellar reflexes and urine output during magnesium sulfate':
        'Kasi ya kupumua, reflex za goti na kiasi cha mkojo wakati wa magnesium sulfate',
      'Respiratory rate, SpO2, apnoea, feeding': 'Kasi ya kupumua, SpO2, kuacha kupumua, ulishaji',
      'Respiratory rate, SpO2, heart rate, PEF': 'Kasi ya kupumua, SpO2, mapigo ya moyo, PEF',
      'Respiratory rate, SpO2, pulse, blood pressure, urine output':
        'Kasi ya kupumua, SpO2, mapigo, shinikizo la damu, kiasi cha mkojo',
      'Respiratory rate, SpO2, temperature, blood pressure, mental state':
        'Kasi ya kupumua, SpO2, joto, shinikizo la damu, hali ya akili',
      'Respiratory rate, SpO2, temperature, drain output':
        'Kasi ya kupumua, SpO2, joto, kiasi kinachotoka kwenye mrija',
      'Resting heart rate, blood pressure, symptoms':
        'Mapigo ya moyo akiwa amepumzika, shinikizo la damu, dalili',
      'Resting rate > 110/min, bradycardia < 50/min, heart failure signs.':
        'Mapigo akiwa amepumzika > 110/min, mapigo ya polepole < 50/min, dalili za moyo kushindwa.',
      'Return if not better in 3 weeks or sooner if worse':
        'Rudi kama hakuna nafuu ndani ya wiki 3 au mapema zaidi hali ikizidi',
      'Return of secretions or bradycardia: increase atropine; fever, confusion, absent bowel sounds: atropine toxicity':
        'Majimaji kurudi au mapigo ya polepole: ongeza atropine; homa, kuchanganyikiwa, kukosekana kwa sauti za utumbo: sumu ya atropine',
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
      'Review after 7 days': 'Ufuatiliaji baada ya siku 7',
      'Review after 7 days if not better': 'Ufuatiliaji baada ya siku 7 kama hakuna nafuu',
      'Review after 7-10 days': 'Ufuatiliaji baada ya siku 7-10',
      'Review at 1 to 2 weeks and at 3 months': 'Ufuatiliaji baada ya wiki 1 hadi 2 na miezi 3',
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
      'Rising BP or creatinine, dyspepsia or black stool':
        'Shinikizo la damu au creatinine inayopanda, dyspepsia au kinyesi cheusi',
      'Rising haematocrit with rapidly falling platelets':
        'Haematocrit inayopanda pamoja na chembe sahani zinazoshuka haraka',
      'Rising pulse, falling BP or increasing pain: rupture':
        'Mapigo yanayopanda, shinikizo linaloshuka au maumivu yanayoongezeka: kupasuka',
      'Rising pulse, fever, constant pain or peritonism (strangulation), urine < 0.5 mL/kg/hour.':
        'Mapigo yanayopanda, homa, maumivu yasiyokoma au dalili za utando wa tumbo (kubanwa), mkojo < 0.5 mL/kg/saa.',
      'Rising rate, falling SpO2, drowsiness': 'Kasi inayopanda, SpO2 inayoshuka, usingizi',
      'Rising score, confusion, hallucinations, fits, fever':
        'Alama inayopanda, kuchanganyikiwa, maono yasiyo halisi, degedege, homa',
      'RPR/VDRL titre': 'Kiwango cha RPR/VDRL',
      'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, new confusion':
        'RR >= 30, SpO2 < 90%, SBP < 90 mmHg, kuchanganyikiwa kupya',
    },
  },
];
