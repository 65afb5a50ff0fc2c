import { describe, expect, it, vi } from 'vitest';

import { formCodePreloader } from '@/lib/client/lazy-toast';

describe('formCodePreloader', () => {
  it("starts each of the form's downloads on every call and handles a failed one (no unhandled rejection)", () => {
    const validator = vi.fn(() => Promise.resolve('schema'));
    const offline = Promise.reject(new Error('offline'));
    const handled = vi.spyOn(offline, 'catch');
    const mail = vi.fn(() => offline);
    const plain = vi.fn();
    const preload = formCodePreloader(validator, mail, plain);

    preload();
    preload();

    expect(validator).toHaveBeenCalledTimes(2);
    expect(mail).toHaveBeenCalledTimes(2);
    expect(plain).toHaveBeenCalledTimes(2);
    expect(handled).toHaveBeenCalledTimes(2);
  });
});
