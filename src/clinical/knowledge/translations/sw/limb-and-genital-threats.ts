import type { TranslationGroup } from '../types';

/**
 * A limb or the genitals at risk within hours (priapism, dying skin of a necrotising infection, a cold numb limb
 * under a cast or after an operation): their findings' labels and questions by finding id, and their triage
 * rules' reasons and actions by English wording, in Kiswahili. Machine drafts (reviewer: null) until a clinician
 * fluent in Kiswahili reviews them.
 */
export const swahiliLimbGenitalThreatFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      priapism: 'Uume kusimama kwa saa nyingi kwa maumivu bila kulala (priapism)',
      'skin-dying-dusky-or-black': 'Ngozi inayogeuka zambarau au nyeusi, yenye malengelenge au inayooza',
    },
  },
];

export const swahiliLimbGenitalThreatFindingQuestions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      priapism: 'Je, uume umesimama kwa maumivu kwa saa kadhaa bila kulala?',
      'skin-dying-dusky-or-black':
        'Je, ngozi inageuka zambarau au nyeusi, ina malengelenge au harufu ya kuoza?',
    },
  },
];

export const swahiliLimbGenitalThreatTriageRules: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Painful erection that will not go down (ischaemic priapism: the penis is damaged within hours)':
        'Uume uliosimama kwa maumivu na haulali (priapism ya kukosa damu: uume huharibika ndani ya saa chache)',
      'Analgesia; in sickle cell disease give IV fluids and oxygen as for a crisis':
        'Dawa ya maumivu; kwa ugonjwa wa selimundu toa maji ya mshipa na oksijeni kama kwa crisis',
      'Refer now for aspiration of the corpora (urology or surgery)':
        'Rufaa sasa hivi kwa kunyonya damu kutoka uume (urolojia au upasuaji)',
      'Skin turning purple or black, blistering or rotting, with fever (necrotising soft-tissue infection)':
        'Ngozi inayogeuka zambarau au nyeusi, yenye malengelenge au inayooza, pamoja na homa (maambukizi yanayoua tishu laini)',
      'IV fluids and broad-spectrum IV antibiotics now':
        'Maji ya mshipa na antibiotiki za mshipa za wigo mpana sasa hivi',
      'Refer for emergency surgical debridement': 'Rufaa kwa upasuaji wa dharura wa kuondoa tishu zilizokufa',
      'Cold, numb hand or foot after a cast, an operation or bed rest (compartment syndrome or a blocked artery)':
        'Mkono au mguu baridi na uliokufa ganzi baada ya hogo (plasta), upasuaji au kulala kitandani muda mrefu (compartment syndrome au ateri iliyoziba)',
      'Split or remove any cast or tight dressing down to the skin; keep the limb at heart level':
        'Pasua au ondoa hogo au bendeji iliyobana hadi kwenye ngozi; weka kiungo usawa wa moyo',
      'Refer now for surgical review (fasciotomy or revascularisation)':
        'Rufaa sasa hivi kwa tathmini ya upasuaji (fasciotomy au kurudisha mtiririko wa damu)',
    },
  },
];
