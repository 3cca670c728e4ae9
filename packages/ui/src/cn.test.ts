import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and skips falsy values', () => {
    expect(cn('a', false, null, undefined, 0, 'b', { c: true, d: false }, ['e'])).toBe('a b c e');
  });

  it('lets a className override win over the component’s own conflicting classes', () => {
    expect(cn('rounded-md px-4 py-2 text-sm text-ink', 'px-2 text-lg')).toBe('rounded-md py-2 text-ink px-2 text-lg');
    expect(cn('bg-brand-600 hover:bg-brand-700', 'bg-danger')).toBe('hover:bg-brand-700 bg-danger');
    expect(cn('text-ink-soft', 'text-brand-700')).toBe('text-brand-700');
  });

  it('keeps a theme colour and a font size side by side, and knows the theme shadow', () => {
    expect(cn('text-sm', 'text-ink-soft')).toBe('text-sm text-ink-soft');
    expect(cn('shadow-header', 'shadow-sm')).toBe('shadow-sm');
  });
});
