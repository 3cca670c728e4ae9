import { useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { formatZoned } from '@lanyun/ui/format';
import { UiLink } from '@lanyun/ui/link';
import { pageCount, type Message } from '../api/messages';
import { useMarkRead, useMessages } from '../hooks/use-messages';
import { QueryError } from '@lanyun/ui/query-error';

function MessageItem({ message, onRead, busy }: { message: Message; onRead: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const unread = message.is_read === 0;
  return (
    <li
      className={cn('rounded-lg border p-5', unread ? 'border-brand-200 bg-brand-50/40' : 'border-line')}
      data-testid="message"
      data-unread={unread ? 'true' : 'false'}
      aria-label={unread ? t('messages.unreadName', { title: message.title }) : message.title}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className={cn('flex items-center gap-2 text-base text-ink', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? <span className="h-2 w-2 shrink-0 rounded-full bg-danger" aria-hidden="true" /> : null}
          {message.title}
          {unread ? (
            <span className="rounded bg-danger/10 px-1.5 text-xs font-medium text-danger-strong">
              {t('messages.unread')}
            </span>
          ) : null}
        </h3>
        <time className="text-sm text-ink-muted">{formatZoned(message.created_at, 'YYYY-MM-DD HH:mm')}</time>
      </div>
      <div
        className="prose-content mt-3 text-sm text-ink-soft"
        dangerouslySetInnerHTML={{ __html: message.content_html }}
      />
      {unread ? (
        <div className="mt-2 text-right">
          <button
            type="button"
            className="text-sm text-brand-600 hover:underline disabled:opacity-50"
            onClick={onRead}
            disabled={busy}
          >
            {t('messages.markRead')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * "My messages" on /notice (logged-in): /v1/message_list with unread marking, an "Unread only" filter,
 * "Mark all read" (all=1) and per-message "Mark as read" (ids); the header bell count is refreshed after changes.
 */
export function MessageList() {
  const { t } = useTranslation();
  const { unread } = useSession();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const messages = useMessages(page, unreadOnly);
  const markRead = useMarkRead();
  const data = messages.data;
  const pages = data ? pageCount(data.total, data.page_size) : 1;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.target.checked);
              setPage(1);
            }}
          />
          {t('messages.unreadOnly')}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <UiLink href="/user/messages" className="text-sm text-brand-600 hover:underline">
            {t('messageSettings.nav')}
          </UiLink>
          <span className="text-sm text-ink-muted" data-testid="unread-count">
            {t('messages.unreadCount', { count: unread })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            {t('messages.markAllRead')}
          </Button>
        </div>
      </div>
      {messages.isLoading ? (
        <p className="p-8 text-center text-ink-muted">{t('form.loading')}</p>
      ) : messages.isError ? (
        <QueryError query={messages} />
      ) : data?.list.length ? (
        <ul className="space-y-4">
          {data.list.map((m) => (
            <MessageItem
              key={m.id}
              message={m}
              busy={markRead.isPending}
              onRead={() => markRead.mutate({ ids: [m.id] })}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg bg-surface p-8 text-center text-ink-muted">
          {unreadOnly ? t('messages.noUnread') : t('messages.empty')}
        </p>
      )}
      {pages > 1 ? (
        <nav aria-label={t('messages.pages')} className="mt-6 flex items-center justify-center gap-3 text-sm">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('messages.previous')}
          </Button>
          <span className="text-ink-muted">{t('messages.pageOf', { page, pages })}</span>
          <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('messages.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
