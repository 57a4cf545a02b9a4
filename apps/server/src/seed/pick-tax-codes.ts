// Picks the curated tax classification code table the product ships (tax-codes-curated.json) from the official
// table, so that the choice is reproducible. The official files are not copied into the repository: pass the path.
//
//   npx tsx apps/server/src/seed/pick-tax-codes.ts ../shared/reference/tax-codes/tax-codes-full-v32.tsv
//
// Input: the export's columns as tab-separated text (BB QYSJ GDQJZSJ SPBM SPMC SPBMJC SM ZZSSL … PID GXSJ).
// Each choice is a code written up to its last non-zero level ('1010101' = 1010101000000000000); a trailing '*'
// takes the code's whole subtree. Every ancestor of a chosen code is added, so the tree is whole.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { normalizeDate, normalizeRates } from '../modules/taxcode/tax-code-fields';
import type { TCuratedTaxCode } from './tax-codes';

const choices: Record<string, string[]> = {
  // ---- 1 货物 ----
  'grain, vegetables, fruit, livestock (9 %, many 免税)': [
    '1010101*',
    '101010201',
    '101010401',
    '1010112*',
    '10101150101',
    '10101150102',
    '10101150103',
    '10101150104',
    '10101150105',
    '10101150108',
    '10101150111',
    '10101150120',
    '10101150130',
    '10101150135',
    '10101150138',
    '10101150199',
    '101011601',
    '101030101',
    '101030102',
    '101030106',
    '10103030201',
  ],
  'flour, rice, edible oil, meat, dairy': ['1030101*', '103010201*', '103010501*', '1030107*', '1030204*'],
  drinks: ['1030302', '1030303*', '1030304', '1030305', '1030307*', '1030308*'],
  'textiles and clothing': [
    '1040101*',
    '104020107',
    '104020108',
    '104020109',
    '104020110',
    '104020113',
    '104020114',
    '104020115',
    '104020119',
    '104020122',
    '104020123',
    '104020125',
    '104020199',
    '104020401',
    '104020402',
    '104020499',
    '104020501',
  ],
  'furniture, paper, stationery': [
    '1050201*',
    '105020201',
    '1060102*',
    // 转印纸: 静电复印纸 (A4 copy paper) is here, not under 未涂布印刷书写用纸 (which excludes paper made from bought-in base paper)
    '106010302',
    '106010501',
    '106010502',
    '106010504',
    '106010599',
    '1060401*',
    '106040201*',
  ],
  'books, newspapers, software products': [
    '106020101*',
    '106020102',
    '106020201',
    '1060302',
    '106030101*',
    '106030102*',
  ],
  'fuels, fertilizer, pesticides, paints, medicines': [
    '1020101',
    '1020102',
    '107010101*',
    '107010103*',
    '107010107*',
    '107010111*',
    '1070204*',
    '1070205*',
    '1070206*',
    '1070208*',
    '1070302*',
    '107030301',
    '1070304*',
    '107030801',
  ],
  'building materials': [
    '1080101*',
    '1080102*',
    '108010301',
    '108010308',
    '10801050101',
    '108010502',
    '1080106*',
    '108020705',
    '108020707',
    '108020712',
    '108020713',
    '108020799',
    '109040902',
    '109040999',
  ],
  machinery: [
    '109010503',
    '109010504',
    '109010506',
    '109010508',
    '109011206',
    '109011207',
    '1090118',
    '1090131*',
    '1090199',
  ],
  'vehicles and parts': ['1090305*', '1090309', '109031001*'],
  'computers, office equipment, appliances': [
    '109050501',
    '1090509*',
    '1090510*',
    '1090511*',
    '1090512*',
    '109051307',
    '109060404',
    '1090624*',
    '1090625*',
    '1090627*',
    '109041401',
    '1090415*',
  ],
  'electricity, gas, water': ['11001010101', '11001010106', '110010102*', '1100202*', '1100301*'],
  // ---- 2 劳务 (加工, 修理修配), 4 无形资产, 5 不动产, 6 不征税项目: whole ----
  'labour, intangible assets, immovables, non-taxable items': ['2*', '4*', '5*', '6*'],
  // ---- 3 销售服务 ----
  transport: [
    '301010101*',
    '30101010202',
    '3010101020201',
    '3010101020203',
    '3010102*',
    '3010201*',
    '3010202*',
    '301030101*',
    '301030102*',
    '30106*',
    '30199*',
  ],
  'post, telecom': ['302*', '303*'],
  'modern services': [
    '30401*',
    '30402*',
    '30403*',
    '3040402*',
    '3040403*',
    '3040407*',
    '3040408',
    '3040409*',
    '30405*',
    '30406*',
    '30407*',
    '30408*',
    '30499',
  ],
  'construction, finance, life services': ['305*', '306*', '307*'],
};

