/** /content: news, documents, notices, downloads, banners, solutions, agreements and the rest (role editor). */
import { PageHeader } from '../components/page-header';
import { ContentList } from '../features/content/components/content-list';

export function meta() {
  return [{ title: 'Content — Lanyun Ops' }];
}

export default function ContentPage() {
  return (
    <>
      <PageHeader title="Content" description="What the public sites show, in Chinese and English. Saved changes are live at once." />
      <ContentList />
    </>
  );
}
