/**
 * /user/phones: the account's cloud phones (/phone_overview/user_phone_list), newest first, reloaded every 2 s while
 * one is being created. Sub-accounts without server-2-1 see the no-permission note.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';
import { buttonClass } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatDate } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { Pager } from '@lanyun/ui/pager';
import { NO_PERMISSION_MESSAGE } from '@lanyun/ui/recharge-rules';
import { PHONE_KEYS, fetchPhones, type PhonePage } from '../api/phone-order';

const PAGE_SIZE = 10;
const th = 'whitespace-nowrap border-b border-line px-3 py-2 text-left text-xs font-medium text-ink-muted';
const td = 'border-b border-line px-3 py-3 text-sm text-ink';

type PhoneStatus = PhonePage['list'][number]['status'];
/** Status text and badge classes. */
export const PHONE_STATUS: Record<PhoneStatus, { label: string; className: string }> = {
  pending: { label: 'Creating', className: 'bg-amber-50 text-amber-700' },
  running: { label: 'Running', className: 'bg-emerald-50 text-emerald-700' },
  failed: { label: 'Creation failed', className: 'bg-red-50 text-danger' },
  expired: { label: 'Expired', className: 'bg-red-50 text-danger' },
  released: { label: 'Released', className: 'bg-surface text-ink-muted' },
};

export function PhoneList() {
  const { api, can } = useSession();
  const allowed = can('server-2-1');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: PHONE_KEYS.list(page),
    queryFn: () => fetchPhones(api, page, PAGE_SIZE),
    enabled: allowed,
    refetchInterval: (q) => (q.state.data?.list.some((p) => p.status === 'pending') ? 2000 : false),
  });
  if (!allowed) return <p className="text-sm text-ink-muted">{NO_PERMISSION_MESSAGE}</p>;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <UiLink href="/buyphone" className={buttonClass('primary', 'sm')}>
          Buy cloud phones
        </UiLink>
      </div>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-ink-muted">Loading cloud phones…</p>
      ) : list.isError ? (
        <p role="alert" className="py-10 text-center text-sm text-danger">
          {list.error.message}
        </p>
      ) : !data?.list.length ? (
        <p className="rounded-lg border border-dashed border-line py-12 text-center text-ink">You have no cloud phones yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] border-collapse" aria-label="Cloud phones">
            <thead>
              <tr>
                <th className={th}>Phone</th>
                <th className={th}>Status</th>
                <th className={th}>Package</th>
                <th className={th}>Region</th>
                <th className={th}>Expires</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((p) => (
                <tr key={p.phone_id} aria-label={p.name}>
                  <td className={td}>
                    <p className="font-medium">
                      {p.name}
                      {p.trial ? <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">Trial</span> : null}
                    </p>
                    <p className="font-mono text-xs text-ink-muted">{p.phone_id}</p>
                  </td>
                  <td className={td}>
                    <span data-testid="phone-status" className={cn('rounded-full px-2 py-0.5 text-xs font-medium', PHONE_STATUS[p.status].className)}>
                      {PHONE_STATUS[p.status].label}
                    </span>
                    {p.status === 'failed' && p.fail_reason ? <p className="mt-1 text-xs text-ink-muted">{p.fail_reason}; refunded.</p> : null}
                  </td>
                  <td className={td}>{p.package_name}</td>
                  <td className={td}>{p.region_name}</td>
                  <td className={td}>
                    {formatDate(p.expires_at)}
                    <p className="text-xs text-ink-muted">{p.auto_renew ? 'Auto-renew on' : 'Auto-renew off'}</p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <Pager label="Phone pages" page={page} pages={pages} onPage={setPage} />
      ) : null}
    </div>
  );
}
