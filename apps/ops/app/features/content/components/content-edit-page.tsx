/**
 * /content/:kind/new and /content/:kind/:id: loads the item (from the list's pages; the API has no single-item
 * call), shows the editor, saves, and goes back to the kind's list; under an article's editor, its live preview links
 * (preview-links-panel.tsx). An unknown kind or id shows a message.
 */
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { UiLink } from '@lanyun/ui/link';
import { PageHeader } from '../../../components/page-header';
import { useOps } from '../../auth/ops-session';
import { CONTENT_KEY, findContentItem, saveContent } from '../api/content';
import { kindLabel } from '../kind-labels';
import { kindSpec } from '../kinds';
import { ContentEditor } from './content-editor';
import { PreviewLinksPanel } from './preview-links-panel';
import { QueryError } from '@lanyun/ui/query-error';

export function ContentEditPage({ kind, id }: { kind: string | undefined; id: string | undefined }) {
  const { t } = useTranslation();
  const { api } = useOps();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const spec = kindSpec(kind);
  const itemId = id === 'new' ? null : Number(id);
  const valid = spec && (itemId === null || (Number.isInteger(itemId) && itemId > 0));
  const item = useQuery({
    queryKey: [...CONTENT_KEY, spec?.kind, 'item', itemId],
    queryFn: () => findContentItem(api, spec!.kind, itemId!),
    enabled: Boolean(valid && itemId !== null),
    staleTime: 0,
  });
  if (!valid) return <Missing />;
  if (itemId !== null && item.isLoading) return <p className="text-ink-muted">{t('common.loading')}</p>;
  if (itemId !== null && item.isError) return <QueryError query={item} />;
  if (itemId !== null && !item.data) return <Missing />;
  const back = () => void navigate(`/content?kind=${spec.kind}`);
  return (
    <>
      <PageHeader
        title={t(itemId === null ? 'content.newItem' : 'content.editItem', { kind: kindLabel(spec, t).toLowerCase() })}
        description={t('content.editHint')}
      />
      <ContentEditor
        key={itemId ?? 'new'}
        spec={spec}
        item={item.data ?? null}
        onCancel={back}
        onSave={async (params) => {
          const saved = await saveContent(api, spec.kind, params, t('common.saved'));
          if (!saved) return false;
          await queryClient.invalidateQueries({ queryKey: [...CONTENT_KEY, spec.kind] });
          back();
          return true;
        }}
      />
      {spec.kind === 'news' && item.data ? <PreviewLinksPanel article={item.data} /> : null}
    </>
  );
}

function Missing() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="rounded-md bg-white p-6 text-ink-soft">
      {t('content.missing')}{' '}
      <UiLink href="/content" className="text-brand-600 underline">
        {t('content.backToList')}
      </UiLink>
    </p>
  );
}
