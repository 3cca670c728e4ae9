import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { toast } from '@lanyun/ui/toast';
import { INSTANCE_KEYS, fetchInstances, runInstanceAction, setAutoRenew, type InstanceAction } from '../api/instances';
import { pollInterval } from '../instance-status';

/** Rows per page of the instance list. */
export const INSTANCE_PAGE_SIZE = 10;

/**
 * One page of the account's instances (react-query). While any instance on the page is pending or changing state
 * the page reloads every 2 s; polling stops once all are settled.
 */
export function useInstances(page: number, enabled: boolean) {
  const { api } = useSession();
  return useQuery({
    queryKey: INSTANCE_KEYS.page(page, INSTANCE_PAGE_SIZE),
    queryFn: () => fetchInstances(api, page, INSTANCE_PAGE_SIZE),
    enabled,
    refetchInterval: (query) => pollInterval(query.state.data?.list),
    staleTime: 0,
  });
}

/** Start / stop / reboot / release; the list reloads afterwards (and then polls while the instance changes state). */
export function useInstanceAction() {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, instanceId }: { action: InstanceAction; instanceId: string }) =>
      runInstanceAction(api, action, instanceId),
    onSuccess: (res, { action }) => {
      if (res.code !== 200) return;
      const text =
        action === 'refund'
          ? t('instances.toastRefunded')
          : action === 'release'
            ? t('instances.toastReleasing')
            : action === 'start'
              ? t('instances.toastStarting')
              : action === 'stop'
                ? t('instances.toastStopping')
                : t('instances.toastRebooting');
      toast.success(text);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INSTANCE_KEYS.all }),
  });
}

/** Auto-renew on/off; the list reloads afterwards. */
export function useAutoRenew() {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ instanceId, on }: { instanceId: string; on: boolean }) => setAutoRenew(api, instanceId, on),
    onSuccess: (res, { on }) => {
      if (res.code === 200) toast.success(on ? t('instances.toastAutoRenewOn') : t('instances.toastAutoRenewOff'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INSTANCE_KEYS.all }),
  });
}
