/**
 * The reactions every buy button shares (ECS, renewals, cloud phones): before the call, a visitor who is logged out
 * goes to log in and a customer without real-name verification gets the reminder (as the wallet does); after the
 * call, {@link readPurchase}'s outcome opens the recharge dialog (402, with the shortfall) or the real-name reminder
 * (503). `onTopUp` opens the shared recharge flow (the route passes `useRecharge().open`).
 */
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { isRealNameVerified } from '@lanyun/ui/real-name';
import { RealNameDialog } from '@lanyun/ui/real-name-dialog';
import { topUpPreset, type PurchaseOutcome } from './purchase';

/** What {@link usePurchaseGate} returns. */
export interface PurchaseGate {
  /** True when the purchase may be sent; otherwise it already sent the visitor to log in or opened the reminder. */
  ready: () => boolean;
  /** Reacts to a purchase outcome (recharge dialog, real-name reminder); returns it for further handling. */
  handle: <T>(outcome: PurchaseOutcome<T>) => PurchaseOutcome<T>;
  /** The real-name reminder; render it once. */
  dialog: ReactNode;
}

/** See the module docstring. `returnTo` is where log-in comes back to (default: the current page). */
export function usePurchaseGate({
  onTopUp,
  returnTo,
}: {
  onTopUp: (preset?: number) => void;
  returnTo?: string;
}): PurchaseGate {
  const { user } = useSession();
  const navigate = useNavigate();
  const [realNameOpen, setRealNameOpen] = useState(false);
  const ready = () => {
    if (!user) {
      void navigate(
        `/login?tp=1&redirect=${encodeURIComponent(returnTo ?? `${window.location.pathname}${window.location.search}`)}`,
      );
      return false;
    }
    if (!isRealNameVerified(user)) {
      setRealNameOpen(true);
      return false;
    }
    return true;
  };
  const handle = <T,>(outcome: PurchaseOutcome<T>) => {
    if (outcome.kind === 'top-up') onTopUp(topUpPreset(outcome.shortfall));
    if (outcome.kind === 'real-name') setRealNameOpen(true);
    return outcome;
  };
  return { ready, handle, dialog: <RealNameDialog open={realNameOpen} onOpenChange={setRealNameOpen} /> };
}
