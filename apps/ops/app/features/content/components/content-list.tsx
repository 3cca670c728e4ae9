/**
 * The content page body: a kind picker (news and documents, notices, downloads, banners, solutions, agreements,
 * classes, resources, friend links), a title search, the paged list (drafts marked) with "Edit", "Delete" and a
 * link to where the item shows on the cloud site (a signed preview link for a draft or scheduled article), and
 * "New". Paged on the server with the total, page links and page size; state lives in the URL
 * (`?kind=&q=&page=&size=`, `../content-list-state.ts`); dates are Beijing time.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { crossSiteHref, DEFAULT_LANG, parseLang } from '@lanyun/i18n';
import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { Field, SelectField } from '@lanyun/ui/field';
import { UiLink } from '@lanyun/ui/link';
import type { Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { PagedList } from '../../../components/list-toolbar';
import { When, zonedHeader } from '../../../components/when';
import { useListState } from '../../../lib/list-state';
import { useOps } from '../../auth/ops-session';
import { useRootConfig } from '../../../lib/use-root-config';
import { CONTENT_KEY, deleteContent, fetchContentPage, type ContentItem } from '../api/content';
import { contentListCodec } from '../content-list-state';
import { kindLabel, kindPlural } from '../kind-labels';
import { PreviewLinkButton } from './preview-link';
import { CONTENT_KINDS, isScheduled, kindSpec } from '../kinds';

export function ContentList() {
  const { t, i18n } = useTranslation();
  const lang = parseLang(i18n.language) ?? DEFAULT_LANG;
  const { api } = useOps();
  const { cloudUrl } = useRootConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { state, update, hrefOf } = useListState(contentListCodec);
  const spec = kindSpec(state.kind) ?? CONTENT_KINDS[0]!;
  const keyword = state.q;
  const [typed, setTyped] = useState(keyword);
  useEffect(() => setTyped(keyword), [keyword]); // back/forward to another search
  const [deleting, setDeleting] = useState<ContentItem | null>(null);
  const list = useQuery({
    queryKey: [...CONTENT_KEY, spec.kind, state.page, state.size, keyword],
    queryFn: () => fetchContentPage(api, spec.kind, state.page, keyword, state.size),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteContent(api, spec.kind, id, t('content.deleted')),
    onSuccess: (ok) => ok && queryClient.invalidateQueries({ queryKey: [...CONTENT_KEY, spec.kind] }),
  });

  const search = (e: FormEvent) => {
    e.preventDefault();
    update({ q: typed.trim() });
  };
  const label = kindLabel(spec, t).toLowerCase();
  const plural = kindPlural(spec, t);
  const title = (item: ContentItem) => String(item[spec.titleKey] ?? '');
  const titleEn = (item: ContentItem) => String(item[`${spec.titleKey}_en`] ?? '');
  /** The title in the console's language when the item has one (for accessible names), else the Chinese one. */
  const ownTitle = (item: ContentItem) => (lang === 'en' && titleEn(item)) || title(item);
  const when = (item: ContentItem) => item.published_at ?? item.released_at ?? item.effective_at ?? item.updated_at;

  const columns: Column<ContentItem>[] = [
    {
      header: t('content.title'),
      cell: (item) => (
        <>
          {/* The item's two titles, each in its own language whatever the console's. */}
          <div className="font-medium" lang="zh-CN">
            {title(item)}
          </div>
          {titleEn(item) ? (
            <div className="text-xs text-ink-muted" lang="en">
              {titleEn(item)}
            </div>
          ) : (
            <div className="text-xs text-warning-strong">{t('content.noEnglish')}</div>
          )}
        </>
      ),
    },
    {
      header: t('content.state'),
      cell: (item) =>
        item.published === false || item.enabled === false ? (
          <span className="text-warning-strong">
            {item.published === false ? t('content.draft') : t('content.hidden')}
          </span>
        ) : isScheduled(item) ? (
          <span className="text-warning-strong">{t('content.scheduled')}</span>
        ) : (
          t('content.live')
        ),
    },
    {
      header: zonedHeader(t('content.date'), t),
      cell: (item) => <When at={typeof when(item) === 'number' ? (when(item) as number) : null} />,
    },
    {
      header: t('common.actions'),
      cell: (item) => {
        const path = spec.sitePath?.(item);
        // An article the public cannot see yet has no page on the site: share a signed preview link instead.
        const hidden = spec.kind === 'news' && (item.published === false || isScheduled(item));
        return (
          <div className="flex flex-wrap gap-2">
            <UiLink
              href={`/content/${spec.kind}/${item.id}`}
              className={buttonClass('outline', 'sm')}
              aria-label={t('content.editOf', { title: ownTitle(item) })}
            >
              {t('content.edit')}
            </UiLink>
            {hidden ? (
              <PreviewLinkButton id={item.id} title={ownTitle(item)} cloudUrl={cloudUrl} lang={lang} />
            ) : path ? (
              <a
                href={crossSiteHref(cloudUrl + path, lang)}
                target="_blank"
                rel="noreferrer"
                className={buttonClass('ghost', 'sm')}
                aria-label={t('content.viewOf', { title: ownTitle(item) })}
              >
                {t('content.view')}
              </a>
            ) : null}
            <Button
              size="sm"
              variant="ghost"
              className="text-danger-strong"
              onClick={() => setDeleting(item)}
              aria-label={t('content.deleteOf', { title: ownTitle(item) })}
            >
              {t('content.delete')}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SelectField
          label={t('content.kind')}
          className="w-56"
          value={spec.kind}
          options={CONTENT_KINDS.map((k) => ({ value: k.kind, label: kindPlural(k, t) }))}
          onChange={(e) => update({ kind: e.target.value as typeof state.kind, q: '' })}
        />
        <form onSubmit={search} className="flex max-w-full min-w-0 items-end gap-2" role="search">
          <Field
            label={t('content.searchTitles')}
            className="w-64 min-w-0"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="outline">
            {t('content.search')}
          </Button>
        </form>
        <Button className="ml-auto" onClick={() => void navigate(`/content/${spec.kind}/new`)}>
          {t('content.newItem', { kind: label })}
        </Button>
      </div>
      <PagedList
        caption={plural}
        columns={columns}
        rows={list.data?.list}
        rowKey={(item) => item.id}
        loading={list.isLoading}
        empty={keyword ? t('content.nothingMatches') : t('content.nothingYet')}
        failure={list.isError ? list : undefined}
        page={state.page}
        size={state.size}
        total={list.data?.total}
        hrefOf={hrefOf}
        onPageSize={(size) => update({ size })}
        busy={list.isFetching}
      />
      <DecisionDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('content.deleteTitle', { kind: label })}
        description={deleting ? t('content.deleteDescription', { title: ownTitle(deleting) }) : undefined}
        confirmLabel={t('content.delete')}
        danger
        onConfirm={() => remove.mutateAsync(deleting!.id)}
      />
    </>
  );
}
