import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { toast } from '@lanyun/ui/toast';
import { PHONE_KEYS, fetchPhones, releasePhone, setPhoneAutoRenew } from '../api/phone-order';
import { phonePollInterval } from '../phone-status';

/** Rows per page of the phone list. */
export const PHONE_PAGE_SIZE = 10;

/** One page of the account's phones (react-query), reloaded every 2 s while one is being created. */
export function usePhones(page: number, enabled: boolean) {
  const { api } = useSession();
  return useQuery({
    queryKey: PHONE_KEYS.list(page),
    queryFn: () => fetchPhones(api, page, PHONE_PAGE_SIZE),
    enabled,
    refetchInterval: (query) => phonePollInterval(query.state.data?.list),
  });
}

/** Releases a phone (toast when done); the list reloads afterwards. Refusals are toasted by the client. */
export function usePhoneRelease() {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneId: string) => releasePhone(api, phoneId),
    onSuccess: (res) => {
      if (res.code === 200) toast.success(t('phones.toastReleased'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PHONE_KEYS.all }),
  });
}

/** Auto-renew on/off for a phone; the list reloads afterwards. */
export function usePhoneAutoRenew() {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phoneId, on }: { phoneId: string; on: boolean }) => setPhoneAutoRenew(api, phoneId, on),
    onSuccess: (res, { on }) => {
      if (res.code === 200) toast.success(on ? t('phones.toastAutoRenewOn') : t('phones.toastAutoRenewOff'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PHONE_KEYS.all }),
  });
}
