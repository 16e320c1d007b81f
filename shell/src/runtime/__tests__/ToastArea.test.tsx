import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { useToast } from '../toast/useToast';
import { Button } from '@campus/ui';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <Button onClick={() => toast({ title: 'First', description: 'one' })}>first</Button>
      <Button onClick={() => toast({ title: 'Broken', description: 'two', variant: 'destructive' })}>
        second
      </Button>
    </>
  );
}

describe('ToastArea', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new one replaces the current one', () => {
    renderWithProviders(<Trigger />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('status')).toHaveTextContent('Firstone');
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Brokentwo');
  });

  it('closes after 5000 ms by default and on the close button', () => {
    jest.useFakeTimers();
    renderWithProviders(<Trigger />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });
});
