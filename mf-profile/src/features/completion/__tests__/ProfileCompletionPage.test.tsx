import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@campus/contracts';
import { renderWithProviders, stubFetch } from '@campus/shell/testing';
import ProfileCompletionPage from '../ProfileCompletionPage';
import { newUser } from '../../../test/users';

const ROUTE = { route: '/profile-completion', path: '/profile-completion', showLocation: true } as const;

const renderPage = (user = newUser()) => renderWithProviders(<ProfileCompletionPage />, { ...ROUTE, user });

async function fillNames(first = 'Ana', last = 'Lopez') {
  await userEvent.type(screen.getByLabelText(/First name/), first);
  await userEvent.type(screen.getByLabelText(/Last name/), last);
}

afterEach(() => localStorage.clear());

describe('Complete Your Profile', () => {
  it('suggests the university from the e-mail domain (a parent domain matches)', async () => {
    stubFetch({});
    renderPage(newUser({ email: 'ana@cs.asu.edu' }));
    expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: /University/ });
    await waitFor(() => expect(picker).toHaveValue('Arizona State University'));
    expect(screen.getByText('Suggested from your e-mail address (cs.asu.edu)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('placeholder', '(555) 123-4567');
  });

  it("keeps a university already on the user's record", async () => {
    stubFetch({});
    renderPage(newUser({ email: 'ana@asu.edu', university: 'Stanford University' }));
    const picker = screen.getByRole('combobox', { name: /University/ });
    await waitFor(() => expect(picker).toHaveValue('Stanford University'));
    expect(screen.queryByText(/Suggested from your e-mail address/)).not.toBeInTheDocument();
  });

  it('shows the validation messages and sends nothing', async () => {
    const net = stubFetch({});
    renderPage(newUser({ email: 'sam@nowhere-college.edu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('University is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(net.requests).toEqual([]);
  });

  it('filters the list by a case-insensitive substring and says when nothing matches', async () => {
    stubFetch({});
    renderPage(newUser({ email: 'sam@nowhere-college.edu' }));
    const picker = screen.getByRole('combobox', { name: /University/ });
    expect(picker).toHaveAttribute('placeholder', 'Search university...');

    await userEvent.type(picker, 'sTaNfOrD');
    const list = await screen.findByRole('listbox');
    const names = within(list)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toContain('Stanford University');
    expect(names.every((n) => n?.toLowerCase().includes('stanford'))).toBe(true);

    await userEvent.clear(picker);
    await userEvent.type(picker, 'zzqx university');
    expect(await screen.findByText('No university found.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows at most 50 universities at a time and picks one with the keyboard', async () => {
    stubFetch({});
    renderPage(newUser({ email: 'sam@nowhere-college.edu' }));
    const picker = screen.getByRole('combobox', { name: /University/ });
    await userEvent.type(picker, 'college');
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(50);
    expect(screen.getByText(/Keep typing to narrow the list/)).toBeInTheDocument();

    await userEvent.clear(picker);
    await userEvent.type(picker, 'arizona state');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent(
        'Arizona State University',
      ),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(picker).toHaveValue('Arizona State University');
    expect(picker).toHaveAttribute('aria-expanded', 'false');

    // Escape closes the list and keeps the picked value.
    await userEvent.type(picker, 'xyz');
    await userEvent.keyboard('{Escape}');
    expect(picker).toHaveValue('Arizona State University');
  });

  it('sends the PATCH, stores the user, toasts and goes home after 800 ms', async () => {
    const net = stubFetch({
      'PATCH /api/users/7': ({ body }) => ({
        body: { ...newUser(), ...(body as object), isProfileComplete: true },
      }),
    });
    renderPage();
    const picker = screen.getByRole('combobox', { name: /University/ });
    await waitFor(() => expect(picker).toHaveValue('Arizona State University'));
    await fillNames();
    await userEvent.type(screen.getByLabelText(/Phone number/), '(480) 555-0101');
    await userEvent.type(screen.getByLabelText(/Bio/), '  Junior in CS.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been successfully completed.')).toBeInTheDocument();
    expect(net.calls('PATCH /api/users/7')).toHaveLength(1);
    expect(net.requests[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      university: 'Arizona State University',
      phoneNumber: '(480) 555-0101',
      bio: 'Junior in CS.',
      skills: [],
      isProfileComplete: true,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? '{}')).toMatchObject({
      firstName: 'Ana',
      isProfileComplete: true,
    });
    // Still here until the redirect delay has passed.
    expect(screen.getByTestId('location')).toHaveTextContent('/profile-completion');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 2000 });
  });

  it('shows the server message in an Error toast', async () => {
    stubFetch({
      'PATCH /api/users/7': { status: 403, body: { message: 'You can only change your own profile' } },
    });
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /University/ })).toHaveValue('Arizona State University'),
    );
    await fillNames();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('You can only change your own profile');
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/profile-completion');
  });

  it("falls back to 'Failed to update profile' when the server sends no message", async () => {
    stubFetch({ 'PATCH /api/users/7': { status: 502 } });
    renderPage();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /University/ })).toHaveValue('Arizona State University'),
    );
    await fillNames();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ErrorFailed to update profile');
  });

  it('says so when there is no user data', async () => {
    const net = stubFetch({});
    renderWithProviders(<ProfileCompletionPage />, { ...ROUTE, user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ErrorUser data not available. Please try again or refresh the page.',
    );
    expect(net.requests).toEqual([]);
  });

  it('redirects to / when the profile is already complete', () => {
    stubFetch({});
    renderPage(newUser({ isProfileComplete: true, firstName: 'Ana', lastName: 'Lopez' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  describe('a typed university that is not on the list is never silently replaced', () => {
    it('keeps the typed name when the person leaves the field, and says it is not on the list', async () => {
      stubFetch({});
      renderPage(newUser({ email: 'sam@nowhere-college.edu' }));
      const picker = screen.getByRole('combobox', { name: /University/ });
      await userEvent.type(picker, 'Nowhere Community College');
      await userEvent.tab();
      expect(picker).toHaveValue('Nowhere Community College');
      expect(picker).toHaveAccessibleDescription(
        '“Nowhere Community College” is not on the list of universities: choose yours from the list.',
      );
    });

    it('Enter without moving to an option keeps the typed text (no first match picked)', async () => {
      stubFetch({});
      renderPage(newUser({ email: 'sam@nowhere-college.edu' }));
      const picker = screen.getByRole('combobox', { name: /University/ });
      await userEvent.type(picker, 'arizona state');
      await screen.findByRole('listbox');
      await userEvent.keyboard('{Enter}');
      expect(picker).toHaveValue('arizona state');
      expect(picker).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText(/is not on the list of universities/)).toBeInTheDocument();
    });

    it("takes the list's spelling of a name typed in full, in any case", async () => {
      stubFetch({});
      renderPage(newUser({ email: 'sam@nowhere-college.edu' }));
      const picker = screen.getByRole('combobox', { name: /University/ });
      await userEvent.type(picker, 'stanford university');
      await userEvent.keyboard('{Enter}');
      expect(picker).toHaveValue('Stanford University');
      expect(screen.queryByText(/is not on the list of universities/)).not.toBeInTheDocument();
    });

    it("keeps a name on the user's record that is not on the list instead of the e-mail's suggestion", async () => {
      stubFetch({});
      renderPage(newUser({ email: 'ana@asu.edu', university: 'Tempe Night School' }));
      const picker = screen.getByRole('combobox', { name: /University/ });
      await screen.findByText(/“Tempe Night School” is not on the list of universities/);
      expect(picker).toHaveValue('Tempe Night School');
    });
  });
});
