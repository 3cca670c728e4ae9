import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';
import { lookupIp } from '../api/lookup';

/**
 * State of the IP query tool: starts with the visitor's own address (spec §2 "IP query tool"; runs in the browser
 * after hydration), `lookup(ip)` switches to another address. Results are cached per address for 5 minutes.
 */
export function useIpLookup() {
  const { api } = useSession();
  const [target, setTarget] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['ip-lookup', target ?? 'self'],
    queryFn: () => lookupIp(api, target ?? undefined),
    staleTime: 5 * 60_000,
    retry: false,
  });
  const envelope = query.data;
  return {
    /** The address asked for; null = the visitor's own. */
    target,
    lookup: (ip: string | null) => setTarget(ip),
    isLoading: query.isFetching,
    data: envelope && envelope.code === 200 ? envelope.data : null,
    error: envelope && envelope.code !== 200 ? envelope.msg : null,
  };
}
