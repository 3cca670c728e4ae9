/**
 * /user/tickets: the account's support tickets (list, thread, replies, new ticket). Guard: requires a session —
 * without a valid `access-token` cookie the loader redirects to /login?tp=1 with `redirect` back here.
 */
import { redirect } from 'react-router';
import { translatorFor, useTranslation } from '@lanyun/i18n/react';
import { langFromMatches } from '@lanyun/site-kit/seo';
import { requestToken } from '@lanyun/session/server';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/user-tickets';
import { seo } from '../lib/seo';
import { TicketsPanel } from '../features/tickets/components/tickets-panel';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!requestToken(request)) throw redirect(`/login?tp=1&redirect=${encodeURIComponent(url.pathname + url.search)}`);
  return null;
}

export function meta(args: Route.MetaArgs) {
  const t = translatorFor(langFromMatches(args.matches));
  return seo(args, { title: t('tickets.pageTitle'), noindex: true });
}

export default function UserTicketsRoute() {
  const { t } = useTranslation();
  return (
    <div className="bg-surface pt-16">
      <div className="mx-auto max-w-5xl px-4 py-10 lg:px-6">
        <UiLink href="/user/basic" className="text-sm text-brand-600 hover:underline">
          ← {t('user.account')}
        </UiLink>
        <div className="mt-3 min-w-0 rounded-xl bg-white p-5 shadow-sm sm:p-6 md:p-8">
          <h1 className="mb-2 text-2xl font-semibold text-ink">{t('tickets.pageTitle')}</h1>
          <p className="mb-6 text-sm text-ink-soft">{t('tickets.pageIntro')}</p>
          <TicketsPanel />
        </div>
      </div>
    </div>
  );
}
