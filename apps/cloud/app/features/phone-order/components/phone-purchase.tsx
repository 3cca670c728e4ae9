/**
 * The /buyphone purchase form: package cards (recommended ones badged), region, duration with its discount,
 * quantity and auto-renew, the server's live price, and "Buy now", which opens the order review (确认订单: package,
 * region, duration, quantity, the server's breakdown, the amount and the service agreement to tick) in place of the
 * form. "Confirm and pay" places the order with the amount shown and the agreement, with the same reactions as ECS
 * (log in, real-name reminder, recharge dialog on 402, changed price on 409). A paid order goes to the phone list.
 */
import { useEffect, useRef, useState } from 'react';
import { OrderConfirm } from '@lanyun/ui/order-confirm';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { noPermissionMessage } from '@lanyun/ui/recharge-rules';
import { toast } from '@lanyun/ui/toast';
import { ChoiceGroup, Step } from '../../../components/choice-group';
import { MobileBuyBar } from '../../../components/mobile-buy-bar';
import { discountLabel } from '../../../lib/discount';
import { durationLabel } from '../../ecs-order/order-messages';
import { newClientToken, readPurchase } from '../../../lib/purchase';
import { usePurchaseGate } from '../../../lib/use-purchase-gate';
import {
  PHONE_KEYS,
  createPhoneOrder,
  type PhoneDuration,
  type PhonePackage,
  type PhoneRegion,
  type RecommendedPackage,
} from '../api/phone-order';
import { usePhoneQuote } from '../hooks/use-phone-quote';
import {
  MAX_PHONES,
  clampQuantity,
  initialPhoneChoice,
  phoneOrderParams,
  phoneQuoteParams,
  type PhoneChoice,
} from '../phone-order';

/** Keys a sub-account needs to buy cloud phones (docs/permissions.md): server-2-2 and cost-2-2. */
export const PHONE_BUY_KEYS = ['server-2-2', 'cost-2-2'] as const;

/** Where a paid order goes. */
export const PHONE_LIST_PATH = '/user/phones';

export interface PhoneCatalog {
  packages: PhonePackage[];
  regions: PhoneRegion[];
  durations: PhoneDuration[];
  recommended: RecommendedPackage[];
}

/**
 * The purchase form for `catalog`. It starts on `packageId` when given (the recommended cards' links), else on the
 * first recommended package, else the first package; `onTopUp` opens the recharge flow with a preset amount.
 */
