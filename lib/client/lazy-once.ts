/**
 * A download that starts at most once: every call shares the first promise. A failed one is forgotten, so the next
 * call tries again (a dropped connection must not leave a form unable to validate for the rest of the visit).
 */
export function lazyOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let ready: Promise<T> | undefined;
  return () => {
    if (!ready) {
      const attempt = load();
      ready = attempt;
      attempt.catch(() => {
        if (ready === attempt) ready = undefined;
      });
    }
    return ready;
  };
}
