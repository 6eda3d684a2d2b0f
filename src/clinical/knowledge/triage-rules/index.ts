import type { TriageRule } from '../triage-rule-schema';
import { adultCollapseRules, cardiorespiratoryArrestRules } from './cardiorespiratory-arrest';
import { generalDangerSignsRules } from './general-danger-signs';
import { pregnancyDangerSignsRules } from './pregnancy-danger-signs';
import { malnutritionAnaemiaRules } from './malnutrition-anaemia';
import { envenomingAnaphylaxisRules } from './envenoming-anaphylaxis';
import { hypertensionStrokeRules } from './hypertension-stroke';
import { selfHarmRules } from './self-harm';
import { eczemaHerpeticumRules } from './eczema-herpeticum';
import { bitesPoisoningHaemorrhageRules } from './bites-poisoning-haemorrhage';
import { obstetricTriageRules } from './obstetric';
import { adultBreathingTriageRules } from './adult-breathing';
import { surgicalAbdomenUrinaryRules } from './surgical-abdomen-urinary';
import { circulationRules } from './circulation';
import { zoonosesConfusionRules } from './zoonoses-confusion-eye';
import { youngInfantTriageRules } from './young-infant';
import { injuryPoisoningTriageRules } from './injury-poisoning';
import { airwayParalysisHeatAlcoholRules } from './airway-paralysis-heat-alcohol';
import { syndromeTriageRules } from './syndromes-in-words';
import { laboratoryTriageRules } from './laboratory';
import { rousingEyeCorrosiveMedicineRules } from './rousing-eye-corrosive-medicine';
import { childChestRules } from './child-chest';
import { severeFormRules } from './severe-forms';
import { limbAndGenitalThreatRules } from './limb-and-genital-threats';
import { sexualViolenceAndHerpesInLabourRules } from './sexual-violence-and-herpes-in-labour';

/**
 * The cited triage rules, by topic. They apply in this order: the reasons of the rules a patient meets are
 * listed in it, and the first one leads the emergency message.
 */
export const triageRules: readonly TriageRule[] = [
  ...cardiorespiratoryArrestRules,
  ...generalDangerSignsRules,
  ...pregnancyDangerSignsRules,
  ...malnutritionAnaemiaRules,
  ...envenomingAnaphylaxisRules,
  ...hypertensionStrokeRules,
  ...selfHarmRules,
  ...eczemaHerpeticumRules,
  ...bitesPoisoningHaemorrhageRules,
  ...obstetricTriageRules,
  ...adultBreathingTriageRules,
  ...surgicalAbdomenUrinaryRules,
  ...limbAndGenitalThreatRules,
  ...sexualViolenceAndHerpesInLabourRules,
  ...circulationRules,
  ...zoonosesConfusionRules,
  ...youngInfantTriageRules,
  ...injuryPoisoningTriageRules,
  ...airwayParalysisHeatAlcoholRules,
  ...syndromeTriageRules,
  ...laboratoryTriageRules,
  ...adultCollapseRules,
  ...rousingEyeCorrosiveMedicineRules,
  ...childChestRules,
  ...severeFormRules,
];
