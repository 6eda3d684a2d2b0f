import type { TriageRule } from '../triage-rule-schema';
import { etatPriority, rabies } from './shared';

/** Dog bites, organophosphate poisoning and haemorrhage. */
export const bitesPoisoningHaemorrhageRules = [
  {
    id: 'pesticide-or-poison-exposure',
    anyOf: ['pesticide-exposure'],
    urgency: 'urgent',
    reason:
      'Poisoning by a pesticide or rat poison (priority sign: assess at once, watch for cholinergic signs)',
    actions: [
      'Decontaminate, check airway, breathing, pupils, sweating and saliva; observe and refer if any sign appears',
    ],
    citations: [
      etatPriority,
      {
        sourceId: 'who-pesticide-poisoning-2008',
        section: 'Initial assessment and resuscitation of the poisoned patient',
      },
    ],
  },
  {
    id: 'dog-bite-exposure',
    anyOf: ['dog-bite'],
    urgency: 'urgent',
    reason: 'Animal bite: rabies exposure',
    actions: [
      'Wash the wound for 15 minutes, give rabies vaccine (and immunoglobulin for category III) today',
    ],
    citations: [rabies],
  },
  {
    id: 'organophosphate-signs',
    anyOf: ['pinpoint-pupils', 'hypersalivation', 'fasciculations'],
    allOf: ['pesticide-exposure'],
    urgency: 'critical',
    reason: 'Cholinergic signs after pesticide exposure (organophosphate poisoning)',
    actions: ['Give atropine until the chest is clear, decontaminate, oxygen; refer to intensive care'],
    citations: [
      {
        sourceId: 'who-pesticide-poisoning-2008',
        section: 'Organophosphorus pesticides: clinical management',
      },
    ],
  },
  {
    id: 'haemorrhage-signs',
    anyOf: ['melaena', 'bleeding-mucosal'],
    urgency: 'emergency',
    reason: 'Bleeding (black stool, vomiting blood or bleeding from gums or nose)',
    actions: ['Check pulse and blood pressure, IV access, haemoglobin, and refer'],
    citations: [etatPriority],
  },
] as const satisfies readonly TriageRule[];
