import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface TestS3Server {
  /** The FILE_STORE=s3 settings that reach it. */
  env: Record<string, string>;
  bucket: string;
  stop(): Promise<void>;
}

/** Starts a real S3-compatible server (s3-server.mjs) on a free loopback port, with an empty bucket. */
export async function startS3Server(bucket = 'studio-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'studio-s3-'));
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 's3-server.mjs'), directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the S3 server exited (${code})`);
    }),
  ])) as [string];
  const { port } = JSON.parse(line) as { port: number };
  return {
    bucket,
    env: {
      FILE_STORE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
