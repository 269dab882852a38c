import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as constants from './index.js';
import * as contracts from '../index.js';

const dir = import.meta.dirname;
const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('@prepa/contracts/constants', () => {
  it.each(modules)('%s imports nothing but other constants modules (no zod)', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    const specifiers = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    for (const specifier of specifiers) expect(specifier).toMatch(/^\.\/[\w-]+\.js$/);
  });

  it('every module of the directory is in its index', () => {
    const index = readFileSync(join(dir, 'index.ts'), 'utf8');
    for (const file of modules.filter((f) => f !== 'index.ts')) {
      expect(index).toContain(`from './${file.replace(/\.ts$/, '.js')}'`);
    }
  });

  it('exports the same values as the main entry', () => {
    const main: Record<string, unknown> = contracts;
    const names = Object.keys(constants);
    expect(names.length).toBeGreaterThan(50);
    for (const [name, value] of Object.entries(constants)) expect(main[name], name).toBe(value);
  });

  it('idFromPath takes what idParamSchema takes among path segments of digits, and nothing else', () => {
    for (const raw of [
      '1',
      '42',
      '007',
      '2147483647',
      '2147483648',
      '0',
      '',
      '-1',
      '1.5',
      '1e3',
      ' 1',
      undefined,
    ]) {
      const parsed =
        raw !== undefined && /^\d+$/.test(raw) ? contracts.idParamSchema.safeParse(raw) : undefined;
      expect(constants.idFromPath(raw), String(raw)).toBe(parsed?.success ? parsed.data : null);
    }
    expect(constants.idFromPath('42')).toBe(42);
  });
});
