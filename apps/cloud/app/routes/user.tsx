/**
 * /user/{type} (spec §2): basic = profile and its edit form, auth = real-name verification, security = password,
 * e-mail and phone, team = access management (listed only for main accounts with account_management), cost = the
 * cost center (balance, top-up, ledger, top-up orders), instances = the ECS instances (status, actions, renewal),
 * keys = the SSH keys, phones = the cloud phones. Guard: requires a session — without a valid `access-token` cookie the loader redirects
 * to /login?tp=1 with `redirect` back here.
 */
import { data, redirect } from 'react-router';
import { translatorFor, useTranslation } from '@lanyun/i18n/react';
import { langFromMatches } from '@lanyun/site-kit/seo';
import { useSession } from '@lanyun/session/react';
import { clearSessionSetCookies } from '@lanyun/session/cookie-header';
import type { User } from '@lanyun/session/session';
import { cn } from '@lanyun/ui/cn';
import { UiLink } from '@lanyun/ui/link';
import type { Route } from './+types/user';
import { seo } from '../lib/seo';
import { ProfileCard } from '../features/account/components/profile-card';
import { ProfileForm } from '../features/account/components/profile-form';
import { RealNameStatus } from '../features/real-name/components/real-name-status';
import { SecurityPanel } from '../features/security/components/security-panel';
import { TeamPanel, canManageTeam } from '../features/team/components/team-panel';
import { CostCenter } from '../features/wallet/components/cost-center';
import { InstancesPanel } from '../features/instances/components/instances-panel';
import { PhoneList } from '../features/phone-order/components/phone-list';
import { SshKeyPanel } from '../features/ssh-keys/components/ssh-key-panel';
import { useRecharge } from '@lanyun/site-kit/recharge';
import { requestToken } from '@lanyun/session/server';
import { serverApi } from '@lanyun/site-kit/api.server';
import { sessionCookieSecure } from '@lanyun/site-kit/env.server';
import { publicConfig } from '../lib/env.server';

/** The pages and the catalogue keys of their titles (account.json `user.nav.*`). */
const PAGES = {
  basic: 'user.nav.basic',
  auth: 'user.nav.auth',
  security: 'user.nav.security',
  team: 'user.nav.team',
  cost: 'user.nav.cost',
  instances: 'user.nav.instances',
  keys: 'user.nav.keys',
  phones: 'user.nav.phones',
  /** Served by routes/user-tickets.tsx (the static route wins); listed here for the side navigation. */
  tickets: 'tickets.pageTitle',
} as const;
type UserPage = keyof typeof PAGES;

/** The user-area pages listed in the side navigation: "Access management" only for users who may manage sub-accounts. */
function navPages(user: User, current: UserPage): UserPage[] {
  return (Object.keys(PAGES) as UserPage[]).filter((p) => p !== 'team' || p === current || canManageTeam(user));
}

export async function loader({ request, params }: Route.LoaderArgs) {
  if (!params.type || !(params.type in PAGES)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const login = `/login?tp=1&redirect=${encodeURIComponent(url.pathname + url.search)}`;
  if (!requestToken(request)) throw redirect(login);
  const res = await serverApi(request).call('/personal_center/user_info');
  if (res.code !== 200 || !res.data) {
    const headers = new Headers();
    if (res.code !== -1) for (const c of clearSessionSetCookies(publicConfig().cookieDomain, { secure: sessionCookieSecure() })) headers.append('Set-Cookie', c);
    throw redirect(login, { headers });
  }
  return { page: params.type as UserPage, user: res.data as User };
}

export function meta(args: Route.MetaArgs) {
  const t = translatorFor(langFromMatches(args.matches));
  return seo(args, { title: args.data ? t(PAGES[args.data.page]) : t('user.account'), noindex: true });
}

export default function UserRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const session = useSession();
  const recharge = useRecharge();
  const user = session.user ?? d.user;
  return (
    <div className="bg-surface pt-16">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[220px_1fr] lg:px-6">
        <nav aria-label={t('user.account')} className="h-fit rounded-xl bg-white p-3 shadow-sm">
          {navPages(user, d.page).map((p) => (
            <UiLink
              key={p}
              href={`/user/${p}`}
              aria-current={p === d.page ? 'page' : undefined}
              className={cn('block rounded-md px-3 py-2 text-sm', p === d.page ? 'bg-brand-50 font-medium text-brand-700' : 'text-ink-soft hover:bg-surface')}
            >
              {t(PAGES[p])}
            </UiLink>
          ))}
        </nav>
        <div className="min-w-0 rounded-xl bg-white p-5 shadow-sm sm:p-6 md:p-8">
          <h1 className="mb-6 text-2xl font-semibold text-ink">{t(PAGES[d.page])}</h1>
          {d.page === 'basic' ? (
            <div className="space-y-6">
              <ProfileCard user={user} onTopUp={() => recharge.open()} />
              <ProfileForm key={user.id} user={user} />
            </div>
          ) : d.page === 'auth' ? (
            <RealNameStatus user={user} />
          ) : d.page === 'security' ? (
            <SecurityPanel user={user} />
          ) : d.page === 'cost' ? (
            <CostCenter user={user} />
          ) : d.page === 'instances' ? (
            <InstancesPanel onTopUp={(preset) => recharge.open(preset)} />
          ) : d.page === 'keys' ? (
            <SshKeyPanel />
          ) : d.page === 'phones' ? (
            <PhoneList onTopUp={(preset) => recharge.open(preset)} />
          ) : (
            <TeamPanel user={user} />
          )}
        </div>
      </div>
    </div>
  );
}
