import type { Condition, Regimen } from '../types';
import {
  condition as malariaUncomplicated,
  regimens as malariaUncomplicatedRegimens,
} from './fever-infection/malaria-uncomplicated';
import {
  condition as malariaSevere,
  regimens as malariaSevereRegimens,
} from './fever-infection/malaria-severe';
import { condition as typhoidFever, regimens as typhoidFeverRegimens } from './fever-infection/typhoid-fever';
import { condition as cholera, regimens as choleraRegimens } from './gastrointestinal/cholera';
import {
  condition as acuteGastroenteritis,
  regimens as acuteGastroenteritisRegimens,
} from './gastrointestinal/acute-gastroenteritis';
import { condition as shigellosis, regimens as shigellosisRegimens } from './gastrointestinal/shigellosis';
import { condition as amoebiasis, regimens as amoebiasisRegimens } from './gastrointestinal/amoebiasis';
import {
  condition as soilTransmittedHelminthiasis,
  regimens as soilTransmittedHelminthiasisRegimens,
} from './gastrointestinal/soil-transmitted-helminthiasis';
import {
  condition as schistosomiasis,
  regimens as schistosomiasisRegimens,
} from './gastrointestinal/schistosomiasis';
import {
  condition as pulmonaryTuberculosis,
  regimens as pulmonaryTuberculosisRegimens,
} from './hiv-tb/pulmonary-tuberculosis';
import {
  condition as pneumoniaAdult,
  regimens as pneumoniaAdultRegimens,
} from './respiratory/pneumonia-adult';
import {
  condition as pneumoniaChild,
  regimens as pneumoniaChildRegimens,
} from './respiratory/pneumonia-child';
import { condition as bronchiolitis, regimens as bronchiolitisRegimens } from './respiratory/bronchiolitis';
import { condition as commonCold, regimens as commonColdRegimens } from './respiratory/common-cold';
import {
  condition as streptococcalPharyngitis,
  regimens as streptococcalPharyngitisRegimens,
} from './skin-eye-ent/streptococcal-pharyngitis';
import {
  condition as acuteOtitisMedia,
  regimens as acuteOtitisMediaRegimens,
} from './skin-eye-ent/acute-otitis-media';
import {
  condition as acuteSinusitis,
  regimens as acuteSinusitisRegimens,
} from './skin-eye-ent/acute-sinusitis';
import { condition as influenza, regimens as influenzaRegimens } from './respiratory/influenza';
import { condition as covid19, regimens as covid19Regimens } from './respiratory/covid-19';
import {
  condition as bacterialMeningitis,
  regimens as bacterialMeningitisRegimens,
} from './neuro-mental/bacterial-meningitis';
import {
  condition as cryptococcalMeningitis,
  regimens as cryptococcalMeningitisRegimens,
} from './hiv-tb/cryptococcal-meningitis';
import { condition as hivInfection, regimens as hivInfectionRegimens } from './hiv-tb/hiv-infection';
import {
  condition as pneumocystisPneumonia,
  regimens as pneumocystisPneumoniaRegimens,
} from './hiv-tb/pneumocystis-pneumonia';
import { condition as measles, regimens as measlesRegimens } from './fever-infection/measles';
import { condition as dengue, regimens as dengueRegimens } from './fever-infection/dengue';
import { condition as brucellosis, regimens as brucellosisRegimens } from './fever-infection/brucellosis';
import {
  condition as visceralLeishmaniasis,
  regimens as visceralLeishmaniasisRegimens,
} from './fever-infection/visceral-leishmaniasis';
import {
  condition as viralHaemorrhagicFever,
  regimens as viralHaemorrhagicFeverRegimens,
} from './fever-infection/viral-haemorrhagic-fever';
import { condition as mpox, regimens as mpoxRegimens } from './fever-infection/mpox';
import {
  condition as rabiesExposure,
  regimens as rabiesExposureRegimens,
} from './fever-infection/rabies-exposure';
import { condition as tetanus, regimens as tetanusRegimens } from './fever-infection/tetanus';
import { condition as cystitis, regimens as cystitisRegimens } from './genitourinary-sexual/cystitis';
import {
  condition as pyelonephritis,
  regimens as pyelonephritisRegimens,
} from './genitourinary-sexual/pyelonephritis';
import {
  condition as urethritisCervicitis,
  regimens as urethritisCervicitisRegimens,
} from './genitourinary-sexual/urethritis-cervicitis';
import { condition as syphilis, regimens as syphilisRegimens } from './genitourinary-sexual/syphilis';
import {
  condition as pelvicInflammatoryDisease,
  regimens as pelvicInflammatoryDiseaseRegimens,
} from './genitourinary-sexual/pelvic-inflammatory-disease';
import {
  condition as cellulitisAbscess,
  regimens as cellulitisAbscessRegimens,
} from './skin-eye-ent/cellulitis-abscess';
import { condition as scabies, regimens as scabiesRegimens } from './skin-eye-ent/scabies';
import { condition as tinea, regimens as tineaRegimens } from './skin-eye-ent/tinea';
import {
  condition as viralHepatitis,
  regimens as viralHepatitisRegimens,
} from './gastrointestinal/viral-hepatitis';
import { condition as sepsis, regimens as sepsisRegimens } from './fever-infection/sepsis';
import { condition as varicella, regimens as varicellaRegimens } from './fever-infection/varicella';
import {
  condition as conjunctivitis,
  regimens as conjunctivitisRegimens,
} from './skin-eye-ent/conjunctivitis';
import {
  condition as type2Diabetes,
  regimens as type2DiabetesRegimens,
} from './metabolic-renal/type-2-diabetes';
import {
  condition as diabeticKetoacidosis,
  regimens as diabeticKetoacidosisRegimens,
} from './metabolic-renal/diabetic-ketoacidosis';
import {
  condition as hypoglycaemia,
  regimens as hypoglycaemiaRegimens,
} from './metabolic-renal/hypoglycaemia';
import { condition as hypertension, regimens as hypertensionRegimens } from './cardiovascular/hypertension';
import {
  condition as hypertensiveEmergency,
  regimens as hypertensiveEmergencyRegimens,
} from './cardiovascular/hypertensive-emergency';
import { condition as heartFailure, regimens as heartFailureRegimens } from './cardiovascular/heart-failure';
import { condition as stroke, regimens as strokeRegimens } from './neuro-mental/stroke';
import {
  condition as acuteCoronarySyndrome,
  regimens as acuteCoronarySyndromeRegimens,
} from './cardiovascular/acute-coronary-syndrome';
import {
  condition as rheumaticHeartDisease,
  regimens as rheumaticHeartDiseaseRegimens,
} from './cardiovascular/rheumatic-heart-disease';
import {
  condition as asthmaExacerbation,
  regimens as asthmaExacerbationRegimens,
} from './respiratory/asthma-exacerbation';
import {
  condition as copdExacerbation,
  regimens as copdExacerbationRegimens,
} from './respiratory/copd-exacerbation';
import {
  condition as ironDeficiencyAnaemia,
  regimens as ironDeficiencyAnaemiaRegimens,
} from './blood-nutrition/iron-deficiency-anaemia';
import {
  condition as sickleCellCrisis,
  regimens as sickleCellCrisisRegimens,
} from './blood-nutrition/sickle-cell-crisis';
import {
  condition as severeAcuteMalnutrition,
  regimens as severeAcuteMalnutritionRegimens,
} from './blood-nutrition/severe-acute-malnutrition';
import {
  condition as pepticUlcerDyspepsia,
  regimens as pepticUlcerDyspepsiaRegimens,
} from './gastrointestinal/peptic-ulcer-dyspepsia';
import { condition as gerd, regimens as gerdRegimens } from './gastrointestinal/gerd';
import {
  condition as acuteAppendicitis,
  regimens as acuteAppendicitisRegimens,
} from './gastrointestinal/acute-appendicitis';
import {
  condition as epilepsySeizure,
  regimens as epilepsySeizureRegimens,
} from './neuro-mental/epilepsy-seizure';
import { condition as migraine, regimens as migraineRegimens } from './neuro-mental/migraine';
import {
  condition as tensionTypeHeadache,
  regimens as tensionTypeHeadacheRegimens,
} from './neuro-mental/tension-type-headache';
import { condition as depression, regimens as depressionRegimens } from './neuro-mental/depression';
import {
  condition as snakebiteEnvenoming,
  regimens as snakebiteEnvenomingRegimens,
} from './injury-poisoning/snakebite-envenoming';
import {
  condition as organophosphatePoisoning,
  regimens as organophosphatePoisoningRegimens,
} from './injury-poisoning/organophosphate-poisoning';
import {
  condition as chronicKidneyDisease,
  regimens as chronicKidneyDiseaseRegimens,
} from './metabolic-renal/chronic-kidney-disease';
import {
  condition as preEclampsiaEclampsia,
  regimens as preEclampsiaEclampsiaRegimens,
} from './maternal/pre-eclampsia-eclampsia';
import {
  condition as ectopicPregnancy,
  regimens as ectopicPregnancyRegimens,
} from './maternal/ectopic-pregnancy';
import { condition as gout, regimens as goutRegimens } from './musculoskeletal/gout';
import {
  condition as osteoarthritis,
  regimens as osteoarthritisRegimens,
} from './musculoskeletal/osteoarthritis';
import { condition as lowBackPain, regimens as lowBackPainRegimens } from './musculoskeletal/low-back-pain';
import {
  condition as allergicRhinitis,
  regimens as allergicRhinitisRegimens,
} from './allergy/allergic-rhinitis';
import { condition as anaphylaxis, regimens as anaphylaxisRegimens } from './allergy/anaphylaxis';
import {
  condition as postpartumHaemorrhage,
  regimens as postpartumHaemorrhageRegimens,
} from './maternal/postpartum-haemorrhage';
import {
  condition as antepartumHaemorrhage,
  regimens as antepartumHaemorrhageRegimens,
} from './maternal/antepartum-haemorrhage';
import {
  condition as puerperalSepsis,
  regimens as puerperalSepsisRegimens,
} from './maternal/puerperal-sepsis';
import { condition as miscarriage, regimens as miscarriageRegimens } from './maternal/miscarriage';
import {
  condition as hyperemesisGravidarum,
  regimens as hyperemesisGravidarumRegimens,
} from './maternal/hyperemesis-gravidarum';
import {
  condition as obstructedLabour,
  regimens as obstructedLabourRegimens,
} from './maternal/obstructed-labour';
import {
  condition as anaemiaInPregnancy,
  regimens as anaemiaInPregnancyRegimens,
} from './maternal/anaemia-in-pregnancy';
import {
  condition as gestationalDiabetes,
  regimens as gestationalDiabetesRegimens,
} from './maternal/gestational-diabetes';
import {
  condition as vaginalDischargeSyndrome,
  regimens as vaginalDischargeSyndromeRegimens,
} from './maternal/vaginal-discharge-syndrome';
import {
  condition as genitalUlcerDisease,
  regimens as genitalUlcerDiseaseRegimens,
} from './maternal/genital-ulcer-disease';
import {
  condition as neonatalSepsis,
  regimens as neonatalSepsisRegimens,
} from './newborn-child/neonatal-sepsis';
import {
  condition as neonatalJaundice,
  regimens as neonatalJaundiceRegimens,
} from './newborn-child/neonatal-jaundice';
import {
  condition as birthAsphyxia,
  regimens as birthAsphyxiaRegimens,
} from './newborn-child/birth-asphyxia';
import {
  condition as pretermLowBirthWeight,
  regimens as pretermLowBirthWeightRegimens,
} from './newborn-child/preterm-low-birth-weight';
import {
  condition as neonatalHypothermia,
  regimens as neonatalHypothermiaRegimens,
} from './newborn-child/neonatal-hypothermia';
import { condition as omphalitis, regimens as omphalitisRegimens } from './newborn-child/omphalitis';
import {
  condition as ophthalmiaNeonatorum,
  regimens as ophthalmiaNeonatorumRegimens,
} from './newborn-child/ophthalmia-neonatorum';
import {
  condition as moderateAcuteMalnutrition,
  regimens as moderateAcuteMalnutritionRegimens,
} from './newborn-child/moderate-acute-malnutrition';

