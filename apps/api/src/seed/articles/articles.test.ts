import { MAX_TOPUP_FEN, MIN_TOPUP_YUAN } from '@lanyun/validators/topup';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../lib/sanitize.ts';
import { RELEASE_AFTER_DAYS } from '../../modules/instances/services/lifecycle.ts';
import { NO_REASON_REFUND_DAYS } from '../../modules/wallet/services/refunds.ts';
import { agreementSeed } from '../content-pages.ts';
import { toHtml } from '../content.ts';
import { guideArticleSeed } from './index.ts';

const han = (blocks: string[]) => blocks.join('').match(/\p{Script=Han}/gu)?.length ?? 0;
const words = (blocks: string[]) => blocks.join(' ').split(/\s+/).filter(Boolean).length;
const headings = (blocks: string[]) => blocks.filter((b) => b.startsWith('## ')).length;
const text = (blocks: string[]) => blocks.join('\n');

describe('help-center guides', () => {
  it('has at least 30 guides with distinct titles in both languages', () => {
    expect(guideArticleSeed.length).toBeGreaterThanOrEqual(30);
    expect(new Set(guideArticleSeed.map((a) => a.zh.title)).size).toBe(guideArticleSeed.length);
    expect(new Set(guideArticleSeed.map((a) => a.en.title)).size).toBe(guideArticleSeed.length);
  });

  it.each(guideArticleSeed.map((a) => [a.zh.title, a] as const))('%s: 600–1,500 Chinese characters', (_, a) => {
    const n = han(a.zh.body);
    expect(n, `${a.zh.title}: ${n} Chinese characters`).toBeGreaterThanOrEqual(600);
    expect(n).toBeLessThanOrEqual(1500);
  });

  it.each(guideArticleSeed.map((a) => [a.en.title, a] as const))('%s: a full English twin', (_, a) => {
    expect(words(a.en.body)).toBeGreaterThanOrEqual(300);
    expect(han([a.en.title, a.en.summary, ...a.en.body])).toBe(0);
    expect(headings(a.en.body)).toBe(headings(a.zh.body));
    expect(headings(a.zh.body)).toBeGreaterThanOrEqual(3);
  });

  it('keeps every guide within what the article sanitiser allows', () => {
    for (const a of guideArticleSeed)
      for (const body of [a.zh.body, a.en.body]) {
        const html = toHtml(body);
        expect(sanitizeArticleHtml(html)).toBe(html);
      }
  });

  it('states the product’s limits as the code enforces them', () => {
    const all = text(guideArticleSeed.flatMap((a) => a.zh.body));
    expect(all).toContain(`${MIN_TOPUP_YUAN} 元`);
    expect(all).toContain(`${(MAX_TOPUP_FEN / 100).toLocaleString('en-US')} 元`);
    expect(all).toContain(`${NO_REASON_REFUND_DAYS} 天`);
    expect(all).toContain(`${RELEASE_AFTER_DAYS} 天`);
  });
});

/** Agreements that must be complete texts with numbered sections, and how many sections each needs at least. */
const FULL: Record<string, number> = { service: 8, privacy: 8, refund: 5, sla: 5 };

describe('agreements', () => {
  it.each(Object.entries(FULL))('%s is a full agreement with numbered sections in both languages', (type, min) => {
    const a = agreementSeed.find((x) => x.type === type)!;
    expect(a).toBeDefined();
    const zhHeads = a.zh.body.filter((b) => b.startsWith('## '));
    const enHeads = a.en.body.filter((b) => b.startsWith('## '));
    expect(zhHeads.length).toBeGreaterThanOrEqual(min);
    expect(enHeads.length).toBe(zhHeads.length);
    const cn = '一二三四五六七八九十';
    zhHeads.forEach((h, i) => {
      const num = i < 10 ? cn[i] : `十${cn[i - 10] ?? ''}`;
      expect(h.startsWith(`## ${num}、`), h).toBe(true);
    });
    enHeads.forEach((h, i) => expect(h.startsWith(`## ${i + 1}. `), h).toBe(true));
    expect(han(a.en.body)).toBe(0);
  });

  it('the service agreement covers fees, data, suspension, liability and disputes under PRC law', () => {
    const zh = text(agreementSeed.find((x) => x.type === 'service')!.zh.body);
    for (const w of ['费用', '数据', '暂停', '责任', '中华人民共和国法律']) expect(zh).toContain(w);
  });

  it('the privacy policy follows the PIPL: purposes, retention, rights, cross-border, contact', () => {
    const zh = text(agreementSeed.find((x) => x.type === 'privacy')!.zh.body);
    for (const w of ['个人信息保护法', '目的', '保存期限', '权利', '出境', 'privacy@lanyun.cloud'])
      expect(zh).toContain(w);
  });

  it('the refund policy states the no-reason refund window the service grants', () => {
    const a = agreementSeed.find((x) => x.type === 'refund')!;
    expect(text(a.zh.body)).toContain(`${NO_REASON_REFUND_DAYS} 天`);
    expect(text(a.en.body)).toContain(`${NO_REASON_REFUND_DAYS} days`);
  });

  it('the SLA keeps the 99.95% figure the site shows and promises no credit the product cannot compute', () => {
    const a = agreementSeed.find((x) => x.type === 'sla')!;
    expect(text(a.zh.body)).toContain('99.95%');
    expect(text(a.en.body)).toContain('99.95%');
    expect(text(a.zh.body)).toContain('不提供服务赔偿');
    expect(text(a.en.body)).toContain('no service credits');
    expect(text(a.zh.body)).not.toMatch(/赔偿该实例|申请赔偿/);
    expect(text(a.en.body)).not.toMatch(/claim credits|the credit is/i);
    const service = agreementSeed.find((x) => x.type === 'service')!;
    expect(text(service.zh.body)).not.toContain('申请赔偿');
  });
});
