import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { notifyFailure, notifySuccess } from '../../api/notify';
import {
  emergencyFromError,
  requestComprehensiveAssessment,
  requestDiagnosis,
  requestPrescription,
  requestRecommendations,
} from '../../features/clinical-session/ai/api';
import { usePrescriptionDecision } from '../../features/clinical-session/ai/prescription-decision';
import type { Diagnosis, Prescription, Recommendations } from '../../features/clinical-session/ai/types';
import { announce } from '../../features/preferences/voice';
import { emptyProfile, parseWhole, splitList, type ProfileDraft } from '../../features/clinical-session/profile/patient-profile-form';
import { toPatientProfile } from '../../features/clinical-session/profile/to-patient-profile';

export type AssistantTab = 'symptoms' | 'profile' | 'diagnosis' | 'recommendations' | 'prescription';
type Busy = 'diagnosis' | 'recommendations' | 'prescription' | 'comprehensive' | null;

/**
 * The AI assistant of /production (spec sections 2, 4, 5 and 8). The prescription decision is also
 * recorded on the session when one exists, so the session's report states it.
 */
export function useAssistant(sessionId: string | null, physician?: string) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AssistantTab>('symptoms');
  const [symptoms, setSymptoms] = useState<string[]>([]);
  const [profile, setProfile] = useState<ProfileDraft>(emptyProfile);
  const [diagnosis, setDiagnosis] = useState<Diagnosis | null>(null);
  const [recommendations, setRecommendations] = useState<Recommendations | null>(null);
  const [prescription, setPrescription] = useState<Prescription | null>(null);
  const review = usePrescriptionDecision(sessionId, physician);
  const [busy, setBusy] = useState<Busy>(null);

  function addSymptom(text: string): boolean {
    if (text.trim() === '') {
      toast.error(t('assistant.symptomRequiredTitle'), { description: t('assistant.symptomRequiredBody') });
      return false;
    }
    setSymptoms((current) => [...current, text.trim()]);
    return true;
  }

  async function run(kind: Exclude<Busy, null>, failureTitle: string, work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      const emergency = emergencyFromError(error);
      if (emergency)
        toast.error(
          t(kind === 'comprehensive' ? 'assistant.emergencyDetected' : 'assistant.emergencyCondition'),
          { description: emergency.message },
        );
      else notifyFailure(failureTitle, t('assistant.failedBody'), error);
    } finally {
      setBusy(null);
    }
  }

  const needSymptoms = () => {
    if (symptoms.length > 0) return false;
    toast.error(t('assistant.noSymptomsTitle'), { description: t('assistant.noSymptomsBody') });
    return true;
  };
  const needDiagnosis = () => {
    if (diagnosis) return false;
    toast.error(t('assistant.diagnosisRequiredTitle'), { description: t('assistant.diagnosisRequiredBody') });
    return true;
  };

  const diagnose = () =>
    !needSymptoms() &&
    run('diagnosis', t('assistant.diagnosisFailed'), async () => {
      const answer = await requestDiagnosis({
        symptoms,
        patientAge: parseWhole(profile.age),
        patientGender: profile.gender || undefined,
        medicalHistory: splitList(profile.medicalHistory),
        patientProfile: toPatientProfile(profile),
      });
      setDiagnosis(answer);
      setTab('diagnosis');
      if (answer.emergencyAlert)
        toast.error(t('assistant.emergencyDetected'), { description: answer.message });
      else notifySuccess(t('toast.analysisComplete'));
    });

  const recommend = () =>
    !needDiagnosis() &&
    run('recommendations', t('assistant.recommendationsFailed'), async () => {
      setRecommendations(
        await requestRecommendations({
          diagnosis: diagnosis!,
          symptoms,
          patientProfile: toPatientProfile(profile),
        }),
      );
      setTab('recommendations');
    });

  const prescribe = () =>
    !needDiagnosis() &&
    run('prescription', t('assistant.prescriptionFailed'), async () => {
      setPrescription(
        await requestPrescription({
          diagnosis: diagnosis!,
          symptoms,
          patientProfile: toPatientProfile(profile, true),
        }),
      );
      review.reset();
      setTab('prescription');
    });

  const assessFully = () =>
    !needSymptoms() &&
    run('comprehensive', t('assistant.assessmentFailed'), async () => {
      const answer = await requestComprehensiveAssessment({
        symptoms,
        patientProfile: toPatientProfile(profile, true),
      });
      if (answer.emergencyAlert && !answer.diagnosis) {
        toast.error(t('assistant.emergencyDetected'), { description: answer.message });
        return;
      }
      setDiagnosis(answer.diagnosis ?? null);
      setRecommendations(answer.recommendations ?? null);
      setPrescription(answer.prescription ?? null);
      review.reset();
      setTab(answer.prescription ? 'prescription' : 'diagnosis');
      if (answer.diagnosis?.emergencyAlert)
        toast.error(t('assistant.emergencyDetected'), { description: answer.diagnosis.message });
      else notifySuccess(t('toast.analysisComplete'));
      announce(t('voice.completed'));
    });

  return {
    tab,
    setTab,
    symptoms,
    setSymptoms,
    addSymptom,
    profile,
    setProfile,
    diagnosis,
    recommendations,
    prescription,
    setPrescription,
    review,
    decision: review.decision,
    busy,
    diagnose,
    recommend,
    prescribe,
    assessFully,
  };
}

export type Assistant = ReturnType<typeof useAssistant>;
