/**
 * One real-name application in a dialog: the applicant's details, the document images, and — while it is under
 * review — "Approve" and "Reject" (a rejection needs a reason, which the customer sees).
 */
import { useState } from 'react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { formatDate } from '@lanyun/ui/format';
import { DecisionDialog } from '../../../components/decision-dialog';
import { applicationImages, applicationTypeLabel, type RealNameApplication } from '../api/real-name';
import { UploadImage } from './upload-image';

/** Props of {@link ReviewDialog}. */
export interface ReviewDialogProps {
  application: RealNameApplication | null;
  onClose: () => void;
  onDecide: (decision: 'approve' | 'reject', reason?: string) => Promise<boolean>;
}

export function ReviewDialog({ application: a, onClose, onDecide }: ReviewDialogProps) {
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!a) return null;
  const rows: Array<[string, string]> =
    a.type === 2
      ? [
          ['Company name', a.company_name ?? '-'],
          ['Unified social credit code', a.credit_code ?? '-'],
        ]
      : [
          ['Real name', a.real_name ?? '-'],
          ['ID number', a.id_number ?? '-'],
        ];
  const approve = async () => {
    setBusy(true);
    const ok = await onDecide('approve').finally(() => setBusy(false));
    if (ok) onClose();
  };
  return (
    <>
      <Dialog open={!rejecting} onOpenChange={(open) => !open && onClose()}>
        <DialogContent size="lg">
          <DialogTitle>
            {applicationTypeLabel(a.type)} verification: {a.user_name}
          </DialogTitle>
          <DialogDescription>
            Customer #{a.user_id} · submitted {formatDate(a.created_at, 'YYYY-MM-DD HH:mm')}
          </DialogDescription>
          <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            {rows.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-ink-soft">{k}</dt>
                <dd className="font-mono">{v}</dd>
              </div>
            ))}
            {a.status === 3 ? (
              <>
                <dt className="text-ink-soft">Rejection reason</dt>
                <dd>{a.reject_reason ?? '-'}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-4 flex flex-wrap gap-4">
            {applicationImages(a).map((img) => (
              <UploadImage key={img.id} id={img.id} label={img.label} />
            ))}
          </div>
          {a.status === 1 ? (
            <DialogFooter>
              <Button variant="outline" onClick={() => setRejecting(true)}>
                Reject
              </Button>
              <Button disabled={busy} onClick={() => void approve()}>
                Approve
              </Button>
            </DialogFooter>
          ) : null}
        </DialogContent>
      </Dialog>
      <DecisionDialog
        open={rejecting}
        onOpenChange={(open) => setRejecting(open)}
        title="Reject the application"
        description={`${a.user_name} sees this reason and may apply again.`}
        confirmLabel="Reject"
        reasonLabel="Reason"
        reasonRequired
        danger
        onConfirm={async (reason) => {
          const ok = await onDecide('reject', reason);
          if (ok) onClose();
          return ok;
        }}
      />
    </>
  );
}
