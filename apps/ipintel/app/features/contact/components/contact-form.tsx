/**
 * Contact form of the IP site (spec §1: custom plans, support, feedback). Requests are stored and listed to operators;
 * a logged-in sender is linked to the request. Field errors come from the API's messages (shown as a toast by the SDK).
 */
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Field, SelectField } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';
import { sendContact, type ContactKind } from '../api/contact';

export function ContactForm({ email, phone }: { email: string | null; phone: string | null }) {
  const { api, user } = useSession();
  const { t } = useTranslation();
  const kinds: Array<{ value: ContactKind; label: string }> = [
    { value: 'custom_plan', label: t('contact.customPlan') },
    { value: 'support', label: t('contact.support') },
    { value: 'feedback', label: t('contact.feedback') },
  ];
  const bold = { b: <strong className="text-ink" /> };
  const [kind, setKind] = useState<ContactKind>('custom_plan');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    setSending(true);
    const res = await sendContact(api, {
      kind,
      name: text('name'),
      email: text('email'),
      company: text('company'),
      message: text('message'),
    });
    setSending(false);
    if (res.code === 200) {
      toast.success(res.msg);
      setSent(true);
    }
  };
  return (
    <div className="grid gap-8 md:grid-cols-[1fr_2fr]">
      <div className="space-y-4 text-sm text-ink-soft">
        <p>
          <Trans t={t} i18nKey="contact.customPlanText" components={bold} />
        </p>
        <p>
          <Trans t={t} i18nKey="contact.supportText" components={bold} />
        </p>
        <p>
          <Trans t={t} i18nKey="contact.feedbackText" components={bold} />
        </p>
        {email ? <p>{t('contact.emailLine', { email })}</p> : null}
        {phone ? <p>{t('contact.phoneLine', { phone })}</p> : null}
      </div>
      {sent ? (
        <div className="rounded-xl border border-line bg-white p-6" role="status">
          <p className="font-semibold text-ink">{t('contact.thanks')}</p>
          <p className="mt-1 text-sm text-ink-soft">{t('contact.reply')}</p>
          <Button variant="outline" className="mt-4" onClick={() => setSent(false)}>
            {t('contact.another')}
          </Button>
        </div>
      ) : (
        <form
          onSubmit={submit}
          className="grid gap-4 rounded-xl border border-line bg-white p-6 sm:grid-cols-2"
          aria-label={t('contact.formLabel')}
        >
          <SelectField
            label={t('contact.topic')}
            value={kind}
            onChange={(e) => setKind(e.target.value as ContactKind)}
            options={kinds}
          />
          <Field label={t('contact.company')} name="company" maxLength={100} />
          <Field label={t('contact.name')} name="name" required maxLength={60} defaultValue={user?.name ?? ''} />
          <Field
            label={t('contact.email')}
            name="email"
            type="email"
            required
            maxLength={120}
            defaultValue={user?.email ?? ''}
          />
          <label className="sm:col-span-2">
            <span className="mb-1 block text-sm text-ink">{t('contact.message')}</span>
            <textarea
              name="message"
              required
              minLength={5}
              maxLength={4000}
              rows={5}
              className="w-full rounded-md border border-line px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
            />
          </label>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={sending}>
              {t('contact.send')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
