import { ApiError } from '@campus/contracts';
import { fieldErrors, serverFieldErrors } from '../src/authoring/field-errors';

const FIELDS = ['title', 'tags', 'images'] as const;

describe('fieldErrors', () => {
  it('keeps the first message per field, from array paths and dotted ones', () => {
    expect(
      fieldErrors([
        { path: ['title'], message: 'Title is required' },
        { path: ['title'], message: 'Title is too long' },
        { path: 'tags.3', message: 'A tag is too long' },
        { path: ['images', 2], message: 'Upload it again' },
      ]),
    ).toEqual({ title: 'Title is required', tags: 'A tag is too long', images: 'Upload it again' });
  });

  it("drops what is not one of the form's fields, and paths that do not start with a name", () => {
    expect(
      fieldErrors(
        [
          { path: ['providerId'], message: 'Not yours' },
          { path: [0], message: 'Odd' },
          { path: ['tags'], message: 'Too many tags' },
        ],
        { fields: FIELDS },
      ),
    ).toEqual({ tags: 'Too many tags' });
  });

  it("puts the form's own wording in place of the schema's", () => {
    expect(
      fieldErrors([{ path: ['tags', 1], message: 'Too big' }], { rename: { tags: 'Up to 10 tags' } }),
    ).toEqual({ tags: 'Up to 10 tags' });
  });
});

describe('serverFieldErrors', () => {
  const reply = (body: unknown, status = 400) => new ApiError(status, JSON.stringify(body));

  it("reads a 400's issues at the form's fields", () => {
    const error = reply({
      message: 'Invalid input',
      issues: [
        { path: 'images.0', message: 'Each photo must be an image you uploaded.' },
        { path: 'sellerId', message: 'Not yours' },
      ],
    });
    expect(serverFieldErrors(error, FIELDS)).toEqual({ images: 'Each photo must be an image you uploaded.' });
  });

  it('gives nothing for other statuses, other errors, text that is not JSON, or malformed issues', () => {
    expect(serverFieldErrors(reply({ issues: [{ path: 'title', message: 'x' }] }, 409), FIELDS)).toEqual({});
    expect(serverFieldErrors(new Error('400: {}'), FIELDS)).toEqual({});
    expect(serverFieldErrors(new ApiError(400, 'not json'), FIELDS)).toEqual({});
    expect(serverFieldErrors(reply({ issues: [{ path: ['title'], message: 'x' }] }), FIELDS)).toEqual({});
  });
});
