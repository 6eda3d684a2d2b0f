import type { TriageRule } from '../triage-rule-schema';
import {
  etatEmergency,
  etatPriority,
  imciDanger,
  imciDehydration,
  imaiDanger,
  resuscitate,
  youngInfantNormalTemperature,
} from './shared';

const mhgapSeizure = {
  sourceId: 'who-mhgap-2016',
  section: 'Epilepsy module: emergency management of convulsive seizures',
} as const;

/**
 * The signs that make confusion an emergency of its own cause (IMAI quick check: fever, shock, fast or slow
 * breathing, low oxygen, a stiff neck, a focal deficit, fits, low glucose, a poison, the heat).
 */
const confusionCompanions = [
  'fever',
  'hypothermia',
  'tachycardia',
  'bradycardia',
  'hypotension',
  'weak-pulse-cold-hands',
  'tachypnoea',
  'respiratory-rate-30-or-more',
  'hypoxaemia',
  'respiratory-distress',
  'shortness-of-breath',
  'chest-pain',
  'severe-hypertension-reading',
  'headache',
  'neck-stiffness',
  'vomiting',
  'convulsions',
  'focal-weakness',
  'facial-droop',
  'speech-difficulty',
  'sudden-onset-neuro',
  'head-injury',
  'hypoglycaemia-lab',
  'known-diabetes',
  'on-insulin-or-sulfonylurea',
  'jaundice',
  'severe-pallor',
  'pregnant',
  'recent-childbirth',
  'lethargy',
  'unconscious',
  'medicine-overdose',
  'paracetamol-ingestion',
  'iron-ingestion',
  'pesticide-exposure',
  'kerosene-ingestion',
  'illicit-brew',
  'stopped-drinking-recently',
  'heat-exposure',
  'hot-dry-skin',
  'drowning',
  'snake-bite',
  'dog-bite',
];

