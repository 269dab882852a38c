import { z } from 'zod';

/**
 * The texts of the catalogue start's first paint (the page the server writes into index.html on
 * /catalog, before any script), per UI language: the web build writes them from the shop area's i18n
 * files to `prepaint.json` (apps/web/vite.config.ts), and the server reads that file at start
 * (apps/api/src/http/catalogue-prepaint.ts).
 */
export const catalogueFirstPaintTextsSchema = z.record(
  z.string(),
  z.object({
    title: z.string(),
    chooseType: z.string(),
    guestNotice: z.string(),
    guestLogin: z.string(),
    /** The tile picture's alternative text, with `{{title}}` for the course type's title. */
    tileAlt: z.string(),
  }),
);
export type CatalogueFirstPaintTexts = z.infer<typeof catalogueFirstPaintTextsSchema>;
