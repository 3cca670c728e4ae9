/**
 * The real-name review page body: applications filtered by status (URL `?status=`), paged, each opening the
 * review dialog; applications under review can also be ticked and approved or rejected together (bulk bar). A
 * decision reloads the list and the dashboard counts.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { BulkReviewBar } from '../../../components/bulk-review-bar';
import { DataTable, Pager, type Column } from '../../../components/data-table';
import { selectColumn } from '../../../components/select-column';
import { StatusFilter } from '../../../components/status-filter';
import { When, zonedHeader } from '../../../components/when';
import { useListParams } from '../../../lib/use-list-params';
import { useRowSelection } from '../../../lib/use-row-selection';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';
import {
  REAL_NAME_KEY,
  REAL_NAME_PAGE_SIZE,
  REAL_NAME_STATUSES,
  applicationTypeLabel,
  fetchRealNamePage,
  reviewRealName,
  reviewRealNameBulk,
  type RealNameApplication,
} from '../api/real-name';
import { ReviewDialog } from './review-dialog';

export function RealNameReview() {
  const { t } = useTranslation();
  const { api, can } = useOps();
  const queryClient = useQueryClient();
  const { page, filter: status, setPage, setFilter } = useListParams('status', 1);
  const [open, setOpen] = useState<RealNameApplication | null>(null);
  const list = useQuery({
    queryKey: [...REAL_NAME_KEY, status, page],
    queryFn: () => fetchRealNamePage(api, status, page),
    staleTime: 0,
  });
  const rows = list.data?.list ?? [];
  const bulk = status === 1 && can('real-name');
  const selection = useRowSelection(
    rows.map((a) => a.id),
    `${status}:${page}`,
  );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: REAL_NAME_KEY });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };
  const decide = useMutation({
    mutationFn: (v: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      reviewRealName(api, t, v.id, v.decision, v.reason),
    onSuccess: (ok) => ok && refresh(),
  });
  const labelOf = (a: RealNameApplication) => a.user_name;
  const columns: Column<RealNameApplication>[] = [
    ...(bulk ? [selectColumn(selection, (a: RealNameApplication) => a.id, labelOf, t)] : []),
    {
      header: t('common.customer'),
      cell: (a) => (
        <>
          <div>{a.user_name}</div>
          <div className="text-xs text-ink-muted">{t('common.accountId', { id: a.user_id })}</div>
        </>
      ),
    },
    { header: t('common.type'), cell: (a) => applicationTypeLabel(a.type, t) },
    { header: t('common.name'), cell: (a) => (a.type === 2 ? a.company_name : a.real_name) ?? '-' },
    {
      header: t('realName.number'),
      cell: (a) => <span className="font-mono">{(a.type === 2 ? a.credit_code : a.id_number) ?? '-'}</span>,
    },
    { header: zonedHeader(t('realName.submitted'), t), cell: (a) => <When at={a.created_at} /> },
    ...(status === 1
      ? []
      : [
          {
            header: zonedHeader(t('common.reviewed'), t),
            cell: (a: RealNameApplication) => <When at={a.reviewed_at} />,
          },
        ]),
    ...(status === 3 ? [{ header: t('common.reason'), cell: (a: RealNameApplication) => a.reject_reason ?? '-' }] : []),
    {
      header: t('common.actions'),
      cell: (a) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(a)}
          aria-label={
            status === 1 ? t('realName.reviewOf', { name: a.user_name }) : t('realName.viewOf', { name: a.user_name })
          }
        >
          {status === 1 ? t('realName.review') : t('realName.view')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <StatusFilter
        label={t('realName.statusLabel')}
        value={status}
        options={REAL_NAME_STATUSES.map((o) => ({ value: o.value, label: t(o.labelKey) }))}
        onChange={setFilter}
      />
      {bulk ? (
        <BulkReviewBar
          selected={selection.ids}
          labelOf={(id) => rows.find((a) => a.id === id)?.user_name ?? `#${id}`}
          onDecide={(ids, decision, reason) => reviewRealNameBulk(api, ids, decision, reason)}
          onSettled={() => {
            selection.clear();
            refresh();
          }}
        />
      ) : null}
      <DataTable
        caption={t('realName.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(a) => a.id}
        loading={list.isLoading}
        empty={t('realName.empty')}
        failure={list.isError ? list : undefined}
      />
      <Pager page={page} pageSize={REAL_NAME_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} />
      <ReviewDialog
        application={open}
        onClose={() => setOpen(null)}
        onDecide={(decision, reason) => decide.mutateAsync({ id: open!.id, decision, ...(reason ? { reason } : {}) })}
      />
    </>
  );
}