/*
 * Every condition, in clinical-scope.md order (the engine keeps this order when posteriors tie).
 * Frequencies are P(finding | condition); findings with a low frequency argue against the condition when
 * present. Where no study figure exists the frequency is the guideline's clinical description read as a
 * proportion, rounded; for signs and symptoms the figures follow the cited guidelines and the
 * diagnostic-accuracy literature summarised in McGee and the JAMA Rational Clinical Examination series.
 */
import { condition as plague, regimens as plagueRegimens } from './fever-infection/plague';
import { condition as anthrax, regimens as anthraxRegimens } from './fever-infection/anthrax';
import {
  condition as acutePancreatitis,
  regimens as acutePancreatitisRegimens,
} from './gastrointestinal/acute-pancreatitis';
import {
  condition as gallstoneDisease,
  regimens as gallstoneDiseaseRegimens,
} from './gastrointestinal/gallstone-disease';
import {
  condition as intestinalObstructionHernia,
  regimens as intestinalObstructionHerniaRegimens,
} from './gastrointestinal/intestinal-obstruction-hernia';
import {
  condition as liverCirrhosis,
  regimens as liverCirrhosisRegimens,
} from './gastrointestinal/liver-cirrhosis';
import { condition as renalColic, regimens as renalColicRegimens } from './genitourinary-sexual/renal-colic';
import {
  condition as bphUrinaryRetention,
  regimens as bphUrinaryRetentionRegimens,
} from './genitourinary-sexual/bph-urinary-retention';
import {
  condition as dvtPulmonaryEmbolism,
  regimens as dvtPulmonaryEmbolismRegimens,
} from './cardiovascular/dvt-pulmonary-embolism';
import {
  condition as arrhythmiaAtrialFibrillation,
  regimens as arrhythmiaAtrialFibrillationRegimens,
} from './cardiovascular/arrhythmia-atrial-fibrillation';
import {
  condition as pericarditisEffusion,
  regimens as pericarditisEffusionRegimens,
} from './cardiovascular/pericarditis-effusion';
import {
  condition as cardiomyopathy,
  regimens as cardiomyopathyRegimens,
} from './cardiovascular/cardiomyopathy';
import {
  condition as deliriumDementia,
  regimens as deliriumDementiaRegimens,
} from './neuro-mental/delirium-dementia';
import {
  condition as foreignBodyAirway,
  regimens as foreignBodyAirwayRegimens,
} from './injury-poisoning/foreign-body-airway';
import {
  condition as keroseneIngestion,
  regimens as keroseneIngestionRegimens,
} from './injury-poisoning/kerosene-ingestion';
import {
  condition as medicineOverdose,
  regimens as medicineOverdoseRegimens,
} from './injury-poisoning/medicine-overdose';
import { condition as burns, regimens as burnsRegimens } from './injury-poisoning/burns';
import { condition as headInjury, regimens as headInjuryRegimens } from './injury-poisoning/head-injury';
import {
  condition as limbFracture,
  regimens as limbFractureRegimens,
} from './injury-poisoning/limb-fracture';
import {
  condition as multipleInjuriesShock,
  regimens as multipleInjuriesShockRegimens,
} from './injury-poisoning/multiple-injuries-shock';
import { condition as drowning, regimens as drowningRegimens } from './injury-poisoning/drowning';

