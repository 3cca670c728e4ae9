/**
 * /user/audit: the account's audit trail (操作审计, /v1/audit_event_list): time, who (user id, AccessKey), source
 * (console or API), action, resource, address and result, newest first, 90 days; filters by source, AccessKey and
 * action; "More" pages on; "Export CSV" downloads every matching event (/v1/audit_event_export through the site's
 * /api proxy). Main accounts only (the API refuses sub-accounts).
 */
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { Field, SelectField } from '@lanyun/ui/field';
import { formatZoned } from '@lanyun/ui/format';
import { QueryError } from '@lanyun/ui/query-error';
import { ScrollRegion } from '@lanyun/ui/scroll-region';

const TH = 'px-3 py-2 font-medium';
const TD = 'px-3 py-2 align-top';

interface AuditEvent {
  id: number;
  time: number;
  user_id: number;
  access_key_id: string | null;
  source: 'console' | 'api';
  action: string;
  resource: string | null;
  ip: string;
  status: number;
  ok: boolean;
  request_id: string;
}

export function AuditTrailPanel() {
  const { t } = useTranslation();
  const { api } = useSession();
  const [source, setSource] = useState('');
  const [keyId, setKeyId] = useState('');
  const [action, setAction] = useState('');
  const filter = {
    ...(source ? { source: source as 'console' | 'api' } : {}),
    ...(keyId.trim() ? { access_key_id: keyId.trim() } : {}),
    ...(action.trim() ? { action: action.trim() } : {}),
  };
  const events = useInfiniteQuery({
    queryKey: ['audit-trail', filter],
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }) => {
      const res = await api.call('/v1/audit_event_list', {
        ...filter,
        limit: 50,
        ...(pageParam ? { before: pageParam } : {}),
      });
      if (res.code !== 200 || !res.data) throw new Error(res.msg);
      return res.data as { items: AuditEvent[]; next_before: number | null };
    },
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const rows = events.data?.pages.flatMap((p) => p.items) ?? [];
  const exportHref = `/api/v1/audit_event_export?${new URLSearchParams(filter as Record<string, string>).toString()}`;
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{t('audit.intro')}</p>
      <form className="grid gap-3 sm:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label={t('audit.source')}
          value={source}
          onChange={(e) => setSource(e.target.value)}
          placeholder={t('audit.all')}
          options={[
            { value: 'console', label: t('audit.console') },
            { value: 'api', label: t('audit.api') },
          ]}
        />
        <Field label="AccessKey ID" value={keyId} onChange={(e) => setKeyId(e.target.value)} />
        <Field label={t('audit.action')} value={action} onChange={(e) => setAction(e.target.value)} />
        <a className={buttonClass('outline', 'md', 'self-end')} href={exportHref} download>
          {t('audit.export')}
        </a>
      </form>
      {events.isPending ? (
        <p className="py-10 text-center text-sm text-ink-muted">{t('audit.loading')}</p>
      ) : events.isError ? (
        <QueryError query={events} />
      ) : !rows.length ? (
        <p className="rounded-lg border border-dashed border-line py-12 text-center text-ink">{t('audit.empty')}</p>
      ) : (
        <ScrollRegion label={t('audit.table')} className="rounded-lg border border-line">
          <table className="w-full text-left text-sm" aria-label={t('audit.table')}>
            <thead className="bg-surface text-ink-muted">
              <tr>
                <th className={TH}>{t('audit.time')}</th>
                <th className={TH}>{t('audit.who')}</th>
                <th className={TH}>{t('audit.source')}</th>
                <th className={TH}>{t('audit.action')}</th>
                <th className={TH}>{t('audit.resource')}</th>
                <th className={TH}>{t('audit.address')}</th>
                <th className={TH}>{t('audit.result')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((e) => (
                <tr key={e.id}>
                  <td className={`${TD} whitespace-nowrap`}>{formatZoned(e.time, 'YYYY-MM-DD HH:mm:ss')}</td>
                  <td className={TD}>
                    {e.user_id}
                    {e.access_key_id ? <span className="block font-mono text-xs">{e.access_key_id}</span> : null}
                  </td>
                  <td className={TD}>{t(e.source === 'api' ? 'audit.api' : 'audit.console')}</td>
                  <td className={`${TD} font-mono text-xs`}>{e.action}</td>
                  <td className={`${TD} font-mono text-xs`}>{e.resource ?? '—'}</td>
                  <td className={`${TD} font-mono text-xs`}>{e.ip}</td>
                  <td className={TD}>
                    {t(e.ok ? 'audit.ok' : 'audit.failed')} ({e.status})
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {events.hasNextPage ? (
        <Button variant="outline" disabled={events.isFetchingNextPage} onClick={() => events.fetchNextPage()}>
          {t('audit.more')}
        </Button>
      ) : null}
    </div>
  );
}
