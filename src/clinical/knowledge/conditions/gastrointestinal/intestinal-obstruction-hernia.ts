import type { Condition, Regimen } from '../../types';
import { cite } from '../../regimens-shared/citations';

const asbo = (section: string) => cite('wses-asbo-2017', section);
const hernia = (section: string) => cite('wses-hernia-2017', section);
const scdh = (section: string) => cite('who-scdh-2003', section);

export const condition = {
  id: 'intestinal-obstruction-hernia',
  name: 'Intestinal obstruction / strangulated hernia (incl. sigmoid volvulus, intussusception)',
  icd10: ['K56.6', 'K56', 'K40.3', 'K40', 'K41', 'K42', 'K43', 'K44', 'K45', 'K46'],
  // A groin hernia that has stuck (or is known and now obstructs) is coded as the hernia with obstruction.
  icd10ByFinding: [
    {
      findingIds: ['irreducible-tender-groin-lump', 'reducible-groin-lump'],
      icd10: 'K40.3',
      citation: { sourceId: 'who-icd10-2019', section: 'K40.3 Unilateral inguinal hernia, with obstruction' },
    },
  ],
  icd11: 'DA91',
  urgency: 'emergency',
  // Strangulated or perforated bowel (a volvulus, a strangulated hernia) presents with septic shock: the
  // obstruction is named, and its source controlled at operation (knowledge: comesWith).
  // The share is a conservative estimate: the guideline cited describes this form, not its share of all cases.
  comesWith: [
    {
      conditionId: 'sepsis',
      share: 0.1,
      whenAnyOf: ['no-stool-or-flatus', 'constipation', 'irreducible-tender-groin-lump'],
      citation: asbo(
        'Strangulation: signs of ischaemia, fever, tachycardia, leucocytosis, lactate; emergency surgery',
      ),
    },
  ],
  prior: {
    // Hernia, adhesions and sigmoid volvulus (common in East African men) dominate; intussusception, the
    // commonest obstruction of infants and toddlers, has its own picture (intussusception.ts).
    baseline: 0.0006,
    byCountry: { ET: 1.5, UG: 1.2, KE: 1, TZ: 1, NG: 1, GH: 1 },
    byAge: [
      { maxYears: 2, multiplier: 1 },
      { minYears: 2, maxYears: 15, multiplier: 0.3 },
      { minYears: 15, maxYears: 40, multiplier: 0.8 },
      { minYears: 40, multiplier: 1.6 },
    ],
    bySex: { male: 1.5, female: 0.7 },
    citations: [scdh('Chapter 5: the abdomen, intestinal obstruction and hernia'), asbo('Background')],
  },
  findings: [
    { findingId: 'abdominal-pain', frequency: 0.95 },
    { findingId: 'colicky-abdominal-pain', frequency: 0.7 },
    { findingId: 'vomiting', frequency: 0.8 },
    { findingId: 'abdominal-distension', frequency: 0.75 },
    { findingId: 'no-stool-or-flatus', frequency: 0.7, specificity: 0.97 },
    { findingId: 'constipation', frequency: 0.6 },
    { findingId: 'irreducible-tender-groin-lump', frequency: 0.35, specificity: 0.998 },
    { findingId: 'reducible-groin-lump', frequency: 0.2 },
    { findingId: 'previous-abdominal-surgery', frequency: 0.4 },
    { findingId: 'rebound-tenderness', frequency: 0.3 },
    { findingId: 'tachycardia', frequency: 0.5 },
    { findingId: 'fever', frequency: 0.2 },
    { findingId: 'hypotension', frequency: 0.1 },
    // A blown-up belly is told as bloating; a strangulated loop or a volvulus left for days brings shock (weak
    // fast pulse, cold hands and feet), fast breathing and drowsiness: the signs for immediate surgery.
    {
      findingId: 'bloating',
      frequency: 0.3,
      citation: asbo('Diagnosis: abdominal distension, vomiting, obstipation'),
    },
    ...(
      [
        ['weak-pulse-cold-hands', 0.08],
        ['cold-hands-feet', 0.08],
        ['tachypnoea', 0.15],
        ['lethargy', 0.08],
      ] as const
    ).map(([findingId, frequency]) => ({
      findingId,
      frequency,
      citation: asbo('Indications for immediate surgery: strangulation, peritonitis, shock'),
    })),
    { findingId: 'thirsty', frequency: 0.3 },
    { findingId: 'sunken-eyes', frequency: 0.2 },
    { findingId: 'reduced-urine', frequency: 0.2 },
    { findingId: 'leucocytosis-lab', frequency: 0.4 },
    { findingId: 'bloody-diarrhoea', frequency: 0.05 },
    { findingId: 'mucus-in-stool', frequency: 0.05 },
    { findingId: 'diarrhoea', frequency: 0.05 },
    { findingId: 'watery-diarrhoea', frequency: 0.02 },
    { findingId: 'dysuria', frequency: 0.02 },
    { findingId: 'cough', frequency: 0.05 },
    { findingId: 'jaundice', frequency: 0.02 },
    { findingId: 'right-upper-quadrant-pain', frequency: 0.03 },
  ],
  redFlags: [
    {
      findingIds: ['irreducible-tender-groin-lump'],
      finding: 'Tender irreducible hernia: strangulation until proved otherwise',
      urgency: 'emergency',
      actionRequired:
        'Nil by mouth, IV fluids, analgesia, emergency surgery within hours (do not force reduction of a tender hernia).',
      citations: [hernia('Statement: emergency repair of strangulated hernia; timing')],
    },
    {
      findingIds: ['no-stool-or-flatus'],
      finding: 'Vomiting, distension and no stool or wind: bowel obstruction',
      urgency: 'emergency',
      actionRequired:
        'Nil by mouth, nasogastric tube, IV fluids, urinary catheter, surgical review the same day.',
      citations: [asbo('Diagnosis and initial management: nasogastric decompression and fluids')],
    },
    {
      findingIds: ['hypotension', 'weak-pulse-cold-hands', 'rebound-tenderness'],
      finding: 'Shock or peritonism: strangulated or perforated bowel',
      urgency: 'critical',
      actionRequired: 'Resuscitate, IV antibiotics, emergency laparotomy.',
      citations: [asbo('Indications for immediate surgery: strangulation, peritonitis')],
    },
  ],
  investigations: [
    {
      test: 'Plain abdominal X-ray (supine and erect) or ultrasound; CT where available',
      urgency: 'stat',
      rationale: 'Confirms obstruction, its level and volvulus; free air means perforation.',
      expectedFindings:
        'Dilated loops with air-fluid levels; coffee-bean loop in sigmoid volvulus; target sign of intussusception on ultrasound.',
    },
    {
      test: 'Urea, creatinine, electrolytes, full blood count, blood group and crossmatch',
      urgency: 'stat',
      rationale: 'Dehydration and electrolyte loss; preparation for theatre.',
      expectedFindings: 'Raised urea, low potassium; leucocytosis in strangulation.',
    },
  ],
  monitoring: [
    {
      parameter: 'Pulse, blood pressure, urine output, nasogastric aspirate, abdominal signs',
      frequency: 'Hourly',
      alertCriteria:
        'Rising pulse, fever, constant pain or peritonism (strangulation), urine < 0.5 mL/kg/hour.',
    },
  ],
  referrals: [
    {
      specialist: 'General surgery (paediatric surgery for infants)',
      urgency: 'emergency',
      reason:
        'Operation or reduction (air or contrast enema for intussusception, sigmoidoscopic decompression of volvulus).',
    },
  ],
  lifestyle: [
    {
      recommendation: 'Nothing to eat or drink until the surgeon has seen the patient.',
      category: 'safety',
      importance: 'high',
    },
    {
      recommendation:
        'Have a reducible hernia repaired electively before it strangulates; return at once if it becomes painful or will not go back.',
      category: 'prevention',
      importance: 'high',
    },
  ],
  protocol: {
    primaryTreatment:
      'Drip and suck: nil by mouth, nasogastric decompression, IV crystalloid to correct dehydration and potassium, urinary catheter, analgesia. Strangulated hernia, closed-loop obstruction, peritonitis or shock: emergency operation. Adhesive obstruction without strangulation: conservative trial up to 72 hours with water-soluble contrast where available. Sigmoid volvulus: endoscopic decompression then elective resection. Antibiotics (ceftriaxone with metronidazole) when strangulation or perforation is suspected and before surgery.',
    supportiveCare: ['Correct fluids and electrolytes', 'Analgesia', 'Antiemetic'],
    followUpSchedule: 'Surgical follow-up after discharge; elective hernia repair.',
    antibioticsIndicated: false,
    citations: [
      asbo('Management recommendations'),
      hernia('Recommendations'),
      scdh('Chapter 5: intestinal obstruction'),
    ],
  },
  citations: [asbo('Diagnosis'), hernia('Complicated hernias'), scdh('Chapter 5: the abdomen')],
} satisfies Condition;

export const regimens = [
  {
    id: 'intestinal-obstruction-hernia',
    conditionId: 'intestinal-obstruction-hernia',
    population: {},
    items: [],
    note: 'No medicine treats obstruction: nil by mouth, nasogastric tube, IV fluids, analgesia and surgery. Antibiotics (ceftriaxone with metronidazole) before surgery when strangulation or perforation is suspected.',
    citations: [asbo('Management recommendations')],
  },
] satisfies readonly Regimen[];
