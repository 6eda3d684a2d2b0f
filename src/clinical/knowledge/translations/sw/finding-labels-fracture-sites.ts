import type { TranslationGroup } from '../types';

/**
 * Kiswahili labels of the findings that tell where a bone is broken (wrist or forearm, hip or thigh, lower leg or
 * ankle, upper arm, elbow or collarbone), and the long lie after a fall. Machine drafts (reviewer: null) until a clinician fluent in Kiswahili
 * reviews them.
 */
export const swahiliFractureSiteFindingLabels: readonly TranslationGroup[] = [
  {
    reviewer: null,
    texts: {
      'swallowed-button-battery': 'Amemeza betri ndogo ya duara, au betri imepotea kwenye toy, saa au rimoti',
      'long-lie':
        'Alianguka na hakuweza kuinuka, au alilala sakafuni kwa saa moja au zaidi (kulala chini muda mrefu)',
      'forearm-wrist-fracture': 'Kuvunjika kifundo cha mkono au mkono wa chini (radius au ulna)',
      'hip-thigh-fracture': 'Kuvunjika nyonga au paja (fupa la paja)',
      'lower-leg-fracture': 'Kuvunjika mguu wa chini au kifundo cha mguu (tibia, fibula)',
      'upper-arm-elbow-fracture': 'Kuvunjika mkono wa juu, kiwiko au mfupa wa bega (humerus, clavicle)',
      limp: 'Anachechemea: anatembea, lakini akiegemea mguu mmoja',
    },
  },
];
