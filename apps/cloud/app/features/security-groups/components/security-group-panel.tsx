/**
 * /user/security-groups: the account's security groups (安全组) — name, id, region, number of rules and of instances —
 * with "Create security group" (a region of the catalogue and a name), and the selected group's rules (ingress and
 * egress, by priority) with "Add rule" and delete, and the instances using it (links to their pages). Changing needs
 * server-1-3 (the forms are hidden without it; the server refuses anyway). A refusal (invalid CIDR block, port
 * range, too many rules, group in use) is shown as the API's message in the page's language.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lanyun/i18n/react';
import { useSession } from '@lanyun/session/react';
import { Button } from '@lanyun/ui/button';
import { Field, SelectField } from '@lanyun/ui/field';
import { UiLink } from '@lanyun/ui/link';
import { QueryError } from '@lanyun/ui/query-error';
import { toast } from '@lanyun/ui/toast';
import {
  type RuleForm,
  SG_KEYS,
  type SecurityGroupRule,
  addRule,
  createGroup,
  deleteGroup,
  deleteRule,
  fetchGroup,
  fetchGroups,
} from '../api/security-groups';
import { ScrollRegion } from '@lanyun/ui/scroll-region';

/** Permission key for changing security groups (docs/permissions.md: act on instances). */
export const MANAGE_GROUPS = 'server-1-3';
const TH = 'px-3 py-2 font-medium';
const TD = 'px-3 py-2 align-top';

const EMPTY_RULE: RuleForm = {
  direction: 'ingress',
  protocol: 'tcp',
  ports: '',
  cidr: '0.0.0.0/0',
  action: 'allow',
  priority: '1',
  description: '',
};

/** "8080", "8000/8080", or "—" for ICMP and all. */
export const portText = (r: Pick<SecurityGroupRule, 'port_from' | 'port_to'>) =>
  r.port_from < 0 ? '—' : r.port_from === r.port_to ? String(r.port_from) : `${r.port_from}/${r.port_to}`;

