import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with f to l. */
export const swahiliInvestigationNotesFToL: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'F1 antigen positive; Yersinia pestis on culture or PCR; bipolar Gram-negative rods.':
        'Antigeni F1 chanya; Yersinia pestis kwenye uoteshaji au PCR; vijiti vya Gram-negative vyenye rangi pande mbili.',
      'Falling haemoglobin.': 'Himoglobini inayoshuka.',
      'Falling platelets and rising haematocrit signal plasma leakage.':
        'Chembe sahani kushuka na haematocrit kupanda huashiria kuvuja kwa plasma.',
      'Falling SpO2, rising rate.': 'SpO2 inayoshuka, kasi inayopanda.',
      'Fast breathing and/or chest indrawing.': 'Kupumua haraka na/au kifua kubonyea ndani.',
      'Fasting 5.1-6.9 or 1-h ≥ 10.0 or 2-h 8.5-11.0 mmol/L.':
        'Bila kula 5.1-6.9 au saa 1 ≥ 10.0 au saa 2 8.5-11.0 mmol/L.',
      'Fasting ≥ 7.0 or random ≥ 11.1 means diabetes in pregnancy, not gestational diabetes.':
        'Bila kula ≥ 7.0 au wakati wowote ≥ 11.1 humaanisha kisukari katika ujauzito, si kisukari cha ujauzito.',
      'Febrile differential; pregnancy changes management.':
        'Uwezekano mwingine wa homa; ujauzito hubadilisha matibabu.',
      'Ferritin < 15 microgram/L (< 30 with inflammation); pencil cells on the film.':
        'Ferritin < 15 microgram/L (< 30 kukiwa na uvimbe mwilini); chembe za umbo la penseli kwenye filamu.',
      'FEV1 increase > 12% and 200 mL after bronchodilator.':
        'FEV1 kuongezeka > 12% na 200 mL baada ya dawa ya kufungua njia ya hewa.',
      'Fever and aches overlap with malaria.': 'Homa na maumivu ya mwili huingiliana na malaria.',
      'Fever differential.': 'Uwezekano mwingine wa homa.',
      'Fever may have another cause.': 'Homa inaweza kuwa na chanzo kingine.',
      'Filling defect; dilated right ventricle; sinus tachycardia, S1Q3T3.':
        'Pengo la kujaza; ventrikali ya kulia iliyopanuka; mapigo ya haraka ya sinus, S1Q3T3.',
      'Finds the life-threatening injury first.': 'Hutafuta jeraha linalohatarisha maisha kwanza.',
      'Fluid around the testis.': 'Maji kuzunguka korodani.',
      'Fluid calculation and adequacy.': 'Kukokotoa maji na kutosheleza kwake.',
      'Focal liver lesion; AFP often > 400 ng/mL.':
        'Kidonda cha sehemu moja kwenye ini; AFP mara nyingi > 400 ng/mL.',
      'Follicles (TF) or inflammatory thickening (TI) in children; scarring and trichiasis in adults.':
        'Vinundu (TF) au unene wa uvimbe (TI) kwa watoto; makovu na trichiasis kwa watu wazima.',
      'Fracture line or dislocation.': 'Mstari wa kuvunjika au kiungo kuteguka.',
      'Free fluid, haemothorax, pelvic fracture.':
        'Maji tumboni, damu kwenye utando wa mapafu, kuvunjika kwa nyonga.',
      'Friable, bleeding or ulcerated cervix; histology of squamous cell carcinoma.':
        'Shingo ya kizazi dhaifu, inayotoa damu au yenye kidonda; histology ya squamous cell carcinoma.',
      'Gallstones as the cause; excludes other acute abdomen.':
        'Mawe ya nyongo kama chanzo; huondoa magonjwa mengine ya ghafla ya tumbo.',
      'Gallstones or dilated bile duct; swollen pancreas; free fluid.':
        'Mawe ya nyongo au mrija wa nyongo uliopanuka; kongosho lililovimba; maji tumboni.',
      'Gastric or duodenal ulcer, gastritis, or normal (functional dyspepsia).':
        'Kidonda cha tumbo au duodenum, gastritis, au kawaida (dyspepsia ya kiutendaji).',
      'GCS 13-15 minor, 9-12 moderate, ≤ 8 severe.': 'GCS 13-15 ndogo, 9-12 ya wastani, ≤ 8 kali.',
      'Glaucoma is silent until late.': 'Glaucoma haina dalili hadi inapochelewa.',
      'Glucose < 2.2 mmol/L defines severe malaria; treat below 2.5 mmol/L.':
        'Sukari < 2.2 mmol/L hutambulisha malaria kali; tibu ikiwa chini ya 2.5 mmol/L.',
      'Glucose < 3.9 mmol/L (< 3.0 mmol/L clinically significant; < 2.5 mmol/L in a sick child).':
        'Sukari < 3.9 mmol/L (< 3.0 mmol/L ina maana kikliniki; < 2.5 mmol/L kwa mtoto mgonjwa).',
      'Glucose >= 3 mmol/L.': 'Sukari >= 3 mmol/L.',
      'Glucose may be low.': 'Sukari inaweza kuwa chini.',
      'Glucose or HbA1c above the diagnostic threshold.': 'Sukari au HbA1c juu ya kiwango cha utambuzi.',
      'Glucose usually > 14 mmol/L; ketones ++ or blood beta-hydroxybutyrate >= 3 mmol/L.':
        'Sukari kwa kawaida > 14 mmol/L; ketoni ++ au beta-hydroxybutyrate ya damu >= 3 mmol/L.',
      'Gonococcal conjunctivitis threatens sight within days.':
        'Conjunctivitis ya gonococcus huhatarisha uwezo wa kuona ndani ya siku chache.',
      'Gonococcus (days 2-5) or chlamydia (days 5-14).': 'Gonococcus (siku 2-5) au chlamydia (siku 5-14).',
      'Grade 0, 1 or 2 disability.': 'Ulemavu wa daraja 0, 1 au 2.',
      'Grades hypothermia (36.0-36.4 mild, 32-35.9 moderate, < 32 severe).':
        'Hupima ukali wa joto la chini (36.0-36.4 kidogo, 32-35.9 wastani, < 32 kali).',
      'Grades severity and guides potassium replacement.': 'Hupima ukali na huongoza kurudisha potasiamu.',
      'Grades severity and response to treatment.': 'Hupima ukali na mwitikio wa matibabu.',
      'Gram-negative diplococci: gonococcus.': 'Diplococci za Gram-negative: gonococcus.',
      'Gram-negative intracellular diplococci (gonorrhoea).':
        'Diplococci za Gram-negative ndani ya seli (kisonono).',
      'Gram-negative intracellular diplococci in gonococcal infection.':
        'Diplococci za Gram-negative ndani ya seli katika maambukizi ya gonococcus.',
      'Gram-negative rods, Staphylococcus aureus, pneumococcus or non-typhoidal Salmonella are common in Africa.':
        'Vijiti vya Gram-negative, Staphylococcus aureus, pneumococcus au Salmonella isiyo ya typhoid ni vya kawaida barani Afrika.',
      'Growth restriction or distress in severe disease.':
        'Ukuaji uliozuiliwa au dhiki ya mtoto katika ugonjwa mkali.',
      'Guillain-Barré syndrome: raised CSF protein with normal cells.':
        'Guillain-Barré syndrome: protini ya CSF iliyopanda pamoja na seli za kawaida.',
      'Haematoma, contusion or depressed fracture.':
        'Damu iliyoganda, mchubuko wa ubongo au kuvunjika kwa fuvu kulikobonyea.',
      'Haematophagous trophozoites confirm invasive amoebiasis; cysts alone do not.':
        'Trophozoites zilizomeza chembe nyekundu huthibitisha amiba inayovamia; vifuko pekee havithibitishi.',
      'Haematuria, proteinuria or raised blood pressure point to nephritis.':
        'Damu kwenye mkojo, protini kwenye mkojo au shinikizo la damu lililopanda huelekeza kwa nephritis.',
      'Haemolysis needs earlier treatment.':
        'Kuvunjika kwa chembe nyekundu kunahitaji matibabu ya mapema zaidi.',
      'Hb 6-9 g/dL at steady state; lower in a crisis; low reticulocytes in aplastic crisis.':
        'Hb 6-9 g/dL katika hali thabiti; chini zaidi wakati wa crisis; reticulocytes chache katika aplastic crisis.',
      'Hb < 11 g/dL; < 7 severe.': 'Hb < 11 g/dL; < 7 kali.',
      'Hb below the WHO threshold (e.g. < 12 g/dL non-pregnant women, < 13 men, < 11 pregnancy and children 6-59 months) with low MCV.':
        'Hb chini ya kiwango cha WHO (kwa mfano < 12 g/dL wanawake wasio wajawazito, < 13 wanaume, < 11 ujauzito na watoto wa miezi 6-59) pamoja na MCV ya chini.',
      'Hb falling; < 7 g/dL needs transfusion.': 'Hb inayoshuka; < 7 g/dL inahitaji kuongezewa damu.',
      'Hb often < 7 g/dL; thrombocytopenia.': 'Hb mara nyingi < 7 g/dL; chembe sahani chache.',
      'HBsAg positive in hepatitis B; anti-HCV positive (confirm with HCV RNA) in hepatitis C.':
        'HBsAg chanya katika homa ya ini B; anti-HCV chanya (thibitisha kwa HCV RNA) katika homa ya ini C.',
      'HBsAg positive in many patients in the region.': 'HBsAg chanya kwa wagonjwa wengi katika ukanda huu.',
      'HBsAg positive; cirrhosis.': 'HBsAg chanya; cirrhosis.',
      'HbSS on electrophoresis.': 'HbSS kwenye electrophoresis.',
      'Hearing loss and resistant organisms.': 'Kupoteza uwezo wa kusikia na vijidudu sugu.',
      'HELLP syndrome and kidney injury are severe features.':
        'HELLP syndrome na figo kuumia ni dalili za ukali.',
      'Helminth ova.': 'Mayai ya minyoo.',
      'Hepatitis B and C are the causes with specific long-term treatment.':
        'Homa ya ini B na C ndizo sababu zenye matibabu maalum ya muda mrefu.',
      'Herpes: painful vesicles and shallow ulcers; chancroid: painful ragged ulcer with bubo; syphilis: painless indurated chancre.':
        'Herpes: malengelenge yanayouma na vidonda vifupi; chancroid: kidonda kinachouma chenye kingo zisizo sawa pamoja na mtoki; kaswende: kidonda kigumu kisichouma.',
      'Histology confirms and types the lymphoma; exclude TB in the same sample.':
        'Histology huthibitisha na kubaini aina ya lymphoma; ondoa TB katika sampuli hiyo hiyo.',
      'HIV positive in a large share of young adults with shingles in high-prevalence settings.':
        'VVU chanya kwa sehemu kubwa ya vijana wazima wenye mkanda wa jeshi katika maeneo yenye maambukizi mengi.',
      'HIV positive in many TB effusions.': 'VVU chanya katika wengi wenye maji ya TB kwenye utando.',
      'HIV positive, CD4 often < 200.': 'VVU chanya, CD4 mara nyingi < 200.',
      'HIV positive, low CD4.': 'VVU chanya, CD4 ya chini.',
      'HIV positive, often with low CD4.': 'VVU chanya, mara nyingi pamoja na CD4 ya chini.',
      'HIV-exposed children need PCP consideration.':
        'Watoto walio katika hatari ya VVU wanahitaji kufikiriwa kwa PCP.',
      'Hookworm and blood loss are common causes; malaria and sickle cell cause other anaemias.':
        'Minyoo ya safura na upotevu wa damu ni sababu za kawaida; malaria na selimundu husababisha aina nyingine za upungufu wa damu.',
      'Hookworm causes iron-deficiency anaemia.':
        'Minyoo ya safura husababisha upungufu wa damu wa kukosa chuma.',
      'Hookworm ova in endemic areas.': 'Mayai ya minyoo ya safura katika maeneo yenye ugonjwa.',
      'Hydronephrosis, residual urine, prostate volume.':
        'Figo kuvimba kwa mkojo, mkojo unaobaki, ujazo wa tezi dume.',
      'Hyperinflation; consolidation if pneumonia.':
        'Mapafu kujaa hewa kupita kiasi; kuganda kwa pafu ikiwa ni nimonia.',
      'Hyperinflation; consolidation or pneumothorax if complicated.':
        'Mapafu kujaa hewa kupita kiasi; kuganda kwa pafu au hewa kwenye utando ikiwa kuna matatizo.',
      'Hyperkalaemia, acidosis, anaemia, high phosphate in advanced CKD.':
        'Potasiamu iliyozidi, asidi mwilini, upungufu wa damu, phosphate ya juu katika CKD iliyokomaa.',
      'Hypo- or hypernatraemia, hypokalaemia and kidney injury.':
        'Sodiamu ya chini au ya juu, potasiamu ya chini na figo kuumia.',
      'Hypoglycaemia and cerebral malaria are treatable causes of seizures.':
        'Sukari ya chini na malaria ya ubongo ni sababu zinazotibika za degedege.',
      'Hypoglycaemia is common and treatable.': 'Sukari ya chini ni ya kawaida na inatibika.',
      'Hypoglycaemia mimics and worsens brain injury.':
        'Sukari ya chini huiga na huzidisha jeraha la ubongo.',
      'Hypoglycaemia mimics stroke and is reversible in minutes.':
        'Sukari ya chini huiga kiharusi na hurekebishika ndani ya dakika chache.',
      'Hypoglycaemia occurs in children, pregnant women and on quinine.':
        'Sukari ya chini hutokea kwa watoto, wajawazito na wanaotumia quinine.',
      'Hypoglycaemia with many medicines and in liver failure.':
        'Sukari ya chini kutokana na dawa nyingi na katika ini kushindwa.',
      'Hypoglycaemia worsens brain injury and causes fits.':
        'Sukari ya chini huzidisha jeraha la ubongo na husababisha degedege.',
      'Hypoglycaemia, hypoxia, fever or shock point to the cause.':
        'Sukari ya chini, oksijeni pungufu, homa au mshtuko huelekeza kwa chanzo.',
      'Hypoglycaemia, hypoxia, hypothermia and head injury kill intoxicated patients.':
        'Sukari ya chini, oksijeni pungufu, joto la chini na jeraha la kichwa huua wagonjwa waliolewa.',
      'Hypoglycaemia, severe anaemia, malaria, HIV and TB are common and change treatment.':
        'Sukari ya chini, upungufu mkubwa wa damu, malaria, VVU na TB ni za kawaida na hubadilisha matibabu.',
      'Hypokalaemia and acute kidney injury in severe cases.':
        'Upungufu wa potasiamu na figo kuumia ghafla katika hali kali.',
      'Hyponatraemia and hypokalaemia need correcting.':
        'Upungufu wa sodiamu na wa potasiamu unahitaji kurekebishwa.',
      'Hypoxaemia and hypercapnia decide oxygen target and ventilation.':
        'Oksijeni pungufu na kaboni dioksidi iliyozidi huamua lengo la oksijeni na msaada wa kupumua.',
      'Hypoxaemia and RR >= 30 define severity (CURB-65, IMAI).':
        'Oksijeni pungufu na RR >= 30 huonyesha ukali (CURB-65, IMAI).',
      'Hypoxia, hypothermia and hypoglycaemia.': 'Oksijeni pungufu, joto la chini na sukari ya chini.',
      'Identifies advanced HIV disease (CD4 < 200) and need for CrAg screening and prophylaxis.':
        'Hutambua ugonjwa wa VVU uliokomaa (CD4 < 200) na hitaji la uchunguzi wa CrAg na kinga.',
      'Identifies AF, flutter, SVT or ventricular tachycardia and the ventricular rate.':
        'Hutambua AF, flutter, SVT au ventricular tachycardia na kasi ya ventrikali.',
      'Identifies Ascaris, Trichuris and hookworm; not required before mass deworming.':
        'Hutambua Ascaris, Trichuris na minyoo ya safura; hakihitajiki kabla ya kutoa dawa ya minyoo kwa jamii nzima.',
      'Identifies the allergen.': 'Hutambua kitu cha mzio.',
      'Identifies the organism (Staphylococcus aureus, Salmonella in sickle cell disease).':
        'Hutambua kijidudu (Staphylococcus aureus, Salmonella katika ugonjwa wa selimundu).',
      'Identifies the organism and guides de-escalation.':
        'Hutambua kijidudu na huongoza kupunguza wigo wa antibiotiki.',
      'IgM positive after day 5; MAT titre rise.': 'IgM chanya baada ya siku 5; kiwango cha MAT kupanda.',
      'Imaging is not needed for non-specific low back pain without red flags.':
        'Picha hazihitajiki kwa maumivu ya kiuno yasiyo mahususi bila dalili za hatari.',
      'IMCI classification: fast breathing (>= 50/min at 2-12 months, >= 40/min at 1-5 years) or chest indrawing.':
        'Uainishaji wa IMCI: kupumua haraka (>= 50/min miezi 2-12, >= 40/min miaka 1-5) au kifua kubonyea ndani.',
      'Immediately reversible causes of delirium.': 'Sababu za delirium zinazoweza kurekebishwa mara moja.',
      'Impaired recall and orientation; usually no reversible cause.':
        'Kumbukumbu na kutambua mahali na wakati kumedhoofika; kwa kawaida hakuna sababu inayorekebishika.',
      'Impetigo often complicates itchy skin disease that needs its own treatment.':
        'Impetigo mara nyingi huongeza matatizo kwenye ugonjwa wa ngozi unaowasha unaohitaji matibabu yake.',
      'Infected scabies is a common cause of post-streptococcal glomerulonephritis in Africa.':
        'Upele wenye maambukizi ni chanzo cha kawaida cha glomerulonephritis baada ya streptococcus barani Afrika.',
      'Infection and malaria commonly trigger crises; acute chest syndrome needs X-ray.':
        'Maambukizi na malaria mara nyingi huchochea crisis; acute chest syndrome inahitaji X-ray.',
      'Infection and missed insulin are the usual triggers.':
        'Maambukizi na kukosa insulini ndivyo vichochezi vya kawaida.',
      'Infection or hyponatraemia in many older patients.':
        'Maambukizi au upungufu wa sodiamu kwa wazee wengi.',
      'Infection, blood.': 'Maambukizi, damu.',
      'Infection, electrolytes and kidney failure.': 'Maambukizi, chumvi za mwili na figo kushindwa.',
      'Infection, or no trigger with missed insulin doses.':
        'Maambukizi, au hakuna kichochezi pamoja na kukosa dozi za insulini.',
      'Inflammation, obstruction of the bile duct, pancreatitis.':
        'Uvimbe, kuziba kwa mrija wa nyongo, uvimbe wa kongosho.',
      'Inflammation; sickle cell disease changes the likely organism.':
        'Uvimbe mwilini; ugonjwa wa selimundu hubadilisha kijidudu kinachowezekana.',
      'Influenza A or B detected.': 'Influenza A au B imegunduliwa.',
      'Ingested dose above the toxic threshold.': 'Dozi iliyomezwa juu ya kiwango cha sumu.',
      'Intact distal circulation and sensation.': 'Mzunguko wa damu na hisia za sehemu ya mbali ziko sawa.',
      'IOP > 21 mmHg, cupped disc, field loss.': 'IOP > 21 mmHg, diski iliyobonyea, kupoteza eneo la kuona.',
      'Iron > 90 micromol/L severe.': 'Chuma > 90 micromol/L kali.',
      'Iron deficiency (microcytic) versus folate, sickle cell, HIV.':
        'Upungufu wa chuma (microcytic) dhidi ya folate, selimundu, VVU.',
      'Iron toxicity and tablets in the gut.': 'Sumu ya chuma na vidonge tumboni.',
      'Irregular stricture; squamous cell carcinoma on histology.':
        'Kubana kusiko na umbo sawa; squamous cell carcinoma kwenye histology.',
      'Irregularly irregular rhythm without P waves (AF); regular narrow-complex tachycardia (SVT).':
        'Mapigo yasiyo na mpangilio kabisa bila mawimbi ya P (AF); mapigo ya haraka yenye mpangilio na QRS nyembamba (SVT).',
      'Joint effusion early; periosteal reaction and sequestrum later.':
        'Maji kwenye kiungo mapema; mmenyuko wa utando wa mfupa na kipande cha mfupa kilichokufa baadaye.',
      'Joint space narrowing, osteophytes, subchondral sclerosis.':
        'Nafasi ya kiungo kupungua, vichipukizi vya mfupa, ugumu wa mfupa chini ya gegedu.',
      'Ketonuria.': 'Ketoni kwenye mkojo.',
      'Ketonuria; > 5% weight loss.': 'Ketoni kwenye mkojo; kupungua uzito > 5%.',
      'Ketosis suggests insulin deficiency (type 1 or DKA) and changes management.':
        'Ketoni mwilini huashiria upungufu wa insulini (aina ya 1 au DKA) na hubadilisha matibabu.',
      'Kidney function and evidence of recent streptococcal infection; C3 is low and recovers by 8 weeks.':
        'Utendaji wa figo na ushahidi wa maambukizi ya streptococcus ya karibuni; C3 huwa chini na hurudi kawaida ndani ya wiki 8.',
      'Kidney function and infection.': 'Utendaji wa figo na maambukizi.',
      'Kidney injury, ischaemia and stroke change the target and the drug.':
        'Figo kuumia, moyo kukosa damu na kiharusi hubadilisha lengo na dawa.',
      'Lactate >= 2 mmol/L, raised creatinine, raised or low white cells, low platelets.':
        'Lactate >= 2 mmol/L, creatinine iliyopanda, chembe nyeupe nyingi au chache, chembe sahani chache.',
      'Large burns.': 'Kuungua kukubwa.',
      'Large Gram-positive bacilli in chains; Bacillus anthracis on culture or PCR.':
        'Bacilli kubwa za Gram-positive kwa mnyororo; Bacillus anthracis kwenye uoteshaji au PCR.',
      'Large Gram-positive rods confirm the case; take swabs before antibiotics where possible.':
        'Vijiti vikubwa vya Gram-positive huthibitisha mgonjwa; chukua sampuli kwa pamba kabla ya antibiotiki inapowezekana.',
      'Lateral-spined eggs.': 'Mayai yenye mwiba pembeni.',
      'Leucocytosis and raised alkaline phosphatase in liver abscess.':
        'Chembe nyeupe nyingi na alkaline phosphatase iliyopanda katika jipu la ini.',
      'Leucocytosis in cholecystitis; raised bilirubin and ALP in duct stones.':
        'Chembe nyeupe nyingi katika uvimbe wa kifuko cha nyongo; bilirubini na ALP zilizopanda katika mawe ya mrija.',
      'Leucocytosis supports appendicitis; urine and pregnancy tests exclude UTI and ectopic pregnancy.':
        'Chembe nyeupe nyingi huashiria kidole tumbo; vipimo vya mkojo na mimba huondoa UTI na mimba nje ya kizazi.',
      'Leucocytosis; culture may grow streptococci, E. coli, anaerobes.':
        'Chembe nyeupe nyingi; uoteshaji unaweza kuotesha streptococcus, E. coli, anaerobes.',
      'Leucopenia or normal white count supports enteric fever; anaemia and low platelets in severe disease.':
        'Chembe nyeupe chache au za kawaida huashiria homa ya matumbo; upungufu wa damu na chembe sahani chache katika ugonjwa mkali.',
      'Leucopenia, thrombocytopenia.': 'Chembe nyeupe chache, chembe sahani chache.',
      'Level above the treatment line.': 'Kiwango juu ya mstari wa matibabu.',
      'Limited tests only when chronic.': 'Vipimo vichache tu ikiwa ni sugu.',
      'Lipase or amylase > 3 times upper limit of normal.':
        'Lipase au amylase > mara 3 ya kiwango cha juu cha kawaida.',
      'Lithium safety.': 'Usalama wa lithium.',
      'Little or no response in bronchiolitis.': 'Mwitikio mdogo au hakuna katika bronkiolitis.',
      'Liver mass with high AFP in a hepatitis B carrier or cirrhosis suggests HCC.':
        'Uvimbe wa ini pamoja na AFP ya juu kwa mwenye homa ya ini B au cirrhosis huashiria HCC.',
      'Liver or lung metastases in advanced disease.':
        'Saratani iliyoenea kwenye ini au mapafu katika ugonjwa uliokomaa.',
      'Lobar or patchy consolidation.': 'Kuganda kwa pafu zima (lobar) au sehemu sehemu.',
      'Locates the carious or abscessed tooth.': 'Hutambua jino lililooza au lenye jipu.',
      'Looks for organ damage, diabetes and secondary causes; guides drug choice.':
        'Hutafuta uharibifu wa viungo, kisukari na sababu za pili; huongoza uchaguzi wa dawa.',
      'Loss of light touch in the patch.': 'Kupoteza hisia ya mguso mwepesi kwenye baka.',
      'Loss of protective sensation and ulcer risk.': 'Kupoteza hisia za kinga na hatari ya vidonda.',
      'Low albumin, raised bilirubin and INR, low platelets, low sodium.':
        'Albumin ya chini, bilirubini na INR zilizopanda, chembe sahani chache, sodiamu ya chini.',
      'Low albumin; enlarged nodes or liver metastases in advanced disease.':
        'Albumin ya chini; tezi zilizovimba au saratani iliyoenea kwenye ini katika ugonjwa uliokomaa.',
      'Low ferritin confirms iron deficiency; ferritin rises with inflammation.':
        'Ferritin ya chini huthibitisha upungufu wa chuma; ferritin hupanda kukiwa na uvimbe mwilini.',
      'Low glucose, anaemia, positive HIV test in some.':
        'Sukari ya chini, upungufu wa damu, kipimo cha VVU chanya kwa baadhi.',
      'Low haemoglobin with rupture.': 'Himoglobini ya chini pamoja na kupasuka.',
      'Low haemoglobin, microcytosis.': 'Himoglobini ya chini, chembe nyekundu ndogo.',
      'Low Hb; clot fails to form in 7 minutes in DIC.':
        'Hb ya chini; mgando haufanyiki ndani ya dakika 7 katika DIC.',
      'Low platelets, raised creatinine or blood in urine in severe envenoming.':
        'Chembe sahani chache, creatinine iliyopanda au damu kwenye mkojo katika sumu kali ya nyoka.',
      'Low potassium, raised creatinine.': 'Potasiamu ya chini, creatinine iliyopanda.',
      'Low sodium or potassium.': 'Sodiamu au potasiamu ya chini.',
      'Low TSH in thyrotoxicosis; low potassium or magnesium.':
        'TSH ya chini katika thyrotoxicosis; potasiamu au magnesiamu ya chini.',
      'Low-lying placenta, or retroplacental clot.': 'Kondo lililo chini, au damu iliyoganda nyuma ya kondo.',
      'LVEF < 45% (< 45% defines PPCM), dilated left ventricle.':
        'LVEF < 45% (< 45% hutambulisha PPCM), ventrikali ya kushoto iliyopanuka.',
      'Lymphocytic exudate, raised ADA; HIV positive in many.':
        'Exudate ya lymphocyte, ADA iliyopanda; VVU chanya kwa wengi.',
      'Lymphoma on histology; starry-sky appearance in Burkitt.':
        'Lymphoma kwenye histology; mwonekano wa anga lenye nyota katika Burkitt.',
    },
  },
];
