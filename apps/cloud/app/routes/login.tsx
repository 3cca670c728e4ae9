/**
 * /login (simple layout): tp=1 log-in, tp=2 sign-up, tp=3 forgot password, rect=phone the phone tab (spec §2). A visitor who is already
 * logged in goes straight to `redirect` or "/". `expired=1` (set by the 506 handler, @lanyun/session) explains in a
 * toast that the session ended; `redirect` then brings the customer back to the page they were on.
 */
import { useEffect } from 'react';
import { redirect, useSearchParams } from 'react-router';
import { toast } from '@lanyun/ui/toast';
import { translatorFor, useTranslation } from '@lanyun/i18n/react';
import { langFromMatches } from '@lanyun/site-kit/seo';
import type { Route } from './+types/login';
import { seo } from '../lib/seo';
import { AuthCard, authPanel } from '../features/account/components/auth-card';
import { requestToken } from '@lanyun/session/server';
import { serverApi } from '@lanyun/site-kit/api.server';
import { safeRedirect } from '@lanyun/site-kit/safe-redirect';

export async function loader({ request }: Route.LoaderArgs) {
  if (requestToken(request)) {
    const res = await serverApi(request).call('/personal_center/user_info');
    if (res.code === 200) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  }
  return null;
}

export function meta(args: Route.MetaArgs) {
  const t = translatorFor(langFromMatches(args.matches));
  const panel = authPanel(new URLSearchParams(args.location.search));
  const title = panel.startsWith('signup')
    ? t('auth.title.signup')
    : panel === 'forgot'
      ? t('auth.title.forgot')
      : t('auth.title.login');
  return seo(args, { title, noindex: true });
}

export default function LoginRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const panel = authPanel(params);
  const expired = params.get('expired') === '1';
  useEffect(() => {
    if (expired) toast.warning(t('auth.sessionExpired'));
  }, [expired, t]);
  return (
    <div className="flex flex-1 items-center justify-center gap-16 px-4 py-10">
      <div className="hidden max-w-sm lg:block">
        <h1 className="text-3xl font-semibold text-ink">
          {panel.startsWith('signup') ? t('auth.hero.signup') : t('auth.hero.login')}
        </h1>
        <p className="mt-4 leading-relaxed text-ink-soft">{t('auth.hero.text')}</p>
        <ul className="mt-6 space-y-2 text-sm text-ink-soft">
          <li>✓ {t('auth.hero.perk1')}</li>
          <li>✓ {t('auth.hero.perk2')}</li>
          <li>✓ {t('auth.hero.perk3')}</li>
        </ul>
      </div>
      <AuthCard panel={panel} redirect={params.get('redirect')} />
    </div>
  );
}
