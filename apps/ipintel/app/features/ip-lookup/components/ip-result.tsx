import { useTranslation } from '@lanyun/i18n/react';
import { addressTypeLabel, asnLabel, countryFlag, ipResultSections, isNonPublic, type IpData } from '../ip-fields';

/**
 * The lookup result: a summary line (IP, country, ASN) and the query tool's fields grouped in tables (overview,
 * location, ASN). Non-public addresses (e.g. loopback in local development) get an explanation instead of empty geo
 * data.
 */
export function IpResult({ data, own }: { data: IpData; own: boolean }) {
  const { t } = useTranslation();
  const sections = ipResultSections(data, t);
  const flag = countryFlag(data.country_code);
  return (
    <section aria-label={t('result.label')} className="mt-6">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl bg-brand-50 px-5 py-4">
        <div>
          <p className="text-xs text-ink-muted">{own ? t('result.yourIp') : t('result.ip')}</p>
          <p className="font-mono text-2xl font-semibold text-ink" data-testid="ip-result-ip">
            {data.ip}
          </p>
        </div>
        <div>
          <p className="text-xs text-ink-muted">{t('result.country')}</p>
          <p className="text-lg font-medium text-ink">
            {flag ? <span aria-hidden="true">{flag} </span> : null}
            <span data-testid="ip-result-country">{data.country_name ?? '—'}</span>
          </p>
        </div>
        <div>
          <p className="text-xs text-ink-muted">{t('result.network')}</p>
          <p className="text-lg font-medium text-ink">
            <span data-testid="ip-result-asn">{asnLabel(data.asn?.asn)}</span>
            {data.asn?.asn_name ? <span className="ml-2 text-sm text-ink-soft">{data.asn.asn_name}</span> : null}
          </p>
        </div>
      </div>
      {isNonPublic(data) ? (
        <p
          role="note"
          className="mt-3 rounded-md border border-warning/30 bg-warning/5 px-4 py-3 text-sm text-ink-soft"
        >
          {t('result.nonPublic', { ip: data.ip, type: addressTypeLabel(data.address_type, t).toLowerCase() })}
          {data.address_type === 'loopback' ? ` ${t('result.loopbackHint')}` : ''}
        </p>
      ) : null}
      <div className="mt-5 grid gap-5 lg:grid-cols-3">
        {sections.map((section) => (
          <div key={section.id} className="overflow-hidden rounded-xl border border-line">
            <h3 className="border-b border-line bg-surface px-4 py-2.5 text-sm font-semibold text-ink">
              {section.title}
            </h3>
            <table className="w-full text-sm">
              <tbody className="divide-y divide-line">
                {section.rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row" className="w-32 px-4 py-2 text-left font-normal text-ink-muted">
                      {row.label}
                    </th>
                    <td className="px-4 py-2 break-all text-ink">{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
