/**
 * The file control of a download entry: choosing a file uploads it (`POST /ops/download/upload`, role editor) while a
 * pending line is shown, then shows the stored file's name, size and SHA-256 (computed by the API) and hands the
 * entry's `url`, `size_bytes` and `sha256` to the form through `onUploaded`. A refused upload shows the API's message
 * (the client's warning toast) and leaves the form as it was.
 */
import { useId, useState } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { formatBytes } from '@lanyun/ui/format';
import { useOps } from '../../auth/ops-session';

/** What the upload answers, as the entry form needs it. */
export interface UploadedDownload {
  url: string;
  size_bytes: number;
  sha256: string;
  file_name: string;
}

export function DownloadFileField({ onUploaded }: { onUploaded: (file: UploadedDownload) => void }) {
  const { t } = useTranslation();
  const { api } = useOps();
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  const [done, setDone] = useState<UploadedDownload | null>(null);

  const upload = async (file: File) => {
    setPending(file.name);
    setDone(null);
    const res = await api
      .call('/ops/download/upload', { file, file_name: file.name } as never)
      .finally(() => setPending(null));
    if (res.code !== 200 || !res.data) return;
    const uploaded = res.data as UploadedDownload;
    setDone(uploaded);
    onUploaded(uploaded);
  };

  return (
    <div className="flex flex-col gap-1.5 md:col-span-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('content.upload.label')}
      </label>
      <input
        id={id}
        type="file"
        disabled={pending !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
          e.target.value = '';
        }}
        className="text-sm"
      />
      <p className="text-xs text-muted" role="status" aria-live="polite">
        {pending
          ? t('content.upload.pending', { name: pending })
          : done
            ? t('content.upload.done', { name: done.file_name, size: formatBytes(done.size_bytes) })
            : t('content.upload.hint')}
      </p>
      {done ? (
        <p className="break-all font-mono text-xs" data-testid="uploaded-sha256">
          {t('content.upload.sha256', { sha256: done.sha256 })}
        </p>
      ) : null}
    </div>
  );
}
