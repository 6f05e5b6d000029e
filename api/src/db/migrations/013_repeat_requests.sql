-- A repeat request never rewrites a lead (docs/api.md, 'Lead handling'): anyone can type someone's address into a
-- form, so a later request from the address of an open lead is kept only as an entry of its own in lead_requests,
-- with its fields, attribution, time and the client address it came from; the lead keeps the fields, kind and
-- attribution of the request that made it.

-- The sender's address, as the form limit saw it; null for requests kept before this was recorded.
alter table lead_requests add column client_ip text;
-- A lead's first request came from the lead's own address.
update lead_requests r set client_ip = l.client_ip from leads l
  where l.id = r.lead_id and r.id = (select min(first.id) from lead_requests first where first.lead_id = l.id);

-- Leads a repeat request rewrote before this release get back the fields and kind of the request that made them
-- (their first request kept them as sent). Their attribution was never rewritten.
update leads l set payload = first.payload, kind = first.kind
  from (select distinct on (lead_id) lead_id, kind, payload from lead_requests order by lead_id, at, id) first
  where first.lead_id = l.id and l.request_count > 1 and (l.payload, l.kind) is distinct from (first.payload, first.kind);
