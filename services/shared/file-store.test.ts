import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, type FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

// The file store port (issue 20) behaves the same on the local disk and on an S3-compatible server (s3rver, started
// here on loopback): what is put is read back whole, a missing key is null, a removed key is gone.
const BUCKET = 'hookups-test';
let dir: string;
let s3rver: S3rver;
let stores: [string, FileStore][];
let closeS3: () => void;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hookups-files-'));
  const port = await freePort();
  s3rver = new S3rver({ port, address: '127.0.0.1', silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3rver.run();
  const s3 = createS3FileStore({
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  closeS3 = s3.close;
  stores = [
    ['local disk', createLocalFileStore(join(dir, 'local'))],
    ['S3-compatible', s3],
  ];
});
afterAll(async () => {
  closeS3?.();
  await s3rver?.close();
  await rm(dir, { recursive: true, force: true });
});

describe.each(['local disk', 'S3-compatible'])('the file store on %s', (name) => {
  const store = () => stores.find(([n]) => n === name)![1];

  it('reads back what was put, with its size', async () => {
    const bytes = Buffer.from('a chat attachment\n'.repeat(1000));
    await store().put('chat/CH1/ME1', bytes);
    const file = await store().open('chat/CH1/ME1');
    expect(file?.size).toBe(bytes.length);
    expect(await text(file!.stream)).toBe(bytes.toString());
  });

  it('answers null for a key never stored, and after removal', async () => {
    expect(await store().open('uploads/never')).toBeNull();
    await store().put('uploads/gone', Buffer.from('x'));
    await store().remove('uploads/gone');
    expect(await store().open('uploads/gone')).toBeNull();
    await store().remove('uploads/gone'); // removing twice is not an error (two replicas may both try)
  });
});
