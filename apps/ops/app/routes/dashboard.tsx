/** /: the dashboard: the overview of a day, week or month (finance and admin) and the pending work of the operator's queues. */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { PeriodOverview } from '../features/dashboard/components/period-overview';
import { WorkQueues } from '../features/dashboard/components/work-queues';
import { useOps } from '../features/auth/ops-session';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/dashboard';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.dashboard'));
}

export default function DashboardPage() {
  const { t } = useTranslation();
  const { operator } = useOps();
  return (
    <>
      <PageHeader title={t('nav.dashboard')} description={t('pages.dashboard', { name: operator?.name ?? '' })} />
      <PeriodOverview />
      <WorkQueues />
    </>
  );
}
