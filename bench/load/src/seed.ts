/**
 * The campus before the run: providers with gigs and sellers with items (the API bench's generated
 * data), the students who take part (verified, with a password), and among them the providers whose
 * gigs get booked, with payouts set up through the product's own onboarding.
 */
import { api, SERVICE_CATEGORIES } from '@campus/contracts';
import pg from 'pg';
import { analyze, insertGigs, insertItems, insertUsers } from '../../api/src/data';
import { insertStudents } from '../../messages/src/main';
import type { Account, Session } from './session';

export interface Campus {
  students: Account[];
  /** Bookable gigs of the student providers (payouts set up). */
  bookable: Array<{ id: number; providerId: number }>;
  gigIds: number[];
  itemIds: number[];
}

const BACKGROUND_PROVIDERS = 100;
const GIGS = 400;
const ITEMS = 400;
const GIGS_PER_STUDENT_PROVIDER = 2;

async function ids(url: string, sql: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ id: number }>(sql)).rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** Two active gigs for each student provider, at $15-45 an hour. */
async function studentGigs(
  url: string,
  providerIds: number[],
): Promise<Array<{ id: number; providerId: number }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; providerId: number }>(
      `insert into gigs (title, description, price_cents, category, provider_id, location, status, tags)
       select 'Help with ' || lower(($2::text[])[1 + (p.n + k) % cardinality($2::text[])]) || ' from student ' || p.id,
              'Sessions on campus or online. I have helped many students before.',
              (15 + (p.id * 7 + k * 11) % 31) * 100,
              ($2::text[])[1 + (p.n + k) % cardinality($2::text[])], p.id, 'Library', 'active',
              array['help', 'campus']
       from unnest($1::int[]) with ordinality as p(id, n), generate_series(1, $3::int) k
       returning id, provider_id as "providerId"`,
      [providerIds, SERVICE_CATEGORIES, GIGS_PER_STUDENT_PROVIDER],
    );
    return rows;
  } finally {
    await client.end();
  }
}

export async function seedCampus(url: string, students: number): Promise<Campus> {
  const providers = await insertUsers(url, BACKGROUND_PROVIDERS);
  await insertGigs(url, 1, GIGS, providers);
  await insertItems(url, ITEMS, providers);
  const accounts = await insertStudents(url, students);
  // one student in ten offers gigs of their own
  const studentProviders = accounts.filter((_, i) => i % 10 === 0).map((a) => a.id);
  const bookable = await studentGigs(url, studentProviders);
  await analyze(url);
  return {
    students: accounts,
    bookable,
    gigIds: await ids(url, `select id from gigs where status = 'active' order by id`),
    itemIds: await ids(url, `select id from marketplace_items where status = 'available' order by id`),
  };
}

/**
 * The provider sets up payouts as on their profile: POST /api/payouts/onboarding, then the sandbox's
 * onboarding page (it redirects back when done). Its session is signed in.
 */
export async function onboardPayouts(provider: Session): Promise<void> {
  const setup = { name: 'payout onboarding (setup)', kind: 'write' } as const;
  if (!(await provider.signIn(setup)))
    throw new Error(`sign-in of provider ${provider.account.email} failed`);
  const reply = await provider.send(setup, 'POST', api.payoutOnboarding.path, (b) =>
    api.payoutOnboarding.reply.parse(b),
  );
  if (!reply) throw new Error(`payout onboarding of user ${provider.account.id} was refused`);
  const page = new URL(reply.url, 'http://127.0.0.1');
  const status = await provider.setupGet(`${page.pathname}${page.search}`);
  if (status !== 302) throw new Error(`payout onboarding of user ${provider.account.id}: ${status}`);
}
