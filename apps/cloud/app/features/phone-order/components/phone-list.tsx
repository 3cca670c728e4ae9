/**
 * /user/phones: the account's cloud phones (/phone_overview/user_phone_list), newest first, reloaded every 2 s while
 * one is being created. Sub-accounts without server-2-1 see the no-permission note.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { buttonClass } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatDate } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { Pager } from '@lanyun/ui/pager';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { PHONE_KEYS, fetchPhones, type PhonePage } from '../api/phone-order';

const PAGE_SIZE = 10;
const th = 'whitespace-nowrap border-b border-line px-3 py-2 text-left text-xs font-medium text-ink-muted';
const td = 'border-b border-line px-3 py-3 text-sm text-ink';

type PhoneStatus = PhonePage['list'][number]['status'];
/** Status text (catalogue key, public.json `phones.status`) and badge classes. */
export const PHONE_STATUS: Record<PhoneStatus, { label: string; className: string }> = {
  pending: { label: 'phones.status.pending', className: 'bg-amber-50 text-amber-700' },
  running: { label: 'phones.status.running', className: 'bg-emerald-50 text-emerald-700' },
  failed: { label: 'phones.status.failed', className: 'bg-red-50 text-danger' },
  expired: { label: 'phones.status.expired', className: 'bg-red-50 text-danger' },
  released: { label: 'phones.status.released', className: 'bg-surface text-ink-muted' },
};

export function PhoneList() {
  const { t } = useTranslation();
  const { api, can } = useSession();
  const allowed = can('server-2-1');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: PHONE_KEYS.list(page),
    queryFn: () => fetchPhones(api, page, PAGE_SIZE),
    enabled: allowed,
    refetchInterval: (q) => (q.state.data?.list.some((p) => p.status === 'pending') ? 2000 : false),
  });
  if (!allowed) return <p className="text-sm text-ink-muted">{noPermissionMessage(t)}</p>;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <UiLink href="/buyphone" className={buttonClass('primary', 'sm')}>
          {t('phones.buy')}
        </UiLink>
      </div>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-ink-muted">{t('phones.loading')}</p>
      ) : list.isError ? (
        <p role="alert" className="py-10 text-center text-sm text-danger">
          {list.error.message}
        </p>
      ) : !data?.list.length ? (
        <p className="rounded-lg border border-dashed border-line py-12 text-center text-ink">{t('phones.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] border-collapse" aria-label={t('phones.table')}>
            <thead>
              <tr>
                <th className={th}>{t('phones.col.phone')}</th>
                <th className={th}>{t('phones.col.status')}</th>
                <th className={th}>{t('phones.col.package')}</th>
                <th className={th}>{t('phones.col.region')}</th>
                <th className={th}>{t('phones.col.expires')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((p) => (
                <tr key={p.phone_id} aria-label={p.name}>
                  <td className={td}>
                    <p className="font-medium">
                      {p.name}
                      {p.trial ? <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-700">{t('phones.trial')}</span> : null}
                    </p>
                    <p className="font-mono text-xs text-ink-muted">{p.phone_id}</p>
                  </td>
                  <td className={td}>
                    <span data-testid="phone-status" className={cn('rounded-full px-2 py-0.5 text-xs font-medium', PHONE_STATUS[p.status].className)}>
                      {t(PHONE_STATUS[p.status].label)}
                    </span>
                    {p.status === 'failed' && p.fail_reason ? <p className="mt-1 text-xs text-ink-muted">{t('phones.refunded', { reason: p.fail_reason })}</p> : null}
                  </td>
                  <td className={td}>{p.package_name}</td>
                  <td className={td}>{p.region_name}</td>
                  <td className={td}>
                    {formatDate(p.expires_at)}
                    <p className="text-xs text-ink-muted">{p.auto_renew ? t('phones.autoRenewOn') : t('phones.autoRenewOff')}</p>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <Pager label={t('phones.pages')} page={page} pages={pages} onPage={setPage} />
      ) : null}
    </div>
  );
}
