// What the file benchmarks share: an s3rver of their own, and a multipart upload whose PDF body is generated 1 MB at
// a time (never whole in memory) and sent with back-pressure.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const MB = 1024 * 1024;

/** Where an s3rver keeps its bucket, and how a client reaches it. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** An s3rver on a free loopback port, storing under `dir`, with its bucket made. */
export async function startS3rver(dir: string): Promise<{ settings: S3Settings; close(): Promise<void> }> {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3') });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket: 'labconsign-bench',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  const client = new S3Client({ ...settings, requestChecksumCalculation: 'WHEN_REQUIRED' });
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  client.destroy();
  return { settings, close: () => server.close() };
}

/** POSTs a multipart body with a PDF of `bytes` generated 1 MB at a time (never whole), honouring back-pressure. */
export function uploadGenerated(
  url: URL,
  token: string,
  bytes: number,
  fileName = '大文件.pdf',
): Promise<{ status: number; body: string }> {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x20);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    let answered = false;
    req.on('error', (error) => {
      // A refusal (413) may answer and close before the whole body is sent: the write then fails, the answer stands.
      if (!answered) reject(error);
    });
    req.write(head);
    let left = bytes - 9;
    const pump = () => {
      while (left > 0 && !answered) {
        const piece = left >= MB ? chunk : chunk.subarray(0, left);
        left -= piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}
