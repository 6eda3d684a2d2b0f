import {
  swahiliEarMastoidFindingLabels,
  swahiliEarMastoidFindingQuestions,
  swahiliEarMastoidRedFlags,
} from './ear-mastoid';
import {
  swahiliLimbGenitalThreatFindingLabels,
  swahiliLimbGenitalThreatFindingQuestions,
  swahiliLimbGenitalThreatTriageRules,
} from './limb-and-genital-threats';
import type { ClinicalTranslations } from '../types';
import { swahiliEarlyWarningActions, swahiliEarlyWarningSentences } from './early-warning';
import { swahiliConfirmBeforeTreatment } from './confirm-before-treatment';
import { swahiliInvestigationNotes } from './investigation-notes';
import { swahiliMonitoring } from './monitoring';
import { swahiliReferralReasons } from './referral-reasons';
import { swahiliTreatmentProtocols } from './treatment-protocols';
import { swahiliRedFlags } from './red-flags';
import { swahiliInteractions } from './interactions';
import { swahiliRegimenIndications } from './regimen-indications';
import { swahiliRegimenDoses } from './regimen-doses';
import { swahiliContraindicationKeywords } from './contraindication-keywords';
import { swahiliReferralServices } from './referral-services';
import { swahiliLifestyle } from './lifestyle';
import { swahiliInvestigationTests } from './investigation-tests';
import { swahiliContraindications } from './contraindications';
import { swahiliSideEffects } from './side-effects';
import { swahiliTriageRules } from './triage-rules';
import { swahiliMotherNewbornTriageRules } from './triage-rules-mothers-and-newborns';
import { swahiliChildBurnTumourTriageRules } from './triage-rules-children-burns-tumours';
import {
  swahiliAdultEmergencyFindingLabels,
  swahiliAdultEmergencyFindingQuestions,
  swahiliAdultEmergencyTriageRules,
} from './adult-emergencies';
import { swahiliFindingQuestions } from './finding-questions';
import { swahiliFindingLabels } from './finding-labels';
import { swahiliFindingLabelsAffectHeartLiverSupplements } from './finding-labels-affect-heart-liver-supplements';
import { swahiliMotherFindingLabels } from './finding-labels-mothers-and-newborns';
import { swahiliFractureSiteFindingLabels } from './finding-labels-fracture-sites';
import {
  swahiliInjurySkinEyeToldFindingLabels,
  swahiliInjurySkinEyeToldFindingQuestions,
} from './finding-texts-injury-skin-eye-told';
import { swahiliConditionNames } from './condition-names';
import { swahiliSentences } from './sentences';

/** Clinical content in Kiswahili: one module, so the web app can load it only when Kiswahili is chosen. */
export const swahili: ClinicalTranslations = {
  language: 'sw',
  conditionNames: swahiliConditionNames,
  findingLabels: [
    ...swahiliFindingLabels,
    ...swahiliEarMastoidFindingLabels,
    ...swahiliFindingLabelsAffectHeartLiverSupplements,
    ...swahiliMotherFindingLabels,
    ...swahiliFractureSiteFindingLabels,
    ...swahiliInjurySkinEyeToldFindingLabels,
    ...swahiliAdultEmergencyFindingLabels,
    ...swahiliLimbGenitalThreatFindingLabels,
  ],
  findingQuestions: [
    ...swahiliFindingQuestions,
    ...swahiliEarMastoidFindingQuestions,
    ...swahiliAdultEmergencyFindingQuestions,
    ...swahiliLimbGenitalThreatFindingQuestions,
    ...swahiliInjurySkinEyeToldFindingQuestions,
  ],
  phrases: [
    ...swahiliTriageRules,
    ...swahiliMotherNewbornTriageRules,
    ...swahiliChildBurnTumourTriageRules,
    ...swahiliAdultEmergencyTriageRules,
    ...swahiliLimbGenitalThreatTriageRules,
    ...swahiliEarlyWarningActions,
    ...swahiliSideEffects,
    ...swahiliContraindications,
    ...swahiliInvestigationTests,
    ...swahiliLifestyle,
    ...swahiliReferralServices,
    ...swahiliInvestigationNotes,
    ...swahiliMonitoring,
    ...swahiliReferralReasons,
    ...swahiliTreatmentProtocols,
    ...swahiliRedFlags,
    ...swahiliEarMastoidRedFlags,
    ...swahiliInteractions,
    ...swahiliRegimenIndications,
    ...swahiliRegimenDoses,
    ...swahiliContraindicationKeywords,
    ...swahiliConfirmBeforeTreatment,
  ],
  sentences: [...swahiliSentences, ...swahiliEarlyWarningSentences],
  draftNotice:
    'Tafsiri ya maelezo ya kitabibu ni rasimu ya mashine ambayo bado haijakaguliwa na mtaalamu; maandishi ya Kiingereza ndiyo ya kuaminika.',
};
