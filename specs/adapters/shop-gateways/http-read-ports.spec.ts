import { describeShopReadPortsContract } from './shop-read-ports.contract.ts';

describeShopReadPortsContract(
  'over the Shop API (the browser)',
  (shop) => (sessionId) => shop.httpGatewaysFor(sessionId),
);
