/**
 * /content/:kind/new and /content/:kind/:id: loads the item (from the list's pages; the API has no single-item
 * call), shows the editor, saves, and goes back to the kind's list. An unknown kind or id shows a message.
 */
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UiLink } from '@lanyun/ui/link';
import { PageHeader } from '../../../components/page-header';
import { useOps } from '../../auth/ops-session';
import { CONTENT_KEY, findContentItem, saveContent } from '../api/content';
import { kindSpec } from '../kinds';
import { ContentEditor } from './content-editor';

export function ContentEditPage({ kind, id }: { kind: string | undefined; id: string | undefined }) {
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
  if (itemId !== null && item.isLoading) return <p className="text-ink-muted">Loading…</p>;
  if (itemId !== null && !item.data) return <Missing />;
  const back = () => void navigate(`/content?kind=${spec.kind}`);
  return (
    <>
      <PageHeader title={itemId === null ? `New ${spec.label.toLowerCase()}` : `Edit ${spec.label.toLowerCase()}`} description="Chinese is required; English is optional, and readers of the English site see the Chinese text until it is translated." />
      <ContentEditor
        key={itemId ?? 'new'}
        spec={spec}
        item={item.data ?? null}
        onCancel={back}
        onSave={async (params) => {
          const saved = await saveContent(api, spec.kind, params);
          if (!saved) return false;
          await queryClient.invalidateQueries({ queryKey: [...CONTENT_KEY, spec.kind] });
          back();
          return true;
        }}
      />
    </>
  );
}

function Missing() {
  return (
    <p role="alert" className="rounded-md bg-white p-6 text-ink-soft">
      This item does not exist (any more). <UiLink href="/content" className="text-brand-600 underline">Back to the content list</UiLink>
    </p>
  );
}
