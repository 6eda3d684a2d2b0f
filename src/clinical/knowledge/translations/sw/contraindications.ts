import type { TranslationGroup } from '../types';

/**
 * Contraindication notes of the medicines in Kiswahili, by their English wording (knowledge/medicines);
 * the prescription's lines name the population with the templates of sentences.ts. A note missing here is
 * shown in English. Machine drafts (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliContraindications: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'haemolysis in a G6PD-deficient fetus':
        'kuvunjika kwa chembe nyekundu kwa mtoto tumboni mwenye upungufu wa G6PD',
      'not for infants under 6 months': 'si kwa watoto chini ya miezi 6',
      'not for women breastfeeding an infant under 6 months':
        'si kwa wanawake wanaonyonyesha mtoto chini ya miezi 6',
      'avoid in pregnancy (arthropathy in animal studies); use a safer alternative':
        'epuka wakati wa ujauzito (ugonjwa wa viungo katika tafiti za wanyama); tumia mbadala salama zaidi',
      'tetracyclines stain and weaken fetal teeth and bones':
        'tetracyclines hubadilisha rangi na kudhoofisha meno na mifupa ya mtoto tumboni',
      'not for children under 8 years (tooth discolouration) except for severe infections with no alternative':
        'si kwa watoto chini ya miaka 8 (meno kubadilika rangi) isipokuwa kwa maambukizi makali bila mbadala',
      'avoid while breastfeeding': 'epuka wakati wa kunyonyesha',
      'avoid in the first trimester': 'epuka katika miezi mitatu ya kwanza ya ujauzito',
      'at term it may cause neonatal haemolysis':
        'karibu na kujifungua inaweza kusababisha kuvunjika kwa chembe nyekundu kwa mtoto mchanga',
      'not for infants under 3 months (haemolytic anaemia)':
        'si kwa watoto chini ya miezi 3 (upungufu wa damu wa kuvunjika kwa chembe nyekundu)',
      'ineffective and toxic when eGFR is below 45 mL/min/1.73 m²':
        'haifanyi kazi na ni sumu eGFR ikiwa chini ya 45 mL/min/1.73 m²',
      'not for infants under 6 weeks (kernicterus)': 'si kwa watoto chini ya wiki 6 (kernicterus)',
      'adult fixed-dose tablet: for patients of 30 kg or more':
        'kidonge cha dozi ya kudumu ya watu wazima: kwa wagonjwa wa 30 kg au zaidi',
      'tenofovir disoproxil is avoided when creatinine clearance is below 50 mL/min: use an abacavir-based regimen':
        'tenofovir disoproxil huepukwa creatinine clearance ikiwa chini ya 50 mL/min: tumia mpango wenye abacavir',
      'teratogenic in animals: avoid in the first trimester':
        'husababisha ulemavu kwa wanyama: epuka katika miezi mitatu ya kwanza',
      'high doses are teratogenic in the first trimester':
        'dozi kubwa husababisha ulemavu katika miezi mitatu ya kwanza',
      'teratogenic; avoid pregnancy during and for a month after':
        'husababisha ulemavu; epuka mimba wakati wa matibabu na kwa mwezi mmoja baadaye',
      'not in the first trimester': 'si katika miezi mitatu ya kwanza',
      'not for infants under 12 months': 'si kwa watoto chini ya miezi 12',
      'use liposomal amphotericin B in pregnancy': 'tumia liposomal amphotericin B wakati wa ujauzito',
      'teratogenic: contraception during and for 5 months after':
        'husababisha ulemavu: njia ya uzazi wa mpango wakati wa matibabu na kwa miezi 5 baadaye',
      'not licensed under 2 months': 'haijaidhinishwa chini ya miezi 2',
      'irritant: not for children under 2 years (dilute for older children)':
        'huwasha: si kwa watoto chini ya miaka 2 (changanya kwa maji kwa watoto wakubwa)',
      teratogenic: 'husababisha ulemavu kwa mtoto tumboni',
      'high doses are teratogenic: in pregnancy give at most 10 000 IU daily':
        'dozi kubwa husababisha ulemavu: wakati wa ujauzito toa si zaidi ya 10 000 IU kwa siku',
      'premature closure of the ductus arteriosus and reduced amniotic fluid':
        'kufungwa mapema kwa ductus arteriosus na kupungua kwa maji ya uzazi',
      'not for infants under 3 months': 'si kwa watoto chini ya miezi 3',
      'from 75 years NSAIDs cause gastrointestinal bleeding, kidney injury and heart failure: use paracetamol (AGS Beers Criteria 2023: avoid unless alternatives fail, and then with a gastroprotective agent)':
        'kuanzia miaka 75 NSAIDs husababisha kutokwa damu tumboni, kuumia kwa figo na kushindwa kwa moyo: tumia paracetamol (AGS Beers Criteria 2023: epuka isipokuwa mbadala zimeshindwa, na hapo pamoja na dawa ya kulinda tumbo)',
      'NSAIDs worsen kidney function': 'NSAIDs hudhoofisha utendaji wa figo',
      "Reye's syndrome in children and adolescents (except specialist use in rheumatic fever and Kawasaki disease)":
        "Reye's syndrome kwa watoto na vijana (isipokuwa matumizi ya kitaalamu katika homa ya baridi yabisi na ugonjwa wa Kawasaki)",
      'analgesic doses in the third trimester: bleeding and premature closure of the ductus':
        'dozi za maumivu katika miezi mitatu ya mwisho: kutokwa damu na kufungwa mapema kwa ductus',
      'premature closure of the ductus arteriosus': 'kufungwa mapema kwa ductus arteriosus',
      'avoid in pregnancy': 'epuka wakati wa ujauzito',
      'toxic in severe kidney disease': 'ni sumu katika ugonjwa mkali wa figo',
      'fetotoxic (renal failure, oligohydramnios): stop when pregnancy is planned or confirmed':
        'sumu kwa mtoto tumboni (figo kushindwa, maji ya uzazi kupungua): acha mimba ikipangwa au ikithibitishwa',
      fetotoxic: 'sumu kwa mtoto tumboni',
      'anti-androgenic (feminisation of a male fetus in animal studies): avoid in pregnancy':
        'hupinga homoni za kiume (kumfanya mtoto wa kiume tumboni kuwa na sifa za kike katika tafiti za wanyama): epuka wakati wa ujauzito',
      'hyperkalaemia in kidney disease': 'potasiamu ya juu katika ugonjwa wa figo',
      'lactic acidosis when eGFR is below 30 mL/min/1.73 m²; reduce the dose below 45':
        'asidosisi ya laktiki eGFR ikiwa chini ya 30 mL/min/1.73 m²; punguza dozi chini ya 45',
      'insulin is preferred in pregnancy': 'insulini inapendelewa wakati wa ujauzito',
      'hypoglycaemia, prolonged and recurrent, in severe renal impairment: avoid, or use only with close glucose monitoring under specialist care (insulin preferred)':
        'sukari ya chini ya muda mrefu na ya kujirudia katika figo zilizoharibika sana: epuka, au tumia tu kwa ufuatiliaji wa karibu wa sukari chini ya mtaalamu (insulini inapendelewa)',
      'prolonged hypoglycaemia: not for patients over 60 years':
        'sukari ya chini ya muda mrefu: si kwa wagonjwa zaidi ya miaka 60',
      'accumulates: prolonged hypoglycaemia': 'hujilimbikiza: sukari ya chini ya muda mrefu',
      'not for infants under 1 year (oral)': 'si kwa watoto chini ya mwaka 1 (ya kunywa)',
      'not for children under 2 years': 'si kwa watoto chini ya miaka 2',
      'magnesium and aluminium accumulate in kidney failure':
        'magnesiamu na alumini hujilimbikiza figo zikishindwa',
      'major malformations and developmental delay: avoid in women who may become pregnant':
        'ulemavu mkubwa na kuchelewa kukua: epuka kwa wanawake wanaoweza kupata mimba',
      'not for children under 12 years': 'si kwa watoto chini ya miaka 12',
      'not for children': 'si kwa watoto',
      'accumulates: toxic in kidney impairment': 'hujilimbikiza: ni sumu figo zikiwa zimeharibika',
      'causes uterine contraction and abortion: only for PPH after the birth, or for incomplete abortion or fetal death under a clinician':
        'husababisha mfuko wa uzazi kusinyaa na mimba kutoka: kwa PPH baada ya kujifungua pekee, au kwa mimba iliyotoka nusu au mtoto aliyekufa tumboni chini ya mtaalamu',
      'not for infants under 1 year (extrapyramidal reactions)':
        'si kwa watoto chini ya mwaka 1 (madhara ya extrapyramidal)',
      'not in infants under 2 months (kernicterus)': 'si kwa watoto chini ya miezi 2 (kernicterus)',
      'avoid near term (neonatal kernicterus)': 'epuka karibu na kujifungua (kernicterus ya mtoto mchanga)',
      'not given in pregnancy in treatment programmes':
        'haitolewi wakati wa ujauzito katika programu za matibabu',
      'not for children under 15 kg (or under 90 cm tall)':
        'si kwa watoto chini ya 15 kg (au chini ya urefu wa 90 cm)',
      'excluded from mass treatment in pregnancy': 'wajawazito hawajumuishwi katika matibabu ya jumla',
      'not given under 2 years': 'haitolewi chini ya miaka 2',
      'embryopathy in the first trimester: propylthiouracil is used then':
        'ulemavu wa mtoto katika miezi mitatu ya kwanza: propylthiouracil hutumika wakati huo',
      'accumulates when creatinine clearance is below 30 mL/min: reduce to once daily':
        'hujilimbikiza creatinine clearance ikiwa chini ya 30 mL/min: punguza hadi mara moja kwa siku',
      'embryopathy in the first trimester and fetal bleeding near delivery':
        'ulemavu wa mtoto katika miezi mitatu ya kwanza na kutokwa damu kwa mtoto karibu na kujifungua',
      'toxicity in kidney disease and hypokalaemia: lower doses and levels':
        'sumu katika ugonjwa wa figo na potasiamu ya chini: dozi na viwango vya chini',
      'kidney impairment: toxicity': 'figo zilizoharibika: sumu',
      'cardiac malformation risk: specialist decision': 'hatari ya ulemavu wa moyo: uamuzi wa mtaalamu',
      'avoid in severe kidney impairment': 'epuka katika figo zilizoharibika sana',
      'potent steroids are avoided in infants': 'steroidi zenye nguvu huepukwa kwa watoto wachanga',
    },
  },
  {
    reviewer: null,
    texts: {
      'quinine worsens myasthenia and optic neuritis and is avoided after haemoglobinuria':
        'quinine huzidisha myasthenia na uvimbe wa neva ya jicho na huepukwa baada ya himoglobini kwenye mkojo',
      'haemolysis in G6PD deficiency (radical cure needs a G6PD test)':
        'kuvunjika kwa chembe nyekundu katika upungufu wa G6PD (tiba kamili inahitaji kipimo cha G6PD)',
      'previous penicillin-associated cholestatic jaundice':
        'homa ya manjano ya kuziba nyongo iliyowahi kusababishwa na penicillin',
      'never give intravenously': 'kamwe usitoe kwenye mshipa',
      'neuromuscular blockade': 'kuzuiliwa kwa neva na misuli',
      'newborns with jaundice (bilirubin displacement, kernicterus), born preterm, or needing calcium-containing infusions (fatal precipitates): use cefotaxime':
        'watoto wachanga wenye manjano (bilirubini kusukumwa, kernicterus), waliozaliwa njiti, au wanaohitaji maji ya mshipa yenye kalsiamu (mgando unaoua): tumia cefotaxime',
      'quinolones worsen myasthenia and cause tendon damage':
        'quinolones huzidisha myasthenia na huharibu kano',
      'previous severe skin reaction; haemolysis in G6PD deficiency':
        'mmenyuko mkali wa ngozi uliowahi kutokea; kuvunjika kwa chembe nyekundu katika upungufu wa G6PD',
      'hepatotoxic: avoid in jaundice': 'sumu kwa ini: epuka katika manjano',
      'hepatotoxic: specialist regimen in liver disease':
        'sumu kwa ini: mpango wa mtaalamu katika ugonjwa wa ini',
      hepatotoxic: 'sumu kwa ini',
      'never rechallenge after abacavir hypersensitivity': 'kamwe usirudie baada ya mzio mkali wa abacavir',
      contraindicated: 'hairuhusiwi',
      'destruction of eye cysts causes irreparable damage':
        'kuharibiwa kwa vifuko vya jicho husababisha madhara yasiyorekebishika',
      'iron overload': 'chuma kilichozidi mwilini',
      'hepatotoxic in severe liver disease': 'sumu kwa ini katika ugonjwa mkali wa ini',
      'active or previous peptic ulcer or bleeding, NSAID-induced asthma, heart failure, dengue or a viral haemorrhagic fever, a bleeding disorder or low platelets, cirrhosis (bleeding and kidney injury)':
        'kidonda cha tumbo au kutokwa damu kwa sasa au zamani, pumu inayosababishwa na NSAID, moyo kushindwa, dengue au homa ya virusi ya kutokwa damu, ugonjwa wa kutokwa damu au chembe sahani chache, cirrhosis (kutokwa damu na figo kuumia)',
      'bleeding risk': 'hatari ya kutokwa damu',
      'cardiovascular and bleeding risk': 'hatari ya moyo na mishipa na ya kutokwa damu',
      'respiratory depression; raised intracranial pressure':
        'kudhoofika kwa kupumua; shinikizo kubwa ndani ya fuvu',
      'raises urate; worsens hyponatraemia': 'hupandisha urate; huzidisha upungufu wa sodiamu',
      'previous angioedema; bilateral renal artery stenosis':
        'angioedema iliyowahi kutokea; kubana kwa ateri za figo zote mbili',
      'beta-blockade causes bronchospasm and worsens heart block':
        'beta-blockade husababisha kubana kwa njia ya hewa na huzidisha kizuizi cha mapigo ya moyo',
      'drug-induced lupus': 'lupus inayosababishwa na dawa',
      'reflex tachycardia worsens ischaemia': 'mapigo ya haraka ya kujibu huzidisha moyo kukosa damu',
      'worsens depression; hepatitis; haemolysis':
        'huzidisha msongo wa mawazo; homa ya ini; kuvunjika kwa chembe nyekundu',
      'no effect in anuria; worsens hypovolaemia':
        'haifanyi kazi katika kutotoa mkojo; huzidisha upungufu wa maji kwenye mishipa',
      'bronchospasm; worsens heart block and shock':
        'kubana kwa njia ya hewa; huzidisha kizuizi cha mapigo ya moyo na mshtuko',
      'severe hypotension': 'shinikizo la chini sana la damu',
      'risk of lactic acidosis': 'hatari ya lactic acidosis',
      'ineffective in ketoacidosis and type 1 diabetes':
        'haifanyi kazi katika ketoacidosis na kisukari aina ya 1',
      'acute porphyria': 'porphyria ya ghafla',
      'AV block; marrow depression; porphyria': 'kizuizi cha AV; uboho kudhoofika; porphyria',
      'may precipitate mania: treat as bipolar disorder':
        'inaweza kuchochea mania: tibu kama ugonjwa wa bipolar',
      'cardiotoxic; may precipitate mania': 'sumu kwa moyo; inaweza kuchochea mania',
      'only for an unruptured, haemodynamically stable ectopic pregnancy; never with a viable intrauterine pregnancy':
        'tu kwa mimba nje ya kizazi isiyopasuka yenye hali thabiti ya mzunguko wa damu; kamwe pamoja na mimba hai ndani ya kizazi',
      'active thromboembolic disease': 'ugonjwa wa damu kuganda unaoendelea',
      'does not bind hydrocarbons, corrosives or iron; hydrocarbons risk aspiration':
        'haishikamani na hydrocarbons, kemikali zinazounguza wala chuma; hydrocarbons zina hatari ya kuingia mapafuni',
      'risk of encephalopathy with heavy Loa loa microfilaraemia (Central Africa)':
        'hatari ya athari kwenye ubongo pamoja na wingi mkubwa wa microfilaria za Loa loa (Afrika ya Kati)',
      'severe reactions (eye damage, encephalopathy) in onchocerciasis or loiasis':
        'mmenyuko mkali (uharibifu wa macho, athari kwenye ubongo) katika onchocerciasis au loiasis',
      'previous thionamide agranulocytosis': 'agranulocytosis ya thionamide iliyowahi kutokea',
      'severe liver injury; reserve for the first trimester, thyroid storm or intolerance of carbimazole':
        'jeraha kubwa la ini; itumike tu katika kipindi cha kwanza cha ujauzito, thyroid storm au kutovumilia carbimazole',
      'untreated adrenal insufficiency or thyrotoxicosis':
        'upungufu wa homoni za adrenali au thyrotoxicosis isiyotibiwa',
      'intermittent complete heart block, accessory pathway':
        'kizuizi kamili cha mapigo ya moyo cha mara kwa mara, njia ya ziada ya umeme wa moyo',
      'bronchospasm; heart block; shock': 'kubana kwa njia ya hewa; kizuizi cha mapigo ya moyo; mshtuko',
      'worsens parkinsonism; QT prolongation': 'huzidisha parkinsonism; kurefuka kwa QT',
      'stroke risk in older people with dementia': 'hatari ya kiharusi kwa wazee wenye dementia',
      'central nervous system depression; angle-closure glaucoma':
        'kudhoofika kwa mfumo mkuu wa neva; glaucoma ya kufunga pembe',
      'anticholinergic effects': 'madhara ya anticholinergic',
      'cardiac disease; untreated hypothyroidism': 'ugonjwa wa moyo; upungufu wa homoni ya tezi usiotibiwa',
      'systemic absorption: bronchospasm and bradycardia':
        'ufyonzwaji mwilini: kubana kwa njia ya hewa na mapigo ya polepole',
      'sulfonamide hypersensitivity; electrolyte disturbance; hepatic encephalopathy':
        'mzio mkali wa sulfonamide; kuvurugika kwa chumvi za mwili; athari ya ini kwenye ubongo',
      'worsens untreated infection': 'huzidisha maambukizi yasiyotibiwa',
      'worsens untreated infection, rosacea and acne':
        'huzidisha maambukizi yasiyotibiwa, rosacea na chunusi',
    },
  },
];
