import type { TriageRule } from '../triage-rule-schema';

/**
 * Plague, anthrax, delirium, acute angle-closure glaucoma, skin coming off in sheets and a severe reaction to
 * ivermectin: emergencies the general danger signs can miss.
 */
export const zoonosesConfusionRules = [
  {
    // A severe Mazzotti reaction (the fall of blood pressure on standing as the microfilariae die) or, where
    // Loa loa is heavy, an encephalopathy: lie the patient flat, give fluids and refer.
    id: 'severe-reaction-after-ivermectin',
    anyOf: ['syncope', 'hypotension', 'weak-pulse-cold-hands', 'confusion', 'unconscious'],
    allOf: ['recent-ivermectin'],
    urgency: 'emergency',
    reason:
      'Fainting, low blood pressure or confusion after ivermectin (severe Mazzotti reaction or Loa loa encephalopathy)',
    actions: ['Lay flat with the legs raised, IV fluids, check blood pressure and consciousness; refer'],
    citations: [
      {
        sourceId: 'who-oncho-2016',
        section:
          'Treatment: adverse reactions to ivermectin (Mazzotti reaction, postural hypotension; Loa loa encephalopathy)',
      },
    ],
  },
  {
    id: 'suspected-plague',
    anyOf: ['painful-bubo', 'plague-rdt-positive-lab'],
    allOf: ['fever'],
    urgency: 'emergency',
    reason: 'Fever with a very painful swollen gland or a positive plague test (plague)',
    actions: [
      'Start gentamicin or ciprofloxacin now; isolate if coughing',
      'Notify the district surveillance officer the same day',
    ],
    citations: [
      { sourceId: 'who-plague-2021', section: 'Recommendations: case management' },
      { sourceId: 'who-idsr-2019', section: 'Section 11: plague, immediately notifiable' },
    ],
  },
  {
    id: 'pneumonic-plague-contact',
    anyOf: ['cough', 'haemoptysis'],
    allOf: ['dead-rodents-fleas-exposure', 'fever'],
    urgency: 'emergency',
    reason: 'Fever and cough after dead rats, flea bites or contact with plague (pneumonic plague)',
    actions: ['Mask and isolate; start treatment now', 'Notify surveillance the same day'],
    citations: [{ sourceId: 'who-plague-2021', section: 'Pneumonic plague: droplet precautions' }],
  },
  {
    id: 'suspected-anthrax',
    anyOf: ['eschar'],
    allOf: ['dead-animal-carcass-exposure'],
    urgency: 'urgent',
    reason: 'Black eschar after handling or eating an animal that died suddenly (anthrax)',
    actions: [
      'Start ciprofloxacin or doxycycline today; swab under the eschar',
      'Notify surveillance and veterinary services',
    ],
    citations: [{ sourceId: 'who-anthrax-2008', section: 'Chapter 7: treatment' }],
  },
  {
    // A black eschar with swelling spreading over the face, the whole neck or round the eye, or with trouble swallowing, a
    // changed voice or noisy breathing, is anthrax of the head and neck: the oedema can close the airway, and
    // it needs IV treatment in hospital, not oral tablets at home.
    id: 'anthrax-eschar-with-facial-oedema',
    // A swollen face and neck told in everyday words read as the findings those words name elsewhere: 'le visage
    // gonfle' as angioedema, 'shingo imevimba', 'le cou gonfle' as a goitre. Beside an eschar they are the same
    // oedema of head-and-neck anthrax.
    anyOf: [
      'periorbital-swelling',
      'face-hand-oedema',
      'massive-neck-swelling',
      'angioedema',
      'goitre',
      'dysphagia',
      'hoarse-voice',
      'stridor',
    ],
    allOf: ['eschar'],
    urgency: 'emergency',
    reason:
      'Black eschar with swelling of the face or round the eye, trouble swallowing, a changed voice or noisy breathing (anthrax of the head and neck: the swelling can close the airway)',
    actions: [
      'Admit for IV antibiotics (ciprofloxacin or penicillin with a second agent); watch the airway',
      'Notify surveillance and veterinary services',
    ],
    citations: [
      {
        sourceId: 'who-anthrax-2008',
        section: 'Chapter 7: treatment — cutaneous anthrax with extensive oedema or of the head and neck',
      },
    ],
  },
  {
    // Gastrointestinal anthrax: blood in the vomit or stool after eating meat of an animal that died; it kills
    // through haemorrhage, ascites and shock within days, and needs IV antibiotics in hospital.
    id: 'gastrointestinal-anthrax',
    anyOf: ['melaena', 'bloody-diarrhoea'],
    allOf: ['dead-animal-carcass-exposure'],
    urgency: 'emergency',
    reason:
      'Vomiting blood or bloody stool after eating meat of an animal that died (gastrointestinal anthrax)',
    actions: [
      'Admit for IV antibiotics (ciprofloxacin or penicillin with a second agent) and fluids; watch for shock',
      'Ask who else ate the meat; notify surveillance and veterinary services',
    ],
    citations: [
      {
        sourceId: 'who-anthrax-2008',
        section:
          'Chapter 4: clinical forms — gastrointestinal anthrax; Chapter 7: treatment of systemic anthrax',
      },
    ],
  },
  {
    id: 'acute-confusion-delirium',
    anyOf: ['acute-fluctuating-confusion'],
    // mhGAP: rule out delirium and refer urgently; its cause's danger signs raise the emergency themselves.
    urgency: 'urgent',
    reason: 'Confusion that came on over hours or days (delirium)',
    actions: ['Check glucose, SpO2, temperature and blood pressure now', 'Find and treat the cause; admit'],
    citations: [{ sourceId: 'who-mhgap-2016', section: 'DEM: rule out delirium; refer urgently' }],
  },
  {
    id: 'acute-angle-closure-glaucoma',
    anyOf: ['halos-around-lights', 'visual-disturbance'],
    allOf: ['severe-eye-pain', 'red-eyes'],
    urgency: 'emergency',
    reason: 'Painful red eye with blurred vision or haloes (acute angle-closure glaucoma)',
    actions: ['Same-day eye referral; lower the pressure where trained (acetazolamide, timolol)'],
    citations: [
      { sourceId: 'aao-glaucoma-ppp-2020', section: 'Primary angle-closure disease: acute angle closure' },
    ],
  },
  {
    id: 'skin-coming-off-in-sheets',
    // Staphylococcal scalded skin syndrome (a baby or young child, often after impetigo) and Stevens-Johnson
    // syndrome / toxic epidermal necrolysis (after a medicine): fluid and heat are lost through the raw skin as
    // in a large burn, and sepsis follows; both are referred at once.
    anyOf: ['skin-peeling-in-sheets'],
    urgency: 'emergency',
    reason:
      'Skin peeling off in sheets or blistering over much of the body (scalded skin syndrome or Stevens-Johnson / toxic epidermal necrolysis)',
    actions: [
      'Stop any new medicine; give IV fluids as for a burn, keep warm, start cloxacillin IV in a child with skin infection',
      'Refer now to a hospital that can nurse a large skin loss',
    ],
    citations: [
      {
        sourceId: 'za-phc-stg-2020',
        section: 'Skin conditions: Stevens-Johnson syndrome and toxic epidermal necrolysis (refer urgently)',
      },
      {
        sourceId: 'who-pocket-book-2013',
        section: 'Chapter 6.1 and 12: serious skin infection with sepsis in children; burns fluid and warmth',
      },
    ],
  },
] as const satisfies readonly TriageRule[];
