import type { TriageRule } from '../triage-rule-schema';

const ercBls = {
  sourceId: 'erc-bls-2021',
  section:
    'BLS algorithm: unresponsive and not breathing normally — call the emergency services, start CPR 30:2, get an AED',
} as const;
const ercPls = {
  sourceId: 'erc-pls-2021',
  section:
    'Paediatric BLS: open the airway, 5 rescue breaths, then 15 compressions to 2 breaths; call for help',
} as const;
const etatArrest = {
  sourceId: 'who-etat-2016',
  section:
    'Module 1: Triage — emergency signs: not breathing, start resuscitation (airway, breathing, circulation)',
} as const;

/**
 * A patient told as not breathing or without a pulse is in cardiorespiratory arrest until proven otherwise, at
 * every age: the resuscitation sequence leads (these rules apply first, triage-rules/index). A newborn not
 * breathing at birth is newborn resuscitation (adult-breathing). A sudden collapse in an adult is at least
 * urgent: every transient loss of consciousness needs an initial assessment with an ECG.
 */
export const cardiorespiratoryArrestRules = [
  {
    id: 'arrest-adult-not-breathing-or-no-pulse',
    anyOf: ['not-breathing-or-no-pulse'],
    ageYears: { min: 12 },
    urgency: 'critical',
    reason: 'Not breathing or no pulse: cardiorespiratory arrest',
    actions: [
      'Call for help and start CPR now: 30 chest compressions to 2 breaths, without stopping; send for a defibrillator (AED) and use it as soon as it arrives',
      'If breathing and a pulse return: recovery position, then transfer',
    ],
    citations: [
      ercBls,
      {
        sourceId: 'aha-als-2020',
        section: 'Adult BLS: unresponsive with no breathing or only gasping is cardiac arrest — start CPR',
      },
    ],
  },
  {
    id: 'arrest-child-not-breathing-or-no-pulse',
    anyOf: ['not-breathing-or-no-pulse'],
    ageYears: { max: 12 },
    urgency: 'critical',
    reason: 'A child not breathing or without a pulse: cardiorespiratory arrest',
    actions: [
      'Call for help; open the airway and give 5 rescue breaths (bag and mask with oxygen if at hand)',
      'No signs of life: 15 chest compressions to 2 breaths without stopping until help arrives',
    ],
    citations: [ercPls, etatArrest],
  },
] as const satisfies readonly TriageRule[];

/** Applied last (triage-rules/index), so a collapse with an alarm sign leads with the alarm. */
export const adultCollapseRules = [
  {
    id: 'adult-collapse',
    anyOf: ['syncope'],
    ageYears: { min: 16 },
    urgency: 'urgent',
    reason: 'Sudden collapse or fainting in an adult: needs an initial assessment the same day',
    actions: [
      'Check pulse, blood pressure lying and standing, glucose and a 12-lead ECG; ask what happened before, during and after',
      'Emergency referral if the ECG is abnormal, heart failure is known, it came on exertion, with breathlessness, or there is a family history of sudden death',
    ],
    citations: [
      {
        sourceId: 'nice-cg109-2010',
        section: '1.1 Initial assessment; 1.2 Red flags for emergency referral (within 24 hours)',
      },
    ],
  },
] as const satisfies readonly TriageRule[];
