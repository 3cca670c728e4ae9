/**
 * The providers every site wraps its routes in: the interface language (i18next, catalogue already loaded by the root
 * loader on the server and by `hydrateSite` in the browser), the session (browser API client on the site's own `/api` proxy
 * with toasts and 506 handling, user from the root loader), `@lanyun/ui` links through React Router, the toaster and the
 * two-factor step-up dialog (step-up.tsx).
 * react-query is not among them: the pages, dialogs and layouts that use it wrap themselves in `QueryProvider`
 * (`@lanyun/site-kit/query`; one shared client in the browser), and the session loads it only for a logged-in user.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lanyun/i18n/react';
import { configureCookieDomain } from '@lanyun/session/cookies';
import { SessionProvider } from '@lanyun/session/react';
import { UiLinkProvider } from '@lanyun/ui/link';
import { Toaster } from '@lanyun/ui/toaster';
import { BROWSER_API_BASE, createBrowserApi } from './browser-api';
import { loadQueryClient } from './query-loader';
import { RouterLink } from './router-link';
import { StepUpHost } from './step-up';
import type { SiteRootData } from './root-data';

/** Props of {@link SiteProviders}. */
export interface SiteProvidersProps {
  /** The root loader's data (user and public config). */
  data: Pick<SiteRootData, 'user' | 'config' | 'lang'>;
  /** Where /login lives when it is on another site (see `createBrowserApi`); omit for this site. */
  loginOrigin?: string;
  children: ReactNode;
}

/**
 * Wraps `children` in the providers. The browser API client and cookie domain are set up once, on first render;
 * site-specific providers (e.g. the cloud site's recharge flow) go inside, as children.
 */
export function SiteProviders({ data: root, loginOrigin, children }: SiteProvidersProps) {
  const [api] = useState(() => {
    configureCookieDomain(root.config.cookieDomain);
    return createBrowserApi(BROWSER_API_BASE, loginOrigin, root.lang);
  });
  // Marks the document once React has hydrated it (`<html data-hydrated>`): menus and dialogs answer clicks only from
  // then on, so browser tests wait for it before they open one.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <I18nProvider lang={root.lang}>
      <SessionProvider api={api} initialUser={root.user} loadQueryClient={loadQueryClient}>
        <UiLinkProvider component={RouterLink}>
          {children}
          <Toaster />
          <StepUpHost />
        </UiLinkProvider>
      </SessionProvider>
    </I18nProvider>
  );
}
