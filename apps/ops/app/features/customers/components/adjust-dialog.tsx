/**
 * "Adjust balance" (role finance): a signed amount in yuan for the cash balance and/or the gift balance and a
 * reason the ledger keeps. The API writes a ledger entry and refuses a result below zero.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field } from '@lanyun/ui/field';
import { yuanToFen } from '../api/customers';

export function AdjustDialog({
  open,
  onOpenChange,
  customer,
  onAdjust,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customer: string;
  onAdjust: (balanceFen: number, giveFen: number, reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState('');
  const [give, setGive] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const b = balance.trim() ? yuanToFen(balance) : 0;
    const g = give.trim() ? yuanToFen(give) : 0;
    const next: Record<string, string> = {};
    if (b === null) next.balance = t('customers.adjust.badAmount');
    if (g === null) next.give = t('customers.adjust.badAmount');
    if (b === 0 && g === 0) next.balance = t('customers.adjust.noAmount');
    if (!reason.trim()) next.reason = t('common.reasonMissing');
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    const ok = await onAdjust(b!, g!, reason.trim()).finally(() => setBusy(false));
    if (ok) {
      setBalance('');
      setGive('');
      setReason('');
      onOpenChange(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm">
        <DialogTitle>{t('customers.adjust.title')}</DialogTitle>
        <DialogDescription>{t('customers.adjust.description', { customer })}</DialogDescription>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 flex flex-col gap-3">
          <Field
            label={t('customers.adjust.cash')}
            inputMode="decimal"
            value={balance}
            error={errors.balance}
            onChange={(e) => setBalance(e.target.value)}
          />
          <Field
            label={t('customers.adjust.gift')}
            inputMode="decimal"
            value={give}
            error={errors.give}
            onChange={(e) => setGive(e.target.value)}
          />
          <Field
            label={t('common.reason')}
            value={reason}
            maxLength={200}
            error={errors.reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <DialogFooter>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('customers.adjust.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
