/**
 * What every account page route (routes/user/*.tsx) shares: its meta (title, noindex), its frame (the `<h1>` title
 * above the page's panel), its error boundary body and the user it renders (the session's, kept fresh after edits,
 * else the one its loader read).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { metaTranslator, type SeoMetaArgs } from '@lanyun/site-kit/seo';
import { useSession } from '@lanyun/session/react';
import type { User } from '@lanyun/session/session';
import { seo } from '../../../lib/seo';
import { ACCOUNT_PAGES, type AccountPage } from '../account-pages';
import { AccountRouteError } from './account-route-error';

/** The meta tags of account page `page`: its title, not indexed. */
export function accountMeta(args: SeoMetaArgs, page: AccountPage) {
  return seo(args, { title: metaTranslator(args)(ACCOUNT_PAGES[page]), noindex: true });
}

/** The logged-in user for a page: the session's (updated by profile edits and top-ups), else `loaderUser`. */
export function useAccountUser(loaderUser: User): User {
  return useSession().user ?? loaderUser;
}

/** The page's title as `<h1>`, then its panel. */
export function AccountPageView({ page, children }: { page: AccountPage; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold text-ink">{t(ACCOUNT_PAGES[page])}</h1>
      {children}
    </>
  );
}

/** The page's error boundary: its title, then the failure with a retry. */
export function AccountPageError({ page, error }: { page: AccountPage; error: unknown }) {
  const { t } = useTranslation();
  return <AccountRouteError error={error} title={t(ACCOUNT_PAGES[page])} />;
}
