import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { loadConfig } from '../../apps/server/src/config.ts';

type Service = {
  image?: string;
  build?: { context?: string; args?: Record<string, string> };
  init?: boolean;
  restart?: string;
  stop_grace_period?: string;
  ports?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
  environment?: Record<string, string>;
};

/** The variables compose.yaml refuses to run without (`${NAME:?message}`). */
export function requiredVariables(text: string): string[] {
  return [...new Set([...text.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1] ?? ''))].sort();
}

/** Compose's interpolation for the forms compose.yaml uses: $$, ${NAME}, ${NAME:-default}, ${NAME:?message}. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$|\$\{(\w+)(?::([-?])([^}]*))?\}/g, (whole, name, kind, word) => {
    if (whole === '$$') return '$';
    const value = env[name];
    if (value) return value;
    if (kind === '?') throw new Error(`compose.yaml: ${name} is required: ${word}`);
    return kind === '-' ? word : '';
  });
}

function seconds(duration: string | undefined): number {
  const match = duration?.match(/^(\d+)s$/);
  return match ? Number(match[1]) : 10;
}

function hostOf(url: string | undefined): string {
  return new URL(url ?? 'http://missing').hostname;
}

/**
 * Checks compose.yaml as far as this machine allows without its images: the variables the README's
 * .env provides are exactly the required ones, web and worker are the same image in their two roles
 * with an environment the server's own config check accepts, and every dependency can be met.
 */
export function checkComposeFile(text: string, envNames: string[]): string[] {
  const required = requiredVariables(text);
  assert.deepEqual(
    [...envNames].sort(),
    required,
    'the README’s .env must set exactly the required variables',
  );
  const sample = Object.fromEntries(
    required.map((name) => [name, `${name.toLowerCase()}-${'x'.repeat(32)}`]),
  );
  const compose = parse(interpolate(text, sample), { merge: true }) as { services: Record<string, Service> };
  const { services } = compose;
  const notes: string[] = [];

  const { web, worker } = services;
  assert.ok(web && worker, 'compose.yaml has a web and a worker service');
  for (const [role, service] of Object.entries({ web, worker })) {
    assert.equal(service.image, web.image, `${role} runs the same image as web`);
    assert.equal(service.build?.context, '.', `${role} is built from this repository`);
    assert.ok(service.build?.args?.BASE_IMAGE, `${role} passes BASE_IMAGE to the build`);
    assert.equal(service.environment?.MEDSHELF_ROLE, role, `${role} runs with MEDSHELF_ROLE=${role}`);
    assert.equal(service.init, true, `${role} runs under an init that reaps LibreOffice's processes`);
    assert.ok(seconds(service.stop_grace_period) > 25, `${role} is given more than SHUTDOWN_SECONDS to stop`);
    const config = loadConfig({ ...service.environment }, null);
    assert.equal(config.database.kind, 'postgres', `${role} uses PostgreSQL`);
    assert.ok(config.s3, `${role} stores files in S3`);
    assert.ok(services[hostOf(service.environment?.DATABASE_URL)], `${role}'s DATABASE_URL names a service`);
    assert.ok(services[hostOf(config.s3.endpoint ?? undefined)], `${role}'s S3_ENDPOINT names a service`);
  }
  assert.equal(web.environment?.AUTH_SECRET, worker.environment?.AUTH_SECRET, 'one AUTH_SECRET');
  assert.ok(
    web.ports?.some((port) => port.endsWith(':3000')),
    'web publishes the container port 3000',
  );

  for (const [name, service] of Object.entries(services)) {
    if (!service.build) {
      const tag = service.image?.split(':').at(-1);
      assert.ok(tag && tag !== service.image && tag !== 'latest', `${name}'s image is pinned to a version`);
    }
    for (const [target, { condition }] of Object.entries(service.depends_on ?? {})) {
      const dependency = services[target];
      assert.ok(dependency, `${name} depends on ${target}, which is not a service`);
      if (condition === 'service_healthy') assert.ok(dependency.healthcheck, `${target} has a healthcheck`);
      if (condition === 'service_completed_successfully') {
        assert.ok(!dependency.restart || dependency.restart === 'no', `${target} runs once`);
      }
    }
  }
  notes.push(`${Object.keys(services).length} services checked (${Object.keys(services).join(', ')})`);

  const tool = composeTool();
  if (!tool) {
    notes.push(
      'no docker compose, podman compose or podman-compose here: compose.yaml was checked by parsing',
    );
    return notes;
  }
  const result = spawnSync(tool[0] ?? '', [...tool.slice(1), 'config', '--quiet'], {
    env: { ...process.env, ...sample },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, `${tool.join(' ')} config rejected compose.yaml:\n${result.stderr}`);
  notes.push(`${tool.join(' ')} config accepted compose.yaml`);
  return notes;
}

function composeTool(): string[] | undefined {
  return [['docker', 'compose'], ['podman', 'compose'], ['podman-compose']].find(
    ([command = '', ...args]) => spawnSync(command, [...args, 'version'], { stdio: 'ignore' }).status === 0,
  );
}
