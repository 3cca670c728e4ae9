/**
 * `loadQueryClient()`: the page's shared react-query client (see ./query.tsx), importing react-query on the first
 * call. For shell code (the session) that needs the client only after something happened in the browser.
 */
import type { QueryClient } from '@tanstack/react-query';

/** Resolves with the browser's shared client; rejects when the chunk cannot be fetched. */
export function loadQueryClient(): Promise<QueryClient> {
  return import('./query').then((m) => m.getQueryClient());
}
