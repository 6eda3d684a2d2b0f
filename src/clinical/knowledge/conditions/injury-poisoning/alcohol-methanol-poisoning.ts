import type { Condition, Regimen } from '../../types';
import { perKgNoSourceMax } from '../../dose-rules';
import { cite, pocketBook } from '../../regimens-shared/citations';

const methanol = (section: string) => cite('who-methanol-2014', section);

/** Blurred vision or acidotic breathing is methanol's only after drinking: one flag for each way drinking is told. */
const methanolAfterDrinking = (drinking: 'alcohol-use' | 'illicit-brew' | 'drunk-intoxicated') => ({
  findingIds: ['visual-disturbance', 'kussmaul-breathing'],
  allOf: [drinking],
  finding:
    'Blurred vision or deep sighing breathing after drinking: methanol poisoning (blindness and death follow)',
  urgency: 'critical' as const,
  actionRequired:
    'Refer now for ethanol or fomepizole antidote, sodium bicarbonate and haemodialysis; alert public health \u2014 others who drank the same brew need to be found.',
  citations: [methanol('Clinical features, treatment and public health response')],
});
const mhgap = cite('who-mhgap-2016', 'SUB: acute alcohol intoxication \u2014 management');

/** 109. Alcohol (ethanol) intoxication or methanol poisoning. */
export const condition = {
  id: 'alcohol-methanol-poisoning',
  name: 'Alcohol or methanol poisoning',
  icd10: ['T51.9', 'T51.0', 'T51.1', 'T51'],
  // The alcohol named by what is told (WHO ICD-10 2019, T51): blurred sight or acidotic breathing is methanol's
  // (T51.1, WHO methanol 2014); drinking or drunkenness without them is ethanol (T51.0); T51.9 when neither.
  icd10ByFinding: [
    {
      findingIds: ['visual-disturbance', 'photophobia', 'kussmaul-breathing', 'deep-breathing-air-hunger'],
      icd10: 'T51.1',
      citation: { sourceId: 'who-icd10-2019', section: 'T51.1 Toxic effect of methanol' },
    },
    {
      findingIds: ['drunk-intoxicated', 'alcohol-use'],
      icd10: 'T51.0',
      citation: { sourceId: 'who-icd10-2019', section: 'T51.0 Toxic effect of ethanol' },
    },
  ],
  icd11: 'NE61',
  urgency: 'urgent',
  prior: {
    baseline: 0.002,
    byAge: [
      { maxYears: 12, multiplier: 0.1 },
      { minYears: 12, maxYears: 18, multiplier: 0.6 },
      { minYears: 18, multiplier: 1.2 },
    ],
    bySex: { male: 2, female: 0.4 },
    byCountry: { KE: 1.5, UG: 1.3 },
    citations: [methanol('Outbreaks of methanol poisoning from illicit spirits'), mhgap],
  },
  findings: [
    { findingId: 'drunk-intoxicated', frequency: 0.7 },
    { findingId: 'illicit-brew', frequency: 0.5 },
    { findingId: 'alcohol-use', frequency: 0.8 },
    { findingId: 'visual-disturbance', frequency: 0.35 },
    { findingId: 'kussmaul-breathing', frequency: 0.2 },
    // Methanol's metabolic acidosis: deep, fast breathing and a fast pulse; light hurts the damaged eyes
    // (WHO methanol information sheet: clinical features).
    {
      findingId: 'deep-breathing-air-hunger',
      frequency: 0.2,
      citation: methanol('Clinical features: metabolic acidosis'),
    },
    { findingId: 'tachypnoea', frequency: 0.3, citation: methanol('Clinical features: metabolic acidosis') },
    { findingId: 'tachycardia', frequency: 0.4, citation: methanol('Clinical features') },
    { findingId: 'photophobia', frequency: 0.1, citation: methanol('Clinical features: visual disturbance') },
    { findingId: 'confusion', frequency: 0.5 },
    { findingId: 'lethargy', frequency: 0.4 },
    { findingId: 'unconscious', frequency: 0.25 },
    { findingId: 'vomiting', frequency: 0.5 },
    { findingId: 'nausea', frequency: 0.4 },
    { findingId: 'abdominal-pain', frequency: 0.3 },
    { findingId: 'epigastric-pain', frequency: 0.2 },
    { findingId: 'headache', frequency: 0.4 },
    { findingId: 'dizziness', frequency: 0.3 },
    { findingId: 'sick-contacts', frequency: 0.2 },
    { findingId: 'convulsions', frequency: 0.1 },
    { findingId: 'speech-difficulty', frequency: 0.3 },
    { findingId: 'hypoglycaemia-lab', frequency: 0.1 },
    { findingId: 'bradypnoea', frequency: 0.08 },
    { findingId: 'hypothermia', frequency: 0.08 },
    { findingId: 'fever', frequency: 0.05 },
    { findingId: 'stopped-drinking-recently', frequency: 0.03 },
    { findingId: 'tremor-shakiness', frequency: 0.05 },
  ],
  redFlags: [
    // Only after drinking: blurred vision alone (cataract, glaucoma, diabetes) is not methanol poisoning.
    ...(['alcohol-use', 'illicit-brew', 'drunk-intoxicated'] as const).map(methanolAfterDrinking),
    {
      findingIds: ['unconscious', 'bradypnoea', 'convulsions', 'hypoglycaemia-lab'],
      finding: 'Unrousable, slow breathing, fits or low glucose (after drinking: severe alcohol poisoning)',
      urgency: 'critical',
      actionRequired:
        'Recovery position, airway, oxygen; check glucose and give glucose (thiamine first); look for head injury; admit.',
      citations: [mhgap, pocketBook('Chapter 1: Poisoning \u2014 principles')],
    },
  ],
  investigations: [
    {
      test: 'Blood glucose, SpO2, temperature; look for head injury',
      urgency: 'stat',
      rationale: 'Hypoglycaemia, hypoxia, hypothermia and head injury kill intoxicated patients.',
      expectedFindings: 'Glucose may be low.',
    },
    {
      test: 'Blood gas or serum bicarbonate, anion gap and osmolal gap where available',
      urgency: 'stat',
      rationale: 'A high anion gap metabolic acidosis after drinking points to methanol.',
      expectedFindings: 'pH < 7.3, bicarbonate < 15 mmol/L, raised anion and osmolal gaps.',
    },
  ],
  monitoring: [
    {
      parameter: 'Consciousness, breathing rate, SpO2, glucose, vision, temperature',
      frequency:
        'Every 30 minutes until sober and walking; methanol symptoms may start 12-24 hours after drinking',
      alertCriteria: 'Falling GCS, breathing < 10/min, blurred vision, deep breathing, fits',
    },
  ],
  referrals: [
    {
      specialist: 'Hospital with dialysis',
      urgency: 'emergency',
      reason: 'Suspected methanol poisoning, coma, fits or acidosis.',
    },
    {
      specialist: 'Public health / poison information centre',
      urgency: 'emergency',
      reason: 'Clusters after illicit brew: trace everyone who drank it.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'Never drink unlabelled or home-distilled spirits; methanol cannot be tasted or smelled.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation: 'Brief intervention on the drinking pattern once sober; offer help for alcohol use.',
      category: 'prevention',
      importance: 'medium',
    },
  ],
  protocol: {
    primaryTreatment:
      'Ethanol intoxication: airway, recovery position, glucose check (thiamine 100 mg before glucose), keep warm, observe until sober. Methanol: antidote (fomepizole, or oral or IV ethanol), sodium bicarbonate for acidosis, haemodialysis and folinic acid at a referral hospital; start transfer on suspicion, do not wait for tests.',
    supportiveCare: [
      'Recovery position',
      'Keep warm',
      'No induced vomiting or charcoal (alcohols are not adsorbed)',
    ],
    followUpSchedule: 'Eye examination after methanol; alcohol use review after any intoxication.',
    antibioticsIndicated: false,
    citations: [methanol('Treatment'), mhgap],
  },
  citations: [methanol('Methanol poisoning'), mhgap],
} satisfies Condition;

