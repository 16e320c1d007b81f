import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../src/theme';

const themed = (element: ReactElement) => <ThemeProvider theme={theme}>{element}</ThemeProvider>;

/** Renders a ui element as an app does (in the product's theme), with a user-event session. */
export function renderUi(element: ReactElement) {
  const user = userEvent.setup();
  const result = render(themed(element));
  return { ...result, user, rerender: (next: ReactElement) => result.rerender(themed(next)) };
}
