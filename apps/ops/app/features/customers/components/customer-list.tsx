/**
 * The customer list (/customers): a search box, filters (real-name status, account state), a sort, a page of
 * customers from the server with page links and a page-size selector, and "Export CSV" for every matching row. All
 * of it is kept in the URL (`useCustomerListState`). Each row opens the customer's page.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { cursorAfter } from '../../../lib/paging';
import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { Field, SelectField } from '@lanyun/ui/field';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { DataTable, type Column } from '../../../components/data-table';
import { PageLinks } from '../../../components/page-links';
import { When, zonedHeader } from '../../../components/when';
import { useOps } from '../../auth/ops-session';
import {
  CUSTOMER_LIST_KEY,
  CUSTOMER_LIST_PAGE_SIZES,
  CUSTOMER_SORTS,
  VERIFICATION_STATUSES,
  customerExportHref,
  fetchCustomerList,
  type CustomerListItem,
  type CustomerListPage,
  type CustomerListState,
  type CustomerSort,
} from '../api/customer-list';
import { verificationLabel } from '../api/customers';
import { useCustomerListState } from '../use-customer-list-state';

const SORT_OPTIONS = CUSTOMER_SORTS.flatMap((s) => [`${s}:desc`, `${s}:asc`]);

/** See the module docstring. */
export function CustomerList() {
  const { t } = useTranslation();
  const { api } = useOps();
  const { state, update, hrefOf } = useCustomerListState();
  const [typed, setTyped] = useState(state.q);
  useEffect(() => setTyped(state.q), [state.q]); // back/forward to another search
  const cache = useQueryClient();
  const list = useQuery({
    queryKey: [...CUSTOMER_LIST_KEY, state],
    // The page after one already read is read by its cursor (the address keeps `?page=`).
    queryFn: () =>
      fetchCustomerList(
        api,
        state,
        cursorAfter(
          state.page,
          cache.getQueryData<CustomerListPage>([...CUSTOMER_LIST_KEY, { ...state, page: state.page - 1 }]),
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ q: typed.trim() });
  };
  const any = t('customers.list.any');
  const columns: Column<CustomerListItem>[] = [
    { header: t('customers.id'), cell: (c) => `#${c.id}` },
    {
      header: t('customers.account'),
      // What the customer typed (account, names, company) is shown as entered, in whatever language it is in.
      cell: (c) => (
        <div data-user-content>
          {c.user_name}
          <div className="text-xs text-ink-muted">{[c.email, c.phone].filter(Boolean).join(' · ')}</div>
        </div>
      ),
    },
    {
      header: t('customers.list.name'),
      cell: (c) => (
        <div data-user-content>
          {c.verified_name ?? (c.name || '-')}
          {c.company ? <div className="text-xs text-ink-muted">{c.company}</div> : null}
        </div>
      ),
    },
    { header: t('customers.list.idNumber'), cell: (c) => <span className="font-mono">{c.id_number ?? '-'}</span> },
    {
      header: t('customers.verification'),
      cell: (c) => verificationLabel(c.authentication_status, c.authentication_type, t),
    },
    {
      header: t('customers.balance'),
      cell: (c) => (
        <span className="font-mono whitespace-nowrap">
          {t('customers.balanceValue', { cash: formatMoney(c.balance), gift: formatMoney(c.give_balance) })}
        </span>
      ),
    },
    { header: t('common.status'), cell: (c) => (c.disabled ? t('common.disabled') : t('common.active')) },
    { header: zonedHeader(t('customers.signedUp'), t), cell: (c) => <When at={c.created_at} /> },
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
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <form onSubmit={submit} role="search" className="flex max-w-full min-w-0 items-end gap-2">
          <Field
            label={t('customers.list.searchLabel')}
            className="w-80 min-w-0"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit">{t('customers.search')}</Button>
        </form>
        <SelectField
          label={t('customers.verification')}
          value={state.verification === null ? '' : String(state.verification)}
          placeholder={any}
          options={VERIFICATION_STATUSES.map((s) => ({
            value: String(s),
            label: t(`customers.list.verification.${s}`),
          }))}
          onChange={(e) => update({ verification: e.target.value === '' ? null : Number(e.target.value) })}
        />
        <SelectField
          label={t('customers.list.accountState')}
          value={state.account ?? ''}
          placeholder={any}
          options={[
            { value: 'active', label: t('common.active') },
            { value: 'disabled', label: t('common.disabled') },
          ]}
          onChange={(e) => update({ account: (e.target.value || null) as CustomerListState['account'] })}
        />
        <SelectField
          label={t('customers.list.sortLabel')}
          value={`${state.sort}:${state.order}`}
          options={SORT_OPTIONS.map((o) => ({ value: o, label: t(`customers.list.sort.${o.replace(':', '_')}`) }))}
          onChange={(e) => {
            const [sort, order] = e.target.value.split(':') as [CustomerSort, 'asc' | 'desc'];
            update({ sort, order });
          }}
        />
        {/* A plain download link: the browser saves the streamed CSV itself, whatever its size. */}
        <a href={customerExportHref(state)} download className={buttonClass('outline', 'md', 'ml-auto')}>
          {t('customers.list.exportCsv')}
        </a>
      </div>
      <div aria-busy={list.isFetching}>
        <DataTable
          caption={t('customers.list.caption')}
          columns={columns}
          rows={list.data?.list}
          rowKey={(c) => c.id}
          loading={list.isLoading}
          empty={
            state.q || state.verification !== null || state.account ? t('customers.empty') : t('customers.list.none')
          }
          failure={list.isError ? list : undefined}
        />
      </div>
      {list.data && !list.isError ? (
        <PageLinks
          page={state.page}
          pageSize={state.size}
          total={list.data.total}
          capped={list.data.total_capped}
          hrefOf={hrefOf}
          pageSizes={CUSTOMER_LIST_PAGE_SIZES}
          onPageSize={(size) => update({ size })}
        />
      ) : null}
    </>
  );
}
