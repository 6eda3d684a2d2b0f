import type { TriageRule } from '../triage-rule-schema';

const pocketDiphtheria = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 4: Stridor \u2014 diphtheria (airway obstruction, antitoxin, tracheostomy)',
} as const;
const whoDiphtheria = {
  sourceId: 'who-diphtheria-2024',
  section: 'Airway management, antitoxin on clinical suspicion, isolation',
} as const;
const pocketPertussis = {
  sourceId: 'who-pocket-book-2013',
  section:
    'Chapter 4: Pertussis \u2014 admit infants under 6 months and any child with apnoea, cyanosis or fits',
} as const;
const gbs = {
  sourceId: 'who-gbs-2016',
  section: 'Respiratory monitoring and indications for intensive care',
} as const;
const afpSurveillance = {
  sourceId: 'who-vpd-surveillance-2018',
  section: 'Poliomyelitis: every acute flaccid paralysis case reported and investigated at once',
} as const;
const heat = {
  sourceId: 'bouchama-heatstroke-2022',
  section: 'Management: immediate cooling on site, before transfer',
} as const;
const methanol = {
  sourceId: 'who-methanol-2014',
  section: 'Clinical features (delayed 12-24 hours), treatment and public health response',
} as const;
const withdrawal = {
  sourceId: 'who-mhgap-2016',
  section: 'SUB 2: alcohol withdrawal \u2014 seizures and delirium',
} as const;
const intoxication = { sourceId: 'who-mhgap-2016', section: 'SUB 1: acute alcohol intoxication' } as const;

/**
 * Diphtheria's airway, pertussis in infants, paralysis reaching the breathing muscles, heat stroke and
 * alcohol (methanol, intoxication, withdrawal): the ways conditions 93-110 kill, independent of the ranking.
 */
