import type { Dispatch } from 'react';
import { Field, SelectField } from '@lanyun/ui/field';
import { ChoiceGroup, Step } from '../../../components/choice-group';
import type { SshKey } from '../api/ecs-order';
import { AddKeyDialog } from './add-key-dialog';
import type { ConfiguratorAction, ConfiguratorState, OrderProblems } from '../configurator';

/** The password rule as the customer reads it (spec §5; checked with `@lanyun/validators` here and on the server). */
export const PASSWORD_HINT =
  '12–26 characters with upper- and lower-case letters and digits; symbols ! @ % - _ = + [ ] : . / ? allowed; must not start with "/".';

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
  return (
    <Step title="Log-in">
      <ChoiceGroup
        label="Log-in credential"
        size="sm"
        choices={[
          { value: 'key', label: 'SSH key pair' },
          { value: 'password', label: 'Password' },
        ]}
        value={state.loginType}
        onChange={(loginType) => dispatch({ type: 'login-type', loginType })}
      />
      {state.loginType === 'key' ? (
        loggedIn && sshKeys.length ? (
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              label="SSH key"
              className="min-w-64 max-w-md flex-1"
              placeholder="Choose a key"
              value={String(state.sshKeyId ?? '')}
              error={problems.sshKey}
              onChange={(e) => dispatch({ type: 'ssh-key', id: e.target.value ? Number(e.target.value) : null })}
              options={sshKeys.map((k) => ({ value: String(k.id), label: `${k.name} (${k.key_type}, ${k.fingerprint.slice(0, 20)}…)` }))}
            />
            <AddKeyDialog onAdded={(key) => dispatch({ type: 'ssh-key', id: key.id })} />
          </div>
        ) : loggedIn ? (
          <div className="space-y-2">
            <p role={problems.sshKey ? 'alert' : undefined} className="text-sm text-ink-muted">
              Your account has no SSH keys yet. Add your public key, or use a password.
            </p>
            <AddKeyDialog onAdded={(key) => dispatch({ type: 'ssh-key', id: key.id })} />
          </div>
        ) : (
          <p className="text-sm text-ink-muted">Log in to choose one of your SSH keys.</p>
        )
      ) : (
        <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
          <Field
            label="Log-in password"
            type="password"
            autoComplete="new-password"
            value={state.password}
            error={problems.password}
            hint={problems.password ? undefined : PASSWORD_HINT}
            onChange={(e) => dispatch({ type: 'password', password: e.target.value })}
          />
          <Field
            label="Confirm password"
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
