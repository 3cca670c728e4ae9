/**
 * Converting a trial cloud phone to a paid one, keeping the phone (转为正式): the customer chooses a duration and
 * auto-renew and sees the order review every purchase has (the shared `OrderConfirmBody`: package, region, duration,
 * the trial's end and the expiry once converted, the server's breakdown, the amount, the service agreement to tick).
 * "Confirm and pay" stays disabled until the agreement is ticked and pays exactly the amount shown
 * (/phone_order/convert_trial with `agree`); nothing is charged before. The purchase gate opens the recharge dialog on
 * 402 (preset to the shortfall) and the real-name reminder on 503; a changed price (409 with data.price) is fetched
 * again and must be confirmed again; a trial that ended meanwhile is refused with the server's reason, shown here.
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { formatMoney, formatZoned } from '@lanyun/ui/format';
import { OrderConfirmBody } from '@lanyun/ui/order-confirm';
import { QueryError } from '@lanyun/ui/query-error';
import { toast } from '@lanyun/ui/toast';
import { newClientToken, readPurchase } from '../../../lib/purchase';
import type { PurchaseGate } from '../../../lib/use-purchase-gate';
import { durationLabel } from '../../ecs-order/order-messages';
import {
  PHONE_KEYS,
  convertTrialPhone,
  fetchPhoneDurations,
  fetchTrialConversionQuote,
  type Phone,
} from '../api/phone-order';
import { DurationChoice } from '../../../components/duration-choice';

/** The conversion dialog of trial phone `phone`; closes itself once paid (toast with the new expiry). */
export function ConvertTrialDialog({
  phone,
  gate,
  onClose,
}: {
  phone: Phone;
  gate: PurchaseGate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const durations = useQuery({
    queryKey: PHONE_KEYS.durations,
    queryFn: () => fetchPhoneDurations(api),
    staleTime: 10 * 60_000,
  });
  const [months, setMonths] = useState(1);
  const [autoRenew, setAutoRenew] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const token = useRef<string | null>(null);
  const quote = useQuery({
    queryKey: PHONE_KEYS.convertQuote(phone.phone_id, months),
    queryFn: () => fetchTrialConversionQuote(api, phone.phone_id, months),
    retry: false,
  });
  const pay = useMutation({
    mutationFn: (price: string) => {
      token.current ??= newClientToken();
      return convertTrialPhone(api, {
        phoneId: phone.phone_id,
        months,
        price,
        autoRenew,
        clientToken: token.current,
        agree: true,
      });
    },
  });
  const submit = async () => {
    if (!quote.data || !agreed || !gate.ready()) return;
    const outcome = gate.handle(readPurchase(await pay.mutateAsync(quote.data.price)));
    if (outcome.kind === 'done') {
      toast.success(t('phones.convert.done', { date: formatZoned(outcome.data.phone.expires_at, 'YYYY-MM-DD') }));
      // Closed at once (the toast says it is done); the list reloads behind it.
      onClose();
      void queryClient.invalidateQueries({ queryKey: PHONE_KEYS.all });
      return;
    }
    token.current = null;
    if (outcome.kind === 'price-changed') await quote.refetch();
  };
  const q = quote.data;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      {/* The review is long: the dialog scrolls within the screen (390 px phones included). */}
      <DialogContent size="lg" className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>{t('phones.convert.title', { name: phone.name })}</DialogTitle>
        <DialogDescription>
          {t('phones.convert.intro', { date: formatZoned(phone.expires_at, 'YYYY-MM-DD HH:mm') })}
        </DialogDescription>
        <div className="mt-5 space-y-4">
          <DurationChoice
            durations={durations}
            label={t('phones.convert.duration')}
            months={months}
            onChange={(m) => {
              token.current = null;
              setMonths(m);
            }}
          />
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={autoRenew}
              onChange={(e) => setAutoRenew(e.target.checked)}
            />
            {t('phones.convert.autoRenew')}
          </label>
          {quote.isError ? (
            <QueryError query={quote} title={t('phones.convert.quoteFailed')} />
          ) : q ? (
            <OrderConfirmBody
              facts={[
                [t('phones.convert.package'), phone.package_name],
                [t('phones.convert.region'), phone.region_name],
                [t('phones.convert.duration'), durationLabel(t, months)],
                [t('phones.convert.trialEnds'), formatZoned(q.trial_expires_at, 'YYYY-MM-DD HH:mm')],
                [t('phones.convert.expires'), formatZoned(q.expires_at, 'YYYY-MM-DD HH:mm')],
                [t('order.fact.autoRenew'), autoRenew ? t('order.fact.on') : t('order.fact.off')],
              ]}
              lines={q.breakdown}
              total={q.price}
              agreementHref="/agreement/service"
              agreed={agreed}
              onAgreedChange={setAgreed}
            />
          ) : (
            <p className="text-sm text-ink-muted">—</p>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button disabled={!q || !agreed || quote.isFetching || pay.isPending} onClick={() => void submit()}>
            {pay.isPending
              ? t('phones.convert.paying')
              : t('phones.convert.pay', { amount: q ? formatMoney(q.price) : '—' })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
