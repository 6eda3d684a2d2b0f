import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

// Kept for the tab only: a reload keeps the session, closing the tab forgets its id (the cookie holds the key).
const STORAGE_KEY = 'afyadx.sessionId';

function readStoredId(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeId(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, id);
  } catch {
    // private mode: the id lives in memory only
  }
}

/** The client session lifecycle of spec section 4: none → created → cleared (cached data discarded). */
export function useSessionId() {
  const queryClient = useQueryClient();
  const [sessionId, setSessionId] = useState<string | null>(readStoredId);
  const [startedAt, setStartedAt] = useState<number>(() => Date.now());

  const adopt = useCallback((id: string) => {
    storeId(id);
    setSessionId(id);
    setStartedAt(Date.now());
  }, []);

  const forget = useCallback(() => {
    setSessionId((previous) => {
      if (previous !== null) queryClient.removeQueries({ queryKey: ['session', previous] });
      return null;
    });
    storeId(null);
    setStartedAt(Date.now());
  }, [queryClient]);

  return { sessionId, startedAt, adopt, forget };
}
