import type { TriageRule } from '../triage-rule-schema';
import { rcpath, tietzCritical } from '../lab-analytes/citations';

/**
 * A laboratory result at a life-threatening level (lab-finding-rules-life-threatening.ts says which):
 * the lab telephones it because it needs action now, whatever else the story says.
 */
export const laboratoryTriageRules = [
  {
    id: 'life-threatening-lab-value',
    anyOf: ['life-threatening-lab-value'],
    urgency: 'emergency',
    reason: 'A laboratory result at a life-threatening level',
    actions: [
      'Act on the result now: treat its cause without waiting, and repeat it at once if the sample may be faulty (haemolysed, or taken above a drip)',
      'Refer or admit if it cannot be corrected here',
    ],
    citations: [rcpath, tietzCritical],
  },
  {
    // Uric acid and potassium both raised by a fast-growing tumour (Burkitt lymphoma, leukaemia): the cells
    // are breaking down faster than the kidneys clear them, and the kidneys and the heart rhythm fail next.
    id: 'tumour-lysis',
    anyOf: [
      'rapidly-growing-jaw-or-abdominal-mass-child',
      'lymphoma-histology-lab',
      'abdominal-mass',
      'known-cancer',
    ],
    allOf: ['raised-uric-acid-lab', 'hyperkalaemia-lab'],
    urgency: 'emergency',
    reason: 'High uric acid and potassium with a fast-growing tumour (tumour lysis syndrome)',
    actions: [
      'IV fluids (no potassium) and allopurinol; ECG; repeat potassium, creatinine and urine output every few hours',
      'Refer the same day to a cancer or renal unit',
    ],
    citations: [
      { sourceId: 'ke-cancer-protocols-2019', section: 'Oncological emergencies: tumour lysis syndrome' },
    ],
  },
] as const satisfies readonly TriageRule[];
