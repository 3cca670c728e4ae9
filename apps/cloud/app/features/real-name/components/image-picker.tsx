import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { cn } from '@lanyun/ui/cn';
import { uploadImage, type ImageUsage } from '../api/real-name';
import { fieldMessage } from '../../../lib/field-message';
import { IMAGE_ACCEPT, checkImageFile } from '../image-file';

/**
 * An image picker that uploads on pick (/base/upload_img with `usage`) and previews the file through a local
 * object URL. The file input's accessible name is `label`; `onChange` receives the upload id (null while none).
 * Type (JPEG/PNG/WebP) and size (≤ 5 MiB) are checked before uploading.
 */
export function ImagePicker({
  label,
  usage,
  value,
  onChange,
  error,
}: {
  label: string;
  usage: ImageUsage;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);

  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const bad = checkImageFile(file);
    if (bad) {
      setProblem(bad);
      return;
    }
    setProblem(null);
    showPreview(URL.createObjectURL(file));
    onChange(null);
    setUploading(true);
    try {
      const uploaded = await uploadImage(api, file, usage);
      if (uploaded) onChange(uploaded.id);
      else showPreview(null);
    } finally {
      setUploading(false);
    }
  };

  const message = fieldMessage(t, problem ?? error);
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-ink" aria-hidden="true">
        {label}
      </p>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={label}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        className="peer sr-only"
        onChange={(e) => void pick(e)}
        disabled={uploading}
      />
      <label
        htmlFor={id}
        className={cn(
          'relative flex h-40 cursor-pointer flex-col items-center justify-center overflow-hidden rounded-lg border-2 border-dashed bg-surface text-sm text-ink-muted',
          'peer-focus-visible:border-brand-500 hover:border-brand-400',
          message ? 'border-danger' : 'border-line',
        )}
      >
        {preview ? (
          <img
            src={preview}
            alt={t('realName.image.preview', { label })}
            className="absolute inset-0 h-full w-full object-contain"
          />
        ) : null}
        {!preview ? (
          <>
            <span className="text-2xl leading-none">+</span>
            <span className="mt-2">{t('realName.image.choose')}</span>
            <span className="mt-1 text-xs">{t('realName.image.formats')}</span>
          </>
        ) : null}
        {uploading ? (
          <span className="absolute inset-x-0 bottom-0 bg-black/55 py-1 text-center text-xs text-white">
            {t('realName.image.uploading')}
          </span>
        ) : null}
        {preview && !uploading && value ? (
          <span
            className="absolute inset-x-0 bottom-0 bg-success/80 py-1 text-center text-xs text-white"
            data-testid={`upload-done-${usage}`}
          >
            {t('realName.image.uploaded')}
          </span>
        ) : null}
      </label>
      {message ? (
        <p id={`${id}-message`} role="alert" className="mt-1 text-xs text-danger-strong">
          {message}
        </p>
      ) : null}
    </div>
  );
}
