/**
 * The files in public/ that the proxy sees: its matcher skips `images/` and `videos/` (PUBLIC_FOLDERS_SKIPPED_BY_PROXY), so
 * these are the ones outside it. Every other path with a file extension is answered with the not-found page,
 * rendered on the server (lib/edge/closed-routes.ts). tests/unit/public-files.test.ts checks the list against public/.
 */
export const publicFiles = ['/logo-mark.svg', '/logo.svg'] as const;

/** Folders of public/ left out of the proxy's matcher altogether ('/((?!…|images/|…).*)' in proxy.ts). */
export const PUBLIC_FOLDERS_SKIPPED_BY_PROXY = ['images', 'videos'] as const;

const publicFileSet: ReadonlySet<string> = new Set(publicFiles);

/** Whether `path` (decoded, with its leading slash) is one of the files above. */
export function isPublicFile(path: string): boolean {
  return publicFileSet.has(path);
}