const [, , inputPath, outputPath = path.join(import.meta.dirname, 'tax-codes-curated.json')] = process.argv;
if (!inputPath) {
  console.error('usage: npx tsx apps/server/src/seed/pick-tax-codes.ts <tax-codes-full-v32.tsv> [output.json]');
  process.exit(1);
}

const [headerLine, ...lines] = readFileSync(inputPath, 'utf8').split(/\r?\n/).filter(Boolean);
const header = headerLine.split('\t');
const column = (name: string) => {
  const at = header.indexOf(name);
  if (at < 0) throw new Error(`column ${name} missing in ${inputPath}`);
  return at;
};
const at = Object.fromEntries(
  ['BB', 'QYSJ', 'SPBM', 'SPMC', 'SPBMJC', 'SM', 'ZZSSL', 'HZX', 'ZZSTSGL', 'PID'].map((n) => [n, column(n)]),
);

const byCode = new Map<string, TCuratedTaxCode>();
for (const line of lines) {
  const cells = line.split('\t').map((c) => c.trim());
  const rates = normalizeRates(cells[at.ZZSSL]);
  const effectiveDate = normalizeDate(cells[at.QYSJ]);
  if (!rates || effectiveDate === undefined) throw new Error(`unreadable row: ${line}`);
  const pid = cells[at.PID];
  byCode.set(cells[at.SPBM], {
    code: cells[at.SPBM],
    name: cells[at.SPMC],
    short_name: cells[at.SPBMJC],
    rates: rates.rates,
    parent_code: pid === '' || pid === '0' ? null : pid,
    description: cells[at.SM],
    special_management: cells[at.ZZSTSGL],
    is_summary: cells[at.HZX] === 'Y',
    version: cells[at.BB],
    effective_date: effectiveDate,
  });
}

/** A code up to its last non-zero level: 1030102010000000000 → 103010201 (the group digit, then 2 digits a level). */
const levelPrefixOf = (code: string) => code.replace(/(00)+$/, '');

const chosen = new Set<string>();
const addWithAncestors = (code: string) => {
  for (let entry = byCode.get(code); entry && !chosen.has(entry.code); ) {
    chosen.add(entry.code);
    entry = entry.parent_code ? byCode.get(entry.parent_code) : undefined;
  }
};
for (const [topic, picks] of Object.entries(choices)) {
  for (const pick of picks) {
    const isSubtree = pick.endsWith('*');
    const prefix = isSubtree ? pick.slice(0, -1) : pick;
    const code = prefix.padEnd(19, '0');
    if (levelPrefixOf(code) !== prefix || !byCode.has(code)) {
      throw new Error(`${topic}: ${pick} is not a code of the table written up to its last non-zero level`);
    }
    addWithAncestors(code);
    if (isSubtree) for (const other of byCode.keys()) if (other.startsWith(prefix)) addWithAncestors(other);
  }
}

const entries = [...chosen].sort().map((code) => byCode.get(code) as TCuratedTaxCode);
writeFileSync(outputPath, `${JSON.stringify(entries, null, 2)}\n`);
const perGroup = ['1', '2', '3', '4', '5', '6'].map((g) => `${g}: ${entries.filter((e) => e.code[0] === g).length}`);
console.log(`${entries.length} codes written to ${outputPath} (${perGroup.join(', ')})`);
