/**
 * The invoice page body: invoice requests, paged on the server, by status (URL `?status=`: 1 pending, 2 issued,
 * 3 rejected, 4 awaiting red-letter reversal, 5 reversed, 6 voided, 0 all), searched (account, title, tax number), sorted (time or amount) and exported as CSV, all kept in
 * the URL (`lib/list-state.ts`); each with the
 * customer, the kind (增值税普通发票 / 专用发票), title, tax number, the bank and address of a special one, the amount
 * and when it was requested (UTC+8); what the customer typed is marked `translate="no"`. On pending ones finance may "Issue" (with the invoice PDF attached) or "Reject"
 * (reason required); an issued one's PDF can be downloaded again, and an issued one whose order was refunded is
 * "Reversed" with the red-letter (红字) invoice's PDF (audited by the API). The API enforces the role, this page only hides
 * the buttons from other roles.
 */
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import type { Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { QueueList } from '../../../components/queue-list';
import { When, zonedHeader } from '../../../components/when';
import { useListState } from '../../../lib/list-state';
import { useOps } from '../../auth/ops-session';
import {
  INVOICE_KEY,
  INVOICE_LIST,
  INVOICE_STATUSES,
  decideInvoice,
  invoiceExportHref,
  invoiceFileHref,
  fetchInvoices,
  invoiceStatusOf,
  type InvoiceDecision,
  type InvoiceRequest,
} from '../api/invoices';
import { IssueDialog } from './issue-dialog';

type Pending = { invoice: InvoiceRequest; decision: 'issue' | 'reject' | 'reverse' };

/** Sort choices, as `sort:order`. */
const QUEUE_SORTS = ['id:asc', 'id:desc', 'amount:desc', 'amount:asc'] as const;

/** The buyer's bank and address lines of a special invoice. */
function SpecialDetails({ row }: { row: InvoiceRequest }) {
  const { t } = useTranslation();
  if (row.kind !== 'special') return <span className="text-ink-muted">-</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      <dt className="text-ink-muted">{t('invoices.bank')}</dt>
      <dd translate="no">
        {row.bank_name} <span className="font-mono">{row.bank_account}</span>
      </dd>
      <dt className="text-ink-muted">{t('invoices.address')}</dt>
      <dd translate="no">
        {row.address} {row.phone}
      </dd>
    </dl>
  );
}

