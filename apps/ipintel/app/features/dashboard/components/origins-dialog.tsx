/**
 * The "allowed origins" of an API key: a dialog with a textarea, one origin per line (empty: any caller), saved with
 * `/ipintel/key_update`. The API normalises the list and names a bad entry or a list past 10 (the SDK toasts its
 * message; the dialog stays open with the text so it can be corrected). Rules: docs/decisions/0001-questions-the-product-spec-leaves-open.md "IP API key origins".
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { FieldShell, inputClass } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';
import type { ApiKey } from '../api/account';

/** Props of {@link OriginsDialog}. */
export interface OriginsDialogProps {
  /** The key being edited; null keeps the dialog closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
  /** Save the textarea's text for key `id`; resolves with the updated key, or null after a failure. */
  save: (id: number, origins: string) => Promise<ApiKey | null>;
  saving: boolean;
}

/**
 * The origins editor (see the module docstring). Mount it with `key={apiKey?.id}` so each key starts from its own
 * list.
 */
export function OriginsDialog({ apiKey, onClose, save, saving }: OriginsDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => apiKey?.allowed_origins.join('\n') ?? '');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!apiKey) return;
    const updated = await save(apiKey.id, text);
    if (!updated) return;
    toast.success(t('keys.originsSaved'));
    onClose();
  };
  return (
    <Dialog open={apiKey !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('keys.originsTitle', { name: apiKey?.name ?? '' })}</DialogTitle>
        <DialogDescription>{t('keys.originsText')}</DialogDescription>
        <form noValidate className="mt-4" onSubmit={(e) => void submit(e)}>
          <FieldShell label={t('keys.originsLabel')} hint={t('keys.originsHint')}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                value={text}
                spellCheck={false}
                autoCapitalize="off"
                placeholder={t('keys.originsPlaceholder')}
                onChange={(e) => setText(e.target.value)}
                className={`${inputClass()} h-auto py-2 font-mono text-xs`}
              />
            )}
          </FieldShell>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('keys.cancel')}
            </Button>
            <Button type="submit" disabled={saving}>
              {t('keys.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
