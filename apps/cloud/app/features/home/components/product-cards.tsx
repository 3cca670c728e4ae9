import { useTranslation } from '@lanyun/i18n/react';
import { buttonClass } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';

/**
 * Home "Products" section: ECS and cloud phone cards with starting prices (yuan, or null) and the numbers of regions
 * and zones on sale, all from the catalog.
 */
export function ProductCards({
  ecsFrom,
  phoneFrom,
  regions,
  zones,
}: {
  ecsFrom: string | null;
  phoneFrom: string | null;
  regions: number;
  zones: number;
}) {
  const { t } = useTranslation();
  const cards = [
    {
      title: t('nav.ecs'),
      text: t('home.cards.ecs.text'),
      points: [
        regions ? t('home.cards.ecs.point1', { regions, zones }) : t('home.cards.ecs.point1Any'),
        t('home.cards.ecs.point2'),
        t('home.cards.ecs.point3'),
      ],
      price: ecsFrom ? formatMoney(ecsFrom) : null,
      href: '/ecs',
      pricing: '/price/ecs',
    },
    {
      title: t('nav.phone'),
      text: t('home.cards.phone.text'),
      points: [t('home.cards.phone.point1'), t('home.cards.phone.point2'), t('home.cards.phone.point3')],
      price: phoneFrom ? formatMoney(phoneFrom) : null,
      href: '/buyphone',
      pricing: '/buyphone',
    },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
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
          <div className="mt-auto flex items-end justify-between pt-6">
            {card.price ? (
              <p className="text-sm text-ink-muted">
                {t('common.from')} <span className="text-2xl font-semibold text-danger-strong">¥{card.price}</span>{' '}
                {t('common.perMonth')}
              </p>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              <UiLink href={card.pricing} className={buttonClass('outline', 'sm')}>
                {t('nav.pricing')}
              </UiLink>
              <UiLink href={card.href} className={buttonClass('primary', 'sm')}>
                {t('common.buyNow')}
              </UiLink>
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}
