/**
 * Pinyin initials of a name (银行存款 → yhck), as the account pickers of 用友 and 金蝶 let a bookkeeper type them.
 * A Chinese character's initial comes from the pinyin collation of `Intl.Collator('zh-CN')` (full ICU: Node and
 * every browser) against the first character of each initial; characters read two ways take the reading of account
 * names (银行 háng, 长期 cháng, 调整 tiáo). Letters and digits are kept in lower case; anything else is dropped.
 */
const LETTERS = 'abcdefghjklmnopqrstwxyz';
/** the first character (in pinyin order) of each initial */
const BOUNDS = '阿八嚓哒妸发旮哈丌咔垃妈拏噢妑七呥仨他屲夕丫帀';
const READINGS: Readonly<Record<string, string>> = { 行: 'h', 长: 'c', 调: 't', 厦: 'x', 重: 'z', 藏: 'c', 单: 'd' };

let collator: Intl.Collator | null = null;
const known = new Map<string, string>();

function initialOf(char: string): string {
  const reading = READINGS[char];
  if (reading) return reading;
  if (/[a-z0-9]/i.test(char)) return char.toLowerCase();
  if (!/[\u4e00-\u9fff]/.test(char)) return '';
  let found = known.get(char);
  if (found === undefined) {
    collator ??= new Intl.Collator('zh-CN');
    found = '';
    for (let i = 0; i < BOUNDS.length; i++) {
      if (collator.compare(char, BOUNDS[i]) >= 0) found = LETTERS[i];
      else break;
    }
    known.set(char, found);
  }
  return found;
}

export function pinyinInitials(text: string): string {
  let out = '';
  for (const char of text) out += initialOf(char);
  return out;
}
