// The results model (issue 9 §1): the invoicing simulator records an attempt, a result per question and every try
// in the same statement as its own rows; a migration fills it for the practice recorded before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { messages } from '@sxpt/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bwkpProgress, lessons, practiceAttempts, practiceResults, practiceTries } from '../src/db/schema';
import {
  createBwkpRoom,
  invoiceBody,
  invoiceOf,
  playQuestion,
  playUntil,
  type TBwkpRoom,
} from './support/bwkp-factories';
import { createTestApp, type TTestApp } from './support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function attemptOf(room: TBwkpRoom) {
  const [attempt] = await t.db
    .select()
    .from(practiceAttempts)
    .where(eq(practiceAttempts.studentId, room.users.student.id));
  return attempt;
}

async function resultsOf(attemptId: number) {
  return t.db
    .select()
    .from(practiceResults)
    .where(eq(practiceResults.attemptId, attemptId))
    .orderBy(asc(practiceResults.sort));
}

async function triesOf(attemptId: number, questionKey: string) {
  return t.db
    .select()
    .from(practiceTries)
    .where(eq(practiceTries.attemptId, attemptId))
    .orderBy(asc(practiceTries.id))
    .then((rows) => rows.filter((row) => row.questionKey === questionKey));
}

describe('the invoicing simulator records results as it writes', () => {
  let room: TBwkpRoom;
  beforeAll(async () => {
    room = await createBwkpRoom(t.app, t.db);
  });

  it('a wrong try is recorded with its answer and wrong fields; the right one completes the question', async () => {
    await playUntil(room, 1);
    const customers = room.seed.customers;
    const wrongCustomers = [{ ...customers[0], tax_num: '91440101MA5CX0000X' }, ...customers.slice(1)];
    const refused = await room.api('save_khbm', { kh_content: wrongCustomers });
    expect(refused.code).toBe(400);
    await playQuestion(room, 2);

    const attempt = await attemptOf(room);
    expect(attempt).toMatchObject({
      area: 'bwkp',
      collegeId: room.college.id,
      classId: room.klass.id,
      resourceId: room.resource.id,
      lessonId: room.lesson.id,
      caseId: room.caseId,
      status: 1,
      totalCount: 17,
      maxScore: '17.00',
      doneCount: 2,
      // question 1 right at once; question 2 needed a second try
      score: '1.00',
    });
    const [q1, q2] = await resultsOf(attempt.id);
    expect(q1).toMatchObject({ questionKey: '1', isComplete: true, tries: 1, wrongTries: 0, isRight: true });
    expect(q1.points).toBe('1.00');
    expect(q2).toMatchObject({ questionKey: '2', isComplete: true, tries: 2, wrongTries: 1, isRight: false });
    expect(q2.points).toBe('0.00');
    expect(q2.wrongFields).toEqual(['rows.1.tax_num']);
    expect(q2.answer).toEqual(customers);
    const tries = await triesOf(attempt.id, '2');
    expect(tries.map((entry) => [entry.isRight, entry.wrongFields])).toEqual([
      [false, ['rows.1.tax_num']],
      [true, []],
    ]);
    expect(tries[0].answer).toEqual(wrongCustomers);
  });

  it('a refusal of order or repeat is not a try; a wrong invoice is, by field and row', async () => {
    const attempt = await attemptOf(room);
    const before = await t.db.select().from(practiceTries).where(eq(practiceTries.attemptId, attempt.id));
    // question 5 before 3 and 4: an order refusal
    expect((await room.api('save_fp', invoiceBody(room, 5))).code).toBe(400);
    // question 2 again: a repeat
    expect((await room.api('save_khbm', { kh_content: room.seed.customers })).message).toBe(messages.alreadySubmitted);
    const after = await t.db.select().from(practiceTries).where(eq(practiceTries.attemptId, attempt.id));
    expect(after).toHaveLength(before.length);

    await playUntil(room, 4, 3);
    const body = invoiceBody(room, 5);
    const goods = body.goods_content as { tax_amount: string }[];
    const wrongGoods = goods.map((line, index) => (index === 0 ? { ...line, tax_amount: '0.01' } : line));
    const refused = await room.api('save_fp', { ...body, kh_name: '别的公司', goods_content: wrongGoods });
    expect(refused.code).toBe(400);
    await playQuestion(room, 5);
    const [wrongTry, rightTry] = await triesOf(attempt.id, '5');
    expect(wrongTry).toMatchObject({ step: '5', isRight: false, wrongFields: ['kh_name', 'goods.1.tax_amount'] });
    expect(rightTry).toMatchObject({ step: '5', isRight: true, wrongFields: [] });
    expect(rightTry.answer).toMatchObject({ kh_name: body.kh_name, goods_content: body.goods_content });
    // question 4's three steps are three tries of one question
    expect((await triesOf(attempt.id, '4')).map((entry) => entry.step)).toEqual(['4.1', '4.2', '4.3']);
    expect(await attemptOf(room)).toMatchObject({ doneCount: 5, score: '3.00' });
  });

  it('the whole case done makes the attempt done; the confirm-submit stamps it once', async () => {
    await playUntil(room, 17, 6);
    const done = await attemptOf(room);
    expect(done).toMatchObject({ status: 2, doneCount: 17, submittedAt: null });
    expect((await room.api('submit')).code).toBe(200);
    const submitted = await attemptOf(room);
    expect(submitted.submittedAt).not.toBeNull();
    expect((await room.api('submit')).code).toBe(200);
    expect((await attemptOf(room)).submittedAt).toEqual(submitted.submittedAt);
    expect(submitted.activeSeconds).toBeGreaterThanOrEqual(0);
    expect(submitted.lastActiveAt.getTime()).toBeGreaterThanOrEqual(submitted.startedAt.getTime());
  });

  it('deleting the lesson (which deletes its practice) deletes its attempts, results and tries', async () => {
    const other = await createBwkpRoom(t.app, t.db);
    await playUntil(other, 2);
    const attempt = await attemptOf(other);
    await t.db.delete(lessons).where(eq(lessons.id, other.lesson.id));
    expect(await t.db.select().from(bwkpProgress).where(eq(bwkpProgress.id, attempt.sourceId))).toEqual([]);
    expect(await attemptOf(other)).toBeUndefined();
    expect(await resultsOf(attempt.id)).toEqual([]);
    expect(await t.db.select().from(practiceTries).where(eq(practiceTries.attemptId, attempt.id))).toEqual([]);
  });
});

