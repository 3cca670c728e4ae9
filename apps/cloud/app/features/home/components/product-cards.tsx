import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { useIpintelHref } from '../../../components/ipintel-link';

/** One product card: its texts, "from" price (yuan, or null for none), an optional note under it and two links. */
interface Card {
  title: string;
  text: string;
  points: string[];
  price: string | null;
  priceNote?: string;
  href: string;
  action: string;
  pricing?: string;
}

/**
 * Home "Products" section: ECS and cloud phone cards with starting prices (yuan, or null) and the numbers of regions
 * and zones on sale, all from the catalog (the ECS price is the cheapest complete configuration, its system disk of
 * `ecsFromDiskGb` GB included), and the IP intelligence product, on its own site.
 */
export function ProductCards({
  ecsFrom,
  ecsFromDiskGb,
  phoneFrom,
  regions,
  zones,
}: {
  ecsFrom: string | null;
  ecsFromDiskGb: number | null;
  phoneFrom: string | null;
  regions: number;
  zones: number;
}) {
  const { t } = useTranslation();
  const ipintelHref = useIpintelHref();
  const cards: Card[] = [
    {
      title: t('nav.ecs'),
      text: t('home.cards.ecs.text'),
      points: [
        regions ? t('home.cards.ecs.point1', { regions, zones }) : t('home.cards.ecs.point1Any'),
        t('home.cards.ecs.point2'),
        t('home.cards.ecs.point3'),
      ],
      price: ecsFrom ? formatMoney(ecsFrom) : null,
      priceNote: ecsFrom && ecsFromDiskGb ? t('facts.ecsFromIncludes', { gb: ecsFromDiskGb }) : undefined,
      href: '/ecs',
      action: t('common.buyNow'),
      pricing: '/price/ecs',
    },
    {
      title: t('nav.phone'),
      text: t('home.cards.phone.text'),
      points: [t('home.cards.phone.point1'), t('home.cards.phone.point2'), t('home.cards.phone.point3')],
      price: phoneFrom ? formatMoney(phoneFrom) : null,
      href: '/buyphone',
      action: t('common.buyNow'),
      pricing: '/buyphone',
    },
    {
      title: t('facts.ipintel'),
      text: t('facts.ipintelCardText'),
      points: [t('facts.ipintelPoint1'), t('facts.ipintelPoint2'), t('facts.ipintelPoint3')],
      price: null,
      href: ipintelHref,
      action: t('facts.ipintelVisit'),
    },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <article
          key={card.title}
          className="flex flex-col rounded-xl border border-line bg-white p-7 shadow-sm transition-shadow hover:shadow-lg"
        >
          <h3 className="text-xl font-semibold text-ink">{card.title}</h3>
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">{card.text}</p>
          <ul className="mt-4 space-y-1.5 text-sm text-ink-soft">
            {card.points.map((p) => (
              <li key={p} className="flex gap-2">
                <span className="text-brand-600" aria-hidden="true">
                  ✓
                </span>
                {p}
              </li>
            ))}
          </ul>
          <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-6">
            {card.price ? (
              <div className="text-sm text-ink-muted">
                <p>
                  {t('common.from')} <span className="text-2xl font-semibold text-danger-strong">¥{card.price}</span>{' '}
                  {t('common.perMonth')}
                </p>
                {card.priceNote ? <p className="mt-0.5 text-xs">{card.priceNote}</p> : null}
              </div>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              {card.pricing ? (
                <UiLink href={card.pricing} className={buttonClass('outline', 'sm')}>
                  {t('nav.pricing')}
                </UiLink>
              ) : null}
              <UiLink href={card.href} className={buttonClass('primary', 'sm')}>
                {card.action}
              </UiLink>
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}
