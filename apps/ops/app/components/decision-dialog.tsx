/**
 * A confirmation dialog for an operator decision (approve, reject, credit…), with an optional or required reason
 * (a textarea labelled `reasonLabel`). `onConfirm(reason)` resolves true when the API accepted the decision; the
 * dialog then closes.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { FieldShell, inputClass } from '@lanyun/ui/field';
import { cn } from '@lanyun/ui/cn';

/** Props of {@link DecisionDialog}. */
export interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  /** Show a reason box with this label; omit for a plain confirmation. */
  reasonLabel?: string;
  reasonRequired?: boolean;
  /** Message shown when a required reason is empty (default "Please give a reason" in the interface language). */
  reasonMissing?: string;
  danger?: boolean;
  /** Longest reason accepted (default 200 characters). */
  reasonMaxLength?: number;
  onConfirm: (reason: string) => Promise<boolean>;
}

/** See the module docstring. */
export function DecisionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  reasonLabel,
  reasonRequired = false,
  reasonMissing,
  danger = false,
  reasonMaxLength = 200,
  onConfirm,
}: DecisionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = (next: boolean) => {
    if (!next) {
      setReason('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  const submit = async () => {
    if (reasonLabel && reasonRequired && !reason.trim()) {
      setError(reasonMissing ?? t('common.reasonMissing'));
      return;
    }
    setBusy(true);
    const ok = await onConfirm(reason.trim()).finally(() => setBusy(false));
    if (ok) close(false);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="sm">
        <DialogTitle>{title}</DialogTitle>
        {description ? (
          <DialogDescription asChild>
            <div>{description}</div>
          </DialogDescription>
        ) : (
          <DialogDescription className="sr-only">{title}</DialogDescription>
        )}
        {reasonLabel ? (
          <FieldShell label={reasonLabel} error={error} className="mt-4">
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={reasonMaxLength}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                className={cn(inputClass(Boolean(error)), 'h-auto py-2')}
              />
            )}
          </FieldShell>
        ) : null}
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button
            className={danger ? 'bg-danger-strong hover:bg-danger-strong/90' : undefined}
            disabled={busy}
            onClick={() => void submit()}
          >
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