describe('the migration fills the model for the practice recorded before it', () => {
  /** The backfill statements of migration 0013, as they ran on the databases of the time. */
  function backfillStatements(): string[] {
    const file = path.resolve(import.meta.dirname, '../src/db/migrations/0013_practice_results.sql');
    return readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .filter((part) => /^(--[^\n]*\n)*INSERT INTO "practice_(attempts|results)"/.test(part));
  }

  it('an attempt per practice, a result per question done or begun, the invoice as the answer', async () => {
    const room = await createBwkpRoom(t.app, t.db);
    await playUntil(room, 9);
    // question 10 begun: its first step (voiding question 9's invoice) done
    const target = await invoiceOf(room, 9);
    expect((await room.api('zf_fp', { invocie_id: target.id })).code).toBe(200);
    const recorded = await attemptOf(room);
    // as before the model existed: no attempt, results or tries
    await t.db.delete(practiceAttempts);
    const statements = backfillStatements();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const attempt = await attemptOf(room);
    expect(attempt).toMatchObject({
      area: 'bwkp',
      sourceId: recorded.sourceId,
      collegeId: room.college.id,
      status: 1,
      totalCount: 17,
      maxScore: '17.00',
      doneCount: 9,
      // no try was recorded then: every question done counts as right
      score: '9.00',
    });
    const results = await resultsOf(attempt.id);
    expect(results.map((result) => result.questionKey)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(results[9]).toMatchObject({ isComplete: false, tries: 1, isRight: false });
    const q5 = results[4];
    const body = invoiceBody(room, 5);
    expect(q5.answer).toMatchObject({ kh_name: body.kh_name, goods_content: body.goods_content });
    expect(results[0].answer).toBeNull();
  });
});
