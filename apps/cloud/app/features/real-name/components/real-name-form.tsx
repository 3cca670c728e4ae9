import { Button } from '@lanyun/ui/button';
import { Field } from '@lanyun/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@lanyun/ui/tabs';
import { useForm } from '../../../lib/use-form';
import { useSubmitRealName } from '../hooks/use-real-name';
import { enterpriseSchema, personalSchema } from '../schemas';
import { ImagePicker } from './image-picker';

function PersonalForm() {
  const submitApplication = useSubmitRealName();
  const form = useForm(personalSchema, { real_name: '', id_number: '', id_front_img: null, id_back_img: null });
  const submit = form.handleSubmit((data) => submitApplication.mutateAsync({ type: 1, ...data }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Real name" autoComplete="name" {...form.field('real_name')} />
        <Field label="ID number" autoComplete="off" maxLength={18} placeholder="18-digit resident ID number" {...form.field('id_number')} />
        <ImagePicker
          label="ID card front"
          usage="id_front"
          value={form.values.id_front_img ?? null}
          error={form.errors.id_front_img}
          onChange={(id) => form.setValues((v) => ({ ...v, id_front_img: id }))}
        />
        <ImagePicker
          label="ID card back"
          usage="id_back"
          value={form.values.id_back_img ?? null}
          error={form.errors.id_back_img}
          onChange={(id) => form.setValues((v) => ({ ...v, id_back_img: id }))}
        />
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Submitting…' : 'Submit for review'}
      </Button>
    </form>
  );
}

function EnterpriseForm() {
  const submitApplication = useSubmitRealName();
  const form = useForm(enterpriseSchema, { company_name: '', credit_code: '', licence_img: null });
  const submit = form.handleSubmit((data) => submitApplication.mutateAsync({ type: 2, ...data }));
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company name" autoComplete="organization" {...form.field('company_name')} />
        <Field label="Unified social credit code" autoComplete="off" maxLength={18} placeholder="18 characters" {...form.field('credit_code')} />
        <ImagePicker
          label="Business licence"
          usage="licence"
          value={form.values.licence_img ?? null}
          error={form.errors.licence_img}
          onChange={(id) => form.setValues((v) => ({ ...v, licence_img: id }))}
        />
      </div>
      <Button type="submit" disabled={form.pending}>
        {form.pending ? 'Submitting…' : 'Submit for review'}
      </Button>
    </form>
  );
}

/**
 * The application form on /user/auth (status 0 or 3): tabs "Personal" (Real name, ID number, ID card front/back)
 * and "Enterprise" (Company name, Unified social credit code, Business licence); "Submit for review".
 */
export function RealNameForm({ defaultType = 1 }: { defaultType?: 1 | 2 }) {
  return (
    <section className="rounded-xl border border-line p-6">
      <h2 className="font-semibold text-ink">Submit verification</h2>
      <p className="mt-1 text-sm text-ink-soft">Your documents are only used for identity verification and are stored encrypted.</p>
      <Tabs defaultValue={defaultType === 2 ? 'enterprise' : 'personal'} className="mt-4">
        <TabsList aria-label="Verification type">
          <TabsTrigger value="personal">Personal</TabsTrigger>
          <TabsTrigger value="enterprise">Enterprise</TabsTrigger>
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
