import { describe, expect, it } from 'vitest';
import { childElement, decodeEntities, readXml, type TXmlElement, textContent } from './xml';

function rootOf(text: string): TXmlElement {
  const read = readXml(text);
  if ('problem' in read) throw new Error(read.problem);
  return read.root;
}

describe('readXml', () => {
  it('reads elements, attributes in either quotes, text, CDATA, comments and the declaration', () => {
    const root = rootOf(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE quiz>
<quiz a="1 &amp; 2" b='&quot;x&quot;'>
  <!-- a <comment> -->
  <text>甲 &lt;b&gt; <![CDATA[<p>乙 & 丙</p>]]>&#19969;</text>
  <empty/>
</quiz>`);
    expect(root.name).toBe('quiz');
    expect(root.attrs).toEqual({ a: '1 & 2', b: '"x"' });
    expect(root.line).toBe(3);
    const text = childElement(root, 'text');
    expect(text && textContent(text)).toBe('甲 <b> <p>乙 & 丙</p>丁');
    expect(childElement(root, 'empty')).toMatchObject({ children: [], line: 6 });
  });

  it.each([
    ['<a><b></a>', 1, '结束标签</a>与第1行的开始标签<b>不匹配'],
    ['<a>\n<b>\n', 2, '<b>没有结束标签'],
    ['<a></a>\n</b>', 2, '结束标签</b>前面没有对应的开始标签'],
    ['<a></a><b/>', 1, '文件只能有一个根元素'],
    ['x<a/>', 1, '根元素之外有多余的文字'],
    ['<a>\n<!-- 未结束', 2, '注释没有结束（缺少“-->”）'],
    ['<a><![CDATA[x</a>', 1, 'CDATA段没有结束（缺少“]]>”）'],
    ['<a>\n 1 < 2</a>', 2, '标签写法有误（“<”后应为标签名，属性值要加引号）'],
    ['<a b=1></a>', 1, '标签写法有误（“<”后应为标签名，属性值要加引号）'],
    ['  ', 1, '文件中没有XML元素'],
  ])('%j is refused at line %i', (text, line, problem) => {
    expect(readXml(text)).toEqual({ line, problem });
  });
});

describe('decodeEntities', () => {
  it('reads character references and the XML entities, keeps others', () => {
    expect(decodeEntities('&#65;&#x42;&lt;&apos;&nbsp;&#0;&zz')).toBe("AB<'&nbsp;&#0;&zz");
  });
});
