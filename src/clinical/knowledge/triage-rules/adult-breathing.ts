import type { TriageRule } from '../triage-rule-schema';

const aplsSlowRate = {
  sourceId: 'apls-2016',
  section:
    'Chapter 1: normal respiratory rates by age; a slow or falling rate in a sick child is a pre-terminal sign',
} as const;
const etatBreathing = {
  sourceId: 'who-etat-2016',
  section: 'Module 1: Triage — emergency signs, airway and breathing (not breathing, gasping, obstructed)',
} as const;

/**
 * Breathing rates that alarm whatever the cause: an adult breathing 30 times a minute or more; a rate measured
 * below the limit for age; a child who gasps or stops breathing. Slow breathing told in words alone (a
 * sleeping child breathing slowly) asks for the rate to be counted, not for an alarm.
 */
export const adultBreathingTriageRules = [
  {
    id: 'adult-respiratory-rate-30',
    anyOf: ['respiratory-rate-30-or-more'],
    ageYears: { min: 12 },
    urgency: 'emergency',
    reason: 'Respiratory rate 30/min or more in an adolescent or adult',
    actions: [
      'Sit the patient up, give oxygen to keep SpO2 ≥ 94%, measure SpO2, pulse and blood pressure',
      'Look for the cause (pneumonia, sepsis, asthma, heart failure, acidosis, anaemia) and refer if not improving',
    ],
    citations: [
      {
        sourceId: 'who-iatt-2011',
        section: 'Volume 1: Quick check — emergency signs in adolescents and adults (respiratory distress)',
      },
      {
        sourceId: 'who-bec-2018',
        section: 'Module 2: The approach to the patient with difficulty in breathing',
      },
    ],
  },
  {
    id: 'respiratory-rate-below-limit-for-age',
    anyOf: ['respiratory-rate-below-limit-for-age'],
    urgency: 'emergency',
    reason:
      'Respiratory rate measured below the limit for age (exhaustion, poisoning or raised intracranial pressure)',
    actions: [
      'Open the airway, give oxygen, support breathing with bag and mask if it is too slow to sustain life',
      'Check glucose and the pupils; naloxone if opioids are possible; refer',
    ],
    citations: [aplsSlowRate, etatBreathing],
  },
  {
    // 'gasping' and 'agonal breathing' are read as spells of not breathing with slow breathing (shared-wordings).
    id: 'gasping-or-agonal-breathing',
    anyOf: ['apnoea-episodes'],
    allOf: ['bradypnoea'],
    urgency: 'critical',
    reason: 'Gasping or agonal breathing: cardiac or respiratory arrest until proven otherwise, at any age',
    actions: [
      'Check response and pulse now; if unresponsive with no normal breathing start CPR and call for help',
      'Open the airway, ventilate with bag and mask and oxygen; check glucose; naloxone if opioids are possible',
    ],
    citations: [
      etatBreathing,
      {
        sourceId: 'aha-als-2020',
        section: 'Adult BLS: unresponsive with no breathing or only gasping is cardiac arrest — start CPR',
      },
    ],
  },
  {
    id: 'child-gasping-or-apnoea',
    anyOf: ['apnoea-episodes'],
    ageYears: { max: 5 },
    urgency: 'emergency',
    reason: 'A child who gasps or stops breathing for spells',
    actions: [
      'Open the airway, stimulate, give oxygen; bag-and-mask ventilation if breathing stops',
      'Check glucose; refer for monitoring',
    ],
    citations: [etatBreathing],
  },
  {
    id: 'newborn-not-breathing',
    anyOf: ['not-breathing-at-birth'],
    // A baby who breathed after drying and stimulation and now breastfeeds well has had its resuscitation:
    // routine care beside the mother, with the danger signs watched (PCPNC 2015 K11, care after resuscitation).
    notWhenAbsent: ['unable-to-drink'],
    urgency: 'critical',
    reason: 'A newborn not breathing or only gasping after birth',
    actions: [
      'Dry and stimulate, clear the airway if needed, and ventilate with bag and mask within the first minute of life',
      'Keep warm; refer for care after resuscitation',
    ],
    citations: [
      { sourceId: 'who-pocket-book-2013', section: 'Chapter 3.1: Newborn resuscitation' },
      { sourceId: 'who-pcpnc-2015', section: 'K: Newborn care — if the baby is not breathing, resuscitate' },
    ],
  },
  {
    id: 'slow-breathing-told',
    anyOf: ['bradypnoea'],
    // Only plain slow breathing asks for a count: with gasping, an ingestion or drowsiness the alarm rules speak.
    noneOf: ['apnoea-episodes', 'medicine-overdose', 'lethargy', 'confusion', 'unconscious', 'syncope'],
    urgency: 'urgent',
    reason: 'Slow or weak breathing told in words: count the rate for a full minute',
    actions: [
      'Count the respiratory rate for a full minute and check SpO2; alarm if below the limit for age, gasping, or drowsy',
    ],
    citations: [aplsSlowRate],
  },
  {
    // A silent chest is too little air moving to wheeze: a sign of life-threatening asthma, not of relief.
    id: 'silent-chest',
    anyOf: ['silent-chest'],
    urgency: 'critical',
    reason: 'Silent chest: life-threatening asthma (too little air moving to wheeze)',
    actions: [
      'Oxygen, back-to-back salbutamol with ipratropium and a systemic corticosteroid now; transfer to intensive care',
    ],
    citations: [
      {
        sourceId: 'gina-2024',
        section:
          'Management of worsening asthma and exacerbations: life-threatening features (drowsy, confused or silent chest)',
      },
      {
        sourceId: 'bts-sign-asthma-2019',
        section:
          'Acute asthma in adults: life-threatening asthma (silent chest, cyanosis, poor respiratory effort)',
      },
    ],
  },
  {
    id: 'massive-haemoptysis',
    anyOf: ['massive-haemoptysis'],
    urgency: 'emergency',
    reason: 'Coughing up large amounts of blood (massive haemoptysis): risk of drowning in blood',
    actions: [
      'Lie on the bleeding side if known, oxygen, clear the airway; IV access and cross-match; refer now',
    ],
    citations: [{ sourceId: 'ke-tb-2021', section: 'Management of haemoptysis' }],
  },
] as const satisfies readonly TriageRule[];