import {
  condition as onchocerciasis,
  regimens as onchocerciasisRegimens,
} from './tropical-ntd/onchocerciasis';
import {
  condition as lymphaticFilariasis,
  regimens as lymphaticFilariasisRegimens,
} from './tropical-ntd/lymphatic-filariasis';
import {
  condition as humanAfricanTrypanosomiasis,
  regimens as humanAfricanTrypanosomiasisRegimens,
} from './tropical-ntd/human-african-trypanosomiasis';
import {
  condition as leptospirosis,
  regimens as leptospirosisRegimens,
} from './fever-infection/leptospirosis';
import {
  condition as rickettsialFever,
  regimens as rickettsialFeverRegimens,
} from './fever-infection/rickettsial-fever';
import {
  condition as acuteBronchitis,
  regimens as acuteBronchitisRegimens,
} from './respiratory/acute-bronchitis';
import {
  condition as pleuralEffusionEmpyema,
  regimens as pleuralEffusionEmpyemaRegimens,
} from './respiratory/pleural-effusion-empyema';
import {
  condition as osteomyelitisSepticArthritis,
  regimens as osteomyelitisSepticArthritisRegimens,
} from './musculoskeletal/osteomyelitis-septic-arthritis';
import {
  condition as dentalAbscessCaries,
  regimens as dentalAbscessCariesRegimens,
} from './skin-eye-ent/dental-abscess-caries';
import {
  condition as otitisExternaCsom,
  regimens as otitisExternaCsomRegimens,
} from './skin-eye-ent/otitis-externa-csom';
import {
  condition as hyperthyroidismGoitre,
  regimens as hyperthyroidismGoitreRegimens,
} from './metabolic-renal/hyperthyroidism-goitre';
import {
  condition as hypothyroidism,
  regimens as hypothyroidismRegimens,
} from './metabolic-renal/hypothyroidism';
import {
  condition as type1Diabetes,
  regimens as type1DiabetesRegimens,
} from './metabolic-renal/type-1-diabetes';

