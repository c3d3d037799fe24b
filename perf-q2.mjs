import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[2]);
const Q = {
  counts: [`select "rating", count(*) from "reviews" where ("reviews"."status" = $1 and "reviews"."design_id" = $2) group by "reviews"."rating"`, ['published', 'd0031']],
  total: [`select count(*) from "reviews" where ("reviews"."status" = $1 and "reviews"."design_id" = $2)`, ['published', 'd0031']],
  page: [`select * from "reviews" where ("reviews"."status" = $1 and "reviews"."design_id" = $2) order by created_at desc, id desc limit $3 offset $4`, ['published', 'd0031', 5, 0]],
  articles: [`select distinct "articles"."id", "articles"."slug", "articles"."names" from "articles" inner join "reviews" on ("reviews"."article_id" = "articles"."id" and "reviews"."status" = $1) order by "articles"."id"`, ['published']],
  trivial: ['select 1', []],
  combined: [`select (select coalesce(json_object_agg(rating, n), '{}') from (select rating, count(*) n from reviews where status = $1 and design_id = $2 group by rating) c) as counts, (select coalesce(json_agg(json_build_array(a.id, a.slug, a.names) order by a.id), '[]') from articles a where exists (select 1 from reviews r where r.article_id = a.id and r.status = $1)) as articles`, ['published', 'd0031']],
};
const N = 300;
for (let i = 0; i < 300; i++) for (const [sql, params] of Object.values(Q)) await db.query(sql, params);
for (let round = 0; round < 2; round++) for (const [name, [sql, params]] of Object.entries(Q)) {
  const c0 = process.cpuUsage();
  for (let i = 0; i < N; i++) await db.query(sql, params);
  const c = process.cpuUsage(c0);
  console.log(name.padEnd(10), Math.round((c.user + c.system) / N), 'µs/query');
}
console.log((await db.query(`select design_id, count(*) from reviews where status='published' group by 1 order by 2 desc limit 3`)).rows);
await db.close();
