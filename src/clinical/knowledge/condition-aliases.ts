/**
 * Other names a clinician may give a diagnosis in (abbreviations, older or lay names, Swahili and French),
 * by condition id of the knowledge base. The knowledge base's own names, its Kiswahili and French names
 * (translations/<language>/condition-names.ts) and their "/"-separated parts are read as names too, so
 * only what they lack is listed here.
 */
export const conditionAliases: Readonly<Record<string, readonly string[]>> = {
  'malaria-uncomplicated': [
    'malaria',
    'uncomplicated malaria',
    'simple malaria',
    'falciparum malaria',
    'homa ya malaria',
    'paludisme',
  ],
  'malaria-severe': ['severe malaria', 'complicated malaria', 'cerebral malaria'],
  'typhoid-fever': ['typhoid', 'enteric fever', 'typhoïde'],
  'acute-gastroenteritis': [
    'gastroenteritis',
    'gastro',
    'acute watery diarrhoea',
    'acute watery diarrhea',
    'diarrhoea',
    'diarrhea',
    'dehydration',
    'kuhara',
    'diarrhée',
  ],
  shigellosis: ['dysentery', 'bloody diarrhoea', 'bloody diarrhea', 'shigella', 'kuhara damu', 'dysenterie'],
  amoebiasis: ['amoebic dysentery', 'amebiasis', 'amoebic liver abscess', 'amibiase'],
  'soil-transmitted-helminthiasis': [
    'worms',
    'intestinal worms',
    'helminthiasis',
    'ascariasis',
    'hookworm',
    'minyoo',
    'vers intestinaux',
  ],
  schistosomiasis: ['bilharzia', 'bilharziasis', 'bilharziose'],
  'pulmonary-tuberculosis': ['tb', 'ptb', 'tuberculosis', 'pulmonary tb', 'kifua kikuu', 'tuberculose'],
  'pneumonia-adult': [
    'pneumonia',
    'cap',
    'community acquired pneumonia',
    'lobar pneumonia',
    'nimonia',
    'pneumonie',
  ],
  'pneumonia-child': ['pneumonia', 'childhood pneumonia', 'pneumonia in a child', 'nimonia', 'pneumonie'],
  'common-cold': ['cold', 'urti', 'uri', 'upper respiratory tract infection', 'common cold', 'homa ya mafua'],
  'streptococcal-pharyngitis': [
    'pharyngitis',
    'tonsillitis',
    'strep throat',
    'sore throat',
    'angine',
    'amygdalite',
  ],
  'acute-otitis-media': ['aom', 'otitis media', 'ear infection', 'otite moyenne'],
  'acute-sinusitis': ['sinusitis', 'rhinosinusitis', 'sinusite'],
  influenza: ['flu'],
  'covid-19': ['covid', 'sars-cov-2', 'coronavirus'],
  'bacterial-meningitis': [
    'meningitis',
    'meningococcal meningitis',
    'meningococcal disease',
    'homa ya uti wa mgongo',
    'méningite',
  ],
  'cryptococcal-meningitis': ['cryptococcal meningitis', 'cryptococcosis', 'ccm'],
  'hiv-infection': ['hiv', 'aids', 'advanced hiv disease', 'ahd', 'ukimwi', 'vih', 'sida'],
  'pneumocystis-pneumonia': ['pcp', 'pjp', 'pneumocystis jirovecii pneumonia', 'pneumocystose'],
  dengue: ['dengue fever'],
  'viral-haemorrhagic-fever': [
    'vhf',
    'ebola',
    'marburg',
    'lassa',
    'lassa fever',
    'cchf',
    'yellow fever',
    'fièvre hémorragique',
  ],
  'rabies-exposure': ['rabies', 'dog bite'],
  cystitis: ['uti', 'urinary tract infection', 'lower uti', 'bladder infection'],
  pyelonephritis: ['upper uti', 'kidney infection', 'pyélonéphrite'],
  'urethritis-cervicitis': [
    'gonorrhoea',
    'gonorrhea',
    'chlamydia',
    'urethritis',
    'cervicitis',
    'sti',
    'std',
    'urethral discharge',
    'kisonono',
  ],
  'pelvic-inflammatory-disease': ['pid', 'salpingitis'],
  'cellulitis-abscess': ['cellulitis', 'abscess', 'skin infection'],
  tinea: ['ringworm', 'fungal skin infection', 'mba', 'teigne'],
  'viral-hepatitis': [
    'hepatitis',
    'hepatitis b',
    'hepatitis a',
    'hepatitis c',
    'hepatitis e',
    'homa ya ini',
    'hépatite',
  ],
  sepsis: ['septic shock', 'septicaemia', 'septicemia', 'sepsis', 'septicémie'],
  varicella: ['chickenpox', 'chicken pox'],
  conjunctivitis: ['pink eye', 'red eye'],
  'type-2-diabetes': [
    'diabetes',
    'diabetes mellitus',
    'dm',
    't2dm',
    'dm2',
    'type 2 diabetes',
    'sukari',
    'kisukari',
    'diabète',
  ],
  'diabetic-ketoacidosis': ['dka', 'ketoacidosis'],
  hypoglycaemia: ['hypoglycemia', 'low blood sugar', 'hypo'],
  hypertension: [
    'htn',
    'high blood pressure',
    'essential hypertension',
    'shinikizo la damu',
    'presha',
    'hta',
  ],
  'hypertensive-emergency': ['hypertensive crisis', 'hypertensive encephalopathy', 'malignant hypertension'],
  'heart-failure': ['chf', 'ccf', 'congestive heart failure', 'cardiac failure'],
  stroke: ['cva', 'cerebrovascular accident', 'avc'],
  'acute-coronary-syndrome': [
    'acs',
    'mi',
    'heart attack',
    'myocardial infarction',
    'stemi',
    'nstemi',
    'unstable angina',
    'infarctus',
    'crise cardiaque',
  ],
  'rheumatic-heart-disease': ['rhd', 'rheumatic fever', 'acute rheumatic fever', 'arf'],
  'asthma-exacerbation': ['asthma', 'asthma attack', 'acute asthma', "crise d'asthme"],
  'copd-exacerbation': ['copd', 'aecopd', 'chronic obstructive pulmonary disease', 'bpco'],
  'iron-deficiency-anaemia': [
    'anaemia',
    'anemia',
    'ida',
    'iron deficiency anemia',
    'upungufu wa damu',
    'anémie',
  ],
  'sickle-cell-crisis': [
    'sickle cell disease',
    'scd',
    'sickle cell anaemia',
    'sickle cell anemia',
    'vaso-occlusive crisis',
    'voc',
    'drépanocytose',
  ],
  'severe-acute-malnutrition': ['sam', 'malnutrition', 'marasmus', 'kwashiorkor', 'utapiamlo'],
  'peptic-ulcer-dyspepsia': ['pud', 'peptic ulcer', 'ulcer', 'gastritis', 'dyspepsia', 'ulcère gastrique'],
  gerd: ['gord', 'reflux', 'heartburn', 'acid reflux', 'reflux gastro-oesophagien'],
  'acute-appendicitis': ['appendicitis', 'appendicite'],
  'epilepsy-seizure': [
    'epilepsy',
    'seizure',
    'seizures',
    'convulsions',
    'status epilepticus',
    'febrile seizure',
    'febrile convulsion',
  ],
  migraine: ['migraine headache'],
  'tension-type-headache': ['tension headache'],
  depression: ['major depression', 'depressive disorder'],
  'snakebite-envenoming': [
    'snakebite',
    'snake bite',
    'envenomation',
    'kuumwa na nyoka',
    'morsure de serpent',
  ],
  'organophosphate-poisoning': [
    'op poisoning',
    'organophosphate',
    'pesticide poisoning',
    'carbamate poisoning',
  ],
  'chronic-kidney-disease': [
    'ckd',
    'chronic renal failure',
    'kidney disease',
    'insuffisance rénale chronique',
  ],
  'pre-eclampsia-eclampsia': ['pre-eclampsia', 'preeclampsia', 'eclampsia', 'pet', 'toxaemia of pregnancy'],
  'ectopic-pregnancy': ['ectopic', 'tubal pregnancy', 'geu'],
  gout: ['gouty arthritis'],
  osteoarthritis: ['oa', 'degenerative joint disease'],
  'low-back-pain': ['back pain', 'lbp', 'mechanical back pain', 'lumbago', 'maumivu ya mgongo'],
  'allergic-rhinitis': ['hay fever'],
  anaphylaxis: ['anaphylactic shock', 'anaphylactic reaction'],
};

