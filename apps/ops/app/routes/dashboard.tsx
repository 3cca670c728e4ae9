/** /: the dashboard, with the pending work of the operator's queues. */
import { PageHeader } from '../components/page-header';
import { WorkQueues } from '../features/dashboard/components/work-queues';
import { useOps } from '../features/auth/ops-session';

export function meta() {
  return [{ title: 'Dashboard — Lanyun Ops' }];
}

export default function DashboardPage() {
  const { operator } = useOps();
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome, ${operator?.name ?? ''}. Pending work in your queues:`} />
      <WorkQueues />
    </>
  );
}
