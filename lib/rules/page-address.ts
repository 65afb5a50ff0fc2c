type SearchParams = Record<string, string | string[] | undefined>;

/**
 * A page's address with the query it was opened with: what a form on a page that reads its query posts back to
 * without JavaScript, so the page rendered with the answer still has what the query chose (a course, a session).
 */
export function pageAddress(path: string, params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(name, one);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
