/**
 * The bulk decision bar of a review queue (real-name, trials): with rows ticked, "Approve selected" and "Reject
 * selected" (a rejection asks for one reason, applied to every row). Each row is decided on its own by the API
 * (`review_bulk`); the outcome is shown as a toast and a summary under the bar: how many were decided, and which were
 * not (e.g. already decided by a colleague) with the API's reason. `onSettled` then clears the selection and reloads.
 */
import { useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { toast } from '@lanyun/ui/toast';
import { DecisionDialog } from './decision-dialog';

/** The answer of a bulk decision: ids decided, and ids refused with the reason. */
export interface BulkOutcome {
  done: number[];
  failed: { id: number; msg: string }[];
}

export type BulkDecision = 'approve' | 'reject';

/** Props of {@link BulkReviewBar}. */
export interface BulkReviewBarProps {
  /** Ids of the ticked rows. */
  selected: readonly number[];
  /** How a row is named in the outcome (e.g. the customer's account). */
  labelOf: (id: number) => string;
  /** Sends the decision; null when the call itself failed (the API client has shown why). */
  onDecide: (ids: number[], decision: BulkDecision, reason?: string) => Promise<BulkOutcome | null>;
  /** After a decision reached the API: clear the selection, reload the list. */
  onSettled: () => void;
}

interface Summary {
  decision: BulkDecision;
  done: number;
  failed: { label: string; msg: string }[];
}

/** See the module docstring. Renders nothing without a selection or an outcome to show. */
export function BulkReviewBar({ selected, labelOf, onDecide, onSettled }: BulkReviewBarProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<BulkDecision | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const count = selected.length;
  const decide = async (decision: BulkDecision, reason: string) => {
    const out = await onDecide([...selected], decision, reason || undefined);
    if (!out) return false;
    const failed = out.failed.map((f) => ({ label: labelOf(f.id), msg: f.msg }));
    setSummary({ decision, done: out.done.length, failed });
    if (out.done.length) {
      const key = decision === 'approve' ? 'bulk.approvedToast' : 'bulk.rejectedToast';
      toast.success(t(key, { count: out.done.length }));
    }
    if (failed.length) toast.warning(t('bulk.notDecidedToast', { count: failed.length }));
    onSettled();
    return true;
  };
  return (
    <>
      {count > 0 ? (
        <div
          role="toolbar"
          aria-label={t('bulk.toolbar')}
          className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-4 py-2 text-sm"
        >
          <span>{t('bulk.selected', { count })}</span>
          <Button size="sm" onClick={() => setAsking('approve')}>
            {t('bulk.approve')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAsking('reject')}>
            {t('bulk.reject')}
          </Button>
        </div>
      ) : null}
      {summary ? (
        <div role="status" className="mb-3 rounded-lg border border-line bg-white px-4 py-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <p>
              {t(summary.decision === 'approve' ? 'bulk.approvedCount' : 'bulk.rejectedCount', {
                count: summary.done,
              })}
              {summary.failed.length ? ` ${t('bulk.notDecidedCount', { count: summary.failed.length })}` : ''}
            </p>
            <Button size="sm" variant="ghost" onClick={() => setSummary(null)}>
              {t('bulk.dismiss')}
            </Button>
          </div>
          {summary.failed.length ? (
            <ul className="mt-1 list-disc pl-5 text-ink-soft">
              {summary.failed.map((f) => (
                <li key={f.label}>{t('bulk.notDecidedItem', { name: f.label, reason: f.msg })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <DecisionDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'approve' ? t('bulk.approveTitle', { count }) : t('bulk.rejectTitle', { count })}
        description={asking === 'reject' ? t('bulk.rejectDescription') : undefined}
        confirmLabel={asking === 'approve' ? t('common.approve') : t('common.reject')}
        {...(asking === 'reject' ? { reasonLabel: t('common.reason'), reasonRequired: true, danger: true } : {})}
        onConfirm={(reason) => decide(asking ?? 'approve', reason)}
      />
    </>
  );
}
