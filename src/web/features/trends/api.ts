import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HealthIntelligence,
  HealthUpdate,
  HealthUpdateInput,
  TrendingConditions,
} from '../../../contracts/intelligence';
import { requestJson } from '../../api/request';
import { apiPaths } from '../../api/api-paths';

/** Spec section 9: health intelligence stale after 15 min, auto-refresh every 30 min; suggestions stale 15 min. */
export const INTELLIGENCE_STALE_MS = 15 * 60_000;
export const INTELLIGENCE_REFRESH_MS = 30 * 60_000;
export const SUGGESTIONS_STALE_MS = 15 * 60_000;
/** Verified updates cover 7 days. */
export const UPDATE_DAYS = 7;

export function useHealthIntelligence(country: string, region: string, isAutoRefresh: boolean) {
  return useQuery({
    queryKey: ['health-intelligence', country, region],
    queryFn: () => requestJson<HealthIntelligence>('GET', apiPaths.healthIntelligence(country, region)),
    staleTime: INTELLIGENCE_STALE_MS,
    refetchInterval: isAutoRefresh ? INTELLIGENCE_REFRESH_MS : false,
  });
}

export function useTrendingConditions(country: string, region: string) {
  return useQuery({
    queryKey: ['trending-conditions', country, region],
    queryFn: () => requestJson<TrendingConditions>('GET', apiPaths.trendingConditions(country, region)),
    staleTime: INTELLIGENCE_STALE_MS,
  });
}

export function useSymptomSuggestions(country: string, region: string) {
  return useQuery({
    queryKey: ['symptom-suggestions', country, region],
    queryFn: () => requestJson<string[]>('GET', apiPaths.symptomSuggestions(country, region)),
    staleTime: SUGGESTIONS_STALE_MS,
  });
}

export function useVerifiedUpdates(country: string, region: string) {
  return useQuery({
    queryKey: ['manual-health-updates', country, region],
    queryFn: async () => {
      const answer = await requestJson<HealthUpdate[] | { updates: HealthUpdate[] }>(
        'GET',
        apiPaths.healthUpdatesFor(country, region, UPDATE_DAYS),
      );
      return Array.isArray(answer) ? answer : answer.updates;
    },
  });
}

export function useAddHealthUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HealthUpdateInput) =>
      requestJson<{ update: HealthUpdate; message: string }>('POST', apiPaths.healthUpdates, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manual-health-updates'] }),
  });
}

export function useVerifyHealthUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    // The verifier is the signed-in clinician: the server takes who they are from the sign-in cookie.
    mutationFn: ({ id }: { id: string }) => requestJson('POST', apiPaths.verifyHealthUpdate(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manual-health-updates'] }),
  });
}

/**
 * A status change by the reporter or a verifier. Containing or resolving an outbreak waits for a second
 * clinician (`pending` in the answer), as a report does.
 */
export function useChangeOutbreakStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: HealthUpdate['status'] }) =>
      requestJson<{ pending: boolean }>('POST', apiPaths.healthUpdateStatus(id), { status }),
    onSuccess: () => invalidateOutbreakViews(queryClient),
  });
}

/** A verifier other than the one who asked confirms a closing status; the outbreak then closes. */
export function useVerifyStatusChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) => requestJson('POST', apiPaths.verifyHealthUpdateStatus(id)),
    onSuccess: () => invalidateOutbreakViews(queryClient),
  });
}

/** The report list and the panel it feeds (alerts, active outbreaks) both change with a status. */
function invalidateOutbreakViews(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['manual-health-updates'] }),
    queryClient.invalidateQueries({ queryKey: ['health-intelligence'] }),
  ]);
}

/** Spec section 4: critical alerts are severity critical or high. */
export function countCriticalAlerts(intelligence: HealthIntelligence | undefined): number {
  return (intelligence?.emergencyAlerts ?? []).filter(
    (alert) => alert.severity === 'critical' || alert.severity === 'high',
  ).length;
}
