import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useNavigate } from 'react-router';
import { SCROLL_POSITIONS_KEY, ScrollRestoration } from './ScrollRestoration';

function Controls() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/gigs">Gigs</Link>
      <Link to="/gigs#reviews">Reviews</Link>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

function renderAt(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries}>
      <ScrollRestoration />
      <Controls />
      <section id="reviews">Reviews section</section>
    </MemoryRouter>,
  );
}

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('ScrollRestoration', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts a new page at the top and returns to the left position on back', () => {
    renderAt(['/']);
    expect(window.history.scrollRestoration).toBe('manual');
    scrollPageTo(640);
    scrollTo.mockClear();

    fireEvent.click(screen.getByText('Gigs'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollPageTo(90);
    fireEvent.click(screen.getByText('Back'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('scrolls to the element a #hash names', () => {
    renderAt(['/']);
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('Reviews'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps positions across a reload in sessionStorage, as react-router does', () => {
    const { unmount } = renderAt(['/']);
    scrollPageTo(300);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    // MemoryRouter's first entry has the key 'default'.
    expect(JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}')).toMatchObject({ default: 300 });
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');

    scrollTo.mockClear();
    renderAt(['/']);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
  });
});
