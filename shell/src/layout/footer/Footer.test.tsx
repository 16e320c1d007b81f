import { renderOnServerThenHydrate } from '../../runtime/testing';
import { Footer } from './Footer';

const copyright = (root: ParentNode) =>
  Array.from(root.querySelectorAll('span'), (span) => span.textContent).find((text) => text?.startsWith('©'));

test("the server's year and the hydration render's agree, then the footer shows the viewer's year", async () => {
  // the last minutes of 2025 on the server (UTC), already 2026 for a visitor in Tokyo
  const { served, container, problems } = await renderOnServerThenHydrate(<Footer />, {
    server: { timeZone: 'UTC', now: '2025-12-31T23:30:00.000Z' },
    browser: { timeZone: 'Asia/Tokyo', now: '2025-12-31T23:30:02.000Z' },
  });

  expect(problems).toEqual([]);
  expect(copyright(served)).toBe('© 2025 Campus Skills Marketplace. For verified .edu students.');
  expect(copyright(container)).toBe('© 2026 Campus Skills Marketplace. For verified .edu students.');
});
