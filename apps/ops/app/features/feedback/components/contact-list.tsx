/** Contact requests from the IP site (custom plans, support, feedback), newest first, by kind (URL `?kind=`). */
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { formatDate } from '@lanyun/ui/format';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { StatusFilter } from '../../../components/status-filter';
import type { Translate } from '../../../lib/i18n';
import { pageFromSearch } from '../../../lib/paging';
import { useOps } from '../../auth/ops-session';
import {
  CONTACT_KEY,
  CONTACT_KINDS,
  INBOX_PAGE_SIZE,
  fetchContactRequests,
  type ContactRequest,
} from '../api/feedback';

const columns = (t: Translate): Column<ContactRequest>[] => [
  {
    header: t('common.received'),
    cell: (c) => <span className="whitespace-nowrap">{formatDate(c.created_at, 'YYYY-MM-DD HH:mm')}</span>,
  },
  {
    header: t('common.kind'),
    cell: (c) => {
      const kind = CONTACT_KINDS.find((k) => k.value === c.kind);
      return kind ? t(kind.labelKey) : c.kind;
    },
  },
  {
    header: t('common.from'),
    cell: (c) => (
      <>
        {/* What the visitor typed in the contact form: user content. */}
        <span data-user-content>
          {c.name}
          {c.company ? ` · ${c.company}` : ''}
        </span>
        <div className="text-xs">
          <a href={`mailto:${c.email}`} className="text-brand-600 underline">
            {c.email}
          </a>
          {c.user_name ? (
            <span className="text-ink-muted"> · {t('contact.customerRef', { name: c.user_name, id: c.user_id })}</span>
          ) : null}
        </div>
      </>
    ),
  },
  {
    header: t('common.message'),
    cell: (c) => (
      <p className="max-w-lg whitespace-pre-wrap" data-user-content>
        {c.message}
      </p>
    ),
  },
];

export function ContactList() {
  const { t } = useTranslation();
  const { api } = useOps();
  const [params, setParams] = useSearchParams();
  const kind = CONTACT_KINDS.find((k) => k.value === params.get('kind'))?.value ?? 'all';
  const page = pageFromSearch(params.get('page'));
  const go = (next: { kind: string; page?: number }) => {
    const p = new URLSearchParams();
    if (next.kind !== 'all') p.set('kind', next.kind);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p, { preventScrollReset: true });
  };
  const list = useQuery({
    queryKey: [...CONTACT_KEY, kind, page],
    queryFn: () => fetchContactRequests(api, kind, page),
    staleTime: 0,
  });
  return (
    <>
      <StatusFilter
        label={t('contact.kindLabel')}
        value={kind}
        options={CONTACT_KINDS.map((k) => ({ value: k.value, label: t(k.labelKey) }))}
        onChange={(k) => go({ kind: k })}
      />
      <DataTable
        caption={t('contact.caption')}
        columns={columns(t)}
        rows={list.data?.list}
        rowKey={(c) => c.id}
        loading={list.isLoading}
        empty={t('contact.empty')}
        failure={list.isError ? list : undefined}
      />
      <Pager
        page={page}
        pageSize={INBOX_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onPage={(p) => go({ kind, page: p })}
      />
    </>
  );
}
