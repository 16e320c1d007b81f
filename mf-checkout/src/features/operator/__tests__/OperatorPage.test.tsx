import { screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type StubRoute } from '@campus/shell/testing';
import type { OrderDetail } from '@campus/contracts';
import { deferred, makeEvent, makeOrder } from '../../../test/fixtures';
import { currentLocation, customer, expectToast, operator, renderOperator } from '../../../test/render';

function disputed(id: number, openedAt: string, statement: string | null = null): OrderDetail {
  const order = makeOrder({
    id,
    status: 'in_dispute',
    viewerRole: 'operator',
    dispute: {
      reason: 'Service not delivered',
      details: 'Maya did not come to the library.',
      openedAt,
      contestedAt: statement ? openedAt : null,
      providerStatement: statement,
      resolution: null,
    },
    events: [
      makeEvent(),
      makeEvent({ id: 3, transition: 'open_dispute', note: 'Service not delivered', createdAt: openedAt }),
    ],
  });
  order.customer.contact = { name: 'Jordan Lee', email: 'jordan.lee@asu.edu', phone: null };
  return order;
}

const LIST = [
  disputed(32, '2025-05-07T09:00:00.000Z'),
  disputed(31, '2025-05-06T09:00:00.000Z', 'I waited at the library for an hour.'),
];

function stubDesk(routes: Record<string, StubRoute> = {}) {
  return stubFetch({ 'GET /api/operator/disputes': { body: LIST }, ...routes });
}

