import type { Queryable } from '../../src/db/Database.ts';

/**
 * The public schema as the catalogue describes it, one line per object, without data: columns (in their order, their
 * type, nullability, default, identity and generation), constraints, indexes, triggers, the functions the migrations
 * wrote, sequences, views and extensions. Two databases whose listings are equal have the same schema, however each
 * came to it (a fresh one migrated from nothing, or an old one migrated forward).
 */
export async function schemaListing(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ line: string }>(`
    select line from (
      select format('column %s.%s #%s: %s %s default %s identity %s %s generated %s', table_name, column_name,
               row_number() over (partition by table_name order by ordinal_position), data_type, is_nullable,
               coalesce(column_default, '-'), is_identity, coalesce(identity_generation, '-'), coalesce(generation_expression, '-')) as line
        from information_schema.columns where table_schema = 'public'
      union all
      select format('constraint %s.%s: %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
        from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select format('index %s: %s', indexname, indexdef) from pg_indexes where schemaname = 'public'
      union all
      select format('trigger %s: %s', tgname, pg_get_triggerdef(oid))
        from pg_trigger where not tgisinternal and tgrelid in (select oid from pg_class where relnamespace = 'public'::regnamespace)
      union all
      select format('function %s(%s): %s', p.proname, pg_get_function_identity_arguments(p.oid), pg_get_functiondef(p.oid))
        from pg_proc p where p.pronamespace = 'public'::regnamespace
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
      union all
      select format('sequence %s: %s by %s from %s to %s cycle %s', sequencename, data_type, increment_by, min_value, max_value, cycle)
        from pg_sequences where schemaname = 'public'
      union all
      select format('view %s: %s', viewname, definition) from pg_views where schemaname = 'public'
      union all
      select format('extension %s %s', extname, extversion) from pg_extension
    ) listing order by line collate "C"`);
  return rows.map((row) => row.line);
}
