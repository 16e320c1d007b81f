import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from '../src/useHydrated';

let renders: boolean[] = [];
function Stage() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'first render'}</p>;
}

beforeEach(() => {
  renders = [];
});

test('the server renders false, hydration agrees, and the page turns true right after', async () => {
  const html = renderToString(<Stage />);
  expect(html).toBe('<p>first render</p>');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  renders = [];

  await act(async () => {
    hydrateRoot(container, <Stage />, { onRecoverableError: (error) => recoverable.push(error) });
  });

  expect(recoverable).toEqual([]);
  expect(renders).toEqual([false, true]);
  expect(container.textContent).toBe('hydrated');
  container.remove();
});

test('a client-only mount is hydrated at once', () => {
  render(<Stage />);
  expect(screen.getByText('hydrated')).toBeInTheDocument();
  expect(renders).toEqual([true]);
});
