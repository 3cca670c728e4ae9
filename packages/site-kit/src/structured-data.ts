/**
 * Structured data (schema.org as JSON-LD, https://developers.google.com/search/docs/appearance/structured-data) for
 * the public sites' pages: plain objects that `pageMeta`'s `jsonLd` writes as `<script type="application/ld+json">`
 * (React Router escapes them). Every URL is absolute on the site's public origin; dates are ISO 8601; prices are yuan
 * strings (CNY) as the API sends them.
 */
import { canonicalUrl } from './seo';

/** The schema.org context every object carries. */
const CONTEXT = 'https://schema.org';

/** The provider as an Organization: name, site, logo and customer-service contact (from /v1/web_init). */
export function organizationLd(o: {
  name: string;
  url: string;
  logo: string;
  alternateName?: string;
  telephone?: string | null;
  email?: string | null;
}): object {
  const contact =
    o.telephone || o.email
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            ...(o.telephone ? { telephone: o.telephone } : {}),
            ...(o.email ? { email: o.email } : {}),
            availableLanguage: ['zh-CN', 'en'],
          },
        }
      : {};
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: o.name,
    ...(o.alternateName ? { alternateName: o.alternateName } : {}),
    url: canonicalUrl(o.url, '/'),
    logo: canonicalUrl(o.url, o.logo),
    ...contact,
  };
}

/** The site as a WebSite, in the page's language. */
export function websiteLd(o: { name: string; url: string; lang: string; alternateName?: string }): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: o.name,
    ...(o.alternateName ? { alternateName: o.alternateName } : {}),
    url: canonicalUrl(o.url, '/'),
    inLanguage: o.lang,
  };
}

/** One crumb: its name and site-relative path. */
export interface Crumb {
  name: string;
  path: string;
}

/** A BreadcrumbList of `crumbs`, from the home page down to the page itself. */
export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: canonicalUrl(siteUrl, c.path),
    })),
  };
}

/** An article: NewsArticle for news, Article for documents. Times in unix seconds as the API sends them. */
export function articleLd(o: {
  kind: 'NewsArticle' | 'Article';
  url: string;
  headline: string;
  description?: string;
  image: string;
  published: number;
  modified?: number;
  lang: string;
  publisher: { name: string; logo: string };
}): object {
  const iso = (s: number) => new Date(s * 1000).toISOString();
  return {
    '@context': CONTEXT,
    '@type': o.kind,
    mainEntityOfPage: o.url,
    headline: o.headline.slice(0, 110),
    ...(o.description ? { description: o.description } : {}),
    image: [o.image],
    datePublished: iso(o.published),
    dateModified: iso(Math.max(o.modified ?? o.published, o.published)),
    inLanguage: o.lang,
    author: { '@type': 'Organization', name: o.publisher.name },
    publisher: {
      '@type': 'Organization',
      name: o.publisher.name,
      logo: { '@type': 'ImageObject', url: o.publisher.logo },
    },
  };
}

/** One offer of a product: a name and a monthly price in yuan. */
export interface MonthlyOffer {
  name: string;
  priceYuan: string;
}

/**
 * A Product with its offers in CNY (one Offer each, or an AggregateOffer from the lowest to the highest price when
 * there are several). Null without an offer: a product without a price is not marked up.
 */
export function productLd(o: {
  name: string;
  description: string;
  url: string;
  image: string;
  brand: string;
  offers: readonly MonthlyOffer[];
}): object | null {
  const prices = o.offers.map((x) => Number(x.priceYuan)).filter(Number.isFinite);
  if (!prices.length) return null;
  const money = (n: number) => n.toFixed(2);
  const offers =
    o.offers.length === 1
      ? {
          '@type': 'Offer',
          price: money(prices[0]!),
          priceCurrency: 'CNY',
          availability: 'https://schema.org/InStock',
          url: o.url,
        }
      : {
          '@type': 'AggregateOffer',
          lowPrice: money(Math.min(...prices)),
          highPrice: money(Math.max(...prices)),
          offerCount: o.offers.length,
          priceCurrency: 'CNY',
          offers: o.offers.map((x) => ({
            '@type': 'Offer',
            name: x.name,
            price: money(Number(x.priceYuan)),
            priceCurrency: 'CNY',
            availability: 'https://schema.org/InStock',
            url: o.url,
          })),
        };
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: o.name,
    description: o.description,
    image: o.image,
    brand: { '@type': 'Brand', name: o.brand },
    url: o.url,
    offers,
  };
}
