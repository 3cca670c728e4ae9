/** /contact-requests: sales and support requests from the IP site (every operator). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { ContactList } from '../features/feedback/components/contact-list';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/contact-requests';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.contactRequests'));
}

export default function ContactRequestsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.contactRequests')} description={t('pages.contactRequests')} />
      <ContactList />
    </>
  );
}
