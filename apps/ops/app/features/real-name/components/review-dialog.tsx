/**
 * One real-name application in a dialog: the applicant's details, the document images, and — while it is under
 * review — "Approve" and "Reject" (a rejection needs a reason, which the customer sees).
 */
import { useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
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
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!a) return null;
  const rows: Array<[string, string]> =
    a.type === 2
      ? [
          [t('realName.companyName'), a.company_name ?? '-'],
          [t('realName.creditCode'), a.credit_code ?? '-'],
        ]
      : [
          [t('realName.realName'), a.real_name ?? '-'],
          [t('realName.idNumber'), a.id_number ?? '-'],
          // The identity provider's answer: why this personal application waits for a person.
          [
            t('realName.providerResult'),
            a.provider_result
              ? `${t(`realName.provider.${a.provider_result}`)}${a.provider_note ? ` (${a.provider_note})` : ''}`
              : t('realName.provider.none'),
          ],
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
            {t('realName.dialogTitle', { type: applicationTypeLabel(a.type, t), name: a.user_name })}
          </DialogTitle>
          <DialogDescription>
            {t('realName.dialogDescription', { id: a.user_id, date: formatDate(a.created_at, 'YYYY-MM-DD HH:mm') })}
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
                <dt className="text-ink-soft">{t('realName.rejectionReason')}</dt>
                <dd>{a.reject_reason ?? '-'}</dd>
              </>
            ) : null}
          </dl>
          <div className="mt-4 flex flex-wrap gap-4">
            {applicationImages(a, t).map((img) => (
              <UploadImage key={img.id} id={img.id} label={img.label} />
            ))}
          </div>
          {a.status === 1 ? (
            <DialogFooter>
              <Button variant="outline" onClick={() => setRejecting(true)}>
                {t('common.reject')}
              </Button>
              <Button disabled={busy} onClick={() => void approve()}>
                {t('common.approve')}
              </Button>
            </DialogFooter>
          ) : null}
        </DialogContent>
      </Dialog>
      <DecisionDialog
        open={rejecting}
        onOpenChange={(open) => setRejecting(open)}
        title={t('realName.rejectTitle')}
        description={t('realName.rejectDescription', { name: a.user_name })}
        confirmLabel={t('common.reject')}
        reasonLabel={t('common.reason')}
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
