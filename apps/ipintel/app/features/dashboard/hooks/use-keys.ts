/** API keys of the account with create / rotate / revoke; a new secret is kept in state until the dialog closes. */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';
import { toast } from '@lanyun/ui/toast';
import { KEYS, createKey, fetchKeys, revokeKey, rotateKey, type NewKey } from '../api/account';

export function useKeys() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<(NewKey & { name: string }) | null>(null);
  const keys = useQuery({ queryKey: KEYS.keys, queryFn: () => fetchKeys(api) });
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
      if (ok) toast.success('Key revoked');
      void refresh();
    },
  });
  return { keys: keys.data ?? [], loading: keys.isLoading, create, rotate, revoke, secret, clearSecret: () => setSecret(null) };
}
