/**
 * /user/phones/:id: a cloud phone in use (features/phone-screen): its streamed screen with touch, keys, text,
 * screenshot and APK install. Guard as the other user-area pages: without a valid session the loader redirects to
 * /login?tp=1 with `redirect` back here; the stream itself needs a ticket the API gives only for the account's phone.
 */
import { redirect } from 'react-router';
import { translatorFor, useTranslation } from '@lanyun/i18n/react';
import { langFromMatches } from '@lanyun/site-kit/seo';
import { requestToken } from '@lanyun/session/server';
import type { Route } from './+types/user-phone';
import { seo } from '../lib/seo';
import { PhoneScreen } from '../features/phone-screen/components/phone-screen';

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!requestToken(request)) throw redirect(`/login?tp=1&redirect=${encodeURIComponent(url.pathname + url.search)}`);
  return { phoneId: params.id };
}

export function meta(args: Route.MetaArgs) {
  const t = translatorFor(langFromMatches(args.matches));
  return seo(args, { title: t('phoneScreen.title'), noindex: true });
}

export default function UserPhoneRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="bg-surface pt-16">
      <div className="mx-auto max-w-6xl px-2 py-6 sm:px-4 lg:px-6 lg:py-10">
        <div className="min-w-0 rounded-xl bg-white p-3 shadow-sm sm:p-6 md:p-8">
          <h1 className="mb-1 text-2xl font-semibold text-ink">{t('phoneScreen.title')}</h1>
          <p className="mb-4 font-mono text-xs text-ink-muted">{d.phoneId}</p>
          <PhoneScreen phoneId={d.phoneId} />
        </div>
      </div>
    </div>
  );
}