export function PhonePurchase({
  catalog,
  packageId,
  onTopUp,
}: {
  catalog: PhoneCatalog;
  packageId?: number | undefined;
  onTopUp: (preset?: number) => void;
}) {
  const { t } = useTranslation();
  const { api, user, can } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<PhoneChoice>(() =>
    initialPhoneChoice({ ...catalog, recommendedId: packageId ?? catalog.recommended[0]?.id }),
  );
  const quote = usePhoneQuote(phoneQuoteParams(choice));
  const gate = usePurchaseGate({ onTopUp, returnTo: '/buyphone' });
  const token = useRef<string | null>(null);
  const order = useMutation({
    mutationFn: (params: NonNullable<ReturnType<typeof phoneOrderParams>>) =>
      createPhoneOrder(api, { ...params, agree: true }),
  });
  // The order under review: the quote and the order fields as they were when "Buy now" was pressed.
  const [review, setReview] = useState<{
    quote: NonNullable<typeof quote.quote>;
    params: NonNullable<ReturnType<typeof phoneOrderParams>>;
  } | null>(null);
  const reviewTop = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!review) return;
    reviewTop.current?.scrollIntoView({ block: 'start' });
    document.getElementById('order-confirm-title')?.focus({ preventScroll: true });
  }, [review]);
  const set = (patch: Partial<PhoneChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const badges = new Map(catalog.recommended.map((r) => [r.id, r.badge]));

  /** "Buy now": opens the review; nothing is sent to the order call yet. */
  const buy = () => {
    if (!gate.ready() || !quote.current || !quote.quote) return;
    token.current ??= newClientToken();
    const params = phoneOrderParams(choice, quote.quote.price, token.current);
    if (!params) return;
    setReview({ quote: quote.quote, params });
  };

  /** "Confirm and pay" on the review: the order with the amount shown and the agreement ticked. */
  const pay = async () => {
    if (!review) return;
    const outcome = gate.handle(readPurchase(await order.mutateAsync(review.params)));
    if (outcome.kind === 'done') {
      toast.success(t('buyphone.paid', { order: outcome.data.order_num }));
      await queryClient.invalidateQueries({ queryKey: PHONE_KEYS.all });
      void navigate(PHONE_LIST_PATH);
      return;
    }
    token.current = null;
    if (outcome.kind === 'price-changed') {
      setReview(null);
      await queryClient.invalidateQueries({ queryKey: ['phones', 'quote'] });
    }
  };

  if (!catalog.packages.length) return <p className="text-center text-ink-muted">{t('buyphone.noPackages')}</p>;
  const q = quote.quote;
  // The buy button (or log-in link, or the no-permission note) in the summary and in the phone's bottom bar.
  const action = (placement: string) =>
    user && !PHONE_BUY_KEYS.every(can) ? (
      <p role="note" className={cn('rounded-md bg-surface p-3 text-sm text-ink-soft', placement)}>
        {noPermissionMessage(t)}
      </p>
    ) : user ? (
      <Button size="lg" className={placement} disabled={order.isPending || !quote.current} onClick={buy}>
        {order.isPending ? t('order.summary.placing') : t('common.buyNow')}
      </Button>
    ) : (
      <UiLink href="/login?tp=1&redirect=%2Fbuyphone" className={buttonClass('primary', 'lg', placement)}>
        {t('order.summary.logIn')}
      </UiLink>
    );
  if (review) {
    const pkg = catalog.packages.find((p) => p.id === review.params.pkg_id);
    const region = catalog.regions.find((r) => r.id === review.params.region_id);
    return (
      <div ref={reviewTop} className="scroll-mt-20">
        <OrderConfirm
          facts={[
            [
              t('buyphone.package'),
              pkg
                ? `${pkg.name} · ${t('buyphone.spec', { cpu: pkg.cpu, memory: pkg.memory_gb, storage: pkg.storage_gb })}`
                : '—',
            ],
            [t('order.fact.region'), region?.name ?? '—'],
            [t('order.purchase.duration'), durationLabel(t, review.params.duration_months)],
            [t('order.purchase.quantity'), t('buyphone.phones', { count: review.params.quantity })],
            [t('order.fact.autoRenew'), review.params.auto_renew ? t('order.fact.on') : t('order.fact.off')],
          ]}
          lines={review.quote.breakdown}
          total={review.quote.price}
          agreementHref="/agreement/service"
          paying={order.isPending}
          onBack={() => setReview(null)}
          onConfirm={() => void pay()}
        />
        {gate.dialog}
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_300px]">
      <div className="min-w-0 rounded-xl border border-line bg-white px-5 shadow-sm">
        <Step title={t('buyphone.package')}>
          <div
            role="radiogroup"
            aria-label={t('buyphone.package')}
            className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4"
          >
            {catalog.packages.map((p) => {
              const checked = p.id === choice.pkgId;
              const badge = badges.get(p.id);
              return (
                <button
                  key={p.id}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  aria-label={t('buyphone.packageOf', { name: p.name })}
                  onClick={() => set({ pkgId: p.id })}
                  className={cn(
                    'relative rounded-lg border p-4 text-left',
                    checked
                      ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                      : 'border-line hover:border-brand-300',
                  )}
                >
                  {badge ? (
                    <span className="absolute -top-2 right-3 rounded bg-danger-strong px-1.5 py-0.5 text-xs text-white">
                      {badge}
                    </span>
                  ) : null}
                  <span className="block font-semibold text-ink">{p.name}</span>
                  <span className="mt-1 block text-xs text-ink-muted">
                    {t('buyphone.spec', { cpu: p.cpu, memory: p.memory_gb, storage: p.storage_gb })}
                  </span>
                  <span className="mt-2 block text-sm">
                    <span className="font-semibold text-danger-strong">¥{formatMoney(p.price_month)}</span>
                    <span className="text-ink-muted"> {t('common.perMonth')}</span>
                  </span>
                </button>
              );
            })}
          </div>
        </Step>
        <Step title={t('order.fact.region')}>
          <ChoiceGroup
            label={t('buyphone.region')}
            size="sm"
            choices={catalog.regions.map((r) => ({ value: r.id, label: r.name }))}
            value={choice.regionId}
            onChange={(regionId) => set({ regionId })}
          />
        </Step>
        <Step title={t('order.purchase.duration')}>
          <ChoiceGroup
            label={t('buyphone.duration')}
            size="sm"
            choices={catalog.durations.map((d) => ({
              value: d.months,
              label: durationLabel(t, d.months),
              detail: d.price_pct < 100 ? discountLabel(d.price_pct, t) : undefined,
            }))}
            value={choice.months}
            onChange={(months) => set({ months })}
          />
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              checked={choice.autoRenew}
              onChange={(e) => set({ autoRenew: e.target.checked })}
            />
            {t('order.purchase.autoRenew')}
          </label>
        </Step>
        <Step title={t('order.purchase.quantity')}>
          <input
            aria-label={t('buyphone.quantity')}
            type="number"
            min={1}
            max={MAX_PHONES}
            value={String(choice.quantity)}
            onChange={(e) => set({ quantity: clampQuantity(Number(e.target.value)) })}
            className="h-10 w-24 rounded-md border border-line px-3 text-sm"
          />
        </Step>
      </div>
      <aside
        aria-label={t('buyphone.summary')}
        className="h-fit rounded-xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-20"
      >
        <h2 className="text-lg font-semibold text-ink">{t('order.summary.title')}</h2>
        <div className="mt-4" aria-live="polite">
          {quote.error ? (
            <p role="alert" className="text-sm text-danger-strong">
              {quote.error}
            </p>
          ) : (
            <>
              <p className="text-sm text-ink-muted">
                {t('buyphone.phones', { count: choice.quantity })} ×{' '}
                {t('order.summary.months', { count: choice.months })}
              </p>
              <p data-testid="phone-total" className="mt-1 text-3xl font-semibold text-danger-strong">
                {q ? `¥${formatMoney(q.price)}` : '—'}
              </p>
              {q && Number(q.discount) > 0 ? (
                <p className="text-xs text-ink-muted">
                  <span className="line-through">¥{formatMoney(q.original_price)}</span> ·{' '}
                  {t('order.summary.save', { amount: formatMoney(q.discount) })}
                </p>
              ) : null}
              <p className="mt-1 h-4 text-xs text-ink-muted">{quote.updating ? t('order.summary.updating') : ''}</p>
            </>
          )}
        </div>
        {action('mt-4 w-full')}
        <p className="mt-3 text-xs text-ink-muted">{t('order.summary.footnote')}</p>
      </aside>
      {user && !PHONE_BUY_KEYS.every(can) ? null : <MobileBuyBar price={q?.price ?? null} action={action('')} />}
      {gate.dialog}
    </div>
  );
}
