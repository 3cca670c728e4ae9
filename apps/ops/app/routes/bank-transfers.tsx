/** /bank-transfers: declared bank transfers to confirm (role finance), and the ledger check. */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { BankTransferList } from '../features/bank-transfers/components/bank-transfer-list';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/bank-transfers';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.bankTransfers'));
}

export default function BankTransfersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.bankTransfers')} description={t('pages.bankTransfers')} />
      <BankTransferList />
    </>
  );
}
