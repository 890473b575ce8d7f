import { describe, expect, it } from 'vitest';
import { errorMessageKey, fieldErrorsOf } from '../../src/providers/saveErrors';

const rejected = (body: object) => Object.assign(new Error('Bad input'), { body });

describe("the API's field errors on a form", () => {
  const rules = { conflict: ['name', 'app.brands.nameTaken'] as [string, string], fields: ['name', 'sizes'] };

  it('puts each detail under its field, the first one winning, and leaves other fields to the notification', () => {
    const error = rejected({
      code: 'VALIDATION',
      details: [
        { field: 'body.name', code: 'COMMA', message: 'no commas' },
        { field: 'name', code: 'REQUIRED' },
        { field: 'sizes.2', code: 'MAXLENGTH', message: 'Too long.' },
        { field: 'secret', code: 'REQUIRED' },
      ],
    });
    expect(fieldErrorsOf(error, rules)).toEqual({ name: 'app.validation.noComma', sizes: 'Too long.' });
    expect(fieldErrorsOf(error, { conflict: rules.conflict })).toMatchObject({ secret: 'ra.validation.required' });
  });

  it('explains a control or invisible character in the interface language', () => {
    const error = rejected({ code: 'VALIDATION', details: [{ field: 'name', code: 'CONTROL_CHARACTER', message: 'must not contain control or format characters' }] });
    expect(fieldErrorsOf(error, rules)).toEqual({ name: 'app.validation.controlCharacter' });
  });

  it('places a duplicate on the conflict field and gives nothing for other failures', () => {
    expect(fieldErrorsOf(rejected({ code: 'CONFLICT' }), rules)).toEqual({ name: 'app.brands.nameTaken' });
    expect(fieldErrorsOf(rejected({ code: 'NOT_FOUND' }), rules)).toBeUndefined();
    expect(fieldErrorsOf(new Error('offline'), rules)).toBeUndefined();
  });

  it("names the translation of the API's code, else the message", () => {
    expect(errorMessageKey(rejected({ code: 'CONFLICT' }))).toBe('app.errors.CONFLICT');
    expect(errorMessageKey(new Error('offline'))).toBe('offline');
    expect(errorMessageKey(null)).toBe('ra.notification.http_error');
  });
});
