import { collegeMessages, type TLicenceDetail } from '@sxpt/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { colleges, licenceCodes } from '../../db/schema';
import { isLicenceActive } from '../../http/auth';
import { badRequest, notFound } from '../../http/errors';
import { countStudents } from './tenant-scope';

/** The college's licence as the certificate page shows it; an expired licence is status 2 with is_expired. */
export async function getLicenceDetail(db: Db, collegeId: number): Promise<TLicenceDetail> {
  const [college] = await db.select().from(colleges).where(eq(colleges.id, collegeId)).limit(1);
  if (!college) throw notFound('院校不存在');
  const isExpired = college.licenceExpiresAt !== null && college.licenceExpiresAt.getTime() <= Date.now();
  return {
    college_name: college.name,
    status: isLicenceActive(college) ? 1 : 2,
    expires_at: college.licenceExpiresAt ? college.licenceExpiresAt.toISOString() : null,
    seat_count: college.seatCount,
    seats_used: await countStudents(db, collegeId),
    is_expired: isExpired,
  };
}

/**
 * Activate with a code issued to THIS college (trimmed, case-insensitive, unused): the licence becomes active
 * until the code's expiry with its seats, and the code is marked used, in one transaction. A wrong code, a
 * used one and another college's code all answer the same message.
 */
export async function activateLicence(
  db: Db,
  input: { collegeId: number; userId: number; code: string },
): Promise<void> {
  const code = input.code.trim();
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(licenceCodes)
      .where(
        and(
          sql`lower(${licenceCodes.code}) = lower(${code})`,
          eq(licenceCodes.collegeId, input.collegeId),
          isNull(licenceCodes.usedAt),
        ),
      )
      .limit(1)
      .for('update');
    if (!found) throw badRequest(collegeMessages.licenceCodeInvalid);
    if (found.expiresAt.getTime() <= Date.now()) throw badRequest(collegeMessages.licenceCodeExpired);
    const now = new Date();
    const used = await tx
      .update(licenceCodes)
      .set({ usedAt: now, usedBy: input.userId })
      .where(and(eq(licenceCodes.id, found.id), isNull(licenceCodes.usedAt)))
      .returning({ id: licenceCodes.id });
    if (used.length === 0) throw badRequest(collegeMessages.licenceCodeInvalid);
    await tx
      .update(colleges)
      .set({
        licenceStatus: 1,
        licenceExpiresAt: found.expiresAt,
        seatCount: found.seatCount,
        activationCode: found.code,
        updatedAt: now,
      })
      .where(eq(colleges.id, input.collegeId));
  });
}
