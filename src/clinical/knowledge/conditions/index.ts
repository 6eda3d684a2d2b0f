import type { Condition, Regimen } from '../types';
import * as malariaUncomplicated from './fever-infection/malaria-uncomplicated';
import * as malariaSevere from './fever-infection/malaria-severe';
import * as typhoidFever from './fever-infection/typhoid-fever';
import * as cholera from './gastrointestinal/cholera';
import * as acuteGastroenteritis from './gastrointestinal/acute-gastroenteritis';
import * as shigellosis from './gastrointestinal/shigellosis';
import * as amoebiasis from './gastrointestinal/amoebiasis';
import * as soilTransmittedHelminthiasis from './gastrointestinal/soil-transmitted-helminthiasis';
import * as schistosomiasis from './gastrointestinal/schistosomiasis';
import * as pulmonaryTuberculosis from './hiv-tb/pulmonary-tuberculosis';
import * as pneumoniaAdult from './respiratory/pneumonia-adult';
import * as pneumoniaChild from './respiratory/pneumonia-child';
import * as bronchiolitis from './respiratory/bronchiolitis';
import * as commonCold from './respiratory/common-cold';
import * as streptococcalPharyngitis from './skin-eye-ent/streptococcal-pharyngitis';
import * as acuteOtitisMedia from './skin-eye-ent/acute-otitis-media';
import * as acuteSinusitis from './skin-eye-ent/acute-sinusitis';
import * as influenza from './respiratory/influenza';
import * as covid19 from './respiratory/covid-19';
import * as bacterialMeningitis from './neuro-mental/bacterial-meningitis';
import * as cryptococcalMeningitis from './hiv-tb/cryptococcal-meningitis';
import * as hivInfection from './hiv-tb/hiv-infection';
import * as pneumocystisPneumonia from './hiv-tb/pneumocystis-pneumonia';
import * as measles from './fever-infection/measles';
import * as dengue from './fever-infection/dengue';
import * as brucellosis from './fever-infection/brucellosis';
import * as visceralLeishmaniasis from './fever-infection/visceral-leishmaniasis';
import * as viralHaemorrhagicFever from './fever-infection/viral-haemorrhagic-fever';
import * as mpox from './fever-infection/mpox';
import * as rabiesExposure from './fever-infection/rabies-exposure';
import * as tetanus from './fever-infection/tetanus';
import * as cystitis from './genitourinary-sexual/cystitis';
import * as pyelonephritis from './genitourinary-sexual/pyelonephritis';
import * as urethritisCervicitis from './genitourinary-sexual/urethritis-cervicitis';
import * as syphilis from './genitourinary-sexual/syphilis';
import * as pelvicInflammatoryDisease from './genitourinary-sexual/pelvic-inflammatory-disease';
import * as cellulitisAbscess from './skin-eye-ent/cellulitis-abscess';
import * as scabies from './skin-eye-ent/scabies';
import * as tinea from './skin-eye-ent/tinea';
import * as viralHepatitis from './gastrointestinal/viral-hepatitis';
import * as sepsis from './fever-infection/sepsis';
import * as varicella from './fever-infection/varicella';
import * as conjunctivitis from './skin-eye-ent/conjunctivitis';
import * as type2Diabetes from './metabolic-renal/type-2-diabetes';
import * as diabeticKetoacidosis from './metabolic-renal/diabetic-ketoacidosis';
import * as hypoglycaemia from './metabolic-renal/hypoglycaemia';
import * as hypertension from './cardiovascular/hypertension';
import * as hypertensiveEmergency from './cardiovascular/hypertensive-emergency';
import * as heartFailure from './cardiovascular/heart-failure';
import * as stroke from './neuro-mental/stroke';
import * as acuteCoronarySyndrome from './cardiovascular/acute-coronary-syndrome';
import * as rheumaticHeartDisease from './cardiovascular/rheumatic-heart-disease';
import * as asthmaExacerbation from './respiratory/asthma-exacerbation';
import * as copdExacerbation from './respiratory/copd-exacerbation';
import * as ironDeficiencyAnaemia from './blood-nutrition/iron-deficiency-anaemia';
import * as sickleCellCrisis from './blood-nutrition/sickle-cell-crisis';
import * as severeAcuteMalnutrition from './blood-nutrition/severe-acute-malnutrition';
import * as pepticUlcerDyspepsia from './gastrointestinal/peptic-ulcer-dyspepsia';
import * as gerd from './gastrointestinal/gerd';
import * as acuteAppendicitis from './gastrointestinal/acute-appendicitis';
import * as epilepsySeizure from './neuro-mental/epilepsy-seizure';
import * as migraine from './neuro-mental/migraine';
import * as tensionTypeHeadache from './neuro-mental/tension-type-headache';
import * as depression from './neuro-mental/depression';
import * as snakebiteEnvenoming from './injury-poisoning/snakebite-envenoming';
import * as organophosphatePoisoning from './injury-poisoning/organophosphate-poisoning';
import * as chronicKidneyDisease from './metabolic-renal/chronic-kidney-disease';
import * as preEclampsiaEclampsia from './maternal/pre-eclampsia-eclampsia';
import * as ectopicPregnancy from './maternal/ectopic-pregnancy';
import * as gout from './musculoskeletal/gout';
import * as osteoarthritis from './musculoskeletal/osteoarthritis';
import * as lowBackPain from './musculoskeletal/low-back-pain';
import * as allergicRhinitis from './allergy/allergic-rhinitis';
import * as anaphylaxis from './allergy/anaphylaxis';
import * as postpartumHaemorrhage from './maternal/postpartum-haemorrhage';
import * as antepartumHaemorrhage from './maternal/antepartum-haemorrhage';
import * as puerperalSepsis from './maternal/puerperal-sepsis';
import * as miscarriage from './maternal/miscarriage';
import * as hyperemesisGravidarum from './maternal/hyperemesis-gravidarum';
import * as obstructedLabour from './maternal/obstructed-labour';
import * as anaemiaInPregnancy from './maternal/anaemia-in-pregnancy';
import * as gestationalDiabetes from './maternal/gestational-diabetes';
import * as vaginalDischargeSyndrome from './maternal/vaginal-discharge-syndrome';
import * as genitalUlcerDisease from './maternal/genital-ulcer-disease';
import * as plague from './fever-infection/plague';
import * as anthrax from './fever-infection/anthrax';
import * as acutePancreatitis from './gastrointestinal/acute-pancreatitis';
import * as gallstoneDisease from './gastrointestinal/gallstone-disease';
import * as intestinalObstructionHernia from './gastrointestinal/intestinal-obstruction-hernia';
import * as intussusception from './gastrointestinal/intussusception';
import * as liverCirrhosis from './gastrointestinal/liver-cirrhosis';
import * as renalColic from './genitourinary-sexual/renal-colic';
import * as bphUrinaryRetention from './genitourinary-sexual/bph-urinary-retention';
import * as dvtPulmonaryEmbolism from './cardiovascular/dvt-pulmonary-embolism';
import * as arrhythmiaAtrialFibrillation from './cardiovascular/arrhythmia-atrial-fibrillation';
import * as pericarditisEffusion from './cardiovascular/pericarditis-effusion';
import * as cardiomyopathy from './cardiovascular/cardiomyopathy';
import * as deliriumDementia from './neuro-mental/delirium-dementia';
import * as neonatalSepsis from './newborn-child/neonatal-sepsis';
import * as neonatalJaundice from './newborn-child/neonatal-jaundice';
import * as birthAsphyxia from './newborn-child/birth-asphyxia';
import * as pretermLowBirthWeight from './newborn-child/preterm-low-birth-weight';
import * as neonatalHypothermia from './newborn-child/neonatal-hypothermia';
import * as omphalitis from './newborn-child/omphalitis';
import * as ophthalmiaNeonatorum from './newborn-child/ophthalmia-neonatorum';
import * as moderateAcuteMalnutrition from './newborn-child/moderate-acute-malnutrition';
import * as pertussis from './fever-infection/pertussis';
import * as diphtheria from './fever-infection/diphtheria';
import * as acuteFlaccidParalysis from './neuro-mental/acute-flaccid-paralysis';
import * as mumps from './fever-infection/mumps';
import * as rickets from './blood-nutrition/rickets';
import * as nephroticSyndrome from './metabolic-renal/nephrotic-syndrome';
import * as postStreptococcalGlomerulonephritis from './metabolic-renal/post-streptococcal-glomerulonephritis';
import * as heatStroke from './injury-poisoning/heat-stroke';
import * as alcoholMethanolPoisoning from './injury-poisoning/alcohol-methanol-poisoning';
import * as alcoholWithdrawalUseDisorder from './neuro-mental/alcohol-withdrawal-use-disorder';
import * as herpesZoster from './skin-eye-ent/herpes-zoster';
import * as oralOesophagealCandidiasis from './skin-eye-ent/oral-oesophageal-candidiasis';
import * as impetigo from './skin-eye-ent/impetigo';
import * as leprosy from './tropical-ntd/leprosy';
import * as trachoma from './tropical-ntd/trachoma';
import * as onchocerciasis from './tropical-ntd/onchocerciasis';
import * as lymphaticFilariasis from './tropical-ntd/lymphatic-filariasis';
import * as humanAfricanTrypanosomiasis from './tropical-ntd/human-african-trypanosomiasis';
import * as leptospirosis from './fever-infection/leptospirosis';
import * as rickettsialFever from './fever-infection/rickettsial-fever';
import * as acuteBronchitis from './respiratory/acute-bronchitis';
import * as pleuralEffusionEmpyema from './respiratory/pleural-effusion-empyema';
import * as osteomyelitisSepticArthritis from './musculoskeletal/osteomyelitis-septic-arthritis';
import * as dentalAbscessCaries from './skin-eye-ent/dental-abscess-caries';
import * as otitisExternaCsom from './skin-eye-ent/otitis-externa-csom';
import * as hyperthyroidismGoitre from './metabolic-renal/hyperthyroidism-goitre';
import * as hypothyroidism from './metabolic-renal/hypothyroidism';
import * as type1Diabetes from './metabolic-renal/type-1-diabetes';
import * as kaposiSarcoma from './cancer/kaposi-sarcoma';
import * as psychosis from './neuro-mental/psychosis';
import * as bipolarMania from './neuro-mental/bipolar-mania';
import * as anxietyPanic from './neuro-mental/anxiety-panic';
import * as cervicalCancer from './cancer/cervical-cancer';
import * as breastCancer from './cancer/breast-cancer';
import * as prostateCancer from './cancer/prostate-cancer';
import * as liverCancer from './cancer/liver-cancer';
import * as oesophagealCancer from './cancer/oesophageal-cancer';
import * as lymphoma from './cancer/lymphoma';
import * as cataractGlaucoma from './skin-eye-ent/cataract-glaucoma';
import * as bellsPalsy from './neuro-mental/bells-palsy';
import * as peripheralNeuropathy from './neuro-mental/peripheral-neuropathy';
import * as urticaria from './allergy/urticaria';
import * as eczemaDermatitis from './skin-eye-ent/eczema-dermatitis';
import * as foreignBodyAirway from './injury-poisoning/foreign-body-airway';
import * as keroseneIngestion from './injury-poisoning/kerosene-ingestion';
import * as medicineOverdose from './injury-poisoning/medicine-overdose';
import * as burns from './injury-poisoning/burns';
import * as headInjury from './injury-poisoning/head-injury';
import * as limbFracture from './injury-poisoning/limb-fracture';
import * as multipleInjuriesShock from './injury-poisoning/multiple-injuries-shock';
import * as drowning from './injury-poisoning/drowning';

