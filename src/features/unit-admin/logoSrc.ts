import { resolveApiBase } from '../../app/storage';

/** Where the browser loads a stored logo from: the API host plus the unit's logoPath. */
export const logoSrc = (logoPath: string) =>
  /^https?:\/\//.test(logoPath) ? logoPath : `${resolveApiBase()}${logoPath}`;
