/**
 * One snapshot's files: database, format, size, SHA-256 and a download button (a fresh signed link per click). File
 * names, the digest's name and the digests are the files' own identifiers, marked `translate="no"` like the file guide.
 */
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { formatBytes } from '@lanyun/ui/format';
import { formatTime } from '../../../lib/time';
import type { Snapshot } from '../api/downloads';

/** A file's database and format in the page's language (catalogue `fileNames`), e.g. "地理位置 · CSV". */
function fileLabel(t: (key: string) => string, f: Snapshot['files'][number]): string {
  return `${t(`fileNames.db.${f.database}`)} · ${t(`fileNames.format.${f.format}`)}`;
}

export function SnapshotTable({
  snapshot,
  onDownload,
  busy,
}: {
  snapshot: Snapshot;
  onDownload: (name: string) => void;
  busy: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-xl border border-line bg-white p-6"
      aria-label={t('downloads.snapshot', { version: snapshot.version })}
    >
      <h2 className="text-lg font-semibold text-ink">
        {formatTime(snapshot.created_at)}{' '}
        {snapshot.current ? (
          <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
            {t('downloads.current')}
          </span>
        ) : null}
      </h2>
      <p className="text-xs text-ink-muted">{t('downloads.version', { version: snapshot.version })}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-ink-muted">
            <tr>
              <th className="py-2 font-normal">{t('downloads.database')}</th>
              <th className="py-2 font-normal">{t('downloads.file')}</th>
              <th className="py-2 font-normal">{t('downloads.size')}</th>
              <th className="py-2 font-normal" translate="no">
                SHA-256
              </th>
              <th className="py-2 font-normal">
                <span className="sr-only">{t('downloads.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {snapshot.files.map((f) => (
              <tr key={f.name} className="border-t border-line">
                <td className="py-2 text-ink">{fileLabel(t, f)}</td>
                <td className="py-2 font-mono text-xs text-ink-soft" translate="no">
                  {f.name}
                </td>
                <td className="py-2 text-ink-soft">{formatBytes(f.bytes)}</td>
                <td className="py-2 font-mono text-xs text-ink-muted" title={f.sha256} translate="no">
                  {f.sha256.slice(0, 12)}…
                </td>
                <td className="py-2 text-right">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy === f.name}
                    onClick={() => onDownload(f.name)}
                    aria-label={t('downloads.downloadLabel', { label: fileLabel(t, f), version: snapshot.version })}
                  >
                    {t('downloads.download')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
