import { useQuery } from '@tanstack/react-query';
import type { CreateSessionBody, SessionView } from '../../../../contracts/sessions';
import { isNoActiveSession, requestJson } from '../../../api/request';
import { apiPaths } from '../../../api/api-paths';

/** Spec section 9: while a session exists it is re-fetched every 5 s. */
export const SESSION_POLL_MS = 5000;

export const sessionKey = (id: string | null) => ['session', id] as const;

export interface AddSymptomsAnswer {
  /** The symptoms as stored (the server answers the list, not a count). */
  added: readonly unknown[];
  session: SessionView;
}

export function createSession(body?: CreateSessionBody): Promise<SessionView> {
  return requestJson<SessionView>('POST', apiPaths.sessions, body);
}

export function fetchSession(id: string): Promise<SessionView> {
  return requestJson<SessionView>('GET', apiPaths.session(id));
}

export function addSymptoms(id: string, symptoms: readonly unknown[]): Promise<AddSymptomsAnswer> {
  return requestJson<AddSymptomsAnswer>('POST', apiPaths.sessionSymptoms(id), {
    symptoms,
  });
}

/** Removes a symptom, or puts the corrected one in its place; answers the session as it now stands. */
export function changeSymptom(
  id: string,
  symptomId: string,
  replacement?: unknown,
): Promise<{ session: AddSymptomsAnswer['session'] }> {
  const path = apiPaths.sessionSymptom(id, symptomId);
  return replacement === undefined
    ? requestJson('DELETE', path)
    : requestJson('PUT', path, { symptom: replacement });
}

export function endSession(id: string): Promise<{ ended: boolean }> {
  return requestJson<{ ended: boolean }>('DELETE', apiPaths.session(id));
}

export function useSessionQuery(id: string | null) {
  return useQuery({
    queryKey: sessionKey(id),
    queryFn: () => fetchSession(id ?? ''),
    enabled: id !== null,
    // An ended or expired session stops the poll: asking again every 5 s would only fail again.
    refetchInterval: (query) =>
      id === null || isNoActiveSession(query.state.error) ? false : SESSION_POLL_MS,
  });
}
