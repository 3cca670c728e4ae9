/**
 * `virsh`, libvirt's official command-line client, as the compute backend's connection to libvirtd
 * (docs/decisions/0022-real-compute-libvirt.md "How the API drives libvirt" says why virsh rather than a Node binding).
 *
 * `virsh(uri, args)` runs one command against one host; `virshStdin(uri, commands)` feeds commands on
 * standard input (virsh's batch mode) so secrets never appear in a process's arguments. Both reject
 * with a `ComputeError` carrying virsh's own message ("error: …" lines) and never the arguments.
 */
import { execFile, spawn } from 'node:child_process';
import { ComputeError } from './types.ts';

/** Longest one virsh command may take, ms (a TCG guest's agent can be slow to answer). */
const TIMEOUT_MS = 60_000;

const message = (stderr: string, fallback: string) =>
  stderr
    .split('\n')
    .map((l) => l.replace(/^error:\s*/, '').trim())
    .filter(Boolean)
    .join('; ')
    .slice(0, 300) || fallback;

/** Run `virsh -c uri …args`; resolves with its standard output. */
export function virsh(uri: string, args: string[], timeoutMs = TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'virsh',
      ['-q', '-c', uri, ...args],
      { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new ComputeError(message(String(stderr), `virsh ${args[0]} failed on ${uri}`)));
        else resolve(String(stdout));
      },
    );
  });
}

/** Run virsh commands read from standard input (one per line); resolves with the output. */
export function virshStdin(uri: string, commands: string, timeoutMs = TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('virsh', ['-q', '-c', uri], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', (e) => reject(new ComputeError(`virsh could not run: ${e.message}`)));
    child.on('close', (code) => {
      clearTimeout(timer);
      // In batch mode virsh echoes each command after a "virsh # " prompt: keep only what the commands printed.
      if (code === 0 && !/^error:/m.test(err))
        resolve(
          out
            .split('\n')
            .filter((l) => !l.startsWith('virsh #'))
            .join('\n'),
        );
      else reject(new ComputeError(message(err, `virsh failed on ${uri}`)));
    });
    child.stdin.end(`${commands}\n`);
  });
}

/** Whether the error says the domain does not exist (so release/stop of a gone domain succeeds). */
export function isNoDomain(err: unknown): boolean {
  return (
    err instanceof Error && /failed to get domain|Domain not found|no domain with matching name/i.test(err.message)
  );
}

/** Parse `key=value` lines (`virsh domstats`) into numbers. */
export function parseStats(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^\s*([\w.]+)=(-?[\d.]+)\s*$/.exec(line);
    if (m) out.set(m[1]!, Number(m[2]));
  }
  return out;
}

/**
 * True when a domain's start was refused because QEMU could not listen on its forwarded SSH port (user-mode
 * networking's `hostfwd`: "Could not set up host forwarding rule"): another socket took the port after it was chosen.
 */
export function isForwardPortTaken(err: unknown): boolean {
  return err instanceof Error && /host forwarding rule/i.test(err.message);
}

/**
 * Parse the output of `virsh domstats` over several domains ("Domain: 'name'" then its `key=value` lines) into each
 * domain's numbers, by domain name.
 */
export function parseStatsByDomain(text: string): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  let current: Map<string, number> | null = null;
  for (const line of text.split('\n')) {
    const d = /^Domain:\s*'(.+)'\s*$/.exec(line.trim());
    if (d) {
      current = new Map();
      out.set(d[1]!, current);
      continue;
    }
    const m = /^\s*([\w.]+)=(-?[\d.]+)\s*$/.exec(line);
    if (m && current) current.set(m[1]!, Number(m[2]));
  }
  return out;
}

/**
 * Parse `virsh -q list --all` (lines of Id, Name and State, the Id `-` for a domain that is not running) into each
 * domain's state text ("running", "shut off", "paused", …), by domain name.
 */
export function parseDomainList(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^\s*(\d+|-)\s+(\S+)\s+(\S.*?)\s*$/.exec(line);
    if (m) out.set(m[2]!, m[3]!);
  }
  return out;
}
