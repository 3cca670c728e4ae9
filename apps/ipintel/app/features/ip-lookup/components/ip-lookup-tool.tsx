import { useId, useState, type FormEvent } from 'react';
import { Button } from '@lanyun/ui/button';
import { useIpLookup } from '../hooks/use-ip-lookup';
import { looksLikeIp } from '../ip-fields';
import { IpResult } from './ip-result';

/** Message for input that is not an IPv4/IPv6 address (checked before calling the API). */
export const INVALID_IP_MESSAGE = 'Please enter a valid IPv4 or IPv6 address';

/**
 * The IP query tool: an input labelled "IP address" and a "Look up" button. On load it shows the visitor's own
 * address; an empty input looks up the own address again. Includes the DB-IP attribution the data licence requires.
 */
export function IpLookupTool() {
  const { target, lookup, isLoading, data, error } = useIpLookup();
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    if (value && !looksLikeIp(value)) {
      setInputError(INVALID_IP_MESSAGE);
      return;
    }
    setInputError(null);
    lookup(value || null);
  };

  return (
    <div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            IP address
          </label>
          <input
            id={inputId}
            name="ip"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder="Enter an IPv4 or IPv6 address, e.g. 8.8.8.8"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? `${inputId}-error` : undefined}
            className="h-12 w-full rounded-lg border border-line bg-white px-4 font-mono text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          {inputError ? (
            <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-danger">
              {inputError}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={isLoading} className="sm:w-36">
          Look up
        </Button>
      </form>
      <div aria-live="polite" aria-busy={isLoading}>
        {isLoading && !data ? <p className="mt-6 text-sm text-ink-muted">Looking up…</p> : null}
        {error && !isLoading ? (
          <p role="alert" className="mt-6 rounded-md bg-danger/5 px-4 py-3 text-sm text-danger">
            {error}
          </p>
        ) : null}
        {data && !error ? <IpResult data={data} own={target === null} /> : null}
      </div>
      <p className="mt-6 text-xs text-ink-muted">
        <a href="https://db-ip.com" className="underline hover:text-brand-600">
          IP Geolocation by DB-IP
        </a>{' '}
        · Location data licensed under CC BY 4.0.
      </p>
    </div>
  );
}
