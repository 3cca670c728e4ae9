/**
 * /downloads: the current and the last 7 days' database snapshots (geolocation, privacy, ASN; CSV, JSON, MMDB and
 * our binary format) for plans with data downloads. Each click asks for a signed link valid 5 minutes.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { KEYS, fetchSubscription } from '../features/dashboard/api/account';
import { DOWNLOADS_KEY, downloadLink, fetchDownloads } from '../features/downloads/api/downloads';
import { SnapshotTable } from '../features/downloads/components/snapshot-table';
import type { Route } from './+types/downloads';
import { seo } from '../lib/seo';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: 'Data Downloads', noindex: true });
}

export default function DownloadsRoute() {
  const { api } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const sub = useQuery({ queryKey: KEYS.subscription, queryFn: () => fetchSubscription(api) });
  const allowed = sub.data?.plan.data_download === true;
  const list = useQuery({ queryKey: DOWNLOADS_KEY, queryFn: () => fetchDownloads(api), enabled: allowed });
  const download = async (version: string, name: string) => {
    setBusy(name);
    const url = await downloadLink(api, version, name);
    setBusy(null);
    if (url) window.location.assign(url);
  };
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink">Data Downloads</h1>
      <p className="text-sm text-ink-soft">
        Geolocation, privacy and ASN databases, rebuilt from the sources and kept for 7 days. Large CSV and JSON files are gzipped. Geolocation data:{' '}
        <a href="https://db-ip.com" className="text-brand-600 underline">
          IP Geolocation by DB-IP
        </a>{' '}
        (CC BY 4.0) — keep this credit wherever you show it.
      </p>
      {sub.data && !allowed ? (
        <section className="rounded-xl border border-line bg-white p-6">
          <p className="text-ink">Your {sub.data.plan.name} plan does not include data downloads. Business and Enterprise do.</p>
          <UiLink href="/billing" className={buttonClass('primary', 'md', 'mt-4')}>
            Change plan
          </UiLink>
        </section>
      ) : null}
      {allowed && list.data?.length === 0 ? <p className="text-ink-soft">No snapshot is available yet; the next one is being prepared.</p> : null}
      {(list.data ?? []).map((s) => (
        <SnapshotTable key={s.version} snapshot={s} busy={busy} onDownload={(name) => void download(s.version, name)} />
      ))}
    </div>
  );
}
