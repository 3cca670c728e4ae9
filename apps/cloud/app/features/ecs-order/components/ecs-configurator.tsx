/**
 * The ECS purchase configurator (/ecs#buy): the steps in the big clouds' order beside a sticky price summary.
 * State lives in the pure reducer of `configurator.ts`; the zone's images and types come from react-query
 * (`useZoneCatalog`), the price from the server (`useEcsQuote`, debounced). "Buy now" checks the form, then shows the
 * order review (确认订单: configuration, the server's breakdown, the amount, the service agreement to tick) in place
 * of the form; nothing is charged until "Confirm and pay", which places the order with the amount shown and the
 * agreement. The outcome (`lib/purchase.ts`) opens the recharge dialog (402), the real-name reminder (503), shows a
 * changed price (409, back to the form with the new price), or goes to the instance list.
 */
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { toast } from '@lanyun/ui/toast';
import { newClientToken, readPurchase } from '../../../lib/purchase';
import { usePurchaseGate } from '../../../lib/use-purchase-gate';
import { OrderConfirm } from '@lanyun/ui/order-confirm';
import {
  ECS_KEYS,
  createEcsOrder,
  fetchSshKeys,
  type EcsOrderParams,
  type EcsQuote,
  type ZoneFamily,
  type ZoneImage,
} from '../api/ecs-order';
import { durationLabel } from '../order-messages';
import {
  configurator,
  initialConfigurator,
  orderParams,
  orderProblems,
  quoteParams,
  type CatalogRegion,
} from '../configurator';
import { configFromParams, loginToBuyHref } from '../config-url';
import { useEcsQuote } from '../hooks/use-ecs-quote';
import { useZoneCatalog } from '../hooks/use-zone-catalog';
import { DiskStep, type DiskCategory } from './disk-step';
import { ImageStep } from './image-step';
import { InstanceStep } from './instance-step';
import { LocationStep } from './location-step';
import { LoginStep } from './login-step';
import { PriceSummary } from './price-summary';
import { PurchaseStep } from './purchase-step';
import { QueryError } from '@lanyun/ui/query-error';

/** Keys a sub-account needs to buy ECS instances (docs/permissions.md): server-1-2 and cost-2-2 (pay from the wallet). */
export const BUY_KEYS = ['server-1-2', 'cost-2-2'] as const;

/** Where a successful order goes: the instance list in the user area. */
export const INSTANCE_LIST_PATH = '/user/instances';

/** The catalog the configurator starts from (loaded server-side by the /ecs route). */
export interface ConfiguratorCatalog {
  areas: Array<{ id: number; name: string }>;
  regions: CatalogRegion[];
  disks: DiskCategory[];
  durations: Array<{ months: number; label: string; price_pct: number }>;
  /** Images and families of the first zone, so the first render is complete. */
  firstZone?: { zoneId: number; images: ZoneImage[]; families: ZoneFamily[] };
}

