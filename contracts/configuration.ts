import { type Static, Type } from 'typebox';
import { Input, named } from './common';

// Wire shape of /api/services/app/Configuration/ChangeUiTheme: `theme` is the shell's theme colour (#rrggbb).

export const ThemeColour = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$', maxLength: 7 });

export const ChangeUiThemeBody = named('ChangeUiThemeInput', Input({ theme: ThemeColour }));
export type ChangeUiThemeBody = Static<typeof ChangeUiThemeBody>;
