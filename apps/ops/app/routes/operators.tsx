/** /operators: operator accounts and roles (admin). */
import { PageHeader } from '../components/page-header';
import { OperatorList } from '../features/operators/components/operator-list';

export function meta() {
  return [{ title: 'Operators — Lanyun Ops' }];
}

export default function OperatorsPage() {
  return (
    <>
      <PageHeader title="Operators" description="Staff accounts: editors publish content, reviewers decide applications, finance handles money, administrators everything." />
      <OperatorList />
    </>
  );
}
