import { createHmac, randomBytes } from 'node:crypto';

/** A signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` is `v1,` and the base64
 * HMAC-SHA256, keyed by the secret's bytes, of "id.timestamp.body" (the specification's own
 * libraries verify it).
 */
export function signedHeaders(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${signature}`,
  };
}
