import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pick, resolveLang } from './content-lang.ts';

const req = (acceptLanguage?: string) =>
  ({ headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }) as unknown as FastifyRequest;

describe('content language', () => {
  it('prefers the explicit lang, then the best Accept-Language range, then zh-CN', () => {
    expect(resolveLang(req('en-US,en;q=0.9'), 'zh-CN')).toBe('zh-CN');
    expect(resolveLang(req('en-GB,en;q=0.8,zh-CN;q=0.6'))).toBe('en');
    expect(resolveLang(req('zh-TW,zh;q=0.9,en;q=0.8'))).toBe('zh-CN');
    expect(resolveLang(req('zh;q=0.4,en;q=0.7'))).toBe('en');
    expect(resolveLang(req('fr-FR,de;q=0.5'))).toBe('zh-CN');
    expect(resolveLang(req('en;q=0'))).toBe('zh-CN');
    expect(resolveLang(req())).toBe('zh-CN');
  });

  it('falls back to the zh-CN text when there is no English', () => {
    expect(pick('en', '标题', null)).toBe('标题');
    expect(pick('en', '标题', 'Title')).toBe('Title');
    expect(pick('zh-CN', '标题', 'Title')).toBe('标题');
  });
});
