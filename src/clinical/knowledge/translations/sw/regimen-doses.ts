import type { TranslationGroup } from '../types';

/**
 * A regimen item's amount, frequency and duration as the source words them (regimens of knowledge/conditions), where no template of sentences.ts covers them, in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliRegimenDoses: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '1 capsule (20 mg) before breakfast': 'kapsuli 1 (20 mg) kabla ya kifungua kinywa',
      '1 drop in the affected eye': 'tone 1 kwenye jicho lililoathirika',
      '1 tablet (400 mg) with food': 'kidonge 1 (400 mg) pamoja na chakula',
      '1 tablet (500 mg elemental calcium)': 'kidonge 1 (500 mg za kalsiamu halisi)',
      '1 tablet (500 mg) with meals': 'kidonge 1 (500 mg) pamoja na milo',
      '1 tablet (60 mg elemental iron as 200 mg ferrous sulfate)':
        'kidonge 1 (60 mg za chuma halisi kama 200 mg za ferrous sulfate)',
      '1 vial (full intramuscular dose, at least 2.5 IU) into the deltoid, or the thigh in small children':
        'chupa 1 (dozi kamili ya ndani ya misuli, angalau 2.5 IU) kwenye msuli wa bega, au pajani kwa watoto wadogo',
      '10 mg (up to 20 mg if severe)': '10 mg (hadi 20 mg ikiwa kali)',
      '12 to 18 months (Graves disease)': 'miezi 12 hadi 18 (ugonjwa wa Graves)',
      '12 weeks with the vitamin D': 'wiki 12 pamoja na vitamini D',
      '2 months (intensive phase)': 'miezi 2 (awamu ya kwanza)',
      '3 days (only with spreading infection or systemic signs)':
        'siku 3 (tu kukiwa na maambukizi yanayoenea au dalili za mwili mzima)',
      '3 months after haemoglobin normalises': 'miezi 3 baada ya himoglobini kurudi kawaida',
      '3-7 days, reducing daily': 'siku 3-7, ikipunguzwa kila siku',
      '4 doses': 'dozi 4',
      '4 months (continuation phase, after the intensive phase)':
        'miezi 4 (awamu ya kuendeleza, baada ya awamu ya kwanza)',
      '4 weeks, then 1.5 mg/kg (max 40 mg) on alternate days for 4 weeks, then stop':
        'wiki 4, kisha 1.5 mg/kg (kiwango cha juu 40 mg) kila siku ya pili kwa wiki 4, kisha acha',
      '4-8 weeks, then lowest effective dose': 'wiki 4-8, kisha dozi ndogo kabisa inayofanya kazi',
      '5 days (10 days for liver abscess)': 'siku 5 (siku 10 kwa jipu la ini)',
      '5 days (3 days in low HIV prevalence areas)': 'siku 5 (siku 3 katika maeneo yenye VVU kidogo)',
      '5 days (IV or IM if vomiting or confused)': 'siku 5 (IV au IM akitapika au akiwa amechanganyikiwa)',
      '6 months (paucibacillary) or 12 months (multibacillary)':
        'miezi 6 (paucibacillary) au miezi 12 (multibacillary)',
      '6 months (with isoniazid)': 'miezi 6 (pamoja na isoniazid)',
      '6 to 12 months after response, then taper': 'miezi 6 hadi 12 baada ya nafuu, kisha punguza taratibu',
      '7 days (first episode), 5 days (recurrence)': 'siku 7 (mara ya kwanza), siku 5 (kujirudia)',
      '7-10 days in total (switch to oral when afebrile)':
        'siku 7-10 kwa jumla (badilisha kwenda dawa za kumeza homa ikiisha)',
      'apply to the whole body, wash off after 8-12 hours': 'paka mwili mzima, osha baada ya saa 8-12',
      'as needed': 'inapohitajika',
      'at least 12 months after remission of a first episode':
        'angalau miezi 12 baada ya kupona tukio la kwanza',
      'at least 12 weeks, then 400-600 IU daily': 'angalau wiki 12, kisha 400-600 IU kila siku',
      'at least 3 days after the fever settles (usually 5 to 7 days)':
        'angalau siku 3 baada ya homa kushuka (kwa kawaida siku 5 hadi 7)',
      'at least 9-12 months after recovery': 'angalau miezi 9-12 baada ya kupona',
      'during the exacerbation': 'wakati wa ugonjwa kuzidi',
      'every 20 minutes for the first hour, then reassess':
        'kila dakika 20 kwa saa ya kwanza, kisha tathmini upya',
      'every 4 weeks (every 3 weeks for high-risk patients)':
        'kila wiki 4 (kila wiki 3 kwa wagonjwa wenye hatari kubwa)',
      'every 4-6 hours and as needed': 'kila saa 4-6 na inapohitajika',
      'first 4 hours; then Plan A (50-100 mL under 2 years, 100-200 mL from 2 to 10 years, as much as wanted when older, after each loose stool)':
        'saa 4 za kwanza; kisha Mpango A (50-100 mL chini ya miaka 2, 100-200 mL kutoka miaka 2 hadi 10, kadiri anavyotaka akiwa mkubwa zaidi, baada ya kila choo cha majimaji)',
      'first hour, then as needed': 'saa ya kwanza, kisha inapohitajika',
      'for the manic episode; maintenance with a mood stabiliser':
        'kwa kipindi cha mania; kudumisha kwa dawa ya kutuliza hisia',
      'IV until improving, then oral; at least 3 weeks in all (3 to 6 weeks for bone)':
        'IV hadi apate nafuu, kisha kwa kumeza; angalau wiki 3 kwa jumla (wiki 3 hadi 6 kwa mfupa)',
      'lifelong (glaucoma)': 'maisha yote (glaucoma)',
      'lifelong, adjusted by TSH in 25 to 50 microgram steps every 3 to 4 weeks':
        'maisha yote, ikirekebishwa kulingana na TSH kwa hatua za mikrogramu 25 hadi 50 kila wiki 3 hadi 4',
      'long term (check potassium and creatinine)': 'kwa muda mrefu (pima potasiamu na creatinine)',
      'long term (start when not congested)': 'kwa muda mrefu (anza bila msongamano wa maji)',
      'long term, added for recurrent or large ascites; step up to 160 mg':
        'kwa muda mrefu, inaongezwa kwa maji tumboni yanayojirudia au mengi; ongeza hadi 160 mg',
      'long term, titrated to HbA1c': 'kwa muda mrefu, ikirekebishwa kulingana na HbA1c',
      'long term; increase by 100 mg every 72 hours up to 400 mg if weight loss is inadequate':
        'kwa muda mrefu; ongeza 100 mg kila saa 72 hadi 400 mg ikiwa kupungua uzito hakutoshi',
      'long term; review monthly until controlled': 'kwa muda mrefu; ufuatiliaji kila mwezi hadi idhibitiwe',
      'on days 0, 3, 7 and between 14 and 28': 'siku 0, 3, 7 na kati ya siku 14 na 28',
      'once (may be split in two doses 4 hours apart)':
        'mara moja (inaweza kugawanywa katika dozi mbili kwa tofauti ya saa 4)',
      'once a month supervised, plus 50 mg daily':
        'mara moja kwa mwezi ikisimamiwa, pamoja na 50 mg kila siku',
      'once a month supervised, plus 50 mg twice weekly':
        'mara moja kwa mwezi ikisimamiwa, pamoja na 50 mg mara mbili kwa wiki',
      'once a month, supervised': 'mara moja kwa mwezi, ikisimamiwa',
      'once daily at night, increased gradually as tolerated':
        'mara moja kwa siku usiku, ikiongezwa taratibu kadiri inavyovumilika',
      'once daily at night, increased slowly to the lowest effective dose':
        'mara moja kwa siku usiku, ikiongezwa polepole hadi dozi ndogo kabisa inayofanya kazi',
      'once daily by response': 'mara moja kwa siku kulingana na mwitikio',
      'once daily on day 1 and day 2 (third dose 2-4 weeks later if eye signs)':
        'mara moja kwa siku siku ya 1 na siku ya 2 (dozi ya tatu wiki 2-4 baadaye kukiwa na dalili za macho)',
      'once daily, adjusted in 1 mg steps': 'mara moja kwa siku, ikirekebishwa kwa hatua za 1 mg',
      'once daily, doubling every 2 weeks to 10 mg':
        'mara moja kwa siku, ikizidishwa mara mbili kila wiki 2 hadi 10 mg',
      'once daily, then reduced to 5 to 15 mg when euthyroid':
        'mara moja kwa siku, kisha ipunguzwe hadi 5 hadi 15 mg homoni za tezi zikiwa za kawaida',
      'once or twice daily by response': 'mara moja au mbili kwa siku kulingana na mwitikio',
      'over 2-4 hours, repeat by hydration': 'kwa saa 2-4, rudia kulingana na hali ya maji mwilini',
      'over 4 hours in small frequent sips, then reassess':
        'kwa saa 4 kwa funda ndogo za mara kwa mara, kisha tathmini upya',
      'per national criteria': 'kufuata vigezo vya kitaifa',
      'review after 4 to 8 weeks; continue while helpful':
        'tathmini baada ya wiki 4 hadi 8; endelea ikiwa inasaidia',
      'secondary prophylaxis for at least 10 years or to age 40 in moderate-severe disease':
        'kinga ya pili kwa angalau miaka 10 au hadi umri wa miaka 40 katika ugonjwa wa wastani hadi mkali',
      'single dose (if not up to date)': 'dozi moja (ikiwa chanjo haijakamilika)',
      'single dose (only for curd-like discharge or itching)':
        'dozi moja (tu kwa uchafu kama maziwa mgando au muwasho)',
      'single dose, repeated every 6 to 12 months': 'dozi moja, inarudiwa kila miezi 6 hadi 12',
      'single dose, yearly': 'dozi moja, kila mwaka',
      'twice daily with meals (start once daily, increase over weeks)':
        'mara mbili kwa siku pamoja na milo (anza mara moja kwa siku, ongeza kwa wiki kadhaa)',
      'twice daily, doubling every 2 weeks to 10-20 mg twice daily':
        'mara mbili kwa siku, ikizidishwa mara mbili kila wiki 2 hadi 10-20 mg mara mbili kwa siku',
      'two applications, 7 days apart': 'kupaka mara mbili, kwa tofauti ya siku 7',
      'until 1-2 days after the flare settles': 'hadi siku 1-2 baada ya mlipuko kutulia',
      'until 2 weeks after the skin has healed (usually 4 weeks)':
        'hadi wiki 2 baada ya ngozi kupona (kwa kawaida wiki 4)',
      'until euthyroid': 'hadi homoni za tezi ziwe za kawaida',
      'until euvolaemic, then lowest dose': 'hadi maji yawe sawa mwilini, kisha dozi ndogo kabisa',
      'until euvolaemic, then lowest oral dose':
        'hadi maji yawe sawa mwilini, kisha dozi ndogo kabisa ya kumeza',
      'until haemoglobin is normal, then 60 mg daily through pregnancy and 3 months after':
        'hadi himoglobini iwe ya kawaida, kisha 60 mg kila siku katika ujauzito wote na miezi 3 baadaye',
      'until immune recovery per national criteria': 'hadi kinga irudi kufuata vigezo vya kitaifa',
      'until ketonuria clears and she drinks': 'hadi ketoni kwenye mkojo ziishe na aweze kunywa',
      'until oedema and hypertension settle (usually under 1 week)':
        'hadi uvimbe na shinikizo la damu vitulie (kwa kawaida chini ya wiki 1)',
      'until source control, usually 4 to 7 days': 'hadi chanzo kidhibitiwe, kwa kawaida siku 4 hadi 7',
      'until symptoms settle (only for isoniazid-induced neuropathy)':
        'hadi dalili zitulie (tu kwa madhara ya neva yanayosababishwa na isoniazid)',
      'until the flare settles, then stop (use emollients daily)':
        'hadi mlipuko utulie, kisha acha (tumia mafuta ya kulainisha ngozi kila siku)',
      'up to 4 times daily by symptoms': 'hadi mara 4 kwa siku kulingana na dalili',
      'while febrile': 'wakati homa ipo',
      'while hives last (chronic urticaria: continuous)':
        'wakati vipele vya mzio vinaendelea (urticaria sugu: mfululizo)',
      'while pain lasts, up to 7 days': 'wakati maumivu yanaendelea, hadi siku 7',
      'while painful': 'wakati maumivu yapo',
      'while vomiting persists': 'wakati kutapika kunaendelea',
      'with the rifampicin': 'pamoja na rifampicin',
      'with the rifampicin, 6 or 12 months': 'pamoja na rifampicin, miezi 6 au 12',
    },
  },
];
