import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { IMAGE_ACCEPT, checkImageFile } from '../../real-name/image-file';
import { uploadAttachment } from '../api/tickets';

/** Most files per message (the API's limit). */
export const MAX_FILES = 5;

/**
 * Picks and uploads ticket attachments (JPEG, PNG or WebP up to 5 MiB, the real-name image rules) as they are chosen;
 * `value` holds the uploaded ids with their file names.
 */
export function AttachmentPicker({
  value,
  onChange,
}: {
  value: { id: number; name: string }[];
  onChange: (v: { id: number; name: string }[]) => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (value.length + files.length > MAX_FILES) return setProblem(t('tickets.tooManyFiles', { max: MAX_FILES }));
    const bad = files.map(checkImageFile).find(Boolean);
    if (bad) return setProblem(t(bad));
    setProblem(null);
    setBusy(true);
    const added: { id: number; name: string }[] = [];
    try {
      for (const f of files) {
        const uploaded = await uploadAttachment(api, f);
        if (uploaded !== null) added.push({ id: uploaded, name: f.name });
      }
    } finally {
      setBusy(false);
      onChange([...value, ...added]);
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {t('tickets.attachments')}
      </label>
      <input id={id} type="file" multiple accept={IMAGE_ACCEPT} onChange={pick} disabled={busy} className="text-sm" />
      <p className="mt-1 text-xs text-ink-muted">
        {busy ? t('tickets.uploading') : t('tickets.attachmentsHint', { max: MAX_FILES })}
      </p>
      {problem ? (
        <p role="alert" className="mt-1 text-xs text-danger-strong">
          {problem}
        </p>
      ) : null}
      {value.length ? (
        <ul className="mt-2 space-y-1 text-sm" aria-label={t('tickets.attached')}>
          {value.map((f) => (
            <li key={f.id} className="flex items-center gap-2">
              <span data-testid="attached-file">{f.name}</span>
              <button
                type="button"
                className="text-xs text-danger-strong hover:underline"
                onClick={() => onChange(value.filter((x) => x.id !== f.id))}
              >
                {t('tickets.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
