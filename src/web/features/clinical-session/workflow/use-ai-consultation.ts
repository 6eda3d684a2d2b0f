import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { notifyFailure } from '../../../api/notify';
import { announce } from '../../preferences';
import {
  emergencyFromError,
  requestComprehensiveAssessment,
  requestDiagnosis,
  requestPrescription,
  requestRecommendations,
  type ComprehensiveAnswer,
} from '../ai/api';
import type { Diagnosis, Prescription, Recommendations } from '../ai/types';
import type { ProfileDraft } from '../profile/profile-draft';
import { toPatientProfile } from '../profile/to-patient-profile';
import { loadProfileProblems } from '../profile/use-profile-problems';

export type ConsultationStep = 'diagnosis' | 'recommendations' | 'prescription' | 'comprehensive';

export interface Emergency {
  message?: string;
  emergencyActions?: string[];
}

export interface StepWords {
  failureTitle: string;
  failureBody: string;
  /** The toast title when the engine answers with an emergency (spec section 8 names one per screen). */
  emergencyTitle?: string;
}

export interface ConsultationInput {
  symptoms: readonly unknown[];
  profile: ProfileDraft;
}

/**
 * The engine's diagnosis, recommendations and prescription for the symptoms and profile on screen
 * (spec sections 5 and 7). An emergency, whether in the answer or as a refused prescription, is shown
 * and spoken; `onEmergency` lets a screen keep it (the workflow's banner).
 */
export function useAiConsultation(onEmergency?: (emergency: Emergency) => void) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ConsultationStep | null>(null);

  function alertEmergency(title: string, emergency: Emergency) {
    const description = emergency.message || t('toast.emergencyAlertBody');
    toast.error(title, { description });
    announce(description);
    onEmergency?.(emergency);
  }

  async function step<T>(
    kind: ConsultationStep,
    words: StepWords,
    work: () => Promise<T>,
    profile?: ProfileDraft,
  ): Promise<T | null> {
    // An impossible value (a weight of 900 kg, pregnancy in a man) is corrected first, never sent or dropped.
    const problem = profile && Object.values(await loadProfileProblems(profile))[0];
    if (problem) {
      toast.error(t('profile.problemsTitle'), { description: problem });
      return null;
    }
    setBusy(kind);
    try {
      return await work();
    } catch (error) {
      const emergency = emergencyFromError(error);
      if (emergency) alertEmergency(words.emergencyTitle ?? t('toast.emergencyAlertTitle'), emergency);
      else notifyFailure(words.failureTitle, words.failureBody, error);
      return null;
    } finally {
      setBusy(null);
    }
  }

  /** A diagnosis carrying an emergency alert is returned and alerted at once. */
  const diagnose = (input: ConsultationInput, words: StepWords, extra: object = {}) =>
    step(
      'diagnosis',
      words,
      async (): Promise<Diagnosis> => {
        const diagnosis = await requestDiagnosis({
          symptoms: input.symptoms,
          patientProfile: toPatientProfile(input.profile),
          ...extra,
        });
        if (diagnosis.emergencyAlert)
          alertEmergency(words.emergencyTitle ?? t('toast.emergencyAlertTitle'), diagnosis);
        return diagnosis;
      },
      input.profile,
    );

  const recommend = (input: ConsultationInput & { diagnosis: Diagnosis }, words: StepWords) =>
    step(
      'recommendations',
      words,
      (): Promise<Recommendations> =>
        requestRecommendations({
          diagnosis: input.diagnosis,
          symptoms: input.symptoms,
          patientProfile: toPatientProfile(input.profile),
        }),
      input.profile,
    );

  /** Spec section 7 defaults for the prescription: age 30, gender unknown, Kenya. */
  const prescribe = (
    input: ConsultationInput & { diagnosis: Diagnosis | string; labResults?: readonly unknown[] },
    words: StepWords,
  ) =>
    step(
      'prescription',
      words,
      (): Promise<Prescription> =>
        requestPrescription({
          diagnosis: input.diagnosis,
          symptoms: input.symptoms,
          patientProfile: toPatientProfile(input.profile, true),
          labResults: input.labResults,
        }),
      input.profile,
    );

  const assess = (input: ConsultationInput, words: StepWords) =>
    step(
      'comprehensive',
      words,
      async (): Promise<ComprehensiveAnswer> => {
        const answer = await requestComprehensiveAssessment({
          symptoms: input.symptoms,
          patientProfile: toPatientProfile(input.profile, true),
        });
        const emergency = answer.diagnosis?.emergencyAlert
          ? answer.diagnosis
          : answer.emergencyAlert && answer;
        if (emergency) alertEmergency(words.emergencyTitle ?? t('toast.emergencyAlertTitle'), emergency);
        return answer;
      },
      input.profile,
    );

  return { busy, diagnose, recommend, prescribe, assess, alertEmergency };
}
