import { describe, expect, it } from 'vitest';
import { articleLd, breadcrumbLd, organizationLd, productLd, websiteLd } from './structured-data';

describe('structured data', () => {
  it('describes the provider and the site with absolute URLs', () => {
    expect(
      organizationLd({ name: '岚云', url: 'https://a.cn', logo: '/favicon.svg', telephone: '400-1', email: null }),
    ).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      url: 'https://a.cn/',
      logo: 'https://a.cn/favicon.svg',
      contactPoint: { '@type': 'ContactPoint', telephone: '400-1' },
    });
    expect(websiteLd({ name: '岚云', url: 'https://a.cn/', lang: 'zh-CN' })).toMatchObject({
      '@type': 'WebSite',
      url: 'https://a.cn/',
      inLanguage: 'zh-CN',
    });
  });

  it('numbers the crumbs from the home page', () => {
    const ld = breadcrumbLd('https://a.cn', [
      { name: '首页', path: '/' },
      { name: '新闻', path: '/news/info' },
    ]) as { itemListElement: unknown[] };
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: 'https://a.cn/' },
      { '@type': 'ListItem', position: 2, name: '新闻', item: 'https://a.cn/news/info' },
    ]);
  });

  it('dates an article in ISO 8601, never modified before it was published', () => {
    const ld = articleLd({
      kind: 'NewsArticle',
      url: 'https://a.cn/news/detail/1',
      headline: 'x'.repeat(200),
      image: 'https://a.cn/i.jpg',
      published: 1_700_000_000,
      modified: 1_600_000_000,
      lang: 'zh-CN',
      publisher: { name: 'S', logo: 'https://a.cn/l.svg' },
    }) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2023-11-14T22:13:20.000Z',
      dateModified: '2023-11-14T22:13:20.000Z',
    });
    expect((ld.headline as string).length).toBe(110);
  });

  it('offers a product in CNY: one Offer, or an AggregateOffer from the lowest to the highest price; nothing without a price', () => {
    const base = {
      name: 'ECS',
      description: 'd',
      url: 'https://a.cn/price/ecs',
      image: 'https://a.cn/i.jpg',
      brand: 'S',
    };
    expect(productLd({ ...base, offers: [{ name: 'a', priceYuan: '29.00' }] })).toMatchObject({
      offers: { '@type': 'Offer', price: '29.00', priceCurrency: 'CNY' },
    });
    expect(
      productLd({
        ...base,
        offers: [
          { name: 'a', priceYuan: '59.5' },
          { name: 'b', priceYuan: '29.00' },
        ],
      }),
    ).toMatchObject({
      offers: { '@type': 'AggregateOffer', lowPrice: '29.00', highPrice: '59.50', offerCount: 2 },
    });
    expect(productLd({ ...base, offers: [] })).toBeNull();
  });
});
