/**
 * An uploaded document image from GET /ops/upload/:id, through the console's `/api` proxy (which adds the operator's
 * `token` header from the HttpOnly cookie); fetched and shown from a blob URL (revoked on unmount). A
 * click opens it full size in a new tab.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useOps } from '../../auth/ops-session';

export function UploadImage({ id, label }: { id: number; label: string }) {
  const { t } = useTranslation();
  const { api } = useOps();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let url: string | null = null;
    let cancelled = false;
    fetch(`${api.baseUrl}/ops/upload/${id}`, { headers: { channel: 'pc' } })
      .then(async (res) => {
        const type = res.headers.get('content-type') ?? '';
        if (!res.ok || !type.startsWith('image/')) throw new Error('not an image');
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
  return (
    <figure className="w-60">
      <div className="flex h-40 items-center justify-center overflow-hidden rounded-md border border-line bg-surface">
        {src ? (
          <a href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={label} className="max-h-40 max-w-full object-contain" />
          </a>
        ) : (
          <span className="text-xs text-ink-muted">
            {failed ? t('realName.imageUnavailable') : t('common.loading')}
          </span>
        )}
      </div>
      <figcaption className="mt-1 text-xs text-ink-soft">{label}</figcaption>
    </figure>
  );
}