import { condition as kaposiSarcoma, regimens as kaposiSarcomaRegimens } from './cancer/kaposi-sarcoma';
import { condition as psychosis, regimens as psychosisRegimens } from './neuro-mental/psychosis';
import { condition as bipolarMania, regimens as bipolarManiaRegimens } from './neuro-mental/bipolar-mania';
import { condition as anxietyPanic, regimens as anxietyPanicRegimens } from './neuro-mental/anxiety-panic';
import { condition as cervicalCancer, regimens as cervicalCancerRegimens } from './cancer/cervical-cancer';
import { condition as breastCancer, regimens as breastCancerRegimens } from './cancer/breast-cancer';
import { condition as prostateCancer, regimens as prostateCancerRegimens } from './cancer/prostate-cancer';
import { condition as liverCancer, regimens as liverCancerRegimens } from './cancer/liver-cancer';
import {
  condition as oesophagealCancer,
  regimens as oesophagealCancerRegimens,
} from './cancer/oesophageal-cancer';
import { condition as lymphoma, regimens as lymphomaRegimens } from './cancer/lymphoma';
import {
  condition as cataractGlaucoma,
  regimens as cataractGlaucomaRegimens,
} from './skin-eye-ent/cataract-glaucoma';
import { condition as bellsPalsy, regimens as bellsPalsyRegimens } from './neuro-mental/bells-palsy';
import {
  condition as peripheralNeuropathy,
  regimens as peripheralNeuropathyRegimens,
} from './neuro-mental/peripheral-neuropathy';
import { condition as urticaria, regimens as urticariaRegimens } from './allergy/urticaria';
import {
  condition as eczemaDermatitis,
  regimens as eczemaDermatitisRegimens,
} from './skin-eye-ent/eczema-dermatitis';

