import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../api/request';
import { apiPaths } from '../../api/api-paths';

export interface PublicConfig {
  contactPhone?: string;
  contactEmail?: string;
  version?: string;
}

/** Contact details come from the server's configuration; without GET /api/config nothing is shown. */
export function useAppConfig() {
  return useQuery({
    queryKey: ['config'],
    queryFn: () => requestJson<PublicConfig>('GET', apiPaths.config),
    select: (config) => config,
  });
}

export function useServiceHealth() {
  return useQuery({
    queryKey: ['health'],
    queryFn: () => requestJson<{ status: string; version?: string }>('GET', apiPaths.health),
  });
}
