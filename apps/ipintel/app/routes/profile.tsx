/** /profile: who is logged in (one account with Lanyun Cloud) and links to edit it on the cloud site. */
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { buttonClass } from '@lanyun/ui/button';
import { realNameStatusText } from '@lanyun/ui/real-name';
import { sisterPageHref } from '@lanyun/site-kit/sso-links';
import type { RootData } from '../root-data';
import type { Route } from './+types/profile';
import { seo } from '../lib/seo';

export function meta(args: Route.MetaArgs) {
  return seo(args, (t) => ({ title: t('meta.profile'), noindex: true }));
}

export default function ProfileRoute() {
  const { user } = useSession();
  const { t } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const cloud = root?.config.cloudUrl ?? 'http://localhost:3000';
  const rows: Array<[string, string]> = user
    ? [
        [t('profile.account'), user.user_name],
        [t('profile.accountId'), String(user.id)],
        [t('profile.name'), user.name || '-'],
        [t('profile.email'), user.email || '-'],
        [t('profile.phone'), user.phone || '-'],
        [t('profile.realName'), realNameStatusText(user, t)],
        [t('profile.accountType'), user.pid ? t('profile.subAccount') : t('profile.mainAccount')],
      ]
    : [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-ink">{t('profile.title')}</h1>
      <section className="rounded-xl border border-line bg-white p-6">
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
          {rows.map(([k, v], i) => (
            <div key={k} className="contents">
              <dt className="text-ink-muted">{k}</dt>
              <dd className="text-ink" data-testid={i === 0 ? 'profile-account' : undefined}>
                {v}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-ink-soft">{t('profile.note')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={sisterPageHref(cloud, '/user/basic')} className={buttonClass('outline')}>
            {t('profile.edit')}
          </a>
          <a href={sisterPageHref(cloud, '/user/auth')} className={buttonClass('outline')}>
            {t('profile.verify')}
          </a>
        </div>
      </section>
    </div>
  );
}
