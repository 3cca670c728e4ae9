/** Documentation teaser: a request/response example for the lookup endpoint. */
import { Trans, useTranslation } from '@lanyun/i18n/react';

export function DocsTeaser({ apiUrl }: { apiUrl: string }) {
  const { t } = useTranslation();
  const example = `curl "${apiUrl}/ip/lookup?ip=8.8.8.8"`;
  const response = `{
  "code": 200,
  "msg": "success",
  "data": {
    "ip": "8.8.8.8",
    "country_code": "US",
    "country_name": "United States",
    "city_name": "Mountain View",
    "asn": { "asn": 15169, "asn_name": "GOOGLE" },
    "time_zone": { "name": "America/Los_Angeles" },
    "proxy_data": { "is_vpn": false, "is_tor": false }
  }
}`;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-2">
      <div className="space-y-4 text-ink-soft">
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
      <div className="space-y-3">
        <pre className="overflow-x-auto rounded-lg bg-[#0f1b33] p-4 font-mono text-xs text-white">{example}</pre>
        <pre className="overflow-x-auto rounded-lg bg-[#0f1b33] p-4 font-mono text-xs text-brand-100">{response}</pre>
      </div>
    </div>
  );
}
