/** /bank-transfers: declared bank transfers to confirm (role finance), and the ledger check. */
import { PageHeader } from '../components/page-header';
import { BankTransferList } from '../features/bank-transfers/components/bank-transfer-list';

export function meta() {
  return [{ title: 'Bank transfers — Lanyun Ops' }];
}

export default function BankTransfersPage() {
  return (
    <>
      <PageHeader title="Bank transfers" description="Confirm a transfer only once the money is on the company account: confirming credits the customer's balance." />
      <BankTransferList />
    </>
  );
}
