// MSG91 (an Indian SMS provider): POST /api/v2/sendsms with the auth key in the `authkey` header, the DLT sender
// id and the DLT template id (DLT_TE_ID); it answers {type: 'success', message: <request id>} or
// {type: 'error', message: <why>}. The number goes without its '+'.
import type { Config } from '../../config';
import { SmsError, type SmsGateway } from './port';

export function createMsg91Gateway(
  config: NonNullable<Config['msg91']>,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): SmsGateway {
  return {
    name: 'msg91',
    async send(sms) {
      let response: Response;
      try {
        response = await fetchImpl(`${config.apiUrl}/api/v2/sendsms`, {
          method: 'POST',
          headers: { authkey: config.authKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            sender: config.senderId,
            route: '4',
            country: '91',
            DLT_TE_ID: sms.templateId,
            sms: [{ message: sms.text, to: [sms.to.replace(/^\+/, '')] }],
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch {
        throw new SmsError('The SMS gateway could not be reached.');
      }
      const body = (await response.json().catch(() => ({}))) as { type?: unknown; message?: unknown };
      if (!response.ok || body.type !== 'success')
        throw new SmsError(
          typeof body.message === 'string'
            ? `The SMS gateway refused the text: ${body.message}`
            : `The SMS gateway answered ${response.status}.`,
        );
    },
  };
}
