import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Account, AuditEvent, ClinicianRole } from '../../../contracts/accounts';
import { apiPaths } from '../../api/api-paths';
import { requestJson } from '../../api/request';

/** The signed-in clinician as the server sees them (GET /api/accounts/me), null when nobody is signed in. */
export interface Clinician {
  id: string;
  name: string;
  registrationNumber: string;
  facility: string;
  country: string;
  roles: ClinicianRole[];
  mustChangePassword: boolean;
}

const ME = ['account', 'me'] as const;

export function useClinician() {
  return useQuery({
    queryKey: ME,
    queryFn: () =>
      requestJson<{ account: Clinician | null }>('GET', apiPaths.accountMe).then((r) => r.account),
    staleTime: 60_000,
  });
}

function useAccountMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}

export const useSignIn = () =>
  useAccountMutation((body: { registrationNumber: string; password: string }) =>
    requestJson<{ account: Clinician }>('POST', apiPaths.accountSignIn, body),
  );
export const useSignOut = (everywhere: boolean) =>
  useAccountMutation(() =>
    requestJson('POST', everywhere ? apiPaths.accountSignOutEverywhere : apiPaths.accountSignOut),
  );
export const useChangePassword = () =>
  useAccountMutation((body: { currentPassword: string; newPassword: string }) =>
    requestJson('POST', apiPaths.accountPassword, body),
  );
export const useRequestAccount = () =>
  useAccountMutation(
    (body: {
      name: string;
      registrationNumber: string;
      facility: string;
      country: string;
      password: string;
    }) => requestJson<{ message: string }>('POST', apiPaths.accountRequest, body),
  );

export function useAccounts(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'all'],
    queryFn: () =>
      requestJson<{ accounts: Account[] }>('GET', apiPaths.adminAccounts).then((r) => r.accounts),
    enabled,
  });
}

export function useAuditTrail(enabled: boolean) {
  return useQuery({
    queryKey: ['account', 'audit'],
    queryFn: () => requestJson<{ events: AuditEvent[] }>('GET', apiPaths.adminAudit).then((r) => r.events),
    enabled,
  });
}

export const useApproveAccount = () =>
  useAccountMutation(({ id, roles }: { id: string; roles: ClinicianRole[] }) =>
    requestJson('POST', apiPaths.adminApprove(id), { roles }),
  );
export const useDisableAccount = () =>
  useAccountMutation((id: string) => requestJson('POST', apiPaths.adminDisable(id)));
export const useResetPassword = () =>
  useAccountMutation((id: string) =>
    requestJson<{ temporaryPassword: string }>('POST', apiPaths.adminResetPassword(id)),
  );
