/**
 * next/server's after() outside Next: the task starts at once (as after the response) and `settleAfter()` waits for
 * every task started so far, so a test reads the mail a form's action sent. `holdAfter()` keeps the next tasks
 * instead, for a test of what happens before (or without) the delivery.
 *
 *   vi.mock('next/server', async (original) => ({ ...(await original()), ...(await import('./helpers/after')).nextServerMock }));
 */

type Task = Promise<unknown> | (() => unknown);

const running: Promise<unknown>[] = [];
let held: (() => Promise<unknown>)[] | null = null;

const start = (task: Task) => (typeof task === 'function' ? Promise.resolve().then(task) : task);

export const nextServerMock = {
  after(task: Task): void {
    if (held) held.push(() => start(task));
    else running.push(start(task));
  },
};

/** Waits for every after() task started so far (those they start too); a failed task is the test's to see. */
export async function settleAfter(): Promise<void> {
  while (running.length > 0) await Promise.all(running.splice(0));
}

/** Keeps the after() tasks of `fn` instead of running them: returns fn's answer and the kept tasks. */
export async function holdAfter<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; tasks: (() => Promise<unknown>)[] }> {
  const tasks: (() => Promise<unknown>)[] = [];
  held = tasks;
  try {
    return { result: await fn(), tasks };
  } finally {
    held = null;
  }
}
