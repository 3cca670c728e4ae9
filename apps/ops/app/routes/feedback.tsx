/** /feedback: what visitors sent through the cloud site's feedback dialog (every operator). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { FeedbackList } from '../features/feedback/components/feedback-list';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/feedback';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.feedback'));
}

export default function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.feedback')} description={t('pages.feedback')} />
      <FeedbackList />
    </>
  );
}
