import type { TranslationGroup } from '../types';

/** swahiliInvestigationNotes (see investigation-notes.ts), the entries whose English key starts with a to b. */
export const swahiliInvestigationNotesAToB: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      '< 2.5 mmol/L needs glucose.': '< 2.5 mmol/L inahitaji glukosi.',
      '< 36.5 °C.': '< 36.5 °C.',
      '< 50 copies/mL on effective ART.': '< 50 copies/mL kwa ART inayofanya kazi.',
      '< 90% needs oxygen and urgent removal.': '< 90% inahitaji oksijeni na kuondoa kitu haraka.',
      '≥ 2.5 mmol/L.': '≥ 2.5 mmol/L.',
      '≥ 3 mmol/L.': '≥ 3 mmol/L.',
      '≥ 500 mL within 24 hours of birth.': '≥ 500 mL ndani ya saa 24 baada ya kuzaliwa.',
      'A clear response suggests asthma rather than bronchiolitis.':
        'Mwitikio wa wazi huashiria pumu badala ya bronkiolitis.',
      'A clinical diagnosis; tests only when pneumonia or TB is suspected.':
        'Utambuzi wa kikliniki; vipimo tu nimonia au TB ikishukiwa.',
      'A fall of > 2 g/dL from baseline suggests sequestration, aplastic crisis or haemolysis.':
        'Kushuka kwa > 2 g/dL kutoka kiwango cha kawaida huashiria damu kujilimbikiza kwenye bandama, aplastic crisis au kuvunjika kwa chembe nyekundu.',
      'A high anion gap metabolic acidosis after drinking points to methanol.':
        'Asidi ya kimetaboliki yenye anion gap kubwa baada ya kunywa pombe huelekeza kwa methanol.',
      'A negative D-dimer with a low probability excludes DVT and PE.':
        'D-dimer hasi pamoja na uwezekano mdogo huondoa DVT na PE.',
      'A positive smear means multibacillary leprosy.': 'Smear chanya humaanisha ukoma wa multibacillary.',
      'A red, bulging or perforated drum confirms AOM.':
        'Ngoma ya sikio nyekundu, iliyovimba au iliyotoboka huthibitisha AOM.',
      'ABO/Rh incompatibility or G6PD deficiency in haemolytic jaundice.':
        'Kutolingana kwa ABO/Rh au upungufu wa G6PD katika manjano ya kuvunjika kwa chembe nyekundu.',
      'Above the phototherapy line for age and risk.': 'Juu ya mstari wa tiba ya mwanga kwa umri na hatari.',
      'Abscess needs drainage; spreading margin shows response.':
        'Jipu linahitaji kutolewa usaha; ukingo unaoenea huonyesha mwitikio wa matibabu.',
      'Acid-fast bacilli.': 'Bacilli zinazostahimili asidi (AFB).',
      'Acute kidney injury, jaundice and acidosis define severity in adults.':
        'Figo kuumia ghafla, manjano na asidi mwilini hutambulisha ukali kwa watu wazima.',
      'Acute skin or mucosal involvement with respiratory compromise or low BP, or low BP after a known allergen.':
        'Ngozi au utando laini kuathirika ghafla pamoja na shida ya kupumua au shinikizo la chini, au shinikizo la chini baada ya kitu cha mzio kinachojulikana.',
      'Acute urticaria is a clinical diagnosis.': 'Urticaria ya ghafla ni utambuzi wa kikliniki.',
      'Adenocarcinoma (Gleason/ISUP grade); sclerotic bone metastases.':
        'Adenocarcinoma (daraja la Gleason/ISUP); saratani iliyoenea kwenye mifupa yenye ugumu.',
      'Albumin < 25 g/L; cholesterol raised.': 'Albumin < 25 g/L; kolesteroli iliyopanda.',
      'Albuminocytological dissociation; demyelinating or axonal neuropathy.':
        'Albuminocytological dissociation; madhara ya neva ya demyelinating au axonal.',
      'Albuminuria, reduced eGFR, retinopathy or neuropathy in long-standing disease.':
        'Albumini kwenye mkojo, eGFR iliyopungua, madhara ya retina au ya neva katika ugonjwa wa muda mrefu.',
      'All people with presumptive TB should know their HIV status.':
        'Watu wote wanaoshukiwa kuwa na TB wanapaswa kujua hali yao ya VVU.',
      'ALP raised, phosphate low, calcium low or normal, 25-OH D < 30 nmol/L.':
        'ALP iliyopanda, phosphate ya chini, kalsiamu ya chini au ya kawaida, 25-OH D < 30 nmol/L.',
      'ALT often above 10 times the upper limit in acute viral hepatitis; raised INR means severe disease.':
        'ALT mara nyingi zaidi ya mara 10 ya kiwango cha juu katika homa ya ini ya virusi ya ghafla; INR iliyopanda humaanisha ugonjwa mkali.',
      'Alvarado >= 7 or high AIR score: high probability.':
        'Alvarado >= 7 au alama ya juu ya AIR: uwezekano mkubwa.',
      'Amastigotes seen.': 'Amastigotes zimeonekana.',
      'Amphotericin B toxicity monitoring.': 'Ufuatiliaji wa sumu ya amphotericin B.',
      'Anaemia and dyslipidaemia; dose needs rise in pregnancy.':
        'Upungufu wa damu na mafuta yasiyo ya kawaida kwenye damu; mahitaji ya dozi huongezeka wakati wa ujauzito.',
      'Anaemia and kidney disease worsen heart failure; electrolytes guide diuretics and ACE inhibitors; a normal BNP makes HF unlikely.':
        'Upungufu wa damu na ugonjwa wa figo huzidisha moyo kushindwa; chumvi za mwili huongoza diuretics na ACE inhibitors; BNP ya kawaida hufanya HF kuwa na uwezekano mdogo.',
      'Anaemia from bleeding, hydronephrosis (stage IIIB), HIV care.':
        'Upungufu wa damu kutokana na kutokwa damu, figo kuvimba kwa mkojo (hatua IIIB), huduma ya VVU.',
      'Anaemia suggests bleeding; endoscopy excludes cancer.':
        'Upungufu wa damu huashiria kutokwa damu; endoscopy huondoa uwezekano wa saratani.',
      'Anaemia, hypothyroidism, HIV and chronic disease present with fatigue and low mood.':
        'Upungufu wa damu, upungufu wa homoni ya tezi, VVU na magonjwa sugu hujitokeza kwa uchovu na huzuni.',
      'Anaemia, leucopenia, thrombocytopenia.':
        'Upungufu wa damu, chembe nyeupe chache, chembe sahani chache.',
      'Anaemia; hydronephrosis in advanced disease.':
        'Upungufu wa damu; figo kuvimba kwa mkojo katika ugonjwa uliokomaa.',
      'Antigen positive; Wuchereria bancrofti microfilariae at night.':
        'Antigeni chanya; microfilaria za Wuchereria bancrofti usiku.',
      'Apnoea or low SpO2 needs ventilation support.':
        'Kuacha kupumua au SpO2 ya chini kunahitaji msaada wa kupumua.',
      'APRI > 0.5 or HBV DNA > 2000 IU/mL with raised ALT favours treatment.':
        'APRI > 0.5 au HBV DNA > 2000 IU/mL pamoja na ALT iliyopanda huunga mkono matibabu.',
      'Area and depth (superficial, partial, full thickness).':
        'Eneo na kina (juu juu, sehemu ya ngozi, ngozi yote).',
      'Arrhythmia (atrial fibrillation), ischaemia, LVH; cardiomegaly and pulmonary congestion.':
        'Mapigo yasiyo ya kawaida (atrial fibrillation), moyo kukosa damu, LVH; moyo mkubwa na msongamano wa damu kwenye mapafu.',
      'Ascites, liver texture, portal hypertension, liver cancer; peritonitis.':
        'Maji tumboni, umbile la ini, shinikizo kubwa la mshipa wa ini, saratani ya ini; uvimbe wa utando wa tumbo.',
      'ASO raised, C3 low, creatinine normal or raised.':
        'ASO iliyopanda, C3 ya chini, creatinine ya kawaida au iliyopanda.',
      'Aspiration or pulmonary oedema.': 'Kuvuta kimiminika au maji kwenye mapafu.',
      'Aspiration pneumonitis.': 'Uvimbe wa mapafu kutokana na kuvuta kimiminika.',
      'Associated conditions.': 'Magonjwa yanayoambatana.',
      'At 3 months after ART start, then per national schedule.':
        'Miezi 3 baada ya kuanza ART, kisha kufuata ratiba ya kitaifa.',
      'Atrial fibrillation and rheumatic heart disease cause embolic stroke; HIV and syphilis cause stroke in young adults.':
        'Atrial fibrillation na ugonjwa wa moyo wa rheumatic husababisha kiharusi cha damu iliyoganda kusafiri; VVU na kaswende husababisha kiharusi kwa vijana wazima.',
      'Atrial fibrillation, dyslipidaemia, positive HIV or syphilis test.':
        'Atrial fibrillation, mafuta yasiyo ya kawaida kwenye damu, kipimo chanya cha VVU au kaswende.',
      'AUDIT ≥ 20, raised GGT and MCV.': 'AUDIT ≥ 20, GGT na MCV zilizopanda.',
      'B. pertussis DNA detected in the first 3 weeks of cough.':
        'DNA ya B. pertussis imegunduliwa katika wiki 3 za kwanza za kikohozi.',
      'Bacillus anthracis in systemic disease.': 'Bacillus anthracis katika ugonjwa wa mwili mzima.',
      'Basal infiltrates.': 'Vivuli sehemu za chini za mapafu.',
      'Baseline complications and cardiovascular risk; metformin dose depends on eGFR.':
        'Matatizo ya mwanzo na hatari ya moyo na mishipa; dozi ya metformin hutegemea eGFR.',
      'Baseline control and associated autoimmune disease.':
        'Udhibiti wa mwanzo na magonjwa ya kinga ya mwili yanayoambatana.',
      'Baseline for agranulocytosis.': 'Kipimo cha mwanzo kwa agranulocytosis.',
      'Baseline for metabolic side effects.': 'Kipimo cha mwanzo kwa madhara ya kimetaboliki.',
      'Baseline for tenofovir-based ART and co-infections.':
        'Kipimo cha mwanzo kwa ART yenye tenofovir na maambukizi mengine yaliyopo pamoja.',
      'Baseline values.': 'Viwango vya mwanzo.',
      'Baseline values; level 0.6 to 1.0 mmol/L on treatment.':
        'Viwango vya mwanzo; kiwango 0.6 hadi 1.0 mmol/L wakati wa matibabu.',
      'Bell palsy is a diagnosis of exclusion; forehead sparing suggests a central cause.':
        'Bell palsy ni utambuzi baada ya kuondoa mengine; paji la uso likiwa salama huashiria chanzo cha kati.',
      'Below diabetes thresholds.': 'Chini ya viwango vya kisukari.',
      'Bilateral infiltrates.': 'Vivuli pande zote mbili.',
      'Bilateral interstitial infiltrates; may be normal early.':
        'Vivuli vya interstitial pande zote mbili; inaweza kuwa ya kawaida mwanzoni.',
      'Bilateral perihilar ground-glass infiltrates.':
        'Vivuli vya ground-glass kuzunguka hilum pande zote mbili.',
      'Bleeding in the chest, abdomen or pelvis.': 'Kuvuja damu kifuani, tumboni au nyongani.',
      'Bleeding or fracture when any red flag.':
        'Kuvuja damu au kuvunjika kwa mfupa kukiwa na dalili yoyote ya hatari.',
      'Bleeding risk and dosing.': 'Hatari ya kutokwa damu na kupanga dozi.',
      'Blood 2-3+, protein 1-2+, red cell casts.': 'Damu 2-3+, protini 1-2+, casts za chembe nyekundu.',
      'Blood and protein.': 'Damu na protini.',
      'Blood in urine supports a stone; infection and pregnancy change management.':
        'Damu kwenye mkojo huashiria jiwe; maambukizi na ujauzito hubadilisha matibabu.',
      'Blood loss.': 'Upotevu wa damu.',
      'Blood not clotted at 20 minutes: coagulopathy, antivenom indicated.':
        'Damu haijaganda baada ya dakika 20: damu kutoganda, dawa ya sumu ya nyoka inahitajika.',
      'Bony enlargement, crepitus, reduced range of movement.':
        'Mifupa kuongezeka ukubwa, mlio wa kusuguana, uwezo wa kusogeza uliopungua.',
      'BP >= 180/120 mmHg with papilloedema, retinal haemorrhages or neurological signs.':
        'Shinikizo la damu >= 180/120 mmHg pamoja na papilloedema, kuvuja damu kwenye retina au dalili za neva.',
      'Branching fungal hyphae on KOH preparation.': 'Nyuzi za fangasi zenye matawi kwenye kipimo cha KOH.',
      'Brucella species.': 'Aina za Brucella.',
      'Burrows and itchy papules in typical sites with itching household members are enough to treat.':
        'Vijia na vipele vinavyowasha mahali pa kawaida pamoja na wanafamilia wanaowashwa vinatosha kutibu.',
      'Burrows in the finger webs (scabies).': 'Vijia kati ya vidole (upele).',
    },
  },
];
