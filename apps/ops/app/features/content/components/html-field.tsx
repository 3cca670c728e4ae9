/**
 * A rich-text body: the rich-text editor (rich-text-editor.tsx) by default, and — as the accessible and exact
 * fallback — the HTML source in a textarea ("HTML source" toggles between the two; both edit the same value).
 * "Preview" asks the API for the sanitized HTML (what saving would store: scripts, event handlers and unknown tags
 * removed) and shows it as the site renders it. The preview is the server's sanitized output, so it is safe to render
 * as HTML. `uploadImage` (optional) gives the editor an image button that uploads (see RichTextEditor).
 */
import { useId, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { FieldShell, inputClass } from '@lanyun/ui/field';
import { useOps } from '../../auth/ops-session';
import { previewHtml } from '../api/content';
import { RichTextEditor } from './rich-text-editor';

export function HtmlField({
  label,
  value,
  onChange,
  hint,
  uploadImage,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: string;
  uploadImage?: (file: File) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const { api } = useOps();
  const hintId = useId();
  const [source, setSource] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const show = async () => {
    setBusy(true);
    setPreview(await previewHtml(api, value));
    setBusy(false);
  };
  const lowerLabel = label.charAt(0).toLowerCase() + label.slice(1);
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="flex flex-col">
        <div className="mb-1.5 flex justify-end">
          <Button size="sm" variant="ghost" aria-pressed={source} onClick={() => setSource((s) => !s)}>
            {t('content.editor.sourceOf', { label: lowerLabel })}
          </Button>
        </div>
        {source ? (
          <FieldShell label={label} hint={hint ?? t('content.htmlHint')}>
            {(control) => (
              <textarea
                {...control}
                rows={14}
                value={value}
                onChange={(e) => onChange(e.target.value)}
                className={cn(inputClass(false), 'h-auto py-2 font-mono text-xs')}
              />
            )}
          </FieldShell>
        ) : (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium" aria-hidden>
              {label}
            </span>
            <RichTextEditor
              label={label}
              value={value}
              onChange={onChange}
              describedBy={hintId}
              uploadImage={uploadImage}
            />
            <p id={hintId} className="text-xs text-muted">
              {hint ?? t('content.editor.hint')}
            </p>
          </div>
        )}
      </div>
      <section aria-label={t('content.previewRegion', { label })} className="flex min-h-40 flex-col">
        <div className="mb-1.5 flex items-center justify-between">
          <span className="text-sm font-medium text-ink">{t('content.preview')}</span>
          <Button size="sm" variant="outline" disabled={busy || !value.trim()} onClick={() => void show()}>
            {t('content.previewOf', { label: lowerLabel })}
          </Button>
        </div>
        <div className="flex-1 overflow-auto rounded-md border border-line bg-white p-4 text-sm">
          {preview === null ? (
            <p className="text-ink-muted">{t('content.previewEmpty')}</p>
          ) : (
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: preview }} />
          )}
        </div>
      </section>
    </div>
  );
}
