import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ECS_KEYS, fetchQuote, type EcsQuote } from '../api/ecs-order';
import type { QuoteParams } from '../configurator';

/** Pause after the last change before asking for a new price (spec §9 debounce). */
export const QUOTE_DEBOUNCE_MS = 500;

/** What the price summary shows. */
export interface QuoteState {
  /** The latest quote (possibly for an earlier configuration while a new one loads). */
  quote: EcsQuote | null;
  /** True when `quote` prices exactly the current configuration, so it is the price the customer may accept. */
  current: boolean;
  /** True while waiting for the pause or the server. */
  updating: boolean;
  /** The server's refusal of the configuration (e.g. "System disk size must be 20 to 32768 GB"). */
  error: string | null;
}

/**
 * The live price of the configuration: `params` settle for 500 ms, then /v1/inquiry_create_instance_price prices
 * them (react-query, one cached quote per configuration; the previous one stays visible while the next loads).
 */
export function useEcsQuote(params: QuoteParams | null): QuoteState {
  const { api } = useSession();
  const settled = useDebouncedValue(params, QUOTE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ECS_KEYS.quote(settled),
    queryFn: () => fetchQuote(api, settled!),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  const sameAsShown = JSON.stringify(settled) === JSON.stringify(params);
  return {
    quote: query.data ?? null,
    current: sameAsShown && query.isSuccess && !query.isPlaceholderData,
    updating: params !== null && (!sameAsShown || query.isFetching),
    error: sameAsShown && query.isError ? query.error.message : null,
  };
}
