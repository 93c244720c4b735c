import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Docker cannot pull images on the project's machines, so the Dockerfile and compose.yaml are never built here: this
// lint holds them to the rules issue 42 sets (docs/deploy.md#containers says what the standalone test covers instead).
const root = path.resolve(import.meta.dirname, '../..');

type TInstruction = { keyword: string; args: string };
type TStage = { from: string; name: string | undefined; instructions: TInstruction[] };

/** The Dockerfile's instructions by stage, continuation lines joined, comments dropped, ARGs before FROM applied. */
function dockerfileStages(text: string): TStage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const globalArgs = new Map<string, string>();
  const stages: TStage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const image = args.replace(/\$\{(\w+)\}/g, (_, name: string) => globalArgs.get(name) ?? '');
      const [, from = '', name] = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(image) ?? [];
      stages.push({ from, name, instructions: [] });
    } else if (upper === 'ARG' && stages.length === 0) {
      const [name = '', value = ''] = args.split('=');
      globalArgs.set(name, value);
    } else {
      stages.at(-1)?.instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const stages = dockerfileStages(dockerfile);
const runtime = stages.at(-1)!;
const of = (stage: TStage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

describe('Dockerfile', () => {
  it('builds in stages and runs on Node 22 LTS', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.from).toMatch(/^node:22(-|$)/);
  });

  it('runs as a user other than root', () => {
    const users = of(runtime, 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it('copies only the standalone output of the build stage into the image it runs', () => {
    const copies = [...of(runtime, 'COPY'), ...of(runtime, 'ADD')];
    expect(copies.length).toBeGreaterThan(0);
    const buildStage = stages.find((stage) => of(stage, 'RUN').some((run) => /npm run build/.test(run)));
    expect(buildStage?.name).toBeDefined();
    for (const copy of copies) {
      expect(copy).toContain(`--from=${buildStage!.name}`);
      const sources = copy
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1);
      for (const source of sources) expect(source).toMatch(/^\/app\/\.next\/standalone\/?$/);
    }
  });

  it('checks its health with node and fetch, never curl or wget', () => {
    const [healthcheck] = of(runtime, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD\s+\[\s*"node",\s*"-e",\s*".*fetch\(/);
    for (const stage of stages)
      for (const { args } of stage.instructions) expect(args).not.toMatch(/\b(curl|wget)\b/);
  });

  it('starts the standalone server.js', () => {
    expect(of(runtime, 'CMD').at(-1)).toMatch(/node server\.js/);
  });

  it('leaves SIGTERM to the graceful shutdown (NEXT_MANUAL_SIG_HANDLE), so docker stop drains', () => {
    expect(of(runtime, 'ENV').join(' ')).toMatch(/\bNEXT_MANUAL_SIG_HANDLE=true\b/);
  });
});

type TService = {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  profiles?: string[];
  volumes?: string[];
};
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, TService>;
};
const services = Object.entries(compose.services);
const forecourtServices = services.filter(([, s]) => s.image === 'forecourt');

describe('compose.yaml', () => {
  it('runs PostgreSQL with a health check', () => {
    const postgres = services.filter(([, s]) => /^postgres:\d+/.test(s.image ?? ''));
    expect(postgres).toHaveLength(1);
    expect(postgres[0]![1].healthcheck?.test.join(' ')).toMatch(/pg_isready/);
  });

  it('gives every Forecourt service PostgreSQL, production mode and both keys, required', () => {
    expect(forecourtServices.length).toBeGreaterThanOrEqual(2);
    for (const [, service] of forecourtServices) {
      const environment = service.environment ?? {};
      expect(environment.DATABASE_URL).toMatch(/^postgres:\/\//);
      expect(environment.FORECOURT_MODE).toBe('production');
      for (const key of ['AUTH_SECRET', 'SETTINGS_ENCRYPTION_KEY'])
        expect(environment[key]).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    }
  });

  it('migrates once, after the database is healthy, before the server starts', () => {
    const migrate = forecourtServices.find(([, s]) => s.command?.join(' ') === 'node scripts/migrate.mjs');
    expect(migrate).toBeDefined();
    const [migrateName, migrateService] = migrate!;
    expect(Object.values(migrateService.depends_on ?? {})).toContainEqual({ condition: 'service_healthy' });
    const servers = forecourtServices.filter(([name]) => name !== migrateName);
    expect(servers.length).toBeGreaterThan(0);
    for (const [, server] of servers)
      expect(server.depends_on?.[migrateName]).toEqual({ condition: 'service_completed_successfully' });
  });
});

describe("compose.yaml's scaled profile (docs/scaling.md)", () => {
  const scaled = services.filter(([, s]) => s.profiles?.includes('scaled'));
  const image = (prefix: string) => scaled.find(([, s]) => s.image?.startsWith(prefix));

  it('adds a second server of the same image and settings, Redis, an S3-compatible store and HAProxy', () => {
    const servers = forecourtServices.filter(([, s]) => !s.command);
    expect(servers.map(([name]) => name)).toEqual(['app', 'app-b']);
    expect(servers[1]![1].environment).toEqual(servers[0]![1].environment);
    for (const prefix of ['redis:', 'minio/', 'haproxy:']) expect(image(prefix), prefix).toBeDefined();
    // One box stays the default: only the second server and the shared services wait for the profile.
    expect(forecourtServices.filter(([, s]) => s.profiles).map(([name]) => name)).toEqual(['app-b']);
  });

  it('shares the cache and the media through settings that are empty on one box', () => {
    const environment = forecourtServices[0]![1].environment ?? {};
    expect(environment.CACHE_URL).toBe('${CACHE_URL:-}');
    expect(environment.MEDIA_STORAGE).toBe('${MEDIA_STORAGE:-local}');
    expect(environment.TRUSTED_PROXY_HOPS).toBe('${TRUSTED_PROXY_HOPS:-0}');
    expect(image('redis:')![1].command).toEqual(
      expect.arrayContaining(['--maxmemory-policy', 'allkeys-lru']),
    );
  });

  it("balances over both servers, checking each one's readiness", () => {
    const [, balancer] = image('haproxy:')!;
    const mounted = balancer.volumes?.find((v) => v.includes('haproxy.cfg'))?.split(':')[0];
    const config = readFileSync(path.join(root, mounted!), 'utf8');
    expect(config).toMatch(/^\s*balance roundrobin$/m);
    expect(config).toMatch(/http-check send meth GET uri \/api\/health\/ready/);
    expect(config).toMatch(/^\s*option forwardfor$/m);
    expect(config).toMatch(/^\s*timeout tunnel /m);
    for (const name of ['app', 'app-b'])
      expect(config).toMatch(new RegExp(`server ${name} ${name}:3000 check`));
  });
});
