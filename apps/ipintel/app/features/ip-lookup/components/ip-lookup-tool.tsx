import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { useIpLookup } from '../hooks/use-ip-lookup';
import { looksLikeIp, type IpData } from '../ip-fields';
import { DbIpCredit } from '../../../components/dbip-credit';
import { IpResult } from './ip-result';

/** A record with no values, for the result frame shown while the answer loads. */
const PENDING = { ip: '—', address_type: 'public' } as IpData;

/**
 * The IP query tool: an input labelled "IP address" and a "Look up" button. On load it shows the visitor's own
 * address; an empty input looks up the own address again. The answer is the demo set (location and network); a line
 * under it says the full field set needs an API key and links to `keyHref` (sign-up, or the dashboard's keys).
 * Includes the DB-IP attribution the data licence requires.
 */
export function IpLookupTool({ keyHref }: { keyHref: string }) {
  const { target, lookup, isLoading, data, error } = useIpLookup();
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const inputId = useId();
  const { t } = useTranslation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    if (value && !looksLikeIp(value)) {
      setInputError(t('lookup.invalid'));
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
            {t('lookup.inputLabel')}
          </label>
          <input
            id={inputId}
            name="ip"
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t('lookup.placeholder')}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={inputError ? `${inputId}-error` : undefined}
            className="h-12 w-full rounded-lg border border-line bg-white px-4 font-mono text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          />
          {inputError ? (
            <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-danger-strong">
              {inputError}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={isLoading} className="sm:w-36">
          {t('lookup.submit')}
        </Button>
      </form>
      <div aria-live="polite" aria-busy={isLoading}>
        {isLoading && !data ? (
          <>
            <p className="sr-only">{t('lookup.loading')}</p>
            {/* The result's frame with every value "—", so the answer does not push the page down when it comes. */}
            <div aria-hidden="true" className="pointer-events-none opacity-50" data-testid="ip-result-pending">
              <IpResult data={PENDING} own={target === null} />
            </div>
          </>
        ) : null}
        {error && !isLoading ? (
          <p role="alert" className="mt-6 rounded-md bg-danger/5 px-4 py-3 text-sm text-danger-strong">
            {error}
          </p>
        ) : null}
        {data && !error && !inputError ? <IpResult data={data} own={target === null} /> : null}
      </div>
      <p className="mt-4 text-sm text-ink-soft" data-testid="ip-full-fields">
        {t('result.fullFields')}{' '}
        <UiLink href={keyHref} className="font-medium text-brand-600 hover:underline">
          {t('result.getKey')}
        </UiLink>
      </p>
      <p className="mt-6 text-xs text-ink-muted">
        <DbIpCredit className="hover:text-brand-600" /> {t('lookup.licence')}
      </p>
    </div>
  );
}
