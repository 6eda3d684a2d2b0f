import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const bouchama = (section: string) => cite('bouchama-heatstroke-2022', section);
const bec = cite('who-bec-2018', 'Module 5: Altered mental status \u2014 hyperthermia and heat stroke');

/** 108. Heat stroke (classic and exertional). */
export const condition = {
  id: 'heat-stroke',
  name: 'Heat stroke',
  icd10: ['T67.0', 'T67'],
  icd11: 'NF01.0',
  urgency: 'emergency',
  // Heat stroke is a body temperature above 40 °C with a disturbed brain (Bouchama 2022); heat exhaustion, the
  // tired, sweating, dizzy worker who is lucid and cooler, is treated by rest, shade and fluids the same day.
  emergencyOnlyWith: {
    anyOf: [
      'high-fever',
      'confusion',
      'unconscious',
      'convulsions',
      'agitation',
      'hot-dry-skin',
      'syncope',
      'hypotension',
      'weak-pulse-cold-hands',
      'dark-urine',
      'reduced-urine',
    ],
    otherwise: 'urgent',
    citation: bouchama('Definition: core temperature above 40 °C with central nervous system dysfunction'),
  },
  // Heat stroke is a core temperature above 40 C with brain dysfunction after exposure to heat or exertion in
  // heat: with neither a heat exposure nor a very high temperature (or hot, dry skin) it is not heat stroke.
  definedBy: {
    anyOf: ['heat-exposure', 'high-fever', 'hot-dry-skin'],
    citation: bouchama(
      'Definition: core temperature above 40 C, central nervous system dysfunction, heat exposure',
    ),
  },
  prior: {
    baseline: 0.0008,
    byAge: [
      { maxYears: 5, multiplier: 1 },
      { minYears: 5, maxYears: 15, multiplier: 0.5 },
      { minYears: 15, maxYears: 65, multiplier: 1 },
      { minYears: 65, multiplier: 2.5 },
    ],
    bySex: { male: 1.5, female: 0.7 },
    byCountry: { ML: 2, BF: 2, NG: 1.3, SO: 1.5, ET: 0.8 },
    citations: [bouchama('Epidemiology: older people in heatwaves, workers, soldiers and athletes')],
  },
  findings: [
    { findingId: 'heat-exposure', frequency: 0.95 },
    { findingId: 'high-fever', frequency: 0.95 },
    { findingId: 'fever', frequency: 0.98 },
    { findingId: 'confusion', frequency: 0.8 },
    { findingId: 'hot-dry-skin', frequency: 0.5 },
    { findingId: 'sweating', frequency: 0.4 },
    { findingId: 'unconscious', frequency: 0.3 },
    { findingId: 'convulsions', frequency: 0.25 },
    { findingId: 'agitation', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.85 },
    { findingId: 'tachypnoea', frequency: 0.5 },
    { findingId: 'hypotension', frequency: 0.3 },
    { findingId: 'vomiting', frequency: 0.35 },
    { findingId: 'headache', frequency: 0.4 },
    { findingId: 'dizziness', frequency: 0.4 },
    { findingId: 'syncope', frequency: 0.3 },
    { findingId: 'muscle-spasms', frequency: 0.15 },
    { findingId: 'reduced-urine', frequency: 0.2 },
    { findingId: 'dark-urine', frequency: 0.15 },
    { findingId: 'raised-creatinine-lab', frequency: 0.3 },
    { findingId: 'chills-rigors', frequency: 0.03 },
    { findingId: 'neck-stiffness', frequency: 0.03 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'prolonged-fever', frequency: 0.01 },
    { findingId: 'no-bed-net', frequency: 0.1 },
    // Classic (non-exertional) heatstroke strikes older people with chronic illness: heart disease and
    // hypertension, diabetes, dementia, the bed-bound and those on anticholinergic or diuretic medicines.
    ...(
      [
        ['known-hypertension', 0.3],
        ['known-diabetes', 0.2],
        ['memory-loss', 0.1],
        ['recent-immobility-surgery', 0.1],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: bouchama('Risk factors for classic heatstroke'),
    })),
  ],
  redFlags: [
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'dark-urine'],
      finding: 'Shock or dark urine in heat stroke: circulatory collapse, rhabdomyolysis or kidney injury',
      urgency: 'critical',
      actionRequired:
        'Keep cooling; IV normal saline in small boluses; urinary catheter and fluid balance; refer for high dependency care.',
      citations: [bouchama('Complications: shock, rhabdomyolysis, acute kidney injury'), bec],
    },
  ],
  investigations: [
    {
      test: 'Core (rectal) temperature, glucose, SpO2, blood pressure',
      urgency: 'stat',
      rationale:
        'Core temperature > 40 \u00b0C with brain dysfunction defines heat stroke; hypoglycaemia mimics it.',
      expectedFindings: 'Temperature > 40 \u00b0C.',
    },
    {
      test: 'Malaria RDT, creatinine, potassium, CK, liver tests, platelets and clotting',
      urgency: 'urgent',
      rationale:
        'Malaria and meningitis are the main alternatives; rhabdomyolysis, kidney and liver injury and DIC complicate.',
      expectedFindings: 'RDT negative; raised creatinine, CK and transaminases.',
    },
  ],
  monitoring: [
    {
      parameter: 'Core temperature, consciousness, blood pressure, urine output',
      frequency: 'Every 5-10 minutes while cooling, then hourly',
      alertCriteria: 'Temperature rising again, falling consciousness, urine < 0.5 mL/kg/h, bleeding',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with high dependency care',
      urgency: 'emergency',
      reason: 'Every case of heat stroke, after cooling has started.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'In hot weather drink water regularly, rest in the shade, avoid heavy work at midday, and check on older neighbours living alone.',
      category: 'prevention',
      importance: 'high',
    },
    {
      recommendation: 'Never leave children in a parked vehicle.',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Cool first, transport second: cold-water immersion (exertional) or evaporative cooling with water spray and fanning plus ice packs, until core temperature 38.5-39 \u00b0C; airway and oxygen; IV normal saline for hypotension in small boluses; treat fits with benzodiazepine and check glucose. Antipyretics do not work and are not given.',
    supportiveCare: [
      'Remove clothing',
      'Urinary catheter and fluid balance',
      'Look for rhabdomyolysis and kidney injury',
    ],
    followUpSchedule: 'Inpatient; return to heat exposure only after full recovery.',
    antibioticsIndicated: false,
    citations: [bouchama('Management: immediate cooling, target and methods'), bec],
  },
  citations: [bouchama('Classic and exertional heatstroke'), bec],
} satisfies Condition;

export const regimens = [
  {
    id: 'heat-stroke',
    conditionId: 'heat-stroke',
    population: {},
    items: [],
    note: 'Cooling is the treatment; paracetamol and other antipyretics are withheld (they do not lower a heat-stroke temperature and stress the liver). IV fluids for shock by the shock protocol.',
    citations: [bouchama('Management: antipyretics are ineffective')],
  },
] satisfies readonly Regimen[];
