/**
 * /user/{type} (spec §2): basic = profile, auth = real-name verification status. Guard: requires a session — without
 * a valid `access-token` cookie the loader redirects to /login?tp=1 with `redirect` back here.
 */
import { data, redirect } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { clearSessionSetCookies } from '@lanyun/session/cookie-header';
import type { User } from '@lanyun/session/session';
import { cn } from '@lanyun/ui/cn';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/user';
import { ProfileCard } from '../features/account/components/profile-card';
import { RealNameStatus } from '../features/real-name/components/real-name-status';
import { useRecharge } from '../features/wallet/hooks/use-recharge';
import { requestToken, serverApi } from '../lib/api.server';
import { publicConfig } from '../lib/env.server';

const PAGES = { basic: 'Account information', auth: 'Real-name verification' } as const;
type UserPage = keyof typeof PAGES;

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!(params.type in PAGES)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const login = `/login?tp=1&redirect=${encodeURIComponent(url.pathname + url.search)}`;
  if (!requestToken(request)) throw redirect(login);
  const res = await serverApi(request).call('/personal_center/user_info');
  if (res.code !== 200 || !res.data) {
    const headers = new Headers();
    if (res.code !== -1) for (const c of clearSessionSetCookies(publicConfig().cookieDomain ?? undefined)) headers.append('Set-Cookie', c);
    throw redirect(login, { headers });
  }
  return { page: params.type as UserPage, user: res.data as User };
}

export function meta({ data: d }: Route.MetaArgs) {
  return [{ title: `${d ? PAGES[d.page] : 'Account'} — Lanyun Cloud` }];
}

export default function UserRoute({ loaderData: d }: Route.ComponentProps) {
  const session = useSession();
  const recharge = useRecharge();
  const user = session.user ?? d.user;
  return (
    <div className="bg-surface pt-16">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[220px_1fr] lg:px-6">
        <nav aria-label="Account" className="h-fit rounded-xl bg-white p-3 shadow-sm">
          {(Object.keys(PAGES) as UserPage[]).map((p) => (
            <UiLink
              key={p}
              href={`/user/${p}`}
              aria-current={p === d.page ? 'page' : undefined}
              className={cn('block rounded-md px-3 py-2 text-sm', p === d.page ? 'bg-brand-50 font-medium text-brand-700' : 'text-ink-soft hover:bg-surface')}
            >
              {PAGES[p]}
            </UiLink>
          ))}
        </nav>
        <div className="rounded-xl bg-white p-6 shadow-sm md:p-8">
          <h1 className="mb-6 text-2xl font-semibold text-ink">{PAGES[d.page]}</h1>
          {d.page === 'basic' ? <ProfileCard user={user} onTopUp={() => recharge.open()} /> : <RealNameStatus user={user} />}
        </div>
      </div>
    </div>
  );
}