interface ConditionModule {
  condition: Condition;
  regimens?: readonly Regimen[];
}

/*
 * Every condition module, in clinical-scope.md order (the engine keeps this order when posteriors tie).
 * Frequencies are P(finding | condition); findings with a low frequency argue against the condition when
 * present. Where no study figure exists the frequency is the guideline's clinical description read as a
 * proportion, rounded; for signs and symptoms the figures follow the cited guidelines and the
 * diagnostic-accuracy literature summarised in McGee and the JAMA Rational Clinical Examination series.
 */
const conditionModules: readonly ConditionModule[] = [
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
  intussusception,
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
  pertussis,
  diphtheria,
  acuteFlaccidParalysis,
  mumps,
  rickets,
  nephroticSyndrome,
  postStreptococcalGlomerulonephritis,
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
  heatStroke,
  alcoholMethanolPoisoning,
  alcoholWithdrawalUseDisorder,
  herpesZoster,
  oralOesophagealCandidiasis,
  impetigo,
  leprosy,
  trachoma,
];

export const conditions: readonly Condition[] = conditionModules.map((module) => module.condition);

/*
 * Every regimen, condition file by condition file in this order. Prescribing takes the first regimen of a
 * condition whose population includes the patient, so within a condition file specific populations come
 * before general ones; regimens named '...-alternatives' come last and hold the doses of the alternatives a
 * withheld medicine is replaced by. Every dose rule carries the source's maximum per dose and per day.
 */
export const regimens: readonly Regimen[] = conditionModules.flatMap((module) => module.regimens ?? []);