export function EcsConfigurator({
  catalog,
  onTopUp,
}: {
  catalog: ConfiguratorCatalog;
  onTopUp: (preset?: number) => void;
}) {
  const { t } = useTranslation();
  const { api, user, can } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // A configuration carried in the URL (the log-in link's return address) is where the customer left off.
  const [state, dispatch] = useReducer(configurator, catalog, (c) =>
    configFromParams(initialConfigurator(c), params, c.regions),
  );
  const [showProblems, setShowProblems] = useState(false);
  const zone = useZoneCatalog(state.zoneId, dispatch, catalog.firstZone);
  const quote = useEcsQuote(quoteParams(state));
  const sshKeys = useQuery({
    queryKey: ECS_KEYS.sshKeys,
    queryFn: () => fetchSshKeys(api),
    enabled: Boolean(user) && state.loginType === 'key',
  });
  const gate = usePurchaseGate({ onTopUp, returnTo: '/ecs#buy' });
  const token = useRef<string | null>(null);
  // The order under review: the quote and the order fields as they were when "Buy now" was pressed.
  const [review, setReview] = useState<{ quote: EcsQuote; params: EcsOrderParams } | null>(null);
  const reviewTop = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!review) return;
    reviewTop.current?.scrollIntoView({ block: 'start' });
    document.getElementById('order-confirm-title')?.focus({ preventScroll: true });
  }, [review]);

  const problems = orderProblems(state, catalog.disks, t);
  // Password messages show while typing; the others after the first "Buy now".
  const shown = showProblems
    ? problems
    : {
        ...(state.password ? { password: problems.password } : {}),
        ...(state.confirmPassword ? { confirmPassword: problems.confirmPassword } : {}),
      };

  const order = useMutation({
    mutationFn: (params: EcsOrderParams) => createEcsOrder(api, { ...params, agree: true }),
  });

  /** "Buy now": checks the form and opens the review; nothing is sent to the order call yet. */
  const buy = () => {
    if (!gate.ready()) return;
    setShowProblems(true);
    if (Object.keys(problems).length) {
      toast.warning(Object.values(problems)[0] ?? t('order.checkConfig'));
      return;
    }
    if (!quote.current || !quote.quote) return;
    token.current ??= newClientToken();
    const params = orderParams(state, quote.quote.price, token.current);
    if (!params) return;
    setReview({ quote: quote.quote, params });
  };

  /** "Confirm and pay" on the review: the order with the amount shown and the agreement ticked. */
  const pay = async () => {
    if (!review) return;
    const outcome = gate.handle(readPurchase(await order.mutateAsync(review.params)));
    if (outcome.kind === 'done') {
      toast.success(t('order.paid', { order: outcome.data.order_num }));
      await queryClient.invalidateQueries({ queryKey: ['instances'] });
      void navigate(INSTANCE_LIST_PATH);
      return;
    }
    token.current = null;
    if (outcome.kind === 'price-changed') {
      setReview(null);
      await queryClient.invalidateQueries({ queryKey: ['ecs', 'quote'] });
    }
  };

  const region = catalog.regions.find((r) => r.id === state.regionId);
  const zoneName = region?.zones.find((z) => z.id === state.zoneId)?.name;
  const image = zone.images.find((i) => i.id === state.imageId);
  const type = zone.families.flatMap((f) => f.types).find((t) => t.id === state.typeId);
  const facts: Array<[string, ReactNode]> = [
    [t('order.fact.region'), region ? `${region.name}${zoneName ? ` · ${zoneName}` : ''}` : '—'],
    // OS image names are product names, never translated.
    [t('order.fact.image'), image ? <span key="image" translate="no">{`${image.name} ${image.version}`}</span> : '—'],
    [t('order.fact.instance'), type ? `${type.code} · ${type.vcpu} vCPU ${type.memory_gb} GiB` : '—'],
    [
      t('order.fact.storage'),
      state.dataDisks.length
        ? t('order.fact.storageWithData', { gb: state.systemDisk.gb, count: state.dataDisks.length })
        : t('order.fact.storageSystem', { gb: state.systemDisk.gb }),
    ],
    [t('order.fact.bandwidth'), `${state.bandwidthMbps} Mbps`],
    [t('order.fact.autoRenew'), state.autoRenew ? t('order.fact.on') : t('order.fact.off')],
  ];

  if (review) {
    const p = review.params;
    const diskName = (code: string) => catalog.disks.find((d) => d.code === code)?.name ?? code;
    const reviewFacts: Array<[string, ReactNode]> = [
      facts[0]!,
      facts[1]!,
      facts[2]!,
      [t('order.confirm.systemDisk'), `${diskName(state.systemDisk.type)} ${state.systemDisk.gb} GB`],
      [
        t('order.confirm.dataDisks'),
        state.dataDisks.length
          ? state.dataDisks.map((d) => `${diskName(d.type)} ${d.gb} GB`).join(t('order.confirm.separator'))
          : t('order.confirm.none'),
      ],
      facts[4]!,
      [t('order.purchase.duration'), durationLabel(t, p.duration_months)],
      [t('order.purchase.quantity'), t('order.summary.instances', { count: p.quantity })],
      [t('order.purchase.instanceName'), p.name],
      [
        t('order.confirm.login'),
        p.login_type === 'key' ? t('order.confirm.loginKey') : t('order.confirm.loginPassword'),
      ],
      facts[5]!,
    ];
    return (
      <div ref={reviewTop} className="scroll-mt-20">
        <OrderConfirm
          facts={reviewFacts}
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
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <div className="min-w-0 rounded-xl border border-line bg-white px-5 shadow-sm">
        <LocationStep areas={catalog.areas} regions={catalog.regions} state={state} dispatch={dispatch} />
        <ImageStep images={zone.images} state={state} dispatch={dispatch} />
        <InstanceStep families={zone.families} state={state} dispatch={dispatch} />
        <DiskStep disks={catalog.disks} state={state} dispatch={dispatch} problems={shown} />
        <LoginStep
          state={state}
          dispatch={dispatch}
          sshKeys={sshKeys.data ?? []}
          loggedIn={Boolean(user)}
          problems={shown}
        />
        {sshKeys.isError ? <QueryError className="mb-4" query={sshKeys} title={t('order.login.sshKey')} /> : null}
        <PurchaseStep durations={catalog.durations} state={state} dispatch={dispatch} problems={shown} />
        {zone.failure ? <QueryError className="mb-4" query={zone.failure} /> : null}
      </div>
      <div>
        <PriceSummary
          facts={facts}
          quote={quote}
          months={state.months}
          quantity={state.quantity}
          loggedIn={Boolean(user)}
          loginHref={loginToBuyHref(state)}
          mayBuy={BUY_KEYS.every(can)}
          buying={order.isPending}
          onBuy={() => void buy()}
        />
      </div>
      {gate.dialog}
    </div>
  );
}
