import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { CreateSessionBody, SessionView } from '../../../../contracts/sessions';
import { notifyFailure, notifySuccess } from '../../../api/notify';
import { createSession, endSession, sessionKey, useSessionQuery } from '../session/api';
import { useForgetEndedSession } from '../session/use-forget-ended-session';
import { useSessionId } from '../session/use-session-id';

export interface OpenOptions {
  /** No 'Session Created' toast: the screen opened the session on its own, not the clinician. */
  isQuiet?: boolean;
  /** What to do instead of the 'Session Error' toast (spec section 8: /production says 'System Ready'). */
  onFailure?: () => void;
  /** The failure toast's words where the spec names others ('Error – Failed to start new session' on /). */
  failure?: { title: string; body: string };
}

/**
 * The patient session every screen works in: its id (kept for the tab), the polled server view, and
 * opening and ending it with the toasts of spec sections 5 and 8. Opening a new session ends the old
 * one first, so a patient's data never outlives the clinician moving on.
 */
export function useClinicalSession() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { sessionId, startedAt, adopt, forget } = useSessionId();
  const query = useSessionQuery(sessionId);
  useForgetEndedSession(query.error, forget);

  const store = useCallback(
    (view: SessionView) => queryClient.setQueryData(sessionKey(view.id), view),
    [queryClient],
  );
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionKey(sessionId) }),
    [queryClient, sessionId],
  );

  async function open(body?: CreateSessionBody, options: OpenOptions = {}): Promise<string | null> {
    try {
      if (sessionId) await endSession(sessionId).catch(() => undefined);
      forget();
      const created = await createSession(body);
      adopt(created.id);
      store(created);
      if (!options.isQuiet) notifySuccess(t('toast.sessionCreated'), body?.patientId);
      return created.id;
    } catch (error) {
      if (options.onFailure) options.onFailure();
      else
        notifyFailure(
          options.failure?.title ?? t('toast.sessionErrorTitle'),
          options.failure?.body ?? t('toast.sessionErrorBody'),
          error,
        );
      return null;
    }
  }

  /** Ends the session on the server (its data erased) and forgets it here. */
  async function end(successTitle: string, failure: { title: string; body: string }): Promise<boolean> {
    if (!sessionId) {
      notifyFailure(t('toast.noActiveSessionTitle'), t('errors.noActiveSession'));
      return false;
    }
    try {
      await endSession(sessionId);
      forget();
      notifySuccess(successTitle);
      return true;
    } catch (error) {
      notifyFailure(failure.title, failure.body, error);
      return false;
    }
  }

  return {
    sessionId,
    session: query.data,
    isPollFailing: query.isError,
    startedAt,
    store,
    refresh,
    open,
    end,
  };
}

export type ClinicalSession = ReturnType<typeof useClinicalSession>;
