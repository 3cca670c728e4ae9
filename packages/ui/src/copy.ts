/**
 * Copy-to-clipboard with the spec's toasts (spec §8: "copy succeeded" or "copy failed").
 */
import { toast } from './toast';

/** Toast text after a successful copy. */
export const COPY_SUCCEEDED = 'copy succeeded';
/** Toast text after a failed copy. */
export const COPY_FAILED = 'copy failed';

/**
 * Copies `text` to the clipboard and shows a success or error toast. Resolves to whether it worked.
 * Falls back to a hidden textarea + `document.execCommand('copy')` where the Clipboard API is missing.
 */
export async function copyText(text: string): Promise<boolean> {
  let ok = false;
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      ok = true;
    } else if (typeof document !== 'undefined') {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      ok = document.execCommand('copy');
      area.remove();
    }
  } catch {
    ok = false;
  }
  if (ok) toast.success(COPY_SUCCEEDED);
  else toast.error(COPY_FAILED);
  return ok;
}
