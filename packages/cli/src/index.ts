/**
 * The `lanyun` command line (bin/lanyun.mjs): configure, ecs create|list|get|start|stop|reboot|delete|ssh, billing
 * balance|bills, completion. Parsing with commander, prompts with @clack/prompts, the progress spinner with ora,
 * tables with cli-table3, YAML with yaml. Messages in zh-CN or en by LANG (src/messages.ts); exit codes by kind of
 * failure (src/client.ts EXIT, README).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import * as prompts from '@clack/prompts';
import Table from 'cli-table3';
import { Command, CommanderError, Option } from 'commander';
import ora from 'ora';
import YAML from 'yaml';
import { ApiCallError, type Client, createClient, EXIT, exitCodeOf } from './client.ts';
import { DEFAULT_ENDPOINT, loadProfile, OUTPUTS, type Output, type Profile, saveProfile } from './config.ts';
import { envLang, type Lang, type MessageKey, t } from './messages.ts';

/** An instance as the API answers it (the fields the CLI shows). */
interface Instance {
  instance_id: string;
  name: string;
  status: string;
  zone_code: string;
  instance_type: string;
  public_ip: string | null;
  ssh_port: number | null;
  fail_reason: string | null;
  created_at: number;
}

/** A failure the CLI reports with its own exit code. */
class CliFailure extends Error {
  constructor(
    message: string,
    public readonly exitCode: number,
  ) {
    super(message);
  }
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Where results go (stdout) and messages go (stderr). */
  out?: (s: string) => void;
  err?: (s: string) => void;
  /** Whether prompts may be shown (stdin is a terminal). */
  interactive?: boolean;
}

const COMPLETION_WORDS = {
  '': ['configure', 'ecs', 'billing', 'completion', 'help'],
  ecs: ['create', 'list', 'get', 'start', 'stop', 'reboot', 'delete', 'ssh'],
  billing: ['balance', 'bills'],
  completion: ['bash', 'zsh'],
};

function completionScript(shell: string): string {
  const top = COMPLETION_WORDS[''].join(' ');
  if (shell === 'zsh')
    return `#compdef lanyun
_lanyun() {
  local -a words1; words1=(${top})
  case $CURRENT in
    2) _describe 'command' words1 ;;
    3) case $words[2] in
         ecs) compadd ${COMPLETION_WORDS.ecs.join(' ')} ;;
         billing) compadd ${COMPLETION_WORDS.billing.join(' ')} ;;
         completion) compadd bash zsh ;;
       esac ;;
  esac
}
compdef _lanyun lanyun
`;
  return `# lanyun bash completion: eval "$(lanyun completion bash)"
_lanyun() {
  local cur=\${COMP_WORDS[COMP_CWORD]}
  case $COMP_CWORD in
    1) COMPREPLY=($(compgen -W "${top}" -- "$cur")) ;;
    2) case \${COMP_WORDS[1]} in
         ecs) COMPREPLY=($(compgen -W "${COMPLETION_WORDS.ecs.join(' ')}" -- "$cur")) ;;
         billing) COMPREPLY=($(compgen -W "${COMPLETION_WORDS.billing.join(' ')}" -- "$cur")) ;;
         completion) COMPREPLY=($(compgen -W "bash zsh" -- "$cur")) ;;
       esac ;;
    *) COMPREPLY=($(compgen -W "-o --output --profile --yes --wait" -- "$cur")) ;;
  esac
}
complete -F _lanyun lanyun
`;
}

