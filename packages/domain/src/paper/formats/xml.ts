// A small reader of well-formed XML, enough for Moodle's question export (the domain takes no XML library): elements
// with attributes (quoted either way), text, CDATA sections, comments, the <?xml …?> declaration and a DOCTYPE without
// an internal subset; the entities &lt; &gt; &amp; &quot; &apos; and &#NNN; / &#xHH; are read (another named entity
// is kept as written, for the HTML inside). Namespaces are not interpreted. A file that is not well formed gives the
// line and the reason, in Chinese.

export interface TXmlElement {
  name: string;
  attrs: Record<string, string>;
  children: (TXmlElement | string)[];
  /** 1-based line of the start tag */
  line: number;
}

export type TXmlRead = { root: TXmlElement } | { line: number; problem: string };

export const XML_ENTITIES: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its character references and the given named entities read; other entities kept as written. */
export function decodeEntities(text: string, named: Readonly<Record<string, string>> = XML_ENTITIES): string {
  return text.replace(/&(#[0-9]+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(named, ref) ? named[ref] : whole;
  });
}

const START_TAG = /<([A-Za-z_:][-\w:.]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const END_TAG = /<\/([A-Za-z_:][-\w:.]*)\s*>/y;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** What is skipped (the CDATA's text kept): its opening, its end and its name in a message; first match wins. */
const SKIPPED: [string, string, string][] = [
  ['<!--', '-->', '注释'],
  ['<![CDATA[', ']]>', 'CDATA段'],
  ['<?', '?>', '声明'],
  ['<!', '>', '声明'],
];

/** Read a document into its root element, or the first reason it is not well formed. */
export function readXml(text: string): TXmlRead {
  const lineAt = lineCounter(text);
  const stack: TXmlElement[] = [];
  let root: TXmlElement | null = null;
  let at = 0;
  const problem = (offset: number, reason: string): TXmlRead => ({ line: lineAt(offset), problem: reason });
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    const textEnd = lt < 0 ? text.length : lt;
    if (textEnd > at) {
      const chunk = text.slice(at, textEnd);
      if (stack.length > 0) stack[stack.length - 1].children.push(decodeEntities(chunk));
      else if (chunk.trim() !== '') return problem(at, '根元素之外有多余的文字');
      at = textEnd;
      continue;
    }
    const skipped = SKIPPED.find(([open]) => text.startsWith(open, at));
    if (skipped) {
      const [open, close, name] = skipped;
      const end = text.indexOf(close, at + open.length);
      if (end < 0) return problem(at, `${name}没有结束（缺少“${close}”）`);
      if (open === '<![CDATA[') {
        if (stack.length === 0) return problem(at, '根元素之外有多余的文字');
        stack[stack.length - 1].children.push(text.slice(at + open.length, end));
      }
      at = end + close.length;
      continue;
    }
    if (text.startsWith('</', at)) {
      END_TAG.lastIndex = at;
      const end = END_TAG.exec(text);
      if (!end) return problem(at, '结束标签写法有误');
      const open = stack.pop();
      if (!open) return problem(at, `结束标签</${end[1]}>前面没有对应的开始标签`);
      if (open.name !== end[1]) {
        return problem(at, `结束标签</${end[1]}>与第${open.line}行的开始标签<${open.name}>不匹配`);
      }
      at = END_TAG.lastIndex;
      continue;
    }
    START_TAG.lastIndex = at;
    const start = START_TAG.exec(text);
    if (!start) return problem(at, '标签写法有误（“<”后应为标签名，属性值要加引号）');
    const element: TXmlElement = { name: start[1], attrs: attributesOf(start[2]), children: [], line: lineAt(at) };
    if (stack.length > 0) stack[stack.length - 1].children.push(element);
    else if (root) return problem(at, '文件只能有一个根元素');
    else root = element;
    if (start[3] !== '/') stack.push(element);
    at = START_TAG.lastIndex;
  }
  const open = stack.pop();
  if (open) return { line: open.line, problem: `<${open.name}>没有结束标签` };
  if (!root) return { line: 1, problem: '文件中没有XML元素' };
  return { root };
}

function attributesOf(written: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of written.matchAll(ATTRIBUTE)) attrs[match[1]] = decodeEntities(match[2] ?? match[3] ?? '');
  return attrs;
}

/** The 1-based line of an offset; offsets are asked in increasing order (the reader only goes forward). */
function lineCounter(text: string): (offset: number) => number {
  let line = 1;
  let counted = 0;
  return (offset) => {
    for (; counted < offset; counted++) if (text[counted] === '\n') line++;
    return line;
  };
}

/** The child elements of an element named so. */
export function childElements(element: TXmlElement, name: string): TXmlElement[] {
  return element.children.filter((child): child is TXmlElement => typeof child !== 'string' && child.name === name);
}

/** The first child element named so, or null. */
export function childElement(element: TXmlElement, name: string): TXmlElement | null {
  return childElements(element, name)[0] ?? null;
}

/** The text of an element and of everything in it, in order. */
export function textContent(element: TXmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textContent(child))).join('');
}
