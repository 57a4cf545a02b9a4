import { randomBytes } from 'node:crypto';
import type { TEnvelope } from '@sxpt/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { chapters, collegeResources, lessonItems, lessons, licenceCodes, resources } from '../../src/db/schema';
import { createClass, createCollege, createUser, signIn } from './factories';

const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

/**
 * One college with an admin, a teacher who teaches a class with a student, and another college with its own
 * admin, teacher, student and class; everyone signed in.
 */
export async function createCollegeCast(app: FastifyInstance, db: Db, options: { seats?: number } = {}) {
  const { college, campus } = await createCollege(db, { seats: options.seats });
  const other = await createCollege(db);
  const admin = await createUser(db, { role: 1, collegeId: college.id, campusId: campus.id });
  const teacher = await createUser(db, { role: 2, collegeId: college.id, campusId: campus.id });
  const student = await createUser(db, { role: 3, collegeId: college.id, campusId: campus.id });
  const klass = await createClass(db, college.id, [teacher.id], [student.id]);
  const otherAdmin = await createUser(db, { role: 1, collegeId: other.college.id, campusId: other.campus.id });
  const otherTeacher = await createUser(db, { role: 2, collegeId: other.college.id, campusId: other.campus.id });
  const otherStudent = await createUser(db, { role: 3, collegeId: other.college.id, campusId: other.campus.id });
  const otherClass = await createClass(db, other.college.id, [otherTeacher.id], [otherStudent.id]);
  return {
    college,
    campus,
    klass,
    admin,
    teacher,
    student,
    other: { ...other, klass: otherClass, admin: otherAdmin, teacher: otherTeacher, student: otherStudent },
    tokens: {
      admin: await signIn(app, admin),
      teacher: await signIn(app, teacher),
      student: await signIn(app, student),
      otherAdmin: await signIn(app, otherAdmin),
      otherTeacher: await signIn(app, otherTeacher),
      otherStudent: await signIn(app, otherStudent),
    },
  };
}

/**
 * A published resource (unless status says otherwise) granted to the given colleges, with `chapterCount`
 * chapters of two lessons each; the first lesson of every chapter has a paper item and a bwkp item.
 */
export async function createResource(
  db: Db,
  options: { grantTo?: number[]; status?: number; chapterCount?: number; name?: string } = {},
) {
  const [resource] = await db
    .insert(resources)
    .values({ name: options.name ?? unique('课程'), category: '会计', status: options.status ?? 1, cover: '/c.png' })
    .returning();
  const papers: { lessonId: number; itemId: number; refId: number; title: string }[] = [];
  for (let c = 0; c < (options.chapterCount ?? 1); c++) {
    const [chapter] = await db
      .insert(chapters)
      .values({ resourceId: resource.id, title: `第${c + 1}章`, sort: c })
      .returning();
    const made = await db
      .insert(lessons)
      .values(
        [0, 1].map((l) => ({ chapterId: chapter.id, resourceId: resource.id, title: `${c + 1}.${l + 1} 课`, sort: l })),
      )
      .returning();
    const [paper] = await db
      .insert(lessonItems)
      .values({ lessonId: made[0].id, kind: 'paper', refId: 900 + c, title: `第${c + 1}章测验`, sort: 1 })
      .returning();
    await db.insert(lessonItems).values({ lessonId: made[0].id, kind: 'bwkp', refId: 1, title: '开票', sort: 0 });
    papers.push({ lessonId: made[0].id, itemId: paper.id, refId: paper.refId, title: paper.title });
  }
  for (const collegeId of options.grantTo ?? []) {
    await db.insert(collegeResources).values({ collegeId, resourceId: resource.id });
  }
  return { resource, papers };
}

export async function createLicenceCode(
  db: Db,
  collegeId: number,
  options: { code?: string; expiresAt?: Date; seats?: number; usedAt?: Date } = {},
) {
  const [row] = await db
    .insert(licenceCodes)
    .values({
      collegeId,
      code: options.code ?? unique('LIC').toUpperCase(),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 365 * 86_400_000),
      seatCount: options.seats ?? 300,
      usedAt: options.usedAt ?? null,
    })
    .returning();
  return row;
}

/** An .xlsx whose first sheet holds these rows (row 1 is the header). */
export async function buildXlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Every sheet of an .xlsx as rows of cell texts. */
export async function readXlsx(bytes: Buffer): Promise<Map<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheets = new Map<string, string[][]>();
  for (const sheet of workbook.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push(
        Array.from({ length: row.cellCount }, (_, i) => {
          const value = row.getCell(i + 1).value;
          return value === null || value === undefined ? '' : String(value);
        }),
      );
    });
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

/** POST a multipart form with `file` and text fields; read the envelope. */
export async function upload<T = unknown>(
  app: FastifyInstance,
  url: string,
  token: string,
  file: Buffer,
  fields: Record<string, string> = {},
): Promise<TEnvelope<T>> {
  const boundary = '----sxpt-college-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
  return response.json() as TEnvelope<T>;
}

/** A filter as a query string (for the GET form of a call): a=1&b=true. */
export function queryOf(filter: Record<string, string | number | boolean>): string {
  return new URLSearchParams(
    Object.entries(filter).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
}

/** Download a file: on success the workbook's sheets; otherwise the envelope. */
export async function download(
  app: FastifyInstance,
  url: string,
  token: string,
  options: { method?: 'GET' | 'POST'; body?: object; cookie?: boolean } = {},
) {
  const method = options.method ?? 'GET';
  const response = await app.inject({
    method,
    url,
    headers: options.cookie ? { cookie: `Authorization=${encodeURIComponent(token)}` } : { authorization: token },
    ...(method === 'POST' ? { payload: options.body ?? {} } : {}),
  });
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('spreadsheetml')) {
    return { sheets: null, envelope: response.json() as TEnvelope, disposition: '' };
  }
  return {
    sheets: await readXlsx(response.rawPayload),
    envelope: null,
    disposition: decodeURIComponent(String(response.headers['content-disposition'] ?? '')),
  };
}
