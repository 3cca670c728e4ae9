/** /customers/:id: one customer's profile, ledger and orders. */
import { CustomerDetailView } from '../features/customers/components/customer-detail';
import { NotFound } from '@lanyun/ui/not-found';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/customer';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('meta.customer'));
}

export default function CustomerPage({ params }: Route.ComponentProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <CustomerDetailView key={id} id={id} />;
}
