/**
 * Recharge entry point (spec §4 Recharge, §5, §6): `useRecharge().open()` from anywhere (header "Top up",
 * profile page). Decides between the no-permission toast, the real-name reminder and the recharge dialog.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSession } from '@lanyun/session/react';
import { RealNameDialog } from '@lanyun/ui/real-name-dialog';
import { RechargeDialog, type RechargeRequest } from '@lanyun/ui/recharge-dialog';
import { NO_PERMISSION_MESSAGE, rechargeGate } from '@lanyun/ui/recharge-rules';
import { RechargeSuccessDialog } from '@lanyun/ui/recharge-success-dialog';
import { toast } from '@lanyun/ui/toast';

interface RechargeContextValue {
  /** Opens the recharge flow for the logged-in user (optionally with a preset amount in yuan). */
  open: (presetAmount?: number) => void;
}

const RechargeContext = createContext<RechargeContextValue | null>(null);

/** Message while online payment is not wired (a later issue connects /balance_recharge/charge_order_add). */
export const PAYMENT_NOT_AVAILABLE = 'Online top-up is not available yet. Please use a public bank transfer.';

/**
 * Hosts the recharge, real-name reminder and recharge-success dialogs. `onPay` creates the order; until the
 * payment wiring lands it defaults to a warning toast.
 */
export function RechargeProvider({
  children,
  onPay,
}: {
  children: ReactNode;
  onPay?: (request: RechargeRequest) => Promise<'paid' | 'failed' | 'real-name'>;
}) {
  const { user, permissionKeys } = useSession();
  const [dialog, setDialog] = useState<'none' | 'recharge' | 'real-name' | 'success'>('none');
  const [preset, setPreset] = useState<number | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);

  const open = useCallback(
    (presetAmount?: number) => {
      if (!user) return;
      const gate = rechargeGate(user, permissionKeys);
      if (gate === 'no-permission') {
        toast.warning(NO_PERMISSION_MESSAGE);
        return;
      }
      setPreset(presetAmount);
      setDialog(gate === 'real-name' ? 'real-name' : 'recharge');
    },
    [user, permissionKeys],
  );

  const submit = async (request: RechargeRequest) => {
    if (!onPay) {
      toast.warning(PAYMENT_NOT_AVAILABLE);
      return;
    }
    setSubmitting(true);
    try {
      const outcome = await onPay(request);
      if (outcome === 'paid') setDialog('success');
      else if (outcome === 'real-name') setDialog('real-name');
    } finally {
      setSubmitting(false);
    }
  };

  const value = useMemo(() => ({ open }), [open]);
  const onOpenChange = (next: boolean) => (next ? undefined : setDialog('none'));

  return (
    <RechargeContext.Provider value={value}>
      {children}
      <RechargeDialog
        open={dialog === 'recharge'}
        onOpenChange={onOpenChange}
        presetAmount={preset ?? null}
        onSubmit={submit}
        submitting={submitting}
      />
      <RealNameDialog open={dialog === 'real-name'} onOpenChange={onOpenChange} />
      <RechargeSuccessDialog open={dialog === 'success'} onOpenChange={onOpenChange} />
    </RechargeContext.Provider>
  );
}

/** The recharge flow; must be used inside {@link RechargeProvider}. */
export function useRecharge(): RechargeContextValue {
  const value = useContext(RechargeContext);
  if (!value) throw new Error('useRecharge must be used inside <RechargeProvider>');
  return value;
}
