import { afterEach, describe, expect, it, vi } from 'vitest';
import { logNotFound, missingPage } from '@/lib/edge/not-found-log';

afterEach(() => vi.restoreAllMocks());

describe('not-found logging', () => {
  it('writes one line naming the path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logNotFound('/courses/no-such-course');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('[404] Page not found: "/courses/no-such-course"');
  });

  it('cannot be made to forge a second log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logNotFound('/x\n[200] fine');
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('\n');
  });

  it('missingPage logs, then throws Next’s not-found signal', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => missingPage('/locations/atlantis')).toThrow();
    expect(warn).toHaveBeenCalledWith('[404] Page not found: "/locations/atlantis"');
  });
});
