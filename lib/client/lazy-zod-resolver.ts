import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

import { lazyOnce } from './lazy-once';

export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts the download early, e.g. when someone first focuses the form. */
  preload: () => void;
};

/**
 * zodResolver for a schema that is downloaded on first use: zod and the resolver stay out of the page's first
 * load and arrive when the form is first focused or validated. The messages and rules are the schema's own.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): LazyResolver<z.input<Schema>, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  const load = lazyOnce(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Loaded,
    ),
  );
  const resolver: Loaded = async (values, context, options) => (await load())(values, context, options);
  // lazyOnce keeps a handler on the download, so a failed preload is not an unhandled rejection.
  return Object.assign(resolver, { preload: () => void load() });
}
