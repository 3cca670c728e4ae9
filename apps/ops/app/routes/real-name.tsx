/** /real-name: real-name applications to review (role reviewer). */
import { PageHeader } from '../components/page-header';
import { RealNameReview } from '../features/real-name/components/real-name-review';

export function meta() {
  return [{ title: 'Real-name review — Lanyun Ops' }];
}

export default function RealNamePage() {
  return (
    <>
      <PageHeader title="Real-name review" description="Check the details against the documents, then approve or reject with a reason the customer will see." />
      <RealNameReview />
    </>
  );
}
