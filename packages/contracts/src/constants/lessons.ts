/**
 * The zod-free part of `lessons.ts` (issue 9): video providers recognised by address, the live /
 * recorded / upcoming state from time, materials' kinds and the constants. A screen that shows a video
 * (a student's global modal) needs the recogniser, not the lessons' schemas.
 */

export const VIDEO_PROVIDERS = ['youtube', 'kinescope', 'gcore'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const LESSON_MATERIAL_KINDS = ['SUMMARY', 'WORKBOOK', 'ADDITIONAL'] as const;
export type LessonMaterialKind = (typeof LESSON_MATERIAL_KINDS)[number];

export const LESSON_STATES = ['upcoming', 'live', 'recorded'] as const;
export type LessonState = (typeof LESSON_STATES)[number];

/** How a lesson was watched: during its live time or afterwards as a recording. */
export type WatchMode = 'live' | 'recorded';

/** Exp for watching a lesson once (spec gives none: live is worth more than a recording). */
export const LESSON_EXP_LIVE = 30;
export const LESSON_EXP_RECORDED = 15;

/** A material download link stays valid this long (seconds). */
export const MATERIAL_LINK_TTL_SECONDS = 600;

/** Students shown in a course rating (spec 1 §9 "default rating count constant 10"). */
export const RATING_COUNT = 10;

/** Frame origins the player may load from (CSP frame-src). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://kinescope.io',
  'https://player.gvideo.co',
  'https://player.gvideo.io',
] as const;

export interface RecognisedVideo {
  provider: VideoProvider;
  /** The provider's player address for an iframe. */
  embedUrl: string;
}

const YT_ID = /^[A-Za-z0-9_-]{11}$/;
const KINESCOPE_ID = /^[A-Za-z0-9]{6,64}$/;
const GCORE_PATH = /^\/(videos|streams)\/(\d{1,12}_[A-Za-z0-9]{1,64})\/?$/;

/**
 * Recognises a video address of YouTube, Kinescope or GCore by its pattern and gives the provider's
 * embed address; anything else (another site, plain http, a malformed id) is null.
 */
export function recogniseVideo(address: string): RecognisedVideo | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);

  if (
    ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com'].includes(host)
  ) {
    let id: string | null = null;
    if (host === 'youtu.be') id = parts.length === 1 ? (parts[0] ?? null) : null;
    else if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v');
    else if (parts.length === 2 && ['embed', 'live', 'shorts'].includes(parts[0] ?? ''))
      id = parts[1] ?? null;
    if (!id || !YT_ID.test(id)) return null;
    return { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  if (host === 'kinescope.io' || host === 'www.kinescope.io') {
    const id =
      parts.length === 1 ? parts[0] : parts.length === 2 && parts[0] === 'embed' ? parts[1] : undefined;
    if (!id || !KINESCOPE_ID.test(id) || id === 'embed') return null;
    return { provider: 'kinescope', embedUrl: `https://kinescope.io/embed/${id}` };
  }
  if (host === 'player.gvideo.co' || host === 'player.gvideo.io') {
    const m = GCORE_PATH.exec(url.pathname);
    if (!m) return null;
    return { provider: 'gcore', embedUrl: `https://${host}/${m[1]}/${m[2]}` };
  }
  return null;
}

/** Upcoming before the start, live during [start, start + duration), recorded afterwards. */
export function lessonState(startsAt: Date, durationMinutes: number, now: Date): LessonState {
  const start = startsAt.getTime();
  if (now.getTime() < start) return 'upcoming';
  if (now.getTime() < start + durationMinutes * 60_000) return 'live';
  return 'recorded';
}
