import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as Tabs from 'radix-ui/tabs';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from './button';
import { cn } from './cn';
import { copyText } from './copy';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { Field } from './field';
import { toast } from './toast';
import {
  RECHARGE_DEBOUNCE_MS,
  RECHARGE_MIN,
  RECHARGE_PRESETS,
  initialRechargeAmount,
  raiseToMinimum,
  sanitizeAmountInput,
  validateRechargeAmount,
  RECHARGE_MAX,
  BANK_TRANSFER_MAX,
} from './recharge-rules';
import { type FailedQuery, QueryError } from './query-error';

/** Payment channel: 1 WeChat Pay, 2 Alipay (spec §3 Recharge order `pay_type`). */
export type PayType = 1 | 2;

/** What the online tab submits. */
export interface RechargeRequest {
  /** Amount in yuan, ≥ 10. */
  amount: number;
  payType: PayType;
}

/** Details shown on the public bank transfer tab (the app loads them from `/balance_recharge/bank_info`). */
export interface BankTransferDetails {
  accountName: string;
  bankName: string;
  accountNumber: string;
  /** What to write in the transfer remark (e.g. the account ID). */
  note?: string;
}

/** What the bank transfer form submits (a declaration; finance credits it once the money arrives). */
export interface BankTransferRequest {
  /** Amount in yuan, ≥ 10. */
  amount: number;
  payerName: string;
  /** The bank's transaction reference, may be empty. */
  reference: string;
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
  bankTransfer?: BankTransferDetails | undefined;
  /** True while the bank details are loading. */
  bankTransferLoading?: boolean;
  /** The bank details' query when it failed: the tab shows the error with a retry. */
  bankTransferFailure?: FailedQuery | undefined;
  /**
   * Declares a bank transfer; resolve to true when it was recorded (the form then clears). Without it the tab
   * shows only the account details.
   */
  onBankTransfer?: (request: BankTransferRequest) => boolean | Promise<boolean>;
  /** Disables the transfer form's button while the declaration is being sent. */
  bankTransferSubmitting?: boolean;
}

/**
 * Amount field state with the spec §4 rule: an amount below 10 is raised to 10 after a 0.5 s pause in typing.
 * Returns the current text, a change handler and the validation message (null when valid).
 */
export function useRechargeAmount(initial: number) {
  const { t } = useTranslation('ui');
  const [value, setValue] = useState(String(initial));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const change = (raw: string) => {
    const next = sanitizeAmountInput(raw);
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setValue((current) => raiseToMinimum(current)), RECHARGE_DEBOUNCE_MS);
  };

  return { value, change, setValue, error: validateRechargeAmount(value, t) } as const;
}

const tabTrigger =
  'flex-1 border-b-2 border-transparent px-4 py-2 text-sm font-medium text-ink-soft data-[state=active]:border-brand-600 data-[state=active]:text-brand-600';

/**
 * Recharge dialog (spec §2) with two tabs: "Online top-up" (amount with presets, WeChat/Alipay, "Pay now")
 * and "Public bank transfer" (the provider's account with copy buttons and a form declaring a transfer). The amount
 * rules live in `recharge-rules.ts`; creating orders and declaring transfers is the caller's job.
 */
export function RechargeDialog({
  open,
  onOpenChange,
  presetAmount,
  onSubmit,
  submitting,
  bankTransfer,
  bankTransferLoading,
  bankTransferFailure,
  onBankTransfer,
  bankTransferSubmitting,
}: RechargeDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" className="max-h-[calc(100vh-2rem)] overflow-y-auto">
        <DialogTitle>{t('recharge.title')}</DialogTitle>
        <Tabs.Root defaultValue="online" className="mt-4">
          <Tabs.List className="flex border-b border-line" aria-label={t('recharge.method')}>
            <Tabs.Trigger value="online" className={tabTrigger}>
              {t('recharge.online')}
            </Tabs.Trigger>
            <Tabs.Trigger value="transfer" className={tabTrigger}>
              {t('recharge.transfer')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="online" className="pt-5">
            {/* Re-mount per opening so the amount resets to the preset. */}
            {open ? <OnlineTopUp presetAmount={presetAmount} onSubmit={onSubmit} submitting={submitting} /> : null}
          </Tabs.Content>
          <Tabs.Content value="transfer" className="pt-5">
            <BankTransfer
              details={bankTransfer}
              loading={bankTransferLoading}
              failure={bankTransferFailure}
              onDeclare={onBankTransfer}
              submitting={bankTransferSubmitting}
            />
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
  const { t } = useTranslation('ui');
  const amount = useRechargeAmount(initialRechargeAmount(presetAmount));
  const [payType, setPayType] = useState<PayType>(1);
  const [touched, setTouched] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const amountInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amount.error) {
      // Focus goes to the field to correct, not left on the button (WCAG 3.3.1).
      amountInput.current?.focus();
      // Over the online limit: refused here, before any order exists, with one toast (the field shows it too).
      if (Number(amount.value) > RECHARGE_MAX) toast.error(amount.error);
      return;
    }
    void onSubmit({ amount: Number(amount.value), payType });
  };

  const showError = touched || amount.value === '' ? amount.error : null;

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {t('recharge.amount')}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        {RECHARGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            // The chosen preset is told by more than its colour (WCAG 1.4.1): pressed for assistive technology.
            aria-pressed={Number(amount.value) === preset}
            onClick={() => amount.setValue(String(preset))}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm',
              Number(amount.value) === preset
                ? 'border-brand-600 bg-brand-50 text-brand-700'
                : 'border-line text-ink-soft',
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
        ref={amountInput}
        className="mt-3 h-10 w-full rounded-md border border-line px-3 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      {showError ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-danger-strong">
          {showError}
        </p>
      ) : (
        <p className="mt-1 text-xs text-ink-muted">{t('recharge.amountHint', { min: RECHARGE_MIN })}</p>
      )}

      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-ink">{t('recharge.payMethod')}</legend>
        <div className="mt-2 flex gap-3">
          {(
            [
              [1, t('recharge.wechat')],
              [2, t('recharge.alipay')],
            ] as const
          ).map(([value, label]) => (
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
          {submitting ? t('recharge.creatingOrder') : t('recharge.payNow')}
        </Button>
      </div>
    </form>
  );
}

/** One row of the bank details with a "Copy" button (accessible name `copyLabel`, e.g. "Copy account name"). */
function CopyRow({
  label,
  copyLabel,
  value,
  mono,
}: {
  label: string;
  copyLabel: string;
  value: string;
  mono?: boolean;
}) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <dt className="w-32 shrink-0 text-ink-muted">{label}</dt>
      <dd className={cn('min-w-0 flex-1 text-ink [overflow-wrap:anywhere]', mono && 'font-mono')}>{value}</dd>
      <button
        type="button"
        aria-label={copyLabel}
        onClick={() => void copyText(value, t)}
        className="shrink-0 text-xs text-brand-600 hover:underline"
      >
        {t('recharge.copy')}
      </button>
    </div>
  );
}

