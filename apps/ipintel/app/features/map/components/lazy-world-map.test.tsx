import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LazyWorldMap } from './lazy-world-map';

const data = { hours: 24, total: 12, cells: [{ lat: 37, lon: -122, country_code: 'US', count: 12 }] };

// Transform the map module (d3-geo, the atlas) once up front, so loading it on demand takes no test time.
beforeAll(async () => {
  await import('./world-map');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LazyWorldMap', () => {
  it('shows the caption with the total at once and draws the map when it comes near the viewport', async () => {
    let onIntersect: (entries: { isIntersecting: boolean }[]) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof onIntersect) {
          onIntersect = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyWorldMap data={data} />);
    expect(screen.getByTestId('map-total').textContent).toBe('12');
    expect(screen.queryByRole('img')).toBeNull();
    act(() => onIntersect([{ isIntersecting: true }]));
    expect(await screen.findByRole('img', { name: 'World map of 12 lookups in the last 24 hours' })).toBeTruthy();
    expect(screen.getAllByTestId('map-total')).toHaveLength(1);
  });

  it('draws the map right away where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyWorldMap data={data} />);
    expect(await screen.findByRole('img', { name: 'World map of 12 lookups in the last 24 hours' })).toBeTruthy();
  });
});
