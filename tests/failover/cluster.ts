import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdirSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { freePort } from '../scale/api-process';
import { fromDeployFile, type Service, scratchDir, service, until } from '../stack/topology';

// The high-availability topology of deploy/ha on one machine, from its own files with only addresses and paths filled
// in: one etcd, two PostgreSQL nodes each under Patroni (a primary and its synchronous standby), and HAProxy in front
// sending every connection to whichever node Patroni's REST API calls the primary. PostgreSQL refuses to run as root,
// so on a root CI machine the nodes run as the postgres user, in directories it owns.

export type NodeName = 'pg1' | 'pg2';

export interface Member {
  name: NodeName;
  /** leader, sync_standby or replica */
  role: string;
  /** running (or streaming), starting, stopped… */
  state: string;
  lag?: number | string;
}

export interface HaCluster {
  /** PostgreSQL's superuser through HAProxy, on `database`. */
  superuserUrl(database: string): string;
  /** The nodes as Patroni reports them (asked of whichever node answers). */
  members(): Promise<Member[]>;
  /** Whether `node`'s REST API answers GET /primary with 200: what HAProxy asks. */
  isPrimary(node: NodeName): Promise<boolean>;
  /** Waits until one node leads and the other is its running synchronous standby; answers the leader. */
  healthy(timeoutMs: number): Promise<NodeName>;
  /**
   * The server `node` runs on is lost: its Patroni and every PostgreSQL process of its data directory get SIGKILL at
   * once (a Patroni left alive would only restart PostgreSQL in place).
   */
  loseServer(node: NodeName): void;
  /** Everything Patroni, etcd and HAProxy printed, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

const SUPERUSER_PASSWORD = randomBytes(12).toString('hex');
const asRoot = process.getuid?.() === 0;

/** Runs `program` as the postgres user when this process is root (PostgreSQL will not run as root). */
function asPostgres(program: string, args: string[], env: Record<string, string>): Service {
  if (!asRoot) return service(program, args, env);
  return service(
    'setpriv',
    ['--reuid', 'postgres', '--regid', 'postgres', '--init-groups', '--', program, ...args],
    env,
  );
}

/** A directory the postgres user owns (when this process is root). */
function ownDir(path: string): string {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (asRoot) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })));
    chownSync(path, uid as number, gid as number);
  }
  return path;
}

/** Every process whose working directory is `dir`: PostgreSQL's postmaster and its children all live in the data directory. */
function processesIn(dir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dir) pids.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

