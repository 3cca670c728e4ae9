/** /customers: look up a customer (reviewer, finance). */
import { PageHeader } from '../components/page-header';
import { CustomerSearch } from '../features/customers/components/customer-search';

export function meta() {
  return [{ title: 'Customers — Lanyun Ops' }];
}

export default function CustomersPage() {
  return (
    <>
      <PageHeader title="Customers" description="Find an account by its ID, e-mail, phone or name." />
      <CustomerSearch />
    </>
  );
}
