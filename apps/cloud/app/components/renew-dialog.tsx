/**
 * Renewing something bought for a period (an ECS instance, a cloud phone): choose a duration (the product's catalog
 * durations, with discounts), see the server's price for it line by line, tick the service agreement, pay from the
 * wallet with the price seen (the pay button is disabled until the agreement is ticked). The purchase
 * gate opens the recharge dialog on 402 (preset to the shortfall) and the real-name reminder on 503; a changed price
 * (409 with data.price) is fetched again and must be accepted by paying again. Each product describes its calls in a
 * {@link Renewal} (`instanceRenewal` in features/instances, `phoneRenewal` in features/phone-order).
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Envelope } from '@lanyun/api-sdk';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { formatZoned, formatMoney } from '@lanyun/ui/format';
import { toast } from '@lanyun/ui/toast';
import { newClientToken, readPurchase } from '../lib/purchase';
import type { PurchaseGate } from '../lib/use-purchase-gate';
import { OrderConfirmBody, type ConfirmLine } from '@lanyun/ui/order-confirm';
import { QueryError } from '@lanyun/ui/query-error';
import { DurationChoice } from './duration-choice';

/** A renewal duration of a product's catalog: months, its label, and the percent of the list price paid. */
export interface RenewDuration {
  months: number;
  label: string;
  price_pct: number;
}

/** What one product's renewal needs: its name and expiry, and its calls (each rejects with the API's message). */
export interface Renewal<T> {
  /** Shown in the title ("Renew web-1"). */
  name: string;
  /** Current expiry, unix seconds. */
  expiresAt: number;
  /** The durations offered (react-query key and loader). */
  durations: { queryKey: QueryKey; queryFn: () => Promise<RenewDuration[]> };
  /** The server's price for `months` (react-query key and loader); `price` in yuan, `breakdown` its lines. */
  quote: (months: number) => {
    queryKey: QueryKey;
    queryFn: () => Promise<{ price: string; breakdown?: ConfirmLine[] }>;
  };
  /**
   * Pays the renewal with the price seen (yuan), an idempotency key and the service agreement ticked (`agree`, which
   * the server requires); resolves with the envelope.
   */
  pay: (months: number, price: string, clientToken: string, agree: true) => Promise<Envelope<T>>;
  /** The new expiry (unix seconds) from a paid renewal. */
  renewedUntil: (data: T) => number;
  /** Query key invalidated after paying (the product's list). */
  invalidate: QueryKey;
}

/** The renewal dialog of `renewal`; closes itself once paid (toast with the new expiry). */
export function RenewDialog<T>({
  renewal,
  gate,
  onClose,
}: {
  renewal: Renewal<T>;
  gate: PurchaseGate;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const durations = useQuery({ ...renewal.durations, staleTime: 10 * 60_000 });
  const [months, setMonths] = useState(1);
  const [agreed, setAgreed] = useState(false);
  const token = useRef<string | null>(null);
  const quote = useQuery({ ...renewal.quote(months), retry: false });
  const pay = useMutation({
    mutationFn: (price: string) => {
      token.current ??= newClientToken();
      return renewal.pay(months, price, token.current, true);
    },
  });
  const submit = async () => {
    if (!quote.data || !agreed || !gate.ready()) return;
    const outcome = gate.handle(readPurchase(await pay.mutateAsync(quote.data.price)));
    if (outcome.kind === 'done') {
      toast.success(t('renew.renewedUntil', { date: formatZoned(renewal.renewedUntil(outcome.data), 'YYYY-MM-DD') }));
      await queryClient.invalidateQueries({ queryKey: renewal.invalidate });
      onClose();
      return;
    }
    token.current = null;
    if (outcome.kind === 'price-changed') await quote.refetch();
  };
  const expired = renewal.expiresAt * 1000 <= Date.now();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('renew.title', { name: renewal.name })}</DialogTitle>
        <DialogDescription>
          {t(expired ? 'renew.introExpired' : 'renew.intro', { date: formatZoned(renewal.expiresAt, 'YYYY-MM-DD') })}
        </DialogDescription>
        <div className="mt-5 space-y-4">
          <DurationChoice
            durations={durations}
            label={t('renew.duration')}
            months={months}
            onChange={(m) => {
              token.current = null;
              setMonths(m);
            }}
          />
          {quote.isError ? (
            <QueryError query={quote} title={t('renew.quoteFailed')} />
          ) : (
            <p className="text-sm text-ink-muted" aria-live="polite">
              {t('renew.total')}{' '}
              <span data-testid="renew-total" className="text-2xl font-semibold text-danger-strong">
                {quote.data ? `¥${formatMoney(quote.data.price)}` : '—'}
              </span>
            </p>
          )}
          {quote.data ? (
            <OrderConfirmBody
              facts={[]}
              lines={quote.data.breakdown ?? []}
              total={quote.data.price}
              agreementHref="/agreement/service"
              agreed={agreed}
              onAgreedChange={setAgreed}
            />
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button disabled={!quote.data || !agreed || quote.isFetching || pay.isPending} onClick={() => void submit()}>
            {pay.isPending ? t('renew.paying') : t('renew.pay')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
