/** /customers: the customer list with search, filters, sort and CSV export (reviewer, finance). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { CustomerList } from '../features/customers/components/customer-list';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/customers';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.customers'));
}

export default function CustomersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.customers')} description={t('pages.customers')} />
      <CustomerList />
    </>
  );
}
