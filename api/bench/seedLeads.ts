import type { Queryable } from '../src/db/Database.ts';

/**
 * `count` leads in one statement, spread over the last two years like a real inbox: both kinds, every status
 * (four in ten new), a tenth taken by `ownerId`, names, companies and e-mails varied enough that a search for
 * one surname finds a few hundred, not a fixed share of the table. Each value comes from its own hash of the
 * row number, so kind, status, owner and name do not move together (as the residues of one number would).
 */
export async function seedLeads(db: Queryable, count: number, ownerId: string): Promise<void> {
  const pick = (salt: string, modulo: number) => `((hashtext('${salt}' || n)::bigint & 2147483647) % ${modulo})::int`;
  await db.query(
    `insert into leads (kind, email, payload, client_ip, status, owner_id, created_at)
     select kind, email,
       jsonb_build_object('firstName', first, 'lastName', last, 'email', email, 'company', company, 'phone', '+1 555 0100')
         || case when kind = 'demo' then jsonb_build_object('fleetSize', '11-50', 'industry', 'Delivery') else '{}'::jsonb end,
       '203.0.113.9', status, case when ${pick('owner', 10)} = 0 then $2::uuid end, now() - make_interval(secs => n * 600)
     from (
       select n, kind, first, last, company,
         lower(first || '.' || last || n || '@' || split_part(company, ' ', 1) || '.example') as email, status
       from (
         select n,
           case when ${pick('kind', 2)} = 0 then 'demo' else 'contact' end as kind,
           (array['Avery','Robin','Sam','Priya','Tomas','Zoë','Kenji','Maria','Li','Omar','Fatima','Jonas','Elena','Noah',
             'Ava','Mateo','Chloe','Ivan','Aisha','Lucas'])[1 + ${pick('first', 20)}] as first,
           (array['Ko','Ma','Ta','Ri','No','Sa','Le','Vi'])[1 + ${pick('last1', 8)}]
             || (array['ba','ren','tas','lin','mor','sek','dor','vin'])[1 + ${pick('last2', 8)}]
             || (array['ov','son','ez','ski','ton','ard','ini','berg'])[1 + ${pick('last3', 8)}] as last,
           (array['North','Blue','Pit','Metro','Rapid','Green','Iron','Coastal'])[1 + ${pick('company1', 8)}] || ' '
             || (array['Freight','Mining','Logistics','Transit','Haulage','Builders','Security','Couriers'])[1 + ${pick('company2', 8)}] || ' '
             || (array['Ltd','GmbH','Inc','& Co','AG','BV'])[1 + ${pick('company3', 6)}] as company,
           (array['new','new','new','new','contacted','contacted','qualified','qualified','won','lost'])[1 + ${pick('status', 10)}] as status
         from generate_series(1::bigint, $1::bigint) n
       ) raw
     ) shaped`,
    [count, ownerId],
  );
  // The planner's figures and the visibility map, as autovacuum would leave them after a bulk load.
  await db.query('vacuum analyze leads');
}