/** Run the CLI with `argv` (without node and the script); resolves to the exit code. */
export async function run(argv: string[], o: RunOptions = {}): Promise<number> {
  const env = o.env ?? process.env;
  const out = o.out ?? ((s: string) => process.stdout.write(s));
  const err = o.err ?? ((s: string) => process.stderr.write(s));
  const interactive = o.interactive ?? (process.stdin.isTTY === true && process.stdout.isTTY === true);
  // The language: --language, then the profile's, then LANG.
  const profileName =
    argv[argv.indexOf('--profile') + 1] && argv.includes('--profile')
      ? argv[argv.indexOf('--profile') + 1]!
      : env.LANYUN_PROFILE || 'default';
  const langArg = argv.includes('--language') ? argv[argv.indexOf('--language') + 1] : undefined;
  let profile = loadProfile(profileName, env);
  const lang: Lang = langArg === 'zh-CN' || langArg === 'en' ? langArg : (profile.language ?? envLang(env));
  const m = (key: MessageKey, params?: Record<string, string | number>) => t(lang, key, params);
  const pollMs = Number(env.LANYUN_POLL_MS) || 2000;

  const client = (): Client => {
    if (!profile.access_key_id || !profile.access_key_secret)
      throw new CliFailure(m('notConfigured', { profile: profileName }), EXIT.CONFIG);
    return createClient({
      endpoint: profile.endpoint ?? DEFAULT_ENDPOINT,
      keyId: profile.access_key_id,
      secret: profile.access_key_secret,
      lang,
    });
  };
  const outputOf = (opts: { output?: string }): Output => (opts.output as Output) ?? profile.output ?? 'table';
  const print = (data: unknown, output: Output, table?: () => string) => {
    if (output === 'json') out(`${JSON.stringify(data, null, 2)}\n`);
    else if (output === 'yaml') out(YAML.stringify(data));
    else out(`${table ? table() : YAML.stringify(data)}\n`);
  };
  const instanceTable = (items: Instance[]) => {
    const tb = new Table({ head: ['ID', 'NAME', 'STATUS', 'ZONE', 'TYPE', 'PUBLIC IP', 'CREATED'] });
    for (const i of items)
      tb.push([
        i.instance_id,
        i.name,
        i.status,
        i.zone_code,
        i.instance_type,
        i.public_ip ?? '-',
        new Date(i.created_at * 1000).toISOString().slice(0, 16).replace('T', ' '),
      ]);
    return tb.toString();
  };
  const confirm = async (message: string, yes: boolean | undefined) => {
    if (yes) return;
    if (!interactive) throw new CliFailure(m('needYes'), EXIT.USAGE);
    const answer = await prompts.confirm({ message });
    if (prompts.isCancel(answer) || !answer) throw new CliFailure(m('cancelled'), EXIT.ERROR);
  };
  const outputOption = () => new Option('-o, --output <format>', m('output')).choices(OUTPUTS as unknown as string[]);

  const program = new Command('lanyun')
    .description(m('description'))
    .version('0.1.0')
    .option('--profile <name>', 'profile', 'default')
    .option('--language <lang>', m('language'))
    .exitOverride()
    .configureOutput({ writeOut: out, writeErr: err });

  program
    .command('configure')
    .description(m('configure'))
    .option('--access-key-id <id>', m('keyId'))
    .option('--access-key-secret <secret>', m('keySecret'))
    .option('--endpoint <url>', m('endpoint'))
    .option('--region <code>', m('region'))
    .addOption(outputOption())
    .addOption(new Option('--set-language <lang>', m('language')).choices(['zh-CN', 'en']))
    .action(async (opts: Record<string, string | undefined>) => {
      const next: Profile = {
        access_key_id: opts.accessKeyId,
        access_key_secret: opts.accessKeySecret,
        endpoint: opts.endpoint,
        region: opts.region,
        output: opts.output as Output | undefined,
        language: opts.setLanguage as Lang | undefined,
      };
      if (interactive) {
        const ask = async (key: keyof Profile, label: MessageKey, secret = false) => {
          if (next[key]) return;
          const current = profile[key] as string | undefined;
          const v = secret
            ? await prompts.password({ message: m(label) })
            : await prompts.text({ message: m(label), initialValue: current ?? '' });
          if (prompts.isCancel(v)) throw new CliFailure(m('cancelled'), EXIT.ERROR);
          if (v) (next as Record<string, string>)[key] = String(v);
        };
        prompts.intro('lanyun configure');
        await ask('access_key_id', 'keyId');
        await ask('access_key_secret', 'keySecret', true);
        await ask('endpoint', 'endpoint');
        await ask('region', 'region');
      }
      const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as Profile;
      const file = saveProfile(profileName, clean, env);
      profile = loadProfile(profileName, env);
      err(`${m('configured', { profile: profileName, file })}\n`);
    });

  const ecs = program.command('ecs').description(m('ecs'));

  const waitRunning = async (c: Client, id: string, timeoutS: number): Promise<Instance> => {
    const spinner = ora({ text: m('waiting', { id }), stream: process.stderr, isEnabled: interactive }).start();
    const until = Date.now() + timeoutS * 1000;
    for (;;) {
      const i = await c.call<Instance>('GET', `/instances/${id}`);
      if (i.status === 'running') {
        spinner.succeed(m('running', { id, ip: i.public_ip ?? '-' }));
        return i;
      }
      if (i.status === 'failed' || i.status === 'released') {
        spinner.fail(m('failed', { id, reason: i.fail_reason ?? i.status }));
        throw new CliFailure(m('failed', { id, reason: i.fail_reason ?? i.status }), EXIT.ERROR);
      }
      if (Date.now() > until) {
        spinner.stop();
        throw new CliFailure(m('timeout', { seconds: timeoutS, id, status: i.status }), EXIT.TIMEOUT);
      }
      await new Promise((r) => setTimeout(r, pollMs));
    }
  };

  ecs
    .command('create')
    .description(m('create'))
    .option('--zone <code>', 'zone code, e.g. cn-hangzhou-a')
    .requiredOption('--type <code>', 'instance type, e.g. ecs.g7.large')
    .requiredOption('--image <id>', 'image id (lanyun images: GET /open/v1/images?zone=)')
    .requiredOption('--name <name>', 'instance name')
    .option('--password <password>', 'root password (or --ssh-key-id)')
    .option('--ssh-key-id <id>', 'SSH key id of the account')
    .option('--months <n>', 'months', '1')
    .option('--quantity <n>', 'how many', '1')
    .option('--disk-gb <n>', 'system disk GB', '40')
    .option('--bandwidth <mbps>', 'public bandwidth, Mbps', '1')
    .option('--client-token <token>', 'idempotency token (a random one by default)')
    .option('--wait', 'wait until running (spinner)')
    .option('--timeout <seconds>', 'how long --wait waits', '600')
    .option('-y, --yes', 'do not ask for confirmation')
    .addOption(outputOption())
    .action(async (opts: Record<string, string | boolean | undefined>) => {
      const c = client();
      let zone = opts.zone as string | undefined;
      if (!zone) {
        if (!profile.region) throw new CliFailure(m('noZone'), EXIT.USAGE);
        const { regions } = await c.call<{ regions: { code: string; zones: { code: string }[] }[] }>('GET', '/regions');
        zone = regions.find((r) => r.code === profile.region)?.zones[0]?.code;
        if (!zone) throw new CliFailure(m('noZone'), EXIT.USAGE);
      }
      const months = Number(opts.months);
      const quantity = Number(opts.quantity);
      await confirm(m('confirmCreate', { quantity, type: String(opts.type), zone, months }), opts.yes as boolean);
      const token = (opts.clientToken as string | undefined) ?? `cli-${randomBytes(12).toString('hex')}`;
      const r = await c.call<{ order_num: string; amount: string; instances: Instance[] }>('POST', '/instances', {
        body: {
          zone,
          instance_type: opts.type,
          image_id: Number(opts.image),
          name: opts.name,
          login_type: opts.sshKeyId ? 'key' : 'password',
          ...(opts.sshKeyId ? { ssh_key_id: Number(opts.sshKeyId) } : { password: opts.password }),
          duration_months: months,
          quantity,
          system_disk_gb: Number(opts.diskGb),
          bandwidth_mbps: Number(opts.bandwidth),
          client_token: token,
        },
      });
      let items = r.instances;
      if (opts.wait) {
        items = [];
        for (const i of r.instances) items.push(await waitRunning(c, i.instance_id, Number(opts.timeout)));
      }
      print({ order_num: r.order_num, amount: r.amount, instances: items }, outputOf(opts), () => instanceTable(items));
    });

  ecs
    .command('list')
    .description(m('list'))
    .option('--status <status>')
    .option('--zone <code>')
    .option('--limit <n>', 'page size', '100')
    .addOption(outputOption())
    .action(async (opts: Record<string, string | undefined>) => {
      const c = client();
      const items: Instance[] = [];
      let cursor: string | undefined;
      do {
        const page = await c.call<{ items: Instance[]; next_cursor: string | null }>('GET', '/instances', {
          query: { limit: opts.limit, status: opts.status, zone: opts.zone, cursor },
        });
        items.push(...page.items);
        cursor = page.next_cursor ?? undefined;
      } while (cursor);
      print(items, outputOf(opts), () => instanceTable(items));
    });

  ecs
    .command('get <id>')
    .description(m('get'))
    .addOption(outputOption())
    .action(async (id: string, opts: Record<string, string | undefined>) => {
      const i = await client().call<Instance>('GET', `/instances/${encodeURIComponent(id)}`);
      print(i, outputOf(opts), () => instanceTable([i]));
    });

  for (const act of ['start', 'stop', 'reboot'] as const)
    ecs
      .command(`${act} <id>`)
      .description(m(act))
      .action(async (id: string) => {
        const i = await client().call<Instance>('POST', `/instances/${encodeURIComponent(id)}/${act}`);
        err(`${m('done', { id, status: i.status })}\n`);
      });

  ecs
    .command('delete <id>')
    .description(m('delete'))
    .option('-y, --yes', 'do not ask for confirmation')
    .action(async (id: string, opts: { yes?: boolean }) => {
      await confirm(m('confirmDelete', { id }), opts.yes);
      await client().call<Instance>('DELETE', `/instances/${encodeURIComponent(id)}`);
      err(`${m('released', { id })}\n`);
    });

  ecs
    .command('ssh <id> [command...]')
    .description(m('ssh'))
    .option('-l, --user <user>', 'user', 'root')
    .option('-i, --identity <file>', 'private key file')
    .option('--ssh <path>', 'ssh program', 'ssh')
    .option(
      '--ssh-option <option>',
      'an ssh -o option, e.g. UserKnownHostsFile=/dev/null (repeatable)',
      (v: string, prev: string[]) => [...prev, v],
      [] as string[],
    )
    .option(
      '--host <address>',
      'address to connect to (default: the public IP, else the endpoint host for a forwarded port)',
    )
    .allowUnknownOption()
    .action(
      async (
        id: string,
        command: string[],
        opts: { user: string; identity?: string; ssh: string; host?: string; sshOption: string[] },
      ) => {
        const i = await client().call<Instance>('GET', `/instances/${encodeURIComponent(id)}`);
        // Instances on a compute host with user-mode networking have no public IP: their SSH port is forwarded on the
        // host, which for a single-host installation is the API's.
        const address =
          opts.host ?? i.public_ip ?? (i.ssh_port ? new URL(profile.endpoint ?? DEFAULT_ENDPOINT).hostname : null);
        if (!address) throw new CliFailure(m('noAddress', { id }), EXIT.ERROR);
        const args = [
          '-p',
          String(i.ssh_port ?? 22),
          ...(opts.identity ? ['-i', opts.identity] : []),
          // ssh keeps the first value of an option: the caller's come before the default.
          ...opts.sshOption.flatMap((o) => ['-o', o]),
          '-o',
          'StrictHostKeyChecking=accept-new',
          `${opts.user}@${address}`,
          ...command,
        ];
        const code = await new Promise<number>((resolve) => {
          const child = spawn(opts.ssh, args, { stdio: 'inherit' });
          child.on('exit', (c) => resolve(c ?? EXIT.ERROR));
          child.on('error', () => resolve(EXIT.ERROR));
        });
        if (code !== 0) throw new CliFailure(`ssh exited with ${code}`, code);
      },
    );

  const billing = program.command('billing').description(m('billing'));
  billing
    .command('balance')
    .description(m('balance'))
    .addOption(outputOption())
    .action(async (opts: Record<string, string | undefined>) => {
      const b = await client().call<Record<string, string>>('GET', '/balance');
      print(b, outputOf(opts), () => {
        const tb = new Table({ head: ['CASH', 'GIFT', 'AVAILABLE', 'CURRENCY'] });
        tb.push([b.cash!, b.gift!, b.available!, b.currency!]);
        return tb.toString();
      });
    });
  billing
    .command('bills')
    .description(m('bills'))
    .option('--limit <n>', 'lines', '20')
    .addOption(outputOption())
    .action(async (opts: Record<string, string | undefined>) => {
      const page = await client().call<{ items: Record<string, string | number>[] }>('GET', '/bills', {
        query: { limit: opts.limit },
      });
      print(page.items, outputOf(opts), () => {
        const tb = new Table({ head: ['ID', 'KIND', 'CASH', 'GIFT', 'BALANCE', 'REF', 'TIME'] });
        for (const l of page.items)
          tb.push([
            l.id!,
            l.kind!,
            l.cash!,
            l.gift!,
            l.cash_after!,
            `${l.ref_type}:${l.ref_id}`,
            new Date(Number(l.created_at) * 1000).toISOString().slice(0, 16).replace('T', ' '),
          ]);
        return tb.toString();
      });
    });

  program
    .command('completion')
    .description(m('completion'))
    .argument('[shell]', 'bash | zsh', 'bash')
    .action((shell: string) => out(completionScript(shell)));

  try {
    await program.parseAsync(argv, { from: 'user' });
    return EXIT.OK;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.OK : EXIT.USAGE;
    if (e instanceof CliFailure) {
      err(`${e.message}\n`);
      return e.exitCode;
    }
    if (e instanceof ApiCallError) {
      err(`${e.message} (${e.code}${e.requestId ? `, request ${e.requestId}` : ''})\n`);
      return exitCodeOf(e.status);
    }
    if (e instanceof TypeError && /fetch failed/.test(e.message)) {
      const cause = (e as { cause?: { message?: string } }).cause?.message ?? e.message;
      err(`${m('network', { endpoint: profile.endpoint ?? DEFAULT_ENDPOINT, detail: cause })}\n`);
      return EXIT.SERVER;
    }
    err(`${(e as Error).message}\n`);
    return EXIT.ERROR;
  }
}
