import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Button } from '../src/components/Button';
import { theme } from '../src/theme';

const form = (
  <ThemeProvider theme={theme}>
    <form aria-label="Sign in">
      <Button type="submit">Sign in</Button>
      <Button type="button">Cancel</Button>
    </form>
  </ThemeProvider>
);

test('a server-rendered submit button is disabled until the page is hydrated, then enabled', async () => {
  const html = renderToString(form);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const submit = container.querySelector('button[type=submit]');
  // as the server sent it: the browser cannot send the form by itself
  expect(submit).toBeDisabled();
  expect(container.querySelector('button[type=button]')).toBeEnabled();

  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, form, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(container.querySelector('button[type=submit]')).toBeEnabled();
  expect(container.querySelector('button[type=submit]')).not.toHaveAttribute('data-hydrating');
  container.remove();
});

test('a submit button mounted in the browser is enabled at once, and disabled when asked', () => {
  render(
    <ThemeProvider theme={theme}>
      <Button type="submit">Send</Button>
      <Button type="submit" disabled>
        Wait
      </Button>
    </ThemeProvider>,
  );
  expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Wait' })).toBeDisabled();
});
