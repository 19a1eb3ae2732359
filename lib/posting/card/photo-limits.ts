// Telegram's limits for a photo sent with sendPhoto (core.telegram.org/bots/api#sendphoto).

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_SIDES_SUM = 10_000;
export const PHOTO_MAX_RATIO = 20;

export type PhotoLimitProblem = 'empty' | 'bytes' | 'dimensions' | 'ratio';

/** Which of Telegram's photo limits the image breaks (the first found), or null when it may be sent. */
export function photoLimitProblem(photo: { width: number; height: number; bytes: number }): PhotoLimitProblem | null {
  const { width, height, bytes } = photo;
  if (!(width >= 1 && height >= 1 && bytes >= 1)) return 'empty';
  if (bytes > PHOTO_MAX_BYTES) return 'bytes';
  if (width + height > PHOTO_MAX_SIDES_SUM) return 'dimensions';
  if (Math.max(width / height, height / width) > PHOTO_MAX_RATIO) return 'ratio';
  return null;
}
