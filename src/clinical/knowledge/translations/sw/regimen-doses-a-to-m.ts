import type { TranslationGroup } from '../types';

/** swahiliRegimenDoses (see regimen-doses.ts), the entries whose English key starts with a to m. */
export const swahiliRegimenDosesAToM: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '0.5 mg IM': '0.5 mg IM',
      '1 capsule (20 mg) before breakfast': 'kapsuli 1 (20 mg) kabla ya kifungua kinywa',
      '1 cm ribbon into each eye': 'mstari wa 1 cm kwenye kila jicho',
      '1 dispersible tablet (250 mg) or 10 mL of 125 mg/5 mL':
        'kidonge 1 cha kuyeyusha (250 mg) au 10 mL ya 125 mg/5 mL',
      '1 drop in the affected eye': 'tone 1 kwenye jicho lililoathirika',
      '1 g (10 mL of 100 mg/mL) IV over 10 minutes': '1 g (10 mL ya 100 mg/mL) IV kwa dakika 10',
      '1 g IV over 10 minutes, then 1 g infused over 8 hours':
        '1 g IV kwa dakika 10, kisha 1 g kwa infusion kwa saa 8',
      '1 litre fast': 'lita 1 kwa kasi',
      '1 litre fast (over 15-20 minutes)': 'lita 1 kwa kasi (kwa dakika 15-20)',
      '1 litre rapidly': 'lita 1 kwa haraka',
      '1 mg IM': '1 mg IM',
      '1 mL of 100 000 IU/mL': '1 mL ya 100 000 IU/mL',
      '1 prolonged-release tablet (20 mg)': 'kidonge 1 cha kutoa dawa taratibu (20 mg)',
      '1 sublingual tablet (500 micrograms)': 'kidonge 1 cha chini ya ulimi (mikrogramu 500)',
      '1 tablet (25 mg) at bedtime': 'kidonge 1 (25 mg) wakati wa kulala',
      '1 tablet (25 micrograms)': 'kidonge 1 (mikrogramu 25)',
      '1 tablet (300 mg) or 4 tablets of 75 mg': 'kidonge 1 (300 mg) au vidonge 4 vya 75 mg',
      '1 tablet (300 mg), chewed': 'kidonge 1 (300 mg), kitafunwe',
      '1 tablet (400 mg) with food': 'kidonge 1 (400 mg) pamoja na chakula',
      '1 tablet (50 micrograms)': 'kidonge 1 (mikrogramu 50)',
      '1 tablet (500 mg elemental calcium)': 'kidonge 1 (500 mg za kalsiamu halisi)',
      '1 tablet (500 mg) with meals': 'kidonge 1 (500 mg) pamoja na milo',
      '1 tablet (500 micrograms)': 'kidonge 1 (mikrogramu 500)',
      '1 tablet (60 mg elemental iron as 200 mg ferrous sulfate)':
        'kidonge 1 (60 mg za chuma halisi kama 200 mg za ferrous sulfate)',
      '1 to 2 weeks, then taper': 'wiki 1 hadi 2, kisha punguza taratibu',
      '1 vial (full intramuscular dose, at least 2.5 IU) into the deltoid, or the thigh in small children':
        'chupa 1 (dozi kamili ya ndani ya misuli, angalau 2.5 IU) kwenye msuli wa bega, au pajani kwa watoto wadogo',
      '1-2 doses': 'dozi 1-2',
      '1.2 million IU (900 mg) deep IM': 'IU milioni 1.2 (900 mg) IM ndani kabisa ya misuli',
      '10 days, started within 72 hours of onset': 'siku 10, ianzishwe ndani ya saa 72 tangu kuanza',
      '10 g IM: 5 g (10 mL of 50%) deep into each buttock with 1 mL 2% lidocaine':
        '10 g IM: 5 g (10 mL ya 50%) ndani kabisa ya kila tako pamoja na 1 mL ya lidocaine 2%',
      '10 IU slow IV (or IM)': '10 IU IV polepole (au IM)',
      '10 mg (IV or IM if vomiting)': '10 mg (IV au IM akitapika)',
      '10 mg (up to 20 mg if severe)': '10 mg (hadi 20 mg ikiwa kali)',
      '10 mg immediate-release capsule, swallowed (5 mg where available: a gentler fall)':
        'kapsuli ya 10 mg inayotoa dawa mara moja, imezwe (5 mg inapopatikana: kushuka kwa upole zaidi)',
      '10 mg slowly IV (or rectally)': '10 mg polepole IV (au kwa njia ya haja kubwa)',
      '100 mg (IV before glucose if vomiting everything)': '100 mg (IV kabla ya glukosi akitapika kila kitu)',
      '100 mg IV or IM': '100 mg IV au IM',
      '100 mg once a month supervised, plus 50 mg twice a week':
        '100 mg mara moja kwa mwezi ikisimamiwa, pamoja na 50 mg mara mbili kwa wiki',
      '12 to 18 months (Graves disease)': 'miezi 12 hadi 18 (ugonjwa wa Graves)',
      '12 weeks with the vitamin D': 'wiki 12 pamoja na vitamini D',
      '14 days (oesophageal); 7 days for oral thrush that nystatin has not cleared':
        'siku 14 (umio); siku 7 kwa utando mweupe mdomoni ambao nystatin haijaondoa',
      '14 days, then 75-100 mg daily': 'siku 14, kisha 75-100 mg kila siku',
      '14 days, then 800 mg daily for 8 weeks': 'siku 14, kisha 800 mg kila siku kwa wiki 8',
      '14 days, then consolidation': 'siku 14, kisha awamu ya kuimarisha',
      '2 doses': 'dozi 2',
      '2 g IV': '2 g IV',
      '2 mg IV bolus (1.8-3 mg)': 'bolasi ya 2 mg IV (1.8-3 mg)',
      '2 months (intensive phase)': 'miezi 2 (awamu ya kwanza)',
      '2 puffs (200 micrograms) via spacer and mask': 'mapulizo 2 (mikrogramu 200) kupitia spacer na barakoa',
      '2 rectal capsules of 100 mg (200 mg)': 'kapsuli 2 za njia ya haja kubwa za 100 mg (200 mg)',
      '2 tablets (60 mg iron + 400 micrograms folic acid each)':
        'vidonge 2 (kila kimoja 60 mg za chuma + mikrogramu 400 za folic acid)',
      '2 tablets of 1.25 mg (or half a 5 mg tablet)': 'vidonge 2 vya 1.25 mg (au nusu ya kidonge cha 5 mg)',
      '2-4 times daily until symptoms are relieved': 'mara 2-4 kwa siku hadi dalili zipungue',
      '2.4 million IU (1.44 g) deep IM, divided between both buttocks':
        'IU milioni 2.4 (1.44 g) IM ndani kabisa ya misuli, ikigawanywa katika matako yote mawili',
      '20 mg IV over 2 minutes (then 40 mg, then 80 mg every 10 minutes)':
        '20 mg IV kwa dakika 2 (kisha 40 mg, kisha 80 mg kila dakika 10)',
      '21 days, then prophylaxis': 'siku 21, kisha kinga',
      '24 hours after delivery or the last convulsion': 'saa 24 baada ya kujifungua au degedege la mwisho',
      '3 days (5 days for liver abscess)': 'siku 3 (siku 5 kwa jipu la ini)',
      '3 days (only with spreading infection or systemic signs)':
        'siku 3 (tu kukiwa na maambukizi yanayoenea au dalili za mwili mzima)',
      '3 months after haemoglobin normalises': 'miezi 3 baada ya himoglobini kurudi kawaida',
      '3 tablets of 200 mg (or 1.5 of 400 mg)': 'vidonge 3 vya 200 mg (au 1.5 vya 400 mg)',
      '3-7 days, reducing daily': 'siku 3-7, ikipunguzwa kila siku',
      '300 mg once a month supervised, then 50 mg daily':
        '300 mg mara moja kwa mwezi ikisimamiwa, kisha 50 mg kila siku',
      '4 doses': 'dozi 4',
      '4 g IV (20 mL of 20% solution) over 5 minutes': '4 g IV (20 mL ya myeyusho wa 20%) kwa dakika 5',
      '4 months (continuation phase)': 'miezi 4 (awamu ya kuendeleza)',
      '4 months (continuation phase, after the intensive phase)':
        'miezi 4 (awamu ya kuendeleza, baada ya awamu ya kwanza)',
      '4 puffs (400 micrograms) via spacer': 'mapulizo 4 (mikrogramu 400) kupitia spacer',
      '4 puffs (400 micrograms) via spacer; up to 10 puffs by response':
        'mapulizo 4 (mikrogramu 400) kupitia spacer; hadi mapulizo 10 kulingana na mwitikio',
      '4 times daily after feeds': 'mara 4 kwa siku baada ya kula',
      '4 weeks, then 1.5 mg/kg (max 40 mg) on alternate days for 4 weeks, then stop':
        'wiki 4, kisha 1.5 mg/kg (kiwango cha juu 40 mg) kila siku ya pili kwa wiki 4, kisha acha',
      '4-8 weeks, then lowest effective dose': 'wiki 4-8, kisha dozi ndogo kabisa inayofanya kazi',
      '40 mg IV (or oral when not congested)': '40 mg IV (au kwa kumeza bila msongamano wa maji)',
      '400 micrograms (2 x 200 mcg) under the tongue': 'mikrogramu 400 (2 x 200 mcg) chini ya ulimi',
      '5 days (10 days for liver abscess)': 'siku 5 (siku 10 kwa jipu la ini)',
      '5 days (3 days in low HIV prevalence areas)': 'siku 5 (siku 3 katika maeneo yenye VVU kidogo)',
      '5 days (from day 2, 5 mg/kg, max 250 mg, in children over 6 months and adults)':
        'siku 5 (kuanzia siku ya 2, 5 mg/kg, kiwango cha juu 250 mg, kwa watoto zaidi ya miezi 6 na watu wazima)',
      '5 days (IV or IM if vomiting or confused)': 'siku 5 (IV au IM akitapika au akiwa amechanganyikiwa)',
      '5 g (10 mL of 50%) deep IM, alternate buttocks':
        '5 g (10 mL ya 50%) IM ndani kabisa ya misuli, matako kwa kupokezana',
      '5 mg (5 mL of 5 mg/5 mL or ½ tablet)': '5 mg (5 mL ya 5 mg/5 mL au kidonge ½)',
      '5 mL of 200/40 mg per 5 mL or ½ tablet (400/80 mg)':
        '5 mL ya 200/40 mg kwa kila 5 mL au kidonge ½ (400/80 mg)',
      '5 mL of 5 mg/5 mL or ½ tablet': '5 mL ya 5 mg/5 mL au kidonge ½',
      '50 mg IV over at least 1 minute': '50 mg IV kwa angalau dakika 1',
      '50 mL of 50% glucose (25 g) into a large vein': '50 mL za glukosi 50% (25 g) kwenye mshipa mkubwa',
      '500 mg IV': '500 mg IV',
      '6 months (2 months with pyrazinamide and ethambutol, then 4 months alone)':
        'miezi 6 (miezi 2 pamoja na pyrazinamide na ethambutol, kisha miezi 4 peke yake)',
      '6 months (paucibacillary) or 12 months (multibacillary)':
        'miezi 6 (paucibacillary) au miezi 12 (multibacillary)',
      '6 months (with isoniazid)': 'miezi 6 (pamoja na isoniazid)',
      '6 to 12 months after response, then taper': 'miezi 6 hadi 12 baada ya nafuu, kisha punguza taratibu',
      '600 000 IU (450 mg) deep IM': '600 000 IU (450 mg) IM ndani kabisa ya misuli',
      '7 days (continue 48 hours after clearing)': 'siku 7 (endelea saa 48 baada ya kupona)',
      '7 days (first episode), 5 days (recurrence)': 'siku 7 (mara ya kwanza), siku 5 (kujirudia)',
      '7 days (start within 24 hours of the rash)': 'siku 7 (anza ndani ya saa 24 za vipele)',
      '7 days (with clindamycin where available)': 'siku 7 (pamoja na clindamycin inapopatikana)',
      '7-10 days (5 days for meningococcal)': 'siku 7-10 (siku 5 kwa meningococcus)',
      '7-10 days in total (switch to oral when afebrile)':
        'siku 7-10 kwa jumla (badilisha kwenda dawa za kumeza homa ikiisha)',
      '800 micrograms (4 x 200 mcg tablets) under the tongue':
        'mikrogramu 800 (vidonge 4 x 200 mcg) chini ya ulimi',
      '½ capsule (10 mg) or 10 mg': 'kapsuli ½ (10 mg) au 10 mg',
      '½ tablet (40 mg) with breakfast': 'kidonge ½ (40 mg) pamoja na kifungua kinywa',
      'apply to the whole body, wash off after 8-12 hours': 'paka mwili mzima, osha baada ya saa 8-12',
      'as fast as possible, then reassess; repeat once or twice by response, then blood':
        'kwa kasi iwezekanavyo, kisha tathmini upya; rudia mara moja au mbili kulingana na mwitikio, kisha damu',
      'as for benzathine penicillin': 'kama kwa benzathine penicillin',
      'as needed': 'inapohitajika',
      'at 0, 12 and 24 hours, then once daily (IV, or IM into the thigh)':
        'saa 0, 12 na 24, kisha mara moja kwa siku (IV, au IM pajani)',
      'at 0, 12 and 24 hours, then once daily (IV, or IM)':
        'saa 0, 12 na 24, kisha mara moja kwa siku (IV, au IM)',
      'at least 12 months after remission of a first episode':
        'angalau miezi 12 baada ya kupona tukio la kwanza',
      'at least 12 weeks, then 400-600 IU daily': 'angalau wiki 12, kisha 400-600 IU kila siku',
      'at least 24 hours and until oral medication is tolerated, then a full 3-day ACT course':
        'angalau saa 24 na hadi aweze kumeza dawa, kisha dozi kamili ya ACT ya siku 3',
      'at least 3 days after the fever settles (usually 5 to 7 days)':
        'angalau siku 3 baada ya homa kushuka (kwa kawaida siku 5 hadi 7)',
      'at least 5 days and until INR 2 to 3 on warfarin (throughout pregnancy)':
        'angalau siku 5 na hadi INR 2 hadi 3 akitumia warfarin (katika ujauzito wote)',
      'at least 7-10 days (14-21 days for meningitis)':
        'angalau siku 7-10 (siku 14-21 kwa homa ya uti wa mgongo)',
      'at least 9-12 months after recovery': 'angalau miezi 9-12 baada ya kupona',
      'at once into the mid-outer thigh; repeat every 5-15 minutes if no improvement':
        'mara moja katikati ya upande wa nje wa paja; rudia kila dakika 5-15 kama hakuna nafuu',
      'bag 1 of 3': 'mfuko 1 kati ya 3',
      'bag 2 of 3': 'mfuko 2 kati ya 3',
      'bag 3 of 3': 'mfuko 3 kati ya 3',
      'before and after surgery as the surgeon directs':
        'kabla na baada ya upasuaji kama daktari wa upasuaji anavyoelekeza',
      'convulsion lasting 5 minutes or more': 'degedege linalodumu dakika 5 au zaidi',
      'during referral': 'wakati wa rufaa',
      'during the exacerbation': 'wakati wa ugonjwa kuzidi',
      'every 10 minutes, escalating, until controlled': 'kila dakika 10, ikiongezwa, hadi idhibitiwe',
      'every 2 hours day and night on days 1-2 (12 feeds); then 16 mL/kg every 3 hours on days 3-5 and 22 mL/kg every 4 hours from day 6, by cup or nasogastric tube':
        'kila saa 2 mchana na usiku siku 1-2 (milo 12); kisha 16 mL/kg kila saa 3 siku 3-5 na 22 mL/kg kila saa 4 kuanzia siku ya 6, kwa kikombe au mrija wa pua hadi tumboni',
      'every 20 minutes for the first hour, then reassess':
        'kila dakika 20 kwa saa ya kwanza, kisha tathmini upya',
      'every 4 hours if pain is not controlled': 'kila saa 4 maumivu yasipodhibitiwa',
      'every 4 hours if patellar reflex present, breathing 16/min or more and urine 30 mL/hour or more':
        'kila saa 4 ikiwa reflex ya goti ipo, kupumua 16/min au zaidi na mkojo 30 mL/saa au zaidi',
      'every 4 weeks (every 3 weeks for high-risk patients)':
        'kila wiki 4 (kila wiki 3 kwa wagonjwa wenye hatari kubwa)',
      'every 4-6 hours and as needed': 'kila saa 4-6 na inapohitajika',
      'every 5 minutes if pain persists and systolic BP is above 90 mmHg':
        'kila dakika 5 maumivu yakiendelea na shinikizo la juu la damu likiwa juu ya 90 mmHg',
      'every 8 hours with food as needed': 'kila saa 8 pamoja na chakula inapohitajika',
      'every 8 hours, titrated': 'kila saa 8, ikirekebishwa',
      'first 4 hours; then Plan A (50-100 mL under 2 years, 100-200 mL from 2 to 10 years, as much as wanted when older, after each loose stool)':
        'saa 4 za kwanza; kisha Mpango A (50-100 mL chini ya miaka 2, 100-200 mL kutoka miaka 2 hadi 10, kadiri anavyotaka akiwa mkubwa zaidi, baada ya kila choo cha majimaji)',
      'first hour, then about 1 litre every 2-4 hours by response':
        'saa ya kwanza, kisha takriban lita 1 kila saa 2-4 kulingana na mwitikio',
      'first hour, then as needed': 'saa ya kwanza, kisha inapohitajika',
      'first hour, then every 1-4 hours as needed': 'saa ya kwanza, kisha kila saa 1-4 inapohitajika',
      'first infusion over 1 hour': 'infusion ya kwanza kwa saa 1',
      'for the manic episode': 'kwa kipindi cha mania',
      'for the manic episode; maintenance with a mood stabiliser':
        'kwa kipindi cha mania; kudumisha kwa dawa ya kutuliza hisia',
      'four times daily (50 mg/kg/day)': 'mara nne kwa siku (50 mg/kg/siku)',
      'half a 10 mg tablet (or 5 mL of 5 mg/5 mL)': 'nusu ya kidonge cha 10 mg (au 5 mL ya 5 mg/5 mL)',
      'half a 250-microgram tablet (125 micrograms)': 'nusu ya kidonge cha mikrogramu 250 (mikrogramu 125)',
      'if diastolic 110 mmHg or more; repeat every 20-30 minutes':
        'ikiwa diastolic ni 110 mmHg au zaidi; rudia kila dakika 20-30',
      'initial bolus, then deficit replacement over 24-48 hours':
        'bolasi ya kwanza, kisha kufidia upungufu kwa saa 24-48',
      'initial bolus; double the dose every 5 minutes until atropinised, then infuse 10-20% of the total per hour':
        'bolasi ya kwanza; zidisha dozi mara mbili kila dakika 5 hadi atropine itosheleze, kisha toa kwa infusion 10-20% ya jumla kwa saa',
      'initial dose': 'dozi ya kwanza',
      'initial dose; repeat every 5-10 minutes until atropinised (clear chest, heart rate above 80, dry axillae)':
        'dozi ya kwanza; rudia kila dakika 5-10 hadi atropine itosheleze (kifua safi, mapigo ya moyo juu ya 80, makwapa makavu)',
      'IV until improving, then oral; at least 3 weeks in all (3 to 6 weeks for bone)':
        'IV hadi apate nafuu, kisha kwa kumeza; angalau wiki 3 kwa jumla (wiki 3 hadi 6 kwa mfupa)',
      'lifelong (glaucoma)': 'maisha yote (glaucoma)',
      'lifelong, adjusted by TSH in 25 microgram steps every 4 weeks':
        'maisha yote, ikirekebishwa kulingana na TSH kwa hatua za mikrogramu 25 kila wiki 4',
      'lifelong, adjusted by TSH in 25 to 50 microgram steps every 3 to 4 weeks':
        'maisha yote, ikirekebishwa kulingana na TSH kwa hatua za mikrogramu 25 hadi 50 kila wiki 3 hadi 4',
      'loading dose over 4 hours; then 10 mg/kg (max 700 mg) every 8 hours from 8 hours after the loading dose':
        'dozi ya kuanzia kwa saa 4; kisha 10 mg/kg (kiwango cha juu 700 mg) kila saa 8 kuanzia saa 8 baada ya dozi ya kuanzia',
      'loading dose within 3 hours of injury, then 1 g over 8 hours':
        'dozi ya kuanzia ndani ya saa 3 baada ya jeraha, kisha 1 g kwa saa 8',
      'loading dose, then 12 months': 'dozi ya kuanzia, kisha miezi 12',
      'loading dose, then 5 mg/kg once daily': 'dozi ya kuanzia, kisha 5 mg/kg mara moja kwa siku',
      'loading dose, then lifelong low dose': 'dozi ya kuanzia, kisha dozi ndogo maisha yote',
      'long term (check level, potassium and creatinine)':
        'kwa muda mrefu (pima kiwango, potasiamu na creatinine)',
      'long term (check potassium and creatinine)': 'kwa muda mrefu (pima potasiamu na creatinine)',
      'long term (start when not congested)': 'kwa muda mrefu (anza bila msongamano wa maji)',
      'long term, added for recurrent or large ascites; step up to 160 mg':
        'kwa muda mrefu, inaongezwa kwa maji tumboni yanayojirudia au mengi; ongeza hadi 160 mg',
      'long term, titrated to HbA1c': 'kwa muda mrefu, ikirekebishwa kulingana na HbA1c',
      'long term; increase by 100 mg every 72 hours up to 400 mg if weight loss is inadequate':
        'kwa muda mrefu; ongeza 100 mg kila saa 72 hadi 400 mg ikiwa kupungua uzito hakutoshi',
      'long term; review monthly until controlled': 'kwa muda mrefu; ufuatiliaji kila mwezi hadi idhibitiwe',
      'maximum 6 mg per course; not repeated within 3 days':
        'kiwango cha juu 6 mg kwa dozi nzima; isirudiwe ndani ya siku 3',
    },
  },
];
