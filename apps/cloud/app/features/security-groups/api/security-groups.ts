/**
 * The security group calls of the customer area (docs/api.md, tag `security-groups`): the account's groups, a group's
 * rules and instances, rule addition and deletion, group creation and deletion, and an instance's groups with the
 * ports its host forwards. The server checks ownership, limits and the server-1-1 / server-1-3 keys; a refusal comes
 * back as the envelope's message in the page's language.
 */
import type { ApiClient, DataOf, Envelope } from '@lanyun/api-sdk';

export type SecurityGroup = DataOf<'/security_group/list'>[number];
export type SecurityGroupDetail = DataOf<'/security_group/detail'>;
export type SecurityGroupRule = SecurityGroupDetail['rules'][number];
export type InstanceGroups = DataOf<'/security_group/instance_groups'>;

export const SG_KEYS = {
  all: ['security-groups'] as const,
  list: (region?: string) => ['security-groups', 'list', region ?? ''] as const,
  detail: (groupId: string) => ['security-groups', 'detail', groupId] as const,
  instance: (instanceId: string) => ['security-groups', 'instance', instanceId] as const,
};

const unwrap = <T>(res: Envelope<T>): T => {
  if (res.code !== 200 || res.data === null || res.data === undefined)
    throw Object.assign(new Error(res.msg), { code: res.code });
  return res.data;
};

/** The account's groups (of `region`: its default group first, made on first use). */
export async function fetchGroups(api: ApiClient, region?: string): Promise<SecurityGroup[]> {
  return unwrap(await api.call('/security_group/list', region ? { region_code: region } : {}));
}

export async function fetchGroup(api: ApiClient, groupId: string): Promise<SecurityGroupDetail> {
  return unwrap(await api.call('/security_group/detail', { group_id: groupId }));
}

export function createGroup(api: ApiClient, body: { region_code: string; name: string; description?: string }) {
  return api.call('/security_group/create', body);
}

export function deleteGroup(api: ApiClient, groupId: string) {
  return api.call('/security_group/delete', { group_id: groupId });
}

/** A new rule as the form holds it (ports as typed; empty for ICMP and all). */
export interface RuleForm {
  direction: 'ingress' | 'egress';
  protocol: 'tcp' | 'udp' | 'icmp' | 'all';
  ports: string;
  cidr: string;
  action: 'allow' | 'deny';
  priority: string;
  description: string;
}

/** "8080" → 8080/8080, "8000/8080" or "8000-8080" → 8000/8080; ICMP and all send no ports. */
export function portsOf(form: Pick<RuleForm, 'protocol' | 'ports'>): { port_from?: number; port_to?: number } {
  if (form.protocol === 'icmp' || form.protocol === 'all') return {};
  const [from, to] = form.ports.trim().split(/\s*[-/]\s*/);
  const a = Number(from);
  const b = to === undefined || to === '' ? a : Number(to);
  return { port_from: Number.isFinite(a) ? a : 0, port_to: Number.isFinite(b) ? b : 0 };
}

export function addRule(api: ApiClient, groupId: string, form: RuleForm) {
  return api.call('/security_group/rule_add', {
    group_id: groupId,
    direction: form.direction,
    protocol: form.protocol,
    ...portsOf(form),
    cidr: form.cidr,
    action: form.action,
    priority: Number(form.priority) || 1,
    ...(form.description.trim() ? { description: form.description.trim() } : {}),
  });
}

export function deleteRule(api: ApiClient, groupId: string, ruleId: number) {
  return api.call('/security_group/rule_delete', { group_id: groupId, rule_id: ruleId });
}

export async function fetchInstanceGroups(api: ApiClient, instanceId: string): Promise<InstanceGroups> {
  return unwrap(await api.call('/security_group/instance_groups', { instance_id: instanceId }));
}

export function setInstanceGroups(api: ApiClient, instanceId: string, groupIds: string[]) {
  return api.call('/security_group/instance_groups_set', { instance_id: instanceId, group_ids: groupIds });
}
