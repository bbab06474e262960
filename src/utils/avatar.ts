/** The picture shown when a user has none (and when theirs fails to load). */
export const DEFAULT_AVATAR = '/avatar-default.svg';

/** A stored avatar path or address as an address the browser can load. */
export function avatarUrl(avatar: string | null | undefined): string {
  if (!avatar) return DEFAULT_AVATAR;
  return /^(https?:)?\/\//.test(avatar) || avatar.startsWith('/') ? avatar : `/${avatar}`;
}