export const airwayParalysisHeatAlcoholRules = [
  {
    id: 'suspected-tetanus',
    anyOf: ['muscle-spasms', 'dirty-wound'],
    allOf: ['trismus'],
    urgency: 'emergency',
    reason: 'Jaw that will not open with spasms or after a wound (possible tetanus)',
    actions: [
      'Nurse in a quiet place, protect the airway; give diazepam for spasms, human tetanus immunoglobulin, metronidazole, and refer',
    ],
    citations: [
      {
        sourceId: 'who-pocket-book-2013',
        section: 'Tetanus: trismus and spasms (admit; immunoglobulin, metronidazole, diazepam, wound care)',
      },
    ],
  },
  {
    // Ludwig angina: the swelling lifts the tongue and can close the airway within hours.
    id: 'floor-of-mouth-infection-airway',
    // Drooling told as saliva running out ('bave') is the same sign here: the swelling stops the swallow.
    anyOf: [
      'dysphagia',
      'drooling-unable-to-swallow',
      'hypersalivation',
      'trismus',
      'stridor',
      'respiratory-distress',
    ],
    allOf: ['floor-of-mouth-swelling'],
    urgency: 'emergency',
    reason:
      'Swelling of the floor of the mouth or under the jaw with trouble swallowing, drooling or a shut jaw: spreading deep neck infection (Ludwig angina), the airway is at risk',
    actions: [
      'Keep the patient sitting up; do not lie flat; call the most skilled person for the airway',
      'IV antibiotics now and refer the same hour for surgical drainage',
    ],
    citations: [
      { sourceId: 'who-bec-2018', section: 'Module 2: Difficulty in breathing — upper airway obstruction' },
    ],
  },
  {
    id: 'diphtheria-airway',
    anyOf: ['stridor', 'respiratory-distress', 'drooling-unable-to-swallow', 'cyanosis', 'hypoxaemia'],
    allOf: ['grey-throat-membrane'],
    urgency: 'critical',
    reason: 'Throat membrane with stridor, drooling or breathing difficulty: diphtheria closing the airway',
    actions: [
      'Do not force the mouth open or lie the patient flat; oxygen; call the most skilled person for intubation or tracheostomy',
      'Diphtheria antitoxin and antibiotic now; isolate; refer and notify',
    ],
    citations: [pocketDiphtheria, whoDiphtheria],
  },
  {
    id: 'diphtheria-suspected',
    anyOf: ['grey-throat-membrane'],
    urgency: 'emergency',
    reason: 'Grey adherent throat membrane or bull neck: suspected diphtheria',
    actions: [
      'Isolate, swab the throat, start the antibiotic and refer for antitoxin today; notify the surveillance officer',
    ],
    citations: [whoDiphtheria],
  },
  {
    id: 'pertussis-infant-or-apnoea',
    anyOf: ['apnoea-episodes', 'cyanosis', 'convulsions', 'hypoxaemia'],
    allOf: ['paroxysmal-cough-whoop'],
    urgency: 'emergency',
    reason: 'Coughing spells with apnoea, blue spells, fits or low oxygen (severe pertussis)',
    actions: ['Oxygen, gentle suction, admit; erythromycin; nasogastric feeds if unable to feed'],
    citations: [pocketPertussis],
  },
  {
    id: 'pertussis-young-infant',
    anyOf: ['paroxysmal-cough-whoop'],
    ageYears: { max: 0.5 },
    urgency: 'emergency',
    reason: 'Coughing spells in an infant under 6 months: pertussis can stop the breathing',
    actions: ['Admit for observation of apnoea; erythromycin (azithromycin under 1 month)'],
    citations: [pocketPertussis],
  },
  {
    id: 'flaccid-paralysis-breathing',
    anyOf: [
      'respiratory-distress',
      'shortness-of-breath',
      'dysphagia',
      'bradypnoea',
      'hypoxaemia',
      'cyanosis',
    ],
    allOf: ['acute-flaccid-paralysis'],
    urgency: 'critical',
    reason:
      'Acute flaccid weakness with breathlessness, weak swallowing or low oxygen: respiratory failure can follow within hours',
    actions: [
      'Sit up, oxygen, nothing by mouth if swallowing is unsafe; count breaths in one breath (under 20 is danger)',
      'Transfer now to a unit that can ventilate',
    ],
    citations: [gbs],
  },
  {
    id: 'acute-flaccid-paralysis',
    anyOf: ['acute-flaccid-paralysis'],
    // 'AFP' is also alpha-fetoprotein: with a liver mass or tumour marker told, the letters name the marker.
    noneOf: ['liver-tumour-test-lab'],
    urgency: 'emergency',
    reason:
      'Acute flaccid paralysis: polio or Guillain-Barr\u00e9 syndrome, may progress to the breathing muscles',
    actions: [
      'Refer for admission and monitoring of breathing and swallowing',
      'Notify at once and collect two stool specimens 24 hours apart (polio surveillance)',
    ],
    citations: [afpSurveillance, gbs],
  },
  {
    id: 'heat-stroke',
    anyOf: ['confusion', 'unconscious', 'convulsions', 'agitation', 'lethargy'],
    allOf: ['heat-exposure'],
    urgency: 'critical',
    reason: 'Confusion, fits or collapse after heat exposure or exertion in the heat: heat stroke',
    actions: [
      'Cool now, before transfer: cold-water immersion, or wet the skin and fan, ice packs to neck, armpits and groin, until 38.5-39 \u00b0C',
      'Airway, oxygen, glucose check, IV fluids for shock; no antipyretics',
    ],
    citations: [heat],
  },
  {
    id: 'heat-exposure-with-high-temperature',
    anyOf: ['high-fever', 'hot-dry-skin'],
    allOf: ['heat-exposure'],
    urgency: 'emergency',
    reason: 'High body temperature or hot dry skin after heat exposure: heat stroke until proved otherwise',
    actions: ['Start cooling and measure core temperature; test for malaria; watch consciousness'],
    citations: [heat],
  },
  {
    id: 'methanol-with-signs',
    anyOf: ['visual-disturbance', 'kussmaul-breathing', 'confusion', 'unconscious', 'convulsions'],
    allOf: ['illicit-brew'],
    urgency: 'critical',
    reason:
      'Blurred vision, deep sighing breathing, confusion or fits after illicit spirits: methanol poisoning',
    actions: [
      'Airway, glucose; refer now for antidote (fomepizole or ethanol), bicarbonate and haemodialysis',
      'Alert public health: find everyone who drank the same brew',
    ],
    citations: [methanol],
  },
  {
    // After a drink of illicit spirits the early signs of methanol are those of drunkenness with headache,
    // dizziness, vomiting or belly pain; the blindness and acidosis follow 12-24 hours later (WHO 2014).
    id: 'methanol-suspected',
    anyOf: [
      'drunk-intoxicated',
      'headache',
      'dizziness',
      'vomiting',
      'abdominal-pain',
      'deep-breathing-air-hunger',
      'tachypnoea',
      'photophobia',
    ],
    allOf: ['illicit-brew'],
    urgency: 'emergency',
    reason: 'Illicit or home-distilled spirits: methanol harm appears 12-24 hours later, often when too late',
    actions: ['Refer for blood gas and observation; ask who else drank it'],
    citations: [methanol],
  },
  {
    // Illicit spirits told as a drinking habit, with no sign of a recent poisoning: ask when the last drink was
    // and about vision and breathing the same day, rather than an emergency for every drinker of local brew.
    id: 'illicit-spirits-habit',
    anyOf: ['illicit-brew'],
    urgency: 'urgent',
    reason: 'Drinks illicit or home-distilled spirits: ask about the last drink, vision and breathing today',
    actions: [
      'If drunk in the last 2 days or any symptom: blood gas and observation (methanol); ask who else drank it',
    ],
    citations: [methanol],
  },
  {
    id: 'intoxication-with-coma-or-slow-breathing',
    anyOf: ['unconscious', 'bradypnoea', 'convulsions', 'hypoglycaemia-lab'],
    allOf: ['drunk-intoxicated'],
    urgency: 'critical',
    reason: 'Unrousable, slow breathing, fits or low glucose after drinking',
    actions: ['Recovery position, airway, oxygen; thiamine then glucose; look for a head injury; admit'],
    citations: [intoxication],
  },
  {
    id: 'alcohol-withdrawal-seizures-or-delirium',
    anyOf: ['convulsions', 'confusion', 'acute-fluctuating-confusion', 'psychotic-symptoms', 'agitation'],
    allOf: ['stopped-drinking-recently'],
    urgency: 'emergency',
    reason:
      'Fits, confusion or hallucinations after stopping heavy drinking: withdrawal seizures or delirium tremens',
    actions: ['Diazepam, thiamine before glucose, fluids; admit \u2014 delirium tremens can kill'],
    citations: [withdrawal],
  },
  {
    id: 'heavy-drinker-with-delirium-or-seizures',
    anyOf: ['convulsions', 'acute-fluctuating-confusion', 'psychotic-symptoms'],
    allOf: ['alcohol-use'],
    urgency: 'emergency',
    reason:
      'Fits, fluctuating confusion or hallucinations in a heavy drinker: withdrawal, delirium tremens or Wernicke encephalopathy',
    actions: ['Thiamine before glucose, glucose check, diazepam for fits or agitation; admit'],
    citations: [withdrawal],
  },
] as const satisfies readonly TriageRule[];
