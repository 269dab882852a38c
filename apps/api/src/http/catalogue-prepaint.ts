import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueFirstPaintTextsSchema, type CatalogueFirstPaintTexts } from '@prepa/contracts';
import { escapeHtml } from './html.js';

/**
 * The catalogue start's texts as the SPA shows them, per UI language (the web build's `prepaint.json`,
 * in the contracts' shape), in `dir`; or null when it has none or they cannot be read (the page is
 * then served without its first paint, as before).
 */
export function readPrepaintTexts(dir: string): CatalogueFirstPaintTexts | null {
  const file = join(dir, 'prepaint.json');
  if (!existsSync(file)) return null;
  try {
    const parsed = catalogueFirstPaintTextsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A course type's tile as the catalogue's start draws it. */
export interface PrepaintTile {
  href: string;
  image: string;
  title: string;
}

/**
 * The catalogue start (`/catalog`) as HTML, painted before any script: the page's heading, the
 * guest's notice, and a link with its picture per course type. The SPA's stylesheet draws it where the
 * page will be (`.boot-page` in apps/web/src/app/global.css), over the app until the page renders and
 * removes it (`dropPrepaint`); without JavaScript its links still lead to each course type.
 */
export function cataloguePrepaint(
  texts: CatalogueFirstPaintTexts[string],
  tiles: readonly PrepaintTile[],
  loginHref: string,
): string {
  const tileHtml = tiles
    .map((tile, i) => {
      const alt = texts.tileAlt.replace('{{title}}', tile.title);
      // The first row is the page's largest paint: fetched before the rest, as the SPA's tiles are.
      const priority = i < 3 ? ' fetchpriority="high"' : '';
      return (
        `<a class="boot-tile" href="${escapeHtml(tile.href)}"><div class="boot-tile-card">` +
        `<img src="${escapeHtml(tile.image)}" alt="${escapeHtml(alt)}"${priority}>` +
        `<h2 class="boot-tile-title">${escapeHtml(tile.title)}</h2></div></a>`
      );
    })
    .join('');
  return (
    `<div id="prepa-prepaint" class="boot-page"><div class="boot-page-content">` +
    `<h1 class="boot-title">${escapeHtml(texts.title)}</h1>` +
    `<div class="boot-notice">${escapeHtml(texts.guestNotice)} ` +
    `<a href="${escapeHtml(loginHref)}">${escapeHtml(texts.guestLogin)}</a></div>` +
    `<p class="boot-dimmed">${escapeHtml(texts.chooseType)}</p>` +
    `<div class="boot-tiles">${tileHtml}</div></div></div>`
  );
}
