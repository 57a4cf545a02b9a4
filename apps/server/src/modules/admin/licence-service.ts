import { randomInt } from 'node:crypto';
import {
  parseLicenceExpiry,
  type TAdminLicenceCode,
  type TAdminLicenceIndexBody,
  type TAdminLicenceIssueBody,
  type TPage,
} from '@sxpt/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colleges, licenceCodes, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { findCollege } from './college-service';

/** Letters and digits of a code: no 0/O or 1/I, which are misread when typed from paper. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'SXPT-XXXX-XXXX-XXXX' from a secure random source (32^12 ≈ 1.2·10^18 codes). */
export function generateLicenceCode(): string {
  const group = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `SXPT-${group()}-${group()}-${group()}`;
}

function selectCodes(db: Db) {
  return db
    .select({
      id: licenceCodes.id,
      collegeId: licenceCodes.collegeId,
      collegeName: colleges.name,
      code: licenceCodes.code,
      expiresAt: licenceCodes.expiresAt,
      seatCount: licenceCodes.seatCount,
      usedAt: licenceCodes.usedAt,
      usedBy: licenceCodes.usedBy,
      usedByName: users.name,
      createdAt: licenceCodes.createdAt,
    })
    .from(licenceCodes)
    .leftJoin(colleges, eq(colleges.id, licenceCodes.collegeId))
    .leftJoin(users, eq(users.id, licenceCodes.usedBy))
    .$dynamic();
}

type TCodeRow = Awaited<ReturnType<typeof selectCodes>>[number];

function describeCode(row: TCodeRow): TAdminLicenceCode {
  return {
    id: row.id,
    college_id: row.collegeId,
    college_name: row.collegeName ?? '',
    code: row.code,
    expires_at: row.expiresAt.toISOString(),
    seat_count: row.seatCount,
    used_at: row.usedAt ? row.usedAt.toISOString() : null,
    used_by: row.usedBy,
    used_by_name: row.usedByName ?? '',
    created_at: row.createdAt.toISOString(),
  };
}

async function loadCode(db: Db, id: number): Promise<TAdminLicenceCode> {
  const [row] = await selectCodes(db).where(eq(licenceCodes.id, id));
  return describeCode(row);
}

/** A new unused activation code for a college; the college administrator activates the licence with it. */
export async function issueLicence(db: Db, body: TAdminLicenceIssueBody): Promise<TAdminLicenceCode> {
  await findCollege(db, body.college_id);
  const expiresAt = parseLicenceExpiry(body.expires_at);
  if (!expiresAt) throw badRequest('到期日期格式有误');
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(licenceCodes)
      .values({ collegeId: body.college_id, code: generateLicenceCode(), expiresAt, seatCount: body.seat_count })
      .onConflictDoNothing()
      .returning({ id: licenceCodes.id });
    if (row) return loadCode(db, row.id);
  }
  throw new Error('could not draw a unique licence code');
}

export async function listLicences(db: Db, q: TAdminLicenceIndexBody): Promise<TPage<TAdminLicenceCode>> {
  const where = q.college_id ? eq(licenceCodes.collegeId, q.college_id) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(licenceCodes).where(where);
  const rows = await selectCodes(db)
    .where(where)
    .orderBy(desc(licenceCodes.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { list: rows.map(describeCode), total: Number(total), page: q.page, page_size: q.page_size };
}

/**
 * Withdraw a college's licence (status 2, not activated). Its unused codes are withdrawn too, so the
 * college needs a newly issued code to activate again.
 */
export async function revokeLicence(db: Db, collegeId: number): Promise<void> {
  await findCollege(db, collegeId);
  await db.transaction(async (tx) => {
    await tx.update(colleges).set({ licenceStatus: 2, updatedAt: new Date() }).where(eq(colleges.id, collegeId));
    await tx.delete(licenceCodes).where(and(eq(licenceCodes.collegeId, collegeId), isNull(licenceCodes.usedAt)));
  });
}