export const conditions: readonly Condition[] = [
  malariaUncomplicated,
  malariaSevere,
  typhoidFever,
  cholera,
  acuteGastroenteritis,
  shigellosis,
  amoebiasis,
  soilTransmittedHelminthiasis,
  schistosomiasis,
  pulmonaryTuberculosis,
  pneumoniaAdult,
  pneumoniaChild,
  bronchiolitis,
  commonCold,
  streptococcalPharyngitis,
  acuteOtitisMedia,
  acuteSinusitis,
  influenza,
  covid19,
  bacterialMeningitis,
  cryptococcalMeningitis,
  hivInfection,
  pneumocystisPneumonia,
  measles,
  dengue,
  brucellosis,
  visceralLeishmaniasis,
  viralHaemorrhagicFever,
  mpox,
  rabiesExposure,
  tetanus,
  cystitis,
  pyelonephritis,
  urethritisCervicitis,
  syphilis,
  pelvicInflammatoryDisease,
  cellulitisAbscess,
  scabies,
  tinea,
  viralHepatitis,
  sepsis,
  varicella,
  conjunctivitis,
  type2Diabetes,
  diabeticKetoacidosis,
  hypoglycaemia,
  hypertension,
  hypertensiveEmergency,
  heartFailure,
  stroke,
  acuteCoronarySyndrome,
  rheumaticHeartDisease,
  asthmaExacerbation,
  copdExacerbation,
  ironDeficiencyAnaemia,
  sickleCellCrisis,
  severeAcuteMalnutrition,
  pepticUlcerDyspepsia,
  gerd,
  acuteAppendicitis,
  epilepsySeizure,
  migraine,
  tensionTypeHeadache,
  depression,
  snakebiteEnvenoming,
  organophosphatePoisoning,
  chronicKidneyDisease,
  preEclampsiaEclampsia,
  ectopicPregnancy,
  gout,
  osteoarthritis,
  lowBackPain,
  allergicRhinitis,
  anaphylaxis,
  postpartumHaemorrhage,
  antepartumHaemorrhage,
  puerperalSepsis,
  miscarriage,
  hyperemesisGravidarum,
  obstructedLabour,
  anaemiaInPregnancy,
  gestationalDiabetes,
  vaginalDischargeSyndrome,
  genitalUlcerDisease,
  plague,
  anthrax,
  acutePancreatitis,
  gallstoneDisease,
  intestinalObstructionHernia,
  liverCirrhosis,
  renalColic,
  bphUrinaryRetention,
  dvtPulmonaryEmbolism,
  arrhythmiaAtrialFibrillation,
  pericarditisEffusion,
  cardiomyopathy,
  deliriumDementia,
  neonatalSepsis,
  neonatalJaundice,
  birthAsphyxia,
  pretermLowBirthWeight,
  neonatalHypothermia,
  omphalitis,
  ophthalmiaNeonatorum,
  moderateAcuteMalnutrition,
  onchocerciasis,
  lymphaticFilariasis,
  humanAfricanTrypanosomiasis,
  leptospirosis,
  rickettsialFever,
  acuteBronchitis,
  pleuralEffusionEmpyema,
  osteomyelitisSepticArthritis,
  dentalAbscessCaries,
  otitisExternaCsom,
  hyperthyroidismGoitre,
  hypothyroidism,
  type1Diabetes,
  kaposiSarcoma,
  psychosis,
  bipolarMania,
  anxietyPanic,
  cervicalCancer,
  breastCancer,
  prostateCancer,
  liverCancer,
  oesophagealCancer,
  lymphoma,
  cataractGlaucoma,
  bellsPalsy,
  peripheralNeuropathy,
  urticaria,
  eczemaDermatitis,
  foreignBodyAirway,
  keroseneIngestion,
  medicineOverdose,
  burns,
  headInjury,
  limbFracture,
  multipleInjuriesShock,
  drowning,
];

