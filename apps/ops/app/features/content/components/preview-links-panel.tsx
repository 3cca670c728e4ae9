/**
 * "Preview links" on an article's edit page: the article's live preview links (not revoked, not expired; API
 * `/ops/news/preview_links`) with who made each, when, and until when it works; "Copy" copies one again, "Revoke"
 * (after a confirmation) makes the API refuse it from then on (`/ops/news/preview_revoke`, audited), and "New preview
 * link" makes another (docs/decisions/0057-preview-links.md).
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { crossSiteHref, DEFAULT_LANG, parseLang } from '@lanyun/i18n';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { copyText } from '@lanyun/ui/copy';
import { formatDate } from '@lanyun/ui/format';
import { DataTable, type Column } from '../../../components/data-table';
import { DecisionDialog } from '../../../components/decision-dialog';
import { useRootConfig } from '../../../lib/use-root-config';
import { useOps } from '../../auth/ops-session';
import {
  CONTENT_KEY,
  fetchPreviewLinks,
  revokePreviewLink,
  type ContentItem,
  type LivePreviewLink,
} from '../api/content';
import { PreviewLinkButton } from './preview-link';

export function PreviewLinksPanel({ article }: { /** The article as the list answers it. */ article: ContentItem }) {
  const { t, i18n } = useTranslation();
  const lang = parseLang(i18n.language) ?? DEFAULT_LANG;
  const id = article.id;
  const title = String((lang === 'en' && article.title_en) || article.title);
  const { api } = useOps();
  const { cloudUrl } = useRootConfig();
  const queryClient = useQueryClient();
  const key = [...CONTENT_KEY, 'news', 'preview-links', id];
  const links = useQuery({ queryKey: key, queryFn: () => fetchPreviewLinks(api, id), staleTime: 0 });
  const [revoking, setRevoking] = useState<LivePreviewLink | null>(null);
  const revoke = useMutation({
    mutationFn: (linkId: number) => revokePreviewLink(api, linkId, t('content.previewRevoked')),
    onSuccess: (ok) => ok && queryClient.invalidateQueries({ queryKey: key }),
  });
  const urlOf = (l: LivePreviewLink) => crossSiteHref(cloudUrl + l.path, lang);
  const madeBy = (l: LivePreviewLink) => `${l.created_by.name} <${l.created_by.email}>`;

  const columns: Column<LivePreviewLink>[] = [
    { header: t('content.previewMadeBy'), cell: madeBy },
    { header: t('content.previewMadeAt'), cell: (l) => formatDate(l.created_at, 'YYYY-MM-DD HH:mm') },
    { header: t('content.previewWorksUntil'), cell: (l) => formatDate(l.expires_at, 'YYYY-MM-DD HH:mm') },
    {
      header: t('common.actions'),
      cell: (l) => {
        const which = { who: madeBy(l), time: formatDate(l.created_at, 'YYYY-MM-DD HH:mm') };
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void copyText(urlOf(l), t)}
              aria-label={t('content.previewCopyOf', which)}
            >
              {t('content.previewLinkCopy')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger-strong"
              onClick={() => setRevoking(l)}
              aria-label={t('content.previewRevokeOf', which)}
            >
              {t('content.previewRevoke')}
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="preview-links-heading" className="mt-8 rounded-md bg-white p-6">
      <div className="mb-2 flex flex-wrap items-center gap-4">
        <h2 id="preview-links-heading" className="text-lg font-semibold text-ink">
          {t('content.previewLinks')}
        </h2>
        <div className="ml-auto">
          <PreviewLinkButton
            id={id}
            title={title}
            cloudUrl={cloudUrl}
            lang={lang}
            onCreated={() => void queryClient.invalidateQueries({ queryKey: key })}
          />
        </div>
      </div>
      <p className="mb-4 text-sm text-ink-soft">{t('content.previewLinksHint')}</p>
      <DataTable
        caption={t('content.previewLinks')}
        columns={columns}
        rows={links.data}
        rowKey={(l) => l.id}
        loading={links.isLoading}
        empty={t('content.previewLinksNone')}
        failure={links.isError ? links : undefined}
      />
      <DecisionDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('content.previewRevokeTitle')}
        description={
          revoking
            ? t('content.previewRevokeDescription', {
                who: madeBy(revoking),
                time: formatDate(revoking.created_at, 'YYYY-MM-DD HH:mm'),
              })
            : undefined
        }
        confirmLabel={t('content.previewRevoke')}
        danger
        onConfirm={() => revoke.mutateAsync(revoking!.id)}
      />
    </section>
  );
}