function killAll(pids: (number | undefined)[]): void {
  for (const pid of pids) {
    try {
      if (pid) process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

export async function startHaCluster(): Promise<HaCluster> {
  const scratch = scratchDir('lc-ha-');
  const { dir } = scratch;
  const started: Service[] = [];
  const output = () => started.map((s) => s.output().slice(-3000)).join('\n----\n');
  try {
    const [etcdClient, etcdPeer, haproxyPort] = [await freePort(), await freePort(), await freePort()];
    const etcdData = join(dir, 'etcd');
    mkdirSync(etcdData, { mode: 0o700 });
    const etcd = service('etcd', [
      '--name=ha',
      `--data-dir=${etcdData}`,
      `--listen-client-urls=http://127.0.0.1:${etcdClient}`,
      `--advertise-client-urls=http://127.0.0.1:${etcdClient}`,
      `--listen-peer-urls=http://127.0.0.1:${etcdPeer}`,
      `--initial-advertise-peer-urls=http://127.0.0.1:${etcdPeer}`,
      `--initial-cluster=ha=http://127.0.0.1:${etcdPeer}`,
    ]);
    started.push(etcd);
    await until(
      async () => (await fetch(`http://127.0.0.1:${etcdClient}/health`)).ok,
      30_000,
      'etcd to answer',
      output,
    );

    const sockets = ownDir(join(dir, 'sockets'));
    const config = join(dir, 'patroni.yml');
    writeFileSync(config, fromDeployFile('ha/patroni.yml', [['/var/run/postgresql', sockets]]), { mode: 0o644 });
    const nodes = new Map<NodeName, { pgPort: number; restPort: number; dataDir: string; patroni: Service }>();
    // Both at once, as a fresh cluster's nodes come up: one wins the race to initialise, the other copies it.
    for (const name of ['pg1', 'pg2'] as const) {
      const [pgPort, restPort] = [await freePort(), await freePort()];
      const home = ownDir(join(dir, name));
      const dataDir = join(home, 'data');
      const patroni = asPostgres('patroni', [config], {
        PATRONI_NAME: name,
        PATRONI_RESTAPI_LISTEN: `127.0.0.1:${restPort}`,
        PATRONI_RESTAPI_CONNECT_ADDRESS: `127.0.0.1:${restPort}`,
        PATRONI_POSTGRESQL_LISTEN: `127.0.0.1:${pgPort}`,
        PATRONI_POSTGRESQL_CONNECT_ADDRESS: `127.0.0.1:${pgPort}`,
        PATRONI_POSTGRESQL_DATA_DIR: dataDir,
        PATRONI_POSTGRESQL_PGPASS: join(home, 'pgpass'),
        PATRONI_ETCD3_HOSTS: `127.0.0.1:${etcdClient}`,
        PATRONI_SUPERUSER_PASSWORD: SUPERUSER_PASSWORD,
        PATRONI_REPLICATION_PASSWORD: randomBytes(12).toString('hex'),
        PATRONI_REWIND_PASSWORD: randomBytes(12).toString('hex'),
      });
      started.push(patroni);
      nodes.set(name, { pgPort, restPort, dataDir, patroni });
    }
    const node = (name: NodeName) => nodes.get(name) as NonNullable<ReturnType<typeof nodes.get>>;

    const haproxyConfig = join(dir, 'haproxy.cfg');
    writeFileSync(
      haproxyConfig,
      fromDeployFile('ha/haproxy.cfg', [
        ['bind *:5000', `bind 127.0.0.1:${haproxyPort}`],
        ...(['pg1', 'pg2'] as const).map((name): [string, string] => [
          `server ${name} ${name}:5432 check port 8008`,
          `server ${name} 127.0.0.1:${node(name).pgPort} check port ${node(name).restPort}`,
        ]),
      ]),
      { mode: 0o644 },
    );
    const haproxy = service('haproxy', ['-db', '-f', haproxyConfig]);
    started.push(haproxy);
    await until(() => listening(haproxyPort), 20_000, 'HAProxy to listen', output);

    const rest = (name: NodeName, path: string) =>
      fetch(`http://127.0.0.1:${node(name).restPort}${path}`, { signal: AbortSignal.timeout(2000) });
    const members = async (): Promise<Member[]> => {
      for (const name of nodes.keys()) {
        const answer = await rest(name, '/cluster').catch(() => undefined);
        if (answer?.ok) return ((await answer.json()) as { members: Member[] }).members;
      }
      return [];
    };
    const cluster: HaCluster = {
      superuserUrl: (database) =>
        `postgres://postgres:${SUPERUSER_PASSWORD}@127.0.0.1:${haproxyPort}/${encodeURIComponent(database)}`,
      members,
      isPrimary: async (name) => (await rest(name, '/primary').catch(() => undefined))?.status === 200,
      async healthy(timeoutMs) {
        let leader: NodeName | undefined;
        await until(
          async () => {
            const now = await members();
            const running = (m: Member) => m.state === 'running' || m.state === 'streaming';
            leader = now.find((m) => m.role === 'leader' && running(m))?.name;
            return leader !== undefined && now.some((m) => m.role === 'sync_standby' && running(m));
          },
          timeoutMs,
          'a leader and its synchronous standby',
          output,
        );
        return leader as NodeName;
      },
      loseServer(name) {
        const { patroni, dataDir } = node(name);
        killAll([patroni.pid, ...processesIn(dataDir)]);
      },
      output,
      async stop() {
        // HAProxy first (nothing reaches the database after), the nodes (each Patroni stops its PostgreSQL), then etcd.
        await haproxy.stop();
        await Promise.all([...nodes.values()].map(({ patroni }) => patroni.stop()));
        // A PostgreSQL its Patroni did not get to stop (Patroni itself was killed after 10 s) goes too.
        for (const { dataDir } of nodes.values()) killAll(processesIn(dataDir));
        await etcd.stop();
        scratch.remove();
      },
    };
    return cluster;
  } catch (error) {
    for (const s of started.reverse()) await s.stop();
    scratch.remove();
    throw error;
  }
}
