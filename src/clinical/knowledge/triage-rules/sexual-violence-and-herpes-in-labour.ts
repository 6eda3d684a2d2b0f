import type { TriageRule } from '../triage-rule-schema';

const whoChildAbuse = {
  sourceId: 'who-child-sexual-abuse-2017',
  section:
    'Recommendations 6-8: HIV post-exposure prophylaxis within 72 hours, emergency contraception, presumptive STI treatment',
} as const;
const kenyaSexualViolence = {
  sourceId: 'ke-sexual-violence-2014',
  section:
    'Sexual violence is a medical emergency: PEP within 72 hours, emergency contraception, evidence collection',
} as const;
const herpesInPregnancy = {
  sourceId: 'bashh-rcog-herpes-pregnancy-2014',
  section:
    'First-episode genital herpes at the onset of labour: caesarean section recommended; recurrent lesions: vaginal birth',
} as const;

/**
 * The PEP window: HIV post-exposure prophylaxis works only if started within 72 hours of the assault (WHO 2017;
 * Kenya 2014), emergency contraception the sooner the better within 120 hours.
 */
const pepWindowDays = 3;

/** Time-critical care after sexual violence, and a first genital herpes when labour begins. */
export const sexualViolenceAndHerpesInLabourRules = [
  {
    id: 'sexual-assault-within-72-hours',
    anyOf: ['sexual-assault'],
    maxDurationDays: pepWindowDays,
    urgency: 'emergency',
    reason:
      'Sexual assault or defilement within the last 72 hours (HIV post-exposure prophylaxis and emergency contraception are time-critical)',
    actions: [
      'See now in a private room; start HIV post-exposure prophylaxis, emergency contraception (if she has started her periods) and presumptive STI treatment',
      'Examine and collect forensic evidence with consent, fill the post-rape care form, hepatitis B and tetanus vaccination; psychological first aid and child protection referral',
    ],
    citations: [whoChildAbuse, kenyaSexualViolence],
  },
  {
    id: 'sexual-assault-after-72-hours',
    anyOf: ['sexual-assault'],
    urgency: 'urgent',
    reason: 'Sexual assault or defilement told (post-rape care the same day)',
    actions: [
      'Same-day post-rape care: pregnancy test, STI treatment, HIV test, hepatitis B vaccination, psychological support and child protection referral',
    ],
    citations: [whoChildAbuse, kenyaSexualViolence],
  },
  {
    // A first episode in labour passes HSV to about 4 in 10 babies born vaginally; the caesarean must come before
    // the membranes rupture or soon after. Unless a recurrence is told, lesions in labour are managed as a first one.
    id: 'genital-herpes-in-labour',
    anyOf: ['painful-genital-blisters', 'genital-ulcer'],
    allOf: ['in-labour'],
    noneOf: ['recurrent-genital-herpes'],
    onlyInPregnancy: true,
    urgency: 'emergency',
    reason:
      'Genital blisters or sores, not known to recur, in a woman in labour (first-episode herpes: caesarean section to protect the baby)',
    actions: [
      'Refer now to a facility able to do a caesarean section; avoid artificial rupture of membranes, fetal scalp electrodes and instrumental delivery',
      'Start aciclovir; tell the newborn team (the baby needs assessment for neonatal herpes)',
    ],
    citations: [herpesInPregnancy],
  },
] as const satisfies readonly TriageRule[];
