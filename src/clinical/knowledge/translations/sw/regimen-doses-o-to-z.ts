import type { TranslationGroup } from '../types';

/** swahiliRegimenDoses (see regimen-doses.ts), the entries whose English key starts with o to z. */
export const swahiliRegimenDosesOToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'on days 0, 3, 7 and between 14 and 28': 'siku 0, 3, 7 na kati ya siku 14 na 28',
      'once (50 000 IU/kg)': 'mara moja (50 000 IU/kg)',
      'once (loading)': 'mara moja (dozi ya kuanzia)',
      'once (loading), then 75 mg daily': 'mara moja (dozi ya kuanzia), kisha 75 mg kila siku',
      'once (may be split in two doses 4 hours apart)':
        'mara moja (inaweza kugawanywa katika dozi mbili kwa tofauti ya saa 4)',
      'once (weekly for 3 weeks in late or unknown-duration syphilis)':
        'mara moja (kila wiki kwa wiki 3 katika kaswende ya muda mrefu au ya muda usiojulikana)',
      'once (when coagulation is normal)': 'mara moja (kuganda kwa damu kukiwa kawaida)',
      'once a month supervised, plus 50 mg daily':
        'mara moja kwa mwezi ikisimamiwa, pamoja na 50 mg kila siku',
      'once a month supervised, plus 50 mg twice weekly':
        'mara moja kwa mwezi ikisimamiwa, pamoja na 50 mg mara mbili kwa wiki',
      'once a month, supervised': 'mara moja kwa mwezi, ikisimamiwa',
      'once as a loading dose (IV or IM); if fits continue, 10 mg/kg more up to twice, then 5 mg/kg daily':
        'mara moja kama dozi ya kuanzia (IV au IM); degedege likiendelea, 10 mg/kg zaidi hadi mara mbili, kisha 5 mg/kg kila siku',
      'once daily (or 50 mg/kg every 12 hours)': 'mara moja kwa siku (au 50 mg/kg kila saa 12)',
      'once daily at bedtime, increasing by 25-50 mg weekly':
        'mara moja kwa siku wakati wa kulala, ikiongezwa kwa 25-50 mg kila wiki',
      'once daily at night at first, increased as needed in divided doses':
        'mara moja kwa siku usiku mwanzoni, ikiongezwa inapohitajika kwa dozi zilizogawanywa',
      'once daily at night, increased gradually as tolerated':
        'mara moja kwa siku usiku, ikiongezwa taratibu kadiri inavyovumilika',
      'once daily at night, increased slowly to the lowest effective dose':
        'mara moja kwa siku usiku, ikiongezwa polepole hadi dozi ndogo kabisa inayofanya kazi',
      'once daily by response': 'mara moja kwa siku kulingana na mwitikio',
      'once daily on day 1 and day 2 (third dose 2-4 weeks later if eye signs)':
        'mara moja kwa siku siku ya 1 na siku ya 2 (dozi ya tatu wiki 2-4 baadaye kukiwa na dalili za macho)',
      'once daily with the dressing change': 'mara moja kwa siku wakati wa kubadilisha bandeji',
      'once daily, adjusted in 1 mg steps': 'mara moja kwa siku, ikirekebishwa kwa hatua za 1 mg',
      'once daily, doubling every 2 weeks to 10 mg':
        'mara moja kwa siku, ikizidishwa mara mbili kila wiki 2 hadi 10 mg',
      'once daily, increased as needed': 'mara moja kwa siku, ikiongezwa inapohitajika',
      'once daily, increased by the resting heart rate':
        'mara moja kwa siku, ikiongezwa kulingana na mapigo ya moyo akiwa amepumzika',
      'once daily, increased to 2 to 6 mg as needed':
        'mara moja kwa siku, ikiongezwa hadi 2 hadi 6 mg inapohitajika',
      'once daily, then reduced to 5 to 15 mg when euthyroid':
        'mara moja kwa siku, kisha ipunguzwe hadi 5 hadi 15 mg homoni za tezi zikiwa za kawaida',
      'once daily, titrated': 'mara moja kwa siku, ikirekebishwa',
      'once every 24 hours': 'mara moja kila saa 24',
      'once if glucose < 3 mmol/L, then recheck': 'mara moja ikiwa sukari < 3 mmol/L, kisha pima tena',
      'once or twice daily by response': 'mara moja au mbili kwa siku kulingana na mwitikio',
      'once within 3 hours of birth; a second 1 g if bleeding continues after 30 minutes or restarts within 24 hours':
        'mara moja ndani ya saa 3 baada ya kuzaliwa; 1 g ya pili damu ikiendelea baada ya dakika 30 au ikianza tena ndani ya saa 24',
      'once, at another site from the immunoglobulin': 'mara moja, sehemu tofauti na ya immunoglobulin',
      'once, before any glucose': 'mara moja, kabla ya glukosi yoyote',
      'once, IV over 15 minutes (or IM); if still convulsing, 10 mg/kg more after 30 minutes':
        'mara moja, IV kwa dakika 15 (au IM); degedege likiendelea, 10 mg/kg zaidi baada ya dakika 30',
      'once, IV over 20 minutes (or IM)': 'mara moja, IV kwa dakika 20 (au IM)',
      'once, repeat once if glucose still low after 15 minutes':
        'mara moja, rudia mara moja sukari ikiwa bado chini baada ya dakika 15',
      'once, then a maintenance glucose infusion or feeds':
        'mara moja, kisha infusion ya glukosi ya kudumisha au kulisha',
      'once, then infusion of 20 IU in 1 L saline or Ringer’s lactate at 60 drops/min; no more than 3 L of oxytocin-containing fluid':
        'mara moja, kisha infusion ya 20 IU katika 1 L ya saline au Ringer’s lactate kwa matone 60/min; si zaidi ya 3 L za maji yenye oxytocin',
      'once, with the IV loading dose': 'mara moja, pamoja na dozi ya kuanzia ya IV',
      'once, within 1 hour of ingestion, only if awake with a safe airway':
        'mara moja, ndani ya saa 1 baada ya kumeza, tu akiwa macho na njia ya hewa salama',
      'once; repeat after 10 minutes if still convulsing':
        'mara moja; rudia baada ya dakika 10 degedege likiendelea',
      'once; repeat after 30 minutes while BP is 160/110 or more, checking BP every 15 minutes':
        'mara moja; rudia baada ya dakika 30 wakati shinikizo ni 160/110 au zaidi, ukipima shinikizo kila dakika 15',
      'once; repeat if glucose stays low': 'mara moja; rudia sukari ikibaki chini',
      'over 1 hour if dehydrated, then by response':
        'kwa saa 1 ikiwa ana upungufu wa maji, kisha kulingana na mwitikio',
      'over 2-4 hours, repeat by hydration': 'kwa saa 2-4, rudia kulingana na hali ya maji mwilini',
      'over 20 minutes, then 8 mg/kg/hour by infusion': 'kwa dakika 20, kisha 8 mg/kg/saa kwa infusion',
      'over 30-60 minutes (20 mL/kg fast only in shock)':
        'kwa dakika 30-60 (20 mL/kg kwa kasi tu katika mshtuko)',
      'over 4 hours in small frequent sips, then reassess':
        'kwa saa 4 kwa funda ndogo za mara kwa mara, kisha tathmini upya',
      'over the first hour': 'katika saa ya kwanza',
      'per hour by continuous infusion (fixed rate)':
        'kwa saa kwa infusion ya mfululizo (kasi isiyobadilika)',
      'per hour by continuous infusion, starting 1 hour after fluids':
        'kwa saa kwa infusion ya mfululizo, kuanzia saa 1 baada ya maji',
      'per national criteria': 'kufuata vigezo vya kitaifa',
      'rapid bolus if hypotensive or poorly perfused; repeat by response':
        'bolasi ya haraka ikiwa shinikizo la damu liko chini au damu haifiki vizuri mwilini; rudia kulingana na mwitikio',
      'rapidly if hypotensive; repeat by response':
        'kwa haraka ikiwa shinikizo la damu liko chini; rudia kulingana na mwitikio',
      'rapidly, then recheck glucose after 30 minutes':
        'kwa haraka, kisha pima sukari tena baada ya dakika 30',
      'repeat after 20-30 minutes if needed': 'rudia baada ya dakika 20-30 ikihitajika',
      'repeat by response': 'rudia kulingana na mwitikio',
      'repeat by response (pulse, BP, urine output)':
        'rudia kulingana na mwitikio (mapigo, shinikizo la damu, kiasi cha mkojo)',
      'repeat by response (pulse, BP, urine) up to 3 L before blood':
        'rudia kulingana na mwitikio (mapigo, shinikizo la damu, mkojo) hadi 3 L kabla ya damu',
      'repeat every 20-30 minutes until diastolic below 110 mmHg':
        'rudia kila dakika 20-30 hadi diastolic iwe chini ya 110 mmHg',
      'repeat every 5 minutes if needed': 'rudia kila dakika 5 ikihitajika',
      'review after 4 to 8 weeks; continue while helpful':
        'tathmini baada ya wiki 4 hadi 8; endelea ikiwa inasaidia',
      'review at 48-72 hours with cultures': 'tathmini baada ya saa 48-72 pamoja na matokeo ya uoteshaji',
      'second infusion over 4 hours': 'infusion ya pili kwa saa 4',
      'secondary prophylaxis for at least 10 years or to age 40 in moderate-severe disease':
        'kinga ya pili kwa angalau miaka 10 au hadi umri wa miaka 40 katika ugonjwa wa wastani hadi mkali',
      'short course of up to 2 weeks for a flare': 'dozi fupi ya hadi wiki 2 kwa mlipuko',
      'single dose (early syphilis)': 'dozi moja (kaswende ya mapema)',
      'single dose (if not up to date)': 'dozi moja (ikiwa chanjo haijakamilika)',
      'single dose (only for curd-like discharge or itching)':
        'dozi moja (tu kwa uchafu kama maziwa mgando au muwasho)',
      'single dose at birth (if not given)': 'dozi moja wakati wa kuzaliwa (ikiwa haijatolewa)',
      'single dose if not up to date': 'dozi moja ikiwa chanjo haijakamilika',
      'single dose, repeated every 6 to 12 months': 'dozi moja, inarudiwa kila miezi 6 hadi 12',
      'single dose, then daily if malnourished or a heavy drinker':
        'dozi moja, kisha kila siku akiwa na utapiamlo au ni mnywaji mkubwa wa pombe',
      'single dose, yearly': 'dozi moja, kila mwaka',
      'single pre-referral dose': 'dozi moja ya kabla ya rufaa',
      'slowly IV, then recheck glucose after 30 minutes':
        'polepole IV, kisha pima sukari tena baada ya dakika 30',
      'start the primary series': 'anza mfululizo wa chanjo za msingi',
      'the labelled number of drops after dry wicking':
        'idadi ya matone iliyoandikwa kwenye lebo baada ya kukausha kwa utambi',
      'thin layer (about 3 mm) under a clean dressing':
        'safu nyembamba (takriban 3 mm) chini ya bandeji safi',
      'thin layer over the lesion': 'safu nyembamba juu ya kidonda',
      'thin layer over the lesion and 2 cm around it': 'safu nyembamba juu ya kidonda na 2 cm kukizunguka',
      'thin layer to the affected skin': 'safu nyembamba kwenye ngozi iliyoathirika',
      'thin layer to the affected skin (not the face)':
        'safu nyembamba kwenye ngozi iliyoathirika (si usoni)',
      'third infusion over 16 hours': 'infusion ya tatu kwa saa 16',
      'three times a week (not daily)': 'mara tatu kwa wiki (si kila siku)',
      'twice daily (at 0, 8, 24, 36, 48 and 60 hours) with breast milk or feed':
        'mara mbili kwa siku (saa 0, 8, 24, 36, 48 na 60) pamoja na maziwa ya mama au chakula',
      'twice daily (once daily under 70 kg)': 'mara mbili kwa siku (mara moja kwa siku chini ya kg 70)',
      'twice daily with meals (start once daily, increase over weeks)':
        'mara mbili kwa siku pamoja na milo (anza mara moja kwa siku, ongeza kwa wiki kadhaa)',
      'twice daily, doubling every 2 weeks to 10-20 mg twice daily':
        'mara mbili kwa siku, ikizidishwa mara mbili kila wiki 2 hadi 10-20 mg mara mbili kwa siku',
      'two applications, 7 days apart': 'kupaka mara mbili, kwa tofauti ya siku 7',
      'until 1-2 days after the flare settles': 'hadi siku 1-2 baada ya mlipuko kutulia',
      'until 2 weeks after healing': 'hadi wiki 2 baada ya kupona',
      'until 2 weeks after the skin has healed (usually 4 weeks)':
        'hadi wiki 2 baada ya ngozi kupona (kwa kawaida wiki 4)',
      'until appetite returns and oedema resolves (usually 2-7 days), then transition to RUTF or F-100':
        'hadi hamu ya kula irudi na uvimbe uishe (kwa kawaida siku 2-7), kisha hamia RUTF au F-100',
      'until bleeding stops, infusion continued for at least 1 hour after':
        'hadi damu ikome, infusion iendelee kwa angalau saa 1 baadaye',
      'until BP below 160/110 (never the prolonged-release tablet for this)':
        'hadi shinikizo liwe chini ya 160/110 (kamwe kidonge cha kutoa dawa taratibu kwa hili)',
      'until controlled': 'hadi idhibitiwe',
      'until controlled (max 20 mg IV)': 'hadi idhibitiwe (kiwango cha juu 20 mg IV)',
      'until controlled (max 200 mg); then oral treatment':
        'hadi idhibitiwe (kiwango cha juu 200 mg); kisha matibabu ya kumeza',
      'until controlled (max 300 mg)': 'hadi idhibitiwe (kiwango cha juu 300 mg)',
      'until delivery': 'hadi kujifungua',
      'until delivery, review after': 'hadi kujifungua, tathmini baadaye',
      'until diastolic 90-100 mmHg': 'hadi diastolic iwe 90-100 mmHg',
      'until euthyroid': 'hadi homoni za tezi ziwe za kawaida',
      'until euvolaemic, then lowest dose': 'hadi maji yawe sawa mwilini, kisha dozi ndogo kabisa',
      'until euvolaemic, then lowest oral dose':
        'hadi maji yawe sawa mwilini, kisha dozi ndogo kabisa ya kumeza',
      'until haemoglobin is normal, then 60 mg daily through pregnancy':
        'hadi himoglobini iwe ya kawaida, kisha 60 mg kila siku katika ujauzito wote',
      'until haemoglobin is normal, then 60 mg daily through pregnancy and 3 months after':
        'hadi himoglobini iwe ya kawaida, kisha 60 mg kila siku katika ujauzito wote na miezi 3 baadaye',
      'until healed': 'hadi kupona',
      'until immune recovery per national criteria': 'hadi kinga irudi kufuata vigezo vya kitaifa',
      'until improvement (IV infusion by a specialist if refractory)':
        'hadi apate nafuu (infusion ya mshipa na mtaalamu isipoitikia)',
      'until ketoacidosis resolves': 'hadi ketoacidosis iishe',
      'until ketonuria clears and she drinks': 'hadi ketoni kwenye mkojo ziishe na aweze kunywa',
      'until oedema and hypertension settle (usually under 1 week)':
        'hadi uvimbe na shinikizo la damu vitulie (kwa kawaida chini ya wiki 1)',
      'until oral treatment is possible': 'hadi matibabu ya kumeza yawezekane',
      'until pulse < 100 and systolic ≥ 90': 'hadi mapigo < 100 na systolic ≥ 90',
      'until source control, usually 4 to 7 days': 'hadi chanzo kidhibitiwe, kwa kawaida siku 4 hadi 7',
      'until stable': 'hadi hali itulie',
      'until stable and during transfer': 'hadi hali itulie na wakati wa kuhamishwa',
      'until symptoms settle (only for isoniazid-induced neuropathy)':
        'hadi dalili zitulie (tu kwa madhara ya neva yanayosababishwa na isoniazid)',
      'until the flare settles, then stop (use emollients daily)':
        'hadi mlipuko utulie, kisha acha (tumia mafuta ya kulainisha ngozi kila siku)',
      'up to 15 g of 5% cream (½ tube)': 'hadi 15 g za krimu 5% (½ ya tube)',
      'up to 3 doses': 'hadi dozi 3',
      'up to 3 times daily': 'hadi mara 3 kwa siku',
      'up to 3.75 g of 5% cream (⅛ of a 30 g tube), whole body including scalp':
        'hadi 3.75 g za krimu 5% (⅛ ya tube ya 30 g), mwili mzima pamoja na ngozi ya kichwa',
      'up to 30 g of 5% cream (1 tube), neck down':
        'hadi 30 g za krimu 5% (tube 1), kutoka shingoni kwenda chini',
      'up to 4 times daily by symptoms': 'hadi mara 4 kwa siku kulingana na dalili',
      'up to 5 days (extrapyramidal effects)': 'hadi siku 5 (madhara ya extrapyramidal)',
      'up to 7.5 g of 5% cream (¼ tube)': 'hadi 7.5 g za krimu 5% (¼ ya tube)',
      'while congested': 'wakati kuna msongamano wa maji',
      'while febrile': 'wakati homa ipo',
      'while hives last': 'wakati vipele vya mzio vinaendelea',
      'while hives last (chronic urticaria: continuous)':
        'wakati vipele vya mzio vinaendelea (urticaria sugu: mfululizo)',
      'while pain lasts, up to 7 days': 'wakati maumivu yanaendelea, hadi siku 7',
      'while painful': 'wakati maumivu yapo',
      'while severe pain lasts': 'wakati maumivu makali yanaendelea',
      'while vomiting persists': 'wakati kutapika kunaendelea',
      'with the rifampicin': 'pamoja na rifampicin',
      'with the rifampicin, 6 or 12 months': 'pamoja na rifampicin, miezi 6 au 12',
    },
  },
];
