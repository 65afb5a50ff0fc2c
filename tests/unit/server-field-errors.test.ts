import { describe, expect, it, vi } from 'vitest';

import { showServerErrors } from '@/lib/client/server-field-errors';

type Fields = { subject: string; body: string };

describe('showServerErrors', () => {
  it("shows the refusal's errors on the form's own fields and leaves any other name alone", () => {
    const setError = vi.fn();
    showServerErrors<Fields>({ setError }, { body: 'Write the e-mail', audience: 'Choose an audience' }, [
      'subject',
      'body',
    ]);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('body', { type: 'server', message: 'Write the e-mail' });
  });
});
