// A local fake of the S3 object API (PUT/GET/DELETE, path-style): checks each request's SigV4 signature and
// keeps objects in memory, so the S3 storage is tested without a network.
import { createServer, type Server } from 'node:http';
import { signatureV4 } from './sigV4';

export const fakeS3Credentials = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const credentials = fakeS3Credentials;

export function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      // S3 reads the header's parts with or without a space after each comma.
      const authorization = (req.headers.authorization ?? '').replace(/,\s+/g, ',');
      const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
      const expected = signatureV4({
        method: req.method!,
        path: req.url!,
        // The headers the client says it signed, as S3 reads them; the two x-amz ones are added back by the signer.
        headers: Object.fromEntries(
          signed
            .filter((h) => h !== 'x-amz-content-sha256' && h !== 'x-amz-date')
            .map((h) => [h, String(req.headers[h] ?? '')]),
        ),
        payloadHash: String(req.headers['x-amz-content-sha256']),
        amzDate: String(req.headers['x-amz-date']),
        ...credentials,
      });
      if (!signed.includes('host') || authorization !== expected)
        return res.writeHead(403).end('SignatureDoesNotMatch');
      const key = decodeURIComponent(req.url!);
      if (req.method === 'PUT') objects.set(key, { body, type: String(req.headers['content-type']) });
      else if (req.method === 'DELETE') objects.delete(key);
      else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return res.writeHead(404).end('NoSuchKey');
        return res.writeHead(200, { 'Content-Type': object.type }).end(object.body);
      }
      res.writeHead(200).end();
    });
  });
  return { server, objects };
}
