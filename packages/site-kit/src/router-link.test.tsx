import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterLink } from './router-link';

function Page() {
  const location = useLocation();
  return (
    <>
      <p data-testid="path">{location.pathname}</p>
      <RouterLink href="/ecs" className="in-app">
        ECS
      </RouterLink>
      <RouterLink href="https://db-ip.com" target="_blank">
        DB-IP
      </RouterLink>
      <RouterLink href="/sso/start?next=%2Fdashboard">IP site</RouterLink>
    </>
  );
}

describe('RouterLink', () => {
  it('navigates in-app paths client-side and renders absolute URLs as plain anchors', () => {
    const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const ecs = screen.getByRole('link', { name: 'ECS' });
    expect(ecs.getAttribute('href')).toBe('/ecs');
    expect(ecs.className).toBe('in-app');
    const external = screen.getByRole('link', { name: 'DB-IP' });
    expect(external.getAttribute('href')).toBe('https://db-ip.com');
    expect(external.getAttribute('target')).toBe('_blank');
    fireEvent.click(ecs);
    expect(screen.getByTestId('path').textContent).toBe('/ecs');
  });

  it('leaves links into the login handoff to the browser (no client navigation, so no prefetch of its loader)', () => {
    const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const handoff = screen.getByRole('link', { name: 'IP site' });
    expect(handoff.getAttribute('href')).toBe('/sso/start?next=%2Fdashboard');
    // A plain anchor: the click is not intercepted by the router (jsdom does not follow it), the path stays.
    fireEvent.click(handoff);
    expect(screen.getByTestId('path').textContent).toBe('/');
  });
});
