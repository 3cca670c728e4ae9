import { describe, expect, it } from 'vitest';
import { bothNames, renderSiteMessage, renderStored, siteMessageRow, storedText } from './local-text.ts';

describe('stored texts by key', () => {
  it('store the English rendering beside the key and render either language', () => {
    const memo = storedText({
      key: 'ledger.phone_new',
      params: { package: bothNames('Basic', '基础版'), quantity: 2, months: 3 },
    });
    expect(memo.text).toBe('Cloud phone Basic × 2, 3 month(s)');
    expect(renderStored('zh-CN', memo.key, memo.params, memo.text)).toBe('云手机 基础版 × 2，3 个月');
    expect(bothNames('Basic', null)).toEqual({ en: 'Basic', 'zh-CN': 'Basic' });
  });

  it('fall back to the stored text without a key or with a key the catalogue lacks', () => {
    expect(renderStored('zh-CN', null, null, 'test funds')).toBe('test funds');
    expect(renderStored('zh-CN', 'ledger.gone', {}, 'old memo')).toBe('old memo');
    const old = { title: 'Old', contentHtml: '<p>old</p>', textKey: 'message.gone', textParams: {} };
    expect(renderSiteMessage('zh-CN', old)).toEqual({ title: 'Old', contentHtml: '<p>old</p>' });
  });

  it('escape users’ words in a message body (nested keys too), not in the title', () => {
    const row = siteMessageRow('message.ticket_replied', {
      id: 7,
      title: 'A <b>',
      reply: 'x & y\nz',
      status: { key: 'ticket.state.3' },
    });
    expect(row.title).toBe('Support replied to your ticket #7');
    expect(row.contentHtml).toContain(
      '<p>A &#60;b&#62;</p><p>x &#38; y<br>z<br><br>Status: waiting for your reply</p>',
    );
    const zh = renderSiteMessage('zh-CN', row);
    expect(zh.contentHtml).toContain('状态：待您回复');
    const note = renderSiteMessage('zh-CN', {
      ...siteMessageRow('message.transfer_rejected', {
        amount: '1.00',
        note: { key: 'message.transfer_note', params: { note: '<i>' } },
      }),
    });
    expect(note.contentHtml).toBe('<p>我们未能确认收到这笔转账。备注：&#60;i&#62;</p>');
  });
});
