// `pnpm k8s:validate`: renders the Kubernetes manifests (deploy/k8s, kustomize base + each overlay) with
// `kubectl kustomize` and validates every object against the Kubernetes OpenAPI schemas with `kubernetes-models`
// (its `validate()`: the JSON schemas of the API version each object names). Also checks the rules of the platform:
// every Deployment has readiness and liveness probes, runs as non-root on a read-only root file system, and no
// Secret object is committed (Secrets are referenced by name only). Exits 1 naming each problem.
// Skipped, saying why, when kubectl is missing (KUBECTL sets its path).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kubectl = process.env.KUBECTL ?? 'kubectl';
if (spawnSync(kubectl, ['version', '--client'], { stdio: 'ignore' }).error) {
  console.log(`k8s validation skipped: ${kubectl} not found (kubectl renders the kustomizations; set KUBECTL)`);
  process.exit(0);
}

/** The `kubernetes-models` class of an object's apiVersion and kind, or null when the package has none. */
async function modelOf(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const mod = group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`;
  try {
    return (await import(`${mod}/${kind}`))[kind] ?? null;
  } catch {
    return null;
  }
}

const problems = [];
const targets = [
  'deploy/k8s/base',
  ...readdirSync(path.join(root, 'deploy/k8s/overlays')).map((o) => `deploy/k8s/overlays/${o}`),
];
let objects = 0;
for (const target of targets) {
  const r = spawnSync(kubectl, ['kustomize', path.join(root, target)], { encoding: 'utf8' });
  if (r.status !== 0) {
    problems.push(`${target}: kustomize failed: ${r.stderr.trim()}`);
    continue;
  }
  for (const doc of parseAllDocuments(r.stdout)) {
    const obj = doc.toJS();
    if (!obj) continue;
    objects++;
    const name = `${target}: ${obj.kind}/${obj.metadata?.name}`;
    if (obj.kind === 'Secret') problems.push(`${name}: a Secret is committed (reference it by name instead)`);
    const Model = await modelOf(obj.apiVersion, obj.kind);
    if (!Model) {
      problems.push(`${name}: no schema for ${obj.apiVersion} ${obj.kind}`);
      continue;
    }
    try {
      new Model(obj).validate();
    } catch (err) {
      problems.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (obj.kind === 'Deployment') {
      const pod = obj.spec.template.spec;
      for (const c of pod.containers) {
        if (!c.readinessProbe || !c.livenessProbe) problems.push(`${name}: container ${c.name} lacks a probe`);
        if (!c.securityContext?.readOnlyRootFilesystem)
          problems.push(`${name}: container ${c.name} has a writable root file system`);
      }
      if (!pod.securityContext?.runAsNonRoot) problems.push(`${name}: may run as root`);
    }
  }
}
if (problems.length) {
  for (const p of problems) console.error(p);
  process.exit(1);
}
console.log(`k8s manifests valid: ${objects} objects in ${targets.length} renderings (${targets.join(', ')})`);
