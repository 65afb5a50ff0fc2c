/** A Content-Security-Policy header as its directives: lower-case name to its values. */
export function cspDirectives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name.toLowerCase(), values]),
  );
}
