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
  // WAO criterion 1 needs no allergen named: acute skin or mucosal involvement (hives, swollen face, lips or
  // tongue) with low blood pressure or its end-organ sign (collapse, fainting) is anaphylaxis, after any new
  // medicine (mass drug administration included), food or sting, or none known.
  ...['urticaria', 'angioedema', 'face-hand-oedema'].map((skinSign) => ({
    id: `anaphylaxis-${skinSign}-with-collapse`,
    anyOf: ['hypotension', 'syncope', 'weak-pulse-cold-hands'],
    allOf: [skinSign],
    urgency: 'critical' as const,
    reason:
      'Hives or a swollen face, lips or tongue with collapse or low blood pressure (anaphylaxis, whatever the trigger)',
    actions: [
      'Give IM adrenaline 0.01 mg/kg (max 0.5 mg) into the thigh now; repeat after 5 minutes if needed',
      'Lay flat with legs raised, IV fluid bolus, oxygen; stop any medicine just given',
      resuscitate,
    ],
    citations: [
      {
        sourceId: 'wao-anaphylaxis-2020',
        section:
          'Clinical criteria: criterion 1, acute skin or mucosal involvement with reduced blood pressure or end-organ dysfunction (collapse, syncope)',
      },
    ],
  })),
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
