import type { Finding } from '../types';
import { generalFindings } from './general';
import { headachePainFindings } from './headache-pain';
import { neuroConsciousnessSeizuresFindings } from './neuro-consciousness-seizures';
import { seizuresFindings } from './seizures';
import { neuroFocalFindings } from './neuro-focal';
import { neuroSensationMovementFindings } from './neuro-sensation-movement';
import { neuroToxinFindings } from './neuro-toxin';
import { vomitingDrinkingMouthFindings } from './vomiting-drinking-mouth';
import { abdominalPainDyspepsiaFindings } from './abdominal-pain-dyspepsia';
import { lowerAbdominalPelvicPainFindings } from './lower-abdominal-pelvic-pain';
import { biliaryPainFindings } from './biliary-pain';
import { respiratorySymptomsFindings } from './respiratory-symptoms';
import { breathlessnessChestPainWheezeFindings } from './breathlessness-chest-pain-wheeze';
import { respiratorySignsFindings } from './respiratory-signs';
import { entFindings } from './ent';
import { earMastoidFindings } from './ear-mastoid';
import { eyeFindings } from './eye';
import { visionFindings } from './vision';
import { corneaFindings } from './cornea';
import { skinDetachmentFindings } from './skin-detachment';
import { eczemaHerpeticumFindings } from './eczema-herpeticum';
import { cardiovascularFindings } from './cardiovascular';
import { oedemaFindings } from './oedema';
import { bowelFindings } from './bowel';
import { liverSpleenDehydrationFindings } from './liver-spleen-dehydration';
import { urinaryFindings } from './urinary';
import { genitalPregnancyFindings } from './genital-pregnancy';
import { skinRashesFindings } from './skin-rashes';
import { skinItchInfectionAllergyFindings } from './skin-itch-infection-allergy';
import { bloodLossFindings } from './blood-loss';
import { bloodLymphFindings } from './blood-lymph';
import { mentalHealthFindings } from './mental-health';
import { babyHarmAndStressFindings } from './baby-harm-and-stress';
import { musculoskeletalFindings } from './musculoskeletal';
import { nutritionFindings } from './nutrition';
import { exposuresVectorsWaterFindings } from './exposures-vectors-water';
import { exposuresContactsFindings } from './exposures-contacts';
import { exposuresBitesPoisonsAllergensFindings } from './exposures-bites-poisons-allergens';
import { historyConditionsFindings } from './history-conditions';
import { historyChronicCareFindings } from './history-chronic-care';
import { historyMedicinesHabitsFindings } from './history-medicines-habits';
import { heartRhythmFindings } from './heart-rhythm';
import { labsBloodCountGlucoseFindings } from './labs-blood-count-glucose';
import { labsOrganFunctionFindings } from './labs-organ-function';
import { labsInfectionTestsFindings } from './labs-infection-tests';
import { fetalMovementsAndCordFindings } from './fetal-movements-and-cord';
import { obstetricFindings } from './obstetric';
import { obstetricLabourVaginalFindings } from './obstetric-labour-vaginal';
import { vaginalGenitalUlcerFindings } from './vaginal-genital-ulcer';
import { labourOnsetFindings } from './labour-onset';
import { pregnancyHistoryFindings } from './pregnancy-history';
import { vitalSignFindings } from './vital-signs';
import { tropicalZoonoticFindings } from './tropical-zoonotic';
import { filariasisSleepingSicknessFindings } from './filariasis-sleeping-sickness';
import { surgicalAbdomenFindings } from './surgical-abdomen';
import { intussusceptionFindings } from './intussusception';
import { urinaryOutflowFindings } from './urinary-outflow';
import { circulationThrombosisFindings } from './circulation-thrombosis';
import { pericardiumFindings } from './pericardium';
import { psychiatricFindings } from './psychiatric';
import { anxietyFindings } from './anxiety';
import { suicideMeansFindings } from './suicide-means';
import { cognitionFindings } from './cognition';
import { endocrineFindings } from './endocrine';
import { eyeEarMouthBoneFindings } from './eye-ear-mouth-bone';
import { teethJawFindings } from './teeth-jaw';
import { pleuraBoneJointFindings } from './pleura-bone-joint';
import { oncologyFindings } from './oncology';
import { breastFindings } from './breast';
import { skinNerveFindings } from './skin-nerve';
import { leprosySkinNerveFindings } from './leprosy-skin-nerve';
import { newbornChildFindings } from './newborn-child';
import { newbornFindings } from './newborn';
import { newbornBirthFindings } from './newborn-birth';
import { childGlandsBonesFindings } from './child-glands-bones';
import { burnFindings } from './burns';
import { injuryFindings } from './injury';
import { fallFindings } from './falls';
import { drowningHeatPoisoningFindings } from './drowning-heat-poisoning';
import { medicineOverdoseFindings } from './medicine-overdose';
import { foreignBodyFindings } from './foreign-bodies';
import { fractureFindings } from './fractures';
import { alcoholFindings } from './alcohol';
import { vaccinePreventableSignFindings } from './vaccine-preventable-signs';
import { emergenciesInEverydayWordsFindings } from './emergencies-in-everyday-words';
import { limbAndGenitalThreatFindings } from './limb-and-genital-threats';
import { withComposedWordings } from './composed-wordings';
import { dangerToSelfFindings } from './danger-to-self';
import { electricalInjuryFindings } from './electrical-injury';
import { neckOedemaFindings } from './neck-oedema';
import { riskOfHarmWordings } from './risk-of-harm';
import { deliriumWordings } from './delirium-wordings';

