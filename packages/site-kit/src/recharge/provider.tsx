/**
 * Recharge entry point shared by the sites (spec §2, §4 Recharge, §5, §6, §8): `useRecharge().open()` from anywhere
 * (header user menu "Top up", /user/basic, the cost center, the IP site's /billing) starts the top-up flow of
 * `./flow-dialogs.tsx` (permission and real-name gate, recharge, QR payment, real-name reminder and success
 * dialogs, order polling).
 *
 * The provider sits at the root of every page and most visits never top up, so it is only a context: the flow (its
 * reducer, calls and dialogs) is downloaded and mounted on the first `open()`, and stays mounted afterwards.
 * `open()` does nothing while nobody is logged in.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { useSession } from '@lanyun/session/react';

const RechargeFlowDialogs = lazy(() => import('./flow-dialogs').then((m) => ({ default: m.RechargeFlowDialogs })));

/** react-query keys under this prefix hold wallet data (cost center lists); refreshed after a payment by default. */
export const WALLET_KEY = ['wallet'] as const;

const DEFAULT_REFRESH: readonly QueryKey[] = [WALLET_KEY];

interface RechargeContextValue {
  /** Opens the recharge flow for the logged-in user (optionally with a preset amount in yuan). */
  open: (presetAmount?: number) => void;
}

/** One call of `open()`: the preset amount in yuan, if any. A new object per call. */
export interface RechargeOpenRequest {
  presetAmount: number | undefined;
}

const RechargeContext = createContext<RechargeContextValue | null>(null);

/** Props of {@link RechargeProvider}; the links default to the cloud site's own paths. */
export interface RechargeProviderProps {
  children: ReactNode;
  /** react-query key prefixes refreshed after a payment, besides the session user (default: {@link WALLET_KEY}). */
  refreshKeys?: readonly QueryKey[];
  /** The real-name reminder's "verify" link (default '/user/auth'). */
  verifyHref?: string;
  /** The success dialog's links to buy a server and a cloud phone (default '/ecs' and '/buyphone'). */
  ecsHref?: string;
  phoneHref?: string;
  /**
   * The "Public bank transfer" tab: 'declare' (default) shows the account and the declaration form, 'details' the
   * account only (the declaration is then made on the cloud site's cost center).
   */
  bankTransfer?: 'declare' | 'details';
}

/** Hosts the recharge flow; place it inside the session, react-query and i18n providers. */
export function RechargeProvider({ children, refreshKeys = DEFAULT_REFRESH, ...options }: RechargeProviderProps) {
  const { user } = useSession();
  const [request, setRequest] = useState<RechargeOpenRequest | null>(null);
  const open = useCallback(
    (presetAmount?: number) => {
      if (user) setRequest({ presetAmount });
    },
    [user],
  );
  const value = useMemo(() => ({ open }), [open]);
  return (
    <RechargeContext.Provider value={value}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <RechargeFlowDialogs request={request} refreshKeys={refreshKeys} {...options} />
        </Suspense>
      ) : null}
    </RechargeContext.Provider>
  );
}

/** The recharge flow; must be used inside {@link RechargeProvider}. */
export function useRecharge(): RechargeContextValue {
  const value = useContext(RechargeContext);
  if (!value) throw new Error('useRecharge must be used inside <RechargeProvider>');
  return value;
}
