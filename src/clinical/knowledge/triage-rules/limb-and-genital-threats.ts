import type { TriageRule } from '../triage-rule-schema';

const priapism = {
  sourceId: 'eau-sexual-reproductive-health-2024',
  section:
    'Priapism: ischaemic priapism is an emergency; decompress the corpora within hours (before 4-6 hours)',
} as const;
const necrotising = {
  sourceId: 'wses-skin-soft-tissue-2018',
  section:
    'Necrotising soft-tissue infections and Fournier gangrene: skin necrosis, bullae, crepitus or pain out of proportion with fever need immediate surgical debridement',
} as const;
const compartment = {
  sourceId: 'boast-compartment-2016',
  section:
    'BOAST 10: pain out of proportion, numbness or a cold pale limb under a cast: split the cast to skin and refer for fasciotomy without delay',
} as const;

/** A limb or the genitals at risk within hours, whatever the ranking says. */
export const limbAndGenitalThreatRules = [
  {
    id: 'priapism',
    anyOf: ['priapism'],
    urgency: 'emergency',
    reason: 'Painful erection that will not go down (ischaemic priapism: the penis is damaged within hours)',
    actions: [
      'Analgesia; in sickle cell disease give IV fluids and oxygen as for a crisis',
      'Refer now for aspiration of the corpora (urology or surgery)',
    ],
    citations: [priapism],
  },
  {
    id: 'dying-skin-with-fever',
    anyOf: ['skin-dying-dusky-or-black'],
    allOf: ['fever'],
    urgency: 'emergency',
    reason:
      'Skin turning purple or black, blistering or rotting, with fever (necrotising soft-tissue infection)',
    actions: ['IV fluids and broad-spectrum IV antibiotics now', 'Refer for emergency surgical debridement'],
    citations: [necrotising],
  },
  {
    // A cold, numb hand or foot after a cast, an operation or bed rest: compartment syndrome under a cast or a
    // blocked artery; each loses the limb within hours.
    id: 'cold-numb-limb-after-cast-or-surgery',
    anyOf: ['cold-hands-feet'],
    allOf: ['recent-immobility-surgery', 'numbness-tingling-feet'],
    urgency: 'emergency',
    reason:
      'Cold, numb hand or foot after a cast, an operation or bed rest (compartment syndrome or a blocked artery)',
    actions: [
      'Split or remove any cast or tight dressing down to the skin; keep the limb at heart level',
      'Refer now for surgical review (fasciotomy or revascularisation)',
    ],
    citations: [compartment],
  },
] as const satisfies readonly TriageRule[];
