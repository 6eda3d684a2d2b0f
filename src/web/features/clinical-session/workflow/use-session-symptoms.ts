import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../api/notify';
import { addSymptoms, changeSymptom } from '../session/api';
import type { ClinicalSession } from './use-clinical-session';

/** Records symptoms on the session (spec section 7), with the 'Symptoms Added' toast of section 8. */
export function useSessionSymptoms({ sessionId, store }: ClinicalSession) {
  const { t } = useTranslation();

  /** `inSession` names a session opened in the same click, before this render knows its id. */
  return async function saveSymptoms(
    symptoms: readonly unknown[],
    inSession: string | null = sessionId,
  ): Promise<boolean> {
    if (!inSession) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('toast.createSessionFirst'));
      return false;
    }
    try {
      const answer = await addSymptoms(inSession, symptoms);
      store(answer.session);
      notifySuccess(t('toast.symptomsAdded'), t('toast.symptomsAddedBody', { count: answer.added.length }));
      return true;
    } catch (error) {
      notifyFailure(t('toast.errorTitle'), t('toast.symptomFailed'), error);
      return false;
    }
  };
}

/** Removes a recorded symptom, or corrects it in its place (the session's analysis is then redone). */
export function useSymptomChange({ sessionId, store }: ClinicalSession) {
  const { t } = useTranslation();
  /** The session's symptoms once changed; null when nothing changed (the failure was said). */
  return async function change(symptomId: string, replacement?: unknown) {
    if (!sessionId) return null;
    try {
      const { session } = await changeSymptom(sessionId, symptomId, replacement);
      store(session);
      notifySuccess(replacement === undefined ? t('toast.symptomRemoved') : t('toast.symptomCorrected'));
      return session.symptoms;
    } catch (error) {
      notifyFailure(t('toast.errorTitle'), t('toast.symptomFailed'), error);
      return null;
    }
  };
}
