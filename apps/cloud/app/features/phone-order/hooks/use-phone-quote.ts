import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PHONE_KEYS, fetchPhoneQuote } from '../api/phone-order';
import type { phoneQuoteParams } from '../phone-order';

/**
 * The live price of the phone purchase: the choice settles for 500 ms, then the server prices it. `current` is true
 * only when the shown price is for exactly the current choice (the one the order may carry).
 */
export function usePhoneQuote(params: ReturnType<typeof phoneQuoteParams>) {
  const { api } = useSession();
  const settled = useDebouncedValue(params, 500);
  const query = useQuery({
    queryKey: PHONE_KEYS.quote(settled),
    queryFn: () => fetchPhoneQuote(api, settled!),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  const same = JSON.stringify(settled) === JSON.stringify(params);
  return {
    quote: query.data ?? null,
    current: same && query.isSuccess && !query.isPlaceholderData,
    updating: params !== null && (!same || query.isFetching),
    error: same && query.isError ? query.error.message : null,
  };
}
