import { postgresPrintJobRecords } from '../../../adapters/postgres/postgres-print-job-records.ts';
import { orderLines, orders } from '../../../adapters/postgres/schema/index.ts';
import { inMemoryPrintJobs } from '../../support/in-memory-print-jobs.ts';
import { anOrderRow } from '../../support/stored-orders.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describePrintJobRecordsContract } from './print-job-records.contract.ts';

describePrintJobRecordsContract('in-memory fake', async () => {
  const fake = inMemoryPrintJobs();
  return {
    records: fake.records,
    seed: async (publicId, orderId, lines) => fake.addOrder(publicId, orderId, lines),
    close: async () => {},
  };
});

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describePrintJobRecordsContract(engine.name, async () => {
    const database = await openEmptied();
    return {
      records: postgresPrintJobRecords(database.db),
      seed: async (publicId, orderId, lines) => {
        await database.db.insert(orders).values(anOrderRow({ id: orderId, publicId }));
        await database.db.insert(orderLines).values(
          lines.map((line) => ({
            id: line.id,
            orderId,
            articleId: 100,
            name: line.name,
            customisation: line.customisation === null ? null : { ...line.customisation },
            quantity: line.quantity,
            unitPriceMinor: 1500,
          })),
        );
      },
      close: database.close,
    };
  });
}
