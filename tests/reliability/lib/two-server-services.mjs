// The services the two-server check (two-servers.mjs) runs of its own, each in a process group it can kill:
// PostgreSQL (a database on TEST_DATABASE_URL's server, else a private cluster started from the installed
// binaries), redis-server, the S3 stand-in and HAProxy. Each finder answers '' when the tool is missing, so the
// check can say what it skipped and why.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import postgres from 'postgres';

/** The processes started here, killed by `killAll` (each leads a process group of its own). */
const children = [];

export function killAll() {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Starts `command` in a process group of its own, its output kept in `lines`. */
export function startProcess(command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  children.push(child);
  const lines = [];
  const keep = (chunk) => lines.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, lines };
}

/** Polls `ready` every 100 ms until it holds; throws `what` after `ms`, or when `child` exits first. */
export async function until(ready, what, { ms = 30_000, child } = {}) {
  const deadline = Date.now() + ms;
  while (!(await ready())) {
    if (child && child.exitCode !== null)
      throw new Error(`${what}: the process exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${what} within ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A port the OS says is free now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The path of an installed program, or ''. */
export function which(program) {
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : '';
}

/** The newest installed PostgreSQL's bin folder (Debian's layout), or ''. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'initdb')));
  return bin ?? '';
}

/** Whether PostgreSQL can be had: a server named by TEST_DATABASE_URL, or binaries to start one. */
export const postgresAvailable = () => Boolean(process.env.TEST_DATABASE_URL || postgresBin());

/**
 * A fresh database for the check. On TEST_DATABASE_URL's server (CI starts one): a database of its own, dropped by
 * `stop`. Otherwise a private cluster in `dir` on `port`, started from the installed binaries (as the postgres user
 * when we are root, since PostgreSQL refuses to run as root), without fsync: it lives for one check.
 */
export async function startPostgres(dir, port) {
  const name = `fc_two_servers_${process.pid}`;
  if (process.env.TEST_DATABASE_URL) {
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      url: url.href,
      stop: async () => {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await admin.end();
      },
    };
  }
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL will not run as root: as the postgres user, over folders it may enter.
  const as = (command, args) =>
    asRoot
      ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]]
      : [command, args];
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    chmodSync(path.dirname(dir), 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
  }
  const [initdb, initArgs] = as(path.join(bin, 'initdb'), [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(initdb, initArgs, { stdio: 'ignore' });
  writeFileSync(path.join(dir, 'postgresql.auto.conf'), 'fsync = off\nsynchronous_commit = off\n');
  const [server, serverArgs] = as(path.join(bin, 'postgres'), [
    '-D',
    dir,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
  ]);
  const { child, lines } = startProcess(server, serverArgs);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await until(
    async () => {
      const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
      try {
        await sql`select 1`;
        return true;
      } catch {
        return false;
      } finally {
        await sql.end();
      }
    },
    `PostgreSQL did not accept connections (${lines.slice(-3).join(' / ')})`,
    { child },
  );
  return { url, stop: async () => process.kill(-child.pid, 'SIGKILL') };
}

export async function startRedis(redisServer, port) {
  const { child, lines } = startProcess(redisServer, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await until(
    () => lines.some((line) => line.includes('Ready to accept connections')),
    'redis-server did not start',
    {
      child,
      ms: 10_000,
    },
  );
  return child;
}

/** The S3 stand-in as a process of its own (tsx); resolves its address once it listens. */
export async function startS3() {
  const { child, lines } = startProcess('npx', ['tsx', 'tests/stand-ins/s3-stand-in-process.ts']);
  await until(() => lines.some((line) => /listening (\S+)/.test(line)), 'the S3 stand-in did not listen', {
    child,
    ms: 60_000,
  });
  return /listening (\S+)/.exec(lines.find((line) => line.startsWith('listening')))[1];
}

/**
 * HAProxy in front of the two servers on `port`: round robin with health checks on readiness, connection failures
 * sent to the other server, a tunnel timeout for server-sent events, and `X-Forecourt-Server: a|b` pinning a request
 * to one server (how the check reads a change made through A on B). Resolves its process and its log lines.
 */
export async function startHaproxy(haproxy, configFile, port, servers) {
  const lines = [
    'global',
    '  maxconn 4096',
    // One line per request on stdout, naming the server it went to and the X-Attempt header the check sends: how
    // the check tells which server each failed answer came from.
    '  log stdout format raw local0',
    'defaults',
    '  log global',
    '  option httplog',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  option forwardfor',
    '  option redispatch',
    '  retries 3',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  capture request header X-Attempt len 120',
    ...servers.map(
      ({ name }) => `  use_backend only_${name} if { req.hdr(x-forecourt-server) -m str ${name} }`,
    ),
    '  default_backend both',
    'backend both',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health/ready ver HTTP/1.1 hdr Host 127.0.0.1',
    '  http-check expect status 200',
    // Readiness reads the database: under a burst it may take a while, which is not a server down.
    '  timeout check 5s',
    '  default-server inter 1s fall 3 rise 2',
    ...servers.map(({ name, port: serverPort }) => `  server ${name} 127.0.0.1:${serverPort} check`),
    ...servers.flatMap(({ name, port: serverPort }) => [
      `backend only_${name}`,
      `  server ${name} 127.0.0.1:${serverPort}`,
    ]),
  ];
  writeFileSync(configFile, `${lines.join('\n')}\n`);
  const started = startProcess(haproxy, ['-db', '-f', configFile]);
  await until(
    () =>
      new Promise((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.destroy();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      }),
    `HAProxy did not listen (${started.lines.slice(-3).join(' / ')})`,
    { child: started.child, ms: 10_000 },
  );
  return started;
}

/** From HAProxy's log lines: the server each request went to, by its X-Attempt header ('' where none answered). */
export function serversByAttempt(lines) {
  const servers = new Map();
  for (const line of lines) {
    const match = / web (?:both|only_\w+)\/(\S+) .*\{([^}]*)\}/.exec(line);
    if (match?.[2]) servers.set(match[2], match[1] === '<NOSRV>' ? '' : match[1]);
  }
  return servers;
}
