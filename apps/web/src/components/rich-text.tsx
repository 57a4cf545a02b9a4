import { createElement, type ReactNode } from 'react';

/**
 * The simple HTML a question's stem may hold (paragraphs, line breaks, emphasis, lists, tables, images uploaded
 * through /api/upload_image), rendered as React elements from an allow-list: any other tag keeps only its text, no
 * attribute but an image's own source survives, so nothing a stem holds can run or restyle the page.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'span',
  'div',
]);
const VOID = new Set(['br', 'img']);
/** Tags whose content is not text to show. */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math']);

/** An image source that may be shown: our uploads or https. */
export function isSafeImageSource(src: string): boolean {
  if (src.includes('..')) return false;
  return /^\/uploads\/[\w./-]+$/.test(src) || /^https:\/\/[^\s"'<>]+$/.test(src);
}

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...element.childNodes].map((child, i) => toReact(child, `${key}.${i}`));
  if (!ALLOWED.has(tag)) return children;
  if (tag === 'img') {
    const src = element.getAttribute('src') ?? '';
    return isSafeImageSource(src)
      ? createElement('img', { key, src, alt: element.getAttribute('alt') ?? '', style: { maxWidth: '100%' } })
      : null;
  }
  if (VOID.has(tag)) return createElement(tag, { key });
  const style = tag === 'table' ? { borderCollapse: 'collapse' as const, margin: '8px 0' } : undefined;
  return createElement(tag, { key, style, className: tag === 'table' ? 'rich-table' : undefined }, children);
}

/** A stem or option: plain text as typed (line breaks kept), or its allowed HTML. */
export function RichText({ text }: { text: string }) {
  if (!/<[a-z][^>]*>/i.test(text)) return <span style={{ whiteSpace: 'pre-wrap' }}>{text}</span>;
  const doc = new DOMParser().parseFromString(`<body>${text}</body>`, 'text/html');
  return (
    <span style={{ whiteSpace: 'pre-wrap' }}>
      {[...doc.body.childNodes].map((child, i) => toReact(child, String(i)))}
    </span>
  );
}
