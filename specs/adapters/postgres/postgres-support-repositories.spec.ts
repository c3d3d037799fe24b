import { postgresAffiliateHitRepository } from '../../../adapters/postgres/postgres-affiliate-hit-repository.ts';
import { postgresHelpCenterRepository } from '../../../adapters/postgres/postgres-help-center-repository.ts';
import { postgresNewsletterRepository } from '../../../adapters/postgres/postgres-newsletter-repository.ts';
import { postgresPurchaseRecords } from '../../../adapters/postgres/postgres-purchase-records.ts';
import { postgresReviewRepository } from '../../../adapters/postgres/postgres-review-repository.ts';
import { postgresTicketRepository } from '../../../adapters/postgres/postgres-ticket-repository.ts';
import { helpCategories, helpTopics } from '../../../adapters/postgres/schema/index.ts';
import { inMemoryAffiliateHits } from '../../support/in-memory-affiliate-hits.ts';
import { inMemoryHelpCenter } from '../../support/in-memory-help-center.ts';
import { inMemoryNewsletter } from '../../support/in-memory-newsletter.ts';
import { inMemoryPurchaseRecords, inMemoryReviews } from '../../support/in-memory-reviews.ts';
import { inMemoryTickets } from '../../support/in-memory-tickets.ts';
import { insertOrder } from '../../support/stored-orders.ts';
import { databasePerFile, TEST_ENGINES } from '../../support/test-database.ts';
import { describeAffiliateHitRepositoryContract } from './affiliate-hit-repository.contract.ts';
import { describeHelpCenterRepositoryContract } from './help-center-repository.contract.ts';
import { describeNewsletterRepositoryContract } from './newsletter-repository.contract.ts';
import { describePurchaseRecordsContract, describeReviewRepositoryContract } from './review-repository.contract.ts';
import { describeTicketRepositoryContract } from './ticket-repository.contract.ts';

const noClose = async () => {};

describeHelpCenterRepositoryContract('in-memory fake', async (categories, topics) => ({
  repository: inMemoryHelpCenter(categories, topics),
  close: noClose,
}));
describeTicketRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryTickets().repository,
  close: noClose,
}));
describeReviewRepositoryContract('in-memory fake', async (reviews) => ({
  repository: inMemoryReviews(reviews).repository,
  close: noClose,
}));
describePurchaseRecordsContract('in-memory fake', async (orders, reviews) => ({
  records: inMemoryPurchaseRecords(orders, reviews),
  close: noClose,
}));
describeNewsletterRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryNewsletter().repository,
  close: noClose,
}));
describeAffiliateHitRepositoryContract('in-memory fake', async () => ({
  repository: inMemoryAffiliateHits().repository,
  close: noClose,
}));

for (const engine of TEST_ENGINES) {
  const openEmptied = databasePerFile(engine);
  describeHelpCenterRepositoryContract(engine.name, async (categories, topics) => {
    const database = await openEmptied();
    await database.db.insert(helpCategories).values([...categories]);
    await database.db.insert(helpTopics).values([...topics]);
    return { repository: postgresHelpCenterRepository(database.db), close: database.close };
  });

  describeTicketRepositoryContract(engine.name, async () => {
    const database = await openEmptied();
    return { repository: postgresTicketRepository(database.db), close: database.close };
  });

  describeReviewRepositoryContract(engine.name, async (reviews) => {
    const database = await openEmptied();
    const repository = postgresReviewRepository(database.db);
    for (const review of reviews) await repository.add(review);
    return { repository, close: database.close };
  });

  describePurchaseRecordsContract(engine.name, async (orders, reviews) => {
    const database = await openEmptied();
    for (const order of orders) {
      await insertOrder(database.db, {
        id: order.orderId,
        publicId: order.publicId,
        customerId: order.customerId,
        email: order.email,
        status: order.status,
        articleIds: order.articleIds,
        createdAt: new Date(order.placedAt),
      });
    }
    for (const review of reviews) await postgresReviewRepository(database.db).add(review);
    return { records: postgresPurchaseRecords(database.db), close: database.close };
  });

  describeNewsletterRepositoryContract(engine.name, async () => {
    const database = await openEmptied();
    return { repository: postgresNewsletterRepository(database.db), close: database.close };
  });

  describeAffiliateHitRepositoryContract(engine.name, async () => {
    const database = await openEmptied();
    return { repository: postgresAffiliateHitRepository(database.db), close: database.close };
  });
}
