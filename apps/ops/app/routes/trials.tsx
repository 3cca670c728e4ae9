/** /trials: cloud-phone trial applications to review (role reviewer). */
import { PageHeader } from '../components/page-header';
import { TrialList } from '../features/trials/components/trial-list';

export function meta() {
  return [{ title: 'Trial applications — Lanyun Ops' }];
}

export default function TrialsPage() {
  return (
    <>
      <PageHeader title="Trial applications" description="One free 7-day cloud phone per verified account. Approved customers claim it themselves." />
      <TrialList />
    </>
  );
}
