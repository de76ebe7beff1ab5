import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import { selectRows, type Queryable } from '../../db/client.js';
import type { User } from '../accounts/users.js';
import { confirmedOthersOf } from './links.service.js';

/**
 * A table of read markers: per user and other party of a link (`user_id`, `other_id`), the
 * newest id of what the user has seen from the other side, and when. Chat messages
 * (`chat_reads`) and documents (`document_reads`) each have one.
 */
export interface ReadMarkers {
  table: PgTable;
  /** The newest id seen. */
  lastId: PgColumn;
  /** When the marker last moved. */
  at: PgColumn;
}

/** The two sides of each link as SQL, the caller's id and the other party's (`o.id`). */
export interface LinkSides {
  operator: SQL;
  client: SQL;
}

/**
 * Per link in `others` (the user's accepted links), how many items `counted` finds after the
 * user's marker, leaving out links with none. `counted` is one count over an index range of
 * the pair from the marker on, so the cost is the unseen items', not the history's.
 */
export function unseenPerLinkStatement(
  user: Pick<User, 'id' | 'op'>,
  others: number[],
  markers: ReadMarkers,
  counted: (sides: LinkSides, marker: SQL) => SQL,
) {
  const sides = user.op
    ? { operator: sql`${user.id}::int`, client: sql`o.id` }
    : { operator: sql`o.id`, client: sql`${user.id}::int` };
  const marker = sql`coalesce(r.${sql.identifier(markers.lastId.name)}, 0)`;
  return sql`select o.id, u.n
    from unnest(${`{${others.join(',')}}`}::int[]) as o(id)
    left join ${markers.table} r on r.user_id = ${user.id} and r.other_id = o.id
    cross join lateral (${counted(sides, marker)}) u(n)
    where u.n > 0
    order by o.id`;
}

/** `unseenPerLinkStatement` over the user's accepted links, with the total. */
export async function unseenPerLink(
  ctx: AppContext,
  user: User,
  markers: ReadMarkers,
  counted: (sides: LinkSides, marker: SQL) => SQL,
): Promise<{ total: number; links: { id: number; count: number }[] }> {
  const others = await confirmedOthersOf(ctx, user);
  if (others.length === 0) return { total: 0, links: [] };
  const rows = await selectRows<{ id: number; n: number }>(ctx.db, unseenPerLinkStatement(user, others, markers, counted));
  const links = rows.map((r) => ({ id: Number(r.id), count: Number(r.n) }));
  return { total: links.reduce((sum, r) => sum + r.count, 0), links };
}

/**
 * Moves the user's marker for `otherId` up to `lastId`, never back, in one conditional upsert
 * (two tabs or devices reading at once cannot move it down). True when it moved.
 */
export async function advanceMarker(
  q: Queryable,
  markers: ReadMarkers,
  userId: number,
  otherId: number,
  lastId: number,
  at: Date,
): Promise<boolean> {
  const last = sql.identifier(markers.lastId.name);
  const when = sql.identifier(markers.at.name);
  const moved = await selectRows<{ user_id: number }>(
    q,
    sql`insert into ${markers.table} (user_id, other_id, ${last}, ${when})
      values (${userId}, ${otherId}, ${lastId}, ${at.toISOString()})
      on conflict (user_id, other_id) do update set ${last} = excluded.${last}, ${when} = excluded.${when}
      where ${markers.table}.${last} < excluded.${last}
      returning user_id`,
  );
  return moved.length > 0;
}
