/**
 * Contact requests from the IP site (custom plans, support, feedback), paged on the server, by kind (URL `?kind=`),
 * searched, ordered and exported as CSV, all kept in the URL (`lib/list-state.ts`).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import type { Column } from '../../../components/data-table';
import { ListToolbar, PagedList } from '../../../components/list-toolbar';
import { StatusFilter } from '../../../components/status-filter';
import { When, zonedHeader } from '../../../components/when';
import type { Translate } from '../../../lib/i18n';
import { useListState } from '../../../lib/list-state';
import { useOps } from '../../auth/ops-session';
import {
  CONTACT_KEY,
  CONTACT_KINDS,
  CONTACT_LIST,
  contactExportHref,
  fetchContactRequests,
  type ContactRequest,
} from '../api/feedback';

const columns = (t: Translate): Column<ContactRequest>[] => [
  {
    header: zonedHeader(t('common.received'), t),
    cell: (c) => <When at={c.created_at} />,
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
  const { state, update, hrefOf } = useListState(CONTACT_LIST);
  const list = useQuery({
    queryKey: [...CONTACT_KEY, state],
    queryFn: () => fetchContactRequests(api, state),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return (
    <>
      <StatusFilter
        label={t('contact.kindLabel')}
        value={state.kind}
        options={CONTACT_KINDS.map((k) => ({ value: k.value, label: t(k.labelKey) }))}
        onChange={(kind) => update({ kind })}
      />
      <ListToolbar
        searchLabel={t('contact.searchLabel')}
        q={state.q}
        onSearch={(q) => update({ q })}
        sorts={['id:desc', 'id:asc'].map((value) => ({
          value,
          label: t(`common.list.sort.${value.replace(':', '_')}`),
        }))}
        sort={`id:${state.order}`}
        onSort={(v) => update({ order: v === 'id:asc' ? 'asc' : 'desc' })}
        exportHref={contactExportHref(state)}
      />
      <PagedList
        caption={t('contact.caption')}
        columns={columns(t)}
        rows={list.data?.list}
        rowKey={(c) => c.id}
        loading={list.isLoading}
        empty={state.q ? t('common.list.noMatch') : t('contact.empty')}
        failure={list.isError ? list : undefined}
        page={state.page}
        size={state.size}
        total={list.data?.total}
        hrefOf={hrefOf}
        onPageSize={(size) => update({ size })}
        busy={list.isFetching}
      />
    </>
  );
}