/**
 * Names (folded) that the clinician's text does not read as the diagnosis itself: in running text they are
 * most often another thing ('cold hands', 'a foot ulcer', 'ectopic beats', 'burns on the arm' told as an
 * injury finding, 'la rage' of anger, 'charbon' of coal). The resolver still takes them as names.
 */
export const conditionNamesNotReadInText: readonly string[] = [
  'cold',
  'ulcer',
  'ectopic',
  'rage',
  'charbon',
  'burns',
  'brulures',
  'gastro',
];

/**
 * Names of a condition's severe form, where the knowledge base keeps that form in the condition itself: named
 * by the clinician, the condition is named and the urgency is the severe form's, by its guideline. (A severe
 * form kept as a condition of its own, such as severe malaria, has its own urgency.)
 */
export const severeFormNames: readonly SevereFormNames[] = [
  {
    conditionId: 'pre-eclampsia-eclampsia',
    names: [
      'severe pre-eclampsia',
      'severe preeclampsia',
      'imminent eclampsia',
      'impending eclampsia',
      'hellp syndrome',
      'pré-éclampsie sévère',
    ],
    urgency: 'emergency',
    action:
      'Give the magnesium sulfate loading dose and an antihypertensive if the diastolic pressure is 110 or more; refer for delivery',
    citation: {
      sourceId: 'who-mcpc-2017',
      section:
        'Elevated blood pressure: severe pre-eclampsia — magnesium sulfate, antihypertensive, delivery',
    },
  },
  {
    conditionId: 'pneumonia-child',
    names: ['severe pneumonia', 'very severe pneumonia', 'nimonia kali', 'pneumonie grave'],
    urgency: 'emergency',
    action:
      'Give oxygen and the first dose of ampicillin (or benzylpenicillin) and gentamicin, and refer urgently',
    citation: {
      sourceId: 'who-imci-2014',
      section: 'Cough or difficult breathing: severe pneumonia or very severe disease — urgent referral',
    },
  },
];

interface SevereFormNames {
  conditionId: string;
  names: readonly string[];
  urgency: 'emergency' | 'critical';
  action: string;
  citation: { sourceId: string; section: string };
}
