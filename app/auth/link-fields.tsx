import type { LinkFields } from './link-params';

/** The link's parts as hidden fields of the page's form, so its one button posts them back. */
export function HiddenLinkFields({ link }: { link: LinkFields }) {
  return (
    <>
      {Object.entries(link).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}
