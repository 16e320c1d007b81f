import { startSmtpSink, verificationOf, type SmtpSink } from '../../backend/test/auth/smtpSink';
import { newPage, PHONE, snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import { signInWithEmail, toastWith } from '../support/auth';
import { eventually } from '../support/eventually';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
const suite = productAndBrowser(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.close());

test('a student registers, verifies by the mailed link, signs in, completes and edits the profile, signs out', async () => {
  const email = `riley.${Date.now().toString(36)}@asu.edu`;
  const password = 'sun-devil-42';
  const page = await newPage(suite.browser);

  await page.goto(`${suite.product.url}/register`);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Riley');
  await form.getByLabel('Last name').fill('Nakamura');
  await form.getByLabel('University e-mail').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

  // The verification mail went out over SMTP; its link verifies the address.
  const mail = await sink.waitFor(email);
  const { link, code } = verificationOf(mail);
  expect(code).toMatch(/^\d{6}$/);
  expect(link.startsWith(`${suite.product.url}/verify-email?token=`)).toBe(true);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await page.waitForURL('**/login');

  await signInWithEmail(page, email, password);
  await toastWith(page, 'Welcome back!');
  // A new account's profile is incomplete: the guard sends the student to complete it.
  await page.waitForURL('**/profile-completion', { timeout: 10_000 });
  const completion = page.getByRole('form', { name: 'Complete Your Profile' });
  // The university is suggested from the e-mail's domain (the list loads lazily).
  const university = () => completion.getByRole('combobox').inputValue();
  expect(await eventually(university, 'Arizona State University')).toBe('Arizona State University');
  await completion.getByLabel(/Phone number/).fill('(480) 555-0142');
  await completion.getByLabel(/Bio/).fill('Second-year computer science student.');
  await snap(page, 'profile-completion');
  await completion.getByRole('button', { name: 'Complete Profile' }).click();
  await toastWith(page, 'Profile Updated');
  await page.waitForURL(`${suite.product.url}/`);

  await page.goto(`${suite.product.url}/profile`);
  await page.getByText('Verified Student').waitFor();
  await page.getByText('Arizona State University').first().waitFor();
  await page.getByText('No skills added yet').waitFor();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('form', { name: 'Edit Profile' });
  await edit.getByLabel('Skills').fill('Python, Calculus , , Guitar');
  await edit.getByLabel(/Bio/).fill('Second-year CS student who tutors calculus.');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await toastWith(page, 'Profile updated');
  await page.getByText('Second-year CS student who tutors calculus.').waitFor();
  const skills = page.getByRole('main').getByLabel('Skills', { exact: true });
  expect(await skills.innerText()).toMatch(/Python\s+Calculus\s+Guitar/);
  await snap(page, 'profile-desktop');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await toastWith(page, 'Logged out');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
  const me = await page.evaluate(async () => (await fetch('/api/me')).status);
  expect(me).toBe(401);
});

test('a registration with an address outside .edu is refused with the spec message and sends no mail', async () => {
  const page = await newPage(suite.browser, PHONE);
  await page.goto(`${suite.product.url}/auth`);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Doe');
  await form.getByLabel('University e-mail').fill('sam.doe@gmail.com');
  await form.getByLabel('Password').fill('secret-pass');
  await form.getByRole('button', { name: 'Create account' }).click();
  await form.getByText('Must be a valid .edu email address').waitFor();
  await snap(page, 'register-non-edu-phone');

  // The form stops it in the browser; the server must refuse it too, for a client that skips the form.
  const register = (email: string) =>
    page.evaluate(
      async (body) => {
        const res = await fetch('/api/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, body: (await res.json()) as unknown };
      },
      { email, password: 'secret-pass', firstName: 'Sam', lastName: 'Doe' },
    );
  expect(await register('sam.doe@gmail.com')).toEqual({
    status: 400,
    body: expect.objectContaining({ message: 'Must be a valid .edu email address' }),
  });
  // A .edu registration sent after it gets its mail: the mail path works and had time to deliver,
  // and still nothing went to the refused address.
  const control = `sam.${Date.now().toString(36)}@asu.edu`;
  expect((await register(control)).status).toBeLessThan(300);
  await sink.waitFor(control);
  expect(sink.messages.flatMap((m) => m.to).filter((to) => /gmail\.com/i.test(to))).toEqual([]);
});

test('a visitor opening /create-gig lands on sign-in and returns there after signing in', async () => {
  const page = await newPage(suite.browser);
  await page.goto(`${suite.product.url}/create-gig`);
  await page.waitForURL('**/auth?**');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/create-gig');
  await signInWithEmail(page, 'maya.chen@asu.edu', 'campus123');
  await page.waitForURL('**/create-gig');
  await page.getByRole('heading', { name: 'Create a New Gig' }).waitFor();
  await page.getByRole('button', { name: /Account menu/ }).waitFor();
});
