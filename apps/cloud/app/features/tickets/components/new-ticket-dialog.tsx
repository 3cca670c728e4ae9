import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { cn } from '@lanyun/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@lanyun/ui/dialog';
import { Field, FieldShell, SelectField, inputClass } from '@lanyun/ui/field';
import { TICKETS_KEY, TICKET_CATEGORIES, TICKET_PRIORITIES, openTicket, type TicketCategory } from '../api/tickets';
import { AttachmentPicker } from './attachment-picker';

/** "New ticket": category, priority, title, description, an optional instance id and image attachments. */
export function NewTicketDialog({
  open,
  onOpenChange,
  onOpened,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  onOpened: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<TicketCategory>('ecs');
  const [priority, setPriority] = useState('2');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [resource, setResource] = useState('');
  const [files, setFiles] = useState<{ id: number; name: string }[]>([]);
  const submit = useMutation({
    mutationFn: () =>
      openTicket(api, {
        category,
        priority: Number(priority),
        title,
        content,
        resource_id: resource.trim(),
        attachments: files.map((f) => f.id),
      }),
    onSuccess: async (ticket) => {
      if (!ticket) return;
      setTitle('');
      setContent('');
      setResource('');
      setFiles([]);
      await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
      onOpened(ticket.id);
    },
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <DialogTitle>{t('tickets.new')}</DialogTitle>
        <DialogDescription>{t('tickets.newIntro')}</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit.mutate();
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('tickets.category')}
              value={category}
              onChange={(e) => setCategory(e.target.value as TicketCategory)}
              options={TICKET_CATEGORIES.map((c) => ({ value: c, label: t(`tickets.categories.${c}`) }))}
            />
            <SelectField
              label={t('tickets.priority')}
              value={priority}
              onChange={(e) => setPriority(e.target.value)}
              options={TICKET_PRIORITIES.map((p) => ({ value: String(p), label: t(`tickets.priorities.${p}`) }))}
            />
          </div>
          <Field
            label={t('tickets.title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            minLength={4}
            maxLength={120}
          />
          <FieldShell label={t('tickets.content')}>
            {(control) => (
              <textarea
                {...control}
                className={cn(inputClass(), 'h-auto py-2')}
                rows={5}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                required
                maxLength={5000}
              />
            )}
          </FieldShell>
          <Field
            label={t('tickets.resource')}
            hint={t('tickets.resourceHint')}
            value={resource}
            onChange={(e) => setResource(e.target.value)}
            maxLength={64}
          />
          <AttachmentPicker value={files} onChange={setFiles} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('tickets.cancel')}
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {t('tickets.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
