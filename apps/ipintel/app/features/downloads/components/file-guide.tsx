/**
 * What each downloadable file holds, and the columns of the CSV / NDJSON / MMDB exports (docs/ip-downloads.md has
 * the meaning of every column). File and column names are the files' own, so they are not translated (marked
 * `translate="no"`).
 */
import { useTranslation } from '@lanyun/i18n/react';

const COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['geo', 'country_code, country_name, region_name, city_name, zip_code, latitude, longitude, time_zone'],
  ['asn', 'asn, asn_name, domain, usage_type'],
  [
    'privacy',
    'is_proxy, proxy_data.is_vpn, proxy_data.is_tor, proxy_data.is_data_center, proxy_data.is_proxy, proxy_data.is_relay, proxy_data.is_hosting, usage_type',
  ],
];

export function FileGuide() {
  const { t } = useTranslation();
  const files: ReadonlyArray<readonly [string, string]> = [
    ['{geo,asn,privacy}.csv / .ndjson', t('downloads.guideCsv')],
    ['{geo,asn,privacy}.mmdb', t('downloads.guideMmdb')],
    ['Lanyun-City.mmdb, Lanyun-ASN.mmdb', t('downloads.guideGeoip2')],
    ['lanyun.ipdb', t('downloads.guideIpdb')],
    ['manifest.json', t('downloads.guideManifest')],
  ];
  return (
    <section className="rounded-xl border border-line bg-white p-6" aria-labelledby="file-guide">
      <h2 id="file-guide" className="text-lg font-semibold text-ink">
        {t('downloads.guideTitle')}
      </h2>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr>
              <th className="py-2 pr-4 font-normal">{t('downloads.guideFile')}</th>
              <th className="py-2 font-normal">{t('downloads.guideWhat')}</th>
            </tr>
          </thead>
          <tbody>
            {files.map(([name, what]) => (
              <tr key={name} className="border-t border-line align-top">
                <td className="py-2 pr-4 font-mono text-xs text-ink" translate="no">
                  {name}
                </td>
                <td className="py-2 text-ink-soft">{what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-4 text-sm font-semibold text-ink">{t('downloads.guideColumns')}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        {COLUMNS.map(([kind, cols]) => (
          <div key={kind} className="flex flex-wrap gap-x-2">
            <dt className="font-mono text-xs text-ink" translate="no">
              {kind}
            </dt>
            <dd className="break-all font-mono text-xs text-ink-soft" translate="no">
              start_ip, end_ip, {cols}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-ink-muted">{t('downloads.guideAttribution')}</p>
    </section>
  );
}
