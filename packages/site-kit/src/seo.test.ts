import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageMeta, robotsDisallowAll, robotsTxt, siteUrlFromMatches, sitemapXml } from './seo';

describe('pageMeta', () => {
  const base = { siteUrl: 'https://www.example.cn', siteName: 'Lanyun Cloud' };

  it('gives title, canonical without query, description and Open Graph tags', () => {
    const tags = pageMeta({ ...base, title: 'News', description: 'Latest news', path: '/news/1?page=3#top' });
    expect(tags).toContainEqual({ title: 'News — Lanyun Cloud' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.cn/news/1' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://www.example.cn/news/1' });
    expect(tags).toContainEqual({ name: 'description', content: 'Latest news' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'zh_CN' });
    expect(tags.find((t) => 'name' in t && t.name === 'robots')).toBeUndefined();
  });

  it('English pages: canonical with ?lang=en, en locale, and hreflang alternates for both languages', () => {
    const tags = pageMeta({ ...base, title: 'News', path: '/news/1?page=3', lang: 'en' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.cn/news/1?lang=en' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_US' });
    expect(tags).toContainEqual({ property: 'og:locale:alternate', content: 'zh_CN' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'zh-CN',
      href: 'https://www.example.cn/news/1',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://www.example.cn/news/1?lang=en',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://www.example.cn/news/1',
    });
  });

  it('does not repeat the site name and marks private pages noindex', () => {
    const tags = pageMeta({ ...base, title: 'Lanyun Cloud — home', path: '/', noindex: true });
    expect(tags).toContainEqual({ title: 'Lanyun Cloud — home' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});

describe('sitemap and robots', () => {
  it('writes absolute, escaped, de-duplicated URLs with W3C dates', () => {
    const xml = sitemapXml('https://www.example.cn/', [
      { path: '/', priority: 1 },
      { path: '/news/detail/5', lastmod: 1_700_000_000 },
      { path: '/news/detail/5?x=1' },
      { path: '/search?a=1&b=2' },
    ]);
    expect(xml).toMatch(
      /<loc>https:\/\/www\.example\.cn\/<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><priority>1\.0<\/priority>/,
    );
    expect(xml).toContain('<loc>https://www.example.cn/news/detail/5</loc><lastmod>2023-11-14</lastmod>');
    expect(xml.match(/<loc>[^<]*news\/detail\/5/g)).toHaveLength(1);
    // Each page lists its language versions.
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://www.example.cn/news/detail/5?lang=en"/>',
    );
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://www.example.cn/news/detail/5"/>');
    expect(xml).not.toContain('a=1&b');
  });

  it('never writes a lastmod after today (a scheduled item or clock skew)', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const xml = sitemapXml('https://a.cn', [{ path: '/a', lastmod: new Date('2026-04-01T00:00:00Z') }], { now });
    expect(xml).toContain('<lastmod>2026-03-01</lastmod>');
  });

  it('gives every URL a lastmod (the default for entries without one) and an x-default alternate', () => {
    const xml = sitemapXml('https://a.cn', [{ path: '/' }, { path: '/b', lastmod: 1_700_000_000 }], {
      defaultLastmod: new Date('2025-01-02T00:00:00Z'),
    });
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://a.cn/</loc><lastmod>2025-01-02</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://a.cn/b"/>');
  });

  it('keeps page 2 and later of a paged list in the canonical URL and the alternates', () => {
    const tags = pageMeta({
      title: 'News',
      path: '/news/info',
      siteUrl: 'https://a.cn',
      siteName: 'S',
      page: 2,
      lang: 'en',
    });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://a.cn/news/info?page=2&lang=en' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://a.cn/news/info?page=2',
    });
    const first = pageMeta({ title: 'News', path: '/news/info', siteUrl: 'https://a.cn', siteName: 'S', page: 1 });
    expect(first).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://a.cn/news/info' });
  });

  it('writes JSON-LD objects and the preview image', () => {
    const tags = pageMeta({
      title: 'T',
      path: '/',
      siteUrl: 'https://a.cn',
      siteName: 'S',
      image: '/og-image.jpg',
      jsonLd: [{ '@type': 'Organization' }],
    });
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Organization' } });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://a.cn/og-image.jpg' });
  });

  it('keeps every crawler out of a site with robotsDisallowAll', () => {
    expect(robotsDisallowAll()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('robots.txt names the sitemap and the private paths', () => {
    const txt = robotsTxt('https://ip.example.com', ['/user/', '/login']);
    expect(txt).toContain('Disallow: /user/');
    expect(txt).toContain('Sitemap: https://ip.example.com/sitemap.xml');
  });

  it('reads the site URL from the root match', () => {
    expect(siteUrlFromMatches([{ id: 'root', data: { config: { siteUrl: 'https://a.cn' } } }])).toBe('https://a.cn');
    expect(siteUrlFromMatches([], 'http://x')).toBe('http://x');
    expect(canonicalUrl('https://a.cn/base', '/p')).toBe('https://a.cn/p');
  });
});
