import type { TriageRule } from '../triage-rule-schema';
import { youngInfantNormalTemperature } from './shared';

const imciVerySevere = {
  sourceId: 'who-imci-2014',
  section: 'Sick young infant up to 2 months: very severe disease (possible serious bacterial infection)',
} as const;
const imciJaundice = {
  sourceId: 'who-imci-2014',
  section: 'Sick young infant: check for jaundice — severe jaundice',
} as const;
const psbi = {
  sourceId: 'who-psbi-2015',
  section:
    'Clinical signs of possible serious bacterial infection and of critical illness in infants 0-59 days',
} as const;
const pocketNeonate = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 3: Problems of the neonate and young infant',
} as const;

const pcpncNewbornDanger = {
  sourceId: 'who-pcpnc-2015',
  section:
    'K: Newborn danger signs — go to the hospital at once if the baby has difficulty breathing, feels cold, or is pale',
} as const;

const youngInfant = { max: 2 / 12 };
const refer =
  'Give the first dose of IM ampicillin (or benzylpenicillin) and gentamicin, keep warm and breastfeeding, and refer urgently';

/** The IMCI young-infant danger signs (0-59 days), each a rule of its own so the reason names the sign. */
export const youngInfantTriageRules = [
  {
    // IMCI 2014 classes every one of these as very severe disease, to treat before referral and refer
    // urgently: an emergency. The PSBI guideline's 'critical illness' (unable to feed at all, convulsions,
    // apnoea) says who must not be treated at home, not who needs resuscitation; an unconscious baby is
    // critical by the ETAT coma rule (general-danger-signs.ts).
    id: 'young-infant-not-feeding-or-convulsing',
    anyOf: ['unable-to-drink', 'convulsions', 'unconscious', 'apnoea-episodes'],
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'Young infant unable to feed, convulsing, unconscious or with apnoea (very severe disease)',
    actions: ['Clear the airway, give oxygen, treat convulsions and check glucose', refer],
    citations: [imciVerySevere, psbi],
  },
  {
    id: 'young-infant-moves-only-when-stimulated',
    anyOf: ['moves-only-when-stimulated', 'lethargy'],
    ageYears: youngInfant,
    urgency: 'emergency',
    reason:
      'Young infant moving only when stimulated or unusually sleepy (possible serious bacterial infection)',
    actions: ['Check glucose and temperature', refer],
    citations: [imciVerySevere, psbi],
  },
  {
    id: 'young-infant-severe-chest-indrawing',
    anyOf: ['chest-indrawing', 'respiratory-distress', 'cyanosis'],
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'Severe chest indrawing or breathing difficulty in an infant under 2 months',
    actions: ['Give oxygen', refer],
    citations: [imciVerySevere],
  },
  {
    // Told by the mother ('hapumui vizuri', 'difficulty breathing'), before anyone counts the breaths or looks
    // for indrawing. Fast breathing alone is IMCI's own class (the rules below), so it is left to them.
    id: 'young-infant-difficulty-breathing-told',
    anyOf: ['shortness-of-breath'],
    noneOf: ['tachypnoea'],
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'Difficulty breathing told of an infant under 2 months (newborn danger sign)',
    actions: ['Count the breaths, look for chest indrawing and grunting, check oxygen saturation', refer],
    citations: [pcpncNewbornDanger, imciVerySevere],
  },
  {
    // A young infant cannot tell a feeling of cold or shiver as an adult does: 'feels cold', 'ana baridi' of a
    // baby is a cold body under the carer's hand, low temperature until a thermometer says otherwise.
    id: 'young-infant-feels-cold',
    anyOf: ['chills-rigors'],
    // Until a thermometer says otherwise: an axillary temperature of 35.5 °C or more measured (hypothermia
    // recorded absent) is not this sign (who-imci-2014 young infant: low body temperature below 35.5 °C).
    notWhenAbsent: ['hypothermia'],
    notWhenMeasuredTemperatureC: youngInfantNormalTemperature,
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'An infant under 2 months who feels cold (low body temperature until measured)',
    actions: ['Measure the temperature; warm the baby skin-to-skin and check glucose', refer],
    citations: [pcpncNewbornDanger, pocketNeonate],
  },
  {
    // Cold hands or feet in an infant under 2 months are the first sign of cold stress: measure the
    // temperature and warm the baby the same day (who-pocket-book-2013 3.11; who-pcpnc-2015 K). With a
    // temperature below 35.5 °C or a weak fast pulse the emergency rules fire on their own findings.
    id: 'young-infant-cold-hands-feet',
    anyOf: ['cold-hands-feet'],
    ageYears: youngInfant,
    urgency: 'urgent',
    reason:
      'Cold hands or feet in an infant under 2 months (cold stress: measure the temperature, warm the baby)',
    actions: [
      'Measure the axillary temperature; warm skin-to-skin (kangaroo care), keep breastfeeding, reassess in an hour',
    ],
    citations: [pocketNeonate, pcpncNewbornDanger],
  },
  {
    // Pale palms in an infant under 2 months are blood loss or haemolysis until shown otherwise, not the
    // nutritional anaemia of an older child (Pocket Book chapter 3).
    id: 'young-infant-pallor',
    anyOf: ['pallor', 'severe-pallor'],
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'Pale palms or skin in an infant under 2 months (anaemia from blood loss or haemolysis)',
    actions: ['Check haemoglobin and look for bleeding (umbilical stump, stools, vomit) and jaundice', refer],
    citations: [pcpncNewbornDanger, pocketNeonate],
  },
  {
    id: 'newborn-fast-breathing-first-week',
    anyOf: ['tachypnoea'],
    ageYears: { max: 7 / 365 },
    urgency: 'emergency',
    reason: 'Fast breathing (60/min or more) in a baby under 7 days (possible serious bacterial infection)',
    actions: [refer],
    citations: [imciVerySevere, psbi],
  },
  {
    id: 'young-infant-fast-breathing',
    anyOf: ['tachypnoea'],
    ageYears: { min: 7 / 365, max: 2 / 12 },
    urgency: 'urgent',
    reason: 'Fast breathing (60/min or more) in an infant aged 7-59 days (pneumonia)',
    actions: [
      'Oral amoxicillin for 7 days, review in 2 days; refer if any other danger sign or feeding worsens',
    ],
    citations: [psbi, imciVerySevere],
  },
  {
    id: 'young-infant-temperature',
    anyOf: ['fever', 'hypothermia'],
    notWhenMeasuredTemperatureC: youngInfantNormalTemperature,
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'Temperature 37.5 °C or more, or below 35.5 °C, in an infant under 2 months',
    actions: ['Warm a cold baby skin-to-skin; check glucose', refer],
    citations: [imciVerySevere, pocketNeonate],
  },
  {
    id: 'young-infant-severe-jaundice',
    anyOf: ['jaundice-first-day', 'jaundice-palms-soles'],
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'Jaundice in the first 24 hours of life, or reaching the palms and soles (severe jaundice)',
    actions: [
      'Refer urgently for serum bilirubin and phototherapy or exchange transfusion; keep breastfeeding and warm',
    ],
    citations: [imciJaundice, pocketNeonate],
  },
  {
    // IMCI's 'not feeding well' (a weak or poor suck), or told as 'poor feeding' or 'feeding less' (read as
    // loss of appetite): a sign of possible serious bacterial infection, an emergency referral; only 'not
    // able to feed at all' is critical illness (the first rule; who-psbi-2015).
    id: 'young-infant-not-feeding-well',
    anyOf: ['not-feeding-well', 'anorexia'],
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'Young infant not feeding well (sign of very severe disease)',
    actions: ['Observe a breastfeed; check temperature and glucose', refer],
    citations: [imciVerySevere, psbi],
  },
  {
    // Any visible jaundice before 24 hours of life is haemolysis or infection, not the physiological kind. An
    // age of 0 whole years says nothing of the hours, so the age must be known to the hour (from 1 hour of life).
    id: 'newborn-jaundice-first-day-by-age',
    anyOf: ['jaundice'],
    ageYears: { min: 1 / (365 * 24), max: 1 / 365 },
    urgency: 'emergency',
    reason: 'Jaundice in a baby less than 24 hours old (severe jaundice)',
    actions: [
      'Refer urgently for serum bilirubin and phototherapy or exchange transfusion; keep breastfeeding and warm',
    ],
    citations: [imciJaundice, pocketNeonate],
  },
  {
    // Any visible jaundice in a baby born early or small needs phototherapy by the serum bilirubin: the
    // preterm brain is harmed at lower levels, and the IMCI palms-and-soles sign comes too late for it.
    id: 'preterm-newborn-jaundice',
    anyOf: ['jaundice', 'jaundice-palms-soles', 'raised-bilirubin-lab'],
    allOf: ['preterm-or-low-birth-weight'],
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'Jaundice in a baby born preterm or with a low birth weight (phototherapy by serum bilirubin)',
    actions: [
      'Refer urgently for serum bilirubin and phototherapy or exchange transfusion; keep breastfeeding and warm',
    ],
    citations: [
      {
        sourceId: 'who-pocket-book-2013',
        section: 'Chapter 3.19: Neonatal jaundice — phototherapy for jaundice with prematurity',
      },
      imciJaundice,
    ],
  },
  {
    id: 'young-infant-spreading-umbilical-redness',
    anyOf: ['umbilical-redness-extending'],
    ageYears: youngInfant,
    urgency: 'emergency',
    reason: 'Redness spreading from the umbilicus onto the skin (severe umbilical infection)',
    actions: [refer],
    citations: [imciVerySevere, pocketNeonate],
  },
] as const satisfies readonly TriageRule[];
