import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with p to s. */
export const swahiliInvestigationNotesPToS: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Pale stools mean biliary atresia (surgery before 60 days).':
        'Kinyesi cheupe huashiria biliary atresia (upasuaji kabla ya siku 60).',
      'Pale swollen nasal mucosa, clear discharge, allergic shiners.':
        'Utando wa pua uliopauka na kuvimba, kamasi nyepesi, weusi chini ya macho wa mzio.',
      'Pancytopenia; HIV co-infection changes treatment.':
        'Chembe zote za damu kupungua; maambukizi ya VVU pamoja hubadilisha matibabu.',
      'Parasitological confirmation and test of cure.': 'Uthibitisho wa vimelea na kipimo cha kupona.',
      'Parasitological confirmation before treatment in every suspected case.':
        'Uthibitisho wa vimelea kabla ya matibabu kwa kila mgonjwa anayeshukiwa.',
      'Parasitological confirmation; rhodesiense parasitaemia is high.':
        'Uthibitisho wa vimelea; wingi wa vimelea wa rhodesiense ni mkubwa.',
      'PCP occurs at CD4 < 200 (any CD4 in infants).':
        'PCP hutokea CD4 ikiwa < 200 (CD4 yoyote kwa watoto wachanga).',
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
      'pH < 7.3 or bicarbonate < 15 mmol/L (severe if pH < 7.1); potassium may be high at first though total body potassium is low.':
        'pH < 7.3 au bicarbonate < 15 mmol/L (kali ikiwa pH < 7.1); potasiamu inaweza kuwa juu mwanzoni ingawa potasiamu yote mwilini iko chini.',
      'pH > 4.5 and clue cells: BV; motile trichomonads; budding yeasts.':
        'pH > 4.5 na clue cells: BV; trichomonas wanaotembea; chachu zinazochipuka.',
      'PHQ-9 >= 10 suggests moderate depression.': 'PHQ-9 >= 10 huashiria msongo wa mawazo wa wastani.',
      'Physical and substance causes of psychosis.': 'Sababu za kimwili na za dawa za kulevya za saikosisi.',
      'Physical causes of mania; choice of mood stabiliser.':
        'Sababu za kimwili za mania; uchaguzi wa dawa ya kutuliza hisia.',
      'Physical look-alikes: arrhythmia, thyrotoxicosis, hypoglycaemia.':
        'Magonjwa ya kimwili yanayofanana: mapigo yasiyo ya kawaida, thyrotoxicosis, sukari ya chini.',
      'Platelets < 100 x 10^9/L, raised transaminases or creatinine in severe disease.':
        'Chembe sahani < 100 x 10^9/L, transaminases au creatinine zilizopanda katika ugonjwa mkali.',
      'Pneumonia, pneumothorax, heart failure and TB mimic or trigger exacerbations.':
        'Nimonia, hewa kwenye utando wa mapafu, moyo kushindwa na TB huiga au huchochea ugonjwa kuzidi.',
      'Pneumonia, urinary infection, abscess or meningitis.':
        'Nimonia, maambukizi ya njia ya mkojo, jipu au homa ya uti wa mgongo.',
      'Positive in about a quarter of TB patients in Kenya.':
        'Chanya kwa takriban robo ya wagonjwa wa TB nchini Kenya.',
      'Positive in most duodenal ulcers.': 'Chanya katika vidonda vingi vya duodenum.',
      'Positive in some cases.': 'Chanya kwa baadhi ya wagonjwa.',
      'Positive PCR.': 'PCR chanya.',
      'Positive RDT; asexual parasites, often high density.':
        'RDT chanya; vimelea vya hatua isiyo ya kijinsia, mara nyingi kwa wingi.',
      'Positive reaction to nickel, chromate, fragrance or hair dye.':
        'Mmenyuko chanya kwa nikeli, chromate, manukato au rangi ya nywele.',
      'Positive syphilis test in syphilitic chancre.':
        'Kipimo cha kaswende chanya katika kidonda cha kaswende.',
      'Positive.': 'Chanya.',
      'Praevia versus abruption.': 'Kondo la chini dhidi ya kondo kujitenga.',
      'Pre-eclampsia is more common.': 'Pre-eclampsia hutokea mara nyingi zaidi.',
      'Pre-eclampsia needs magnesium sulfate and delivery planning.':
        'Pre-eclampsia inahitaji magnesium sulfate na mpango wa kujifungua.',
      'Pre-eclampsia underlies many abruptions.': 'Pre-eclampsia ndiyo chanzo cha kondo kujitenga kwa wengi.',
      'Pre-eclampsia: BP >= 140/90 after 20 weeks with proteinuria (>= 2+ dipstick) or organ dysfunction.':
        'Pre-eclampsia: shinikizo la damu >= 140/90 baada ya wiki 20 pamoja na protini kwenye mkojo (>= 2+ dipstick) au viungo kushindwa kufanya kazi.',
      'Pre-emptive treatment prevents cryptococcal meningitis.':
        'Matibabu ya tahadhari huzuia homa ya uti wa mgongo ya cryptococcus.',
      'Prostate size and cancer.': 'Ukubwa wa tezi dume na saratani.',
      'Proteinuria with hypertension.': 'Protini kwenye mkojo pamoja na shinikizo la damu.',
      'Proteinuria, raised creatinine or left ventricular hypertrophy in long-standing disease.':
        'Protini kwenye mkojo, creatinine iliyopanda au kunenepa kwa ventrikali ya kushoto katika ugonjwa wa muda mrefu.',
      'PSA above the age-specific range; hard irregular gland.':
        'PSA juu ya kiwango cha umri; tezi ngumu isiyo na umbo sawa.',
      'Pulse > 100, systolic falling.': 'Mapigo > 100, systolic inayoshuka.',
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
      'Pyelonephritis is an alternative source.': 'Maambukizi ya figo ni chanzo kingine kinachowezekana.',
      'Pyuria, nitrite positive; E. coli most common.':
        'Usaha kwenye mkojo, nitrite chanya; E. coli ndiye wa kawaida zaidi.',
      'Raised ASO, raised CRP/ESR, first-degree heart block.':
        'ASO iliyopanda, CRP/ESR iliyopanda, kizuizi cha mapigo ya moyo cha daraja la kwanza.',
      'Raised creatinine and bilirubin with modest ALT rise; low platelets; proteinuria.':
        'Creatinine na bilirubini zilizopanda pamoja na ALT kupanda kidogo; chembe sahani chache; protini kwenye mkojo.',
      'Raised creatinine in chronic retention.': 'Creatinine iliyopanda katika mkojo kubaki kwa muda mrefu.',
      'Raised creatinine, proteinuria or haematuria, LVH or ischaemia on ECG.':
        'Creatinine iliyopanda, protini au damu kwenye mkojo, LVH au ischaemia kwenye ECG.',
      'Raised glucose or a positive HIV test.': 'Sukari iliyopanda au kipimo cha VVU chanya.',
      'Raised PSA or a hard nodular gland needs referral.':
        'PSA iliyopanda au tezi ngumu yenye vinundu inahitaji rufaa.',
      'Raised tryptase.': 'Tryptase iliyopanda.',
      'Raised TSH with low free T4 confirms primary hypothyroidism.':
        'TSH iliyopanda pamoja na free T4 ya chini huthibitisha upungufu wa homoni ya tezi wa msingi.',
      'Raised white cell count with neutrophilia; negative pregnancy test.':
        'Chembe nyeupe zilizoongezeka pamoja na neutrofili nyingi; kipimo cha mimba hasi.',
      'Raised white cells and CRP.': 'Chembe nyeupe na CRP zilizopanda.',
      'Raised white cells, mildly raised liver enzymes.':
        "Chembe nyeupe zilizoongezeka, vimeng'enya vya ini vilivyopanda kidogo.",
      'Rapid diagnosis in advanced HIV disease.': 'Utambuzi wa haraka katika ugonjwa wa VVU uliokomaa.',
      'Rapid rule-in/out where LP is delayed.': 'Kuthibitisha au kuondoa kwa haraka LP ikichelewa.',
      'Rapid test for screening (antenatal, STI clinics); RPR titre shows activity and response.':
        'Kipimo cha haraka cha uchunguzi (kliniki za wajawazito, za magonjwa ya zinaa); kiwango cha RPR huonyesha ugonjwa kuwa hai na mwitikio.',
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
      'Reduced eGFR on a sulfonylurea, or malaria in a child.':
        'eGFR iliyopungua akitumia sulfonylurea, au malaria kwa mtoto.',
      'Reduced ejection fraction, valve disease or dilated chambers.':
        'Ejection fraction iliyopungua, ugonjwa wa vali au vyumba vya moyo vilivyopanuka.',
      'Reduced if corneal opacity.': 'Hupungua kukiwa na ukungu wa konea.',
      'Residual > 200 mL suggests chronic retention.':
        'Mkojo unaobaki > 200 mL huashiria mkojo kubaki kwa muda mrefu.',
      'Retained products in the uterine cavity.': 'Mabaki ndani ya mji wa mimba.',
      'Retained products, or intrauterine viable pregnancy in threatened abortion.':
        'Mabaki yaliyobaki, au mimba hai ndani ya kizazi katika tishio la mimba kuharibika.',
      'Retained tissue needs evacuation.': 'Tishu iliyobaki inahitaji kuondolewa.',
      'Rhythm, congestion, kidney function before ACE inhibitors, causes.':
        'Mapigo, msongamano wa damu, utendaji wa figo kabla ya ACE inhibitors, sababu.',
      'Rise and fall of troponin confirms myocardial infarction.':
        'Troponin kupanda na kushuka huthibitisha shambulio la moyo.',
      'Risk factors, bleeding risk before anticoagulation, heart failure.':
        'Vihatarishi, hatari ya kutokwa damu kabla ya dawa za kuzuia damu kuganda, moyo kushindwa.',
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
      'Separates haemorrhage from infarction before aspirin or thrombolysis.':
        'Hutofautisha kuvuja damu na kukosa damu kabla ya aspirin au thrombolysis.',
      'Sepsis workup.': 'Uchunguzi wa sepsis.',
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
      'Shigella resistance to ciprofloxacin is rising.':
        'Usugu wa Shigella dhidi ya ciprofloxacin unaongezeka.',
      'Shigella species.': 'Aina za Shigella.',
      'Shingles in a young adult is a WHO stage 2 condition and often the first sign of HIV.':
        'Mkanda wa jeshi kwa kijana mzima ni hali ya hatua 2 ya WHO na mara nyingi ni ishara ya kwanza ya VVU.',
      'Shock and fetal distress decide how fast delivery must be.':
        'Mshtuko na dhiki ya mtoto tumboni huamua kasi ya kujifungua.',
      'Shock index ≥ 1 or systolic < 90 means massive loss.':
        'Shock index ≥ 1 au systolic < 90 humaanisha upotevu mkubwa wa damu.',
      'Silent hypoxaemia defines severe disease.':
        'Oksijeni pungufu isiyo na dalili hutambulisha ugonjwa mkali.',
      'Simple bedside test for venom-induced coagulopathy (carpet viper, puff adder, boomslang).':
        'Kipimo rahisi cha kitandani cha damu kutoganda kutokana na sumu (kifutu, bafe, boomslang).',
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
    },
  },
];
