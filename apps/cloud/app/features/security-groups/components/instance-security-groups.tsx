/**
 * The instance page's security groups: the groups the instance belongs to (links to /user/security-groups), whether
 * its host applies the current rules, each guest port the host forwards to 127.0.0.1 (user-mode hosts: what the
 * ingress rules open), and — with server-1-3 — the choice of 1–5 groups of its region. Polls every 3 s while a change
 * waits for the host.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { UiLink } from '@lanyun/ui/link';
import { QueryError } from '@lanyun/ui/query-error';
import { toast } from '@lanyun/ui/toast';
import { SG_KEYS, fetchGroups, fetchInstanceGroups, setInstanceGroups } from '../api/security-groups';
import { MANAGE_GROUPS } from './security-group-panel';

export function InstanceSecurityGroups({ instanceId }: { instanceId: string }) {
  const { t } = useTranslation();
  const { api, can } = useSession();
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: SG_KEYS.instance(instanceId),
    queryFn: () => fetchInstanceGroups(api, instanceId),
    refetchInterval: (q) => (q.state.data && !q.state.data.applied ? 3_000 : false),
  });
  const [editing, setEditing] = useState<string[] | null>(null);
  const region = state.data?.region_code;
  const choices = useQuery({
    queryKey: SG_KEYS.list(region),
    queryFn: () => fetchGroups(api, region),
    enabled: editing !== null && Boolean(region),
  });
  const save = useMutation({
    mutationFn: (ids: string[]) => setInstanceGroups(api, instanceId, ids),
    onSuccess: async (res) => {
      if (res.code !== 200) return; // the API client showed the refusal as a warning
      toast.success(t('securityGroups.saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: SG_KEYS.all });
    },
  });
  if (state.isPending) return <p className="text-sm text-ink-muted">{t('securityGroups.loading')}</p>;
  if (state.isError) return <QueryError query={state} />;
  const s = state.data;
  return (
    <div className="space-y-3 text-sm">
      <ul className="flex flex-wrap gap-2" aria-label={t('securityGroups.ofInstance')}>
        {s.groups.map((g) => (
          <li key={g.group_id}>
            <UiLink
              href={`/user/security-groups?group=${g.group_id}`}
              className="rounded border border-line px-2 py-1 text-brand-700"
            >
              {g.name} <span className="font-mono text-xs text-ink-muted">{g.group_id}</span>
            </UiLink>
          </li>
        ))}
      </ul>
      <p className={s.applied ? 'text-ink-muted' : 'text-warning-strong'} data-testid="sg-applied">
        {s.applied ? t('securityGroups.applied') : t('securityGroups.pending')}
      </p>
      {s.forwards.length ? (
        <table className="text-left" aria-label={t('securityGroups.forwards')}>
          <caption className="mb-1 text-left font-medium text-ink">{t('securityGroups.forwards')}</caption>
          <thead className="text-ink-muted">
            <tr>
              <th className="pr-6 font-medium">{t('securityGroups.guestPort')}</th>
              <th className="font-medium">{t('securityGroups.hostAddress')}</th>
            </tr>
          </thead>
          <tbody>
            {s.forwards.map((f) => (
              <tr key={`${f.protocol}/${f.port}`} data-testid="sg-forward">
                <td className="pr-6 font-mono">
                  {f.protocol.toUpperCase()} {f.port}
                </td>
                <td className="font-mono">127.0.0.1:{f.host_port}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {can(MANAGE_GROUPS) ? (
        editing === null ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(s.groups.map((g) => g.group_id))}>
            {t('securityGroups.change')}
          </Button>
        ) : (
          <form
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(editing);
            }}
          >
            <fieldset className="space-y-1">
              <legend className="font-medium text-ink">{t('securityGroups.choose')}</legend>
              {(choices.data ?? []).map((g) => (
                <label key={g.group_id} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={editing.includes(g.group_id)}
                    onChange={(e) =>
                      setEditing((cur) =>
                        e.target.checked ? [...(cur ?? []), g.group_id] : (cur ?? []).filter((id) => id !== g.group_id),
                      )
                    }
                  />
                  {g.name} <span className="font-mono text-xs text-ink-muted">{g.group_id}</span>
                </label>
              ))}
            </fieldset>
            <div className="flex gap-2">
              <Button size="sm" type="submit" disabled={save.isPending}>
                {t('securityGroups.save')}
              </Button>
              <Button size="sm" variant="ghost" type="button" onClick={() => setEditing(null)}>
                {t('securityGroups.cancel')}
              </Button>
            </div>
          </form>
        )
      ) : null}
    </div>
  );
}
