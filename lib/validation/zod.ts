import { config } from 'zod';

// zod 4 probes for `new Function` to compile fast object parsers. The site's CSP forbids eval in the browser, so
// the probe is blocked (and reported as a CSP violation) the first time a form parses: parse without it.
config({ jitless: true });

export * from 'zod';
