/** /feedback: what visitors sent through the cloud site's feedback dialog (every operator). */
import { PageHeader } from '../components/page-header';
import { FeedbackList } from '../features/feedback/components/feedback-list';

export function meta() {
  return [{ title: 'Feedback — Lanyun Ops' }];
}

export default function FeedbackPage() {
  return (
    <>
      <PageHeader title="Feedback" description="Suggestions and problems reported on the cloud site. Mark each one handled with what was done." />
      <FeedbackList />
    </>
  );
}
