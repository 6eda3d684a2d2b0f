import type { TranslationGroup } from '../types';

/**
 * French labels of the findings that tell where a bone is broken, a swallowed button battery (wrist or forearm, hip or thigh, lower leg or
 * ankle, upper arm, elbow or collarbone), and the long lie after a fall. Machine drafts (reviewer: null) until a clinician fluent in French
 * reviews them.
 */
export const frenchFractureSiteFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'swallowed-button-battery':
        "Pile bouton avalée, ou disparue d'un jouet, d'une montre ou d'une télécommande",
      'long-lie':
        'Chute sans pouvoir se relever, ou resté au sol une heure ou plus (station au sol prolongée)',
      'forearm-wrist-fracture': "Fracture du poignet ou de l'avant-bras (radius ou cubitus)",
      'hip-thigh-fracture': 'Fracture de la hanche ou de la cuisse (fémur)',
      'lower-leg-fracture': 'Fracture de la jambe ou de la cheville (tibia, péroné)',
      'upper-arm-elbow-fracture': 'Fracture du bras, du coude ou de la clavicule (humérus, clavicule)',
      limp: 'Boite : marche, mais de façon inégale, en ménageant une jambe',
    },
  },
];
