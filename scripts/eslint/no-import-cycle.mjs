// An ESLint rule, in plain JavaScript: eslint.config.mjs loads it without a TypeScript step.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';

import ts from 'typescript';

/*
 * No import cycle among the project's own modules at run time (issue 17). It replaces `import/no-cycle`, which
 * parsed every module again with its own parser for each file it linted and took a third of `npm run lint`
 * (13.6 of 39 s); this reads each module once per run with TypeScript's parser (about a second for the tree).
 *
 * What counts is what runs: static imports and re-exports, `import()` and `require()`. `import type`,
 * `export type` and imports whose every name is `type` vanish at run time and never count. Packages never do:
 * only the project's modules (relative paths and the `@/` alias) can form a cycle.
 */

const root = process.cwd();
const extensions = ['.ts', '.tsx', '.mjs', '.js'];
const declaration = /\.d\.[mc]?ts$/;

/** @type {Map<string, { stamp: string, imports: string[] }>} one entry a module, read again when its file changes */
const importsByFile = new Map();

/** The module a specifier names, or null for a package, a declaration file or something not on disk. */
function resolveSpecifier(specifier, fromFile) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, specifier.slice(2));
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = resolve(dirname(fromFile), specifier);
  else return null;
  const candidates = extensions.includes(extname(base))
    ? [base]
    : [
        ...extensions.map((extension) => base + extension),
        ...extensions.map((extension) => join(base, `index${extension}`)),
      ];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found && !declaration.test(found) ? found : null;
}

/** True when an import clause or an export declaration names only types, so nothing of it is left at run time. */
function onlyTypes(clause) {
  // A bare `import './x'` runs the module.
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  // import { type A, type B } from '...' / export { type A } from '...'
  const named = ts.isImportClause(clause)
    ? clause.name
      ? undefined
      : clause.namedBindings
    : clause.exportClause;
  if (!named || !(ts.isNamedImports(named) || ts.isNamedExports(named))) return false;
  return named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly);
}

/** Every run-time import of a module's source: { specifier, start, end } with its offsets in the text. */
function runtimeImports(fileName, text) {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const add = (literal, node) =>
    found.push({ specifier: literal.text, start: node.getStart(source), end: node.end });
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!onlyTypes(node.importClause) && ts.isStringLiteral(node.moduleSpecifier))
        add(node.moduleSpecifier, node);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !onlyTypes(node)) {
        add(node.moduleSpecifier, node);
      }
      return;
    }
    if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((isImport || isRequire) && first && ts.isStringLiteralLike(first)) add(first, node);
    }
    // Types (import('x').T in a type position included) never run.
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The project modules a file on disk imports at run time. */
function importsOf(file) {
  const stats = statSync(file);
  const stamp = `${stats.mtimeMs}:${stats.size}`;
  const cached = importsByFile.get(file);
  if (cached?.stamp === stamp) return cached.imports;
  const imports = runtimeImports(file, readFileSync(file, 'utf8'))
    .map(({ specifier }) => resolveSpecifier(specifier, file))
    .filter((target) => target !== null);
  importsByFile.set(file, { stamp, imports });
  return imports;
}

/** The shortest chain of run-time imports from `start` back to `goal`, or null when there is none. */
function pathBack(start, goal) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === goal) {
        const chain = [goal];
        for (let step = file; step !== null; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: "Forbids a cycle of run-time imports among the project's own modules." },
    schema: [],
    messages: { cycle: 'Dependency cycle: {{chain}}' },
  },
  create(context) {
    const file = resolve(context.filename);
    return {
      Program() {
        const text = context.sourceCode.text;
        for (const { specifier, start, end } of runtimeImports(file, text)) {
          const target = resolveSpecifier(specifier, file);
          if (target === null) continue;
          const chain = target === file ? [file] : pathBack(target, file);
          if (chain === null) continue;
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(start),
              end: context.sourceCode.getLocFromIndex(end),
            },
            messageId: 'cycle',
            data: { chain: [file, ...chain].map((step) => relative(root, step)).join(' -> ') },
          });
        }
      },
    };
  },
};

/** The plugin eslint.config.mjs registers as `project`. */
const projectRules = { rules: { 'no-import-cycle': noImportCycle } };
export default projectRules;
