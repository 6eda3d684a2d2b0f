import type { Condition, Regimen } from '../../types';

const pocketParacetamol = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1: Common poisoning — paracetamol (acetylcysteine)',
} as const;
const pocketIron = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1: Common poisoning — iron (desferrioxamine)',
} as const;
const pocketOpioid = {
  sourceId: 'who-pocket-book-2013',
  section:
    'Chapter 1: Common poisoning — morphine and other opiates (pinpoint pupils, slow breathing, coma; naloxone)',
} as const;
const pocketPrinciples = {
  sourceId: 'who-pocket-book-2013',
  section: 'Chapter 1: Common poisoning — principles for ingested poisons (activated charcoal)',
} as const;
const bnfAcetylcysteine = {
  sourceId: 'bnf-2023',
  section: 'Acetylcysteine: paracetamol overdose (dose calculated on a maximum body-weight of 110 kg)',
} as const;
const mhgap = {
  sourceId: 'who-mhgap-2016',
  section: 'Self-harm/suicide module: medical management and assessment after self-harm',
} as const;

/** 102. Medicine overdose: paracetamol, iron, and others (accidental in children, deliberate in adolescents and adults). */
export const condition = {
  id: 'medicine-overdose',
  name: 'Medicine overdose (paracetamol, iron, other)',
  icd10: ['T39.1', 'T45.4', 'T50.9'],
  // The code of the medicine when it is told (WHO ICD-10 2019, chapter XIX: T39.1 4-aminophenol derivatives,
  // T45.4 iron and its compounds, T50.9 other and unspecified drugs such as amitriptyline or heart tablets).
  icd10ByFinding: [
    {
      findingIds: ['iron-ingestion'],
      icd10: 'T45.4',
      citation: { sourceId: 'who-icd10-2019', section: 'T45.4 Poisoning: iron and its compounds' },
    },
    {
      findingIds: ['paracetamol-ingestion'],
      icd10: 'T39.1',
      citation: { sourceId: 'who-icd10-2019', section: 'T39.1 Poisoning: 4-aminophenol derivatives' },
    },
    {
      findingIds: ['high-risk-medicine-named'],
      icd10: 'T50.9',
      citation: { sourceId: 'who-icd10-2019', section: 'T50.9 Poisoning: other and unspecified drugs' },
    },
  ],
  urgency: 'urgent',
  prior: {
    baseline: 0.001,
    byAge: [
      { maxYears: 1, multiplier: 0.5 },
      { minYears: 1, maxYears: 5, multiplier: 3 },
      { minYears: 5, maxYears: 12, multiplier: 0.5 },
      { minYears: 12, maxYears: 30, multiplier: 1.5 },
      { minYears: 30, multiplier: 0.8 },
    ],
    citations: [pocketPrinciples, mhgap],
  },
  findings: [
    { findingId: 'medicine-overdose', frequency: 0.9, citation: pocketPrinciples },
    { findingId: 'paracetamol-ingestion', frequency: 0.35, citation: pocketParacetamol },
    { findingId: 'iron-ingestion', frequency: 0.1, citation: pocketIron },
    {
      // Chronic excess of vitamins, iron or calcium: constipation, abdominal pain, nausea, confusion.
      findingId: 'supplement-excess',
      frequency: 0.12,
      citation: {
        sourceId: 'harrison-2022',
        section: 'Ch. 333 vitamin and trace mineral deficiency and excess',
      },
    },
    {
      // Chronic toxicity (supplements, digoxin, lithium, repeated paracetamol) builds up over weeks.
      findingId: 'symptoms-over-10-days',
      frequency: 0.1,
      citation: {
        sourceId: 'harrison-2022',
        section: 'Ch. 458 poisoning and drug overdose: chronic toxicity',
      },
    },
    {
      // Iron, calcium and vitamin D excess, opioids and anticholinergics all constipate.
      findingId: 'constipation',
      frequency: 0.08,
      citation: pocketIron,
    },
    { findingId: 'nausea', frequency: 0.4 },
    { findingId: 'vomiting', frequency: 0.45 },
    { findingId: 'abdominal-pain', frequency: 0.3 },
    { findingId: 'right-upper-quadrant-pain', frequency: 0.1 },
    { findingId: 'diarrhoea', frequency: 0.1 },
    { findingId: 'melaena', frequency: 0.05 },
    { findingId: 'lethargy', frequency: 0.25 },
    { findingId: 'confusion', frequency: 0.15 },
    // Heart and pressure medicines and tricyclics, the deadliest overdoses, race the heart and drop the pressure
    // (who-pocket-book-2013 ch. 1, principles: assess circulation; mhgap-2016 SUI: medicines at hand).
    { findingId: 'high-risk-medicine-named', frequency: 0.15, citation: pocketPrinciples },
    { findingId: 'tachycardia', frequency: 0.25, citation: pocketPrinciples },
    { findingId: 'hypotension', frequency: 0.1, citation: pocketPrinciples },
    // Opioids, sedatives and tricyclics taken in excess bring many to hospital unrousable.
    { findingId: 'unconscious', frequency: 0.15, citation: pocketOpioid },
    { findingId: 'jaundice', frequency: 0.05 },
    { findingId: 'suicidal-thoughts', frequency: 0.3, citation: mhgap },
    { findingId: 'low-mood', frequency: 0.3 },
    { findingId: 'raised-alt-lab', frequency: 0.15 },
    { findingId: 'fever', frequency: 0.04 },
    { findingId: 'cough', frequency: 0.03 },
    // Toxidromes of the common medicines taken in excess: opioids and sedatives slow breathing,
    // digoxin and beta-blockers slow or disturb the pulse, tricyclics and isoniazid cause fits.
    { findingId: 'bradypnoea', frequency: 0.12, citation: pocketPrinciples },
    { findingId: 'bradycardia', frequency: 0.08, citation: pocketPrinciples },
    { findingId: 'irregular-pulse', frequency: 0.06, citation: pocketPrinciples },
    { findingId: 'convulsions', frequency: 0.06, citation: pocketPrinciples },
    // Opioid toxidrome: coma, pinpoint pupils and slow shallow breathing (naloxone reverses it).
    { findingId: 'pinpoint-pupils', frequency: 0.08, citation: pocketOpioid },
  ],
  redFlags: [
    {
      findingIds: ['unconscious', 'hypotension', 'bradypnoea', 'convulsions'],
      finding: 'Overdose with coma, low blood pressure, slow breathing or fits',
      urgency: 'critical',
      actionRequired:
        'Airway, breathing (bag-mask), glucose, naloxone if opioids possible; refer to hospital.',
      citations: [pocketPrinciples],
    },
    {
      findingIds: ['paracetamol-ingestion', 'iron-ingestion'],
      finding:
        'Paracetamol or iron overdose (liver failure or shock appear late; treatment works best early)',
      urgency: 'emergency',
      actionRequired:
        'Work out the dose in mg/kg (paracetamol ≥ 150 mg/kg, iron ≥ 20 mg/kg elemental: treat); activated charcoal within 1 hour for paracetamol (not for iron); refer for acetylcysteine or desferrioxamine and levels.',
      citations: [pocketParacetamol, pocketIron],
    },
    {
      findingIds: ['suicidal-thoughts'],
      finding: 'Deliberate overdose: self-harm risk',
      urgency: 'urgent',
      actionRequired:
        'Never leave alone; remove means; assess suicide risk and refer to mental health once medically safe.',
      citations: [mhgap],
    },
  ],
  investigations: [
    {
      test: 'What, how much (tablets × strength), when: dose in mg/kg',
      urgency: 'stat',
      rationale:
        'Paracetamol ≥ 150 mg/kg (or > 12 g in an adult) and elemental iron ≥ 60 mg/kg are severe; iron 20-60 mg/kg moderate.',
      expectedFindings: 'Ingested dose above the toxic threshold.',
    },
    {
      test: 'Serum paracetamol level at ≥ 4 hours; ALT, INR',
      urgency: 'urgent',
      rationale: 'Treatment nomogram and liver injury.',
      expectedFindings: 'Level above the treatment line.',
    },
    {
      test: 'Serum iron at 4-6 hours; abdominal X-ray',
      urgency: 'urgent',
      rationale: 'Iron toxicity and tablets in the gut.',
      expectedFindings: 'Iron > 90 micromol/L severe.',
    },
    {
      test: 'Blood glucose',
      urgency: 'stat',
      rationale: 'Hypoglycaemia with many medicines and in liver failure.',
      expectedFindings: '≥ 3 mmol/L.',
    },
  ],
  monitoring: [
    {
      parameter: 'Consciousness, breathing, BP, vomiting, urine output',
      frequency: 'Hourly for 6 hours, then 4-hourly',
      alertCriteria:
        'Drowsiness, hypotension, bloody vomit or stool (iron), jaundice or confusion after 24-72 hours (paracetamol)',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital (poisons management)',
      urgency: 'emergency',
      reason: 'Toxic dose, unknown amount, symptoms, or need for acetylcysteine or desferrioxamine.',
    },
    {
      specialist: 'Mental health',
      urgency: 'urgent',
      reason: 'Every deliberate overdose, once medically stable.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Store all medicines, especially iron and paracetamol, locked and out of children\u2019s reach.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'After deliberate overdose: a trusted person stays with the patient; remove medicines and pesticides from the home.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Assess ABC and glucose; calculate the dose per kg; activated charcoal 1 g/kg within 1 hour if the airway is safe (not for iron, hydrocarbons or corrosives); paracetamol: IV acetylcysteine by level or when ≥ 150 mg/kg taken (hospital); iron: desferrioxamine for severe poisoning (hospital); psychosocial assessment after deliberate overdose.',
    supportiveCare: ['IV fluids for vomiting/diarrhoea (iron)', 'Do not induce vomiting'],
    followUpSchedule:
      'Review 24-72 hours after paracetamol overdose for liver injury; mental health follow-up within a week of self-harm.',
    antibioticsIndicated: false,
    citations: [pocketPrinciples, pocketParacetamol, pocketIron],
  },
  citations: [pocketPrinciples, pocketParacetamol, pocketIron, mhgap],
} satisfies Condition;

/** BNF: acetylcysteine doses are calculated on a maximum body weight of 110 kg. */
const acetylcysteineCapKg = 110;

/** Charcoal within 1 hour for a charcoal-bound medicine; withheld for iron, hydrocarbons and corrosives (its contraindications). */
const activatedCharcoal = {
  medicineId: 'activated-charcoal',
  route: 'oral',
  dose: { kind: 'mg-per-kg', mgPerKg: 1000, maxMgPerDose: 50000, maxMgPerDay: 50000 },
  frequency: 'once, within 1 hour of ingestion, only if awake with a safe airway',
  dosesPerDay: 1,
  duration: 'single dose',
  indication:
    'paracetamol or other charcoal-bound medicine within 1 hour (not iron, hydrocarbons or corrosives)',
  alternativeIds: [],
  citations: [
    pocketPrinciples,
    {
      sourceId: 'bnf-2023',
      section: 'Charcoal, activated: acute poisoning 50 g; child 1 g/kg (max 50 g)',
    },
  ],
} satisfies Regimen['items'][number];

export const regimens = [
  {
    // Acetylcysteine is the paracetamol antidote only: each substance has its regimen, chosen by the findings.
    id: 'medicine-overdose-paracetamol',
    conditionId: 'medicine-overdose',
    population: { presentFindings: { allOf: ['paracetamol-ingestion'] } },
    items: [
      activatedCharcoal,
      {
        medicineId: 'acetylcysteine',
        route: 'intravenous',
        dose: {
          kind: 'mg-per-kg',
          mgPerKg: 150,
          maxMgPerDose: 150 * acetylcysteineCapKg,
          maxMgPerDay: 150 * acetylcysteineCapKg,
        },
        frequency: 'first infusion over 1 hour',
        dosesPerDay: 1,
        duration: 'bag 1 of 3',
        indication: 'paracetamol overdose above the treatment line or ≥ 150 mg/kg (hospital)',
        alternativeIds: [],
        phase: { name: 'bag 1 of 3', when: 'now, over 1 hour', startsNow: true },
        citations: [pocketParacetamol, bnfAcetylcysteine],
      },
      {
        medicineId: 'acetylcysteine',
        route: 'intravenous',
        dose: {
          kind: 'mg-per-kg',
          mgPerKg: 50,
          maxMgPerDose: 50 * acetylcysteineCapKg,
          maxMgPerDay: 50 * acetylcysteineCapKg,
        },
        frequency: 'second infusion over 4 hours',
        dosesPerDay: 1,
        duration: 'bag 2 of 3',
        indication: 'paracetamol overdose (hospital)',
        alternativeIds: [],
        phase: {
          name: 'bag 2 of 3',
          when: 'when bag 1 ends (1 hour after the start), over 4 hours',
          startsNow: false,
        },
        citations: [pocketParacetamol, bnfAcetylcysteine],
      },
      {
        medicineId: 'acetylcysteine',
        route: 'intravenous',
        dose: {
          kind: 'mg-per-kg',
          mgPerKg: 100,
          maxMgPerDose: 100 * acetylcysteineCapKg,
          maxMgPerDay: 100 * acetylcysteineCapKg,
        },
        frequency: 'third infusion over 16 hours',
        dosesPerDay: 1,
        duration: 'bag 3 of 3',
        indication: 'paracetamol overdose (hospital)',
        alternativeIds: [],
        phase: {
          name: 'bag 3 of 3',
          when: 'when bag 2 ends (5 hours after the start), over 16 hours',
          startsNow: false,
        },
        citations: [pocketParacetamol, bnfAcetylcysteine],
      },
    ],
    note: 'Acetylcysteine is a hospital treatment guided by the 4-hour paracetamol level (or given at once when ≥ 150 mg/kg was taken or the time is unknown). Iron: desferrioxamine (15 mg/kg/hour IV in severe poisoning) is given only in hospital with monitoring, so no dose is written here; charcoal does not bind iron.',
    citations: [pocketParacetamol, pocketIron],
  },
  {
    // No charcoal (it does not bind iron) and no acetylcysteine; desferrioxamine is dosed in hospital.
    id: 'medicine-overdose-iron',
    conditionId: 'medicine-overdose',
    population: { presentFindings: { allOf: ['iron-ingestion'] } },
    items: [],
    note: 'Iron: no charcoal (it does not bind iron), do not induce vomiting. IV fluids for vomiting or diarrhoea; refer to hospital: desferrioxamine for severe poisoning (shock, drowsiness, bloody vomit or stools) is given there with monitoring, so no dose is written here.',
    citations: [pocketIron, pocketPrinciples],
  },
  {
    // Any other or unnamed medicine: charcoal within the hour; no antidote until the substance is known.
    id: 'medicine-overdose-other',
    conditionId: 'medicine-overdose',
    population: {},
    items: [activatedCharcoal],
    note: 'Medicine unknown or not paracetamol: no acetylcysteine unless paracetamol was taken (measure a paracetamol level where possible). Ask which medicine, how much and when; specific antidotes by the poisoning protocol in hospital.',
    citations: [pocketPrinciples, pocketParacetamol],
  },
] satisfies readonly Regimen[];
