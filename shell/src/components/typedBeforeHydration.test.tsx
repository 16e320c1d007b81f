import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { syncTypedBeforeHydration } from './typedBeforeHydration';

function SignIn() {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  return (
    <form>
      <input type="email" aria-label="E-mail" value={email} onChange={(e) => setEmail(e.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <output>{`${email}|${note}`}</output>
    </form>
  );
}

test('text typed into a server-rendered form before hydration reaches React once it is synced', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SignIn />);
  document.body.append(container);
  // typed (or autofilled) before React took the fields over
  const email = container.querySelector('input');
  const note = container.querySelector('textarea');
  if (!email || !note) throw new Error('the form was not rendered');
  email.value = 'maya.chen@asu.edu';
  note.value = 'hello';
  await act(async () => {
    hydrateRoot(container, <SignIn />);
  });
  // hydration kept the text on screen, but React's state is still the server's
  expect(container.querySelector('output')?.textContent).toBe('|');
  await act(async () => syncTypedBeforeHydration(container));
  expect(container.querySelector('output')?.textContent).toBe('maya.chen@asu.edu|hello');
  // nothing typed since: a second sync changes nothing
  await act(async () => syncTypedBeforeHydration(container));
  expect(container.querySelector('output')?.textContent).toBe('maya.chen@asu.edu|hello');
  container.remove();
});
