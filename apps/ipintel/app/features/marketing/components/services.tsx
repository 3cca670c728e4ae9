/**
 * The four offerings (spec §1): geolocation API, privacy/proxy detection API, ASN API, downloadable databases. The
 * privacy and ASN samples are taken from a real answer (`facts.sample`, 8.8.8.8 from the data in use); without it
 * they show the field names only. The privacy text names only the flags whose data is loaded (`facts.privacy_flags`).
 */
import { useTranslation } from '@lanyun/i18n/react';
import type { DatabaseFacts } from '../api/facts';

/** The flags the privacy text can name (data centre goes with hosting). */
const NAMED_FLAGS = ['is_vpn', 'is_tor', 'is_proxy', 'is_relay', 'is_hosting'] as const;

export function Services({
  sample,
  flags,
}: {
  sample: DatabaseFacts['sample'] | null;
  flags: DatabaseFacts['privacy_flags'] | null;
}) {
  const { t, i18n } = useTranslation();
  const loaded = NAMED_FLAGS.filter((f) => (flags ?? ['is_hosting']).includes(f)).map((f) => t(`services.flags.${f}`));
  const flagList = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(loaded);
  const proxy = sample?.proxy_data;
  const asn = sample?.asn;
  const services = [
    { id: 'geo', title: t('services.geo.title'), text: t('services.geo.text'), sample: 'GET /ip/v1/lookup?ip=8.8.8.8' },
    {
      id: 'privacy',
      title: t('services.privacy.title'),
      text: t('services.privacy.text', { flags: flagList }),
      sample: proxy
        ? `"proxy_data": { "is_vpn": ${proxy.is_vpn}, "is_tor": ${proxy.is_tor}, … }`
        : '"proxy_data": { "is_vpn", "is_tor", … }',
    },
    {
      id: 'asn',
      title: t('services.asn.title'),
      text: t('services.asn.text'),
      sample: asn
        ? `"asn": ${JSON.stringify({ asn: asn.asn, asn_name: asn.asn_name })}`
        : '"asn": { "asn", "asn_name" }',
    },
    {
      id: 'databases',
      title: t('services.databases.title'),
      text: t('services.databases.text'),
      sample: 'CSV · JSON · MMDB · LYIPDB',
    },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {services.map((s) => (
        <article key={s.id} className="min-w-0 rounded-xl border border-line bg-white p-6">
          <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{s.text}</p>
          <code className="mt-4 block rounded-md bg-[#0f1b33] px-3 py-2 font-mono text-xs break-all text-brand-200">
            {s.sample}
          </code>
        </article>
      ))}
    </div>
  );
}
