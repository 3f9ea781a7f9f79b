// MSG91 against a local fake of its send API: what goes out (auth key header, DLT sender and template ids, the
// number without '+', the text), and the refusals a user would feel (an error reply, a dead gateway).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { testJwtSecret } from '../../test/harness';
import { createMsg91Gateway } from './msg91';
import { SmsError } from './port';

interface Recorded {
  method: string;
  url: string;
  authkey: string | undefined;
  body: Record<string, unknown>;
}

let fake: Server;
let recorded: Recorded[];
let reply: () => { status: number; body: unknown };
let apiUrl: string;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

beforeEach(async () => {
  recorded = [];
  reply = () => ({ status: 200, body: { type: 'success', message: '3763646c3058313530393332' } });
  fake = createServer((req, res) => {
    void readBody(req).then((text) => {
      recorded.push({
        method: req.method!,
        url: req.url!,
        authkey: req.headers.authkey as string | undefined,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      const { status, body } = reply();
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((ok) => fake.close(() => ok())));

const settingsFor = (url: string) => ({
  NODE_ENV: 'test',
  LEXSETU_JWT_SECRET: testJwtSecret,
  LEXSETU_MSG91_AUTH_KEY: 'msg91-auth-key-0123',
  LEXSETU_MSG91_SENDER_ID: 'LEXSTU',
  LEXSETU_MSG91_DLT_TEMPLATE_ID: '1207168000000000001',
  LEXSETU_MSG91_API_URL: `${url}/`,
});

describe('MSG91 SMS gateway', () => {
  it('sends the text under the DLT sender and template with the auth key', async () => {
    const config = loadConfig(settingsFor(apiUrl));
    expect(config.msg91).toMatchObject({ senderId: 'LEXSTU', apiUrl });
    await createMsg91Gateway(config.msg91!).send({
      to: '+919876543210',
      text: 'Your LexSetu code is 123456',
      templateId: config.msg91!.codeTemplateId,
    });
    expect(recorded).toEqual([
      {
        method: 'POST',
        url: '/api/v2/sendsms',
        authkey: 'msg91-auth-key-0123',
        body: {
          sender: 'LEXSTU',
          route: '4',
          country: '91',
          DLT_TE_ID: '1207168000000000001',
          sms: [{ message: 'Your LexSetu code is 123456', to: ['919876543210'] }],
        },
      },
    ]);
  });

  it("refuses with MSG91's reason, and when it cannot be reached", async () => {
    const gateway = createMsg91Gateway(loadConfig(settingsFor(apiUrl)).msg91!);
    const sms = { to: '+919876543210', text: 'x', templateId: '1207168000000000001' };
    reply = () => ({ status: 200, body: { type: 'error', message: 'Template id not approved' } });
    await expect(gateway.send(sms)).rejects.toThrow(/Template id not approved/);
    reply = () => ({ status: 401, body: {} });
    await expect(gateway.send(sms)).rejects.toThrow(/answered 401/);
    await new Promise<void>((ok) => fake.close(() => ok()));
    await expect(gateway.send(sms)).rejects.toBeInstanceOf(SmsError);
    fake.listen(0, '127.0.0.1'); // afterEach closes it again
  });

  it('needs all three settings or none', () => {
    const { LEXSETU_MSG91_SENDER_ID: _sender, ...partial } = settingsFor(apiUrl);
    expect(() => loadConfig(partial)).toThrow(/LEXSETU_MSG91_SENDER_ID must be set/);
    expect(() => loadConfig({ ...settingsFor(apiUrl), LEXSETU_MSG91_SENDER_ID: 'lex' })).toThrow(
      /6-letter DLT sender id/,
    );
  });
});
