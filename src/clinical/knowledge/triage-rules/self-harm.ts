import type { TriageRule } from '../triage-rule-schema';

/** Thoughts of self-harm or suicide. */
export const selfHarmRules = [
  {
    id: 'suicidal-thoughts',
    anyOf: ['suicidal-thoughts'],
    urgency: 'emergency',
    reason: 'Thoughts of self-harm or suicide (imminent risk until assessed)',
    actions: [
      'Assess imminent risk, remove means, do not leave the person alone if at imminent risk; arrange same-day mental health care',
    ],
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Self-harm/suicide module: assessment and management' },
    ],
  },
] as const satisfies readonly TriageRule[];
