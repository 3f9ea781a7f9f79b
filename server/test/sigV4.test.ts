import { describe, expect, it } from 'vitest';
import { fakeS3Credentials as credentials } from './fakeS3';
import { signatureV4 } from './sigV4';

describe("the fake bucket's SigV4 check", () => {
  it("matches AWS's published example (GET /test.txt with a Range header)", () => {
    expect(
      signatureV4({
        method: 'GET',
        path: '/test.txt',
        headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        amzDate: '20130524T000000Z',
        ...credentials,
      }),
    ).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
