import { describe, expect, it } from 'vitest';
import { lessonState, recogniseVideo, zonedMonthRange } from './lessons.js';

describe('video provider recognition', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=30',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://kinescope.io/203245765', 'kinescope', 'https://kinescope.io/embed/203245765'],
    ['https://kinescope.io/embed/aBc123xyz', 'kinescope', 'https://kinescope.io/embed/aBc123xyz'],
    [
      'https://player.gvideo.co/videos/2675_RzaDPwFg3tZBjTXv',
      'gcore',
      'https://player.gvideo.co/videos/2675_RzaDPwFg3tZBjTXv',
    ],
    ['https://player.gvideo.io/streams/2675_201693', 'gcore', 'https://player.gvideo.io/streams/2675_201693'],
  ])('%s is %s', (address, provider, embedUrl) => {
    expect(recogniseVideo(address)).toEqual({ provider, embedUrl });
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/123456',
    'https://kinescope.io/embed/',
    'https://player.gvideo.co/videos/abc',
    'javascript:alert(1)',
    'not a url',
    '',
  ])('refuses %s', (address) => {
    expect(recogniseVideo(address)).toBeNull();
  });
});

describe('lesson state', () => {
  const start = new Date('2026-11-23T15:00:00Z');
  it('is upcoming before the start, live while on air, recorded after', () => {
    expect(lessonState(start, 90, new Date('2026-11-23T14:59:59Z'))).toBe('upcoming');
    expect(lessonState(start, 90, start)).toBe('live');
    expect(lessonState(start, 90, new Date('2026-11-23T16:29:59Z'))).toBe('live');
    expect(lessonState(start, 90, new Date('2026-11-23T16:30:00Z'))).toBe('recorded');
  });
});

describe('zoned month range', () => {
  it('starts at local midnight of the 1st in Moscow and Almaty', () => {
    expect(zonedMonthRange(2026, 11, 'Europe/Moscow')).toEqual({
      from: new Date('2026-10-31T21:00:00Z'),
      to: new Date('2026-11-30T21:00:00Z'),
    });
    expect(zonedMonthRange(2026, 12, 'Asia/Almaty').to).toEqual(new Date('2026-12-31T19:00:00Z'));
  });
});
