import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** vnu.jar as the `vnu-jar` package installs it (the tests run from the project root). */
const VNU_JAR = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');

type NuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

/**
 * The Nu HTML Checker's errors for each document, by name: one JVM start for all of them (a start per page took
 * seconds each on two cores). HTML only: its CSS parser does not know Tailwind 4's modern CSS, and the site's CSS
 * is in external files anyway, so inline style attributes are the only CSS it would see.
 */
export async function nuErrors(
  documents: readonly { name: string; html: string }[],
): Promise<Map<string, string[]>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-'));
  try {
    const files = new Map<string, string>();
    documents.forEach((document, index) => {
      const file = path.join(dir, `${String(index).padStart(4, '0')}.html`);
      writeFileSync(file, document.html);
      files.set(`file:${file}`, document.name);
    });
    const { stdout } = await run(
      'java',
      ['-Xss1m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', dir],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    const errors = new Map<string, string[]>(documents.map((document) => [document.name, []]));
    for (const message of messages) {
      if (message.type !== 'error' && message.subType !== 'fatal') continue;
      const name = files.get(message.url ?? '') ?? message.url ?? '(checker)';
      const list = errors.get(name) ?? [];
      list.push(
        `line ${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`,
      );
      errors.set(name, list);
    }
    return errors;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
