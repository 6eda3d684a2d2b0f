import type { Medicine } from '../types';
import { antimalarialsMedicines } from './antimalarials';
import { antibacterialsBetaLactamsMedicines } from './antibacterials-beta-lactams';
import { antibacterialsOtherMedicines } from './antibacterials-other';
import { tuberculosisHivMedicines } from './tuberculosis-hiv';
import { antifungalsMedicines } from './antifungals';
import { antiparasiticAntiviralMedicines } from './antiparasitic-antiviral';
import { fluidsElectrolytesNutritionMedicines } from './fluids-electrolytes-nutrition';
import { painFeverInflammationMedicines } from './pain-fever-inflammation';
import { cardiovascularObstetricMedicines } from './cardiovascular-obstetric';
import { diabetesMedicines } from './diabetes';
import { respiratoryAllergyMedicines } from './respiratory-allergy';
import { gastrointestinalMedicines } from './gastrointestinal';
import { neuroMentalMedicines } from './neuro-mental';
import { antidotesAntivenomVaccinesMedicines } from './antidotes-antivenom-vaccines';
import { eyeSpecialistMedicines } from './eye-specialist';
import { maternalNewbornInjuryMedicines } from './maternal-newborn-injury';
import { antifilarialMedicines } from './antifilarials';
import { thyroidMedicines } from './thyroid';
import { anticoagulantAntiarrhythmicMedicines } from './anticoagulants-antiarrhythmics';
import { antipsychoticMoodStabiliserMedicines } from './antipsychotics-mood-stabilisers';
import { eyeEarSkinGutMedicines } from './eye-ear-skin-gut';
import { withClassInteractions } from './class-interactions';

/*
 * The medicines the regimens use: generic names of the WHO Model List of Essential Medicines (2023) and the
 * Kenya Essential Medicines List (2023), with ATC codes, forms, contraindications, key interactions (keywords
 * matched against the medical history) and side effects. Doses live in the regimens of each condition file
 * (conditions/<area>/<id>.ts).
 */
export const medicines: readonly Medicine[] = [
  ...antimalarialsMedicines,
  ...antibacterialsBetaLactamsMedicines,
  ...antibacterialsOtherMedicines,
  ...tuberculosisHivMedicines,
  ...antifungalsMedicines,
  ...antiparasiticAntiviralMedicines,
  ...fluidsElectrolytesNutritionMedicines,
  ...painFeverInflammationMedicines,
  ...cardiovascularObstetricMedicines,
  ...diabetesMedicines,
  ...respiratoryAllergyMedicines,
  ...gastrointestinalMedicines,
  ...neuroMentalMedicines,
  ...antidotesAntivenomVaccinesMedicines,
  ...eyeSpecialistMedicines,
  ...maternalNewbornInjuryMedicines,
  ...antifilarialMedicines,
  ...thyroidMedicines,
  ...anticoagulantAntiarrhythmicMedicines,
  ...antipsychoticMoodStabiliserMedicines,
  ...eyeEarSkinGutMedicines,
].map(withClassInteractions);
