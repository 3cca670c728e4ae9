/** /tickets: the support queue and the ticket threads (role support; admin). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { TicketQueue } from '../features/tickets/components/ticket-queue';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/tickets';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.tickets'));
}

export default function TicketsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.tickets')} description={t('pages.tickets')} />
      <TicketQueue />
    </>
  );
}
