import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Tabs } from 'radix-ui';
import { Button } from './button';
import { cn } from './cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import {
  RECHARGE_DEBOUNCE_MS,
  RECHARGE_PRESETS,
  initialRechargeAmount,
  raiseToMinimum,
  sanitizeAmountInput,
  validateRechargeAmount,
} from './recharge-rules';

/** Payment channel: 1 WeChat Pay, 2 Alipay (spec §3 Recharge order `pay_type`). */
export type PayType = 1 | 2;

/** What the online tab submits. */
export interface RechargeRequest {
  /** Amount in yuan, ≥ 10. */
  amount: number;
  payType: PayType;
}

/** Details shown on the public bank transfer tab (the spec does not give them; the app supplies them). */
export interface BankTransferDetails {
  accountName: string;
  bankName: string;
  accountNumber: string;
  note?: string;
}

/** Props of {@link RechargeDialog}. */
export interface RechargeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Amount to start with, in yuan; values below 10 fall back to the default 100. */
  presetAmount?: number | null;
  /** Called with a valid request when "Pay now" is pressed; the app creates the order and shows the QR dialog. */
  onSubmit: (request: RechargeRequest) => void | Promise<void>;
  /** Disables the submit button while the order is being created. */
  submitting?: boolean;
  /** Bank transfer details; without them the tab asks the customer to contact support. */
  bankTransfer?: BankTransferDetails;
}

/**
 * Amount field state with the spec §4 rule: an amount below 10 is raised to 10 after a 0.5 s pause in typing.
 * Returns the current text, a change handler and the validation message (null when valid).
 */
export function useRechargeAmount(initial: number) {
  const [value, setValue] = useState(String(initial));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const change = (raw: string) => {
    const next = sanitizeAmountInput(raw);
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setValue((current) => raiseToMinimum(current)), RECHARGE_DEBOUNCE_MS);
  };

  return { value, change, setValue, error: validateRechargeAmount(value) } as const;
}

const tabTrigger =
  'flex-1 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-ink-soft data-[state=active]:border-brand-600 data-[state=active]:text-brand-600';

/**
 * Recharge dialog (spec §2) with two tabs: "Online top-up" (amount with presets, WeChat/Alipay, "Pay now")
 * and "Public bank transfer". The amount rules live in `recharge-rules.ts`; payment is the caller's job.
 */
export function RechargeDialog({ open, onOpenChange, presetAmount, onSubmit, submitting, bankTransfer }: RechargeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogTitle>Top up</DialogTitle>
        <Tabs.Root defaultValue="online" className="mt-4">
          <Tabs.List className="flex border-b border-line" aria-label="Top-up method">
            <Tabs.Trigger value="online" className={tabTrigger}>
              Online top-up
            </Tabs.Trigger>
            <Tabs.Trigger value="transfer" className={tabTrigger}>
              Public bank transfer
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="online" className="pt-5">
            {/* Re-mount per opening so the amount resets to the preset. */}
            {open ? (
              <OnlineTopUp presetAmount={presetAmount} onSubmit={onSubmit} submitting={submitting} />
            ) : null}
          </Tabs.Content>
          <Tabs.Content value="transfer" className="pt-5">
            <BankTransfer details={bankTransfer} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}

function OnlineTopUp({
  presetAmount,
  onSubmit,
  submitting,
}: Pick<RechargeDialogProps, 'presetAmount' | 'onSubmit' | 'submitting'>) {
  const amount = useRechargeAmount(initialRechargeAmount(presetAmount));
  const [payType, setPayType] = useState<PayType>(1);
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amount.error) return;
    void onSubmit({ amount: Number(amount.value), payType });
  };

  const showError = touched || amount.value === '' ? amount.error : null;

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        Top-up amount (yuan)
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        {RECHARGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            onClick={() => amount.setValue(String(preset))}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm',
              Number(amount.value) === preset ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line text-ink-soft',
            )}
          >
            ¥{preset}
          </button>
        ))}
      </div>
      <input
        id={inputId}
        inputMode="decimal"
        required
        value={amount.value}
        onChange={(event) => amount.change(event.target.value)}
        onBlur={() => setTouched(true)}
        aria-invalid={showError ? true : undefined}
        aria-describedby={showError ? errorId : undefined}
        className="mt-3 h-10 w-full rounded-md border border-line px-3 text-sm focus:border-brand-500 focus:outline-none"
      />
      {showError ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-danger">
          {showError}
        </p>
      ) : (
        <p className="mt-1 text-xs text-ink-muted">Minimum 10 yuan.</p>
      )}

      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-ink">Payment method</legend>
        <div className="mt-2 flex gap-3">
          {([
            [1, 'WeChat Pay'],
            [2, 'Alipay'],
          ] as const).map(([value, label]) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm',
                payType === value ? 'border-brand-600 bg-brand-50' : 'border-line',
              )}
            >
              <input type="radio" name="pay_type" checked={payType === value} onChange={() => setPayType(value)} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-6 flex justify-end">
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Creating order…' : 'Pay now'}
        </Button>
      </div>
    </form>
  );
}

function BankTransfer({ details }: { details: BankTransferDetails | undefined }) {
  if (!details) {
    return (
      <DialogDescription>
        To top up by public bank transfer, please contact customer support for the company account details. The
        balance is credited once the transfer is confirmed.
      </DialogDescription>
    );
  }
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
      <dt className="text-ink-muted">Account name</dt>
      <dd>{details.accountName}</dd>
      <dt className="text-ink-muted">Bank</dt>
      <dd>{details.bankName}</dd>
      <dt className="text-ink-muted">Account number</dt>
      <dd className="font-mono">{details.accountNumber}</dd>
      {details.note ? <dd className="col-span-2 mt-2 text-ink-soft">{details.note}</dd> : null}
    </dl>
  );
}
