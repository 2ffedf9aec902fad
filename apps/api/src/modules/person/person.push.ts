import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { CODE, personPushApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { resolveAccounts, servePush } from '../integration';
import { personDataItems, personDataTypes } from './person.table';

export const DATA_TYPE_UNKNOWN = '数据类型不存在：请使用本单位已有的数据类型代码';

/**
 * Person-data pushes (ADR 040): one figure of one person, written by (person, externalId) — the figure's row is
 * the same however often its system reports it, so a repeated push updates the value and never adds a tile. A new
 * figure is appended after the person's others; whether it is one of their tiles stays the person's choice.
 */
export function personPushes(app: FastifyInstance, db: Db) {
  servePush(app, db, personPushApi.data, async ({ body, key }) => {
    const [type] = await db
      .select({ id: personDataTypes.id })
      .from(personDataTypes)
      .where(and(eq(personDataTypes.fid, key.fid), eq(personDataTypes.code, body.dataType)));
    if (!type) throw new BusinessError(CODE.badRequest, DATA_TYPE_UNKNOWN, 400);
    const people = await resolveAccounts(db, key.fid, [{ field: 'user', accounts: [body.user] }]);
    const person = people.get(body.user.toLowerCase())!;
    const [row] = await db
      .insert(personDataItems)
      .values({
        fid: key.fid,
        uid: person.uid,
        typeId: type.id,
        itemKey: body.externalId,
        name: body.itemName,
        value: body.value,
        unit: body.unit,
        link: body.link,
        // After the person's other figures.
        sort: sql`(select coalesce(max(${personDataItems.sort}), 0) + 1 from ${personDataItems} where ${personDataItems.uid} = ${person.uid})`,
        sourceType: key.name,
        updatedAt: body.updateTime ?? new Date(),
      })
      .onConflictDoUpdate({
        target: [personDataItems.uid, personDataItems.itemKey],
        set: {
          typeId: sql`excluded.type_id`,
          name: sql`excluded.name`,
          value: sql`excluded.value`,
          unit: sql`excluded.unit`,
          link: sql`excluded.link`,
          sourceType: sql`excluded.source_type`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      // xmax is 0 for a row this statement inserted, not for one it updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return { externalId: body.externalId, created: !!row?.inserted, rows: 1 };
  });
}
