// The demo invoicing case (bwkp-demo-case.ts) as seed data: its rolls' first numbers become the case's roll
// starts, so every student's invoice numbers are those of the case's answer sheet (the red questions' blue
// invoices included).
import type { Db } from '../db/client';
import { seedBwkpCase, type TBwkpCaseSeed, type TSeededBwkpCase } from './bwkp-case';
import { bwkpDemoCase } from './bwkp-demo-case';

export function bwkpDemoCaseSeed(): TBwkpCaseSeed {
  const { title, description, province, qyxx, customers, goods, apply, rolls, subjects } = bwkpDemoCase;
  return {
    title,
    description,
    qyxx: { ...qyxx, province },
    customers,
    goods,
    apply: apply.map((answer) => ({
      ...answer,
      start_num: rolls.find((roll) => roll.invoice_type === answer.invoice_zl)?.start_num,
    })),
    subjects,
  };
}

/** Insert the demo case; the caller points a lesson item of kind 'bwkp' at the returned caseId. */
export function seedBwkpDemoCase(db: Db): Promise<TSeededBwkpCase> {
  return seedBwkpCase(db, bwkpDemoCaseSeed());
}
