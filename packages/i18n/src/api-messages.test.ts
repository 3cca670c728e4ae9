import { describe, expect, it } from 'vitest';
import { API_MESSAGES, messageParams, renderApiMessage } from './api-messages';

describe('API message catalogue', () => {
  const en = API_MESSAGES.en;
  const zh = API_MESSAGES['zh-CN'];

  it('has every key in both languages, none empty', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of [...Object.entries(en), ...Object.entries(zh)]) expect(v.trim(), k).not.toBe('');
  });

  it('uses the same params in both languages', () => {
    for (const k of Object.keys(en) as (keyof typeof en)[]) {
      expect(messageParams(zh[k]), k).toEqual(messageParams(en[k]));
    }
  });

  it('keeps Latin sentences out of the Chinese catalogue', () => {
    // A zh-CN message may quote codes (class_id, ssh-ed25519 …) but never a run of three English words.
    const english = /\b[A-Za-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}\b/;
    const offenders = Object.entries(zh).filter(([k, v]) => k !== 'done.ok' && english.test(v.replace(/"[^"]*"/g, '')));
    expect(offenders).toEqual([]);
  });

  it('renders params and nested keys in the language asked for', () => {
    expect(renderApiMessage('en', 'wallet.topup_max', { max: '50,000' })).toBe(
      'The maximum online top-up is 50,000 yuan; please use a bank transfer',
    );
    expect(renderApiMessage('zh-CN', 'wallet.topup_max', { max: '50,000' })).toBe(
      '在线充值单笔最多 50,000 元，更大金额请使用银行转账',
    );
    expect(renderApiMessage('zh-CN', 'instance.state_not_renewable', { state: { key: 'state.released' } })).toBe(
      '实例已释放，无法续费',
    );
    expect(renderApiMessage('en', 'ip.no_data', { ip: '<b>1.1.1.1</b>' })).toBe('No data for <b>1.1.1.1</b>');
  });
});
