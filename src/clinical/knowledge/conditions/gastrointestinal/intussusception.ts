import type { Condition } from '../../types';
import { cite } from '../../regimens-shared/citations';

const pocket = cite('who-pocket-book-2013', 'Chapter 9.3.4: Intussusception');
const apls = cite('apls-2016', 'The child with abdominal pain: intussusception');

/**
 * Intussusception: part of 135 (intestinal obstruction) in clinical-scope.md, with its own picture in a young
 * child: bouts of screaming with the legs drawn up, vomiting, redcurrant-jelly stool, a sausage-shaped mass.
 * Early loose stools make it look like gastroenteritis or dysentery. Treatment is reduction, not medicine.
 */
export const condition = {
  id: 'intussusception',
  name: 'Intussusception (young child)',
  icd10: ['K56.1', 'K56'],
  urgency: 'emergency',
  prior: {
    // Most cases are infants and toddlers of 3 months to 3 years; rare before 3 months and after 6 years.
    baseline: 0.0005,
    byAge: [
      { maxYears: 0.25, multiplier: 0.3 },
      { minYears: 0.25, maxYears: 3, multiplier: 4 },
      { minYears: 3, maxYears: 6, multiplier: 0.6 },
      { minYears: 6, multiplier: 0.03 },
    ],
    citations: [pocket, apls],
  },
  findings: [
    { findingId: 'episodic-crying-drawing-up-legs', frequency: 0.8, citation: pocket },
    { findingId: 'irritability', frequency: 0.7 },
    { findingId: 'vomiting', frequency: 0.8, citation: pocket },
    { findingId: 'redcurrant-jelly-stool', frequency: 0.5, specificity: 0.999, citation: pocket },
    { findingId: 'bloody-diarrhoea', frequency: 0.5, citation: pocket },
    {
      findingId: 'sausage-shaped-abdominal-mass',
      frequency: 0.6,
      specificity: 0.999,
      citation: pocket,
    },
    { findingId: 'abdominal-mass', frequency: 0.6, citation: apls },
    { findingId: 'abdominal-pain', frequency: 0.85 },
    { findingId: 'colicky-abdominal-pain', frequency: 0.7, citation: apls },
    { findingId: 'pallor', frequency: 0.4, citation: apls },
    { findingId: 'lethargy', frequency: 0.4, citation: apls },
    { findingId: 'abdominal-distension', frequency: 0.3 },
    // Loose or bloody stools: early loose stools make it look like gastroenteritis or dysentery.
    { findingId: 'diarrhoea', frequency: 0.5, citation: apls },
    { findingId: 'fever', frequency: 0.2 },
    { findingId: 'tachycardia', frequency: 0.4 },
    { findingId: 'hypotension', frequency: 0.05 },
    { findingId: 'watery-diarrhoea', frequency: 0.05 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'runny-nose', frequency: 0.1 },
  ],
  redFlags: [
    {
      findingIds: ['redcurrant-jelly-stool', 'sausage-shaped-abdominal-mass'],
      finding: 'Redcurrant-jelly stool or a sausage-shaped abdominal mass in a young child: intussusception',
      urgency: 'emergency',
      actionRequired:
        'Nil by mouth, IV fluids, urgent ultrasound and referral for air or contrast enema reduction or surgery.',
      citations: [pocket],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'rebound-tenderness'],
      finding: 'Shock or peritonism in intussusception: perforated or dead bowel',
      urgency: 'critical',
      actionRequired:
        'Resuscitate with IV fluids, IV antibiotics, nasogastric tube; emergency operation (no enema reduction).',
      citations: [apls],
    },
  ],
  investigations: [
    {
      test: 'Abdominal ultrasound',
      urgency: 'stat',
      rationale: 'Confirms intussusception and guides enema reduction.',
      expectedFindings: 'Target or doughnut sign, usually right upper abdomen.',
    },
    {
      test: 'Urea, electrolytes, full blood count, blood group',
      urgency: 'urgent',
      rationale: 'Dehydration and preparation for reduction or theatre.',
      expectedFindings: 'Dehydration; leucocytosis when the bowel is compromised.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pulse, capillary refill, urine output, abdominal signs',
      frequency: 'Hourly until reduced',
      alertCriteria: 'Shock, peritonism, bile-stained vomiting, blood per rectum increasing.',
    },
  ],
  referrals: [
    {
      specialist: 'Paediatric or general surgery with radiology',
      urgency: 'emergency',
      reason:
        'Air or contrast enema reduction under ultrasound or fluoroscopy; surgery if it fails or peritonitis.',
    },
  ],
  lifestyle: [
    {
      recommendation:
        'After reduction, return at once if the bouts of crying, vomiting or bloody stool come back (recurrence is most likely in the first days).',
      category: 'safety',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Nil by mouth, nasogastric tube, IV fluids to correct dehydration; reduction by air or contrast enema where available, otherwise surgery. Shock or peritonitis: resuscitate, IV antibiotics, emergency operation. No medicine treats the intussusception itself.',
    supportiveCare: ['IV fluids', 'Analgesia', 'Nasogastric decompression'],
    followUpSchedule: 'Surgical review after reduction; advise on recurrence.',
    antibioticsIndicated: false,
    citations: [pocket, apls],
  },
  citations: [pocket, apls],
} satisfies Condition;
