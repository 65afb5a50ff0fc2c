import { describe, expect, it } from 'vitest';

import { succeeded } from '@/lib/rules/action-result';
import { echoedValues, formFields, toFormState } from '@/lib/rules/form-state';

function formData(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('form fields for the shared schemas', () => {
  it('gives one string per field and drops React’s own action fields', () => {
    const data = formData([
      ['email', 'a@example.com'],
      ['$ACTION_ID_abc', ''],
      ['$ACTION_REF_1', ''],
    ]);
    expect(formFields(data)).toEqual({ email: 'a@example.com' });
  });

  it('reads lists as arrays (empty when nothing is ticked) and checkboxes as booleans', () => {
    const data = formData([
      ['support', 'literacy'],
      ['support', 'numeracy'],
      ['agree', 'on'],
    ]);
    expect(formFields(data, { lists: ['support', 'other'], flags: ['agree', 'news'] })).toEqual({
      support: ['literacy', 'numeracy'],
      other: [],
      agree: true,
      news: false,
    });
  });
});

describe('values echoed to the form', () => {
  it('never sends a password, token or file back', () => {
    const data = formData([
      ['email', 'a@example.com'],
      ['password', 'hunter2hunter2'],
      ['confirmPassword', 'hunter2hunter2'],
      ['token', 'abc'],
      ['id', new Blob(['x'])],
    ]);
    expect(echoedValues(data)).toEqual({ email: 'a@example.com' });
    expect(toFormState(succeeded(null, 'Done'), data)).toMatchObject({
      ok: true,
      message: 'Done',
      values: { email: 'a@example.com' },
    });
  });
});
