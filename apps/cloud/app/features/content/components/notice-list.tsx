import { useTranslation } from '@lanyun/i18n/react';
import { formatDate } from '@lanyun/ui/format';

/** A platform notice as /v1/notice_list returns it. */
export interface NoticeItem {
  id: number;
  title: string;
  content_html: string;
  created_at: number;
}

/** Platform notices, newest first (sanitized HTML bodies). */
export function NoticeList({ notices }: { notices: NoticeItem[] }) {
  const { t } = useTranslation();
  if (!notices.length)
    return <p className="rounded-lg bg-surface p-8 text-center text-ink-muted">{t('notice.empty')}</p>;
  return (
    <ul className="space-y-4">
      {notices.map((n) => (
        <li key={n.id} id={`notice-${n.id}`} className="scroll-mt-24 rounded-lg border border-line p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-medium text-ink">{n.title}</h2>
            <time className="text-sm text-ink-muted">{formatDate(n.created_at)}</time>
          </div>
          <div
            className="prose-content mt-3 text-sm text-ink-soft"
            dangerouslySetInnerHTML={{ __html: n.content_html }}
          />
        </li>
      ))}
    </ul>
  );
}
