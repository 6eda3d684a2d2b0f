import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with o to z. */
export const swahiliInvestigationNotesOToZ: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Obstruction, abscess or stones.': 'Kuziba, jipu au mawe.',
      'Obstructive kidney injury.': 'Figo kuumia kutokana na kuziba.',
      'Oesophagitis or normal mucosa.': 'Uvimbe wa umio au utando wa kawaida.',
      'Often < 200 cells/mm3 in late presenters.':
        'Mara nyingi < 200 cells/mm3 kwa wanaokuja wakiwa wamechelewa.',
      'Often normal; leucocytes and nitrites with infection.':
        'Mara nyingi kawaida; chembe nyeupe na nitrite kukiwa na maambukizi.',
      'Often normal; low potassium in prolonged diarrhoea.':
        'Mara nyingi kawaida; potasiamu ya chini katika kuharisha kwa muda mrefu.',
      'One of the patterns.': 'Mojawapo ya mitindo hii.',
      'One of the three organisms.': 'Mmojawapo wa vijidudu vitatu.',
      'Pale stools mean biliary atresia (surgery before 60 days).':
        'Kinyesi cheupe huashiria biliary atresia (upasuaji kabla ya siku 60).',
      'Pale swollen nasal mucosa, clear discharge, allergic shiners.':
        'Utando wa pua uliopauka na kuvimba, kamasi nyepesi, weusi chini ya macho wa mzio.',
      'Parasitological confirmation before treatment in every suspected case.':
        'Uthibitisho wa vimelea kabla ya matibabu kwa kila mgonjwa anayeshukiwa.',
      'Parasitological confirmation; rhodesiense parasitaemia is high.':
        'Uthibitisho wa vimelea; wingi wa vimelea wa rhodesiense ni mkubwa.',
      'PCR positive from eschar; four-fold IgG rise.': 'PCR chanya kutoka kigaga; IgG kupanda mara nne.',
      'PEF < 50% of best or predicted in a severe attack.':
        'PEF < 50% ya bora au inayotarajiwa katika shambulio kali.',
      'PEP can stop if the dog remains healthy for 10 days (never delay starting it).':
        'PEP inaweza kusimamishwa mbwa akibaki mzima kwa siku 10 (usichelewe kamwe kuianza).',
      'Perforated drum (CSOM) vs swollen canal with intact drum (otitis externa); cholesteatoma.':
        'Ngoma ya sikio iliyotoboka (CSOM) dhidi ya mfereji uliovimba wenye ngoma nzima (otitis externa); cholesteatoma.',
      'Perforation with discharge in CSOM; oedematous canal in otitis externa.':
        'Kutoboka pamoja na usaha katika CSOM; mfereji uliovimba katika otitis externa.',
      'Periportal fibrosis or bladder wall thickening in chronic disease.':
        'Fibrosis kuzunguka mishipa ya ini au ukuta wa kibofu kunenepa katika ugonjwa sugu.',
      'Periportal fibrosis, bladder wall changes, hydronephrosis.':
        'Fibrosis kuzunguka mishipa ya ini, mabadiliko ya ukuta wa kibofu, figo kuvimba kwa mkojo.',
      'Persistent airflow obstruction.': 'Kizuizi cha mtiririko wa hewa kinachodumu.',
      'pH > 4.5 and clue cells: BV; motile trichomonads; budding yeasts.':
        'pH > 4.5 na clue cells: BV; trichomonas wanaotembea; chachu zinazochipuka.',
      'PHQ-9 >= 10 suggests moderate depression.': 'PHQ-9 >= 10 huashiria msongo wa mawazo wa wastani.',
      'Physical and substance causes of psychosis.': 'Sababu za kimwili na za dawa za kulevya za saikosisi.',
      'Physical causes of mania; choice of mood stabiliser.':
        'Sababu za kimwili za mania; uchaguzi wa dawa ya kutuliza hisia.',
      'Physical look-alikes: arrhythmia, thyrotoxicosis, hypoglycaemia.':
        'Magonjwa ya kimwili yanayofanana: mapigo yasiyo ya kawaida, thyrotoxicosis, sukari ya chini.',
      'Pneumonia, pneumothorax, heart failure and TB mimic or trigger exacerbations.':
        'Nimonia, hewa kwenye utando wa mapafu, moyo kushindwa na TB huiga au huchochea ugonjwa kuzidi.',
      'Positive in about a quarter of TB patients in Kenya.':
        'Chanya kwa takriban robo ya wagonjwa wa TB nchini Kenya.',
      'Positive in most duodenal ulcers.': 'Chanya katika vidonda vingi vya duodenum.',
      'Positive in some cases.': 'Chanya kwa baadhi ya wagonjwa.',
      'Positive reaction to nickel, chromate, fragrance or hair dye.':
        'Mmenyuko chanya kwa nikeli, chromate, manukato au rangi ya nywele.',
      'Positive syphilis test in syphilitic chancre.':
        'Kipimo cha kaswende chanya katika kidonda cha kaswende.',
      'Positive.': 'Chanya.',
      'Pre-eclampsia is more common.': 'Pre-eclampsia hutokea mara nyingi zaidi.',
      'Pre-emptive treatment prevents cryptococcal meningitis.':
        'Matibabu ya tahadhari huzuia homa ya uti wa mgongo ya cryptococcus.',
      'Prostate size and cancer.': 'Ukubwa wa tezi dume na saratani.',
      'Proteinuria, raised creatinine or left ventricular hypertrophy in long-standing disease.':
        'Protini kwenye mkojo, creatinine iliyopanda au kunenepa kwa ventrikali ya kushoto katika ugonjwa wa muda mrefu.',
      'PSA above the age-specific range; hard irregular gland.':
        'PSA juu ya kiwango cha umri; tezi ngumu isiyo na umbo sawa.',
      'Punched-out erosions with overhanging edges.':
        "Mmomonyoko kama uliotobolewa wenye kingo zinazoning'inia.",
      'Punctate or sclerosing keratitis in advanced disease.':
        'Keratitis ya madoadoa au ya makovu katika ugonjwa uliokomaa.',
      'Purulent discharge, facial tenderness.': 'Kamasi yenye usaha, uso kuuma ukiguswa.',
      'Purulent fluid, > 50,000 white cells/microlitre; Gram-positive cocci.':
        'Majimaji yenye usaha, > 50,000 chembe nyeupe/microlitre; cocci za Gram-positive.',
      'Pus cells and red cells support bacillary dysentery; trophozoites point to amoebiasis.':
        'Chembe za usaha na chembe nyekundu huashiria kuhara damu kwa bakteria; trophozoites huelekeza kwa amiba.',
      'Pus, redness, swelling, foul smell.': 'Usaha, wekundu, uvimbe, harufu mbaya.',
      'Pyuria, nitrite positive; E. coli most common.':
        'Usaha kwenye mkojo, nitrite chanya; E. coli ndiye wa kawaida zaidi.',
      'Raised ASO, raised CRP/ESR, first-degree heart block.':
        'ASO iliyopanda, CRP/ESR iliyopanda, kizuizi cha mapigo ya moyo cha daraja la kwanza.',
      'Raised creatinine and bilirubin with modest ALT rise; low platelets; proteinuria.':
        'Creatinine na bilirubini zilizopanda pamoja na ALT kupanda kidogo; chembe sahani chache; protini kwenye mkojo.',
      'Raised creatinine in chronic retention.': 'Creatinine iliyopanda katika mkojo kubaki kwa muda mrefu.',
      'Raised glucose or a positive HIV test.': 'Sukari iliyopanda au kipimo cha VVU chanya.',
      'Raised PSA or a hard nodular gland needs referral.':
        'PSA iliyopanda au tezi ngumu yenye vinundu inahitaji rufaa.',
      'Raised TSH with low free T4 confirms primary hypothyroidism.':
        'TSH iliyopanda pamoja na free T4 ya chini huthibitisha upungufu wa homoni ya tezi wa msingi.',
      'Raised white cells and CRP.': 'Chembe nyeupe na CRP zilizopanda.',
      'Raised white cells, mildly raised liver enzymes.':
        "Chembe nyeupe zilizoongezeka, vimeng'enya vya ini vilivyopanda kidogo.",
      'Rapid diagnosis in advanced HIV disease.': 'Utambuzi wa haraka katika ugonjwa wa VVU uliokomaa.',
      'RBT positive, SAT >= 1:160.': 'RBT chanya, SAT >= 1:160.',
      'RDT positive or asexual P. falciparum (or other species) parasites, below the hyperparasitaemia threshold (10%).':
        'RDT chanya au vimelea vya P. falciparum vya hatua isiyo ya kijinsia (au aina nyingine), chini ya kiwango cha wingi mkubwa wa vimelea (10%).',
      'RDT screens in outbreaks; culture confirms and gives susceptibility.':
        'RDT huchuja wakati wa milipuko; uoteshaji huthibitisha na kuonyesha dawa zinazofanya kazi.',
      'Reactive on all assays.': 'Chanya (reactive) kwa vipimo vyote.',
      'Records nerve function before treatment to detect new damage.':
        'Hurekodi utendaji wa neva kabla ya matibabu ili kugundua uharibifu mpya.',
      'Red bulging tympanic membrane, or perforation with pus.':
        'Ngoma ya sikio nyekundu iliyovimba, au kutoboka pamoja na usaha.',
      'Redness beyond 1 cm onto the abdomen means severe infection.':
        'Wekundu unaozidi 1 cm kwenye ngozi ya tumbo humaanisha maambukizi makali.',
      'Reduced acuity not corrected by pinhole; lens opacity.':
        'Uwezo wa kuona uliopungua usiorekebishwa na pinhole; ukungu wa lenzi.',
      'Reduced ejection fraction, valve disease or dilated chambers.':
        'Ejection fraction iliyopungua, ugonjwa wa vali au vyumba vya moyo vilivyopanuka.',
      'Reduced if corneal opacity.': 'Hupungua kukiwa na ukungu wa konea.',
      'Residual > 200 mL suggests chronic retention.':
        'Mkojo unaobaki > 200 mL huashiria mkojo kubaki kwa muda mrefu.',
      'Rhythm, congestion, kidney function before ACE inhibitors, causes.':
        'Mapigo, msongamano wa damu, utendaji wa figo kabla ya ACE inhibitors, sababu.',
      'Routine X-ray does not help uncomplicated asthma.':
        'X-ray ya kawaida haisaidii pumu isiyo na matatizo.',
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
      'Sets fluid volume and referral.': 'Huamua kiasi cha maji na rufaa.',
      'Severity (Child-Pugh, MELD), kidney function before diuretics.':
        'Ukali (Child-Pugh, MELD), utendaji wa figo kabla ya diuretics.',
      'Severity and dehydration.': 'Ukali na upungufu wa maji mwilini.',
      'Severity and deterioration.': 'Ukali na kuzorota.',
      'Severity and kidney function.': 'Ukali na utendaji wa figo.',
      'Severity guides diazepam; fever or confusion needs a search for infection.':
        'Ukali huongoza diazepam; homa au kuchanganyikiwa kunahitaji kutafuta maambukizi.',
      'Shigella resistance to ciprofloxacin is rising.':
        'Usugu wa Shigella dhidi ya ciprofloxacin unaongezeka.',
      'Shigella species.': 'Aina za Shigella.',
      'Shingles in a young adult is a WHO stage 2 condition and often the first sign of HIV.':
        'Mkanda wa jeshi kwa kijana mzima ni hali ya hatua 2 ya WHO na mara nyingi ni ishara ya kwanza ya VVU.',
      'Single hypoechoic lesion, usually in the right lobe.':
        'Kidonda kimoja cheusi kwenye ultrasound, kwa kawaida katika sehemu ya kulia ya ini.',
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
      'Spinal TB, myeloma, metastases and infection.':
        'TB ya uti wa mgongo, myeloma, saratani iliyoenea na maambukizi.',
      'Spindle cells; nodular lung infiltrates in pulmonary KS.':
        'Seli za umbo la spindle; vivuli vya vinundu kwenye mapafu katika KS ya mapafu.',
      'SpO2 < 90% is severe pneumonia requiring oxygen.': 'SpO2 < 90% ni nimonia kali inayohitaji oksijeni.',
      'SpO2 < 90%; raised PaCO2 with acidosis in respiratory failure.':
        'SpO2 < 90%; PaCO2 iliyopanda pamoja na asidi mwilini katika mfumo wa kupumua kushindwa.',
      'SpO2 >= 90% in non-severe pneumonia.': 'SpO2 >= 90% katika nimonia isiyo kali.',
      'SpO2 >= 94% in mild disease.': 'SpO2 >= 94% katika ugonjwa mdogo.',
      'SpO2 >= 94% in non-severe disease.': 'SpO2 >= 94% katika ugonjwa usio mkali.',
      'SpO2 >= 94%.': 'SpO2 >= 94%.',
      'SpO2 often 90-95%; below 90% in severe cases.':
        'SpO2 mara nyingi 90-95%; chini ya 90% katika hali kali.',
      'Spreading erythema; fluctuance if abscess.': 'Wekundu unaoenea; ulaini wenye majimaji ikiwa ni jipu.',
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
      'Supports diagnosis when bacteriology is negative.':
        'Husaidia utambuzi vipimo vya bakteria vikiwa hasi.',
      'Supports diagnosis; the Widal test is unreliable and should not be used alone.':
        'Husaidia utambuzi; kipimo cha Widal hakiaminiki na hakipaswi kutumika peke yake.',
      'Supports the diagnosis; not needed when typical symptoms are present in a non-pregnant woman.':
        'Husaidia utambuzi; hakihitajiki dalili za kawaida zikiwepo kwa mwanamke asiye mjamzito.',
      'Suppressed TSH with raised free T4 or T3.': 'TSH iliyoshushwa pamoja na free T4 au T3 iliyopanda.',
      'Sustained BP >= 140/90 mmHg.': 'Shinikizo la damu linalodumu >= 140/90 mmHg.',
      'Symptoms improve within 4 to 8 weeks of PPI.': 'Dalili hupungua ndani ya wiki 4 hadi 8 za PPI.',
      'Systemic spread.': 'Kuenea mwilini mzima.',
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
      'Treatable causes.': 'Sababu zinazotibika.',
      'Treatable causes: hepatitis B and C.': 'Sababu zinazotibika: homa ya ini B na C.',
      'Treatment in pregnancy differs; STI co-infection.':
        'Matibabu wakati wa ujauzito ni tofauti; maambukizi mengine ya zinaa pamoja.',
      'Triple assessment confirms cancer and guides treatment.':
        'Tathmini ya hatua tatu huthibitisha saratani na huongoza matibabu.',
      'Trypanosomes in blood (rhodesiense) or node aspirate (gambiense).':
        'Trypanosomes kwenye damu (rhodesiense) au majimaji ya tezi (gambiense).',
      'TSH above the reference range; low or low-normal free T4.':
        'TSH juu ya kiwango cha marejeo; free T4 ya chini au ya kawaida ya chini.',
      'Tubo-ovarian abscess.': 'Jipu la mirija na ovari.',
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
      'Vibrio cholerae O1 or O139.': 'Vibrio cholerae O1 au O139.',
      'Wheals that come and go within 24 hours.': 'Vipele vya mzio vinavyokuja na kuondoka ndani ya saa 24.',
      'White count raised with lymphocytosis.': 'Chembe nyeupe zimeongezeka pamoja na lymphocyte nyingi.',
      'WHO 2024 criteria for starting antiviral treatment.':
        'Vigezo vya WHO 2024 vya kuanza matibabu ya virusi.',
      'WHO-recommended initial test: detects TB and rifampicin resistance.':
        'Kipimo cha kwanza kinachopendekezwa na WHO: hugundua TB na usugu wa rifampicin.',
      'X-rays do not change management.': 'X-ray hazibadilishi matibabu.',
      'Yellow stools, unconjugated bilirubin in physiological jaundice.':
        'Kinyesi cha njano, bilirubini isiyounganishwa katika manjano ya kawaida ya mtoto mchanga.',
    },
  },
];
