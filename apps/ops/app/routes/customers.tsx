/** /customers: look up a customer (reviewer, finance). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { CustomerSearch } from '../features/customers/components/customer-search';
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
      <CustomerSearch />
    </>
  );
}