export function InvoiceList() {
  const { t } = useTranslation();
  const { api, can } = useOps();
  const queryClient = useQueryClient();
  const { state, update, hrefOf } = useListState(INVOICE_LIST);
  const status = invoiceStatusOf(state.status);
  const [pending, setPending] = useState<Pending | null>(null);
  const list = useQuery({
    queryKey: [...INVOICE_KEY, state],
    queryFn: () => fetchInvoices(api, state),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const decide = useMutation({
    mutationFn: (v: InvoiceDecision) =>
      decideInvoice(
        api,
        v,
        v.decision === 'issue'
          ? t('invoices.issued')
          : v.decision === 'reverse'
            ? t('invoices.reversed')
            : t('common.rejected'),
      ),
    onSuccess: (ok) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: INVOICE_KEY });
    },
  });
  const kindLabel = (row: InvoiceRequest) =>
    t(
      row.title_type === 'personal'
        ? 'invoices.kindPersonal'
        : row.kind === 'special'
          ? 'invoices.kindSpecial'
          : 'invoices.kindNormal',
    );
  const reversible = status === 'reversal_pending' || status === 'issued';
  const columns: Column<InvoiceRequest>[] = [
    {
      header: t('common.customer'),
      cell: (row) => (
        <>
          <div translate="no">{row.user_name}</div>
          <div className="text-xs text-ink-muted">#{row.user_id}</div>
          {row.order_num && (
            <div className="font-mono text-xs text-ink-muted">
              {t('invoices.order')} {row.order_num}
            </div>
          )}
        </>
      ),
    },
    { header: t('common.kind'), cell: kindLabel },
    {
      header: t('invoices.title'),
      cell: (row) => (
        <div translate="no">
          <div>{row.title}</div>
          <div className="font-mono text-xs text-ink-muted">{row.tax_number}</div>
        </div>
      ),
    },
    { header: t('invoices.bankAddress'), cell: (row) => <SpecialDetails row={row} /> },
    {
      header: t('invoices.amount'),
      cell: (row) => <span className="font-mono">{formatMoney(row.amount)}</span>,
      className: 'text-right',
    },
    { header: zonedHeader(t('invoices.requested'), t), cell: (row) => <When at={row.created_at} /> },
    ...(status === 'all'
      ? [{ header: t('common.status'), cell: (row: InvoiceRequest) => t(`invoices.statuses.${row.status}`) }]
      : []),
    ...(status === 'pending'
      ? can('invoices')
        ? [
            {
              header: t('common.actions'),
              cell: (row: InvoiceRequest) => (
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    onClick={() => setPending({ invoice: row, decision: 'issue' })}
                    aria-label={t('invoices.issueOf', { title: row.title })}
                  >
                    {t('invoices.issue')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPending({ invoice: row, decision: 'reject' })}
                    aria-label={t('invoices.rejectOf', { title: row.title })}
                  >
                    {t('common.reject')}
                  </Button>
                </div>
              ),
            },
          ]
        : []
      : [
          {
            header: zonedHeader(t('invoices.decided'), t),
            cell: (row: InvoiceRequest) => <When at={row.decided_at} />,
          },
          ...(status !== 'rejected'
            ? [
                {
                  header: t('invoices.fileColumn'),
                  cell: (row: InvoiceRequest) =>
                    row.has_file ? (
                      <a
                        href={invoiceFileHref(row.id)}
                        download
                        className={buttonClass('outline', 'sm', 'whitespace-nowrap')}
                        aria-label={t('invoices.downloadPdfOf', { title: row.title })}
                      >
                        {t('invoices.downloadPdf')}
                      </a>
                    ) : (
                      <span className="text-ink-muted">-</span>
                    ),
                },
              ]
            : []),
          ...(status !== 'issued' && status !== 'reversal_pending'
            ? [
                {
                  header: t('common.reason'),
                  cell: (row: InvoiceRequest) =>
                    row.void_reason ? (
                      t(`invoices.voidReasons.${row.void_reason.replace(/^invoice\.void\./, '')}`)
                    ) : (
                      <span translate="no">{row.reject_reason ?? '-'}</span>
                    ),
                },
              ]
            : []),
          ...(reversible && can('invoices')
            ? [
                {
                  header: t('common.actions'),
                  cell: (row: InvoiceRequest) => (
                    <Button
                      size="sm"
                      variant={row.status === 'reversal_pending' ? 'primary' : 'outline'}
                      onClick={() => setPending({ invoice: row, decision: 'reverse' })}
                      aria-label={t('invoices.reverseOf', { title: row.title })}
                    >
                      {t('invoices.reverse')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]),
  ];
  const p = pending?.invoice;
  const description = p
    ? t('invoices.description', {
        kind: kindLabel(p),
        amount: formatMoney(p.amount),
        title: p.title,
        customer: p.user_name,
      })
    : undefined;
  return (
    <>
      <QueueList
        statusLabel={t('invoices.statusLabel')}
        searchLabel={t('invoices.searchLabel')}
        statuses={INVOICE_STATUSES}
        state={state}
        update={update}
        sorts={QUEUE_SORTS}
        exportHref={invoiceExportHref(state)}
        caption={t('invoices.caption')}
        empty={t('invoices.empty')}
        columns={columns}
        list={list}
        hrefOf={hrefOf}
      />
      <IssueDialog
        open={pending?.decision === 'issue'}
        onOpenChange={(open) => !open && setPending(null)}
        description={description}
        onIssue={(file) => decide.mutateAsync({ id: p!.id, decision: 'issue', file })}
      />
      <IssueDialog
        reversal
        open={pending?.decision === 'reverse'}
        onOpenChange={(open) => !open && setPending(null)}
        description={description}
        onIssue={(file) => decide.mutateAsync({ id: p!.id, decision: 'reverse', file })}
      />
      <DecisionDialog
        open={pending?.decision === 'reject'}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('invoices.rejectTitle')}
        description={description}
        confirmLabel={t('common.reject')}
        reasonLabel={t('common.reason')}
        reasonRequired
        reasonMissing={t('invoices.reasonMissing')}
        danger
        onConfirm={(reason) => decide.mutateAsync({ id: p!.id, decision: 'reject', reason })}
      />
    </>
  );
}
