import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with d to k. */
export const swahiliInvestigationNotesDToK: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Decides phototherapy or exchange transfusion.': 'Huamua tiba ya mwanga au kubadilisha damu.',
      'Decides Plan A, B or C and the place of treatment.': 'Huamua Mpango A, B au C na mahali pa matibabu.',
      'Decides Plan A, B or C.': 'Huamua Mpango A, B au C.',
      'Decides vaccine with or without rabies immunoglobulin.':
        'Huamua chanjo pamoja na au bila immunoglobulin ya kichaa cha mbwa.',
      'Defines and grades anaemia.': 'Hutambua na kupima ukali wa upungufu wa damu.',
      'Definitive diagnosis.': 'Utambuzi wa uhakika.',
      'Dehydration and anaemia before surgery.': 'Upungufu wa maji na upungufu wa damu kabla ya upasuaji.',
      'Dehydration needs rehydration alongside the antibiotic.':
        'Upungufu wa maji unahitaji kurudisha maji pamoja na antibiotiki.',
      'Delay of adrenaline is the main cause of death.':
        'Kuchelewa kutoa adrenaline ndicho chanzo kikuu cha vifo.',
      'Dementia is a diagnosis of months of decline without clouded consciousness; find treatable causes.':
        'Dementia ni utambuzi wa kudhoofika kwa miezi kadhaa bila fahamu kufifia; tafuta sababu zinazotibika.',
      'Desaturation on exertion is typical; hypoxaemia needs steroids and oxygen.':
        'Oksijeni kushuka wakati wa kujishughulisha ni kawaida; oksijeni pungufu inahitaji steroidi na oksijeni.',
      'Detects liver abscess in fever with right upper quadrant pain.':
        'Hugundua jipu la ini katika homa pamoja na maumivu ya juu kulia ya tumbo.',
      'Detects viral or secondary pneumonia.': 'Hugundua nimonia ya virusi au inayofuata.',
      'Diabetes and HIV predispose to extensive fungal skin infection.':
        'Kisukari na VVU huongeza hatari ya maambukizi ya fangasi yaliyoenea kwenye ngozi.',
      'Diabetes, dyslipidaemia, pulmonary congestion.':
        'Kisukari, mafuta yasiyo ya kawaida kwenye damu, msongamano wa damu kwenye mapafu.',
      'Diabetes, HIV, B12 deficiency, kidney failure.': 'Kisukari, VVU, upungufu wa B12, figo kushindwa.',
      'Diagnosis and follow-up of healing.': 'Utambuzi na ufuatiliaji wa kupona.',
      'Diagnosis before ART.': 'Utambuzi kabla ya ART.',
      'Diagnosis is clinical: loss of sensation in a patch, thickened nerve, or positive smear; ≤ 5 patches is paucibacillary.':
        'Utambuzi ni wa kikliniki: kupoteza hisia kwenye baka, neva iliyonenepa, au smear chanya; ≤ 5 mabaka ni paucibacillary.',
      'Diagnosis is clinical; symptoms for at least 2 weeks with impaired functioning.':
        'Utambuzi ni wa kikliniki; dalili kwa angalau wiki 2 pamoja na utendaji kazi kudhoofika.',
      'Diagnosis: fasting >= 7.0 mmol/L, random >= 11.1 mmol/L with symptoms, or HbA1c >= 6.5%; repeat if no symptoms.':
        'Utambuzi: sukari bila kula >= 7.0 mmol/L, wakati wowote >= 11.1 mmol/L pamoja na dalili, au HbA1c >= 6.5%; rudia kama hakuna dalili.',
      'Diastolic >= 90 mmHg on two readings and proteinuria.':
        'Diastolic >= 90 mmHg katika vipimo viwili na protini kwenye mkojo.',
      'Differential diagnosis and organ involvement.':
        'Uwezekano mwingine wa utambuzi na viungo vilivyoathirika.',
      'Differential of prolonged fever.': 'Uwezekano mwingine wa homa ya muda mrefu.',
      'Differential of spasms and rigidity.': 'Uwezekano mwingine wa mikakamao na kukakamaa.',
      'Diffuse goitre (Graves) or nodules.': 'Goita iliyoenea (Graves) au vinundu.',
      'Dilatation to the right of the action line; caput and moulding.':
        'Kufunguka kulia kwa mstari wa hatua; uvimbe wa kichwa cha mtoto na mifupa kupandana.',
      'Dipstick 3+ or more; uPCR ≥ 200 mg/mmol.': 'Dipstick 3+ au zaidi; uPCR ≥ 200 mg/mmol.',
      'DKA: glucose > 11 mmol/L with ketonaemia or ketonuria and acidosis.':
        'DKA: sukari > 11 mmol/L pamoja na ketoni kwenye damu au mkojo na asidi mwilini.',
      'Dog alive and healthy after 10 days.': 'Mbwa yu hai na mzima baada ya siku 10.',
      'Doxycycline is avoided in pregnancy.': 'Doxycycline huepukwa wakati wa ujauzito.',
      'E. coli >= 10^5 CFU/mL (lower counts significant with symptoms).':
        'E. coli >= 10^5 CFU/mL (idadi ndogo zaidi ina maana kukiwa na dalili).',
      'E. histolytica trophozoites with ingested red cells.':
        'Trophozoites za E. histolytica zilizomeza chembe nyekundu.',
      'Ectopic pregnancy must be excluded.': 'Mimba nje ya kizazi lazima iondolewe.',
      'Effusion; lytic lesion or periosteal elevation in established osteomyelitis.':
        'Maji kwenye kiungo; kidonda cha kuyeyuka kwa mfupa au utando wa mfupa kuinuka katika maambukizi ya mfupa yaliyojengeka.',
      'eGFR < 60 mL/min/1.73 m2 and/or ACR >= 30 mg/g.': 'eGFR < 60 mL/min/1.73 m2 na/au ACR >= 30 mg/g.',
      'Empty uterus, adnexal mass, free fluid in the pouch of Douglas.':
        'Mji wa mimba mtupu, uvimbe pembeni mwa kizazi, maji katika kifuko cha Douglas (nyuma ya mji wa mimba).',
      'Empyema: pus or pH < 7.2.': 'Usaha kwenye utando: usaha au pH < 7.2.',
      'Enlarged heart or left atrium.': 'Moyo au atriamu ya kushoto iliyopanuka.',
      'Epileptiform discharges; neurocysticercosis, tumour or scar in some.':
        'Mawimbi ya kifafa; neurocysticercosis, uvimbe au kovu kwa baadhi.',
      'Erosions and tophi indicate need for urate-lowering therapy.':
        'Mmomonyoko na tophi huonyesha hitaji la tiba ya kushusha urate.',
      'Every STI visit is an HIV and syphilis testing opportunity.':
        'Kila hudhurio la magonjwa ya zinaa ni fursa ya kupima VVU na kaswende.',
      'Every woman of reproductive age with abdominal pain or bleeding.':
        'Kila mwanamke wa umri wa kuzaa mwenye maumivu ya tumbo au kutokwa damu.',
      'Evidence of recent streptococcal infection and inflammation for the revised Jones criteria.':
        'Ushahidi wa maambukizi ya streptococcus ya karibuni na uvimbe mwilini kwa vigezo vilivyorekebishwa vya Jones.',
      'Exclude bacterial meningitis in a febrile unconscious patient.':
        'Ondoa homa ya uti wa mgongo ya bakteria kwa mgonjwa mwenye homa aliyepoteza fahamu.',
      'Exclude malaria in every febrile patient.': 'Ondoa malaria kwa kila mgonjwa mwenye homa.',
      'Exclude malaria; low platelets and raised transaminases support rickettsiosis.':
        'Ondoa malaria; chembe sahani chache na transaminases zilizopanda huashiria rickettsiosis.',
      'Exclude urinary infection and malaria as causes of vomiting.':
        'Ondoa maambukizi ya njia ya mkojo na malaria kama sababu za kutapika.',
      'Excludes meningitis and metabolic causes of a first seizure.':
        'Huondoa homa ya uti wa mgongo na sababu za kimetaboliki za degedege la kwanza.',
      'Excludes oesophageal cancer, stricture and Barrett oesophagus.':
        'Huondoa uwezekano wa saratani ya umio, kubana kwa umio na Barrett oesophagus.',
      'Excludes other arthritis and grades severity.':
        'Huondoa aina nyingine za uvimbe wa viungo na hupima ukali.',
      'Excludes secondary headache.':
        'Huondoa uwezekano wa maumivu ya kichwa yanayotokana na ugonjwa mwingine.',
      'Excludes tinea and scabies.': 'Huondoa mba na upele.',
      'Exudate vs transudate; pus or pH < 7.2 means drainage; lymphocytic exudate with high ADA means TB.':
        'Exudate dhidi ya transudate; usaha au pH < 7.2 humaanisha kutoa maji; exudate ya lymphocyte yenye ADA ya juu humaanisha TB.',
      'Falling platelets and rising haematocrit signal plasma leakage.':
        'Chembe sahani kushuka na haematocrit kupanda huashiria kuvuja kwa plasma.',
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
      'Fluid around the testis.': 'Maji kuzunguka korodani.',
      'Fluid calculation and adequacy.': 'Kukokotoa maji na kutosheleza kwake.',
      'Focal liver lesion; AFP often > 400 ng/mL.':
        'Kidonda cha sehemu moja kwenye ini; AFP mara nyingi > 400 ng/mL.',
      'Follicles (TF) or inflammatory thickening (TI) in children; scarring and trichiasis in adults.':
        'Vinundu (TF) au unene wa uvimbe (TI) kwa watoto; makovu na trichiasis kwa watu wazima.',
      'Fracture line or dislocation.': 'Mstari wa kuvunjika au kiungo kuteguka.',
      'Friable, bleeding or ulcerated cervix; histology of squamous cell carcinoma.':
        'Shingo ya kizazi dhaifu, inayotoa damu au yenye kidonda; histology ya squamous cell carcinoma.',
      'Gastric or duodenal ulcer, gastritis, or normal (functional dyspepsia).':
        'Kidonda cha tumbo au duodenum, gastritis, au kawaida (dyspepsia ya kiutendaji).',
      'GCS 13-15 minor, 9-12 moderate, ≤ 8 severe.': 'GCS 13-15 ndogo, 9-12 ya wastani, ≤ 8 kali.',
      'Glaucoma is silent until late.': 'Glaucoma haina dalili hadi inapochelewa.',
      'Glucose < 2.2 mmol/L defines severe malaria; treat below 2.5 mmol/L.':
        'Sukari < 2.2 mmol/L hutambulisha malaria kali; tibu ikiwa chini ya 2.5 mmol/L.',
      'Glucose < 3.9 mmol/L (< 3.0 mmol/L clinically significant; < 2.5 mmol/L in a sick child).':
        'Sukari < 3.9 mmol/L (< 3.0 mmol/L ina maana kikliniki; < 2.5 mmol/L kwa mtoto mgonjwa).',
      'Glucose >= 3 mmol/L.': 'Sukari >= 3 mmol/L.',
      'Glucose or HbA1c above the diagnostic threshold.': 'Sukari au HbA1c juu ya kiwango cha utambuzi.',
      'Glucose usually > 14 mmol/L; ketones ++ or blood beta-hydroxybutyrate >= 3 mmol/L.':
        'Sukari kwa kawaida > 14 mmol/L; ketoni ++ au beta-hydroxybutyrate ya damu >= 3 mmol/L.',
      'Gonococcal conjunctivitis threatens sight within days.':
        'Conjunctivitis ya gonococcus huhatarisha uwezo wa kuona ndani ya siku chache.',
      'Grade 0, 1 or 2 disability.': 'Ulemavu wa daraja 0, 1 au 2.',
      'Grades severity and guides potassium replacement.': 'Hupima ukali na huongoza kurudisha potasiamu.',
      'Grades severity and response to treatment.': 'Hupima ukali na mwitikio wa matibabu.',
      'Gram-negative intracellular diplococci (gonorrhoea).':
        'Diplococci za Gram-negative ndani ya seli (kisonono).',
      'Gram-negative intracellular diplococci in gonococcal infection.':
        'Diplococci za Gram-negative ndani ya seli katika maambukizi ya gonococcus.',
      'Gram-negative rods, Staphylococcus aureus, pneumococcus or non-typhoidal Salmonella are common in Africa.':
        'Vijiti vya Gram-negative, Staphylococcus aureus, pneumococcus au Salmonella isiyo ya typhoid ni vya kawaida barani Afrika.',
      'Growth restriction or distress in severe disease.':
        'Ukuaji uliozuiliwa au dhiki ya mtoto katika ugonjwa mkali.',
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
      'Hypoglycaemia, hypoxia, fever or shock point to the cause.':
        'Sukari ya chini, oksijeni pungufu, homa au mshtuko huelekeza kwa chanzo.',
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
      'Identifies advanced HIV disease (CD4 < 200) and need for CrAg screening and prophylaxis.':
        'Hutambua ugonjwa wa VVU uliokomaa (CD4 < 200) na hitaji la uchunguzi wa CrAg na kinga.',
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
      'Intact distal circulation and sensation.': 'Mzunguko wa damu na hisia za sehemu ya mbali ziko sawa.',
      'IOP > 21 mmHg, cupped disc, field loss.': 'IOP > 21 mmHg, diski iliyobonyea, kupoteza eneo la kuona.',
      'Iron deficiency (microcytic) versus folate, sickle cell, HIV.':
        'Upungufu wa chuma (microcytic) dhidi ya folate, selimundu, VVU.',
      'Irregular stricture; squamous cell carcinoma on histology.':
        'Kubana kusiko na umbo sawa; squamous cell carcinoma kwenye histology.',
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
    },
  },
];
