// npx tsx tests/stand-ins/s3-stand-in-process.ts [port] — the S3 stand-in (s3-stand-in.ts) as a process of its own,
// the way a real S3-compatible service runs beside the servers: every server of a check reads the one bucket over
// HTTP, none shares its memory. Prints `listening <url>` once it accepts requests; SIGTERM stops it. Credentials and
// bucket: STAND_IN_S3 (test-media-stores.ts).
import { startS3StandIn } from './s3-stand-in';
import { STAND_IN_S3 } from './test-media-stores';

const standIn = await startS3StandIn({ ...STAND_IN_S3, port: Number(process.argv[2] ?? 0) });
console.log(`listening ${standIn.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
