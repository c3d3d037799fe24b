import { inArray } from 'drizzle-orm';
import { articles, helpCategories, helpTopics, reviews, ticketMessages, tickets } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.seed.ts';
import { demoDesigns } from './catalogue/demo-designs.ts';
import { DEMO_ARTICLES } from './catalogue/demo-articles.ts';
import { demoPrices } from './catalogue/demo-prices.ts';
import type { Seeder } from './seeder.ts';
import { DEMO_HELP_CATEGORIES } from './support/demo-help-categories.ts';
import type { DemoHelpTopic } from './support/demo-help-topic.ts';
import { BEFORE_PURCHASE_TOPICS } from './support/demo-help-topics-before-purchase.ts';
import { MORE_HELP_TOPICS } from './support/demo-help-topics-more.ts';
import { ORDERS_RECEIVED_TOPICS } from './support/demo-help-topics-orders-received.ts';
import { ORDERS_WAITING_TOPICS } from './support/demo-help-topics-orders-waiting.ts';
import { DEMO_REVIEWS, DEMO_REVIEWS_UNTIL } from './support/demo-reviews.ts';
import { DEMO_TICKETS, DEMO_TICKETS_FROM } from './support/demo-tickets.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export const DEMO_HELP_TOPICS: readonly DemoHelpTopic[] = [
  ...BEFORE_PURCHASE_TOPICS,
  ...ORDERS_WAITING_TOPICS,
  ...ORDERS_RECEIVED_TOPICS,
  ...MORE_HELP_TOPICS,
];

const byLocale = (topic: DemoHelpTopic, part: 0 | 1) =>
  Object.fromEntries(Object.entries(topic.texts).map(([locale, texts]) => [locale, texts[part]]));

const seedHelpCenter: Seeder = async (tx) => {
  await tx
    .insert(helpCategories)
    .values([...DEMO_HELP_CATEGORIES])
    .onConflictDoNothing();
  await tx
    .insert(helpTopics)
    .values(
      DEMO_HELP_TOPICS.map((topic) => ({
        id: topic.id,
        categoryId: topic.categoryId,
        position: topic.position,
        titles: byLocale(topic, 0),
        bodies: byLocale(topic, 1),
      })),
    )
    .onConflictDoNothing();
};

/** Reviews of the catalogue's demo articles, found by slug; an article the catalogue lacks gets none. */
const seedReviews: Seeder = async (tx) => {
  const slugs = [...new Set(DEMO_REVIEWS.map((demo) => demo.article))];
  const found = await tx
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(inArray(articles.slug, slugs));
  const idOf = new Map(found.map((article) => [article.slug, article.id]));
  // Each review is of a design whose page offers its article first (the cheapest, as the default store's page lists
  // them): the product that page states, so what the page shows and its JSON-LD's product are what it is about.
  const designs = demoDesigns();
  const priceOf = new Map(
    demoPrices(DEMO_ARTICLES)
      .filter((price) => price.store === 'WPX-ES')
      .map((price) => [price.articleId, price.amountMinor]),
  );
  const firstArticleOf = (design: (typeof designs)[number]) =>
    design.articles.reduce((first, article) => {
      const [a, b] = [priceOf.get(article.id) ?? 0, priceOf.get(first.id) ?? 0];
      return a < b || (a === b && article.id < first.id) ? article : first;
    });
  const designOf = (articleId: number, n: number) => {
    const printable = designs.filter((design) => firstArticleOf(design).id === articleId);
    return printable[n % Math.min(3, printable.length)]?.id ?? null;
  };
  const rows = DEMO_REVIEWS.flatMap((demo, n) => {
    const articleId = idOf.get(demo.article);
    return articleId === undefined
      ? []
      : [
          {
            id: `demo-review-${String(n + 1).padStart(3, '0')}`,
            articleId,
            designId: designOf(articleId, n),
            country: demo.country,
            status: 'published',
            authorName: demo.author,
            rating: demo.rating,
            title: demo.title,
            body: demo.body,
            locale: demo.locale,
            createdAt: new Date(DEMO_REVIEWS_UNTIL - demo.daysBefore * DAY_MS),
          },
        ];
  });
  if (rows.length > 0) await tx.insert(reviews).values(rows).onConflictDoNothing();
};

const seedTickets: Seeder = async (tx) => {
  const { customer } = DEMO_ACCOUNTS;
  const at = (minutes: number) => new Date(DEMO_TICKETS_FROM + minutes * MINUTE_MS);
  await tx
    .insert(tickets)
    .values(
      DEMO_TICKETS.map((ticket) => ({
        id: ticket.id,
        publicId: ticket.publicId,
        customerId: customer.id,
        email: customer.email,
        name: 'Ana García',
        subject: ticket.subject,
        contactType: ticket.contactType,
        orderPublicId: null,
        status: ticket.status,
        store: 'WPX-ES',
        createdAt: at(ticket.messages[0]?.at ?? 0),
        updatedAt: at(ticket.messages.at(-1)?.at ?? 0),
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(ticketMessages)
    .values(
      DEMO_TICKETS.flatMap((ticket) =>
        ticket.messages.map((message, n) => ({
          id: `${ticket.id}-message-${n + 1}`,
          ticketId: ticket.id,
          author: message.author,
          body: message.body,
          createdAt: at(message.at),
        })),
      ),
    )
    .onConflictDoNothing();
};

/** Help center in every store language, reviews of the demo articles, and the demo customer's tickets. */
export const seedSupport: Seeder = async (tx) => {
  await seedHelpCenter(tx);
  await seedReviews(tx);
  await seedTickets(tx);
};
