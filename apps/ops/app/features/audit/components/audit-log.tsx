/**
 * The audit log page body: filters (operator id, action prefix, target, dates) kept in the URL, the newest entries
 * first, and per entry the changed fields with a "Details" disclosure showing the full before/after snapshots.
 * Read-only: there is nothing to edit.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { formatDate } from '@lanyun/ui/format';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { pageFromSearch } from '../../../lib/paging';
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
  const page = pageFromSearch(params.get('page'));
  const filters = filtersFromSearch(params);
  const [draft, setDraft] = useState(() => Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])));
  const list = useQuery({
    queryKey: [...AUDIT_KEY, filters, page],
    queryFn: () => fetchAudit(api, filters, page),
    staleTime: 0,
  });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(new URLSearchParams(Object.entries(draft).filter(([, v]) => v.trim() !== '')), {
      preventScrollReset: true,
    });
  };
  const setPage = (p: number) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (p > 1) next.set('page', String(p));
        else next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );

  const columns: Column<AuditEntry>[] = [
    {
      header: t('common.when'),
      cell: (e) => <span className="whitespace-nowrap">{formatDate(e.created_at, 'YYYY-MM-DD HH:mm:ss')}</span>,
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
      <DataTable
        caption={t('audit.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(e) => e.id}
        loading={list.isLoading}
        empty={t('audit.empty')}
        failure={list.isError ? list : undefined}
      />
      <Pager page={page} pageSize={AUDIT_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
    </>
  );
}
