/**
 * Documentation teaser: a request/response example for the keyed lookup endpoint (`/ip/v1/lookup`; the anonymous
 * `/ip/lookup` of the query tool answers only location and network). The response is a real answer for 8.8.8.8
 * (`facts.sample`, from the data in use), shortened to a few fields; without it only the request is shown.
 */
import { Trans, useTranslation } from '@lanyun/i18n/react';
import type { DatabaseFacts } from '../api/facts';

export function DocsTeaser({ apiUrl, sample }: { apiUrl: string; sample: DatabaseFacts['sample'] | null }) {
  const { t } = useTranslation();
  const example = `curl -H "x-api-key: YOUR_KEY" "${apiUrl}/ip/v1/lookup?ip=8.8.8.8"`;
  const response = sample
    ? JSON.stringify(
        {
          code: 200,
          msg: 'ok',
          data: {
            ip: sample.ip,
            country_code: sample.country_code,
            country_name: sample.country_name,
            city_name: sample.city_name,
            asn: sample.asn ? { asn: sample.asn.asn, asn_name: sample.asn.asn_name } : null,
            time_zone: sample.time_zone ? { name: sample.time_zone.name } : null,
            proxy_data: { is_vpn: sample.proxy_data.is_vpn, is_tor: sample.proxy_data.is_tor },
          },
        },
        null,
        2,
      )
    : null;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <div className="min-w-0 space-y-4 text-ink-soft">
        <p>
          <Trans t={t} i18nKey="docsTeaser.intro" components={{ c: <code className="rounded bg-surface px-1" /> }} />
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>{t('docsTeaser.ipv6')}</li>
          <li>{t('docsTeaser.https')}</li>
          <li>{t('docsTeaser.reader')}</li>
        </ul>
        <a href="/docs" className="inline-block font-medium text-brand-600 hover:underline">
          {t('docsTeaser.more')}
        </a>
      </div>
      <div className="min-w-0 space-y-3">
        <pre className="overflow-x-auto rounded-lg bg-[#0f1b33] p-4 font-mono text-xs text-white">{example}</pre>
        {response ? (
          <>
            <p className="text-sm text-ink-soft">{t('docsTeaser.sample')}</p>
            <pre className="overflow-x-auto rounded-lg bg-[#0f1b33] p-4 font-mono text-xs text-brand-100">
              {response}
            </pre>
          </>
        ) : null}
      </div>
    </div>
  );
}
