/**
 * Profiles of the `lanyun` CLI, kept in `~/.lanyun/config.json` (or `$LANYUN_CONFIG_DIR/config.json`), written with
 * mode 0600 because they hold AccessKey secrets. `LANYUN_ACCESS_KEY_ID`, `LANYUN_ACCESS_KEY_SECRET`,
 * `LANYUN_ENDPOINT` and `LANYUN_REGION` override the profile's values (CI jobs).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { Lang } from './messages.ts';

export const OUTPUTS = ['table', 'json', 'yaml'] as const;
export type Output = (typeof OUTPUTS)[number];

export interface Profile {
  access_key_id?: string;
  access_key_secret?: string;
  /** Base URL of the API, e.g. https://api.lanyun.cloud */
  endpoint?: string;
  /** Default region code (its first zone is used when `ecs create` names none). */
  region?: string;
  output?: Output;
  language?: Lang;
}

export interface ConfigFile {
  profiles: Record<string, Profile>;
}

export const DEFAULT_ENDPOINT = 'http://127.0.0.1:8080';

export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.LANYUN_CONFIG_DIR || path.join(homedir(), '.lanyun');
}
export const configFile = (env: NodeJS.ProcessEnv = process.env) => path.join(configDir(env), 'config.json');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ConfigFile {
  const file = configFile(env);
  if (!existsSync(file)) return { profiles: {} };
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ConfigFile>;
  return { profiles: parsed.profiles ?? {} };
}

/** Save `profile` under `name`, keeping the others; the file is readable by its owner only. */
export function saveProfile(name: string, profile: Profile, env: NodeJS.ProcessEnv = process.env): string {
  const cfg = readConfig(env);
  cfg.profiles[name] = { ...cfg.profiles[name], ...profile };
  mkdirSync(configDir(env), { recursive: true, mode: 0o700 });
  const file = configFile(env);
  writeFileSync(file, `${JSON.stringify(cfg, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}

/** The profile `name` with the environment's overrides. */
export function loadProfile(name: string, env: NodeJS.ProcessEnv = process.env): Profile {
  const p = readConfig(env).profiles[name] ?? {};
  return {
    ...p,
    access_key_id: env.LANYUN_ACCESS_KEY_ID || p.access_key_id,
    access_key_secret: env.LANYUN_ACCESS_KEY_SECRET || p.access_key_secret,
    endpoint: env.LANYUN_ENDPOINT || p.endpoint || DEFAULT_ENDPOINT,
    region: env.LANYUN_REGION || p.region,
  };
}
