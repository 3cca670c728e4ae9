/**
 * The reactions every buy button shares (ECS, renewals, cloud phones): before the call, a visitor who is logged out
 * goes to log in and a customer without real-name verification gets the reminder (as the wallet does); after the
 * call, {@link readPurchase}'s outcome opens the recharge dialog (402, with the shortfall) or the real-name reminder
 * (503). `onTopUp` opens the shared recharge flow (the route passes `useRecharge().open`).
 * The reminder (a Radix dialog, ≈ 15 KB gzip with its dependencies) is downloaded the first time it opens, so the
 * order pages do not load it up front.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { isRealNameVerified } from '@lanyun/ui/real-name';
import { topUpPreset, type PurchaseOutcome } from './purchase';

const RealNameDialog = lazy(() => import('@lanyun/ui/real-name-dialog').then((m) => ({ default: m.RealNameDialog })));

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
  const [realNameOpen, setOpen] = useState(false);
  // Whether the reminder has been opened once: it is mounted (and its code loaded) from then on.
  const [realNameShown, setShown] = useState(false);
  const setRealNameOpen = (open: boolean) => {
    if (open) setShown(true);
    setOpen(open);
  };
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
  const dialog = realNameShown ? (
    <Suspense fallback={null}>
      <RealNameDialog open={realNameOpen} onOpenChange={setRealNameOpen} />
    </Suspense>
  ) : null;
  return { ready, handle, dialog };
}
