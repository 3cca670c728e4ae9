/**
 * Renewing an instance: choose a duration (the catalog's, with discounts), see the server's price for it
 * (/instance_center/inquiry_renew_instance_price), pay from the wallet with the price seen. The purchase gate
 * opens the recharge dialog on 402 and the real-name reminder on 503; a changed price (409) is reloaded.
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { formatDate, formatMoney } from '@lanyun/ui/format';
import { toast } from '@lanyun/ui/toast';
import { ChoiceGroup } from '../../../components/choice-group';
import { discountLabel } from '../../../lib/discount';
import { newClientToken, readPurchase } from '../../../lib/purchase';
import type { PurchaseGate } from '../../../lib/use-purchase-gate';
import { INSTANCE_KEYS, fetchRenewQuote, renewInstance, type Instance } from '../api/instances';

/** Durations offered for renewal (from /v1/get_duration). */
function useDurations() {
  const { api } = useSession();
  return useQuery({
    queryKey: ['catalog', 'durations'],
    queryFn: async () => {
      const res = await api.call('/v1/get_duration');
      return res.code === 200 && res.data ? res.data : [];
    },
    staleTime: 10 * 60_000,
  });
}

export function RenewDialog({ instance, gate, onClose }: { instance: Instance; gate: PurchaseGate; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const durations = useDurations();
  const [months, setMonths] = useState(1);
  const token = useRef<string | null>(null);
  const quote = useQuery({
    queryKey: INSTANCE_KEYS.renewQuote(instance.instance_id, months),
    queryFn: () => fetchRenewQuote(api, instance.instance_id, months),
    retry: false,
  });
  const pay = useMutation({
    mutationFn: (price: string) => {
      token.current ??= newClientToken();
      return renewInstance(api, instance.instance_id, months, price, token.current);
    },
  });
  const submit = async () => {
    if (!quote.data || !gate.ready()) return;
    const outcome = gate.handle(readPurchase(await pay.mutateAsync(quote.data.price)));
    if (outcome.kind === 'done') {
      toast.success(t('instances.renewedUntil', { date: formatDate(outcome.data.instance.expires_at) }));
      await queryClient.invalidateQueries({ queryKey: INSTANCE_KEYS.all });
      onClose();
      return;
    }
    token.current = null;
    if (outcome.kind === 'price-changed') await quote.refetch();
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('instances.renewTitle', { name: instance.name })}</DialogTitle>
        <DialogDescription>{t('instances.renewIntro', { date: formatDate(instance.expires_at) })}</DialogDescription>
        <div className="mt-5 space-y-4">
          <ChoiceGroup
            label={t('instances.renewDuration')}
            size="sm"
            choices={(durations.data ?? []).map((d) => ({ value: d.months, label: d.label, detail: d.price_pct < 100 ? discountLabel(d.price_pct, t) : undefined }))}
            value={months}
            onChange={(m) => {
              token.current = null;
              setMonths(m);
            }}
          />
          <p className="text-sm text-ink-muted" aria-live="polite">
            {quote.isError ? (
              <span role="alert" className="text-danger">
                {quote.error.message || t('instances.quoteFailed')}
              </span>
            ) : (
              <>
                {t('instances.total')}{' '}
                <span data-testid="renew-total" className="text-2xl font-semibold text-danger">
                  {quote.data ? `¥${formatMoney(quote.data.price)}` : '—'}
                </span>
              </>
            )}
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button disabled={!quote.data || quote.isFetching || pay.isPending} onClick={() => void submit()}>
            {pay.isPending ? t('instances.paying') : t('instances.pay')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
