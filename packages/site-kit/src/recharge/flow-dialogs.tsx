/**
 * The recharge flow behind `RechargeProvider` (spec §2, §4 Recharge, §5, §6, §8), loaded on the first `open()`: the
 * pure reducer of `./flow.ts`, the order and bank-transfer calls, the order polling and the four dialogs.
 *
 * - each new `request` (one per `open()`) runs the gate: a sub-account without cost-3-1 gets the no-permission
 *   toast; real-name status ≠ 2 the reminder; otherwise the recharge dialog opens with the preset amount;
 * - "Pay now" creates the order (`/balance_recharge/charge_order_add`); no order or no payUrl → 'Payment failed!',
 *   code 503 → the real-name reminder;
 * - the QR dialog polls `/v1/order_pay_status` every 2 s while open; on '2' the user is refreshed (the session's
 *   user query is invalidated, so the header balance updates) with the site's `refreshKeys`, the dialogs close and
 *   the success dialog opens.
 *
 * The dialogs themselves (Radix Dialog, qrcode.react) are loaded when one is first shown.
 */
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { SESSION_KEYS, useSession } from '@lanyun/session/react';
import type { RechargeRequest } from '@lanyun/ui/recharge-dialog';
import { noPermissionMessage, rechargeGate, type PayState } from '@lanyun/ui/recharge-rules';
import { toast } from '@lanyun/ui/toast';
import { QueryProvider } from '../query';
import { createRechargeOrder } from './api';
import { INITIAL_FLOW, orderFailureMessage, readOrderResponse, rechargeFlow, shouldPoll } from './flow';
import type { RechargeOpenRequest, RechargeProviderProps } from './provider';
import { useBankTransfer } from './use-bank-transfer';
import { useOrderPolling } from './use-order-polling';

const loadQrPayDialog = () => import('@lanyun/ui/qr-pay-dialog');
const QrPayDialog = lazy(() => loadQrPayDialog().then((m) => ({ default: m.QrPayDialog })));
const RealNameDialog = lazy(() => import('@lanyun/ui/real-name-dialog').then((m) => ({ default: m.RealNameDialog })));
const RechargeDialog = lazy(() => import('@lanyun/ui/recharge-dialog').then((m) => ({ default: m.RechargeDialog })));
const RechargeSuccessDialog = lazy(() =>
  import('@lanyun/ui/recharge-success-dialog').then((m) => ({ default: m.RechargeSuccessDialog })),
);

/** Props of {@link RechargeFlowDialogs}: the provider's options plus the latest open request. */
export interface RechargeFlowDialogsProps extends Omit<RechargeProviderProps, 'children' | 'refreshKeys'> {
  /** The latest `open()`; a new object for every call, each handled once. */
  request: RechargeOpenRequest;
  refreshKeys: readonly QueryKey[];
}

/**
 * Runs the recharge flow for the logged-in user and renders its dialogs once one has been shown; inside the page's
 * shared react-query client (the provider sits above the routes, which bring their own `QueryProvider`).
 */
export function RechargeFlowDialogs(props: RechargeFlowDialogsProps) {
  return (
    <QueryProvider>
      <FlowDialogs {...props} />
    </QueryProvider>
  );
}

function FlowDialogs({
  request,
  refreshKeys,
  verifyHref,
  ecsHref,
  phoneHref,
  bankTransfer = 'declare',
}: RechargeFlowDialogsProps) {
  const { api, user, permissionKeys } = useSession();
  const { t } = useTranslation('kit');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(rechargeFlow, INITIAL_FLOW);

  // Each request is handled once (also when effects run twice in development).
  const handled = useRef<RechargeOpenRequest | null>(null);
  useEffect(() => {
    if (handled.current === request) return;
    handled.current = request;
    if (!user) return;
    const gate = rechargeGate(user, permissionKeys);
    if (gate === 'no-permission') toast.warning(noPermissionMessage(t));
    dispatch({ type: 'open', gate, preset: request.presetAmount });
  }, [request, user, permissionKeys, t]);

  const order = useMutation({
    mutationFn: (req: RechargeRequest) => createRechargeOrder(api, req.amount, req.payType),
  });
  // The control that submitted the order ("Pay now", or the amount field on Enter), before it is disabled while the
  // order is created: focus goes back to it when the QR dialog closes.
  const payControl = useRef<HTMLElement | null>(null);
  const submit = async (req: RechargeRequest) => {
    const active = document.activeElement;
    payControl.current = active instanceof HTMLElement && active !== document.body ? active : null;
    const result = readOrderResponse(await order.mutateAsync(req));
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
  const onOpenChange = (next: boolean) => (next ? undefined : dispatch({ type: 'close' }));
  // Mount (and so download) the dialogs when one is first shown; they stay mounted so closing can animate.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  if (!dialogsUsed && (state.dialog !== 'none' || state.order)) setDialogsUsed(true);
  useEffect(() => {
    if (dialogsUsed) void loadQrPayDialog(); // ready before "Pay now" creates the order
  }, [dialogsUsed]);

  if (!dialogsUsed) return null;
  // One boundary per dialog, so the QR dialog loading never hides the recharge dialog under it.
  return (
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
          bankTransferFailure={bank.failure}
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
            returnFocus={payControl}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        <RealNameDialog open={state.dialog === 'real-name'} onOpenChange={onOpenChange} verifyHref={verifyHref} />
      </Suspense>
      <Suspense fallback={null}>
        <RechargeSuccessDialog
          open={state.dialog === 'success'}
          onOpenChange={onOpenChange}
          ecsHref={ecsHref}
          phoneHref={phoneHref}
        />
      </Suspense>
    </>
  );
}