/**
 * The findings as their files write them, one entry per finding holding its wordings (English, Swahili, French,
 * abbreviations), split by body system; `findings` adds the composed wordings.
 */
export const writtenFindings: readonly Finding[] = [
  ...generalFindings,
  ...headachePainFindings,
  ...neuroConsciousnessSeizuresFindings,
  ...seizuresFindings,
  ...neuroFocalFindings,
  ...neuroSensationMovementFindings,
  ...neuroToxinFindings,
  ...vomitingDrinkingMouthFindings,
  ...abdominalPainDyspepsiaFindings,
  ...lowerAbdominalPelvicPainFindings,
  ...biliaryPainFindings,
  ...respiratorySymptomsFindings,
  ...breathlessnessChestPainWheezeFindings,
  ...respiratorySignsFindings,
  ...entFindings,
  ...earMastoidFindings,
  ...eyeFindings,
  ...visionFindings,
  ...corneaFindings,
  ...skinDetachmentFindings,
  ...eczemaHerpeticumFindings,
  ...cardiovascularFindings,
  ...oedemaFindings,
  ...bowelFindings,
  ...liverSpleenDehydrationFindings,
  ...urinaryFindings,
  ...genitalPregnancyFindings,
  ...skinRashesFindings,
  ...skinItchInfectionAllergyFindings,
  ...bloodLossFindings,
  ...bloodLymphFindings,
  ...mentalHealthFindings,
  ...babyHarmAndStressFindings,
  ...musculoskeletalFindings,
  ...nutritionFindings,
  ...exposuresVectorsWaterFindings,
  ...exposuresContactsFindings,
  ...exposuresBitesPoisonsAllergensFindings,
  ...historyConditionsFindings,
  ...historyChronicCareFindings,
  ...historyMedicinesHabitsFindings,
  ...heartRhythmFindings,
  ...labsBloodCountGlucoseFindings,
  ...labsOrganFunctionFindings,
  ...labsInfectionTestsFindings,
  ...obstetricFindings,
  ...fetalMovementsAndCordFindings,
  ...obstetricLabourVaginalFindings,
  ...vaginalGenitalUlcerFindings,
  ...labourOnsetFindings,
  ...pregnancyHistoryFindings,
  ...vitalSignFindings,
  ...filariasisSleepingSicknessFindings,
  ...tropicalZoonoticFindings,
  ...surgicalAbdomenFindings,
  ...intussusceptionFindings,
  ...urinaryOutflowFindings,
  ...circulationThrombosisFindings,
  ...pericardiumFindings,
  ...psychiatricFindings,
  ...anxietyFindings,
  ...suicideMeansFindings,
  ...cognitionFindings,
  ...endocrineFindings,
  ...eyeEarMouthBoneFindings,
  ...teethJawFindings,
  ...pleuraBoneJointFindings,
  ...oncologyFindings,
  ...breastFindings,
  ...skinNerveFindings,
  ...leprosySkinNerveFindings,
  ...newbornChildFindings,
  ...newbornFindings,
  ...newbornBirthFindings,
  ...childGlandsBonesFindings,
  ...burnFindings,
  ...injuryFindings,
  ...fallFindings,
  ...drowningHeatPoisoningFindings,
  ...medicineOverdoseFindings,
  ...foreignBodyFindings,
  ...fractureFindings,
  ...alcoholFindings,
  ...vaccinePreventableSignFindings,
  ...emergenciesInEverydayWordsFindings,
  ...limbAndGenitalThreatFindings,
  ...dangerToSelfFindings,
  ...electricalInjuryFindings,
  ...neckOedemaFindings,
];

/** Families of wordings told as an act and its object, each pair a wording of its finding (composed-wordings.ts). */
export const composedWordingFamilies = [...riskOfHarmWordings, ...deliriumWordings];

/** The findings vocabulary: each finding with all its wordings, the composed ones after those its file writes. */
export const findings: readonly Finding[] = withComposedWordings(writtenFindings, composedWordingFamilies);
