import type { TriageRule } from '../triage-rule-schema';
import { pregnancyDanger, samCriteria } from './shared';

/** Severe acute malnutrition and anaemia in pregnancy. */
export const malnutritionAnaemiaRules = [
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
] as const satisfies readonly TriageRule[];
