import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { SESSION_KEYS, useSession } from '@lanyun/session/react';
import type { User } from '@lanyun/session/session';
import { Button } from '@lanyun/ui/button';
import { Field, SelectField } from '@lanyun/ui/field';
import { toast } from '@lanyun/ui/toast';
import { INDUSTRIES_KEY, fetchIndustries, saveProfile } from '../api/profile';
import { useForm } from '../../../lib/use-form';
import { profileSchema, type ProfileValues } from '../schemas';
import { QueryError } from '@lanyun/ui/query-error';

/** Profile fields the API may add to the user later; read when present so the form starts filled in. */
type ProfileExtras = { company?: string | null; industry?: string | null };

/**
 * Edit form on /user/basic: "Name", "Company", "Industry" (from /v1/industry_list) and "Save"
 * (/v1/perfect_user_info). The saved profile replaces the session user, so the header updates at once.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const extras = user as User & ProfileExtras;
  const form = useForm(profileSchema, {
    name: user.name ?? '',
    company: extras.company ?? '',
    industry: extras.industry ?? '',
  });
  const industries = useQuery({ queryKey: INDUSTRIES_KEY, queryFn: () => fetchIndustries(api), staleTime: Infinity });
  const save = useMutation({
    mutationFn: (data: ProfileValues) => saveProfile(api, data),
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData(SESSION_KEYS.user, result.user);
      toast.success(result.msg || t('form.saved'));
    },
  });

  // The mutation's own pending state drives the button; the handler only starts it.
  const submit = form.handleSubmit((data) => save.mutate(data));

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-xl border border-line p-6"
      aria-labelledby="profile-edit-title"
    >
      <h2 id="profile-edit-title" className="mb-4 text-lg font-semibold text-ink">
        {t('profile.editTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('profile.name')} autoComplete="name" {...form.field('name')} />
        <Field label={t('profile.company')} autoComplete="organization" {...form.field('company')} />
        {industries.isError ? (
          <QueryError className="py-4" query={industries} title={t('profile.industry')} />
        ) : (
          <SelectField
            label={t('profile.industry')}
            placeholder={industries.isLoading ? t('form.loading') : t('profile.industryPlaceholder')}
            options={(industries.data ?? []).map((i) => ({ value: i, label: i }))}
            {...form.field('industry')}
          />
        )}
      </div>
      <div className="mt-5 flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
