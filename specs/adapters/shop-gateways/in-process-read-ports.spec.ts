import { createServerContainer, serverReadPortsOf } from '../../../composition-root/server/container.ts';
import { SERVER_MODULES } from '../../../composition-root/server/modules/index.ts';
import { specServerConfig } from '../../support/test-app.ts';
import { describeShopReadPortsContract } from './shop-read-ports.contract.ts';

// The server's own wiring, over the shop's database: what a render reads for a visitor who is not signed in.
describeShopReadPortsContract('in-process (the server render)', (shop) => {
  const root = createServerContainer(specServerConfig(), shop.database, SERVER_MODULES, () => undefined);
  const { catalogue, sessionPorts } = serverReadPortsOf(root);
  return (sessionId) => ({ catalogue, ...sessionPorts(sessionId, async () => null) });
});