/** Puts text into a field at once (typing it key by key is slow and tests nothing more here). */
async function fill(user: ReturnType<typeof renderOperator>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const caseOf = (id: number) => screen.findByRole('article', { name: new RegExp(`^Order #${id}`) });

describe('who may see the desk', () => {
  it("tells a student who is no operator 'You do not have access to this page', asking nothing", () => {
    const { requests } = stubDesk();
    renderOperator(customer);
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('says the same when the server refuses', async () => {
    stubDesk({ 'GET /api/operator/disputes': { status: 403, body: { message: 'Forbidden' } } });
    renderOperator();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor to sign-in and back', () => {
    stubDesk();
    renderOperator(null);
    expect(currentLocation()).toBe('/auth?redirect=%2Foperator%2Fdisputes');
  });
});

describe('the open disputes', () => {
  it('lists them oldest first, each with the order, both parties, both sides and the events', async () => {
    stubDesk();
    renderOperator(operator);
    expect(await screen.findByRole('heading', { level: 1, name: 'Open disputes' })).toBeInTheDocument();
    await caseOf(31);
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual([
      'Order #31Contested',
      'Order #32Not contested yet',
    ]);
    const first = await caseOf(31);
    expect(within(first).getByRole('link', { name: 'Calculus tutoring' })).toHaveAttribute('href', '/gigs/7');
    const parties = within(first).getByRole('region', { name: 'Parties' });
    expect(parties).toHaveTextContent('CustomerJordan Lee · jordan.lee@asu.edu · Arizona State University');
    expect(parties).toHaveTextContent('ProviderMaya Chen · maya.chen@asu.edu · Arizona State University');
    expect(within(first).getByRole('region', { name: 'Amounts' })).toHaveTextContent('Total$26.40');
    const dispute = within(first).getByRole('region', { name: 'Dispute' });
    expect(dispute).toHaveTextContent('ReasonService not delivered');
    expect(dispute).toHaveTextContent('DetailsMaya did not come to the library.');
    expect(dispute).toHaveTextContent("Provider's statementI waited at the library for an hour.");
    expect(within(first).getByRole('list', { name: 'Timeline of order #31' })).toHaveTextContent(
      'Dispute opened',
    );
    const second = await caseOf(32);
    expect(within(second).getByRole('region', { name: 'Dispute' })).toHaveTextContent(
      "Provider's statementNot contested yet",
    );
  });

  it("says 'No open disputes' when there are none", async () => {
    stubDesk({ 'GET /api/operator/disputes': { body: [] } });
    renderOperator();
    expect(await screen.findByRole('heading', { name: 'No open disputes' })).toBeInTheDocument();
  });
});

describe('deciding', () => {
  async function form(id = 31) {
    const view = renderOperator();
    const article = await caseOf(id);
    return { ...view, article, decide: within(article).getByRole('button', { name: 'Decide' }) };
  }

  it('requires a note for both parties', async () => {
    const { calls } = stubDesk();
    const { user, article, decide } = await form();
    await user.click(decide);
    expect(within(article).getByLabelText('Note to both parties')).toHaveAccessibleDescription(
      'Please write a note for both parties',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls('POST /api/operator/disputes/31/decide')).toHaveLength(0);
  });

  it.each([
    ['', 'Please enter the refund amount'],
    ['0', 'The refund must be more than $0'],
    ['26.41', 'The refund cannot be more than the total of $26.40'],
    ['1.234', 'Use at most two decimals'],
  ])("refuses a partial refund of '%s': %s", async (typed, message) => {
    stubDesk();
    const { user, article, decide } = await form();
    await user.click(within(article).getByRole('radio', { name: 'Refund the customer' }));
    await user.click(within(article).getByRole('radio', { name: 'Partial refund' }));
    if (typed) await user.type(within(article).getByLabelText('Refund amount'), typed);
    await fill(user, within(article).getByLabelText('Note to both parties'), 'Half the session happened.');
    await user.click(decide);
    expect(within(article).getByLabelText('Refund amount')).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('releases to the provider after a confirmation; the dispute leaves the list with a toast', async () => {
    // Once decided, the list is read again; the dispute leaves the page before that answer arrives.
    let decided = false;
    const reread = deferred();
    const { calls } = stubDesk({
      'GET /api/operator/disputes': () => (decided ? reread.promise : { body: LIST }),
      'POST /api/operator/disputes/31/decide': () => {
        decided = true;
        return { body: { ...LIST[1], status: 'confirmed_completed' } };
      },
    });
    const { user, article, decide } = await form();
    expect(within(article).getByRole('radio', { name: 'Release to provider' })).toBeChecked();
    await fill(user, within(article).getByLabelText('Note to both parties'), 'The provider was there.');
    await user.click(decide);
    const dialog = screen.getByRole('alertdialog', { name: 'Release the payment?' });
    // The amounts that really move: the provider receives the price, the platform keeps its fees.
    expect(dialog).toHaveTextContent(
      'Maya Chen receives $25.00 of the $26.40 payment (the platform keeps $1.40 of fees). Both parties see your note.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Release payment' }));
    await expectToast('Dispute decided', 'Order #31: the payment was released to the provider.', false);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: /^Order #31/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: /^Order #32/ })).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /api/operator/disputes').length).toBeGreaterThan(1));
    reread.resolve({ body: [LIST[0]] });
    expect(calls('POST /api/operator/disputes/31/decide').map((r) => r.body)).toEqual([
      { outcome: 'release', note: 'The provider was there.' },
    ]);
  });

  it('refunds in full without an amount', async () => {
    const { calls } = stubDesk({ 'POST /api/operator/disputes/31/decide': { body: LIST[1] } });
    const { user, article, decide } = await form();
    await user.click(within(article).getByRole('radio', { name: 'Refund the customer' }));
    expect(within(article).getByRole('radio', { name: 'Full refund ($26.40)' })).toBeChecked();
    await fill(user, within(article).getByLabelText('Note to both parties'), 'No session took place.');
    await user.click(decide);
    const dialog = screen.getByRole('alertdialog', { name: 'Refund the customer?' });
    expect(dialog).toHaveTextContent(
      "$26.40 is refunded to Jordan Lee's card. Maya Chen receives nothing. Both parties see your note.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund $26.40' }));
    await expectToast('Dispute decided', 'Order #31: $26.40 was refunded to the customer.', false);
    expect(calls('POST /api/operator/disputes/31/decide').map((r) => r.body)).toEqual([
      { outcome: 'refund', note: 'No session took place.' },
    ]);
  });

  it('refunds part of the total, the rest released to the provider', async () => {
    const { calls } = stubDesk({ 'POST /api/operator/disputes/31/decide': { body: LIST[1] } });
    const { user, article, decide } = await form();
    await user.click(within(article).getByRole('radio', { name: 'Refund the customer' }));
    await user.click(within(article).getByRole('radio', { name: 'Partial refund' }));
    await user.type(within(article).getByLabelText('Refund amount'), '10.5');
    await fill(user, within(article).getByLabelText('Note to both parties'), 'Half the session happened.');
    await user.click(decide);
    const dialog = screen.getByRole('alertdialog', { name: 'Refund the customer?' });
    // $15.90 is not refunded, but the provider receives that less the order's fees ($1.00 + $0.40).
    expect(dialog).toHaveTextContent(
      "$10.50 is refunded to Jordan Lee's card. Maya Chen receives $14.50 (the platform keeps $1.40 of fees).",
    );
    expect(dialog).not.toHaveTextContent('$15.90');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $10.50' }));
    await expectToast('Dispute decided', 'Order #31: $10.50 was refunded to the customer.', false);
    expect(calls('POST /api/operator/disputes/31/decide').map((r) => r.body)).toEqual([
      { outcome: 'refund', refundAmount: 10.5, note: 'Half the session happened.' },
    ]);
  });

  it('sends nothing when the confirmation is turned down', async () => {
    const { calls } = stubDesk();
    const { user, article, decide } = await form();
    await fill(user, within(article).getByLabelText('Note to both parties'), 'Released.');
    await user.click(decide);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls('POST /api/operator/disputes/31/decide')).toHaveLength(0);
  });

  it("toasts the server's refusal and keeps the dispute", async () => {
    stubDesk({
      'POST /api/operator/disputes/31/decide': {
        status: 409,
        body: { message: 'This dispute was already decided' },
      },
    });
    const { user, article, decide } = await form();
    await fill(user, within(article).getByLabelText('Note to both parties'), 'Released.');
    await user.click(decide);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Release payment' }),
    );
    await expectToast('Could not decide the dispute', 'This dispute was already decided', true);
    expect(screen.getByRole('article', { name: /^Order #31/ })).toBeInTheDocument();
  });
});
