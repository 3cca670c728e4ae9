/**
 * The real-name review page body: applications paged on the server, by status (tabs, with "All"), searched (account,
 * name, company), ordered and exported as CSV, all kept in the URL (`lib/list-state.ts`), each opening the
 * review dialog; applications under review can also be ticked and approved or rejected together (bulk bar). A
 * decision reloads the list and the dashboard counts.
 */
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import type { Column } from '../../../components/data-table';
import { selectColumn } from '../../../components/select-column';
import { QueueList } from '../../../components/queue-list';
import { When, zonedHeader } from '../../../components/when';
import { useListState } from '../../../lib/list-state';
import { useRowSelection } from '../../../lib/use-row-selection';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';
import {
  REAL_NAME_KEY,
  REAL_NAME_LIST,
  REAL_NAME_STATUSES,
  applicationTypeLabel,
  fetchRealNamePage,
  realNameExportHref,
  reviewRealName,
  reviewRealNameBulk,
  type RealNameApplication,
} from '../api/real-name';
import { ReviewDialog } from './review-dialog';

export function RealNameReview() {
  const { t } = useTranslation();
  const { api, can } = useOps();
  const queryClient = useQueryClient();
  const { state, update, hrefOf } = useListState(REAL_NAME_LIST);
  const status = state.status;
  const [open, setOpen] = useState<RealNameApplication | null>(null);
  const list = useQuery({
    queryKey: [...REAL_NAME_KEY, state],
    queryFn: () => fetchRealNamePage(api, state),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = list.data?.list ?? [];
  const bulk = status === 1 && can('real-name');
  const selection = useRowSelection(
    rows.map((a) => a.id),
    REAL_NAME_LIST.toSearch(state).toString(),
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
  const statusLabel = (value: number) => {
    const key = REAL_NAME_STATUSES.find((s) => s.value === value)?.labelKey;
    return key ? t(key) : '-';
  };
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
    {
      header: t('common.name'),
      // The name as the customer typed it: user content in any interface language.
      cell: (a) => <span data-user-content>{(a.type === 2 ? a.company_name : a.real_name) ?? '-'}</span>,
    },
    {
      header: t('realName.number'),
      cell: (a) => <span className="font-mono">{(a.type === 2 ? a.credit_code : a.id_number) ?? '-'}</span>,
    },
    { header: zonedHeader(t('realName.submitted'), t), cell: (a) => <When at={a.created_at} /> },
    ...(status === 0 ? [{ header: t('common.status'), cell: (a: RealNameApplication) => statusLabel(a.status) }] : []),
    ...(status === 1
      ? []
      : [
          {
            header: zonedHeader(t('common.reviewed'), t),
            cell: (a: RealNameApplication) => <When at={a.reviewed_at} />,
          },
        ]),
    ...(status !== 1 && status !== 2
      ? [{ header: t('common.reason'), cell: (a: RealNameApplication) => a.reject_reason ?? '-' }]
      : []),
    {
      header: t('common.actions'),
      cell: (a) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => setOpen(a)}
          aria-label={
            a.status === 1 ? t('realName.reviewOf', { name: a.user_name }) : t('realName.viewOf', { name: a.user_name })
          }
        >
          {a.status === 1 ? t('realName.review') : t('realName.view')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <QueueList<RealNameApplication>
        statusLabel={t('realName.statusLabel')}
        searchLabel={t('realName.searchLabel')}
        statuses={REAL_NAME_STATUSES}
        state={state}
        update={update}
        exportHref={realNameExportHref(state)}
        caption={t('realName.caption')}
        empty={t('realName.empty')}
        columns={columns}
        list={list}
        hrefOf={hrefOf}
        bulk={
          bulk && {
            selection,
            labelOf: (a) => a.user_name,
            decide: (ids, decision, reason) => reviewRealNameBulk(api, ids, decision, reason),
            refresh,
          }
        }
      />
      <ReviewDialog
        application={open}
        onClose={() => setOpen(null)}
        onDecide={(decision, reason) => decide.mutateAsync({ id: open!.id, decision, ...(reason ? { reason } : {}) })}
      />
    </>
  );
}
