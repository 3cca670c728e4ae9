/**
 * An image field (an article's cover, a banner's image): the image's URL as text — any https address still works —
 * and a file control that uploads a JPEG, PNG or WebP (`POST /ops/content/image`, role editor, at most 5 MiB) and puts
 * the stored image's public URL into the field. A thumbnail shows the current image. A refused upload shows the API's
 * message (the client's warning toast) and leaves the field as it was.
 */
import { useId, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Field } from '@lanyun/ui/field';
import { useOps } from '../../auth/ops-session';
import { uploadContentImage } from '../api/content';

export function ImageUrlField({
  label,
  value,
  hint,
  onChange,
}: {
  label: string;
  value: string;
  hint?: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const { api } = useOps();
  const fileId = useId();
  const [pending, setPending] = useState(false);

  const upload = async (file: File) => {
    setPending(true);
    const url = await uploadContentImage(api, file).finally(() => setPending(false));
    if (url) onChange(url);
  };

  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <Field label={label} hint={hint} type="url" value={value} onChange={(e) => onChange(e.target.value)} />
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={fileId} className="text-sm font-medium">
          {t('content.image.upload', { label: label.charAt(0).toLowerCase() + label.slice(1) })}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={pending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
            e.target.value = '';
          }}
          className="text-sm"
        />
        <span className="text-xs text-muted" role="status" aria-live="polite">
          {pending ? t('content.image.pending') : t('content.image.hint')}
        </span>
      </div>
      {value ? (
        <img
          src={value}
          alt={t('content.image.current', { label })}
          className="max-h-32 max-w-xs rounded border border-line object-contain"
        />
      ) : null}
    </div>
  );
}
