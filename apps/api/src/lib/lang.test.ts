import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isApiReason } from '@lanyun/i18n/api-messages';
import { describe, expect, it } from 'vitest';
import { langOfHeader, prefersChinese } from './lang.ts';

describe('message language', () => {
  it('follows Accept-Language: Chinese only when it is preferred over English', () => {
    expect(prefersChinese('zh-CN')).toBe(true);
    expect(prefersChinese('zh-CN,zh;q=0.9,en;q=0.8')).toBe(true);
    expect(prefersChinese('en-US,en;q=0.9,zh-CN;q=0.8')).toBe(false);
    expect(langOfHeader(undefined)).toBe('en'); // API clients without a language (curl, SDKs) read English
    expect(langOfHeader('fr, zh;q=0.5')).toBe('zh-CN');
  });
});

describe('reason keys in the source', () => {
  const dir = path.resolve(import.meta.dirname, '..');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  const sources = files.map((f) => ({ f, src: readFileSync(path.join(dir, f), 'utf8') }));

  it('errors and success messages are thrown by key, never by an English sentence', () => {
    const sentences: string[] = [];
    const patterns = [
      /new ApiError\(\s*[\w.[\]]+,\s*(['`])([^'`]+)\1/g,
      /\bipError\(\s*'\w+',\s*(['`])([^'`]+)\1/g,
      /\bok\([^;]*?, (['`])([^'`]+)\1\)/g,
      /message: (['`])([^'`]+)\1/g,
      /\.(?:min|max|regex|refine)\([^;()]*, (['`])([^'`]+)\1\)/g,
      /\b(?:bad|refuse)\((['`])([^'`]+)\1/g,
      /\bitemError\('\w+', (['`])([^'`]+)\1/g,
    ];
    for (const { f, src } of sources) {
      if (f === 'config.ts' || f.startsWith('providers/')) continue; // start-up checks and payment protocols
      for (const re of patterns)
        for (const m of src.matchAll(re)) if (m[2] !== 'ok' && !isApiReason(m[2]!)) sentences.push(`${f}: ${m[2]}`);
    }
    expect(sentences).toEqual([]);
  });
});
