/** /operators: operator accounts and roles (admin). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { OperatorList } from '../features/operators/components/operator-list';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/operators';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.operators'));
}

export default function OperatorsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.operators')} description={t('pages.operators')} />
      <OperatorList />
    </>
  );
}
