/** Customer search: one box (id, e-mail, phone or name, kept in the URL as `?q=`) and the matching accounts. */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { formatDate, formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { DataTable, type Column } from '../../../components/data-table';
import { useOps } from '../../auth/ops-session';
import { CUSTOMERS_KEY, searchCustomers, verificationLabel, type CustomerSummary } from '../api/customers';

export function CustomerSearch() {
  const { t } = useTranslation();
  const { api } = useOps();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(q);
  const results = useQuery({
    queryKey: [...CUSTOMERS_KEY, 'search', q],
    queryFn: () => searchCustomers(api, q),
    enabled: q !== '',
    staleTime: 0,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  const columns: Column<CustomerSummary>[] = [
    { header: t('customers.id'), cell: (c) => `#${c.id}` },
    {
      header: t('customers.account'),
      cell: (c) => (
        <>
          {c.user_name}
          <div className="text-xs text-ink-muted">{[c.email, c.phone].filter(Boolean).join(' · ')}</div>
        </>
      ),
    },
    {
      header: t('common.type'),
      cell: (c) => (c.pid ? t('customers.subAccountOf', { id: c.pid }) : t('customers.mainAccount')),
    },
    {
      header: t('customers.verification'),
      cell: (c) => verificationLabel(c.authentication_status, c.authentication_type, t),
    },
    {
      header: t('customers.balance'),
      cell: (c) => (
        <span className="font-mono">
          {t('customers.balanceValue', { cash: formatMoney(c.balance), gift: formatMoney(c.give_balance) })}
        </span>
      ),
    },
    { header: t('customers.signedUp'), cell: (c) => formatDate(c.created_at) },
    {
      header: t('common.actions'),
      cell: (c) => (
        <UiLink
          href={`/customers/${c.id}`}
          className={buttonClass('outline', 'sm')}
          aria-label={t('customers.openOf', { name: c.user_name })}
        >
          {t('customers.open')}
        </UiLink>
      ),
    },
  ];
  return (
    <>
      <form onSubmit={submit} role="search" className="mb-4 flex items-end gap-2">
        <Field
          label={t('customers.searchLabel')}
          className="w-80"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button type="submit">{t('customers.search')}</Button>
      </form>
      {q ? (
        <DataTable
          caption={t('customers.caption')}
          columns={columns}
          rows={results.data ?? undefined}
          rowKey={(c) => c.id}
          loading={results.isLoading}
          empty={t('customers.empty')}
          failure={results.isError ? results : undefined}
        />
      ) : null}
    </>
  );
}
