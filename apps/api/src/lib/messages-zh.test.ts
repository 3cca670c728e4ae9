import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizeMessage, prefersChinese, toChinese } from './messages-zh.ts';

describe('error messages in Chinese', () => {
  it('follows Accept-Language: Chinese only when it is preferred over English', () => {
    expect(prefersChinese('zh-CN')).toBe(true);
    expect(prefersChinese('zh-CN,zh;q=0.9,en;q=0.8')).toBe(true);
    expect(prefersChinese('en-US,en;q=0.9,zh-CN;q=0.8')).toBe(false);
    expect(prefersChinese(undefined)).toBe(false); // API clients without a language (curl, SDKs) read English
    expect(localizeMessage('Insufficient balance', 'zh-CN')).toBe('余额不足');
    expect(localizeMessage('Insufficient balance', 'en')).toBe('Insufficient balance');
  });

  it('translates messages with values and validation messages with a field name', () => {
    expect(toChinese('Please wait 42 s before requesting another code')).toBe('请 42 秒后再获取验证码');
    expect(toChinese('Insufficient balance: ¥12.50 more is needed, please top up')).toBe(
      '余额不足，还差 ¥12.50，请先充值',
    );
    expect(toChinese('The instance is stopped; only a running instance can be rebooted')).toBe(
      '实例已停止，只有运行中的实例可以重启',
    );
    expect(toChinese('phone: Please enter a valid mobile number')).toBe('phone：请输入有效的手机号');
    expect(toChinese('The cloud phone is still being created and cannot be renewed')).toBe(
      '云手机仍在创建中，无法续费',
    );
    expect(toChinese('The cloud phone is released and cannot be released')).toBe('云手机已释放，无法释放');
    expect(toChinese('Something new')).toBe('Something new');
  });

  it('knows every fixed message the API throws', () => {
    const dir = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const untranslated: string[] = [];
    for (const f of files) {
      const src = readFileSync(path.join(dir, f), 'utf8');
      for (const m of src.matchAll(/new ApiError\(\s*[\w.]+,\s*'([^']+)'/g))
        if (toChinese(m[1]!) === m[1]) untranslated.push(`${f}: ${m[1]}`);
      for (const m of src.matchAll(/(?:_MSG|BAD_KEY) = '([^']+)'/g))
        if (toChinese(m[1]!) === m[1]) untranslated.push(`${f}: ${m[1]}`);
      for (const m of src.matchAll(/\bbad\('([^']+)'\)/g))
        if (toChinese(m[1]!) === m[1]) untranslated.push(`${f}: ${m[1]}`);
    }
    expect(untranslated).toEqual([]);
  });
});

describe('success messages in Chinese', () => {
  it('knows every fixed success message', () => {
    const dir = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const untranslated: string[] = [];
    for (const f of files) {
      const src = readFileSync(path.join(dir, f), 'utf8');
      for (const m of src.matchAll(/\bok\([^;]*, '([^']+)'\)/g))
        if (m[1] !== 'ok' && toChinese(m[1]!) === m[1]) untranslated.push(`${f}: ${m[1]}`);
    }
    expect(untranslated).toEqual([]);
  });
});
