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
] as const satisfies readonly TriageRule[];
