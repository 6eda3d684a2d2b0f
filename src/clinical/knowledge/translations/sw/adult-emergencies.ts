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
      'Silent chest: life-threatening asthma (too little air moving to wheeze)':
        'Kifua kimya: pumu inayohatarisha maisha (hewa kidogo mno kutoa mluzi)',
      'Give oxygen and back-to-back inhaled salbutamol with ipratropium, and a systemic corticosteroid now':
        'Mpe oksijeni na salbutamol ya kuvuta mfululizo pamoja na ipratropium, na kotikosteroidi ya mwili sasa',
      'Call for senior help and transfer to intensive care; consider IV magnesium sulfate per protocol':
        'Ita msaada wa daktari mkuu na umhamishie chumba cha wagonjwa mahututi; fikiria magnesium sulfate kwa mshipa kufuata mwongozo',
      'Coughing up large amounts of blood (massive haemoptysis): risk of drowning in blood':
        'Kukohoa damu nyingi (haemoptysis kubwa): hatari ya kuzama kwenye damu',
      'Lie the patient on the side that bleeds if known, give oxygen, clear the airway; IV access, blood count and cross-match':
        'Mlaze mgonjwa upande unaovuja damu ukijulikana, mpe oksijeni, safisha njia ya hewa; weka mshipa, hesabu ya damu na kulinganisha damu',
      'Refer now for emergency airway care, bronchoscopy or bronchial artery embolisation':
        'Mpe rufaa sasa kwa huduma ya dharura ya njia ya hewa, bronchoscopy au kuziba mishipa ya mapafu',
      'Pink frothy sputum: acute pulmonary oedema (acute heart failure)':
        'Makohozi ya povu ya waridi: maji kwenye mapafu ghafla (moyo kushindwa kufanya kazi ghafla)',
      'Deep breathing or air hunger with diabetes, a high glucose or ketones (possible DKA)':
        'Kupumua kwa kina au njaa ya hewa pamoja na kisukari, sukari juu au ketoni (huenda ni DKA)',
      'Check glucose, ketones and venous pH now; start IV fluids and insulin per the DKA protocol; refer':
        'Pima sukari, ketoni na pH ya damu ya mshipa sasa; anza maji ya mshipa na insulini kufuata mwongozo wa DKA; mpe rufaa',
      'Foot ulcer or gangrene in a person with diabetes (diabetic foot)':
        'Kidonda cha mguu au gangrini kwa mtu mwenye kisukari (mguu wa kisukari)',
      'Same-day assessment: probe the ulcer, check foot pulses and for spreading infection, X-ray for bone involvement':
        'Tathmini siku hiyo hiyo: chunguza kina cha kidonda, pima mapigo ya mguu na maambukizi yanayoenea, X-ray kuona kama mfupa umeathirika',
      'Start antibiotics if infected; off-load the foot; refer to a diabetic foot or surgical team':
        'Anza antibiotiki kama kuna maambukizi; punguza uzito kwenye mguu; mpe rufaa kwa timu ya mguu wa kisukari au ya upasuaji',
      'Diabetic foot with fever or signs of sepsis (severe diabetic foot infection)':
        'Mguu wa kisukari wenye homa au dalili za sepsis (maambukizi makali ya mguu wa kisukari)',
      'Gangrene in a person with diabetes, with fever or signs of sepsis (severe diabetic foot infection)':
        'Gangrini kwa mtu mwenye kisukari, pamoja na homa au dalili za sepsis (maambukizi makali ya mguu wa kisukari)',
      'Resuscitate, take blood cultures and start IV broad-spectrum antibiotics now':
        'Mhudumie kwa dharura, chukua damu kwa utamaduni wa vimelea na anza antibiotiki za wigo mpana kwa mshipa sasa',
      'Refer the same day for surgical debridement or amputation of dead tissue':
        'Mpe rufaa siku hiyo hiyo kwa upasuaji wa kuondoa nyama iliyokufa au kukata kiungo',
      'Chest pain with sweating in an adult over 40: an acute coronary syndrome until an ECG says otherwise':
        'Maumivu ya kifua pamoja na jasho kwa mtu mzima zaidi ya miaka 40: shambulio la moyo hadi ECG ionyeshe vinginevyo',
      'Record a 12-lead ECG within 10 minutes and repeat it if normal while pain continues; troponin':
        'Rekodi ECG ya njia 12 ndani ya dakika 10 na uirudie ikiwa ya kawaida maumivu yakiendelea; troponin',
      'Treat as acute coronary syndrome if the ECG or troponin shows ischaemia; refer':
        'Tibu kama shambulio la moyo ikiwa ECG au troponin inaonyesha upungufu wa damu kwenye moyo; mpe rufaa',
      'Breathlessness, pleuritic chest pain or blood in sputum with one swollen, painful calf (pulmonary embolism from a leg clot)':
        'Kukosa pumzi, maumivu ya kifua akipumua au damu kwenye makohozi pamoja na shavu la mguu mmoja lililovimba na kuuma (donge la damu kwenye mapafu kutoka mguuni)',
      'Breathlessness or pleuritic chest pain with a fast pulse, fast breathing or low oxygen after surgery, bed rest, long travel or childbirth (pulmonary embolism)':
        'Kukosa pumzi au maumivu ya kifua akipumua pamoja na mapigo ya haraka, kupumua haraka au oksijeni chini baada ya upasuaji, kulala kitandani muda mrefu, safari ndefu au kujifungua (donge la damu kwenye mapafu)',
      'Pulsatile abdominal mass or known aortic aneurysm with abdominal, back or flank pain (symptomatic or leaking abdominal aortic aneurysm)':
        'Uvimbe tumboni unaodunda au aneurysm ya aota inayojulikana pamoja na maumivu ya tumbo, mgongo au ubavu (aneurysm ya aota ya tumbo yenye dalili au inayovuja)',
      'Check blood pressure and pulse every 15 minutes; IV access and cross-match':
        'Pima shinikizo la damu na mapigo kila dakika 15; weka mshipa na linganisha damu',
      'Urgent ultrasound or CT and same-day referral to vascular surgery for repair':
        'Ultrasound au CT ya haraka na rufaa siku hiyo hiyo kwa upasuaji wa mishipa ya damu kwa matengenezo',
      'Pulsatile abdominal mass or known aortic aneurysm with collapse or shock (ruptured aneurysm)':
        'Uvimbe tumboni unaodunda au aneurysm ya aota inayojulikana pamoja na kuanguka au mshtuko (aneurysm iliyopasuka)',
      'Call the surgical team now; two large IV lines, cross-match blood; while the patient is conscious accept a low blood pressure rather than restoring it fully with fluids (permissive hypotension)':
        'Ita timu ya upasuaji sasa; mishipa miwili mikubwa, linganisha damu; mgonjwa akiwa na fahamu kubali shinikizo la damu la chini badala ya kulirudisha lote kwa maji (permissive hypotension)',
      'Transfer at once to a hospital able to repair the aorta; do not delay for imaging if unstable':
        'Mhamishe mara moja kwenda hospitali inayoweza kutengeneza aota; usichelewe kwa picha kama hali si thabiti',
      'Abdominal and back pain with collapse or shock in an adult over 50: ruptured abdominal aortic aneurysm until proven otherwise':
        'Maumivu ya tumbo na mgongo pamoja na kuanguka au mshtuko kwa mtu mzima zaidi ya miaka 50: aneurysm ya aota ya tumbo iliyopasuka hadi ithibitishwe vinginevyo',
    },
  },
];
