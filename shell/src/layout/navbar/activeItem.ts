import type { NavItem } from './navItems';

interface Where {
  pathname: string;
  search: string;
}

/** How well an item's address matches where the user is: -1 for not at all, else how many query keys agree. */
function matchScore(to: string, where: Where): number {
  const target = new URL(to, 'http://x');
  const onPath =
    target.pathname === '/'
      ? where.pathname === '/'
      : where.pathname === target.pathname || where.pathname.startsWith(`${target.pathname}/`);
  if (!onPath) return -1;
  const current = new URLSearchParams(where.search);
  let agreeing = 0;
  for (const [key, value] of target.searchParams) {
    if (current.get(key) !== value) return -1;
    agreeing += 1;
  }
  return agreeing;
}

/**
 * The one item to mark as the current page: the best match, so '/profile?tab=orders' marks My Orders and
 * not My Profile too (react-router's NavLink compares paths only).
 */
export function activeItemTo(items: NavItem[], where: Where): string | undefined {
  let best: { to: string; score: number } | undefined;
  for (const item of items) {
    const score = matchScore(item.to, where);
    if (score >= 0 && (!best || score > best.score)) best = { to: item.to, score };
  }
  return best?.to;
}
