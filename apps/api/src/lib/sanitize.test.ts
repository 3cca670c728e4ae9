import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps formatting and links', () => {
    expect(sanitizeArticleHtml('<p><strong>Hi</strong> <a href="https://a.example/">x</a></p>')).toBe(
      '<p><strong>Hi</strong> <a href="https://a.example/" rel="noopener noreferrer">x</a></p>',
    );
  });
  it('removes scripts, handlers and javascript: URLs', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="steal()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(out).toContain('<p>a</p>');
  });
});
