/**
 * "Preview link" of an article the public cannot see yet (a draft or a scheduled article): asks the API for a signed
 * 7-day link (`POST /ops/news/preview_link`, audited) and shows it in a dialog with "Copy" and "Open", and until when
 * it works. Anyone with the link sees the article on the cloud site as it will look (docs/decisions/0057-preview-links.md).
 */
import { useState } from 'react';
import { crossSiteHref, type Lang } from '@lanyun/i18n';
import { useTranslation } from '@lanyun/i18n/react';
import { Button, buttonClass } from '@lanyun/ui/button';
import { copyText } from '@lanyun/ui/copy';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { formatDate } from '@lanyun/ui/format';
import { useOps } from '../../auth/ops-session';
import { fetchPreviewLink, type PreviewLink } from '../api/content';

export function PreviewLinkButton({
  id,
  title,
  cloudUrl,
  lang,
  onCreated,
}: {
  /** The article's id. */
  id: number;
  /** Its title, for the button's accessible name. */
  title: string;
  /** The cloud site's origin. */
  cloudUrl: string;
  /** The console's language: the link opens the site in it. */
  lang: Lang;
  /** Called once a new link was made (e.g. to refresh a list of the article's links). */
  onCreated?: () => void;
}) {
  const { t } = useTranslation();
  const { api } = useOps();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [busy, setBusy] = useState(false);
  const url = link ? crossSiteHref(cloudUrl + link.path, lang) : '';

  const open = async () => {
    setBusy(true);
    try {
      const made = await fetchPreviewLink(api, id);
      setLink(made);
      if (made) onCreated?.();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => void open()}
        aria-label={t('content.previewLinkOf', { title })}
      >
        {t('content.previewLink')}
      </Button>
      <Dialog open={link !== null} onOpenChange={(o) => !o && setLink(null)}>
        <DialogContent size="lg">
          <DialogTitle>{t('content.previewLinkTitle')}</DialogTitle>
          <DialogDescription>
            {t('content.previewLinkHint', { time: link ? formatDate(link.expires_at, 'YYYY-MM-DD HH:mm') : '' })}
          </DialogDescription>
          <label className="mt-4 block text-sm text-ink-soft">
            {t('content.previewLinkUrl')}
            <input
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="mt-1 block w-full rounded-md border border-line px-3 py-2 font-mono text-xs text-ink"
            />
          </label>
          <DialogFooter>
            <a href={url} target="_blank" rel="noreferrer" className={buttonClass('outline')}>
              {t('content.previewLinkOpen')}
            </a>
            <Button onClick={() => void copyText(url, t)}>{t('content.previewLinkCopy')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
