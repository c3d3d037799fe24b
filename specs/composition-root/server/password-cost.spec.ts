import { describe, expect, it } from 'vitest';
import { createServerContainer } from '../../../composition-root/server/container.ts';
import { AUTH_TOKENS } from '../../../composition-root/server/modules/auth.module.ts';
import { SERVER_MODULES } from '../../../composition-root/server/modules/index.ts';
import { openTemplateDatabase } from '../../support/database-templates.ts';
import { specServerConfig } from '../../support/test-app.ts';

describe("the shop's password hashing", () => {
  it("hashes at scrypt's production cost whatever the configuration: only buildApp's spec option lowers it", async () => {
    const database = await openTemplateDatabase('migrated');
    try {
      const container = createServerContainer(specServerConfig({ NODE_ENV: 'test' }), database, SERVER_MODULES);
      const hash = (await container.get(AUTH_TOKENS.passwords).hash('correct horse battery'))._unsafeUnwrap();
      expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    } finally {
      await database.close();
    }
  });
});
