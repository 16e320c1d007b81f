import { ApiError } from '@campus/contracts';
import { httpStatus } from './http-status';

it('reads the status of an ApiError from any bundle', () => {
  expect(httpStatus(new ApiError(404, 'Not Found'))).toBe(404);
  // What another bundle's ApiError looks like from here: an Error with a numeric status.
  expect(httpStatus(Object.assign(new Error('404: Not Found'), { status: 404 }))).toBe(404);
  expect(httpStatus(new Error('offline'))).toBeUndefined();
  expect(httpStatus('nope')).toBeUndefined();
});
