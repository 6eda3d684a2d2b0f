import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with s to z. */
export const swahiliInvestigationNotesSToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'S. aureus including MRSA.': 'S. aureus pamoja na MRSA.',
      'S. aureus or Gram-negatives.': 'S. aureus au bakteria wa Gram-negative.',
      'S. aureus or S. pyogenes.': 'S. aureus au S. pyogenes.',
      'S. aureus or streptococci.': 'S. aureus au streptococcus.',
      'Salmonella Typhi or Paratyphi grown in about 60% of cases.':
        'Salmonella Typhi au Paratyphi huota katika takriban 60% ya wagonjwa.',
      'SAM: MUAC < 115 mm, WHZ < -3, or bilateral pitting oedema (children 6-59 months); the appetite test decides inpatient or outpatient care.':
        'SAM: MUAC < 115 mm, WHZ < -3, au uvimbe wa maji wa miguu yote miwili unaobonyea (watoto wa miezi 6-59); kipimo cha hamu ya kula huamua kulazwa au huduma ya nje.',
      'Score 3-4.': 'Alama 3-4.',
      'Second stage: > 5 white cells/microlitre or trypanosomes in CSF.':
        'Hatua ya pili: > 5 chembe nyeupe/microlitre au trypanosomes kwenye CSF.',
      'Selects patients who benefit from antibiotics.': 'Huchagua wagonjwa wanaonufaika na antibiotiki.',
      'Separates haemorrhage from infarction before aspirin or thrombolysis.':
        'Hutofautisha kuvuja damu na kukosa damu kabla ya aspirin au thrombolysis.',
      'Sepsis workup.': 'Uchunguzi wa sepsis.',
      'Septicaemia and the differential diagnosis (malaria, typhoid).':
        'Septicaemia na uwezekano mwingine wa utambuzi (malaria, homa ya matumbo).',
      'Sets fluid volume and referral.': 'Huamua kiasi cha maji na rufaa.',
      'Severe anaemia needs transfusion.': 'Upungufu mkubwa wa damu unahitaji kuongezewa damu.',
      'Severe malaria, sepsis, kidney failure (slower drug clearance) and alcohol cause or prolong hypoglycaemia.':
        'Malaria kali, sepsis, figo kushindwa (dawa kutolewa polepole) na pombe husababisha au kurefusha sukari ya chini.',
      'Severity (Child-Pugh, MELD), kidney function before diuretics.':
        'Ukali (Child-Pugh, MELD), utendaji wa figo kabla ya diuretics.',
      'Severity and dehydration.': 'Ukali na upungufu wa maji mwilini.',
      'Severity and deterioration.': 'Ukali na kuzorota.',
      'Severity and kidney function.': 'Ukali na utendaji wa figo.',
      'Severity and supportive care.': 'Ukali na huduma ya kusaidia.',
      'Severity guides diazepam; fever or confusion needs a search for infection.':
        'Ukali huongoza diazepam; homa au kuchanganyikiwa kunahitaji kutafuta maambukizi.',
      'Severity, organ failure and cause.': 'Ukali, viungo kushindwa na chanzo.',
      'Shigella resistance to ciprofloxacin is rising.':
        'Usugu wa Shigella dhidi ya ciprofloxacin unaongezeka.',
      'Shigella species.': 'Aina za Shigella.',
      'Shingles in a young adult is a WHO stage 2 condition and often the first sign of HIV.':
        'Mkanda wa jeshi kwa kijana mzima ni hali ya hatua 2 ya WHO na mara nyingi ni ishara ya kwanza ya VVU.',
      'Shock and fetal distress decide how fast delivery must be.':
        'Mshtuko na dhiki ya mtoto tumboni huamua kasi ya kujifungua.',
      'Shock index ≥ 1 or systolic < 90 means massive loss.':
        'Shock index ≥ 1 au systolic < 90 humaanisha upotevu mkubwa wa damu.',
      'Shock: pulse > 100 (adult), systolic < 90, cold peripheries.':
        'Mshtuko: mapigo > 100 (mtu mzima), systolic < 90, mikono na miguu baridi.',
      'Silent hypoxaemia defines severe disease.':
        'Oksijeni pungufu isiyo na dalili hutambulisha ugonjwa mkali.',
      'Simple bedside test for venom-induced coagulopathy (carpet viper, puff adder, boomslang).':
        'Kipimo rahisi cha kitandani cha damu kutoganda kutokana na sumu (kifutu, bafe, boomslang).',
      'Single hypoechoic lesion, usually in the right lobe.':
        'Kidonda kimoja cheusi kwenye ultrasound, kwa kawaida katika sehemu ya kulia ya ini.',
      'Small babies become hypoglycaemic.': 'Watoto wadogo hupata sukari ya chini.',
      'Small echogenic kidneys in advanced CKD.':
        "Figo ndogo zinazong'aa kwenye ultrasound katika CKD iliyokomaa.",
      'Small kidneys suggest chronic disease; obstruction or polycystic kidneys are other causes.':
        'Figo ndogo huashiria ugonjwa sugu; kuziba au figo zenye vifuko vingi ni sababu nyingine.',
      'Small nodular liver, splenomegaly, ascites; ascitic neutrophils > 250/mm3 in SBP.':
        'Ini dogo lenye vinundu, bandama kubwa, maji tumboni; neutrofili kwenye maji ya tumbo > 250/mm3 katika SBP.',
      'Smooth, enlarged, rubbery gland in benign enlargement.':
        'Tezi laini, kubwa, yenye ugumu kama mpira katika kuvimba kusiko kwa saratani.',
      'Solid irregular mass; invasive carcinoma with ER, PR and HER2 status.':
        'Uvimbe mgumu usio na umbo maalum; saratani inayovamia pamoja na hali ya ER, PR na HER2.',
      'Some or severe dehydration.': 'Upungufu wa maji wa wastani au mkubwa.',
      'Source control and HIV status change management.':
        'Kudhibiti chanzo na hali ya VVU hubadilisha matibabu.',
      'Spinal TB, myeloma, metastases and infection.':
        'TB ya uti wa mgongo, myeloma, saratani iliyoenea na maambukizi.',
      'Spindle cells; nodular lung infiltrates in pulmonary KS.':
        'Seli za umbo la spindle; vivuli vya vinundu kwenye mapafu katika KS ya mapafu.',
      'SpO2 < 90% is severe pneumonia requiring oxygen.': 'SpO2 < 90% ni nimonia kali inayohitaji oksijeni.',
      'SpO2 < 90%; raised PaCO2 with acidosis in respiratory failure.':
        'SpO2 < 90%; PaCO2 iliyopanda pamoja na asidi mwilini katika mfumo wa kupumua kushindwa.',
      'SpO2 < 90-94%, falls on walking.': 'SpO2 < 90-94%, hushuka akitembea.',
      'SpO2 < 94% means lung injury.': 'SpO2 < 94% humaanisha jeraha la mapafu.',
      'SpO2 >= 90% in non-severe pneumonia.': 'SpO2 >= 90% katika nimonia isiyo kali.',
      'SpO2 >= 94% in mild disease.': 'SpO2 >= 94% katika ugonjwa mdogo.',
      'SpO2 >= 94% in non-severe disease.': 'SpO2 >= 94% katika ugonjwa usio mkali.',
      'SpO2 >= 94%.': 'SpO2 >= 94%.',
      'SpO2 often 90-95%; below 90% in severe cases.':
        'SpO2 mara nyingi 90-95%; chini ya 90% katika hali kali.',
      'Spreading erythema; fluctuance if abscess.': 'Wekundu unaoenea; ulaini wenye majimaji ikiwa ni jipu.',
      'ST elevation selects reperfusion; a normal ECG does not exclude ACS.':
        'ST kupanda huchagua kurudisha mtiririko wa damu; ECG ya kawaida haiondoi ACS.',
      'ST elevation, ST depression, T-wave inversion or new left bundle branch block.':
        'ST kupanda, ST kushuka, T-wave kugeuka au left bundle branch block mpya.',
      'ST-T changes, heart block, arrhythmia.':
        'Mabadiliko ya ST-T, kizuizi cha mapigo ya moyo, mapigo yasiyo ya kawaida.',
      'Stage decides the medicine.': 'Hatua huamua dawa.',
      'Staging for spread.': 'Kubaini hatua ya kuenea.',
      'Staphylococcus aureus is common.': 'Staphylococcus aureus ni wa kawaida.',
      'Staphylococcus aureus or Streptococcus pyogenes.': 'Staphylococcus aureus au Streptococcus pyogenes.',
      'STI co-infections.': 'Maambukizi mengine ya zinaa pamoja.',
      'Stocking distribution loss of sensation.': 'Kupoteza hisia kwa mtindo wa soksi.',
      'Stone size and site, hydronephrosis.': 'Ukubwa na mahali pa jiwe, figo kuvimba kwa mkojo.',
      'Stone with hydronephrosis; stones < 6 mm usually pass.':
        'Jiwe pamoja na figo kuvimba kwa mkojo; mawe < 6 mm kwa kawaida hutoka.',
      'Stones, thick gallbladder wall, pericholecystic fluid, sonographic Murphy sign.':
        'Mawe, ukuta mnene wa kifuko cha nyongo, maji kuzunguka kifuko, ishara ya Murphy kwenye ultrasound.',
      'Stratifies risk and guides imaging and surgical referral.':
        'Hupanga hatari na huongoza picha na rufaa ya upasuaji.',
      'Support needs.': 'Mahitaji ya msaada.',
      'Supports diagnosis when bacteriology is negative.':
        'Husaidia utambuzi vipimo vya bakteria vikiwa hasi.',
      'Supports diagnosis; the Widal test is unreliable and should not be used alone.':
        'Husaidia utambuzi; kipimo cha Widal hakiaminiki na hakipaswi kutumika peke yake.',
      'Supports the diagnosis retrospectively.': 'Huunga mkono utambuzi baadaye.',
      'Supports the diagnosis; not needed when typical symptoms are present in a non-pregnant woman.':
        'Husaidia utambuzi; hakihitajiki dalili za kawaida zikiwepo kwa mwanamke asiye mjamzito.',
      'Suppressed TSH with raised free T4 or T3.': 'TSH iliyoshushwa pamoja na free T4 au T3 iliyopanda.',
      'Sustained BP >= 140/90 mmHg.': 'Shinikizo la damu linalodumu >= 140/90 mmHg.',
      'Symptoms improve within 4 to 8 weeks of PPI.': 'Dalili hupungua ndani ya wiki 4 hadi 8 za PPI.',
      'Systemic spread.': 'Kuenea mwilini mzima.',
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
      'Temperature > 40 °C.': 'Joto > 40 °C.',
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
      'Thrush after the newborn period without antibiotics or inhaled steroids suggests HIV; oesophageal candidiasis is WHO stage 4.':
        'Utando mweupe mdomoni baada ya kipindi cha mtoto mchanga bila antibiotiki wala steroidi za kuvuta huashiria VVU; fangasi ya umio ni hatua 4 ya WHO.',
      'Timing of delivery depends on gestation and fetal condition.':
        'Wakati wa kujifungua hutegemea umri wa mimba na hali ya mtoto tumboni.',
      'Toxigenic Corynebacterium diphtheriae.': 'Corynebacterium diphtheriae inayotoa sumu.',
      'Transfusion and coagulopathy (abruption causes DIC).':
        'Kuongezewa damu na damu kutoganda (kondo kujitenga husababisha DIC).',
      'Transfusion need.': 'Hitaji la kuongezewa damu.',
      'Transfusion planning; anti-D for Rh-negative women.':
        'Kupanga kuongezewa damu; anti-D kwa wanawake wenye Rh hasi.',
      'Transfusion.': 'Kuongezewa damu.',
      'Treat malaria empirically if positive while VHF testing proceeds.':
        'Tibu malaria kikisia ikiwa chanya wakati kipimo cha VHF kikiendelea.',
      'Treat the mother and partner.': 'Mtibu mama na mwenzi wake.',
      'Treatable causes.': 'Sababu zinazotibika.',
      'Treatable causes: hepatitis B and C.': 'Sababu zinazotibika: homa ya ini B na C.',
      'Treatment in pregnancy differs; STI co-infection.':
        'Matibabu wakati wa ujauzito ni tofauti; maambukizi mengine ya zinaa pamoja.',
      'Treatment must not wait for laboratory results.': 'Matibabu hayapaswi kusubiri matokeo ya maabara.',
      'Treatment nomogram and liver injury.': 'Nomogram ya matibabu na jeraha la ini.',
      'Treponemal test positive, RPR reactive.': 'Kipimo cha treponema chanya, RPR reactive.',
      'Triggers and dosing.': 'Vichochezi na kupanga dozi.',
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
      'Tuberculous pericarditis is the commonest cause in the region.':
        'Pericarditis ya TB ndiyo chanzo cha kawaida zaidi katika ukanda huu.',
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
      'Weight < 2.5 kg.': 'Uzito < 2.5 kg.',
      'Wheals that come and go within 24 hours.': 'Vipele vya mzio vinavyokuja na kuondoka ndani ya saa 24.',
      'White count raised with lymphocytosis.': 'Chembe nyeupe zimeongezeka pamoja na lymphocyte nyingi.',
      'White plaques on the oesophageal mucosa.': 'Mabaka meupe kwenye utando wa umio.',
      'WHO 2024 criteria for starting antiviral treatment.':
        'Vigezo vya WHO 2024 vya kuanza matibabu ya virusi.',
      'WHO-recommended initial test: detects TB and rifampicin resistance.':
        'Kipimo cha kwanza kinachopendekezwa na WHO: hugundua TB na usugu wa rifampicin.',
      'Whole one side of the face weak, no other neurology.':
        'Upande mzima mmoja wa uso ni dhaifu, hakuna dalili nyingine za neva.',
      'Widespread ST elevation and PR depression in pericarditis; low voltage in effusion.':
        'ST kupanda kwa upana na PR kushuka katika pericarditis; mawimbi madogo katika maji kuzunguka moyo.',
      'X-ray is not needed for typical cases.': 'X-ray haihitajiki kwa wagonjwa wa kawaida.',
      'X-rays do not change management.': 'X-ray hazibadilishi matibabu.',
      'Yellow stools, unconjugated bilirubin in physiological jaundice.':
        'Kinyesi cha njano, bilirubini isiyounganishwa katika manjano ya kawaida ya mtoto mchanga.',
    },
  },
];
