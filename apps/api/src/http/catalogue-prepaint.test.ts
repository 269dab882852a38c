import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cataloguePrepaint, readPrepaintTexts } from './catalogue-prepaint.js';

const TEXTS = {
  title: 'Магазин курсов',
  chooseType: 'Выберите формат обучения',
  guestNotice: 'Вы гость & читаете каталог.',
  guestLogin: 'Войти',
  tileAlt: 'Иллюстрация: {{title}}',
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A web build's folder holding `prepaint.json` with `text` (or none). */
function buildWith(text?: string): string {
  dir = mkdtempSync(join(tmpdir(), 'prepa-prepaint-'));
  if (text !== undefined) writeFileSync(join(dir, 'prepaint.json'), text);
  return dir;
}

describe("the catalogue start's first paint", () => {
  it("reads the web build's texts, and none from a build without them or with unreadable ones", () => {
    expect(readPrepaintTexts(buildWith(JSON.stringify({ ru: TEXTS })))).toEqual({ ru: TEXTS });
    expect(readPrepaintTexts(buildWith())).toBeNull();
    expect(readPrepaintTexts(buildWith('{"ru": '))).toBeNull();
    expect(readPrepaintTexts(buildWith(JSON.stringify({ ru: { title: 'Магазин' } })))).toBeNull();
  });

  it('draws the texts and a link per tile, escaped, with the first row of pictures first', () => {
    const html = cataloguePrepaint(
      TEXTS,
      [1, 2, 3, 4].map((n) => ({ href: `/catalog/t${n}`, image: `/images/t${n}.svg`, title: `Тип <${n}>` })),
      '/auth/login?redirect=%2Fcatalog',
    );
    expect(html).toContain(
      'Вы гость &amp; читаете каталог. <a href="/auth/login?redirect=%2Fcatalog">Войти</a>',
    );
    expect(html).toContain(
      '<a class="boot-tile" href="/catalog/t1"><div class="boot-tile-card"><img src="/images/t1.svg" alt="Иллюстрация: Тип &lt;1&gt;" fetchpriority="high"><h2 class="boot-tile-title">Тип &lt;1&gt;</h2>',
    );
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(3);
    expect(html).toContain('<img src="/images/t4.svg" alt="Иллюстрация: Тип &lt;4&gt;">');
  });
});
