import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with t to z. */
export const swahiliInvestigationNotesTToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Tachycardia; fetal heart may be absent in major abruption.':
        'Mapigo ya haraka; mapigo ya moyo wa mtoto yanaweza kukosekana katika kondo kujitenga kukubwa.',
      'TB co-infection is common.': 'Maambukizi ya TB pamoja ni ya kawaida.',
      'TB is the leading cause in the region.': 'TB ndiyo chanzo kikuu katika ukanda huu.',
      'TB is the leading cause of death in advanced HIV.':
        'TB ndiyo chanzo kikuu cha vifo katika VVU iliyokomaa.',
      'TB is the main differential of nodes in the region; staging and tumour-lysis risk.':
        'TB ndiyo uwezekano mkuu mwingine wa tezi zilizovimba katika ukanda huu; kubaini hatua na hatari ya tumour-lysis.',
      'TB mimics pneumonia.': 'TB huiga nimonia.',
      'TB: straw-coloured lymphocytic exudate, ADA > 40 U/L.':
        'TB: exudate ya rangi ya majani makavu yenye lymphocyte, ADA > 40 U/L.',
      'Terminal-spined eggs.': 'Mayai yenye mwiba mwishoni.',
      'Test and treat H. pylori in dyspepsia without alarm features.':
        'Pima na tibu H. pylori katika dyspepsia bila dalili za hatari.',
      'TF: 5 or more follicles on the upper tarsal conjunctiva; TT: a lash touching the eye.':
        'TF: vinundu 5 au zaidi kwenye utando wa ndani wa kope ya juu; TT: kope inayogusa jicho.',
      'The confirmatory test; guides therapy where resistance is common.':
        'Kipimo cha uthibitisho; huongoza tiba mahali usugu umeenea.',
      'The diagnosis is clinical; exclude pneumonia and malaria.':
        'Utambuzi ni wa kikliniki; ondoa uwezekano wa nimonia na malaria.',
      'The syndromic regimen covers syphilis; HIV risk is high with ulcers.':
        'Mpango wa kidalili hufunika kaswende; hatari ya VVU ni kubwa kukiwa na vidonda.',
      'Thrombocytopenia, kidney injury and haemoglobinuria complicate envenoming.':
        'Chembe sahani chache, figo kuumia na himoglobini kwenye mkojo huongeza matatizo ya sumu ya nyoka.',
      'Thrombocytopenia, raised ALT/AST, deranged clotting.':
        'Chembe sahani chache, ALT/AST zilizopanda, kuganda kwa damu kuvurugika.',
      'Timing of delivery depends on gestation and fetal condition.':
        'Wakati wa kujifungua hutegemea umri wa mimba na hali ya mtoto tumboni.',
      'Transfusion and coagulopathy (abruption causes DIC).':
        'Kuongezewa damu na damu kutoganda (kondo kujitenga husababisha DIC).',
      'Transfusion need.': 'Hitaji la kuongezewa damu.',
      'Transfusion planning; anti-D for Rh-negative women.':
        'Kupanga kuongezewa damu; anti-D kwa wanawake wenye Rh hasi.',
      'Treat malaria empirically if positive while VHF testing proceeds.':
        'Tibu malaria kikisia ikiwa chanya wakati kipimo cha VHF kikiendelea.',
      'Treatable causes.': 'Sababu zinazotibika.',
      'Treatable causes: hepatitis B and C.': 'Sababu zinazotibika: homa ya ini B na C.',
      'Treatment in pregnancy differs; STI co-infection.':
        'Matibabu wakati wa ujauzito ni tofauti; maambukizi mengine ya zinaa pamoja.',
      'Treatment must not wait for laboratory results.': 'Matibabu hayapaswi kusubiri matokeo ya maabara.',
      'Treponemal test positive, RPR reactive.': 'Kipimo cha treponema chanya, RPR reactive.',
      'Triple assessment confirms cancer and guides treatment.':
        'Tathmini ya hatua tatu huthibitisha saratani na huongoza matibabu.',
      'Trismus, risus sardonicus, spasms with clear consciousness.':
        'Taya kufunga, tabasamu la kukakamaa (risus sardonicus), mikakamao huku fahamu zikiwa wazi.',
      'Troponin above the 99th percentile with a rising pattern.':
        'Troponin juu ya percentile ya 99 pamoja na mwenendo wa kupanda.',
      'Trypanosomes in blood (rhodesiense) or node aspirate (gambiense).':
        'Trypanosomes kwenye damu (rhodesiense) au majimaji ya tezi (gambiense).',
      'TSH above the reference range; low or low-normal free T4.':
        'TSH juu ya kiwango cha marejeo; free T4 ya chini au ya kawaida ya chini.',
      'Tubo-ovarian abscess.': 'Jipu la mirija na ovari.',
      'Turbid CSF, neutrophil pleocytosis, low glucose, high protein; Gram-negative or Gram-positive diplococci.':
        'CSF yenye ukungu, neutrofili nyingi, sukari ya chini, protini ya juu; diplococci za Gram-negative au Gram-positive.',
      'Twins or molar pregnancy in some.': 'Mapacha au mimba zabibu kwa baadhi.',
      'Typical heartburn and regurgitation without alarm features need no test.':
        'Kiungulia cha kawaida na chakula kurudi kooni bila dalili za hatari havihitaji kipimo.',
      'Typical history with normal examination needs no tests.':
        'Historia ya kawaida pamoja na uchunguzi wa kawaida haihitaji vipimo.',
      'Typical history with triggers is enough to treat.':
        'Historia ya kawaida pamoja na vichochezi inatosha kutibu.',
      'Undiagnosed diabetes predisposes to skin infection.':
        'Kisukari kisichogunduliwa huongeza hatari ya maambukizi ya ngozi.',
      'Upper-lobe infiltrates, cavities, or miliary pattern.':
        'Vivuli kwenye sehemu za juu za mapafu, mashimo, au mtindo wa miliary.',
      'Urea > 7 mmol/L is a CURB-65 criterion.': 'Urea > 7 mmol/L ni kigezo cha CURB-65.',
      'Uric acid > 0.36 mmol/L (6 mg/dL).': 'Uric acid > 0.36 mmol/L (6 mg/dL).',
      'Uric acid can be normal during a flare; kidney function guides drug choice.':
        'Uric acid inaweza kuwa ya kawaida wakati wa mlipuko; utendaji wa figo huongoza uchaguzi wa dawa.',
      'Urine ≥ 1 mL/kg/h (child), ≥ 0.5 mL/kg/h (adult).':
        'Mkojo ≥ 1 mL/kg/h (mtoto), ≥ 0.5 mL/kg/h (mtu mzima).',
      'Usually normal in primary psychosis.': 'Kwa kawaida ni kawaida katika saikosisi ya msingi.',
      'Usually normal.': 'Kwa kawaida ni ya kawaida.',
      'Variable.': 'Hubadilika.',
      'Vertebral collapse or disc-space destruction in spinal TB.':
        'Pingili kuporomoka au kuharibika kwa nafasi ya diski katika TB ya uti wa mgongo.',
      'Vesicles on a red base, papules and crusts together.':
        'Malengelenge juu ya ngozi nyekundu, vinundu na magamba kwa pamoja.',
      'Viability, retained products, ectopic.': 'Uhai wa mimba, mabaki yaliyobaki, mimba nje ya kizazi.',
      'Vibrio cholerae O1 or O139.': 'Vibrio cholerae O1 au O139.',
      'Visual estimates under-count blood loss; ≥ 500 mL is PPH, ≥ 1000 mL severe.':
        'Makadirio ya kuangalia hupunguza kiasi cha damu iliyopotea; ≥ 500 mL ni PPH, ≥ 1000 mL kali.',
      'Wheals that come and go within 24 hours.': 'Vipele vya mzio vinavyokuja na kuondoka ndani ya saa 24.',
      'White count raised with lymphocytosis.': 'Chembe nyeupe zimeongezeka pamoja na lymphocyte nyingi.',
      'WHO 2024 criteria for starting antiviral treatment.':
        'Vigezo vya WHO 2024 vya kuanza matibabu ya virusi.',
      'WHO-recommended initial test: detects TB and rifampicin resistance.':
        'Kipimo cha kwanza kinachopendekezwa na WHO: hugundua TB na usugu wa rifampicin.',
      'X-ray is not needed for typical cases.': 'X-ray haihitajiki kwa wagonjwa wa kawaida.',
      'X-rays do not change management.': 'X-ray hazibadilishi matibabu.',
      'Yellow stools, unconjugated bilirubin in physiological jaundice.':
        'Kinyesi cha njano, bilirubini isiyounganishwa katika manjano ya kawaida ya mtoto mchanga.',
    },
  },
];
