import { render, screen, waitFor } from '@testing-library/react';
import { lazyPart } from './lazyPart';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('renders nothing until the code is there, then the part with its props', async () => {
    const Part = lazyPart(() => Promise.resolve(Hello));
    const { container } = render(<Part name="Ana" />);
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  });

  it('survives a failed download and tries again the next time it is shown', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Part = lazyPart<{ name: string }>(load);
    const first = render(<Part name="Ana" />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();
    render(<Part name="Ana" />);
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
