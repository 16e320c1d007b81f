/**
 * A message's text cut into plain text and web addresses, so addresses can be shown as links while
 * everything else stays text (React escapes it: no HTML from a message is ever rendered). Only http and
 * https addresses become links ('www.' ones get https); anything else (javascript:, data:, mailto:) is
 * text.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ('See https://a.edu.'). */
const TRAILING = /[.,;:!?'"*\]}>]+$/;

function trimAddress(candidate: string): string {
  let text = candidate.replace(TRAILING, '');
  // A closing parenthesis belongs to the address only when it opened one: '(see https://a.edu/x)'.
  while (text.endsWith(')') && (text.match(/\(/g)?.length ?? 0) < (text.match(/\)/g)?.length ?? 0)) {
    text = text.slice(0, -1).replace(TRAILING, '');
  }
  return text;
}

function safeHref(text: string): string | null {
  const href = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
      ? url.href
      : null;
  } catch {
    return null;
  }
}

export function splitLinks(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  for (const match of content.matchAll(ADDRESS)) {
    const start = match.index;
    const text = trimAddress(match[0]);
    const href = safeHref(text);
    if (!href) continue;
    pushText(content.slice(at, start));
    parts.push({ kind: 'link', text, href });
    at = start + text.length;
  }
  pushText(content.slice(at));
  return parts;
}
