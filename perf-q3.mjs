import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[2]);
const Q = {
  articles: [`select distinct "articles"."id", "articles"."slug", "articles"."names" from "articles" inner join "reviews" on ("reviews"."article_id" = "articles"."id" and "reviews"."status" = $1) order by "articles"."id"`, ['published']],
  exists: [`select "id", "slug", "names" from "articles" where exists (select 1 from "reviews" where "reviews"."article_id" = "articles"."id" and "reviews"."status" = $1) order by "id"`, ['published']],
  existsName: [`select "id", coalesce("names"->>$2, "names"->>'en', "slug") as name from "articles" where exists (select 1 from "reviews" where "reviews"."article_id" = "articles"."id" and "reviews"."status" = $1) order by "id"`, ['published', 'es']],
  countsTotal: [`select "rating", count(*) from "reviews" where ("reviews"."status" = $1 and "reviews"."design_id" = $2) group by "reviews"."rating"`, ['published', 'd0031']],
  trivial: ['select 1', []],
};
const N = 300;
for (let i = 0; i < 300; i++) for (const [sql, params] of Object.values(Q)) await db.query(sql, params);
for (let round = 0; round < 2; round++) for (const [name, [sql, params]] of Object.entries(Q)) {
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) await db.query(sql, params);
  const c = process.cpuUsage(c0);
  console.log(name.padEnd(10), Math.round((c.user + c.system) / N), 'µs/query');
}
console.log((await db.query(`select count(*) from reviews`)).rows, (await db.query(`select count(*) from articles`)).rows, (await db.query(`select indexname, indexdef from pg_indexes where tablename='reviews'`)).rows);
await db.close();
