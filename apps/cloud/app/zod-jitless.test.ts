// The browser entry's first import turns off zod's `new Function` fast path without importing zod
// (@lanyun/site-kit/zod-jitless); this pins that the installed zod reads the setting from where that module writes it.
import '@lanyun/site-kit/zod-jitless';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe('zod without eval (Content-Security-Policy)', () => {
  it('zod reports jitless, so its schemas never probe for new Function', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.core.util.allowsEval.value).toBe(false);
  });
});
