/**
 * /downloads: the current and the last 7 days' database snapshots (geolocation, privacy, ASN; CSV, JSON, MMDB,
 * GeoIP2-layout MMDB and our binary format), and what each file and column holds, for plans with data downloads.
 * Each click asks for a signed link valid 5 minutes.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { buttonClass } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { DbIpCredit } from '../components/dbip-credit';
import { KEYS, fetchSubscription } from '../features/dashboard/api/account';
import { DOWNLOADS_KEY, downloadLink, fetchDownloads } from '../features/downloads/api/downloads';
import { FileGuide } from '../features/downloads/components/file-guide';
import { SnapshotTable } from '../features/downloads/components/snapshot-table';
import type { Route } from './+types/downloads';
import { seo } from '../lib/seo';
import { QueryError } from '@lanyun/ui/query-error';

export function meta(args: Route.MetaArgs) {
  return seo(args, (t) => ({ title: t('meta.downloads'), noindex: true }));
}

export default function DownloadsRoute() {
  const { api } = useSession();
  const { t } = useTranslation();
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
      <h1 className="text-2xl font-semibold text-ink">{t('downloads.title')}</h1>
      <p className="text-sm text-ink-soft">
        {t('downloads.intro')} <DbIpCredit className="text-brand-600" /> {t('downloads.creditAfter')}
      </p>
      {sub.data && !allowed ? (
        <section className="rounded-xl border border-line bg-white p-6">
          <p className="text-ink">{t('downloads.notIncluded', { plan: sub.data.plan.name })}</p>
          <UiLink href="/billing" className={buttonClass('primary', 'md', 'mt-4')}>
            {t('downloads.changePlan')}
          </UiLink>
        </section>
      ) : null}
      {sub.isError ? <QueryError query={sub} /> : null}
      {allowed && list.isError ? <QueryError query={list} /> : null}
      {allowed && list.data?.length === 0 ? <p className="text-ink-soft">{t('downloads.none')}</p> : null}
      {(list.data ?? []).map((s) => (
        <SnapshotTable key={s.version} snapshot={s} busy={busy} onDownload={(name) => void download(s.version, name)} />
      ))}
      {allowed ? <FileGuide /> : null}
    </div>
  );
}
