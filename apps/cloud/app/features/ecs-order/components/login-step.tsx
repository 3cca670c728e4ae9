import { lazy, Suspense, type Dispatch } from 'react';
import { useTranslation } from '@lanyun/i18n/react';
import { Field, SelectField } from '@lanyun/ui/field';
import { ChoiceGroup, Step } from '../../../components/choice-group';
import type { SshKey } from '../api/ecs-order';
import type { ConfiguratorAction, ConfiguratorState, OrderProblems } from '../configurator';

// The "add key" dialog (a zod form) loads when the key choice is shown, not with the ECS page.
const AddKeyDialog = lazy(() => import('./add-key-dialog').then((m) => ({ default: m.AddKeyDialog })));

/**
 * Catalogue key of the password rule as the customer reads it (spec §5; checked with `@lanyun/validators` here and
 * on the server).
 */
export const PASSWORD_HINT = 'order.login.passwordHint';

/**
 * How to log in to the new instances: an SSH key of the account (/v1/ssh_secret_key_list_source; logged-in
 * customers only; "Add an SSH key" saves a new one and selects it) or a password with its confirmation.
 */
export function LoginStep({
  state,
  dispatch,
  sshKeys,
  loggedIn,
  problems,
}: {
  state: ConfiguratorState;
  dispatch: Dispatch<ConfiguratorAction>;
  sshKeys: SshKey[];
  loggedIn: boolean;
  problems: OrderProblems;
}) {
  const { t } = useTranslation();
  return (
    <Step title={t('order.login.title')}>
      <ChoiceGroup
        label={t('order.login.credential')}
        size="sm"
        choices={[
          { value: 'key', label: t('order.login.keyPair') },
          { value: 'password', label: t('order.login.password') },
        ]}
        value={state.loginType}
        onChange={(loginType) => dispatch({ type: 'login-type', loginType })}
      />
      {state.loginType === 'key' ? (
        loggedIn && sshKeys.length ? (
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label={t('order.login.sshKey')}
              className="min-w-64 max-w-md flex-1"
              placeholder={t('order.login.chooseKey')}
              value={String(state.sshKeyId ?? '')}
              error={problems.sshKey}
              onChange={(e) => dispatch({ type: 'ssh-key', id: e.target.value ? Number(e.target.value) : null })}
              options={sshKeys.map((k) => ({
                value: String(k.id),
                label: `${k.name} (${k.key_type}, ${k.fingerprint.slice(0, 20)}…)`,
              }))}
            />
            <Suspense fallback={null}>
              <AddKeyDialog onAdded={(key) => dispatch({ type: 'ssh-key', id: key.id })} />
            </Suspense>
          </div>
        ) : loggedIn ? (
          <div className="space-y-2">
            <p role={problems.sshKey ? 'alert' : undefined} className="text-sm text-ink-muted">
              {t('order.login.noKeys')}
            </p>
            <Suspense fallback={null}>
              <AddKeyDialog onAdded={(key) => dispatch({ type: 'ssh-key', id: key.id })} />
            </Suspense>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">{t('order.login.logInForKeys')}</p>
        )
      ) : (
        <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
          <Field
            label={t('order.login.loginPassword')}
            type="password"
            autoComplete="new-password"
            value={state.password}
            error={problems.password}
            hint={problems.password ? undefined : t(PASSWORD_HINT)}
            onChange={(e) => dispatch({ type: 'password', password: e.target.value })}
          />
          <Field
            label={t('order.login.confirmPassword')}
            type="password"
            autoComplete="new-password"
            value={state.confirmPassword}
            error={problems.confirmPassword}
            onChange={(e) => dispatch({ type: 'confirm-password', password: e.target.value })}
          />
        </div>
      )}
    </Step>
  );
}
