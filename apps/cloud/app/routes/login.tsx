/**
 * /login (simple layout): tp=1 log-in, tp=2 sign-up, tp=3 forgot password, rect=phone the phone tab (spec §2). A visitor who is already
 * logged in goes straight to `redirect` or "/".
 */
import { redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { seo } from '../lib/seo';
import { AuthCard, authPanel } from '../features/account/components/auth-card';
import { requestToken } from '@lanyun/session/server';
import { serverApi } from '@lanyun/site-kit/api.server';
import { safeRedirect } from '../lib/redirect';

export async function loader({ request }: Route.LoaderArgs) {
  if (requestToken(request)) {
    const res = await serverApi(request).call('/personal_center/user_info');
    if (res.code === 200) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')));
  }
  return null;
}

export function meta(args: Route.MetaArgs) {
  const panel = authPanel(new URLSearchParams(args.location.search));
  const title = panel === 'signup' ? 'Sign up' : panel === 'forgot' ? 'Reset password' : 'Log in';
  return seo(args, { title, noindex: true });
}

export default function LoginRoute() {
  const [params] = useSearchParams();
  const panel = authPanel(params);
  return (
    <div className="flex flex-1 items-center justify-center gap-16 px-4 py-10">
      <div className="hidden max-w-sm lg:block">
        <h1 className="text-3xl font-semibold text-ink">{panel === 'signup' ? 'Create your Lanyun Cloud account' : 'Welcome back'}</h1>
        <p className="mt-4 leading-relaxed text-ink-soft">
          One account for cloud servers, cloud phones and the IP intelligence service. Verified accounts get a free
          7-day trial.
        </p>
        <ul className="mt-6 space-y-2 text-sm text-ink-soft">
          <li>✓ Servers ready in about a minute</li>
          <li>✓ Monthly or yearly billing from one wallet</li>
          <li>✓ 24/7 ticket support</li>
        </ul>
      </div>
      <AuthCard panel={panel} redirect={params.get('redirect')} />
    </div>
  );
}
