import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../composition-root/server/config.ts';
import { dkimOf } from '../../../composition-root/server/modules/mail.module.ts';

const PEM = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString()
  .trim();

const configOf = (env: NodeJS.ProcessEnv) =>
  readServerConfig({ PUBLIC_URL: 'https://es.estampa.example', ...env })._unsafeUnwrap();

describe('the DKIM key the mail server signs with', () => {
  it('signs for the sender’s domain: SMTP_URL’s from, else PUBLIC_URL’s host', () => {
    const keyed = { DKIM_PRIVATE_KEY: PEM, DKIM_SELECTOR: 'mail2026' };
    expect(dkimOf(configOf({ ...keyed, SMTP_URL: 'smtp://mx.example:25?from=Shop%20<shop@Estampa.example>' }))).toEqual(
      {
        privateKey: PEM,
        selector: 'mail2026',
        domain: 'estampa.example',
      },
    );
    expect(dkimOf(configOf({ ...keyed, SMTP_URL: 'smtp://mx.example:25' }))?.domain).toBe('es.estampa.example');
    expect(dkimOf(configOf({ ...keyed, DKIM_DOMAIN: 'mail.estampa.example' }))?.domain).toBe('mail.estampa.example');
  });

  it('is absent without a key, and mail goes out unsigned', () => {
    expect(dkimOf(configOf({ SMTP_URL: 'smtp://mx.example:25' }))).toBeUndefined();
  });
});
