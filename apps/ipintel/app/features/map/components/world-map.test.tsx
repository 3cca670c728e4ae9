import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WorldMap } from './world-map';

describe('WorldMap', () => {
  it('draws the countries and one circle per cell, bigger where more lookups were', () => {
    const { container } = render(
      <WorldMap
        data={{
          hours: 24,
          total: 12,
          cells: [
            { lat: 37, lon: -122, country_code: 'US', count: 9 },
            { lat: 30, lon: 120, country_code: 'CN', count: 3 },
          ],
        }}
      />,
    );
    expect(container.querySelectorAll('path').length).toBeGreaterThan(150);
    const circles = [...container.querySelectorAll('circle')];
    expect(circles).toHaveLength(2);
    expect(Number(circles[0]!.getAttribute('r'))).toBeGreaterThan(Number(circles[1]!.getAttribute('r')));
    expect(screen.getByRole('img', { name: 'World map of 12 lookups in the last 24 hours' })).toBeTruthy();
  });
});
