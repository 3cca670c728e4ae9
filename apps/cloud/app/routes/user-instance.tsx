/**
 * /user/instances/:id: the instance detail page (features/instance-detail). Guard as the other user-area pages: without
 * a valid session the loader redirects to /login?tp=1 with `redirect` back here. The page itself loads the instance
 * in the browser (its state changes while it is open).
 */
import { redirect } from 'react-router';
import { translatorFor, useTranslation } from '@lanyun/i18n/react';
import { langFromMatches } from '@lanyun/site-kit/seo';
import { useRecharge } from '@lanyun/site-kit/recharge';
import { requestToken } from '@lanyun/session/server';
import type { Route } from './+types/user-instance';
import { seo } from '../lib/seo';
import { InstanceDetailPanel } from '../features/instance-detail/components/instance-detail-panel';

export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!requestToken(request)) throw redirect(`/login?tp=1&redirect=${encodeURIComponent(url.pathname + url.search)}`);
  return { instanceId: params.id };
}

export function meta(args: Route.MetaArgs) {
  const t = translatorFor(langFromMatches(args.matches));
  return seo(args, { title: t('instanceDetail.title'), noindex: true });
}

export default function UserInstanceRoute({ loaderData: d }: Route.ComponentProps) {
  const { t } = useTranslation();
  const recharge = useRecharge();
  return (
    <div className="bg-surface pt-16">
      <div className="mx-auto max-w-6xl px-4 py-10 lg:px-6">
        <div className="min-w-0 rounded-xl bg-white p-5 shadow-sm sm:p-6 md:p-8">
          <h1 className="mb-6 text-2xl font-semibold text-ink">{t('instanceDetail.title')}</h1>
          <InstanceDetailPanel instanceId={d.instanceId} onTopUp={(preset) => recharge.open(preset)} />
        </div>
      </div>
    </div>
  );
}
