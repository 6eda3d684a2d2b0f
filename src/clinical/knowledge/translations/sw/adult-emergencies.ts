import type { TranslationGroup } from '../types';

/**
 * Adult emergencies told in ordinary clinical words (pulmonary embolism without 'sudden', diabetic foot,
 * pulmonary oedema, silent chest, massive haemoptysis, Kussmaul breathing, aortic aneurysm, chest pain with
 * sweating): their findings' labels and questions by finding id, and their triage rules' reasons and actions by
 * English wording, in Kiswahili. Machine drafts (reviewer: null) until a clinician fluent in Kiswahili reviews them.
 */
export const swahiliAdultEmergencyFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'hard-to-rouse': 'Ni vigumu kumwamsha (anaitika kwa sauti au maumivu tu)',
      'chemical-eye-injury': 'Kemikali imerukia jichoni',
      'sudden-vision-loss': 'Kupoteza uwezo wa kuona ghafla, jicho moja au yote mawili',
      'corrosive-ingestion': 'Amekunywa kemikali inayounguza (jik, tindikali, magadi)',
      'high-risk-medicine-named': 'Dawa yenye sumu hata kwa kiasi kidogo (tricyclic, presha, moyo)',
      'silent-chest': 'Kifua kimya (karibu hakuna hewa inayoingia kwa mgonjwa mwenye mluzi na kukosa pumzi)',
      'deep-breathing-air-hunger': 'Kupumua kwa kina au njaa ya hewa',
      'massive-haemoptysis': 'Kukohoa damu nyingi (haemoptysis kubwa)',
      'pink-frothy-sputum': 'Makohozi ya povu ya waridi (maji kwenye mapafu ghafla)',
      gangrene: 'Gangrini: nyama nyeusi iliyokufa ya kidole, unyayo au kiungo',
      'foot-ulcer': 'Kidonda au jeraha la mguu lisilopona',
      'pulsatile-abdominal-mass': 'Uvimbe tumboni unaodunda au aneurysm ya aota ya tumbo inayojulikana',
    },
  },
];

export const swahiliAdultEmergencyFindingQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'hard-to-rouse': 'Je, anaamka na kubaki macho ukimwongelesha?',
      'chemical-eye-injury': 'Je, kemikali, tindikali au magadi iliingia jichoni?',
      'sudden-vision-loss': 'Je, uwezo wa kuona ulipotea ghafla, ndani ya dakika au saa?',
      'corrosive-ingestion': 'Je, amekunywa jik, tindikali au kemikali nyingine inayounguza?',
      'high-risk-medicine-named': 'Ni dawa gani aliyomeza, na vidonge vingapi?',
      'silent-chest': 'Je, kifua ni kimya ukisikiliza (karibu hakuna hewa inayoingia, hakuna mluzi tena)?',
      'deep-breathing-air-hunger': 'Je, anapumua kwa kina na kwa shida, kama mwenye njaa ya hewa?',
      'massive-haemoptysis': 'Anakohoa damu kiasi gani (michirizi, au vikombe)?',
      'pink-frothy-sputum': 'Je, makohozi ni ya waridi na yenye povu?',
      gangrene: 'Je, kuna kidole au sehemu ya mguu iliyo nyeusi au iliyokufa (gangrini)?',
      'foot-ulcer': 'Je, kuna kidonda au jeraha kwenye mguu lisilopona?',
      'pulsatile-abdominal-mass': 'Je, kuna uvimbe tumboni unaodunda, au aneurysm ya aota inayojulikana?',
    },
  },
];

export const swahiliAdultEmergencyTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Hard to wake: reduced consciousness (AVPU: responds only to voice or pain)':
        'Ni vigumu kumwamsha: fahamu zimepungua (AVPU: anaitika kwa sauti au maumivu tu)',
      'Airway, recovery position, check glucose; look for sepsis, malaria, stroke, poisoning':
        'Njia ya hewa, mlaze kwa ubavu, pima sukari; tafuta sepsis, malaria, kiharusi, sumu',
      'Chemical in the eye: irrigate now': 'Kemikali jichoni: osha jicho sasa',
      'Irrigate with clean water for at least 30 minutes before anything else, then refer':
        'Osha jicho kwa maji safi kwa angalau dakika 30 kabla ya jambo lolote, kisha mpe rufaa',
      'Sudden loss of vision (retinal artery occlusion, retinal detachment, stroke)':
        'Kupoteza uwezo wa kuona ghafla (kuziba kwa mshipa wa retina, retina kujitenga, kiharusi)',
      'Refer today to an eye unit; check blood pressure and glucose':
        'Mpe rufaa leo kwa kitengo cha macho; pima shinikizo la damu na sukari',
      'Corrosive swallowed with drooling or breathing difficulty':
        'Amekunywa kemikali inayounguza na anadondosha mate au anapumua kwa shida',
      'Do not induce vomiting, no charcoal; protect the airway and refer now':
        'Usimtapishe, usimpe mkaa; linda njia ya hewa na mpe rufaa sasa',
      'Corrosive swallowed (priority sign: poisoning)':
        'Amekunywa kemikali inayounguza (dalili ya kipaumbele: sumu)',
      'Do not induce vomiting, no charcoal; watch for drooling':
        'Usimtapishe, usimpe mkaa; angalia kama anadondosha mate',
      'Young child swallowed a medicine toxic in small doses':
        'Mtoto mdogo amemeza dawa yenye sumu hata kwa kiasi kidogo',
      'Admit; monitor ECG, pulse and blood pressure even if well':
        'Mlaze; fuatilia ECG, mapigo na shinikizo la damu hata kama yuko sawa',
      'Silent chest: life-threatening asthma (too little air moving to wheeze)':
        'Kifua kimya: pumu inayohatarisha maisha (hewa kidogo mno kutoa mluzi)',
      'Coughing up large amounts of blood (massive haemoptysis): risk of drowning in blood':
        'Kukohoa damu nyingi (haemoptysis kubwa): hatari ya kuzama kwenye damu',
      'Pink frothy sputum: acute pulmonary oedema (acute heart failure)':
        'Makohozi ya povu ya waridi: maji kwenye mapafu ghafla (moyo kushindwa kufanya kazi ghafla)',
      'Deep breathing or air hunger with diabetes, a high glucose or ketones (possible DKA)':
        'Kupumua kwa kina au njaa ya hewa pamoja na kisukari, sukari juu au ketoni (huenda ni DKA)',
      'Check glucose, ketones and venous pH now; start IV fluids and insulin per the DKA protocol; refer':
        'Pima sukari, ketoni na pH ya damu ya mshipa sasa; anza maji ya mshipa na insulini kufuata mwongozo wa DKA; mpe rufaa',
      'Foot ulcer or gangrene in a person with diabetes (diabetic foot)':
        'Kidonda cha mguu au gangrini kwa mtu mwenye kisukari (mguu wa kisukari)',
      'Diabetic foot with fever or signs of sepsis (severe diabetic foot infection)':
        'Mguu wa kisukari wenye homa au dalili za sepsis (maambukizi makali ya mguu wa kisukari)',
      'Gangrene in a person with diabetes, with fever or signs of sepsis (severe diabetic foot infection)':
        'Gangrini kwa mtu mwenye kisukari, pamoja na homa au dalili za sepsis (maambukizi makali ya mguu wa kisukari)',
      'Chest pain with sweating in an adult over 40: an acute coronary syndrome until an ECG says otherwise':
        'Maumivu ya kifua pamoja na jasho kwa mtu mzima zaidi ya miaka 40: shambulio la moyo hadi ECG ionyeshe vinginevyo',
      'Breathlessness, pleuritic chest pain or blood in sputum with one swollen, painful calf (pulmonary embolism from a leg clot)':
        'Kukosa pumzi, maumivu ya kifua akipumua au damu kwenye makohozi pamoja na shavu la mguu mmoja lililovimba na kuuma (donge la damu kwenye mapafu kutoka mguuni)',
      'Breathlessness or pleuritic chest pain with a fast pulse, fast breathing or low oxygen after surgery, bed rest, long travel or childbirth (pulmonary embolism)':
        'Kukosa pumzi au maumivu ya kifua akipumua pamoja na mapigo ya haraka, kupumua haraka au oksijeni chini baada ya upasuaji, kulala kitandani muda mrefu, safari ndefu au kujifungua (donge la damu kwenye mapafu)',
      'Pulsatile abdominal mass or known aortic aneurysm with abdominal, back or flank pain (symptomatic or leaking abdominal aortic aneurysm)':
        'Uvimbe tumboni unaodunda au aneurysm ya aota inayojulikana pamoja na maumivu ya tumbo, mgongo au ubavu (aneurysm ya aota ya tumbo yenye dalili au inayovuja)',
      'Pulsatile abdominal mass or known aortic aneurysm with collapse or shock (ruptured aneurysm)':
        'Uvimbe tumboni unaodunda au aneurysm ya aota inayojulikana pamoja na kuanguka au mshtuko (aneurysm iliyopasuka)',
      'Abdominal and back pain with collapse or shock in an adult over 50: ruptured abdominal aortic aneurysm until proven otherwise':
        'Maumivu ya tumbo na mgongo pamoja na kuanguka au mshtuko kwa mtu mzima zaidi ya miaka 50: aneurysm ya aota ya tumbo iliyopasuka hadi ithibitishwe vinginevyo',
      'Oxygen, back-to-back salbutamol with ipratropium and a systemic corticosteroid now; transfer to intensive care':
        'Oksijeni, salbutamol mfululizo pamoja na ipratropium na kotikosteroidi ya mwili sasa; mhamishie chumba cha wagonjwa mahututi',
      'Lie on the bleeding side if known, oxygen, clear the airway; IV access and cross-match; refer now':
        'Mlaze upande unaovuja damu ukijulikana, oksijeni, safisha njia ya hewa; weka mshipa na linganisha damu; mpe rufaa sasa',
      'Same-day review: probe the ulcer, feel the foot pulses; antibiotics if infected; refer to a foot or surgical team':
        'Tathmini siku hiyo hiyo: chunguza kina cha kidonda, papasa mapigo ya mguu; antibiotiki kama kuna maambukizi; mpe rufaa kwa timu ya mguu au ya upasuaji',
      'Blood cultures and IV broad-spectrum antibiotics now; refer the same day for surgical removal of dead tissue':
        'Damu kwa utamaduni wa vimelea na antibiotiki za wigo mpana kwa mshipa sasa; mpe rufaa siku hiyo hiyo kwa upasuaji wa kuondoa nyama iliyokufa',
      'Two large IV lines, cross-match blood; while conscious, accept a low blood pressure (permissive hypotension)':
        'Mishipa miwili mikubwa, linganisha damu; akiwa na fahamu, kubali shinikizo la damu la chini (permissive hypotension)',
      'Transfer at once for repair of the aorta (vascular surgery); do not delay for imaging if unstable':
        'Mhamishe mara moja kwa matengenezo ya aota (upasuaji wa mishipa ya damu); usichelewe kwa picha kama hali si thabiti',
      'Sit upright, oxygen if SpO2 < 90%, ECG within 10 minutes, blood pressure and SpO2 monitoring':
        'Mkalishe wima, oksijeni kama SpO2 < 90%, ECG ndani ya dakika 10, fuatilia shinikizo la damu na SpO2',
      'Refer now to a hospital able to treat acute heart failure and acute coronary syndrome':
        'Mpe rufaa sasa kwenda hospitali inayoweza kutibu moyo kushindwa kufanya kazi ghafla na shambulio la moyo',
      'Medicine overdose with vomiting, pain under the right ribs or jaundice (the poison is acting)':
        'Kuzidisha dawa pamoja na kutapika, maumivu chini ya mbavu za kulia au manjano (sumu inafanya kazi)',
      'Treat as paracetamol poisoning until the medicine is known: acetylcysteine without waiting for a level when the amount or time is unknown':
        'Tibu kama sumu ya paracetamol hadi dawa ijulikane: acetylcysteine bila kusubiri kipimo cha kiwango ikiwa kiasi au muda haujulikani',
      'Refer to hospital with the tablets or packets; check liver tests, glucose and INR; assess self-harm risk':
        'Peleka hospitali pamoja na vidonge au pakiti; pima ini, sukari na INR; tathmini hatari ya kujidhuru',
      'Weak legs with retention or new loss of bladder control (spinal cord compression: spread of cancer, TB spine, disc)':
        'Miguu dhaifu pamoja na kubanwa na mkojo au kushindwa kuzuia mkojo kwa mara ya kwanza (uti wa mgongo kubanwa: saratani iliyosambaa, TB ya mgongo, diski)',
      'Lie flat; catheterise if the bladder is full; same-day referral for MRI and radiotherapy or surgery; dexamethasone when a cancer is known':
        'Alale chali; weka katheta ikiwa kibofu kimejaa; rufaa siku hiyohiyo kwa MRI na mionzi au upasuaji; dexamethasone ikiwa saratani inajulikana',
      'Fever with abdominal pain in nephrotic syndrome: spontaneous bacterial peritonitis':
        'Homa pamoja na maumivu ya tumbo katika nephrotic syndrome: maambukizi ya utando wa tumbo (peritonitis)',
      'Abdominal pain with cold hands or a fast pulse in nephrotic syndrome: hypovolaemia despite oedema':
        'Maumivu ya tumbo pamoja na mikono baridi au mapigo ya moyo ya haraka katika nephrotic syndrome: upungufu wa damu kwenye mishipa licha ya uvimbe',
    },
  },
];
