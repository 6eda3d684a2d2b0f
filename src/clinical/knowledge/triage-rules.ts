import type { TriageRule } from './triage-rule-schema';
import { obstetricTriageRules } from './triage-rules/obstetric';
import { adultBreathingTriageRules } from './triage-rules/adult-breathing';
import { surgicalAbdomenUrinaryRules } from './triage-rules/surgical-abdomen-urinary';
import { circulationRules } from './triage-rules/circulation';
import { zoonosesConfusionRules } from './triage-rules/zoonoses-confusion';
import { youngInfantTriageRules } from './triage-rules/young-infant';
import { syndromeTriageRules } from './triage-rules/syndromes-in-words';

const etatEmergency = {
  sourceId: 'who-etat-2016',
  section: 'Module 1: Triage — emergency signs (ABCD)',
} as const;
const etatPriority = { sourceId: 'who-etat-2016', section: 'Module 1: Triage — priority signs' } as const;
const imciDanger = { sourceId: 'who-imci-2014', section: 'Check for general danger signs' } as const;
const imciDehydration = {
  sourceId: 'who-imci-2014',
  section: 'Does the child have diarrhoea? Classify dehydration',
} as const;
const imaiDanger = {
  sourceId: 'who-iatt-2011',
  section: 'Volume 1: Quick check — emergency signs in adolescents and adults',
} as const;
const pregnancyDanger = {
  sourceId: 'who-mcpc-2017',
  section: 'Rapid initial assessment: danger signs in pregnancy',
} as const;
const samCriteria = {
  sourceId: 'who-sam-2013',
  section: 'Recommendation 1: criteria for identifying severe acute malnutrition (MUAC < 115 mm)',
} as const;
const snakebite = {
  sourceId: 'who-snakebite-2016',
  section: 'Chapter 6: Management of snakebite — first aid and urgent referral',
} as const;
const anaphylaxis = {
  sourceId: 'wao-anaphylaxis-2020',
  section: 'Clinical criteria for diagnosing anaphylaxis',
} as const;
const hypertensive = {
  sourceId: 'who-hearts-2020',
  section: 'Evidence-based treatment protocols: hypertensive urgency and emergency',
} as const;
const rabies = {
  sourceId: 'who-rabies-2018',
  section: 'Post-exposure prophylaxis: category II and III exposures',
} as const;

const resuscitate = 'Resuscitate now (airway, breathing, circulation) and arrange urgent referral';

