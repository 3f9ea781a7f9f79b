// AWS Signature Version 4 for S3, computed independently of the aws4 library the storage signs with, so the
// fake bucket checks the adapter's signatures rather than agreeing with itself.
import { createHash, createHmac } from 'node:crypto';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

export interface SignInput {
  method: string;
  /** Already-encoded absolute path. */
  path: string;
  headers: Record<string, string>;
  payloadHash: string;
  amzDate: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The Authorization header for a request with the given signed headers. */
export function signatureV4(input: SignInput): string {
  const headers = Object.entries({
    ...input.headers,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': input.amzDate,
  })
    .map(([k, v]) => [k.toLowerCase(), v.trim()] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([k]) => k).join(';');
  const canonical = [
    input.method,
    input.path,
    '',
    ...headers.map(([k, v]) => `${k}:${v}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
}
