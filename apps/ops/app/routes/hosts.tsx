/** /hosts: compute hosts with capacity, allocation and their instances (every operator role; read-only). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { HostList } from '../features/compute-hosts/components/host-list';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/hosts';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.hosts'));
}

export default function HostsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.hosts')} description={t('pages.hosts')} />
      <HostList />
    </>
  );
}
