/**
 * "Issue the invoice": finance attaches the invoice PDF of a pending request and confirms; with `reversal`, the same
 * dialog records the red-letter (红字) invoice that reverses an issued one. The file is checked to be a
 * PDF here (the API checks its content again); `onIssue(file)` resolves true when the API accepted it, and the dialog
 * then closes.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { FieldShell } from '@lanyun/ui/field';
import { formatBytes } from '@lanyun/ui/format';

/** Largest invoice file accepted, bytes (the API's upload limit is larger). */
export const INVOICE_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Props of {@link IssueDialog}. */
export interface IssueDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: ReactNode;
  onIssue: (file: File) => Promise<boolean>;
  /** The red-letter reversal: its own title, hint and confirmation (the same PDF upload). */
  reversal?: boolean;
}

/** See the module docstring. */
export function IssueDialog({ open, onOpenChange, description, onIssue, reversal = false }: IssueDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setError(undefined);
    }
    onOpenChange(next);
  };
  const pick = (picked: File | undefined) => {
    setError(undefined);
    setFile(picked ?? null);
    if (picked && !/\.pdf$/i.test(picked.name) && picked.type !== 'application/pdf') setError(t('invoices.notPdf'));
    else if (picked && picked.size > INVOICE_FILE_MAX_BYTES) setError(t('invoices.tooLarge'));
  };
  const submit = async () => {
    if (!file) {
      setError(t('invoices.fileMissing'));
      return;
    }
    if (error) return;
    setBusy(true);
    const ok = await onIssue(file).finally(() => setBusy(false));
    if (ok) close(false);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="sm">
        <DialogTitle>{t(reversal ? 'invoices.reverseTitle' : 'invoices.issueTitle')}</DialogTitle>
        <DialogDescription asChild>
          <div>{description ?? t(reversal ? 'invoices.reverseTitle' : 'invoices.issueTitle')}</div>
        </DialogDescription>
        <FieldShell
          label={t(reversal ? 'invoices.reverseFile' : 'invoices.file')}
          error={error}
          hint={t(reversal ? 'invoices.reverseHint' : 'invoices.fileHint')}
          className="mt-4"
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept="application/pdf,.pdf"
              onChange={(e) => pick(e.target.files?.[0])}
              className="text-sm"
            />
          )}
        </FieldShell>
        {file && !error ? (
          <p className="mt-2 text-xs text-ink-soft" role="status">
            {t('invoices.fileChosen', { name: file.name, size: formatBytes(file.size) })}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="ghost" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => void submit()}>
            {t(reversal ? 'invoices.reverseConfirm' : 'invoices.issueConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
