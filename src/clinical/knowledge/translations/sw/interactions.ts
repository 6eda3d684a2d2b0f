import type { TranslationGroup } from '../types';

/**
 * What a medicine interaction does (interactions of knowledge/medicines); the prescription names the medicines with the templates of sentences.ts, in Kiswahili, by their English wording; a text missing here is shown in English. Machine drafts
 * (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliInteractions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'absorption reduced: give ciprofloxacin 2 hours before or 6 hours after':
        'ufyonzwaji hupungua: toa ciprofloxacin saa 2 kabla au saa 6 baada',
      'absorption reduced: separate doses by 2-3 hours': 'ufyonzwaji hupungua: tenganisha dozi kwa saa 2-3',
      'accumulates in kidney disease (nephro- and ototoxicity): extend the dosing interval and monitor levels':
        'hujilimbikiza katika ugonjwa wa figo (sumu kwa figo na masikio): ongeza muda kati ya dozi na fuatilia viwango',
      'accumulates in kidney disease: reduce the dose and keep the patient hydrated':
        'hujilimbikiza katika ugonjwa wa figo: punguza dozi na hakikisha mgonjwa ana maji ya kutosha mwilini',
      'add dolutegravir 50 mg 12 hours after TLD during and for 2 weeks after rifampicin':
        'ongeza dolutegravir 50 mg saa 12 baada ya TLD wakati wa rifampicin na kwa wiki 2 baadaye',
      'additive bradycardia': 'mapigo ya polepole yanayoongezeka',
      'additive nephrotoxicity: monitor creatinine and potassium':
        'sumu kwa figo inayoongezeka: fuatilia creatinine na potasiamu',
      'additive nephrotoxicity: prehydrate, give potassium and magnesium, monitor creatinine':
        'sumu kwa figo inayoongezeka: mpe maji kabla, toa potasiamu na magnesiamu, fuatilia creatinine',
      'additive QT prolongation': 'kurefuka kwa QT kunakoongezeka',
      'additive sedation': 'usingizi unaoongezeka',
      'additive sedation and respiratory depression': 'usingizi na kudhoofika kwa kupumua vinavyoongezeka',
      'antimonials prolong QT: ECG monitoring': 'antimonials hurefusha QT: ufuatiliaji wa ECG',
      'beta-blockers blunt the response (glucagon may be needed); tricyclics increase pressor response':
        'beta-blockers hupunguza mwitikio (glucagon inaweza kuhitajika); tricyclics huongeza mwitikio wa kupandisha shinikizo',
      'beta-blockers oppose salbutamol': 'beta-blockers hupinga salbutamol',
      'binds these in the gut: separate doses by 2-4 hours':
        'hushikamana na dawa hizi tumboni: tenganisha dozi kwa saa 2-4',
      'bleeding risk': 'hatari ya kutokwa damu',
      'bleeding, kidney injury, raised lithium and methotrexate levels':
        'kutokwa damu, figo kuumia, viwango vya lithium na methotrexate kupanda',
      'calcium precipitates with ceftriaxone in the same line':
        'kalsiamu huganda pamoja na ceftriaxone katika mrija mmoja',
      'cardiac toxicity and QT prolongation': 'sumu kwa moyo na kurefuka kwa QT',
      'cations bind dolutegravir: separate doses': 'cations hushikamana na dolutegravir: tenganisha dozi',
      'cations bind dolutegravir: take TLD 2 hours before or 6 hours after':
        'cations hushikamana na dolutegravir: meza TLD saa 2 kabla au saa 6 baada',
      'colchicine toxicity': 'sumu ya colchicine',
      'digoxin toxicity (raised level or hypokalaemia)':
        'sumu ya digoxin (kiwango kupanda au upungufu wa potasiamu)',
      'disulfiram-like reaction': 'mmenyuko kama wa disulfiram',
      'disulfiram-like reaction: no alcohol during and for 48 hours after treatment':
        'mmenyuko kama wa disulfiram: hakuna pombe wakati wa matibabu na kwa saa 48 baadaye',
      'dolutegravir raises metformin levels: at most 1 g a day':
        'dolutegravir hupandisha viwango vya metformin: si zaidi ya 1 g kwa siku',
      'dolutegravir raises metformin levels: keep metformin at or below 1 g a day':
        'dolutegravir hupandisha viwango vya metformin: weka metformin kwa 1 g kwa siku au chini',
      'efavirenz 600 mg once daily is continued with rifampicin without a dose change':
        'efavirenz 600 mg mara moja kwa siku huendelea pamoja na rifampicin bila kubadilisha dozi',
      'efavirenz lowers lumefantrine exposure: watch for treatment failure':
        'efavirenz hushusha kiwango cha lumefantrine mwilini: angalia matibabu kushindwa',
      'enzyme inducers lower dolutegravir levels':
        "dawa zinazochochea vimeng'enya hushusha viwango vya dolutegravir",
      'enzyme inducers lower praziquantel levels: treatment failure':
        "dawa zinazochochea vimeng'enya hushusha viwango vya praziquantel: matibabu kushindwa",
      'enzyme induction lowers artemether and lumefantrine levels: risk of treatment failure':
        "kuchochewa kwa vimeng'enya hushusha viwango vya artemether na lumefantrine: hatari ya matibabu kushindwa",
      'enzyme induction lowers their levels': "kuchochewa kwa vimeng'enya hushusha viwango vyake",
      'erythromycin inhibits CYP3A4 and raises their levels':
        'erythromycin huzuia CYP3A4 na hupandisha viwango vyake',
      'fluconazole raises their levels': 'fluconazole hupandisha viwango vyake',
      'folic acid may lower anticonvulsant levels':
        'folic acid inaweza kushusha viwango vya dawa za degedege',
      'give dolutegravir twice daily with rifampicin':
        'toa dolutegravir mara mbili kwa siku pamoja na rifampicin',
      'heart block and asystole': 'kizuizi cha mapigo ya moyo na moyo kusimama',
      'heart block and hypotension': 'kizuizi cha mapigo ya moyo na shinikizo la chini la damu',
      'higher risk of liver toxicity': 'hatari kubwa zaidi ya sumu kwa ini',
      'hormonal contraception (pill, implant) fails: use a copper IUD, a levonorgestrel IUD or injectable DMPA during rifampicin and for 28 days after':
        'uzazi wa mpango wa homoni (vidonge, kipandikizi) hushindwa: tumia IUD ya shaba, IUD ya levonorgestrel au sindano ya DMPA wakati wa rifampicin na kwa siku 28 baadaye',
      'hormonal contraception fails: use an IUD or DMPA':
        'uzazi wa mpango wa homoni hushindwa: tumia IUD au DMPA',
      'hyperkalaemia: check potassium': 'potasiamu iliyozidi: pima potasiamu',
      'hyperkalaemia: check potassium and creatinine': 'potasiamu iliyozidi: pima potasiamu na creatinine',
      'hyperkalaemia; do not combine with an ACE inhibitor':
        'potasiamu iliyozidi; usichanganye na ACE inhibitor',
      'hypotension and neuromuscular blockade': 'shinikizo la chini la damu na kuzuiliwa kwa neva na misuli',
      'in liver disease the toxicity is dose-related: avoid large doses':
        'katika ugonjwa wa ini sumu hutegemea dozi: epuka dozi kubwa',
      'increased bleeding': 'kutokwa damu kunakoongezeka',
      'INR may rise: monitor': 'INR inaweza kupanda: fuatilia',
      'INR rises: monitor': 'INR hupanda: fuatilia',
      'iron binds these: separate doses': 'chuma hushikamana na dawa hizi: tenganisha dozi',
      'iron binds these: separate doses by 2 hours or more':
        'chuma hushikamana na dawa hizi: tenganisha dozi kwa saa 2 au zaidi',
      'keep simvastatin at or below 20 mg daily': 'weka simvastatin kwa 20 mg kila siku au chini',
      'kidney injury and reduced effect': 'figo kuumia na nguvu ya dawa kupungua',
      'kidney injury, reduced antihypertensive effect, raised lithium and methotrexate levels':
        'figo kuumia, nguvu ya dawa ya shinikizo kupungua, viwango vya lithium na methotrexate kupanda',
      'lactic acidosis: withhold around iodinated contrast':
        'lactic acidosis: zuia karibu na wakati wa kutumia rangi ya iodine ya picha',
      'level changes; carbapenems lower valproate sharply':
        'viwango hubadilika; carbapenems hushusha sana valproate',
      'lithium toxicity': 'sumu ya lithium',
      'loop diuretics add to ototoxicity': 'loop diuretics huongeza sumu kwa masikio',
      'lowers antiretroviral absorption: avoid': 'hupunguza ufyonzwaji wa dawa za VVU: epuka',
      'lowers warfarin effect; alcohol intolerance': 'hupunguza nguvu ya warfarin; kutovumilia pombe',
      'many antibacterials are reported to raise the INR of coumarin anticoagulants: check the INR within a few days of starting and after stopping the course':
        'antibiotiki nyingi huripotiwa kupandisha INR ya dawa za kuzuia damu kuganda za coumarin: pima INR ndani ya siku chache baada ya kuanza na baada ya kumaliza dozi',
      'marrow toxicity: reduce their dose': 'sumu kwa uboho: punguza dozi yake',
      'methotrexate toxicity': 'sumu ya methotrexate',
      'omeprazole reduces its effect; bleeding with warfarin':
        'omeprazole hupunguza nguvu yake; kutokwa damu pamoja na warfarin',
      'ototoxicity with aminoglycosides; lithium and digoxin toxicity through hypokalaemia':
        'sumu kwa masikio pamoja na aminoglycosides; sumu ya lithium na digoxin kupitia upungufu wa potasiamu',
      'penicillins reduce methotrexate excretion: toxicity':
        'penicillins hupunguza utoaji wa methotrexate: sumu ya dawa',
      'piperaquine prolongs the QT interval: avoid other QT-prolonging medicines':
        'piperaquine hurefusha QT: epuka dawa nyingine zinazorefusha QT',
      'precipitates with calcium-containing solutions given through the same line (fatal in neonates): do not mix or co-infuse':
        'huganda pamoja na maji yenye kalsiamu yanayopitishwa mrija mmoja (huua watoto wachanga): usichanganye wala usipitishe pamoja',
      'profound hypotension and neuromuscular blockade reported':
        'shinikizo la chini sana la damu na kuzuiliwa kwa neva na misuli kumeripotiwa',
      'profound hypotension: do not give within 24-48 hours of a PDE-5 inhibitor':
        'shinikizo la chini sana la damu: usitoe ndani ya saa 24-48 za PDE-5 inhibitor',
      'QT prolongation and arrhythmia': 'kurefuka kwa QT na mapigo yasiyo ya kawaida',
      'quinine stimulates insulin release: check blood glucose for hypoglycaemia':
        'quinine huchochea utoaji wa insulini: pima sukari ya damu kuangalia sukari ya chini',
      'raised INR and bleeding': 'INR kupanda na kutokwa damu',
      'raised lithium level and toxicity': 'kiwango cha lithium kupanda na sumu',
      'raises blood glucose: monitor': 'hupandisha sukari ya damu: fuatilia',
      'raises blood glucose; rifampicin lowers prednisolone levels':
        'hupandisha sukari ya damu; rifampicin hushusha viwango vya prednisolone',
      'raises INR: bleeding risk': 'hupandisha INR: hatari ya kutokwa damu',
      'raises their levels': 'hupandisha viwango vyake',
      'raises theophylline levels: convulsions': 'hupandisha viwango vya theophylline: degedege',
      'reduced absorption: take levothyroxine 4 hours apart':
        'ufyonzwaji hupungua: meza levothyroxine kwa tofauti ya saa 4',
      'reduced anticoagulant effect': 'nguvu ya kuzuia damu kuganda hupungua',
      'reduced haloperidol levels': 'viwango vya haloperidol hupungua',
      'reduced methotrexate excretion': 'utoaji wa methotrexate hupungua',
      'reduced risperidone levels': 'viwango vya risperidone hupungua',
      'reduces absorption: give 2 hours apart': 'hupunguza ufyonzwaji: toa kwa tofauti ya saa 2',
      'reduces contraceptive efficacy': 'hupunguza ufanisi wa uzazi wa mpango',
      'reduces the antiplatelet effect of clopidogrel':
        'hupunguza nguvu ya clopidogrel dhidi ya chembe sahani',
      'regular use raises INR': 'matumizi ya mara kwa mara hupandisha INR',
      'respiratory depression: have a bag-valve-mask ready':
        'kudhoofika kwa kupumua: kuwa na bag-valve-mask tayari',
      'rifampicin lowers dolutegravir levels: give dolutegravir 50 mg twice daily during rifampicin and for 2 weeks after it':
        'rifampicin hushusha viwango vya dolutegravir: toa dolutegravir 50 mg mara mbili kwa siku wakati wa rifampicin na kwa wiki 2 baadaye',
      'rifampicin lowers fluconazole levels': 'rifampicin hushusha viwango vya fluconazole',
      'rifampicin lowers nevirapine levels (treatment failure, resistance): replace nevirapine for the whole TB treatment (a dolutegravir-based regimen with dolutegravir 50 mg twice daily, or efavirenz), do not increase it':
        'rifampicin hushusha viwango vya nevirapine (matibabu kushindwa, usugu): badilisha nevirapine kwa muda wote wa matibabu ya TB (mpango wenye dolutegravir ukitumia dolutegravir 50 mg mara mbili kwa siku, au efavirenz), usiiongeze',
      'rifampicin makes boosted protease inhibitors ineffective: do not combine; use rifabutin or change the antiretroviral regimen with specialist advice':
        'rifampicin hufanya boosted protease inhibitors zisifanye kazi: usichanganye; tumia rifabutin au badilisha mpango wa dawa za VVU kwa ushauri wa mtaalamu',
      'rifampicin sharply lowers warfarin levels: check the INR often and raise the warfarin dose; lower it again when rifampicin stops':
        'rifampicin hushusha sana viwango vya warfarin: pima INR mara kwa mara na ongeza dozi ya warfarin; ipunguze tena rifampicin ikisimamishwa',
      'serious bleeding with an anticoagulant or antiplatelet: avoid the NSAID; use paracetamol (and colchicine or prednisolone for gout)':
        'kutokwa damu kwa hatari pamoja na dawa ya kuzuia damu kuganda au ya chembe sahani: epuka NSAID; tumia paracetamol (na colchicine au prednisolone kwa gauti)',
      'serotonin syndrome and raised tricyclic levels': 'serotonin syndrome na viwango vya tricyclic kupanda',
      'serotonin syndrome; raised tricyclic levels': 'serotonin syndrome; viwango vya tricyclic kupanda',
      'weaker response: give intramuscularly and check antibodies where possible':
        'mwitikio dhaifu zaidi: toa ndani ya misuli na pima kingamwili inapowezekana',
      'zinc reduces their absorption: separate doses': 'zinki hupunguza ufyonzwaji wake: tenganisha dozi',
    },
  },
];
