/**
 * Recharge entry point shared by the sites (spec §2, §4 Recharge, §5, §6, §8): `useRecharge().open()` from anywhere
 * (header user menu "Top up", /user/basic, the cost center, the IP site's /billing). Hosts the recharge, QR payment,
 * real-name reminder and recharge-success dialogs and drives them with the pure reducer of `./flow.ts`:
 *
 * - opening: a sub-account without cost-3-1 gets the no-permission toast; real-name status ≠ 2 the reminder;
 * - "Pay now" creates the order (`/balance_recharge/charge_order_add`); no order or no payUrl → 'Payment failed!',
 *   code 503 → the real-name reminder;
 * - the QR dialog polls `/v1/order_pay_status` every 2 s while open; on '2' the user is refreshed (the session's
 *   user query is invalidated, so the header balance updates) with the site's `refreshKeys`, the dialogs close and
 *   the success dialog opens.
 *
 * The dialogs (with Radix Dialog and qrcode.react) are loaded on the first `open()`, not with the page: the
 * provider sits at the root of every page, and most visits never top up.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { SESSION_KEYS, useSession } from '@lanyun/session/react';
import type { RechargeRequest } from '@lanyun/ui/recharge-dialog';
import { noPermissionMessage, rechargeGate, type PayState } from '@lanyun/ui/recharge-rules';
import { toast } from '@lanyun/ui/toast';
import { createRechargeOrder } from './api';
import { INITIAL_FLOW, orderFailureMessage, readOrderResponse, rechargeFlow, shouldPoll } from './flow';
import { useBankTransfer } from './use-bank-transfer';
import { useOrderPolling } from './use-order-polling';

const loadQrPayDialog = () => import('@lanyun/ui/qr-pay-dialog');
const QrPayDialog = lazy(() => loadQrPayDialog().then((m) => ({ default: m.QrPayDialog })));
const RealNameDialog = lazy(() => import('@lanyun/ui/real-name-dialog').then((m) => ({ default: m.RealNameDialog })));
const RechargeDialog = lazy(() => import('@lanyun/ui/recharge-dialog').then((m) => ({ default: m.RechargeDialog })));
const RechargeSuccessDialog = lazy(() => import('@lanyun/ui/recharge-success-dialog').then((m) => ({ default: m.RechargeSuccessDialog })));

/** react-query keys under this prefix hold wallet data (cost center lists); refreshed after a payment by default. */
export const WALLET_KEY = ['wallet'] as const;

const DEFAULT_REFRESH: readonly QueryKey[] = [WALLET_KEY];

interface RechargeContextValue {
  /** Opens the recharge flow for the logged-in user (optionally with a preset amount in yuan). */
  open: (presetAmount?: number) => void;
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

/** Hosts the recharge dialogs; place it inside the session and react-query providers. */
export function RechargeProvider({
  children,
  refreshKeys = DEFAULT_REFRESH,
  verifyHref,
  ecsHref,
  phoneHref,
  bankTransfer = 'declare',
}: RechargeProviderProps) {
  const { api, user, permissionKeys } = useSession();
  const { t } = useTranslation('kit');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(rechargeFlow, INITIAL_FLOW);

  const open = useCallback(
    (presetAmount?: number) => {
      if (!user) return;
      const gate = rechargeGate(user, permissionKeys);
      if (gate === 'no-permission') toast.warning(noPermissionMessage(t));
      dispatch({ type: 'open', gate, preset: presetAmount });
    },
    [user, permissionKeys, t],
  );

  const order = useMutation({
    mutationFn: (request: RechargeRequest) => createRechargeOrder(api, request.amount, request.payType),
  });
  const submit = async (request: RechargeRequest) => {
    const result = readOrderResponse(await order.mutateAsync(request));
    const message = orderFailureMessage(result, t);
    if (message) toast.error(message);
    dispatch({ type: 'order', result });
  };

  const onState = useCallback(
    (orderNum: string, payState: PayState) => {
      if (payState === 'paid') {
        void queryClient.invalidateQueries({ queryKey: SESSION_KEYS.user });
        for (const queryKey of refreshKeys) void queryClient.invalidateQueries({ queryKey });
      }
      dispatch({ type: 'status', orderNum, state: payState });
    },
    [queryClient, refreshKeys],
  );
  useOrderPolling({ api, orderNum: state.order?.orderNum ?? null, enabled: shouldPoll(state), onState });

  const bank = useBankTransfer(api, state.dialog === 'recharge');
  const value = useMemo(() => ({ open }), [open]);
  const onOpenChange = (next: boolean) => (next ? undefined : dispatch({ type: 'close' }));
  // Mount (and so download) the dialogs on the first open; they stay mounted so closing can animate.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  if (!dialogsUsed && (state.dialog !== 'none' || state.order)) setDialogsUsed(true);
  useEffect(() => {
    if (dialogsUsed) void loadQrPayDialog(); // ready before "Pay now" creates the order
  }, [dialogsUsed]);

  return (
    <RechargeContext.Provider value={value}>
      {children}
      {dialogsUsed ? (
        // One boundary per dialog, so the QR dialog loading never hides the recharge dialog under it.
        <>
          <Suspense fallback={null}>
            <RechargeDialog
              open={state.dialog === 'recharge'}
              onOpenChange={onOpenChange}
              presetAmount={state.preset ?? null}
              onSubmit={submit}
              submitting={order.isPending}
              bankTransfer={bank.details}
              bankTransferLoading={bank.loading}
              onBankTransfer={bankTransfer === 'declare' ? bank.declare : undefined}
              bankTransferSubmitting={bank.declaring}
            />
          </Suspense>
          <Suspense fallback={null}>
            {state.order ? (
              <QrPayDialog
                open
                amount={state.order.price}
                payUrl={state.order.payUrl}
                orderNum={state.order.orderNum}
                state={state.orderState}
                onClose={() => dispatch({ type: 'close-qr' })}
              />
            ) : null}
          </Suspense>
          <Suspense fallback={null}>
            <RealNameDialog open={state.dialog === 'real-name'} onOpenChange={onOpenChange} verifyHref={verifyHref} />
          </Suspense>
          <Suspense fallback={null}>
            <RechargeSuccessDialog open={state.dialog === 'success'} onOpenChange={onOpenChange} ecsHref={ecsHref} phoneHref={phoneHref} />
          </Suspense>
        </>
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
