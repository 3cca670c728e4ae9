import { buttonClass } from '@lanyun/ui/button';
import { formatMoney } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';

/** Home "Products" section: ECS and cloud phone cards with starting prices from the catalog (yuan, or null). */
export function ProductCards({ ecsFrom, phoneFrom }: { ecsFrom: string | null; phoneFrom: string | null }) {
  const cards = [
    {
      title: 'Elastic Compute Service',
      text: 'General-purpose, compute- and memory-optimised instances with SSD disks, private networks and free basic DDoS protection.',
      points: ['12 regions, 30+ zones', 'Monthly or yearly billing', 'Ubuntu, Debian, CentOS Stream and Windows images'],
      price: ecsFrom ? formatMoney(ecsFrom) : null,
      href: '/ecs',
      pricing: '/price/ecs',
    },
    {
      title: 'Cloud phone',
      text: 'Android instances on real ARM hardware with stable IPs, reachable from the browser or our desktop client, running 24/7.',
      points: ['Android 12 images', 'One device profile per phone', 'Team access with sub-accounts'],
      price: phoneFrom ? formatMoney(phoneFrom) : null,
      href: '/buyphone',
      pricing: '/buyphone',
    },
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {cards.map((card) => (
        <article key={card.title} className="flex flex-col rounded-xl border border-line bg-white p-7 shadow-sm transition-shadow hover:shadow-lg">
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
                From <span className="text-2xl font-semibold text-danger">¥{card.price}</span> / month
              </p>
            ) : (
              <span />
            )}
            <div className="flex gap-2">
              <UiLink href={card.pricing} className={buttonClass('outline', 'sm')}>
                Pricing
              </UiLink>
              <UiLink href={card.href} className={buttonClass('primary', 'sm')}>
                Buy now
              </UiLink>
            </div>
          </div>
        </article>
      ))}
    </div>
  );
}
