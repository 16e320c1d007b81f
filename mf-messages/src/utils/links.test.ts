import { splitLinks } from './links';

const links = (text: string) => splitLinks(text).filter((p) => p.kind === 'link');

describe('splitLinks', () => {
  it('keeps plain text as one text part', () => {
    expect(splitLinks('Hi!\nSee you at 5.')).toEqual([{ kind: 'text', text: 'Hi!\nSee you at 5.' }]);
  });

  it('finds http and https addresses, and www. ones as https', () => {
    expect(splitLinks('Notes at https://example.edu/a?b=1#c and www.campus.edu/x')).toEqual([
      { kind: 'text', text: 'Notes at ' },
      { kind: 'link', text: 'https://example.edu/a?b=1#c', href: 'https://example.edu/a?b=1#c' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'www.campus.edu/x', href: 'https://www.campus.edu/x' },
    ]);
  });

  it('leaves sentence punctuation and an unopened parenthesis out of the address', () => {
    expect(
      links('See http://a.edu/x. Or (http://b.edu/y), or https://en.wikipedia.org/wiki/Set_(mathematics)!'),
    ).toEqual([
      { kind: 'link', text: 'http://a.edu/x', href: 'http://a.edu/x' },
      { kind: 'link', text: 'http://b.edu/y', href: 'http://b.edu/y' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Set_(mathematics)',
        href: 'https://en.wikipedia.org/wiki/Set_(mathematics)',
      },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@b.edu',
    'file:///etc/passwd',
    'http://localhost',
  ])('never makes a link of %s', (text) => {
    expect(links(text)).toEqual([]);
    expect(
      splitLinks(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });

  it('keeps every character of the message', () => {
    const text = 'a https://x.edu/(y)) b www.z.edu. <b>c</b>';
    expect(
      splitLinks(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
