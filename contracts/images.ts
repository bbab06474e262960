// The media types an uploaded image (an avatar, a unit's logo) may have, and so its download: what the server tells
// by the first bytes (server/lib/images.ts) and what the API manifest says such a download produces.

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
