import type { TriageRule } from '../triage-rule-schema';

/** Thoughts of self-harm or suicide, and psychosis that puts others at risk. */
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
  {
    // mhGAP asks about thoughts, plan and means whenever a person wishes to be dead; only current thoughts
    // or a plan of suicide, or an act, make the risk imminent (the rule above).
    id: 'passive-death-wish',
    anyOf: ['passive-death-wish'],
    noneOf: ['suicidal-thoughts'],
    urgency: 'urgent',
    reason: 'Wishes to be dead: ask today about thoughts, a plan and means of suicide',
    actions: [
      'Ask directly about thoughts, a plan, means and any past act of self-harm; if any, manage as imminent risk',
    ],
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Self-harm/suicide module: assessment and management' },
    ],
  },
  {
    // Voices commanding harm, threats or attacks: the danger is to others, and a medical cause is still sought.
    id: 'psychosis-with-violence',
    anyOf: ['agitation'],
    allOf: ['psychotic-symptoms'],
    urgency: 'emergency',
    reason: 'Psychosis with agitation, threats or violence (risk of harm to others)',
    actions: [
      'Keep the patient, family and staff safe; calm de-escalation; haloperidol IM if sedation is needed; look for a medical cause (delirium, fever, drugs); same-day mental health care',
    ],
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Psychoses module: management of agitation and aggression' },
    ],
  },
] as const satisfies readonly TriageRule[];
