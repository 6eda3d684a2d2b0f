import type { TriageRule } from '../triage-rule-schema';

const niceEczemaHerpeticum = {
  sourceId: 'nice-eczema-2023',
  section: '1.5.4 Eczema herpeticum: start systemic aciclovir immediately and refer the same day',
};

/**
 * Eczema herpeticum, told by its lesions on eczema whatever the ranking names: the eczema is often told only
 * as dry itchy patches, and the fever pulls the ranking to malaria (NICE CG57, 2007 updated 2023, 1.5.4).
 */
export const eczemaHerpeticumRules = [
  {
    id: 'eczema-herpeticum-punched-out-erosions',
    anyOf: ['punched-out-erosions'],
    allOf: ['dry-itchy-scaly-patches'],
    urgency: 'emergency',
    reason: 'Punched-out erosions on eczema: suspected eczema herpeticum',
    actions: [
      'Start systemic aciclovir now and refer the same day; same-day eye review if the skin around the eye is involved or the eye is red',
    ],
    citations: [niceEczemaHerpeticum],
  },
  {
    id: 'eczema-herpeticum-fever-blisters',
    anyOf: ['vesicular-rash', 'punched-out-erosions'],
    allOf: ['dry-itchy-scaly-patches', 'fever'],
    urgency: 'emergency',
    reason: 'Fever with clustered painful blisters or erosions on eczema: suspected eczema herpeticum',
    actions: [
      'Start systemic aciclovir now and refer the same day; same-day eye review if the skin around the eye is involved or the eye is red',
    ],
    citations: [niceEczemaHerpeticum],
  },
] as const satisfies readonly TriageRule[];
