import {
  frenchEarMastoidFindingLabels,
  frenchEarMastoidFindingQuestions,
  frenchEarMastoidRedFlags,
} from './ear-mastoid';
import {
  frenchLimbGenitalThreatFindingLabels,
  frenchLimbGenitalThreatFindingQuestions,
  frenchLimbGenitalThreatTriageRules,
} from './limb-and-genital-threats';
import type { ClinicalTranslations } from '../types';
import { frenchEarlyWarningActions, frenchEarlyWarningSentences } from './early-warning';
import { frenchInvestigationNotes } from './investigation-notes';
import { frenchMonitoring } from './monitoring';
import { frenchReferralReasons } from './referral-reasons';
import { frenchTreatmentProtocols } from './treatment-protocols';
import { frenchRedFlags } from './red-flags';
import { frenchInteractions } from './interactions';
import { frenchRegimenIndications } from './regimen-indications';
import { frenchRegimenDoses } from './regimen-doses';
import { frenchContraindicationKeywords } from './contraindication-keywords';
import { frenchReferralServices } from './referral-services';
import { frenchLifestyle } from './lifestyle';
import { frenchInvestigationTests } from './investigation-tests';
import { frenchContraindications } from './contraindications';
import { frenchSideEffects } from './side-effects';
import { frenchTriageRules } from './triage-rules';
import { frenchMotherNewbornTriageRules } from './triage-rules-mothers-and-newborns';
import { frenchChildBurnTumourTriageRules } from './triage-rules-children-burns-tumours';
import {
  frenchAdultEmergencyFindingLabels,
  frenchAdultEmergencyFindingQuestions,
  frenchAdultEmergencyTriageRules,
} from './adult-emergencies';
import { frenchFindingQuestions } from './finding-questions';
import { frenchFindingLabels } from './finding-labels';
import { frenchFindingLabelsAffectHeartLiverSupplements } from './finding-labels-affect-heart-liver-supplements';
import { frenchMotherFindingLabels } from './finding-labels-mothers-and-newborns';
import { frenchFractureSiteFindingLabels } from './finding-labels-fracture-sites';
import {
  frenchInjurySkinEyeToldFindingLabels,
  frenchInjurySkinEyeToldFindingQuestions,
} from './finding-texts-injury-skin-eye-told';
import { frenchConditionNames } from './condition-names';
import { frenchSentences } from './sentences';
import { frenchEngineSentences } from './engine-sentences';
import { frenchDoseRuleSentences } from './dose-rule-sentences';
import { frenchRegimenNotes } from './regimen-notes';
import { frenchInteractionKeywords } from './interaction-keywords';
import { frenchConfirmBeforeTreatment } from './confirm-before-treatment';
import { frenchContraindicationNotes } from './contraindication-notes';

/** Clinical content in French: one module, so the web app can load it only when French is chosen. */
export const french: ClinicalTranslations = {
  language: 'fr',
  conditionNames: frenchConditionNames,
  findingLabels: [
    ...frenchFindingLabels,
    ...frenchEarMastoidFindingLabels,
    ...frenchFindingLabelsAffectHeartLiverSupplements,
    ...frenchMotherFindingLabels,
    ...frenchFractureSiteFindingLabels,
    ...frenchInjurySkinEyeToldFindingLabels,
    ...frenchAdultEmergencyFindingLabels,
    ...frenchLimbGenitalThreatFindingLabels,
  ],
  findingQuestions: [
    ...frenchFindingQuestions,
    ...frenchEarMastoidFindingQuestions,
    ...frenchAdultEmergencyFindingQuestions,
    ...frenchLimbGenitalThreatFindingQuestions,
    ...frenchInjurySkinEyeToldFindingQuestions,
  ],
  phrases: [
    ...frenchTriageRules,
    ...frenchMotherNewbornTriageRules,
    ...frenchChildBurnTumourTriageRules,
    ...frenchAdultEmergencyTriageRules,
    ...frenchLimbGenitalThreatTriageRules,
    ...frenchEarlyWarningActions,
    ...frenchSideEffects,
    ...frenchContraindications,
    ...frenchInvestigationTests,
    ...frenchLifestyle,
    ...frenchReferralServices,
    ...frenchInvestigationNotes,
    ...frenchMonitoring,
    ...frenchReferralReasons,
    ...frenchTreatmentProtocols,
    ...frenchRedFlags,
    ...frenchEarMastoidRedFlags,
    ...frenchInteractions,
    ...frenchRegimenIndications,
    ...frenchRegimenDoses,
    ...frenchContraindicationKeywords,
    ...frenchRegimenNotes,
    ...frenchInteractionKeywords,
    ...frenchConfirmBeforeTreatment,
    ...frenchContraindicationNotes,
  ],
  sentences: [
    ...frenchSentences,
    ...frenchEngineSentences,
    ...frenchDoseRuleSentences,
    ...frenchEarlyWarningSentences,
  ],
  draftNotice:
    'La traduction du contenu clinique est un brouillon automatique, pas encore relu par un clinicien ; le texte anglais fait foi.',
};