/** ETAT, IMCI and pregnancy danger signs and adult danger thresholds, as data. */
export const triageRules = [
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
    id: 'etat-coma',
    anyOf: ['unconscious'],
    urgency: 'critical',
    reason: 'Unconscious or unresponsive (ETAT emergency sign)',
    actions: ['Manage the airway, position the patient, check glucose and treat hypoglycaemia', resuscitate],
    citations: [etatEmergency],
  },
  {
    id: 'status-epilepticus',
    anyOf: ['convulsions'],
    minDurationDays: 5 / (24 * 60),
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
    urgency: 'emergency',
    reason: 'Convulsions (ETAT emergency sign, IMCI general danger sign)',
    actions: [
      'Protect the airway, give diazepam if still convulsing, check glucose',
      'Look for the cause (malaria, meningitis, eclampsia, hypoglycaemia) and refer',
    ],
    citations: [etatEmergency, imciDanger],
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
    urgency: 'emergency',
    reason: 'Severe pallor or haemoglobin < 7 g/dL',
    actions: ['Check for heart failure and respiratory distress; arrange transfusion if indicated'],
    citations: [etatPriority],
  },
  {
    id: 'adult-confusion',
    anyOf: ['confusion'],
    ageYears: { min: 5 },
    urgency: 'emergency',
    reason: 'Altered mental state',
    actions: ['Check glucose, airway and vital signs; look for sepsis, cerebral malaria, meningitis, stroke'],
    citations: [imaiDanger],
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
  {
    id: 'pregnancy-bleeding',
    anyOf: ['vaginal-bleeding'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason: 'Vaginal bleeding in pregnancy',
    actions: [
      'Assess for shock; IV access; urgent obstetric review (ectopic, abortion, placenta praevia or abruption)',
    ],
    citations: [pregnancyDanger],
  },
  {
    id: 'pregnancy-severe-headache-vision',
    anyOf: ['severe-headache', 'visual-disturbance', 'epigastric-pain'],
    allOf: ['hypertension-reading'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason:
      'Raised blood pressure in pregnancy with headache, visual disturbance or epigastric pain (severe pre-eclampsia)',
    actions: ['Give magnesium sulfate, control blood pressure, and refer for delivery planning'],
    citations: [
      pregnancyDanger,
      {
        sourceId: 'who-pre-eclampsia-2011',
        section: 'Recommendations on magnesium sulfate and antihypertensives',
      },
    ],
  },
  {
    id: 'pregnancy-convulsions',
    anyOf: ['convulsions'],
    onlyInPregnancy: true,
    urgency: 'critical',
    reason: 'Convulsions in pregnancy (eclampsia until proven otherwise)',
    actions: ['Give magnesium sulfate loading dose now', resuscitate],
    citations: [pregnancyDanger],
  },
  {
    id: 'pregnancy-abdominal-pain-shoulder',
    anyOf: ['shoulder-tip-pain', 'syncope'],
    allOf: ['lower-abdominal-pain'],
    urgency: 'critical',
    reason: 'Lower abdominal pain with fainting or shoulder-tip pain (possible ruptured ectopic pregnancy)',
    actions: [
      'IV access with two large-bore cannulae, fluids, group and cross-match, emergency surgical referral',
    ],
    citations: [pregnancyDanger],
  },
  {
    id: 'complicated-severe-malnutrition',
    anyOf: ['low-muac', 'visible-wasting', 'bilateral-pitting-oedema'],
    allOf: ['anorexia'],
    ageYears: { max: 5 },
    urgency: 'emergency',
    reason: 'Severe acute malnutrition with poor appetite (failed appetite test): complicated SAM',
    actions: [
      'Admit for inpatient stabilisation (F-75, treat hypoglycaemia, hypothermia and infection); do not give IV fluids unless in shock',
    ],
    citations: [
      samCriteria,
      {
        sourceId: 'who-pocket-book-2013',
        section: 'Chapter 7: Severe acute malnutrition — criteria for inpatient care',
      },
    ],
  },
  {
    id: 'anaemia-in-pregnancy',
    anyOf: ['anaemia-lab', 'pallor'],
    onlyInPregnancy: true,
    urgency: 'urgent',
    reason: 'Anaemia in pregnancy',
    actions: [
      'Start iron and folic acid today, look for malaria and hookworm, and recheck haemoglobin; refer if Hb < 7 g/dL or breathless',
    ],
    citations: [
      pregnancyDanger,
      { sourceId: 'who-anaemia-2011', section: 'Haemoglobin thresholds for anaemia in pregnancy' },
    ],
  },
  {
    id: 'severe-malnutrition',
    anyOf: ['low-muac', 'visible-wasting', 'bilateral-pitting-oedema'],
    ageYears: { max: 5 },
    urgency: 'urgent',
    reason: 'Severe acute malnutrition (MUAC < 115 mm, visible severe wasting or bilateral oedema)',
    actions: ['Check appetite test and complications; inpatient care if complicated'],
    citations: [samCriteria],
  },
  {
    id: 'snake-bite',
    anyOf: ['snake-bite'],
    urgency: 'emergency',
    reason: 'Snake bite',
    actions: [
      'Immobilise the limb, observe for 24 hours, 20-minute whole blood clotting test; give antivenom for systemic or severe local envenoming',
    ],
    citations: [snakebite],
  },
  {
    id: 'anaphylaxis-pattern',
    anyOf: ['angioedema', 'stridor', 'hypotension', 'wheeze'],
    allOf: ['allergen-exposure'],
    urgency: 'critical',
    reason: 'Airway swelling, wheeze or low blood pressure after an allergen (anaphylaxis)',
    actions: [
      'Give IM adrenaline 0.01 mg/kg (max 0.5 mg) into the thigh now; repeat after 5 minutes if needed',
      resuscitate,
    ],
    citations: [anaphylaxis],
  },
  {
    id: 'hypertensive-crisis-symptoms',
    anyOf: [
      'severe-headache',
      'confusion',
      'chest-pain',
      'visual-disturbance',
      'papilloedema',
      'convulsions',
      'focal-weakness',
    ],
    allOf: ['severe-hypertension-reading'],
    urgency: 'emergency',
    reason: 'Severely raised blood pressure with symptoms of organ damage',
    actions: ['Lower blood pressure in a monitored setting and refer'],
    citations: [hypertensive],
  },
  {
    id: 'severe-hypertension-reading',
    anyOf: ['severe-hypertension-reading'],
    urgency: 'urgent',
    reason: 'Severely raised blood pressure (≥ 180/110 mmHg)',
    actions: ['Repeat the reading, look for symptoms of organ damage, start treatment today'],
    citations: [hypertensive],
  },
  {
    id: 'focal-neurology',
    anyOf: ['focal-weakness', 'facial-droop', 'speech-difficulty'],
    allOf: ['sudden-onset-neuro'],
    urgency: 'emergency',
    reason: 'Sudden weakness, facial droop or speech difficulty (possible stroke)',
    actions: ['Check glucose, note the time of onset, refer now for brain imaging'],
    citations: [{ sourceId: 'who-stroke-pen-2020', section: 'Recognition of stroke and urgent referral' }],
  },
  {
    id: 'suicidal-thoughts',
    anyOf: ['suicidal-thoughts'],
    urgency: 'emergency',
    reason: 'Thoughts of self-harm or suicide (imminent risk until assessed)',
    actions: [
      'Assess imminent risk, remove means, do not leave the person alone if at imminent risk; arrange same-day mental health care',
    ],
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Self-harm/suicide module: assessment and management' },
    ],
  },
  {
    id: 'dog-bite-exposure',
    anyOf: ['dog-bite'],
    urgency: 'urgent',
    reason: 'Animal bite: rabies exposure',
    actions: [
      'Wash the wound for 15 minutes, give rabies vaccine (and immunoglobulin for category III) today',
    ],
    citations: [rabies],
  },
  {
    id: 'organophosphate-signs',
    anyOf: ['pinpoint-pupils', 'hypersalivation', 'fasciculations'],
    allOf: ['pesticide-exposure'],
    urgency: 'critical',
    reason: 'Cholinergic signs after pesticide exposure (organophosphate poisoning)',
    actions: ['Give atropine until the chest is clear, decontaminate, oxygen; refer to intensive care'],
    citations: [
      { sourceId: 'who-poisoning-1999', section: 'Organophosphorus pesticides: clinical management' },
    ],
  },
  {
    id: 'haemorrhage-signs',
    anyOf: ['melaena', 'bleeding-mucosal'],
    urgency: 'emergency',
    reason: 'Bleeding (black stool, vomiting blood or bleeding from gums or nose)',
    actions: ['Check pulse and blood pressure, IV access, haemoglobin, and refer'],
    citations: [etatPriority],
  },
  ...obstetricTriageRules,
  ...adultBreathingTriageRules,
  ...surgicalAbdomenUrinaryRules,
  ...circulationRules,
  ...zoonosesConfusionRules,
  ...youngInfantTriageRules,
  ...syndromeTriageRules,
] as const satisfies readonly TriageRule[];
