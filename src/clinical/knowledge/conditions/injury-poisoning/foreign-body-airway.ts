import type { Condition, Regimen } from '../../types';

const pocketFb = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1: Emergency management of the choking infant or child; 4.9 Foreign body inhalation',
} as const;
const becAirway = {
  sourceId: 'who-bec-2018',
  section: 'ABCDE approach: airway — choking and foreign body obstruction',
} as const;
const etat = {
  sourceId: 'who-etat-2016',
  section: 'Module 2: Airway and breathing — the choking child',
} as const;

/** 100. Foreign body in the airway or oesophagus (inhaled or swallowed object). */
export const condition = {
  id: 'foreign-body-airway',
  name: 'Foreign body in airway or oesophagus',
  icd10: ['T17', 'T17.9', 'T18', 'T18.1', 'T18.9'],
  // A swallowed object is in the alimentary tract (T18), an inhaled one in the airway (T17).
  icd10ByFinding: [
    {
      findingIds: ['swallowed-foreign-body'],
      icd10: 'T18.9',
      citation: { sourceId: 'who-icd10-2019', section: 'T18 Foreign body in alimentary tract' },
    },
  ],
  urgency: 'emergency',
  // An inhaled object, or a swallowed one with an airway or swallowing sign, is an emergency; an object seen past
  // the oesophagus in a child who breathes, swallows and eats normally is seen the same day, X-rayed and followed
  // (Pocket Book 4.9: refer an inhaled or stuck object; BEC airway: the obstructed airway first).
  emergencyOnlyWith: {
    anyOf: [
      'choking-foreign-body',
      'cough',
      'paroxysmal-cough-whoop',
      'tachypnoea',
      'hypoxaemia',
      'chest-indrawing',
      'hypersalivation',
      'sore-throat',
      'unable-to-drink',
      'stridor',
      'wheeze',
      'respiratory-distress',
      'cyanosis',
      'unable-to-speak-sentences',
      'drooling-unable-to-swallow',
      'dysphagia',
      'vomiting',
      'chest-pain',
      'unconscious',
    ],
    otherwise: 'urgent',
    citation: pocketFb,
  },
  prior: {
    baseline: 0.0008,
    byAge: [
      { maxYears: 0.5, multiplier: 0.5 },
      { minYears: 0.5, maxYears: 4, multiplier: 4 },
      { minYears: 4, maxYears: 15, multiplier: 1.2 },
      { minYears: 15, multiplier: 0.5 },
    ],
    citations: [pocketFb, becAirway],
  },
  findings: [
    { findingId: 'choking-foreign-body', frequency: 0.6, citation: pocketFb },
    { findingId: 'swallowed-foreign-body', frequency: 0.4, citation: pocketFb },
    { findingId: 'cough', frequency: 0.7 },
    // The inhaled object starts with a sudden fit of coughing (the 'penetration syndrome'), then fast
    // breathing and low saturation; the swallowed one stuck in the oesophagus with drooling, pain in the
    // throat and refusing food or drink (Pocket Book 4.9; BEC airway).
    { findingId: 'paroxysmal-cough-whoop', frequency: 0.15, citation: pocketFb },
    { findingId: 'tachypnoea', frequency: 0.3, citation: pocketFb },
    { findingId: 'hypoxaemia', frequency: 0.15, citation: becAirway },
    // The child fighting a blocked airway has a racing heart and pulls in the chest wall
    // (who-bec-2018 airway; who-pocket-book-2013 4.x foreign body inhalation).
    { findingId: 'tachycardia', frequency: 0.4, citation: becAirway },
    { findingId: 'chest-indrawing', frequency: 0.2, citation: pocketFb },
    { findingId: 'hypersalivation', frequency: 0.15, citation: becAirway },
    { findingId: 'sore-throat', frequency: 0.15, citation: becAirway },
    { findingId: 'anorexia', frequency: 0.15, citation: becAirway },
    { findingId: 'unable-to-drink', frequency: 0.1, citation: becAirway },
    { findingId: 'stridor', frequency: 0.2 },
    { findingId: 'wheeze', frequency: 0.3 },
    { findingId: 'respiratory-distress', frequency: 0.25 },
    { findingId: 'cyanosis', frequency: 0.08 },
    { findingId: 'unable-to-speak-sentences', frequency: 0.1 },
    { findingId: 'drooling-unable-to-swallow', frequency: 0.2 },
    { findingId: 'dysphagia', frequency: 0.25 },
    { findingId: 'vomiting', frequency: 0.15 },
    { findingId: 'chest-pain', frequency: 0.1 },
    { findingId: 'crackles', frequency: 0.1 },
    { findingId: 'fever', frequency: 0.08 },
    { findingId: 'runny-nose', frequency: 0.04 },
    { findingId: 'diarrhoea', frequency: 0.02 },
  ],
  redFlags: [
    {
      findingIds: ['stridor', 'cyanosis', 'unable-to-speak-sentences', 'unconscious'],
      finding: 'Foreign body with stridor, cyanosis or inability to speak or cry (airway obstruction)',
      urgency: 'critical',
      actionRequired:
        'Infant: 5 back blows then 5 chest thrusts; child or adult: 5 back blows then 5 abdominal thrusts; repeat; if unconscious start CPR and look in the mouth before breaths; oxygen; immediate referral for bronchoscopy.',
      citations: [pocketFb, becAirway],
    },
    {
      findingIds: ['drooling-unable-to-swallow'],
      finding:
        'Swallowed object with drooling or inability to swallow (oesophageal obstruction; button battery burns within hours)',
      urgency: 'emergency',
      actionRequired:
        'Nil by mouth, do not induce vomiting, refer the same hour for endoscopic removal; X-ray if available.',
      citations: [pocketFb],
    },
  ],
  investigations: [
    {
      test: 'Chest and neck X-ray (inspiration and expiration)',
      urgency: 'urgent',
      rationale: 'Radio-opaque objects, coins in the oesophagus, air trapping from an inhaled nut.',
      expectedFindings: 'Object seen, or one hyperinflated lung.',
    },
    {
      test: 'SpO2',
      urgency: 'stat',
      rationale: 'Oxygen need.',
      expectedFindings: '< 90% needs oxygen and urgent removal.',
    },
  ],
  monitoring: [
    {
      parameter: 'Breathing, SpO2, ability to speak or cry and swallow',
      frequency: 'Continuous until removal',
      alertCriteria: 'Stridor, cyanosis, silent cough',
    },
  ],
  referrals: [
    {
      specialist: 'ENT or surgical team with bronchoscopy/endoscopy',
      urgency: 'emergency',
      reason: 'Any suspected inhaled object, a button battery or an object stuck in the oesophagus.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Keep groundnuts, beans, coins, button batteries and small toys away from children under 4; sit children to eat.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Learn back blows and chest/abdominal thrusts.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'If the patient can cough and breathe, let them cough and refer; if the cough is ineffective, give back blows and chest (infant) or abdominal (child, adult) thrusts; remove only visible objects; refer for bronchoscopy or endoscopy. Never blind finger sweeps; never induce vomiting.',
    supportiveCare: ['Oxygen', 'Nil by mouth for oesophageal objects'],
    followUpSchedule: 'After removal, review for pneumonia within a week.',
    antibioticsIndicated: false,
    citations: [pocketFb, etat, becAirway],
  },
  citations: [pocketFb, becAirway, etat],
} satisfies Condition;

export const regimens = [
  {
    id: 'foreign-body-airway',
    conditionId: 'foreign-body-airway',
    population: {},
    items: [],
    note: 'Removal, not medicine.',
    citations: [pocketFb],
  },
] satisfies readonly Regimen[];
