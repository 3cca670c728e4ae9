import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { TEAM_KEY, addSubAccount, deleteSubAccount, fetchTeamOverview, updateSubAccount } from '../api/team';

/** Sub-accounts and the permission catalog (react-query). `enabled` is false for users without access management. */
export function useTeamOverview(enabled: boolean) {
  const { api } = useSession();
  return useQuery({ queryKey: TEAM_KEY, queryFn: () => fetchTeamOverview(api), enabled, staleTime: 0 });
}

/** Create, update and delete mutations; each reloads the overview after a success. */
export function useTeamMutations() {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const reload = (ok: boolean) => (ok ? queryClient.invalidateQueries({ queryKey: TEAM_KEY }) : undefined);
  return {
    add: useMutation({
      mutationFn: (v: Parameters<typeof addSubAccount>[1]) => addSubAccount(api, v, t('team.createdToast')),
      onSuccess: reload,
    }),
    update: useMutation({
      mutationFn: (v: Parameters<typeof updateSubAccount>[1]) => updateSubAccount(api, v, t('form.saved')),
      onSuccess: reload,
    }),
    remove: useMutation({
      mutationFn: (id: number) => deleteSubAccount(api, id, t('team.deletedToast')),
      onSuccess: reload,
    }),
  };
}
