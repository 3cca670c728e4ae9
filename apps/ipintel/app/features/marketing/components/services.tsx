/** The four offerings (spec §1): geolocation API, privacy/proxy detection API, ASN API, downloadable databases. */
import { useTranslation } from '@lanyun/i18n/react';

export function Services() {
  const { t } = useTranslation();
  const services = [
    { id: 'geo', title: t('services.geo.title'), text: t('services.geo.text'), sample: 'GET /ip/lookup?ip=8.8.8.8' },
    {
      id: 'privacy',
      title: t('services.privacy.title'),
      text: t('services.privacy.text'),
      sample: '"proxy_data": { "is_vpn": false, … }',
    },
    {
      id: 'asn',
      title: t('services.asn.title'),
      text: t('services.asn.text'),
      sample: '"asn": { "asn": 15169, "asn_name": "GOOGLE" }',
    },
    {
      id: 'databases',
      title: t('services.databases.title'),
      text: t('services.databases.text'),
      sample: 'CSV · JSON · MMDB · LYDB',
    },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {services.map((s) => (
        <article key={s.id} className="rounded-xl border border-line bg-white p-6">
          <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{s.text}</p>
          <code className="mt-4 block rounded-md bg-[#0f1b33] px-3 py-2 font-mono text-xs text-brand-200">
            {s.sample}
          </code>
        </article>
      ))}
    </div>
  );
}
