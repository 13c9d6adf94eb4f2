// The server's appointmentText as React elements from a small whitelist: the markup is parsed in an inert
// document (DOMParser runs no script and loads nothing) and never reaches innerHTML, so only the listed
// tags survive, with no attributes except a checked href on links.
import { createElement, Fragment, type ReactNode } from 'react';

/** Tags kept as they are (without attributes). */
const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'span', 'a']);
/** Tags dropped with everything inside them (their text is code or a document of its own). */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
  'title',
  'head',
  'textarea',
  'select',
]);
const SAFE_URL = /^(?:https?:|mailto:|tel:)/i;

const hasControlOrSpace = (text: string): boolean =>
  Array.from(text).some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f);

/** A sanitised node: text, or an allowed element with its children (href only on links). */
export type SafeNode = string | { tag: string; href?: string; children: SafeNode[] };

function convert(node: Node): SafeNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [node.textContent] : [];
  if (node.nodeType !== Node.ELEMENT_NODE) return []; // comments, processing instructions
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return [];
  const children = Array.from(element.childNodes).flatMap(convert);
  // Any other tag (div, img, form, h1 ...) is unwrapped: its text stays, the tag and its attributes go.
  if (!ALLOWED_TAGS.has(tag)) return children;
  if (tag === 'a') {
    const href = (element.getAttribute('href') ?? '').trim();
    // Control characters and whitespace inside a scheme ('java\tscript:') are refused, not repaired.
    return SAFE_URL.test(href) && !hasControlOrSpace(href) ? [{ tag, href, children }] : children;
  }
  return [{ tag, children }];
}

/** Parses markup and keeps the whitelist only. */
export function sanitizeMarkup(html: string): SafeNode[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return Array.from(doc.body.childNodes).flatMap(convert);
}

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return createElement(Fragment, { key: index }, node);
    if (node.tag === 'br') return createElement('br', { key: index });
    const props =
      node.tag === 'a'
        ? { key: index, href: node.href, target: '_blank', rel: 'noopener noreferrer' }
        : { key: index };
    return createElement(node.tag, props, ...render(node.children));
  });
}

/** Renders server markup safely (see sanitizeMarkup). */
export function SafeMarkup({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{render(sanitizeMarkup(html))}</div>;
}
