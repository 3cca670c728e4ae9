/** /content: news, documents, notices, downloads, banners, solutions, agreements and the rest (role editor). */
import { useTranslation } from '@lanyun/i18n/react';
import { PageHeader } from '../components/page-header';
import { ContentList } from '../features/content/components/content-list';
import { metaT, pageTitle } from '../lib/i18n';
import type { Route } from './+types/content';

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches);
  return pageTitle(t, t('nav.content'));
}

export default function ContentPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.content')} description={t('pages.content')} />
      <ContentList />
    </>
  );
}
