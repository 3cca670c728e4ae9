/**
 * The audit log page body: filters (operator id, action prefix, target, dates) kept in the URL with the page and the
 * page size (`?page=&size=`, 10/20/50 like every console list), the newest entries first with their total and page
 * links, times in Beijing time, and per entry the changed fields with a "Details" disclosure showing the full
 * before/after snapshots. Read-only: there is nothing to edit.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams, type To } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { cursorAfter } from '../../../lib/paging';
import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { formatDate } from '@lanyun/ui/format';
import type { Column } from '../../../components/data-table';
import { PagedList } from '../../../components/list-toolbar';
import { zonedHeader } from '../../../components/when';
import { pageParam, sizeParam } from '../../../lib/list-state';
import { useOps } from '../../auth/ops-session';
import {
  AUDIT_FILTER_KEYS,
  AUDIT_KEY,
  AUDIT_PAGE_SIZE,
  auditExportHref,
  changedFields,
  fetchAudit,
  filtersFromSearch,
  type AuditEntry,
  type AuditPage,
} from '../api/audit';

/** Message keys of the filter labels. */
const LABEL_KEYS: Record<(typeof AUDIT_FILTER_KEYS)[number], string> = {
  operator_id: 'audit.filters.operator_id',
  action: 'audit.filters.action',
  target_type: 'audit.filters.target_type',
  target_id: 'audit.filters.target_id',
  from: 'audit.filters.from',
  to: 'audit.filters.to',
};

const show = (v: unknown) => (v === null || v === undefined ? '∅' : typeof v === 'string' ? v : JSON.stringify(v));

export function AuditLog() {
  const { t } = useTranslation();
  const { api } = useOps();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const size = sizeParam(params.get('size'), AUDIT_PAGE_SIZE);
  const filters = filtersFromSearch(params);
  const [draft, setDraft] = useState(() => Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])));
  const cache = useQueryClient();
  const list = useQuery({
    queryKey: [...AUDIT_KEY, filters, page, size],
    // The page after one already read is read by its cursor (the address keeps `?page=`).
    queryFn: () =>
      fetchAudit(
        api,
        filters,
        page,
        size,
        cursorAfter(page, cache.getQueryData<AuditPage>([...AUDIT_KEY, filters, page - 1, size])),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

  /** The address with the filters as they are, `changes` applied (a page of 1 and the default size left out). */
  const withPaging = (changes: { page?: number; size?: number }) => {
    const next = new URLSearchParams(params);
    const p = changes.page ?? page;
    const s = changes.size ?? size;
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    if (s !== AUDIT_PAGE_SIZE) next.set('size', String(s));
    else next.delete('size');
    return next;
  };
  const hrefOf = (p: number): To => ({ search: withPaging({ page: p }).toString() });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams(Object.entries(draft).filter(([, v]) => v.trim() !== ''));
    if (size !== AUDIT_PAGE_SIZE) next.set('size', String(size));
    setParams(next, { preventScrollReset: true });
  };

  const columns: Column<AuditEntry>[] = [
    {
      header: zonedHeader(t('common.when'), t),
      cell: (e) => (
        <time
          dateTime={new Date(e.created_at * 1000).toISOString()}
          title={t('common.zone')}
          className="whitespace-nowrap"
        >
          {formatDate(e.created_at, 'YYYY-MM-DD HH:mm:ss')}
        </time>
      ),
    },
    {
      header: t('audit.operator'),
      cell: (e) => (
        <>
          {e.operator_email ?? '-'}
          <div className="text-xs text-ink-muted">
            #{e.operator_id ?? '-'} · {e.client_ip ?? ''}
          </div>
        </>
      ),
    },
    { header: t('audit.action'), cell: (e) => <code className="font-mono text-xs">{e.action}</code> },
    {
      header: t('audit.target'),
      cell: (e) => (
        <code className="font-mono text-xs">
          {e.target_type} #{e.target_id}
        </code>
      ),
    },
    {
      header: t('audit.change'),
      cell: (e) => {
        const changes = changedFields(e.before, e.after);
        return (
          <div className="max-w-md text-xs">
            {changes.length ? (
              <ul className="mb-1 space-y-0.5">
                {changes.slice(0, 4).map((c) => (
                  <li key={c.key} className="truncate">
                    {/* Field names and the values as stored: data, shown as recorded. */}
                    <code className="font-medium">{c.key}</code>:{' '}
                    <span data-user-content>{show(c.before).slice(0, 40)}</span> →{' '}
                    <span data-user-content>{show(c.after).slice(0, 40)}</span>
                  </li>
                ))}
                {changes.length > 4 ? (
                  <li className="text-ink-muted">{t('audit.more', { count: changes.length - 4 })}</li>
                ) : null}
              </ul>
            ) : e.before === null && e.after !== null && e.after !== undefined ? (
              <p className="mb-1">{t('audit.createdEntry')}</p>
            ) : e.after === null && e.before !== null && e.before !== undefined ? (
              <p className="mb-1">{t('audit.deletedEntry')}</p>
            ) : null}
            <details>
              <summary className="cursor-pointer text-brand-600">{t('audit.details')}</summary>
              <pre className="mt-1 max-h-64 overflow-auto rounded bg-surface p-2 whitespace-pre-wrap">
                {JSON.stringify({ detail: e.detail, before: e.before ?? null, after: e.after ?? null }, null, 2)}
              </pre>
            </details>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <form
        onSubmit={apply}
        role="search"
        aria-label={t('audit.filterLabel')}
        className="mb-4 grid items-end gap-3 md:grid-cols-3 lg:grid-cols-6"
      >
        {AUDIT_FILTER_KEYS.map((k) => (
          <Field
            key={k}
            label={t(LABEL_KEYS[k])}
            type={k === 'from' || k === 'to' ? 'date' : 'text'}
            {...(k === 'action' ? { placeholder: t('audit.actionPlaceholder') } : {})}
            value={draft[k] ?? ''}
            onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}
          />
        ))}
        <div className="flex gap-2 md:col-span-3 lg:col-span-6">
          <Button type="submit">{t('audit.filter')}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, ''])));
              setParams(new URLSearchParams(), { preventScrollReset: true });
            }}
          >
            {t('audit.clear')}
          </Button>
          {/* A plain download link: the browser saves the streamed CSV itself, whatever its size. */}
          <a href={auditExportHref(filters)} download className={buttonClass('outline', 'md', 'ml-auto')}>
            {t('audit.exportCsv')}
          </a>
        </div>
      </form>
      <PagedList
        caption={t('audit.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(e) => e.id}
        loading={list.isLoading}
        empty={t('audit.empty')}
        failure={list.isError ? list : undefined}
        page={page}
        size={size}
        total={list.data?.total}
        hrefOf={hrefOf}
        onPageSize={(s) => setParams(withPaging({ page: 1, size: s }), { preventScrollReset: true })}
        busy={list.isFetching}
      />
    </>
  );
}
