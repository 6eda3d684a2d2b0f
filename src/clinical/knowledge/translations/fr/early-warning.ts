import type { SentenceTranslation, TranslationGroup } from '../types';

/**
 * The early-warning scores (knowledge/early-warning-scores.ts) in French: the triage reasons, with the score
 * and the signs measured as {n1}, {n2}, {n3}, and the actions. Machine drafts (reviewer: null) until a
 * clinician fluent in French reviews them.
 */
export const frenchEarlyWarningSentences: readonly SentenceTranslation[] = [
  {
    en: 'NEWS2 early warning score {n1} from {n2} measured signs (signs not measured count 0): 7 or more calls for an emergency response',
    text: "Score d'alerte précoce NEWS2 de {n1} sur {n2} signes mesurés (un signe non mesuré compte 0) : 7 ou plus appelle une réponse d'urgence",
    reviewer: null,
  },
  {
    en: 'NEWS2 early warning score {n1} from {n2} measured signs (signs not measured count 0): 5 or 6 calls for an urgent response',
    text: "Score d'alerte précoce NEWS2 de {n1} sur {n2} signes mesurés (un signe non mesuré compte 0) : 5 ou 6 appelle une réponse urgente",
    reviewer: null,
  },
  {
    en: 'NEWS2 early warning score {n1} from {n2} measured signs, one sign scoring 3: an urgent review by a clinician',
    text: "Score d'alerte précoce NEWS2 de {n1} sur {n2} signes mesurés, un signe cotant 3 : avis urgent d'un clinicien",
    reviewer: null,
  },
  {
    en: 'Obstetric early warning (MEOWS) from {n1} measured signs: {n2} red and {n3} yellow triggers (one red or two yellow call for an urgent medical review)',
    text: 'Alerte précoce obstétricale (MEOWS) sur {n1} signes mesurés : {n2} seuils rouges et {n3} seuils jaunes (un rouge ou deux jaunes appellent un avis médical urgent)',
    reviewer: null,
  },
];

export const frenchEarlyWarningActions: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'Assess ABCDE now and look for the cause (sepsis, heart failure, pneumonia, bleeding, pulmonary embolism)':
        'Évaluer ABCDE maintenant et rechercher la cause (sepsis, insuffisance cardiaque, pneumonie, saignement, embolie pulmonaire)',
      'Give oxygen to keep SpO2 ≥ 94% (88-92% if hypercapnic)':
        "Donner de l'oxygène pour maintenir la SpO2 ≥ 94% (88-92% en cas d'hypercapnie)",
      'Senior clinician review now, then refer or admit for monitored care':
        "Avis d'un clinicien senior maintenant, puis transférer ou hospitaliser sous surveillance",
      'Repeat the observations within the hour, then at least hourly':
        "Répéter les constantes dans l'heure, puis au moins toutes les heures",
      'Assess ABCDE now and look for the cause (bleeding, sepsis, pre-eclampsia, heart failure, pulmonary embolism)':
        'Évaluer ABCDE maintenant et rechercher la cause (saignement, sepsis, pré-éclampsie, insuffisance cardiaque, embolie pulmonaire)',
      'Give oxygen to keep SpO2 ≥ 94%': "Donner de l'oxygène pour maintenir la SpO2 ≥ 94%",
      'Call the doctor or midwife in charge now and refer to obstetric care':
        'Appeler maintenant le médecin ou la sage-femme responsable et transférer vers les soins obstétricaux',
    },
  },
];