/*
 * Every regimen, condition by condition in the order above. Prescribing takes the first regimen of a
 * condition whose population includes the patient, so within a condition file specific populations come
 * before general ones; regimens named '...-alternatives' come last and hold the doses of the alternatives a
 * withheld medicine is replaced by. Every dose rule carries the source's maximum per dose and per day.
 */
export const regimens: readonly Regimen[] = [
  ...malariaUncomplicatedRegimens,
  ...malariaSevereRegimens,
  ...typhoidFeverRegimens,
  ...choleraRegimens,
  ...acuteGastroenteritisRegimens,
  ...shigellosisRegimens,
  ...amoebiasisRegimens,
  ...soilTransmittedHelminthiasisRegimens,
  ...schistosomiasisRegimens,
  ...pulmonaryTuberculosisRegimens,
  ...pneumoniaAdultRegimens,
  ...pneumoniaChildRegimens,
  ...bronchiolitisRegimens,
  ...commonColdRegimens,
  ...streptococcalPharyngitisRegimens,
  ...acuteOtitisMediaRegimens,
  ...acuteSinusitisRegimens,
  ...influenzaRegimens,
  ...covid19Regimens,
  ...bacterialMeningitisRegimens,
  ...cryptococcalMeningitisRegimens,
  ...hivInfectionRegimens,
  ...pneumocystisPneumoniaRegimens,
  ...measlesRegimens,
  ...dengueRegimens,
  ...brucellosisRegimens,
  ...visceralLeishmaniasisRegimens,
  ...viralHaemorrhagicFeverRegimens,
  ...mpoxRegimens,
  ...rabiesExposureRegimens,
  ...tetanusRegimens,
  ...cystitisRegimens,
  ...pyelonephritisRegimens,
  ...urethritisCervicitisRegimens,
  ...syphilisRegimens,
  ...pelvicInflammatoryDiseaseRegimens,
  ...cellulitisAbscessRegimens,
  ...scabiesRegimens,
  ...tineaRegimens,
  ...viralHepatitisRegimens,
  ...sepsisRegimens,
  ...varicellaRegimens,
  ...conjunctivitisRegimens,
  ...type2DiabetesRegimens,
  ...diabeticKetoacidosisRegimens,
  ...hypoglycaemiaRegimens,
  ...hypertensionRegimens,
  ...hypertensiveEmergencyRegimens,
  ...heartFailureRegimens,
  ...strokeRegimens,
  ...acuteCoronarySyndromeRegimens,
  ...rheumaticHeartDiseaseRegimens,
  ...asthmaExacerbationRegimens,
  ...copdExacerbationRegimens,
  ...ironDeficiencyAnaemiaRegimens,
  ...sickleCellCrisisRegimens,
  ...severeAcuteMalnutritionRegimens,
  ...pepticUlcerDyspepsiaRegimens,
  ...gerdRegimens,
  ...acuteAppendicitisRegimens,
  ...epilepsySeizureRegimens,
  ...migraineRegimens,
  ...tensionTypeHeadacheRegimens,
  ...depressionRegimens,
  ...snakebiteEnvenomingRegimens,
  ...organophosphatePoisoningRegimens,
  ...chronicKidneyDiseaseRegimens,
  ...preEclampsiaEclampsiaRegimens,
  ...ectopicPregnancyRegimens,
  ...goutRegimens,
  ...osteoarthritisRegimens,
  ...lowBackPainRegimens,
  ...allergicRhinitisRegimens,
  ...anaphylaxisRegimens,
  ...postpartumHaemorrhageRegimens,
  ...antepartumHaemorrhageRegimens,
  ...puerperalSepsisRegimens,
  ...miscarriageRegimens,
  ...hyperemesisGravidarumRegimens,
  ...obstructedLabourRegimens,
  ...anaemiaInPregnancyRegimens,
  ...gestationalDiabetesRegimens,
  ...vaginalDischargeSyndromeRegimens,
  ...genitalUlcerDiseaseRegimens,
  ...plagueRegimens,
  ...anthraxRegimens,
  ...gallstoneDiseaseRegimens,
  ...liverCirrhosisRegimens,
  ...renalColicRegimens,
  ...dvtPulmonaryEmbolismRegimens,
  ...arrhythmiaAtrialFibrillationRegimens,
  ...pericarditisEffusionRegimens,
  ...cardiomyopathyRegimens,
  ...acutePancreatitisRegimens,
  ...intestinalObstructionHerniaRegimens,
  ...bphUrinaryRetentionRegimens,
  ...deliriumDementiaRegimens,
  ...neonatalSepsisRegimens,
  ...neonatalJaundiceRegimens,
  ...birthAsphyxiaRegimens,
  ...pretermLowBirthWeightRegimens,
  ...neonatalHypothermiaRegimens,
  ...omphalitisRegimens,
  ...ophthalmiaNeonatorumRegimens,
  ...moderateAcuteMalnutritionRegimens,
  ...onchocerciasisRegimens,
  ...lymphaticFilariasisRegimens,
  ...humanAfricanTrypanosomiasisRegimens,
  ...leptospirosisRegimens,
  ...rickettsialFeverRegimens,
  ...acuteBronchitisRegimens,
  ...pleuralEffusionEmpyemaRegimens,
  ...osteomyelitisSepticArthritisRegimens,
  ...dentalAbscessCariesRegimens,
  ...otitisExternaCsomRegimens,
  ...hyperthyroidismGoitreRegimens,
  ...hypothyroidismRegimens,
  ...type1DiabetesRegimens,
  ...kaposiSarcomaRegimens,
  ...psychosisRegimens,
  ...bipolarManiaRegimens,
  ...anxietyPanicRegimens,
  ...cervicalCancerRegimens,
  ...breastCancerRegimens,
  ...prostateCancerRegimens,
  ...liverCancerRegimens,
  ...oesophagealCancerRegimens,
  ...lymphomaRegimens,
  ...cataractGlaucomaRegimens,
  ...bellsPalsyRegimens,
  ...peripheralNeuropathyRegimens,
  ...urticariaRegimens,
  ...eczemaDermatitisRegimens,
  ...foreignBodyAirwayRegimens,
  ...keroseneIngestionRegimens,
  ...medicineOverdoseRegimens,
  ...burnsRegimens,
  ...headInjuryRegimens,
  ...limbFractureRegimens,
  ...multipleInjuriesShockRegimens,
  ...drowningRegimens,
];
