import { Fragment, useMemo } from 'react';
import { splitLinks } from '../../../utils/links';

/**
 * A message's text as text: React escapes it, nothing in it is ever read as HTML. Web addresses are
 * links that open in a new tab, without the opener, the referrer or an endorsement (nofollow).
 */
export function MessageText({ content }: { content: string }) {
  const parts = useMemo(() => splitLinks(content), [content]);
  return (
    <>
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
