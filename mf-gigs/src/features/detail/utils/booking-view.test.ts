import { bookingView } from './booking-view';

it("offers the provider their gig's controls, paused or not", () => {
  expect(bookingView({ canEdit: true, canBook: false, status: 'active' })).toBe('own');
  expect(bookingView({ canEdit: true, canBook: false, status: 'inactive' })).toBe('own');
});

it('offers nobody a paused gig', () => {
  expect(bookingView({ canEdit: false, canBook: false, status: 'inactive' })).toBe('paused');
});

it('offers booking of an active gig to students and visitors', () => {
  expect(bookingView({ canEdit: false, canBook: true, status: 'active' })).toBe('book');
  expect(bookingView({ canEdit: false, canBook: false, status: 'active' })).toBe('book');
});
