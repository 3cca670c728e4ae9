/** /contact-requests: sales and support requests from the IP site (every operator). */
import { PageHeader } from '../components/page-header';
import { ContactList } from '../features/feedback/components/contact-list';

export function meta() {
  return [{ title: 'Contact requests — Lanyun Ops' }];
}

export default function ContactRequestsPage() {
  return (
    <>
      <PageHeader title="Contact requests" description="Requests sent from the IP intelligence site's contact forms. Answer them by e-mail." />
      <ContactList />
    </>
  );
}
