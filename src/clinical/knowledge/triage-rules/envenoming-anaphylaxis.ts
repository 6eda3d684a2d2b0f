import type { TriageRule } from '../triage-rule-schema';
import { snakebite, anaphylaxis, resuscitate } from './shared';

/** Snakebite and anaphylaxis. */
export const envenomingAnaphylaxisRules = [
  {
    id: 'snake-bite',
    anyOf: ['snake-bite'],
    urgency: 'emergency',
    reason: 'Snake bite',
    actions: [
      'Immobilise the limb, observe for 24 hours, 20-minute whole blood clotting test; give antivenom for systemic or severe local envenoming',
    ],
    citations: [snakebite],
  },
  {
    id: 'anaphylaxis-pattern',
    anyOf: ['angioedema', 'stridor', 'hypotension', 'wheeze'],
    allOf: ['allergen-exposure'],
    urgency: 'critical',
    reason: 'Airway swelling, wheeze or low blood pressure after an allergen (anaphylaxis)',
    actions: [
      'Give IM adrenaline 0.01 mg/kg (max 0.5 mg) into the thigh now; repeat after 5 minutes if needed',
      resuscitate,
    ],
    citations: [anaphylaxis],
  },
  {
    id: 'anaphylaxis-named',
    anyOf: ['anaphylaxis-named'],
    urgency: 'critical',
    reason: 'Anaphylaxis named by the clinician',
    actions: [
      'Give IM adrenaline 0.01 mg/kg (max 0.5 mg) into the thigh now; repeat after 5 minutes if needed',
      resuscitate,
    ],
    citations: [anaphylaxis],
  },
] as const satisfies readonly TriageRule[];
