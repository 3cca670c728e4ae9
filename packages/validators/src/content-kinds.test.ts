import { describe, expect, it } from 'vitest';
import { CONTENT_KIND_NAMES, isContentKindName } from './content-kinds';

describe('content kind names', () => {
  it('names each kind once, as a path segment', () => {
    expect(new Set(CONTENT_KIND_NAMES).size).toBe(CONTENT_KIND_NAMES.length);
    for (const name of CONTENT_KIND_NAMES) expect(name).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('tells a kind from anything else', () => {
    expect(isContentKindName('friend_link')).toBe(true);
    expect(isContentKindName('preview_link')).toBe(false);
    expect(isContentKindName(undefined)).toBe(false);
  });
});
