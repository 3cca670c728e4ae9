/**
 * The feedback dialog (spec modalFB), opened by the floating button of `feedback-button.tsx`, which loads this module
 * on the first click: a form — category, description (5–2,000 characters) and an optional e-mail or phone to answer
 * to — sent to /v1/feedback_add with the page's path. Operators read and answer it in the console; an answer is
 * e-mailed back. What is typed stays while the dialog is closed and opened again, until it is sent.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { QueryProvider } from '@lanyun/site-kit/query';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field, FieldShell, SelectField, inputClass } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';

const CATEGORIES = ['suggestion', 'bug', 'billing', 'content', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

/** Props of {@link FeedbackDialog}. */
interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog, controlled by the button: `open` shows it, `onOpenChange(false)` asks to close it (also after sending).
 * The button sits in the page shell, outside the pages' query provider, so the dialog brings its own.
 */
export function FeedbackDialog(props: FeedbackDialogProps) {
  return (
    <QueryProvider>
      <Feedback {...props} />
    </QueryProvider>
  );
}

function Feedback({ open, onOpenChange: setOpen }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const { api, user } = useSession();
  const location = useLocation();
  const [category, setCategory] = useState<Category>('suggestion');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const send = useMutation({
    mutationFn: async () => {
      const res = await api.call('/v1/feedback_add', {
        category,
        content,
        contact,
        page_url: location.pathname + location.search,
      });
      return res.code === 200 ? res.msg : null;
    },
    onSuccess: (msg) => {
      if (msg === null) return;
      toast.success(t('feedback.thanks'));
      setContent('');
      setOpen(false);
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogTitle>{t('feedback.title')}</DialogTitle>
        <DialogDescription>{t('feedback.intro')}</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <SelectField
            label={t('feedback.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value as Category)}
            options={CATEGORIES.map((c) => ({ value: c, label: t(`feedback.categories.${c}`) }))}
          />
          <FieldShell label={t('feedback.content')}>
            {(control) => (
              <textarea
                {...control}
                className={cn(inputClass(), 'h-auto py-2')}
                rows={5}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                required
                minLength={5}
                maxLength={2000}
              />
            )}
          </FieldShell>
          <Field
            label={t('feedback.contact')}
            hint={user ? t('feedback.contactHintUser') : t('feedback.contactHint')}
            value={contact}
            onChange={(e) => setContact(e.target.value)}
            maxLength={120}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('tickets.cancel')}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {t('feedback.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
