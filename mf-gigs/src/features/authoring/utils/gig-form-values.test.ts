import { GIG_INPUT_MESSAGES, gigCreate } from '@campus/contracts';
import { fieldErrors } from '@campus/ui';
import { EMPTY_GIG_FORM, gigInput, keepPriceCharacters, parsePrice, parseTags } from './gig-form-values';

describe('hourly rate input', () => {
  it.each([
    ['25', '25'],
    ['025', '25'],
    ['0', '0'],
    ['0.5', '0.5'],
    ['12.50', '12.50'],
    ['1.2.3', '1.23'],
    ['$1,000.5', '1000.5'],
    ['abc', ''],
    ['-5', '5'],
    ['.', '.'],
  ])('keeps digits and one decimal point: %p -> %p', (typed, kept) => {
    expect(keepPriceCharacters(typed)).toBe(kept);
  });

  it.each([
    ['25', 25],
    ['12.5', 12.5],
    ['', 0],
    ['.', 0],
  ])('reads %p as %p (unparsable is 0)', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });
});

describe('tags', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(parseTags(' calculus, exam prep , ,online,')).toEqual(['calculus', 'exam prep', 'online']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('the form checked with the contract schema', () => {
  it("gives the contract's messages for an empty form", () => {
    const result = gigCreate.safeParse(gigInput(EMPTY_GIG_FORM, 3));
    expect(fieldErrors(result.error?.issues ?? [])).toEqual({
      title: GIG_INPUT_MESSAGES.titleRequired,
      description: GIG_INPUT_MESSAGES.descriptionRequired,
      category: GIG_INPUT_MESSAGES.categoryRequired,
      price: GIG_INPUT_MESSAGES.priceTooLow,
    });
  });

  it('sends the signed-in provider, no blank location or image, and the parsed tags', () => {
    const result = gigCreate.safeParse(
      gigInput(
        {
          title: '  Guitar lessons ',
          description: 'Beginner chords.',
          category: 'Music Lessons',
          price: '30.5',
          location: '   ',
          tags: 'guitar, , beginners',
          imageUrl: '',
        },
        12,
      ),
    );
    expect(result.data).toEqual({
      title: 'Guitar lessons',
      description: 'Beginner chords.',
      category: 'Music Lessons',
      price: 30.5,
      location: null,
      tags: ['guitar', 'beginners'],
      imageUrl: null,
      providerId: 12,
    });
  });
});
