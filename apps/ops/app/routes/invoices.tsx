/** /invoices: customers' invoice requests to issue (with the PDF) or reject (role finance). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { InvoiceList } from '../features/invoices/components/invoice-list';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/invoices';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.invoices'));
}

export default function InvoicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.invoices')} description={t('pages.invoices')} />
      <InvoiceList />
    </>
  );
}
