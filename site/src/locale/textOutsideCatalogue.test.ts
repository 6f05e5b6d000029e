import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a visitor reads comes from the catalogues (packages/i18n/messages): this reads the site's pages and
 * sections and every design-system file the site reaches, and lists any text written in them instead: JSX text, a
 * visible attribute (aria-label, alt, title, placeholder, label) given as a literal, or a sentence in a string.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const uiSource = join(root, 'packages/ui/src');

/** Text that stays as written, and why. */
const allowed = new Map([
  // The admin's search boxes are English; the site's passes its own words from the catalogue.
  ['packages/ui/src/components/SearchBox/SearchBox.tsx', ['Clear search']],
]);

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
const isSource = (path: string) => /\.(tsx|astro)$/.test(path) && !/\.(test|stories|fixtures)\.tsx$/.test(path);
const importsOf = (code: string) => [...code.matchAll(/from\s+['"]([^'"]+)['"]/g)].map((match) => match[1] as string);

/** The design system's files the site and its copy import, and all they import in turn. */
function reachedDesignSystem(starts: readonly string[]): string[] {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file) || !existsSync(file)) return;
    reached.add(file);
    for (const spec of importsOf(readFileSync(file, 'utf8'))) if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
  };
  for (const file of starts) {
    for (const spec of importsOf(readFileSync(file, 'utf8'))) {
      const part = /^@fleet\/ui\/((?:components|layout|providers)\/.+)$/.exec(spec)?.[1];
      if (part) visit(join(uiSource, part));
    }
  }
  return [...reached].filter(isSource);
}

const visibleAttributes = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label']);
const words = /[A-Za-z]{2,}/;
const sentence = /^[A-Z][a-z]+[ ,.!?'’-]+[A-Za-z]/;

/** What is written as text in a component or a page's template. */
function writtenText(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  // An error's or a log's words are for developers and operators, not visitors.
  const forDevelopers = (node: ts.Node) => {
    for (let up = node.parent; up; up = up.parent) {
      if (ts.isNewExpression(up) && /Error$/.test(up.expression.getText())) return true;
      if (ts.isCallExpression(up) && /^(console\.|log)/.test(up.expression.getText())) return true;
    }
    return false;
  };
  const inAttribute = (node: ts.Node) => ts.isJsxAttribute(node.parent) || (ts.isJsxExpression(node.parent) && ts.isJsxAttribute(node.parent.parent));
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && visibleAttributes.has(node.name.getText()) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) && words.test(value.text)) found.push(value.text);
    } else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      sentence.test(node.text) &&
      !inAttribute(node) &&
      !forDevelopers(node)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An .astro file's template (not its frontmatter, scripts, styles or comments), read as JSX. */
const astroTemplate = (code: string) =>
  `<>${code
    .replace(/^---[\s\S]*?---/, '')
    .replace(/<!doctype html>/i, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')}</>`;

describe('text outside the catalogues', () => {
  const siteFiles = filesUnder(join(root, 'site/src')).filter(isSource);
  const copyFiles = filesUnder(join(root, 'packages/content/src')).filter((path) => /\.tsx?$/.test(path) && !path.includes('.test.'));
  const designSystem = reachedDesignSystem([...siteFiles, ...copyFiles]);

  it('reaches the design system as the site does', () => {
    expect(designSystem.map((file) => relative(root, file))).toEqual(
      expect.arrayContaining(['packages/ui/src/components/NavigationBar/NavigationBar.tsx', 'packages/ui/src/components/CostCalculator/CostCalculator.tsx']),
    );
  });

  it('finds none in the site or in the design system it shows', () => {
    const written = [...siteFiles, ...designSystem].flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      const path = relative(root, file);
      const exempt = allowed.get(path) ?? [];
      return writtenText(file, file.endsWith('.astro') ? astroTemplate(code) : code)
        .filter((text) => !exempt.includes(text))
        .map((text) => `${path}: ${text}`);
    });
    expect(written).toEqual([]);
  });

  it('would see text written in a component', () => {
    const code = `export const A = () => <p aria-label="Close menu">Read more<b>{t('x')}</b></p>; const b = 'Try again later.';`;
    expect(writtenText('a.tsx', code)).toEqual(['Close menu', 'Read more', 'Try again later.']);
  });
});
