/**
 * The feedback dialog (spec modalFB): a floating "Feedback" button on every page of the site opens a form — category,
 * description (5–2,000 characters) and an optional e-mail or phone to answer to — sent to /v1/feedback_add with the
 * page's path. Operators read and answer it in the console; an answer is e-mailed back.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field, FieldShell, SelectField, inputClass } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';

const CATEGORIES = ['suggestion', 'bug', 'billing', 'content', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

export function FeedbackButton() {
  const { t } = useTranslation();
  const { api, user } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
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
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="fixed right-3 bottom-24 z-40 rounded-full bg-brand-600 px-3 py-2 text-sm font-medium text-white shadow-lg hover:bg-brand-700"
      >
        {t('feedback.button')}
      </button>
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
    </>
  );
}
