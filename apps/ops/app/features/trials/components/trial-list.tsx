/**
 * Trial applications paged on the server, by status (tabs, with "All"), searched (account, contact, company), ordered
 * and exported as CSV, all kept in the URL (`lib/list-state.ts`); pending ones are approved or rejected (reason required), one by one
 * or ticked and decided together (bulk bar). Packages and regions are shown by name.
 */
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import type { Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { selectColumn } from '../../../components/select-column';
import { QueueList } from '../../../components/queue-list';
import { When, zonedHeader } from '../../../components/when';
import { useListState } from '../../../lib/list-state';
import { useRowSelection } from '../../../lib/use-row-selection';
import { useOps } from '../../auth/ops-session';
import { DASHBOARD_KEY } from '../../dashboard/api/dashboard';
import {
  TRIAL_KEY,
  TRIAL_LIST,
  TRIAL_STATUSES,
  fetchTrialCatalogNames,
  fetchTrials,
  trialExportHref,
  reviewTrial,
  reviewTrialsBulk,
  type TrialApplication,
} from '../api/trials';

type Pending = { trial: TrialApplication; decision: 'approve' | 'reject' };

export function TrialList() {
  const { t } = useTranslation();
  const { api, can, lang } = useOps();
  const queryClient = useQueryClient();
  const { state, update, hrefOf } = useListState(TRIAL_LIST);
  const status = state.status;
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useQuery({
    queryKey: [...TRIAL_KEY, state],
    queryFn: () => fetchTrials(api, state),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  // Names only: when the catalogue cannot be read the column falls back to the ids.
  const names = useQuery({
    queryKey: [...TRIAL_KEY, 'catalog-names', lang],
    queryFn: () => fetchTrialCatalogNames(api),
    staleTime: 5 * 60_000,
  });
  const rows = list.data?.list ?? [];
  const bulk = status === 1 && can('trials');
  const selection = useRowSelection(
    rows.map((r) => r.id),
    TRIAL_LIST.toSearch(state).toString(),
  );
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: TRIAL_KEY });
    void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
  };
  const review = useMutation({
    mutationFn: (v: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      reviewTrial(
        api,
        v.id,
        v.decision,
        v.decision === 'approve' ? t('trials.approvedToast') : t('trials.rejectedToast'),
        v.reason,
      ),
    onSuccess: (ok) => ok && refresh(),
  });
  const columns: Column<TrialApplication>[] = [
    ...(bulk
      ? [
          selectColumn(
            selection,
            (r: TrialApplication) => r.id,
            (r) => r.user_name,
            t,
          ),
        ]
      : []),
    {
      header: t('common.customer'),
      cell: (row) => (
        <>
          {row.user_name}
          <div className="text-xs text-ink-muted">{t('common.accountId', { id: row.user_id })}</div>
        </>
      ),
    },
    {
      header: t('trials.contact'),
      cell: (row) => (
        <>
          {row.contact_name}
          <div className="text-xs text-ink-muted">
            {row.contact_phone}
            {row.company ? ` · ${row.company}` : ''}
          </div>
        </>
      ),
    },
    {
      header: t('trials.packageRegion'),
      cell: (row) => (
        <>
          {names.data?.packages.get(row.package_id) ?? `#${row.package_id}`}
          <div className="text-xs text-ink-muted">{names.data?.regions.get(row.region_id) ?? `#${row.region_id}`}</div>
        </>
      ),
    },
    { header: t('trials.purpose'), cell: (row) => <p className="max-w-md whitespace-pre-wrap">{row.purpose}</p> },
    { header: zonedHeader(t('trials.applied'), t), cell: (row) => <When at={row.created_at} /> },
    ...(status === 0
      ? [
          {
            header: t('common.status'),
            cell: (row: TrialApplication) => {
              const key = TRIAL_STATUSES.find((s) => s.value === row.status)?.labelKey;
              return key ? t(key) : '-';
            },
          },
        ]
      : []),
    status === 1
      ? {
          header: t('common.actions'),
          cell: (row) => (
            <div className="flex gap-2">
              <Button
                size="sm"
                onClick={() => setPending({ trial: row, decision: 'approve' })}
                aria-label={t('trials.approveOf', { name: row.user_name })}
              >
                {t('common.approve')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setPending({ trial: row, decision: 'reject' })}
                aria-label={t('trials.rejectOf', { name: row.user_name })}
              >
                {t('common.reject')}
              </Button>
            </div>
          ),
        }
      : {
          header: status === 3 ? t('common.reason') : zonedHeader(t('common.reviewed'), t),
          cell: (row) => (status === 3 ? (row.reject_reason ?? '-') : <When at={row.reviewed_at} />),
        },
  ];
  const p = pending?.trial;
  return (
    <>
      <QueueList<TrialApplication>
        statusLabel={t('trials.statusLabel')}
        searchLabel={t('trials.searchLabel')}
        statuses={TRIAL_STATUSES}
        state={state}
        update={update}
        exportHref={trialExportHref(state)}
        caption={t('trials.caption')}
        empty={t('trials.empty')}
        columns={columns}
        list={list}
        hrefOf={hrefOf}
        bulk={
          bulk && {
            selection,
            labelOf: (r) => r.user_name,
            decide: (ids, decision, reason) => reviewTrialsBulk(api, ids, decision, reason),
            refresh,
          }
        }
      />
      <DecisionDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.decision === 'approve' ? t('trials.approveTitle') : t('trials.rejectTitle')}
        description={p ? `${p.user_name}: ${p.purpose.slice(0, 120)}` : undefined}
        confirmLabel={pending?.decision === 'approve' ? t('common.approve') : t('common.reject')}
        {...(pending?.decision === 'reject'
          ? { reasonLabel: t('common.reason'), reasonRequired: true, danger: true }
          : {})}
        onConfirm={(reason) =>
          review.mutateAsync({ id: p!.id, decision: pending!.decision, ...(reason ? { reason } : {}) })
        }
      />
    </>
  );
}