/**
 * The "Public bank transfer" tab: the provider's account (each value with a copy button) and a form declaring a
 * transfer (amount ≥ 10, payer name, reference). The balance is credited once finance confirms receipt.
 */
function BankTransfer({
  details,
  loading,
  failure,
  onDeclare,
  submitting,
}: {
  details: BankTransferDetails | undefined;
  loading: boolean | undefined;
  failure: FailedQuery | undefined;
  onDeclare: RechargeDialogProps['onBankTransfer'];
  submitting: boolean | undefined;
}) {
  const { t } = useTranslation('ui');
  if (loading) return <p className="text-sm text-ink-muted">{t('recharge.loadingBank')}</p>;
  if (failure) return <QueryError query={failure} />;
  if (!details) {
    return <DialogDescription>{t('recharge.noBank')}</DialogDescription>;
  }
  return (
    <div>
      <p className="text-sm text-ink-soft">{t('recharge.transferIntro')}</p>
      <dl className="mt-3 divide-y divide-line rounded-md border border-line px-3 text-sm">
        <CopyRow
          label={t('recharge.accountName')}
          copyLabel={t('recharge.copyAccountName')}
          value={details.accountName}
        />
        <CopyRow label={t('recharge.bank')} copyLabel={t('recharge.copyBank')} value={details.bankName} />
        <CopyRow
          label={t('recharge.accountNumber')}
          copyLabel={t('recharge.copyAccountNumber')}
          value={details.accountNumber}
          mono
        />
      </dl>
      {details.note ? <p className="mt-2 text-xs text-warning-strong">{details.note}</p> : null}
      {onDeclare ? <TransferForm onDeclare={onDeclare} submitting={submitting} /> : null}
    </div>
  );
}

function TransferForm({
  onDeclare,
  submitting,
}: {
  onDeclare: NonNullable<RechargeDialogProps['onBankTransfer']>;
  submitting: boolean | undefined;
}) {
  const { t } = useTranslation('ui');
  const [amount, setAmount] = useState('');
  const [payer, setPayer] = useState('');
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const amountError = touched ? validateRechargeAmount(amount, t, BANK_TRANSFER_MAX) : null;
  const payerError = touched && payer.trim() === '' ? t('recharge.payerRequired') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validateRechargeAmount(amount, t, BANK_TRANSFER_MAX) || payer.trim() === '') {
      // Focus goes to the first field to correct (WCAG 3.3.1); the fields show their errors after this render.
      const form = event.currentTarget as HTMLFormElement;
      const first = validateRechargeAmount(amount, t, BANK_TRANSFER_MAX) ? 0 : 1;
      form.querySelectorAll<HTMLInputElement>('input')[first]?.focus();
      return;
    }
    const recorded = await onDeclare({ amount: Number(amount), payerName: payer.trim(), reference: reference.trim() });
    if (recorded) {
      setAmount('');
      setPayer('');
      setReference('');
      setTouched(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-3 border-t border-line pt-4">
      <p className="text-sm font-medium text-ink">{t('recharge.declareTitle')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('recharge.transferAmount')}
          inputMode="decimal"
          required
          value={amount}
          onChange={(event) => setAmount(sanitizeAmountInput(event.target.value))}
          error={amountError ?? undefined}
        />
        <Field
          label={t('recharge.payerName')}
          required
          maxLength={100}
          value={payer}
          onChange={(event) => setPayer(event.target.value)}
          error={payerError ?? undefined}
        />
      </div>
      <Field
        label={t('recharge.reference')}
        maxLength={100}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <div className="flex justify-end pt-1">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('recharge.submitting') : t('recharge.submitTransfer')}
        </Button>
      </div>
    </form>
  );
}
