/**
 * The CLI's words in zh-CN and en, chosen by LANGUAGE / LC_ALL / LC_MESSAGES / LANG (`zh*` → Chinese) unless the
 * profile or `--language` says otherwise. The API's own messages come back in the same language (Accept-Language).
 */
export type Lang = 'zh-CN' | 'en';

/** The language the environment asks for. */
export function envLang(env: NodeJS.ProcessEnv = process.env): Lang {
  const v = env.LANGUAGE || env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return v.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

const en = {
  description: 'Lanyun Cloud command line: ECS instances and billing through the public API',
  configure: 'Set up a profile: AccessKey, endpoint, default region, output format and language',
  configured: 'Profile “{profile}” saved to {file}',
  keyId: 'AccessKey ID',
  keySecret: 'AccessKey secret',
  endpoint: 'API endpoint',
  region: 'Default region',
  output: 'Output format',
  language: 'Language',
  notConfigured: 'No AccessKey configured for profile “{profile}”: run `lanyun configure` first',
  ecs: 'ECS instances',
  create: 'Create an ECS instance (paid from your balance)',
  list: 'List instances',
  get: 'Show one instance',
  start: 'Start an instance',
  stop: 'Stop an instance',
  reboot: 'Reboot an instance',
  delete: 'Release (delete) an instance',
  ssh: 'Open SSH to an instance with the system ssh (extra arguments run as a command)',
  billing: 'Balance and bills',
  balance: 'Show the balance',
  bills: 'List bill lines',
  completion: 'Print a shell completion script (bash or zsh)',
  confirmCreate: 'Create {quantity} × {type} in {zone} for {months} month(s), paid from your balance?',
  confirmDelete: 'Release {id}? Its data is lost and unused time is not refunded.',
  cancelled: 'Cancelled',
  needYes: 'This spends money or deletes data: confirm with --yes when not at a terminal',
  waiting: 'Waiting for {id} to be running…',
  running: '{id} is running ({ip})',
  failed: '{id} failed: {reason}',
  timeout: 'Still not running after {seconds} s: {id} is {status}',
  released: '{id} is being released',
  done: '{id}: {status}',
  noAddress: '{id} has no public address yet',
  network: 'Cannot reach {endpoint}: {detail}',
  noZone: 'Give --zone, or set a default region with `lanyun configure`',
};
const zh: typeof en = {
  description: '蓝云命令行：通过开放 API 管理 ECS 实例和费用',
  configure: '配置档案：AccessKey、接入地址、默认地域、输出格式和语言',
  configured: '档案“{profile}”已保存到 {file}',
  keyId: 'AccessKey ID',
  keySecret: 'AccessKey Secret',
  endpoint: 'API 接入地址',
  region: '默认地域',
  output: '输出格式',
  language: '语言',
  notConfigured: '档案“{profile}”没有配置 AccessKey，请先运行 `lanyun configure`',
  ecs: 'ECS 实例',
  create: '创建 ECS 实例（从余额扣费）',
  list: '列出实例',
  get: '查看一个实例',
  start: '启动实例',
  stop: '停止实例',
  reboot: '重启实例',
  delete: '释放（删除）实例',
  ssh: '用系统 ssh 连接实例（其后的参数作为命令执行）',
  billing: '余额和账单',
  balance: '查看余额',
  bills: '列出账单明细',
  completion: '输出 shell 补全脚本（bash 或 zsh）',
  confirmCreate: '在 {zone} 创建 {quantity} 台 {type}，购买 {months} 个月，从余额扣费？',
  confirmDelete: '释放 {id}？数据将丢失，未使用的时长不退款。',
  cancelled: '已取消',
  needYes: '此操作会扣费或删除数据：非终端环境请加 --yes 确认',
  waiting: '等待 {id} 进入运行中…',
  running: '{id} 已运行（{ip}）',
  failed: '{id} 创建失败：{reason}',
  timeout: '{seconds} 秒后仍未运行：{id} 状态为 {status}',
  released: '{id} 正在释放',
  done: '{id}：{status}',
  noAddress: '{id} 还没有公网地址',
  network: '无法连接 {endpoint}：{detail}',
  noZone: '请指定 --zone，或用 `lanyun configure` 设置默认地域',
};
export type MessageKey = keyof typeof en;

/** The message `key` in `lang` with `{name}` placeholders filled. */
export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return (lang === 'zh-CN' ? zh : en)[key].replace(/\{(\w+)\}/g, (_, n: string) => String(params[n] ?? `{${n}}`));
}
