/** /trials: cloud-phone trial applications to review (role reviewer). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { TrialList } from '../features/trials/components/trial-list';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/trials';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.trials'));
}

export default function TrialsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.trials')} description={t('pages.trials')} />
      <TrialList />
    </>
  );
}
