import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepVisible, toggleAll, toggleId, useRowSelection } from './use-row-selection';

describe('row selection', () => {
  it('ticks and unticks rows, and all of the page at once', () => {
    expect([...toggleId(new Set([1]), 2)]).toEqual([1, 2]);
    expect([...toggleId(new Set([1, 2]), 1)]).toEqual([2]);
    expect([...toggleAll(new Set([1]), [1, 2, 3])]).toEqual([1, 2, 3]);
    expect([...toggleAll(new Set([1, 2, 3]), [1, 2, 3])]).toEqual([]);
    expect([...toggleAll(new Set(), [])]).toEqual([]);
  });

  it('keeps only rows still on the page', () => {
    expect([...keepVisible(new Set([1, 2, 9]), [2, 3, 9])]).toEqual([2, 9]);
  });

  it('starts empty on another page or filter, and drops rows that left the page', () => {
    const { result, rerender } = renderHook(({ visible, scope }) => useRowSelection(visible, scope), {
      initialProps: { visible: [1, 2, 3], scope: '1:1' },
    });
    act(() => result.current.toggle(2));
    expect(result.current).toMatchObject({ ids: [2], all: false, some: true });
    act(() => result.current.toggleAll());
    expect(result.current).toMatchObject({ ids: [1, 2, 3], all: true, some: false });
    rerender({ visible: [1, 3], scope: '1:1' }); // row 2 was decided elsewhere and left the page
    expect(result.current.ids).toEqual([1, 3]);
    expect(result.current.has(2)).toBe(false);
    rerender({ visible: [4, 5], scope: '1:2' });
    expect(result.current.ids).toEqual([]);
  });
});
