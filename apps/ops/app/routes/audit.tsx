/** /audit: the audit log, read-only (every operator). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { AuditLog } from '../features/audit/components/audit-log';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/audit';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.audit'));
}

export default function AuditPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.audit')} description={t('pages.audit')} />
      <AuditLog />
    </>
  );
}
