/** Customer search: one box (id, e-mail, phone or name, kept in the URL as `?q=`) and the matching accounts. */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, buttonClass } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { formatDate, formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { DataTable, type Column } from '../../../components/data-table';
import { useOps } from '../../auth/ops-session';
import { CUSTOMERS_KEY, searchCustomers, verificationLabel, type CustomerSummary } from '../api/customers';

export function CustomerSearch() {
  const { api } = useOps();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [typed, setTyped] = useState(q);
  const results = useQuery({ queryKey: [...CUSTOMERS_KEY, 'search', q], queryFn: () => searchCustomers(api, q), enabled: q !== '', staleTime: 0 });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  const columns: Column<CustomerSummary>[] = [
    { header: 'ID', cell: (c) => `#${c.id}` },
    { header: 'Account', cell: (c) => <>{c.user_name}<div className="text-xs text-ink-muted">{[c.email, c.phone].filter(Boolean).join(' · ')}</div></> },
    { header: 'Type', cell: (c) => (c.pid ? `Sub-account of #${c.pid}` : 'Main account') },
    { header: 'Verification', cell: (c) => verificationLabel(c.authentication_status, c.authentication_type) },
    { header: 'Balance (¥)', cell: (c) => <span className="font-mono">{formatMoney(c.balance)} + {formatMoney(c.give_balance)} gift</span> },
    { header: 'Signed up', cell: (c) => formatDate(c.created_at) },
    {
      header: 'Actions',
      cell: (c) => (
        <UiLink href={`/customers/${c.id}`} className={buttonClass('outline', 'sm')} aria-label={`Open ${c.user_name}`}>
          Open
        </UiLink>
      ),
    },
  ];
  return (
    <>
      <form onSubmit={submit} role="search" className="mb-4 flex items-end gap-2">
        <Field label="ID, e-mail, phone or name" className="w-80" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <Button type="submit">Search</Button>
      </form>
      {q ? <DataTable caption="Customers found" columns={columns} rows={results.data ?? undefined} rowKey={(c) => c.id} loading={results.isLoading} empty="No customer matches" /> : null}
    </>
  );
}