export const regimens = [
  {
    id: 'alcohol-methanol-poisoning',
    conditionId: 'alcohol-methanol-poisoning',
    population: { minAgeYears: 12 },
    items: [
      {
        medicineId: 'thiamine',
        route: 'intravenous',
        dose: { kind: 'fixed', mg: 100, amount: '100 mg IV or IM', maxMgPerDose: 100, maxMgPerDay: 100 },
        frequency: 'once, before any glucose',
        dosesPerDay: 1,
        duration: 'single dose, then daily if malnourished or a heavy drinker',
        indication: 'prevention of Wernicke encephalopathy in intoxication',
        alternativeIds: [],
        citations: [mhgap],
      },
      {
        medicineId: 'glucose-10',
        route: 'intravenous',
        dose: { ...perKgNoSourceMax(5, 1, 0.1), maxMgPerDose: 250, maxMgPerDay: 250, unit: 'mL' },
        frequency: 'once if glucose < 3 mmol/L, then recheck',
        dosesPerDay: 1,
        duration: 'once',
        indication: 'hypoglycaemia after drinking',
        alternativeIds: [],
        citations: [pocketBook('Chapter 1: Hypoglycaemia, 10% glucose 5 mL/kg IV')],
      },
    ],
    note: 'Methanol antidotes (fomepizole, ethanol), bicarbonate and folinic acid are dosed by the referral hospital: no dose is given here.',
    citations: [methanol('Treatment'), mhgap],
  },
  {
    id: 'alcohol-methanol-poisoning-child',
    conditionId: 'alcohol-methanol-poisoning',
    population: {},
    items: [],
    note: 'A child who drank alcohol: check glucose (hypoglycaemia is common), keep warm and refer; doses by the hypoglycaemia protocol.',
    citations: [pocketBook('Chapter 1: Poisoning \u2014 principles')],
  },
] satisfies readonly Regimen[];
