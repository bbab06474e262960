import { type Static, Type } from 'typebox';
import { named } from './common';

// Wire shapes of a unit's logo: UploadLogo under BaTestUnit and ConsginUnit (multipart `file`, optional `unitId`),
// and UnitLogo/Get, which answers the image itself.

/** The largest logo UploadLogo takes, in bytes. */
export const MAX_LOGO_BYTES = 512 * 1024;

export const LogoResult = named(
  'LogoResult',
  Type.Object({ logoPath: Type.String({ description: 'where the new logo is served' }) }),
);
export type LogoResult = Static<typeof LogoResult>;
