/** Citations and actions several triage-rule files share. */
export const etatEmergency = {
  sourceId: 'who-etat-2016',
  section: 'Module 1: Triage — emergency signs (ABCD)',
} as const;
export const etatPriority = {
  sourceId: 'who-etat-2016',
  section: 'Module 1: Triage — priority signs',
} as const;
export const imciDanger = { sourceId: 'who-imci-2014', section: 'Check for general danger signs' } as const;
export const imciDehydration = {
  sourceId: 'who-imci-2014',
  section: 'Does the child have diarrhoea? Classify dehydration',
} as const;
export const imaiDanger = {
  sourceId: 'who-iatt-2011',
  section: 'Volume 1: Quick check — emergency signs in adolescents and adults',
} as const;
export const pregnancyDanger = {
  sourceId: 'who-mcpc-2017',
  section: 'Rapid initial assessment: danger signs in pregnancy',
} as const;
export const samCriteria = {
  sourceId: 'who-sam-2013',
  section: 'Recommendation 1: criteria for identifying severe acute malnutrition (MUAC < 115 mm)',
} as const;
export const snakebite = {
  sourceId: 'who-snakebite-2016',
  section: 'Chapter 6: Management of snakebite — first aid and urgent referral',
} as const;
export const anaphylaxis = {
  sourceId: 'wao-anaphylaxis-2020',
  section: 'Clinical criteria for diagnosing anaphylaxis',
} as const;
export const hypertensive = {
  sourceId: 'who-hearts-2020',
  section: 'Evidence-based treatment protocols: hypertensive urgency and emergency',
} as const;
export const rabies = {
  sourceId: 'who-rabies-2018',
  section: 'Post-exposure prophylaxis: category II and III exposures',
} as const;
export const resuscitate = 'Resuscitate now (airway, breathing, circulation) and arrange urgent referral';

/**
 * The first response to postpartum haemorrhage (WHO PPH 2023 recommendation 2, the E-MOTIVE bundle; WHO MCPC
 * 2017 S-25), in the same words wherever a rule or a red flag asks for it, so that the emergency to-do list
 * says each step once.
 */
export const pphCallForHelp = 'Call for help; two large IV lines, Ringer\u2019s lactate or saline fast';
export const pphBundle =
  'Start the first-response bundle now: uterine massage, oxytocin 10 IU IV/IM, tranexamic acid 1 g IV over 10 minutes (within 3 hours of birth), IV crystalloid, empty the bladder, examine the placenta and genital tract';
export const pphEscalate =
  'If bleeding continues: bimanual or aortic compression and emergency referral with a companion who can donate blood';
export const pphMonitor =
  'Estimate blood loss and count soaked pads; pulse and blood pressure every 15 minutes';

/**
 * Prostration is a generalised weakness: unable to sit, stand or walk without help (WHO Severe Malaria 2014,
 * clinical features; WHO guidelines for malaria 2023, 5.3). A patient who cannot stand or walk because one
 * limb is paralysed, broken or swollen and painful is not prostrate, so the danger signs that need prostration
 * do not read it from these.
 */
export const prostrationExplainedBy: readonly string[] = [
  'acute-flaccid-paralysis',
  'focal-weakness',
  'limb-deformity-fracture',
  'joint-swelling',
];

/**
 * The young infant's normal axillary temperature: IMCI (who-imci-2014, young infant: check for possible
 * bacterial infection) classifies fever as 37.5 °C or more and low body temperature as below 35.5 °C, measured
 * where a thermometer is used; a baby measured within this band has neither, whatever was felt by hand.
 */
export const youngInfantNormalTemperature = { from: 35.5, below: 37.5 } as const;

/** Signs after a submersion that it has harmed the lungs, circulation or brain (Pocket Book, drowning). */
export const drowningSigns = [
  // A cough after a submersion is water in the airway until the chest is examined (Pocket Book, drowning).
  'cough',
  'shortness-of-breath',
  'tachypnoea',
  'respiratory-distress',
  'chest-indrawing',
  'hypoxaemia',
  'cyanosis',
  'crackles',
  'wheeze',
  'pink-frothy-sputum',
  'chest-pain',
  'vomiting',
  'confusion',
  'lethargy',
  'unconscious',
  'convulsions',
  'hypothermia',
  'tachycardia',
  'hypotension',
  'weak-pulse-cold-hands',
];
