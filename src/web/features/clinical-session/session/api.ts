import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSessionBody, SessionView } from '../../../../contracts/sessions';
import { isNoActiveSession, requestJson } from '../../../api/request';

/** Spec section 9: while a session exists it is re-fetched every 5 s. */
export const SESSION_POLL_MS = 5000;

export const sessionKey = (id: string | null) => ['session', id] as const;

export interface AddSymptomsAnswer {
  added: number;
  session: SessionView;
}

export function createSession(body?: CreateSessionBody): Promise<SessionView> {
  return requestJson<SessionView>('POST', '/api/sessions', body);
}

export function fetchSession(id: string): Promise<SessionView> {
  return requestJson<SessionView>('GET', `/api/sessions/${encodeURIComponent(id)}`);
}

export function addSymptoms(id: string, symptoms: readonly unknown[]): Promise<AddSymptomsAnswer> {
  return requestJson<AddSymptomsAnswer>('POST', `/api/sessions/${encodeURIComponent(id)}/symptoms`, {
    symptoms,
  });
}

export function endSession(id: string): Promise<{ ended: boolean }> {
  return requestJson<{ ended: boolean }>('DELETE', `/api/sessions/${encodeURIComponent(id)}`);
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

/** Adds symptoms and puts the session the server answers with straight into the cache. */
export function useAddSymptoms(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (symptoms: readonly unknown[]) => {
      if (id === null) throw new Error('No active session');
      return addSymptoms(id, symptoms);
    },
    onSuccess: (answer) => queryClient.setQueryData(sessionKey(answer.session.id), answer.session),
  });
}
