import { describe, expect, it } from 'vitest';
import { crossSiteHref, langPath, langSetCookie, parseLang, requestLang, switchLangHref } from './langs';

const req = (url: string, cookie?: string) => new Request(url, cookie ? { headers: { cookie } } : {});

describe('requestLang', () => {
  it('defaults to zh-CN without a choice', () => {
    expect(requestLang(req('http://x/news'))).toEqual({ lang: 'zh-CN', fromUrl: null, fromCookie: null });
  });
  it('takes the remembered cookie', () => {
    expect(requestLang(req('http://x/news', 'a=1; lang=en; b=2')).lang).toBe('en');
  });
  it('lets ?lang= win over the cookie and reports it for remembering', () => {
    expect(requestLang(req('http://x/news?lang=zh-CN', 'lang=en'))).toEqual({
      lang: 'zh-CN',
      fromUrl: 'zh-CN',
      fromCookie: 'en',
    });
  });
  it('ignores unsupported languages', () => {
    expect(requestLang(req('http://x/?lang=fr', 'lang=de')).lang).toBe('zh-CN');
  });
});

describe('parseLang', () => {
  it('maps common variants to the supported languages', () => {
    expect(['zh', 'zh-Hans', 'zh_cn', 'ZH-CN', 'en-US', 'en-gb', 'EN'].map(parseLang)).toEqual([
      'zh-CN',
      'zh-CN',
      'zh-CN',
      'zh-CN',
      'en',
      'en',
      'en',
    ]);
    expect(parseLang('ja')).toBeNull();
    expect(parseLang('')).toBeNull();
  });
});

describe('URLs', () => {
  it('switch links keep other parameters and set lang', () => {
    expect(switchLangHref('/news/1', '?page=2&lang=zh-CN', 'en')).toBe('/news/1?page=2&lang=en');
  });
  it('public URLs: the default language has no parameter', () => {
    expect(langPath('/news/1', 'zh-CN')).toBe('/news/1');
    expect(langPath('/news/1', 'en')).toBe('/news/1?lang=en');
  });
  it('remembers the choice for a year on the whole site', () => {
    expect(langSetCookie('en', '.lanyun.cloud')).toBe(
      'lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Domain=.lanyun.cloud',
    );
  });
});

import { catalogueProblems, keysUsedIn } from './testing';

describe('catalogue checks', () => {
  it('report keys missing in one language and empty messages', () => {
    expect(catalogueProblems({ 'zh-CN': { app: { a: '甲', b: { c: '' } } }, en: { app: { a: 'A', d: 'D' } } })).toEqual(
      ['app:b.c is in zh-CN but missing in en', 'app:b.c is empty in zh-CN', 'app:d is in en but missing in zh-CN'],
    );
    expect(catalogueProblems({ 'zh-CN': { app: { a: '甲' } }, en: { app: { a: 'A' } } })).toEqual([]);
  });
  it('find literal keys in source', () => {
    expect(keysUsedIn(`t('home.title'); t("ui:pager.next", { n }); <Trans i18nKey="a.b" />; t(\`x.\${y}\`)`)).toEqual([
      'home.title',
      'ui:pager.next',
      'a.b',
    ]);
  });
});

describe('crossSiteHref', () => {
  it('adds ?lang=en to a link to another site, keeping its query', () => {
    expect(crossSiteHref('http://cloud.test/agreement/service', 'en')).toBe(
      'http://cloud.test/agreement/service?lang=en',
    );
    expect(crossSiteHref('http://cloud.test/user/cost?tab=1', 'en')).toBe('http://cloud.test/user/cost?tab=1&lang=en');
  });
  it('leaves a default-language link as it is', () => {
    expect(crossSiteHref('http://cloud.test/aboutus', 'zh-CN')).toBe('http://cloud.test/aboutus');
  });
});
