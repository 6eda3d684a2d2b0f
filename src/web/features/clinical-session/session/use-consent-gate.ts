import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateSessionBody } from '../../../../contracts/sessions';
import { notifyFailure } from '../../../api/notify';
import type { ClinicalSession } from '../workflow/use-clinical-session';

/**
 * The one consent rule of every screen: no patient data leaves the browser before the clinician confirms
 * the patient's consent, and a session is opened only then (never by opening a screen). A session that
 * exists was opened after consent, so it counts as consented; ending it asks again for the next patient.
 */
export function useConsentGate(clinical: ClinicalSession) {
  const { t } = useTranslation();
  const [isTicked, setTicked] = useState(false);
  const isConsented = clinical.sessionId !== null || isTicked;

  /** Refuses with the spec's 'Privacy Consent Required' toast until consent is confirmed. */
  function requireConsent(): boolean {
    if (isConsented) return true;
    notifyFailure(t('toast.consentTitle'), t('toast.consentBody'));
    document.getElementById('consent-title')?.scrollIntoView({ block: 'center' });
    return false;
  }

  /** The session to send patient data in: the open one, or a new one once consent is confirmed. */
  async function ensureSession(
    body?: CreateSessionBody,
    options: Parameters<ClinicalSession['open']>[1] = { isQuiet: true },
  ): Promise<string | null> {
    if (clinical.sessionId) return clinical.sessionId;
    if (!requireConsent()) return null;
    return clinical.open(body, options);
  }

  return {
    isConsented,
    /** The panel's checkbox: ticked for an open session (and then not editable). */
    panel: {
      isConsented,
      onChange: setTicked,
      disabled: clinical.sessionId !== null,
    },
    requireConsent,
    ensureSession,
    reset: () => setTicked(false),
  };
}

export type ConsentGate = ReturnType<typeof useConsentGate>;
