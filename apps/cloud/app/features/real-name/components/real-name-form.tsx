import { useTranslation } from '@lanyun/i18n/react';
import { Button } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lanyun/ui/tabs';
import { useForm } from '../../../lib/use-form';
import { useSubmitRealName } from '../hooks/use-real-name';
import { enterpriseSchema, personalSchema } from '../schemas';
import { ImagePicker } from './image-picker';

function PersonalForm() {
  const { t } = useTranslation();
  const submitApplication = useSubmitRealName();
  const form = useForm(personalSchema, { real_name: '', id_number: '', id_front_img: null, id_back_img: null });
  const submit = form.handleSubmit((data) => submitApplication.mutateAsync({ type: 1, ...data }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('realName.realName')} autoComplete="name" {...form.field('real_name')} />
        <Field
          label={t('realName.idNumber')}
          autoComplete="off"
          maxLength={18}
          placeholder={t('realName.idPlaceholder')}
          {...form.field('id_number')}
        />
        <ImagePicker
          label={t('realName.idFront')}
          usage="id_front"
          value={form.values.id_front_img ?? null}
          error={form.errors.id_front_img}
          onChange={(id) => form.setValues((v) => ({ ...v, id_front_img: id }))}
        />
        <ImagePicker
          label={t('realName.idBack')}
          usage="id_back"
          value={form.values.id_back_img ?? null}
          error={form.errors.id_back_img}
          onChange={(id) => form.setValues((v) => ({ ...v, id_back_img: id }))}
        />
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('realName.submitting') : t('realName.submit')}
      </Button>
    </form>
  );
}

function EnterpriseForm() {
  const { t } = useTranslation();
  const submitApplication = useSubmitRealName();
  const form = useForm(enterpriseSchema, { company_name: '', credit_code: '', licence_img: null });
  const submit = form.handleSubmit((data) => submitApplication.mutateAsync({ type: 2, ...data }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('realName.companyName')} autoComplete="organization" {...form.field('company_name')} />
        <Field
          label={t('realName.creditCode')}
          autoComplete="off"
          maxLength={18}
          placeholder={t('realName.creditPlaceholder')}
          {...form.field('credit_code')}
        />
        <ImagePicker
          label={t('realName.licence')}
          usage="licence"
          value={form.values.licence_img ?? null}
          error={form.errors.licence_img}
          onChange={(id) => form.setValues((v) => ({ ...v, licence_img: id }))}
        />
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? t('realName.submitting') : t('realName.submit')}
      </Button>
    </form>
  );
}

/**
 * The application form on /user/auth (status 0 or 3): tabs "Personal" (Real name, ID number, ID card front/back)
 * and "Enterprise" (Company name, Unified social credit code, Business licence); "Submit for review".
 */
export function RealNameForm({ defaultType = 1 }: { defaultType?: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <section className="rounded-xl border border-line p-6">
      <h2 className="font-semibold text-ink">{t('realName.formTitle')}</h2>
      <p className="mt-1 text-sm text-ink-soft">{t('realName.formIntro')}</p>
      <Tabs defaultValue={defaultType === 2 ? 'enterprise' : 'personal'} className="mt-4">
        <TabsList aria-label={t('realName.typeLabel')}>
          <TabsTrigger value="personal">{t('realName.personal')}</TabsTrigger>
          <TabsTrigger value="enterprise">{t('realName.enterprise')}</TabsTrigger>
        </TabsList>
        <TabsContent value="personal">
          <PersonalForm />
        </TabsContent>
        <TabsContent value="enterprise">
          <EnterpriseForm />
        </TabsContent>
      </Tabs>
    </section>
  );
}
