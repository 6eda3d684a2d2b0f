import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { notifySuccess } from '../../api/notify';
import { announce } from '../../features/preferences';
import {
  emptyProfile,
  dosingAsk,
  missingForDosing,
  parseWhole,
  splitList,
  useAiConsultation,
  usePrescriptionDecision,
  type Diagnosis,
  type Emergency,
  type Prescription,
  type ProfileDraft,
  type Recommendations,
} from '../../features/clinical-session';

export type AssistantTab = 'symptoms' | 'profile' | 'diagnosis' | 'recommendations' | 'prescription';

/**
 * The AI assistant of /production (spec sections 2, 4, 5 and 8). The prescription decision is also
 * recorded on the session when one exists, so the session's report states it.
 */
export function useAssistant(
  sessionId: string | null,
  physician: string | undefined,
  /** Resolves true once consent is confirmed (and a session open): nothing is sent before. */
  ensureConsent: () => Promise<boolean>,
) {
  const { t } = useTranslation();
  const [emergency, setEmergency] = useState<Emergency | null>(null);
  const consultation = useAiConsultation(setEmergency);
  const [tab, setTab] = useState<AssistantTab>('symptoms');
  const [symptoms, setSymptoms] = useState<string[]>([]);
  const [profile, setProfile] = useState<ProfileDraft>(emptyProfile);
  const [diagnosis, setDiagnosis] = useState<Diagnosis | null>(null);
  const [recommendations, setRecommendations] = useState<Recommendations | null>(null);
  const [prescription, setPrescription] = useState<Prescription | null>(null);
  const review = usePrescriptionDecision(sessionId, physician);
  const input = { symptoms, profile };
  const words = (failureTitle: string, emergencyTitle = t('assistant.emergencyCondition')) => ({
    failureTitle,
    failureBody: t('assistant.failedBody'),
    emergencyTitle,
  });

  function addSymptom(text: string): boolean {
    if (text.trim() === '') {
      toast.error(t('assistant.symptomRequiredTitle'), { description: t('assistant.symptomRequiredBody') });
      return false;
    }
    setSymptoms((current) => [...current, text.trim()]);
    return true;
  }

  const needSymptoms = () => {
    if (symptoms.length > 0) return false;
    toast.error(t('assistant.noSymptomsTitle'), { description: t('assistant.noSymptomsBody') });
    return true;
  };
  const requireDiagnosis = (): Diagnosis | null => {
    if (!diagnosis)
      toast.error(t('assistant.diagnosisRequiredTitle'), {
        description: t('assistant.diagnosisRequiredBody'),
      });
    return diagnosis;
  };

  /** No dose for an assumed patient or an estimated weight: the age and the measured weight come first. */
  const needAgeAndWeight = () => {
    const missing = missingForDosing(profile);
    if (missing.length === 0) return false;
    const ask = dosingAsk(t, missing);
    toast.error(ask.title, { description: ask.body });
    setTab('profile');
    return true;
  };

  async function diagnose() {
    if (needSymptoms() || !(await ensureConsent())) return;
    const answer = await consultation.diagnose(
      input,
      // 'EMERGENCY DETECTED' belongs to the comprehensive assessment (spec section 8); a diagnosis
      // alerts as the workflow's does.
      words(t('assistant.diagnosisFailed'), t('toast.emergencyAlertTitle')),
      {
        patientAge: parseWhole(profile.age),
        patientGender: profile.gender || undefined,
        medicalHistory: splitList(profile.medicalHistory),
      },
    );
    if (!answer) return;
    setDiagnosis(answer);
    setEmergency(answer.emergencyAlert ? answer : null);
    setTab('diagnosis');
    if (!answer.emergencyAlert) notifySuccess(t('toast.analysisComplete'));
  }

  async function recommend() {
    const diagnosis = requireDiagnosis();
    if (!diagnosis || !(await ensureConsent())) return;
    const answer = await consultation.recommend(
      { ...input, diagnosis },
      words(t('assistant.recommendationsFailed')),
    );
    if (!answer) return;
    setRecommendations(answer);
    setTab('recommendations');
  }

  async function prescribe() {
    const diagnosis = requireDiagnosis();
    if (!diagnosis) return;
    if (needAgeAndWeight()) return;
    if (!(await ensureConsent())) return;
    const answer = await consultation.prescribe(
      { ...input, diagnosis },
      words(t('assistant.prescriptionFailed')),
    );
    if (!answer) return;
    setPrescription(answer);
    review.reset();
    setTab('prescription');
  }

  async function assessFully() {
    if (needSymptoms() || needAgeAndWeight() || !(await ensureConsent())) return;
    const answer = await consultation.assess(
      input,
      words(t('assistant.assessmentFailed'), t('assistant.emergencyDetected')),
    );
    if (!answer || (answer.emergencyAlert && !answer.diagnosis)) return;
    setDiagnosis(answer.diagnosis ?? null);
    setEmergency(answer.emergencyAlert ? answer : null);
    setRecommendations(answer.recommendations ?? null);
    setPrescription(answer.prescription ?? null);
    review.reset();
    setTab(answer.prescription ? 'prescription' : 'diagnosis');
    if (!answer.diagnosis?.emergencyAlert) notifySuccess(t('toast.analysisComplete'));
    announce(t('voice.completed'));
  }

  return {
    tab,
    setTab,
    symptoms,
    setSymptoms,
    addSymptom,
    profile,
    setProfile,
    diagnosis,
    emergency,
    recommendations,
    prescription,
    setPrescription,
    review,
    decision: review.decision,
    busy: consultation.busy,
    diagnose,
    recommend,
    prescribe,
    assessFully,
  };
}

export type Assistant = ReturnType<typeof useAssistant>;
