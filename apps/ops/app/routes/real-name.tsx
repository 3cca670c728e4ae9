/** /real-name: real-name applications to review (role reviewer). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { RealNameReview } from '../features/real-name/components/real-name-review';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/real-name';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.realName'));
}

export default function RealNamePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.realName')} description={t('pages.realName')} />
      <RealNameReview />
    </>
  );
}
