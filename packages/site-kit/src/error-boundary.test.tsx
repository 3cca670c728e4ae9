import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import { registerMessages } from '@lanyun/i18n/messages';
import { setupTestI18n } from '@lanyun/i18n/testing';
import { CHUNK_RELOAD_KEY } from '@lanyun/ui/chunk-reload';
import uiEn from '@lanyun/ui/locales/en';
import uiZh from '@lanyun/ui/locales/zh-CN';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import en from './locales/en.json';
import { SiteErrorBoundary } from './error-boundary';

// React and React Router log every caught render error; the tests throw on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

type Data = { site: string };

function TestProviders({ data, children }: { data: Data; children: ReactNode }) {
  return (
    <div data-testid="providers" data-site={data.site}>
      {children}
    </div>
  );
}

/** A root route (id "root") whose page throws `error`; its loader's data is `{ site: 'cloud' }` unless it throws too. */
function renderRoot(error: unknown, { loaderFails = false, showErrorDetail = false } = {}) {
  function Boundary() {
    return (
      <SiteErrorBoundary
        error={useRouteError()}
        brand={<span>Brand</span>}
        providers={TestProviders}
        showErrorDetail={showErrorDetail}
      />
    );
  }
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      loader: () => {
        if (loaderFails) throw error;
        return { site: 'cloud' };
      },
      Component: () => {
        throw error;
      },
      ErrorBoundary: Boundary,
      HydrateFallback: () => null,
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('SiteErrorBoundary', () => {
  it('renders the 404 page under the brand bar, inside the providers when the root data is there', async () => {
    renderRoot(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brand' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('providers').getAttribute('data-site')).toBe('cloud');
    expect(screen.queryByText(/boom/)).toBeNull();
  });

  it('without root data it renders the page alone, in the default language (zh-CN)', async () => {
    registerMessages('zh-CN', { ui: uiZh });
    // The page's i18next instance becomes react-i18next's default; give the next tests the English one back.
    onTestFinished(() => setupTestI18n({ kit: en, ui: uiEn }));
    renderRoot(new Error('loader down'), { loaderFails: true });
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.queryByTestId('providers')).toBeNull();
  });

  it('shows the error detail only when asked (development)', async () => {
    renderRoot(new Error('boom'), { showErrorDetail: true });
    expect(await screen.findByText(/boom/)).toBeTruthy();
  });

  it('a chunk-load error reloads the page once (the time is kept in sessionStorage)', async () => {
    renderRoot(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    await screen.findByRole('heading', { name: 'Page Not Found' });
    // The reload runs in an effect after the page renders: wait for it, so it cannot spill into the next test.
    await waitFor(() => expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull());
  });

  it('other errors do not reload', async () => {
    renderRoot(new Error('boom'));
    await screen.findByRole('heading', { name: 'Page Not Found' });
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});
