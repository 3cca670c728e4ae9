/** A ticket attachment from GET /ops/tickets/attachment/:id (through the console's /api proxy), opened from a blob URL. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useOps } from '../../auth/ops-session';

export function TicketAttachment({ id, label }: { id: number; label: string }) {
  const { t } = useTranslation();
  const { api } = useOps();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    fetch(`${api.baseUrl}/ops/tickets/attachment/${id}`, { headers: { channel: 'pc' } })
      .then(async (res) => {
        if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/')) throw new Error('not an image');
        const blob = await res.blob();
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api.baseUrl, id]);
  if (!src)
    return (
      <span className="text-xs text-ink-muted">
        {failed ? t('tickets.attachmentUnavailable') : t('common.loading')}
      </span>
    );
  return (
    <a href={src} target="_blank" rel="noreferrer">
      <img src={src} alt={label} className="max-h-32 rounded border border-line" />
    </a>
  );
}
