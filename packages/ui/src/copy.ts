/**
 * Copy-to-clipboard with the spec's toasts (spec §8: "copy succeeded" or "copy failed", in the page's language).
 */
import { toast } from './toast';
import type { Translate } from '@lanyun/i18n';

/**
 * Copies `text` to the clipboard and shows a success or error toast (text from `t`, e.g. `useTranslation().t`).
 * Resolves to whether it worked.
 * Falls back to a hidden textarea + `document.execCommand('copy')` where the Clipboard API is missing.
 */
export async function copyText(text: string, t: Translate): Promise<boolean> {
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
  if (ok) toast.success(t('ui:copy.succeeded'));
  else toast.error(t('ui:copy.failed'));
  return ok;
}
