/**
 * Home (spec §2): banners (/v1/banner_list), products (ECS and cloud phone), solutions, latest news and documents
 * (/v1/get_news_list), and a call to action. Friend links and the ICP number are in the footer.
 */
import { buttonClass } from '@lanyun/ui/button';
import { formatDate } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/home';
import { seo } from '../lib/seo';
import { Section } from '../components/page-hero';
import { getBanners, getNewsList, type NewsItem } from '../features/content/api/content.server';
import { BannerCarousel } from '../features/home/components/banner-carousel';
import { ProductCards } from '../features/home/components/product-cards';
import { getEcsStartingPrice, getPhonePackages } from '../features/products/api/products.server';
import { SolutionGrid } from '../features/solutions/components/solution-grid';

/** The page starts with a dark hero: the transparent header uses white text. */
export const handle = { darkHero: true };

export function meta(args: Route.MetaArgs) {
  return seo(args, {
    title: 'Lanyun Cloud — cloud servers, cloud phones and industry solutions',
    description: 'Elastic cloud servers, cloud phones and industry solutions with real-name verified self-service.',
  });
}

export async function loader() {
  const [banners, news, docs, packages, ecsFrom] = await Promise.all([
    getBanners(),
    getNewsList({ kind: 1 }, 1, 5),
    getNewsList({ kind: 2 }, 1, 5),
    getPhonePackages(),
    getEcsStartingPrice(),
  ]);
  const prices = packages.map((p) => Number(p.price_month)).filter((n) => Number.isFinite(n));
  const phoneFrom = prices.length ? String(Math.min(...prices)) : null;
  return { banners, news: news.list, docs: docs.list, phoneFrom, ecsFrom };
}

const STRENGTHS = [
  { title: '99.95% availability', text: 'Multi-zone regions with redundant power and three carrier uplinks.' },
  { title: 'Real-name verified', text: 'Every account is verified, keeping the platform free of abuse.' },
  { title: 'Transparent billing', text: 'Monthly or yearly, with a cost center that itemises every charge.' },
  { title: '24/7 support', text: 'Tickets around the clock, phone support from 09:00 to 21:00.' },
];

function NewsColumn({ title, href, items }: { title: string; href: string; items: NewsItem[] }) {
  return (
    <div className="rounded-xl border border-line bg-white p-6">
      <div className="mb-4 flex items-center justify-between">
        <h3 className="text-lg font-semibold text-ink">{title}</h3>
        <UiLink href={href} className="text-sm text-brand-600 hover:underline">
          More<span className="sr-only"> {title.toLowerCase()}</span>
        </UiLink>
      </div>
      {items.length ? (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.id} className="flex items-baseline justify-between gap-4 text-sm">
              <UiLink href={`/news/detail/${item.id}`} className="truncate text-ink-soft hover:text-brand-600">
                {item.title}
              </UiLink>
              <time className="shrink-0 text-xs text-ink-muted">{formatDate(item.created_at)}</time>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">Nothing published yet.</p>
      )}
    </div>
  );
}

export default function Home({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <BannerCarousel banners={d.banners} />
      <div className="border-b border-line bg-white">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4 lg:px-6">
          {STRENGTHS.map((s) => (
            <div key={s.title}>
              <h2 className="font-semibold text-ink">{s.title}</h2>
              <p className="mt-1 text-sm text-ink-soft">{s.text}</p>
            </div>
          ))}
        </div>
      </div>
      <div className="bg-surface">
        <Section title="Products" subtitle="Compute in the cloud, from servers to phones">
          <ProductCards ecsFrom={d.ecsFrom} phoneFrom={d.phoneFrom} />
        </Section>
      </div>
      <Section title="Industry solutions" subtitle="Proven architectures for the way your industry works">
        <SolutionGrid />
      </Section>
      <div className="bg-surface">
        <Section title="News and documentation">
          <div className="grid gap-6 md:grid-cols-2">
            <NewsColumn title="Latest news" href="/news/info" items={d.news} />
            <NewsColumn title="Documentation" href="/news/doc" items={d.docs} />
          </div>
        </Section>
      </div>
      <section className="bg-gradient-to-r from-brand-700 to-brand-500 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-14 text-center lg:px-6">
          <h2 className="text-2xl font-semibold md:text-3xl">Start with a free 7-day trial</h2>
          <p className="text-white/80">Verified accounts get a 2 vCPU / 4 GiB instance for a week, no card required.</p>
          <div className="flex gap-3">
            <UiLink href="/trial" className={buttonClass('light', 'lg')}>
              Apply for a trial
            </UiLink>
            <UiLink href="/login?tp=2" className={buttonClass('outline-light', 'lg')}>
              Create an account
            </UiLink>
          </div>
        </div>
      </section>
    </>
  );
}
