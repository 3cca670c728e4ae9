/**
 * API keys of the account with create / rotate / revoke / origins update; a new secret is kept in state until the
 * dialog closes. The list is only asked for with `allowed` (a sub-account needs server-3-1, else the API answers 403).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { toast } from '@lanyun/ui/toast';
import { KEYS, createKey, fetchKeys, revokeKey, rotateKey, updateKeyOrigins, type NewKey } from '../api/account';

/** The keys query and its mutations for the keys panel (see the module docstring). */
export function useKeys(allowed: boolean) {
  const { api } = useSession();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<(NewKey & { name: string }) | null>(null);
  const keys = useQuery({ queryKey: KEYS.keys, queryFn: () => fetchKeys(api), enabled: allowed });
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEYS.keys });
  const create = useMutation({
    mutationFn: (name: string) => createKey(api, name),
    onSuccess: (k, name) => {
      if (k) setSecret({ ...k, name });
      void refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: (k: { id: number; name: string }) => rotateKey(api, k.id),
    onSuccess: (k, { name }) => {
      if (k) setSecret({ ...k, name });
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: number) => revokeKey(api, id),
    onSuccess: (ok) => {
      if (ok) toast.success(t('keys.revoked'));
      void refresh();
    },
  });
  /** Resolves with the updated key, or null after a failure (the SDK has shown the API's message). */
  const updateOrigins = useMutation({
    mutationFn: (k: { id: number; origins: string }) => updateKeyOrigins(api, k.id, k.origins),
    onSuccess: () => void refresh(),
  });
  const failure = keys.isError ? keys : undefined;
  return {
    keys: keys.data ?? [],
    loading: keys.isLoading,
    failure,
    create,
    rotate,
    revoke,
    updateOrigins,
    secret,
    clearSecret: () => setSecret(null),
  };
}
