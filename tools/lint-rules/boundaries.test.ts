import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of ARCHITECTURE.md "Rules that keep rooms clean" must fire: each case lints a
 * small module placed (virtually) in the real tree with the repository's eslint.config.js and the real
 * files it imports, so a rule that stops resolving or a zone that stops matching fails here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let eslint: ESLint;
beforeAll(() => {
  // ignore: false so the cycle fixtures (ignored by `eslint .`) are linted here.
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result?.messages ?? [];
}

const rulesOf = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId);

/** An internal file (not index.ts) of an area, as an extension-less specifier relative to the area. */
function internalOf(areaDir: string): string {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
    );
  const file = walk(areaDir)
    .map((f) => path.relative(areaDir, f))
    .find((f) => /\.tsx?$/.test(f) && !/(^|\/)index\.ts$/.test(f) && !/\.test\.tsx?$/.test(f));
  if (!file) throw new Error(`no internal file in ${areaDir}`);
  return file.replace(/\.tsx?$/, '');
}

const uses = (specifier: string) => `import * as other from '${specifier}';\n\nexport default other;\n`;

describe('web: shared → features → pages → app, another feature only through its index.ts', () => {
  it('refuses shared/ importing a feature', async () => {
    const messages = await lint('apps/web/src/shared/lib/fixture.ts', uses('../../features/cart'));
    expect(rulesOf(messages)).toContain('import-x/no-restricted-paths');
  });

  it("refuses a feature importing another feature's internals (extension-less)", async () => {
    const internal = internalOf('apps/web/src/features/shop');
    const messages = await lint(
      'apps/web/src/features/cart/model/fixture.ts',
      uses(`../../shop/${internal}`),
    );
    expect(rulesOf(messages)).toContain('import-x/no-restricted-paths');
  });

  it("refuses a page importing a feature's internals", async () => {
    const internal = internalOf('apps/web/src/features/cart');
    const messages = await lint(
      'apps/web/src/pages/cart/fixture.tsx',
      uses(`../../features/cart/${internal}`),
    );
    expect(rulesOf(messages)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing a page', async () => {
    const messages = await lint(
      'apps/web/src/features/cart/model/fixture.ts',
      uses('../../../pages/cart/cart-pages'),
    );
    expect(rulesOf(messages)).toContain('import-x/no-restricted-paths');
  });

  it('refuses a page importing another page', async () => {
    const messages = await lint('apps/web/src/pages/payment/fixture.tsx', uses('../auth/auth-page'));
    expect(rulesOf(messages)).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import another feature through its index.ts, and its own internals', async () => {
    const ownInternal = internalOf('apps/web/src/features/cart');
    expect(await lint('apps/web/src/features/cart/fixture.ts', uses('../shop'))).toEqual([]);
    expect(await lint('apps/web/src/features/cart/fixture.ts', uses(`./${ownInternal}`))).toEqual([]);
    expect(await lint('apps/web/src/pages/cart/fixture.tsx', uses('../../features/cart'))).toEqual([]);
  });
});

describe('api: a module reaches another only through its index.ts', () => {
  it("refuses a module importing another module's internal file", async () => {
    const internal = internalOf('apps/api/src/modules/coupons');
    const messages = await lint('apps/api/src/modules/cart/fixture.ts', uses(`../coupons/${internal}.js`));
    expect(rulesOf(messages)).toContain('import-x/no-restricted-paths');
  });

  it("refuses code outside the modules importing a module's internal file", async () => {
    const internal = internalOf('apps/api/src/modules/student');
    const messages = await lint('apps/api/src/seed/fixture.ts', uses(`../modules/student/${internal}.js`));
    expect(rulesOf(messages)).toContain('import-x/no-restricted-paths');
  });

  it('refuses db/ importing a module', async () => {
    const messages = await lint('apps/api/src/db/fixture.ts', uses('../modules/shop/index.js'));
    expect(rulesOf(messages)).toContain('import-x/no-restricted-paths');
  });

  it('lets a module import another through ../Y/index.js', async () => {
    expect(await lint('apps/api/src/modules/cart/fixture.ts', uses('../coupons/index.js'))).toEqual([]);
  });
});

describe('contracts import no app', () => {
  it('refuses contracts importing an app file', async () => {
    const messages = await lint('packages/contracts/src/fixture.ts', uses('../../../apps/api/src/config.js'));
    expect(rulesOf(messages)).toContain('import-x/no-restricted-paths');
  });
});

describe('no import cycles', () => {
  it('refuses a cycle', async () => {
    const messages = await lint('tools/lint-rules/fixtures/cycle/b.ts', uses('./a'));
    expect(rulesOf(messages)).toContain('import-x/no-cycle');
  });
});

describe('web: query keys are written only inside queryOptions', () => {
  const file = 'apps/web/src/features/cart/api/fixture.ts';
  const header =
    "import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';\n\nconst queryFn = () => Promise.resolve(1);\n";
  const refused = (messages: Linter.LintMessage[]) =>
    messages.filter((m) => m.ruleId === 'no-restricted-syntax');

  it('refuses an inline useQuery({ queryKey: [...], queryFn })', async () => {
    const messages = await lint(
      file,
      `${header}export const useX = () => useQuery({ queryKey: ['x'], queryFn });\n`,
    );
    expect(refused(messages).length).toBeGreaterThan(0);
  });

  it('refuses a key literal in an invalidation, a cache write, or a key built outside queryOptions', async () => {
    const invalidate = await lint(
      file,
      `${header}export function useY() {\n  const client = useQueryClient();\n  return () => client.invalidateQueries({ queryKey: ['x'] });\n}\n`,
    );
    expect(refused(invalidate)).toHaveLength(1);
    const write = await lint(
      file,
      `${header}export function useY() {\n  const client = useQueryClient();\n  return () => client.setQueryData(['x'], 1);\n}\n`,
    );
    expect(refused(write)).toHaveLength(1);
    const factory = await lint(
      file,
      `${header}const keys = { x: () => ['x'] as const };\nexport const xQueryOptions = () => queryOptions({ queryKey: keys.x(), queryFn });\n`,
    );
    expect(refused(factory)).toHaveLength(1);
    const localPrefix = await lint(
      file,
      `${header}import { queryKeyPrefix } from '../../../shared/api';\n\nexport const xKey = (id: number) => queryKeyPrefix('x', String(id));\n`,
    );
    expect(refused(localPrefix)).toHaveLength(1);
  });

  it('accepts queryOptions({ queryKey: [...], queryFn }) and reading its key, or a module-level prefix', async () => {
    const code = `${header}import { queryKeyPrefix } from '../../../shared/api';

export const xKeyPrefix = queryKeyPrefix('x');
export const xQueryOptions = () => queryOptions({ queryKey: [...xKeyPrefix.queryKey, 'one'], queryFn });
export const useX = () => useQuery(xQueryOptions());
export function useY() {
  const client = useQueryClient();
  return () => {
    client.setQueryData(xQueryOptions().queryKey, 2);
    return client.invalidateQueries({ queryKey: xKeyPrefix.queryKey });
  };
}
`;
    expect(await lint(file, code)).toEqual([]);
  });
});
