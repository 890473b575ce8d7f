import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorMessageKey, errorNotice, fieldErrorsOf, useNotifyError } from '../../src/providers/saveErrors';

const notify = vi.hoisted(() => vi.fn());
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  useNotify: () => notify,
  useTranslate: () => translate,
}));

const rejected = (body: object) => Object.assign(new Error('Bad input'), { body });
// Answers the key and its values, so the test sees which text a detail gets.
const translate = (key: string, options: Record<string, unknown> = {}) =>
  key.startsWith('resources.') ? `<${key.split('.').pop()}>` : `${key}${JSON.stringify(options)}`;

describe("the API's field errors on a form", () => {
  const rules = {
    resource: 'brands',
    conflict: ['name', 'app.brands.nameTaken'] as [string, string],
    fields: ['name', 'sizes'],
  };

  it('puts the translated text of each detail under its field, the first one winning, and leaves other fields to the notification', () => {
    const error = rejected({
      code: 'VALIDATION',
      details: [
        { field: 'body.name', code: 'COMMA', message: 'no commas' },
        { field: 'name', code: 'REQUIRED' },
        { field: 'sizes.2', code: 'MAXLENGTH', message: 'Too long.', params: { max: 20 } },
        { field: 'secret', code: 'REQUIRED' },
      ],
    });
    expect(fieldErrorsOf(error, rules, translate)).toEqual({
      name: 'app.errors.details.COMMA{"field":"<name>"}',
      sizes: 'app.errors.details.MAXLENGTH{"max":20,"field":"<sizes>"}',
    });
    expect(fieldErrorsOf(error, { resource: 'brands', conflict: rules.conflict }, translate)).toMatchObject({
      secret: 'app.errors.details.REQUIRED{"field":"<secret>"}',
    });
  });

  it('reads a code it does not know, or one without the limit its text needs, as "not valid"', () => {
    const error = rejected({
      code: 'VALIDATION',
      details: [
        { field: 'name', code: 'SOMETHING_NEW', message: 'English text' },
        { field: 'sizes', code: 'MAXLENGTH', message: 'Too long.' },
      ],
    });
    expect(fieldErrorsOf(error, rules, translate)).toEqual({
      name: 'app.errors.details.INVALID{"field":"<name>"}',
      sizes: 'app.errors.details.INVALID{"field":"<sizes>"}',
    });
  });

  it('explains a control or invisible character in the interface language', () => {
    const error = rejected({
      code: 'VALIDATION',
      details: [{ field: 'name', code: 'CONTROL_CHARACTER', message: 'must not contain control or format characters' }],
    });
    expect(fieldErrorsOf(error, rules, translate)).toEqual({
      name: 'app.errors.details.CONTROL_CHARACTER{"field":"<name>"}',
    });
  });

  it('places a duplicate on the conflict field and gives nothing for other failures', () => {
    expect(fieldErrorsOf(rejected({ code: 'CONFLICT' }), rules, translate)).toEqual({ name: 'app.brands.nameTaken' });
    expect(fieldErrorsOf(rejected({ code: 'NOT_FOUND' }), rules, translate)).toBeUndefined();
    expect(fieldErrorsOf(new Error('offline'), rules, translate)).toBeUndefined();
  });

  it('notifies the answer and the details no form field shows, each naming its field', () => {
    const error = rejected({
      code: 'VALIDATION',
      details: [
        { field: 'changes.sizeSystem', code: 'ENUM', params: { values: 'BR, US' } },
        { field: 'name', code: 'COMMA' },
      ],
    });
    expect(errorNotice(error, translate, 'brands', ['name'])).toBe(
      'app.errors.VALIDATION{"_":"Bad input"} app.errors.details.ENUM{"values":"BR, US","field":"<sizeSystem>"}',
    );
  });

  it("names the translation of the API's code, else the message", () => {
    expect(errorMessageKey(rejected({ code: 'CONFLICT' }))).toBe('app.errors.CONFLICT');
    expect(errorMessageKey(new Error('offline'))).toBe('offline');
    // Neither: the generic failure of spec 8, 'Error while performing action.'.
    expect(errorMessageKey(null)).toBe('app.errors.generic');
  });
});

describe('reporting a failed call', () => {
  const error = rejected({
    code: 'VALIDATION',
    details: [
      { field: 'name', code: 'COMMA' },
      { field: 'sizes', code: 'REQUIRED' },
    ],
  });

  it("notifies the code's text and each detail naming the resource's field, leaving out the fields a form shows", () => {
    const { result } = renderHook(() => useNotifyError('brands'));
    result.current(error, { shownFields: ['sizes'] });
    const text = 'app.errors.VALIDATION{"_":"Bad input"} app.errors.details.COMMA{"field":"<name>"}';
    expect(notify).toHaveBeenLastCalledWith(text, { type: 'error', messageArgs: { _: text } });
  });

  it('only asks to check the fields (the warning notice) when every refused field shows why under it', () => {
    const { result } = renderHook(() => useNotifyError('brands'));
    result.current(error, { shownFields: ['name', 'sizes'] });
    expect(notify).toHaveBeenLastCalledWith('app.snackbar.warning', { type: 'warning' });
    result.current(rejected({ code: 'CONFLICT' }), { shownFields: ['name'] });
    expect(notify.mock.lastCall?.[1]).toEqual(expect.objectContaining({ type: 'error' }));
  });

  it("given as a mutation's onError, never takes the mutation's variables for fields", () => {
    const { result } = renderHook(() => useNotifyError('brands'));
    const onError = result.current as (error: unknown, variables: unknown) => void;
    onError(error, ['name', 'sizes']);
    expect(notify.mock.lastCall?.[0]).toContain('details.COMMA');
    expect(notify.mock.lastCall?.[0]).toContain('details.REQUIRED');
  });
});
