/** The four offerings (spec §1): geolocation API, privacy/proxy detection API, ASN API, downloadable databases. */
const SERVICES = [
  {
    title: 'IP Geolocation API',
    text: 'Country, region, city, coordinates, ZIP code, time zone, currency and calling code for any IPv4 or IPv6 address.',
    sample: 'GET /ip/lookup?ip=8.8.8.8',
  },
  {
    title: 'Privacy and proxy detection API',
    text: 'Flags VPNs, Tor exit nodes, public proxies, relays and hosting or data-centre ranges to stop fraud and abuse.',
    sample: '"proxy_data": { "is_vpn": false, … }',
  },
  {
    title: 'ASN API',
    text: 'Autonomous system number, AS name, domain, ISP, organisation and usage type of the network behind an address.',
    sample: '"asn": { "asn": 15169, "asn_name": "GOOGLE" }',
  },
  {
    title: 'Downloadable databases',
    text: 'Geolocation, privacy and ASN databases in CSV, JSON, MMDB and our compact LYDB binary format, for lookups in your own network.',
    sample: 'CSV · JSON · MMDB · LYDB',
  },
];

export function Services() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {SERVICES.map((s) => (
        <article key={s.title} className="rounded-xl border border-line bg-white p-6">
          <h3 className="text-lg font-semibold text-ink">{s.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{s.text}</p>
          <code className="mt-4 block rounded-md bg-[#0f1b33] px-3 py-2 font-mono text-xs text-brand-200">{s.sample}</code>
        </article>
      ))}
    </div>
  );
}
