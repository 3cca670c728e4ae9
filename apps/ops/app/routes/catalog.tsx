/** /catalog: the ECS and cloud-phone catalog and the IP database in use (admin). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { CatalogEditor } from '../features/catalog/components/catalog-editor';
import { IpdbPanel } from '../features/catalog/components/ipdb-panel';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/catalog';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.catalog'));
}

export default function CatalogPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.catalog')} description={t('pages.catalog')} />
      <CatalogEditor />
      <IpdbPanel />
    </>
  );
}
