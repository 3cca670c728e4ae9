/** /profile: who is logged in (one account with Lanyun Cloud) and links to edit it on the cloud site. */
import { useRouteLoaderData } from 'react-router';
import { useSession } from '@lanyun/session/react';
import { buttonClass } from '@lanyun/ui/button';
import { realNameStatusText } from '@lanyun/ui/real-name';
import { cloudPageHref } from '../features/account/lib/cross-site';
import type { RootData } from '../root-data';
import type { Route } from './+types/profile';
import { seo } from '../lib/seo';

export function meta(args: Route.MetaArgs) {
  return seo(args, { title: 'Profile', noindex: true });
}

export default function ProfileRoute() {
  const { user } = useSession();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const cloud = root?.config.cloudUrl ?? 'http://localhost:3000';
  const rows: Array<[string, string]> = user
    ? [
        ['Account', user.user_name],
        ['Account ID', String(user.id)],
        ['Name', user.name || '-'],
        ['E-mail', user.email || '-'],
        ['Phone', user.phone || '-'],
        ['Real-name verification', realNameStatusText(user)],
        ['Account type', user.pid ? 'Sub-account' : 'Main account'],
      ]
    : [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink">Profile</h1>
      <section className="rounded-xl border border-line bg-white p-6">
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-ink-muted">{k}</dt>
              <dd className="text-ink" data-testid={k === 'Account' ? 'profile-account' : undefined}>
                {v}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-ink-soft">One account for Lanyun Cloud and IP Intelligence: the profile, password and real-name verification are managed on the cloud site.</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={cloudPageHref(cloud, '/user/basic')} className={buttonClass('outline')}>
            Edit profile
          </a>
          <a href={cloudPageHref(cloud, '/user/auth')} className={buttonClass('outline')}>
            Real-name verification
          </a>
        </div>
      </section>
    </div>
  );
}
