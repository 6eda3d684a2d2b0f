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
];
