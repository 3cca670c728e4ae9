import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Field, FieldShell, SelectField, inputClass } from '@lanyun/ui/field';
import { useForm } from '../../../lib/use-form';
import { trialSchema } from '../trial';

/** The trial application form (package, region, contact, company, purpose); `onSubmit` gets the parsed fields. */
export function TrialForm({
  packages,
  regions,
  defaultName,
  onSubmit,
}: {
  packages: Array<{ id: number; name: string }>;
  regions: Array<{ id: number; name: string }>;
  defaultName: string;
  onSubmit: (data: ReturnType<typeof trialSchema.parse>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const form = useForm(trialSchema, {
    pkg_id: String(packages[0]?.id ?? ''),
    region_id: String(regions[0]?.id ?? ''),
    contact_name: defaultName,
    contact_phone: '',
    company: '',
    purpose: '',
  });
  const purpose = form.field('purpose');
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4 text-left"
      aria-label={t('trial.form.label')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('trial.form.package')}
          options={packages.map((p) => ({ value: String(p.id), label: p.name }))}
          {...form.field('pkg_id')}
        />
        <SelectField
          label={t('trial.form.region')}
          options={regions.map((r) => ({ value: String(r.id), label: r.name }))}
          {...form.field('region_id')}
        />
        <Field label={t('trial.form.contactName')} autoComplete="name" {...form.field('contact_name')} />
        <Field label={t('trial.form.contactPhone')} type="tel" autoComplete="tel" {...form.field('contact_phone')} />
      </div>
      <Field label={t('trial.form.company')} autoComplete="organization" {...form.field('company')} />
      <FieldShell label={t('trial.form.purpose')} error={purpose.error} hint={t('trial.form.purposeHint')}>
        {(control) => (
          <textarea
            {...control}
            name={purpose.name}
            value={purpose.value}
            onChange={(e) => form.setValues((v) => ({ ...v, purpose: e.target.value }))}
            rows={4}
            className={`${inputClass(Boolean(purpose.error))} h-auto py-2`}
          />
        )}
      </FieldShell>
      <Button type="submit" size="lg" disabled={form.pending}>
        {form.pending ? t('trial.form.submitting') : t('trial.form.submit')}
      </Button>
    </form>
  );
}
