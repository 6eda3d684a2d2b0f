import type { TranslationGroup } from '../types';

/**
 * A limb or the genitals at risk within hours (priapism, dying skin of a necrotising infection, a cold numb limb
 * under a cast or after an operation): their findings' labels and questions by finding id, and their triage
 * rules' reasons and actions by English wording, in French. Machine drafts (reviewer: null) until a clinician
 * fluent in French reviews them.
 */
export const frenchLimbGenitalThreatFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      priapism: 'Érection douloureuse qui dure des heures et ne cède pas (priapisme)',
      'skin-dying-dusky-or-black':
        'Peau qui devient violacée ou noire, avec des bulles ou qui pourrit (peau qui meurt)',
    },
  },
];

export const frenchLimbGenitalThreatFindingQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      priapism: 'La verge reste-t-elle en érection et douloureuse depuis des heures ?',
      'skin-dying-dusky-or-black':
        'La peau devient-elle violacée ou noire, avec des bulles ou une odeur de pourriture ?',
    },
  },
];

export const frenchLimbGenitalThreatTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Painful erection that will not go down (ischaemic priapism: the penis is damaged within hours)':
        'Érection douloureuse qui ne cède pas (priapisme ischémique : la verge est lésée en quelques heures)',
      'Analgesia; in sickle cell disease give IV fluids and oxygen as for a crisis':
        'Antalgiques ; en cas de drépanocytose, perfusion IV et oxygène comme pour une crise',
      'Refer now for aspiration of the corpora (urology or surgery)':
        'Transférer immédiatement pour ponction des corps caverneux (urologie ou chirurgie)',
      'Skin turning purple or black, blistering or rotting, with fever (necrotising soft-tissue infection)':
        'Peau qui devient violacée ou noire, avec des bulles ou qui pourrit, avec fièvre (infection nécrosante des tissus mous)',
      'IV fluids and broad-spectrum IV antibiotics now':
        'Perfusion IV et antibiotiques IV à large spectre immédiatement',
      'Refer for emergency surgical debridement': 'Transférer pour un débridement chirurgical en urgence',
      'Cold, numb hand or foot after a cast, an operation or bed rest (compartment syndrome or a blocked artery)':
        'Main ou pied froid et engourdi après un plâtre, une opération ou un alitement (syndrome des loges ou artère bouchée)',
      'Split or remove any cast or tight dressing down to the skin; keep the limb at heart level':
        "Fendre ou retirer tout plâtre ou pansement serré jusqu'à la peau ; garder le membre à hauteur du cœur",
      'Refer now for surgical review (fasciotomy or revascularisation)':
        'Transférer immédiatement pour avis chirurgical (fasciotomie ou revascularisation)',
    },
  },
];