export function SecurityGroupPanel({ initialGroup }: { initialGroup?: string }) {
  const { t } = useTranslation();
  const { api, can } = useSession();
  const queryClient = useQueryClient();
  const manage = can(MANAGE_GROUPS);
  const groups = useQuery({ queryKey: SG_KEYS.list(), queryFn: () => fetchGroups(api) });
  const regions = useQuery({
    queryKey: ['catalog', 'regions'],
    queryFn: async () => (await api.call('/v1/get_region_zone', {})).data ?? [],
    enabled: manage,
  });
  const [selected, setSelected] = useState<string | undefined>(initialGroup);
  const [region, setRegion] = useState('');
  const [name, setName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: SG_KEYS.all });
  const create = useMutation({
    mutationFn: () => createGroup(api, { region_code: region, name }),
    onSuccess: async (res) => {
      if (res.code !== 200) return; // the API client showed the refusal as a warning
      toast.success(t('securityGroups.created'));
      setName('');
      setSelected(res.data?.group_id);
      await refresh();
    },
  });
  const list = groups.data ?? [];
  const current = selected ?? list[0]?.group_id;
  return (
    <div className="space-y-6">
      <p className="max-w-2xl text-sm text-ink-muted">{t('securityGroups.intro')}</p>
      {manage ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (region && name.trim()) create.mutate();
          }}
        >
          <SelectField
            label={t('securityGroups.region')}
            className="w-48"
            value={region}
            onChange={(e) => setRegion(e.target.value)}
            placeholder={t('securityGroups.chooseRegion')}
            options={(regions.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
            required
          />
          <Field
            label={t('securityGroups.name')}
            className="w-56"
            value={name}
            maxLength={64}
            onChange={(e) => setName(e.target.value)}
            required
          />
          <Button type="submit" disabled={create.isPending}>
            {t('securityGroups.create')}
          </Button>
        </form>
      ) : null}
      {groups.isPending ? (
        <p className="py-10 text-center text-sm text-ink-muted">{t('securityGroups.loading')}</p>
      ) : groups.isError ? (
        <QueryError query={groups} />
      ) : !list.length ? (
        <p className="rounded-lg border border-dashed border-line py-12 text-center text-ink">
          {t('securityGroups.empty')}
        </p>
      ) : (
        <ScrollRegion label={t('securityGroups.table')} className="rounded-lg border border-line">
          <table className="w-full text-left text-sm" aria-label={t('securityGroups.table')}>
            <thead className="bg-surface text-ink-muted">
              <tr>
                <th className={TH}>{t('securityGroups.name')}</th>
                <th className={TH}>{t('securityGroups.id')}</th>
                <th className={TH}>{t('securityGroups.region')}</th>
                <th className={TH}>{t('securityGroups.rules')}</th>
                <th className={TH}>{t('securityGroups.instances')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.map((g) => (
                <tr key={g.group_id} className={g.group_id === current ? 'bg-brand-50' : undefined}>
                  <td className={TD}>
                    <button
                      type="button"
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                      aria-pressed={g.group_id === current}
                      onClick={() => setSelected(g.group_id)}
                    >
                      {g.name}
                    </button>
                    {g.is_default ? (
                      <span className="ml-2 rounded bg-surface px-1.5 py-0.5 text-xs text-ink-muted">
                        {t('securityGroups.default')}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${TD} font-mono text-xs`}>{g.group_id}</td>
                  <td className={TD}>{g.region_code}</td>
                  <td className={TD}>{g.rule_count}</td>
                  <td className={TD}>{g.instance_count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {current ? <GroupRules groupId={current} manage={manage} onDeleted={() => setSelected(undefined)} /> : null}
    </div>
  );
}

function GroupRules({ groupId, manage, onDeleted }: { groupId: string; manage: boolean; onDeleted: () => void }) {
  const { t } = useTranslation();
  const { api } = useSession();
  const queryClient = useQueryClient();
  const group = useQuery({ queryKey: SG_KEYS.detail(groupId), queryFn: () => fetchGroup(api, groupId) });
  const [form, setForm] = useState<RuleForm>(EMPTY_RULE);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SG_KEYS.all });
  const add = useMutation({
    mutationFn: () => addRule(api, groupId, form),
    onSuccess: async (res) => {
      if (res.code !== 200) return; // the API client showed the refusal as a warning
      toast.success(t('securityGroups.ruleAdded'));
      setForm(EMPTY_RULE);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (ruleId: number) => deleteRule(api, groupId, ruleId),
    onSuccess: async (res) => {
      if (res.code !== 200) return; // the API client showed the refusal as a warning
      toast.success(t('securityGroups.ruleDeleted'));
      await refresh();
    },
  });
  const drop = useMutation({
    mutationFn: () => deleteGroup(api, groupId),
    onSuccess: async (res) => {
      if (res.code !== 200) return; // the API client showed the refusal as a warning
      toast.success(t('securityGroups.deleted'));
      onDeleted();
      await refresh();
    },
  });
  if (group.isPending) return <p className="text-sm text-ink-muted">{t('securityGroups.loading')}</p>;
  if (group.isError) return <QueryError query={group} />;
  const g = group.data;
  const set = <K extends keyof RuleForm>(k: K, v: RuleForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const portless = form.protocol === 'icmp' || form.protocol === 'all';
  return (
    <section className="space-y-4" aria-labelledby={`sg-${g.group_id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`sg-${g.group_id}`} className="font-medium text-ink">
          {t('securityGroups.rulesOf', { name: g.name })}
        </h3>
        {manage && !g.is_default ? (
          <Button variant="outline" size="sm" disabled={drop.isPending} onClick={() => drop.mutate()}>
            {t('securityGroups.delete')}
          </Button>
        ) : null}
      </div>
      <ScrollRegion label={t('securityGroups.rulesOf', { name: g.name })} className="rounded-lg border border-line">
        <table className="w-full text-left text-sm" aria-label={t('securityGroups.rulesOf', { name: g.name })}>
          <thead className="bg-surface text-ink-muted">
            <tr>
              <th className={TH}>{t('securityGroups.direction')}</th>
              <th className={TH}>{t('securityGroups.action')}</th>
              <th className={TH}>{t('securityGroups.protocol')}</th>
              <th className={TH}>{t('securityGroups.ports')}</th>
              <th className={TH}>{t('securityGroups.cidr')}</th>
              <th className={TH}>{t('securityGroups.priority')}</th>
              <th className={TH}>{t('securityGroups.description')}</th>
              {manage ? <th className={`${TH} text-right`}>{t('securityGroups.actions')}</th> : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {g.rules.map((r) => (
              <tr key={r.id} data-testid="sg-rule">
                <td className={TD}>{t(`securityGroups.dir.${r.direction}`)}</td>
                <td className={TD}>{t(`securityGroups.act.${r.action}`)}</td>
                <td className={`${TD} uppercase`}>{r.protocol === 'all' ? t('securityGroups.all') : r.protocol}</td>
                <td className={`${TD} font-mono text-xs`}>{portText(r)}</td>
                <td className={`${TD} font-mono text-xs`}>{r.cidr}</td>
                <td className={TD}>{r.priority}</td>
                <td className={TD}>{r.description}</td>
                {manage ? (
                  <td className={`${TD} text-right`}>
                    <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate(r.id)}>
                      {t('securityGroups.deleteRule')}
                      <span className="sr-only">
                        {' '}
                        {r.protocol} {portText(r)} {r.cidr}
                      </span>
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {manage ? (
        <form
          className="grid gap-3 rounded-lg border border-line p-4 sm:grid-cols-4"
          aria-label={t('securityGroups.addRule')}
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <SelectField
            label={t('securityGroups.direction')}
            value={form.direction}
            onChange={(e) => set('direction', e.target.value as RuleForm['direction'])}
            options={[
              { value: 'ingress', label: t('securityGroups.dir.ingress') },
              { value: 'egress', label: t('securityGroups.dir.egress') },
            ]}
          />
          <SelectField
            label={t('securityGroups.action')}
            value={form.action}
            onChange={(e) => set('action', e.target.value as RuleForm['action'])}
            options={[
              { value: 'allow', label: t('securityGroups.act.allow') },
              { value: 'deny', label: t('securityGroups.act.deny') },
            ]}
          />
          <SelectField
            label={t('securityGroups.protocol')}
            value={form.protocol}
            onChange={(e) => set('protocol', e.target.value as RuleForm['protocol'])}
            options={[
              { value: 'tcp', label: 'TCP' },
              { value: 'udp', label: 'UDP' },
              { value: 'icmp', label: 'ICMP' },
              { value: 'all', label: t('securityGroups.all') },
            ]}
          />
          <Field
            label={t('securityGroups.ports')}
            hint={t('securityGroups.portsHint')}
            value={portless ? '' : form.ports}
            disabled={portless}
            inputMode="numeric"
            onChange={(e) => set('ports', e.target.value)}
            required={!portless}
          />
          <Field
            label={t('securityGroups.cidr')}
            hint={t('securityGroups.cidrHint')}
            value={form.cidr}
            onChange={(e) => set('cidr', e.target.value)}
            required
          />
          <Field
            label={t('securityGroups.priority')}
            hint={t('securityGroups.priorityHint')}
            type="number"
            min={1}
            max={100}
            value={form.priority}
            onChange={(e) => set('priority', e.target.value)}
          />
          <Field
            label={t('securityGroups.description')}
            value={form.description}
            maxLength={256}
            onChange={(e) => set('description', e.target.value)}
          />
          <div className="flex items-end">
            <Button type="submit" disabled={add.isPending}>
              {t('securityGroups.addRule')}
            </Button>
          </div>
        </form>
      ) : null}
      <div className="space-y-2">
        <h4 className="text-sm font-medium text-ink">{t('securityGroups.instancesUsing')}</h4>
        {g.instances.length ? (
          <ul className="list-inside list-disc text-sm">
            {g.instances.map((i) => (
              <li key={i.instance_id}>
                <UiLink
                  href={`/user/instances/${i.instance_id}`}
                  className="text-brand-700 underline underline-offset-2"
                >
                  {i.name}
                </UiLink>{' '}
                <span className="font-mono text-xs text-ink-muted">{i.instance_id}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{t('securityGroups.noInstances')}</p>
        )}
      </div>
    </section>
  );
}