/** ETAT emergency and priority signs, IMCI general danger signs, and confusion or meningism in adults. */
export const generalDangerSignsRules = [
  {
    id: 'etat-obstructed-breathing',
    anyOf: ['stridor', 'cyanosis'],
    urgency: 'critical',
    reason: 'Obstructed breathing or central cyanosis (ETAT emergency sign)',
    actions: ['Open and manage the airway, give oxygen', resuscitate],
    citations: [etatEmergency],
  },
  {
    id: 'etat-severe-respiratory-distress',
    anyOf: ['respiratory-distress', 'hypoxaemia', 'unable-to-speak-sentences'],
    urgency: 'emergency',
    reason: 'Severe respiratory distress or low oxygen saturation',
    actions: [
      'Give oxygen to keep SpO2 ≥ 94% (≥ 90% in children without emergency signs)',
      'Treat the cause and refer if not improving',
    ],
    citations: [etatEmergency],
  },
  {
    id: 'etat-shock',
    anyOf: ['hypotension', 'weak-pulse-cold-hands'],
    urgency: 'critical',
    reason: 'Signs of shock (low blood pressure or cold hands with a weak fast pulse)',
    actions: [
      'Insert an IV line, give fluids per ETAT shock protocol (caution in severe malnutrition)',
      resuscitate,
    ],
    citations: [etatEmergency],
  },
  {
    // Two of ETAT's three signs of shock: cold hands with a fast pulse for the age. Check the capillary refill
    // and the pulse volume now; cold hands alone are not shock (cold stress in a newborn).
    id: 'cold-hands-with-fast-pulse',
    anyOf: ['cold-hands-feet'],
    allOf: ['tachycardia'],
    urgency: 'emergency',
    reason: 'Cold hands with a fast pulse (possible shock: check capillary refill and pulse volume)',
    actions: [
      'Check capillary refill and pulse volume now; if over 3 seconds with a weak pulse, treat as shock per ETAT',
    ],
    citations: [etatEmergency],
  },
  {
    id: 'etat-coma',
    anyOf: ['unconscious'],
    urgency: 'critical',
    reason: 'Unconscious or unresponsive (ETAT emergency sign)',
    actions: ['Manage the airway, position the patient, check glucose and treat hypoglycaemia', resuscitate],
    citations: [etatEmergency],
  },
  {
    id: 'status-epilepticus',
    // The fit's own length, read as its finding (a convulsion lasting 5 minutes or more, 'still fitting',
    // fits one after another): a convulsion told without its length, or the days of illness, is no status.
    anyOf: ['seizure-over-5-minutes'],
    urgency: 'critical',
    reason: 'Convulsions lasting 5 minutes or more (status epilepticus)',
    actions: [
      'Protect the airway, give oxygen, check glucose; give diazepam or midazolam now and repeat once after 10 minutes, then phenobarbital or phenytoin',
      'Refer to hospital care',
    ],
    citations: [
      etatEmergency,
      { sourceId: 'who-mhgap-2016', section: 'Epilepsy module: emergency management of convulsive seizures' },
    ],
  },
  {
    id: 'etat-convulsions',
    anyOf: ['convulsions'],
    // In a child under 5, convulsions at any time in this illness are the IMCI general danger sign. From 5
    // years a fit is the ETAT and IMAI emergency sign 'convulsing' unless the patient is a known epileptic
    // told as alert again after it: a breakthrough fit from which the person has recovered is a review of the
    // treatment (WHO mhGAP 2016, EPI: the emergency is a fit lasting 5 minutes or more, or one after another
    // without regaining consciousness, each its own rule).
    notWhenAbsent: ['lethargy', 'confusion', 'unconscious'],
    allOf: ['recurrent-seizures'],
    ageYears: { min: 5 },
    urgency: 'emergency',
    reason: 'Convulsions (ETAT emergency sign, IMCI general danger sign)',
    actions: [
      'Protect the airway, give diazepam if still convulsing, check glucose',
      'Look for the cause (malaria, meningitis, eclampsia, hypoglycaemia) and refer',
    ],
    citations: [etatEmergency, imaiDanger, mhgapSeizure],
  },
  {
    id: 'etat-convulsions-first-or-child',
    anyOf: ['convulsions'],
    // Not the known epileptic of the rule above (its own criterion); a child under 5 always.
    noneOf: ['recurrent-seizures'],
    urgency: 'emergency',
    reason: 'Convulsions (ETAT emergency sign, IMCI general danger sign)',
    actions: [
      'Protect the airway, give diazepam if still convulsing, check glucose',
      'Look for the cause (malaria, meningitis, eclampsia, hypoglycaemia) and refer',
    ],
    citations: [etatEmergency, imciDanger],
  },
  {
    id: 'imci-convulsions-in-this-illness',
    anyOf: ['convulsions'],
    allOf: ['recurrent-seizures'],
    ageYears: { max: 5 },
    urgency: 'emergency',
    reason: 'Convulsions (ETAT emergency sign, IMCI general danger sign)',
    actions: [
      'Protect the airway, give diazepam if still convulsing, check glucose',
      'Look for the cause (malaria, meningitis, eclampsia, hypoglycaemia) and refer',
    ],
    citations: [imciDanger],
  },
  {
    id: 'etat-severe-dehydration-child',
    anyOf: ['very-slow-skin-pinch'],
    allOf: ['sunken-eyes'],
    ageYears: { max: 15 },
    urgency: 'emergency',
    reason: 'Severe dehydration in a child (sunken eyes and very slow skin pinch)',
    actions: ['Start IV fluids per WHO Plan C now', 'Reassess every 15-30 minutes'],
    citations: [etatEmergency, imciDehydration],
  },
  {
    id: 'imci-unable-to-drink',
    anyOf: ['unable-to-drink', 'vomiting-everything'],
    ageYears: { max: 5 },
    urgency: 'emergency',
    reason: 'IMCI general danger sign: unable to drink or breastfeed, or vomits everything',
    actions: ['Give pre-referral treatment and refer urgently'],
    citations: [imciDanger],
  },
  {
    id: 'imci-lethargy',
    anyOf: ['lethargy'],
    ageYears: { max: 5 },
    urgency: 'emergency',
    reason: 'IMCI general danger sign: lethargic or unusually sleepy',
    actions: ['Check glucose, give pre-referral treatment and refer urgently'],
    citations: [imciDanger],
  },
  {
    // Past the IMCI ages a lethargic child is still an ETAT priority sign; with a fever and a pulse or breathing
    // too fast for the age it is the picture of sepsis, a high-risk criterion to act on now (NICE NG51 table 2,
    // ages 5 to 11: objective evidence of altered behaviour or mental state). Adults saying 'lethargic' mostly
    // mean tired, so adults are left to the confusion rules.
    id: 'lethargic-child-with-fever-and-fast-pulse-or-breathing',
    anyOf: ['tachycardia', 'tachypnoea', 'hypoxaemia', 'hypotension', 'weak-pulse-cold-hands'],
    allOf: ['lethargy', 'fever'],
    ageYears: { min: 5, max: 12 },
    urgency: 'emergency',
    reason: 'A lethargic child with fever and a fast pulse or fast breathing (possible sepsis)',
    actions: [
      'Check glucose, oxygen and capillary refill now; give the first dose of IV or IM antibiotics and refer urgently',
    ],
    citations: [
      etatPriority,
      {
        sourceId: 'nice-ng51-2016',
        section:
          '1.5 Table 2, ages 5 to 11: high-risk criteria (altered behaviour or mental state, raised heart or respiratory rate)',
      },
    ],
  },
  {
    id: 'imci-chest-indrawing',
    anyOf: ['chest-indrawing'],
    ageYears: { max: 5 },
    urgency: 'urgent',
    reason: 'Chest indrawing in a child under 5',
    actions: ['Treat as pneumonia with chest indrawing per IMCI; refer if any danger sign or HIV exposure'],
    citations: [{ sourceId: 'who-imci-2014', section: 'Classify cough or difficult breathing' }],
  },
  {
    id: 'etat-priority-young-infant-fever',
    anyOf: ['fever', 'hypothermia'],
    notWhenMeasuredTemperatureC: youngInfantNormalTemperature,
    ageYears: { max: 2 / 12 },
    urgency: 'emergency',
    reason: 'Fever or low temperature in an infant under 2 months (possible serious bacterial infection)',
    actions: ['Give the first dose of IM antibiotics and refer urgently'],
    citations: [
      etatPriority,
      { sourceId: 'who-imci-2014', section: 'Young infant: check for possible bacterial infection' },
    ],
  },
  {
    id: 'etat-priority-severe-pallor',
    anyOf: ['severe-pallor', 'severe-anaemia-lab'],
    // Severe pallor stands for a haemoglobin below 7 g/dL where none is measured; a measured haemoglobin of 7
    // or more is moderate anaemia (WHO 2011 table 1), treated without an emergency (WHO MCPC 2017 S-8 in pregnancy).
    notWhenAbsent: ['severe-anaemia-lab'],
    urgency: 'emergency',
    reason: 'Severe pallor or haemoglobin < 7 g/dL',
    actions: ['Check for heart failure and respiratory distress; arrange transfusion if indicated'],
    citations: [
      etatPriority,
      {
        sourceId: 'who-anaemia-2011',
        section:
          'Table 1, haemoglobin levels to diagnose anaemia (severe < 7 g/dL in children 6-59 months and pregnant women)',
      },
    ],
  },
  {
    // Confusion with a sign of the emergencies that cause it (fever, abnormal vital signs, a headache or stiff
    // neck, a focal deficit, fits, diabetes, a poison or the heat) is the IMAI change of consciousness to act
    // on now. Not the slow confusion of dementia or the disordered thought of psychosis. Delirium told as such
    // is urgent alone (adult-confusion-alone), and an emergency here once a sign of its cause is with it
    // (a fever and a fast pulse: sepsis until proven otherwise).
    id: 'adult-confusion',
    anyOf: confusionCompanions,
    allOf: ['confusion'],
    noneOf: ['psychotic-symptoms', 'memory-loss'],
    ageYears: { min: 5 },
    urgency: 'emergency',
    reason: 'Altered mental state',
    actions: ['Check glucose, airway and vital signs; look for sepsis, cerebral malaria, meningitis, stroke'],
    citations: [imaiDanger],
  },
  {
    // Delirium in an older person (confusion that came on over hours or days, with poor attention) is an acute
    // medical emergency whatever its cause: it doubles the risk of death and its cause (sepsis, hypoxia,
    // retention, a medicine) is found and treated at once (NICE CG103 1.4-1.6; WHO ICOPE 2019, older people
    // from 60). The slow forgetting of dementia is not this finding and stays routine or urgent.
    id: 'delirium-in-older-person',
    anyOf: ['acute-fluctuating-confusion'],
    ageYears: { min: 60 },
    urgency: 'emergency',
    reason:
      'Confusion that came on over hours or days in an older person (delirium: an acute medical emergency)',
    actions: [
      'Check glucose, oxygen, temperature, pulse and blood pressure now; look for infection, urine retention, dehydration, medicines and alcohol withdrawal; treat the cause and admit',
    ],
    citations: [
      {
        sourceId: 'nice-cg103-2010',
        section:
          '1.4-1.6 Indicators of delirium, assessment and diagnosis, initial management (identify and manage the causes)',
      },
      imaiDanger,
    ],
  },
  {
    // Confusion told alone, with vital signs normal or not given: assessed the same day for its cause
    // (glucose, infection, medicines, alcohol, urine retention), an emergency once a companion sign is found.
    id: 'adult-confusion-alone',
    anyOf: ['confusion'],
    noneOf: ['acute-fluctuating-confusion', 'psychotic-symptoms', 'memory-loss', ...confusionCompanions],
    ageYears: { min: 5 },
    urgency: 'urgent',
    reason: 'Confusion with no other danger sign: find its cause today',
    actions: [
      'Check glucose, temperature, pulse, blood pressure, breathing and oxygen now; look for infection, medicines, alcohol and urine retention',
    ],
    citations: [imaiDanger],
  },
  {
    // Breathing too slowly to sustain life is an ETAT 'B' sign; with drowsiness it is respiratory depression
    // (opioids, alcohol, sedatives, raised intracranial pressure) until proven otherwise.
    id: 'slow-breathing-with-drowsiness',
    anyOf: ['lethargy', 'confusion'],
    allOf: ['bradypnoea'],
    urgency: 'emergency',
    reason: 'Slow or weak breathing with drowsiness or confusion (respiratory depression)',
    actions: ['Airway, breathing, glucose; naloxone if opioids possible', resuscitate],
    citations: [etatEmergency, imaiDanger],
  },
  {
    id: 'neck-stiffness-with-fever',
    anyOf: ['neck-stiffness', 'bulging-fontanelle', 'petechial-rash'],
    allOf: ['fever'],
    urgency: 'critical',
    reason:
      'Fever with neck stiffness, bulging fontanelle or a non-blanching rash (possible meningitis or meningococcaemia)',
    actions: ['Give the first dose of ceftriaxone now; do not delay for lumbar puncture', resuscitate],
    citations: [
      { sourceId: 'who-meningitis-2025', section: 'Clinical suspicion and immediate treatment' },
      etatPriority,
    ],
  },
] as const satisfies readonly TriageRule[];
