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
    // A wish to be dead with pills, poison or a rope gathered, or a farewell letter written, is a plan.
    id: 'death-wish-with-means-gathered',
    anyOf: ['gathering-means-of-suicide', 'farewell-letter-or-arrangements'],
    allOf: ['passive-death-wish'],
    urgency: 'emergency',
    reason: 'Wishes to be dead and has been gathering pills, poison or a rope (imminent risk of suicide)',
    actions: [
      'Remove the means, do not leave the person alone; assess thoughts, plan and intent today and arrange same-day mental health care',
    ],
    citations: [
      {
        sourceId: 'who-mhgap-2016',
        section: 'Self-harm/suicide module: imminent risk (current thoughts or plan, with means)',
      },
    ],
  },
  {
    // Poison, pills or a rope kept hidden together with a farewell letter is a plan with the means at hand,
    // however little the person says.
    id: 'means-gathered-with-farewell-letter',
    anyOf: ['gathering-means-of-suicide'],
    allOf: ['farewell-letter-or-arrangements'],
    urgency: 'emergency',
    reason:
      'Means of suicide kept with a farewell letter or arrangements for after death (imminent risk of suicide)',
    actions: [
      'Remove the means, do not leave the person alone; assess thoughts, plan and intent today and arrange same-day mental health care',
    ],
    citations: [
      {
        sourceId: 'who-mhgap-2016',
        section: 'Self-harm/suicide module: imminent risk (current thoughts or plan, with means)',
      },
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
  {
    // Mania with fights, threats or violence puts others at risk as psychosis does (mhGAP PSY covers both).
    id: 'mania-with-violence',
    anyOf: ['agitation'],
    allOf: ['elevated-mood'],
    noneOf: ['psychotic-symptoms'],
    urgency: 'emergency',
    // The alarm names mania: a look-alike ranked first on sleeplessness and a fast pulse alone (alcohol
    // withdrawal with no drinking told) is not presented as the working diagnosis beside it.
    pointsTo: ['bipolar-mania'],
    reason: 'Mania with fights, threats or violence (risk of harm to others)',
    actions: [
      'Keep the patient, family and staff safe; calm de-escalation; sedation if needed; look for a medical cause (drugs, fever, thyroid); same-day mental health care',
    ],
    citations: [
      {
        sourceId: 'who-mhgap-2016',
        section: 'Psychoses module: manic episode, management of agitation and aggression',
      },
    ],
  },
  {
    // mhGAP-IG 2.0 SUI: tablets or poison swallowed in excess straight after a quarrel, a fight or a break-up
    // is an act of self-harm, however the family tells it and whichever comes first in the sentence ('after a
    // quarrel with her father, she swallowed all her mother's pills'). A quarrel with a usual dose is not.
    id: 'overdose-after-a-quarrel',
    anyOf: [
      'medicine-overdose',
      'paracetamol-ingestion',
      'iron-ingestion',
      'pesticide-exposure',
      'corrosive-ingestion',
      'kerosene-ingestion',
    ],
    allOf: ['recent-quarrel'],
    urgency: 'emergency',
    reason: 'Tablets or poison swallowed after a quarrel, a fight or a break-up (an act of self-harm)',
    actions: [
      'Treat the poisoning now; do not leave the person alone; assess thoughts, plan and intent and arrange same-day mental health care',
    ],
    citations: [
      {
        sourceId: 'who-mhgap-2016',
        section: 'Self-harm/suicide module: medically serious act of self-harm, imminent risk',
      },
    ],
  },
  {
    // A person with psychosis or mania who has stopped drinking is at risk to self (dehydration, a medical
    // cause missed) however calm: mhGAP asks for a physical assessment and urgent care.
    id: 'psychosis-not-drinking',
    anyOf: ['psychotic-symptoms', 'elevated-mood'],
    allOf: ['unable-to-drink'],
    urgency: 'emergency',
    reason: 'Psychosis or mania and not drinking (risk to self: dehydration, a medical cause)',
    actions: [
      'Check hydration, glucose, temperature and consciousness; give fluids; look for delirium or a medical cause; same-day mental health care',
    ],
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Psychoses module: assessment (physical health, risk to self)' },
    ],
  },
  {
    // Psychosis or mania with wandering off at night, onto roads, into the bush or to water is a risk to self
    // (traffic, exposure, drowning) that mhGAP asks to assess and act on the same day.
    id: 'psychosis-wandering-into-danger',
    anyOf: ['psychotic-symptoms', 'elevated-mood'],
    allOf: ['wanders-into-danger'],
    urgency: 'emergency',
    reason: 'Psychosis or mania with wandering off into danger (risk to self: roads, bush, water, the night)',
    actions: [
      'Keep the person safe and supervised; look for a medical cause (delirium, fever, drugs); same-day mental health care',
    ],
    citations: [
      { sourceId: 'who-mhgap-2016', section: 'Psychoses module: assessment (risk to self), management' },
    ],
  },
] as const satisfies readonly TriageRule[];
