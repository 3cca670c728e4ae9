/**
 * One customer: profile (with the number of sub-accounts, or a link to the main account), the balance ledger and the
 * orders (two tabs, each paged: `customer-activity.tsx`), and — for finance — "Adjust balance". Everything is read
 * from the API; nothing here changes the account except the adjustment.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatDate, formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { PageHeader } from '../../../components/page-header';
import { zonedHeader } from '../../../components/when';
import { useOps } from '../../auth/ops-session';
import { CUSTOMERS_KEY, adjustBalance, fetchCustomer, verificationLabel } from '../api/customers';
import { AdjustDialog } from './adjust-dialog';
import { CustomerActivity } from './customer-activity';
import { QueryError } from '@lanyun/ui/query-error';
import { ApiError } from '@lanyun/api-sdk';

export function CustomerDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { api, can } = useOps();
  const queryClient = useQueryClient();
  const [adjusting, setAdjusting] = useState(false);
  const key = [...CUSTOMERS_KEY, id];
  const detail = useQuery({ queryKey: [...key, 'detail'], queryFn: () => fetchCustomer(api, id), staleTime: 0 });
  if (detail.isLoading) return <p className="text-ink-muted">{t('common.loading')}</p>;
  // An unknown customer is the API's 404 ("not found" below); any other failure is shown with a retry.
  if (detail.isError && !(detail.error instanceof ApiError && detail.error.code === 404))
    return <QueryError query={detail} />;
  const c = detail.data?.customer;
  if (!c) {
    return (
      <p role="alert" className="rounded-md bg-white p-6 text-ink-soft">
        {t('customers.notFound')}{' '}
        <UiLink href="/customers" className="text-brand-600 underline">
          {t('customers.searchAgain')}
        </UiLink>
      </p>
    );
  }
  // [label, value, links to the main account]
  const rows: Array<[string, string, boolean?]> = [
    [t('customers.account'), c.user_name],
    [t('common.name'), c.name || '-'],
    [t('common.email'), c.email ?? '-'],
    [t('customers.phone'), c.phone ?? '-'],
    [
      t('common.type'),
      c.pid
        ? t('customers.subAccountOf', { id: c.pid })
        : t('customers.mainAccountWithSubs', { count: detail.data?.sub_accounts ?? 0 }),
      Boolean(c.pid),
    ],
    [t('customers.verification'), verificationLabel(c.authentication_status, c.authentication_type, t)],
    [t('customers.cashBalance'), `¥${formatMoney(c.balance)}`],
    [t('customers.giftBalance'), `¥${formatMoney(c.give_balance)}`],
    [zonedHeader(t('customers.signedUp'), t), formatDate(c.created_at, 'YYYY-MM-DD HH:mm')],
    [t('customers.state'), c.disabled ? t('common.disabled') : t('common.active')],
  ];
  return (
    <>
      <PageHeader
        title={t('customers.title', { id: c.id })}
        description={c.user_name}
        actions={
          can('balance-adjust') ? (
            <Button onClick={() => setAdjusting(true)}>{t('customers.adjust.open')}</Button>
          ) : undefined
        }
      />
      <section aria-label={t('customers.profile')} className="mb-8 rounded-lg border border-line bg-white p-5">
        <dl className="grid grid-cols-[max-content_1fr] gap-x-8 gap-y-2 text-sm md:grid-cols-[max-content_1fr_max-content_1fr]">
          {rows.map(([k, v, toMain]) => (
            <div key={k} className="contents">
              <dt className="text-ink-soft">{k}</dt>
              <dd>
                {toMain && c.pid ? (
                  <UiLink href={`/customers/${c.pid}`} className="text-brand-600 underline">
                    {v}
                  </UiLink>
                ) : (
                  v
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <CustomerActivity id={c.id} />
      <AdjustDialog
        open={adjusting}
        onOpenChange={setAdjusting}
        customer={c.user_name}
        onAdjust={async (b, g, reason) => {
          const done = await adjustBalance(api, c.id, b, g, reason, t('customers.adjust.done'));
          if (done) await queryClient.invalidateQueries({ queryKey: key });
          return done !== null;
        }}
      />
    </>
  );
}
