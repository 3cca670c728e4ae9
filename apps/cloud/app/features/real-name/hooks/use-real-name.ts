import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { PERMISSIONS } from '@lanyun/session/permissions';
import { useSession } from '@lanyun/session/react';
import { toast } from '@lanyun/ui/toast';
import { REAL_NAME_INFO_KEY, fetchRealNameInfo, submitRealName, type RealNameApplication } from '../api/real-name';

/**
 * The verification info of the logged-in user (react-query; null when the API cannot tell). A sub-account sees its
 * main account's verification, and only with the "user-2-1" permission.
 */
export function useRealNameInfo() {
  const { api, user, can } = useSession();
  return useQuery({
    queryKey: REAL_NAME_INFO_KEY,
    queryFn: () => fetchRealNameInfo(api),
    enabled: user !== null && can(PERMISSIONS.realName),
    staleTime: 0,
  });
}

/**
 * Submits an application; on success toasts the message, reloads the verification info and the profile (so the
 * header shows "… verification under review").
 */
export function useSubmitRealName() {
  const { t } = useTranslation();
  const { api, refresh } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: RealNameApplication) => submitRealName(api, application),
    onSuccess: async (msg) => {
      if (msg === null) return;
      toast.success(msg || t('realName.submittedToast'));
      await Promise.all([queryClient.invalidateQueries({ queryKey: REAL_NAME_INFO_KEY }), refresh()]);
    },
  });
}
