// The side menu's icons, named by the route table (src/router/routes.ts) and drawn only by the signed-in shell.
import type { IconType } from 'react-icons';
import {
  LuBell,
  LuBookOpen,
  LuBuilding2,
  LuChartColumn,
  LuCircle,
  LuClipboardList,
  LuFileSearch,
  LuFlaskConical,
  LuFolderKanban,
  LuHouse,
  LuLandmark,
  LuLibrary,
  LuMegaphone,
  LuPackage,
  LuScanLine,
  LuSearch,
  LuSettings,
  LuShieldCheck,
  LuTruck,
  LuUserCog,
  LuUsers,
  LuWrench,
} from 'react-icons/lu';
import type { MenuIconName } from '../router/types';

const MENU_ICONS: Record<MenuIconName, IconType> = {
  bell: LuBell,
  book: LuBookOpen,
  building: LuBuilding2,
  chart: LuChartColumn,
  clipboard: LuClipboardList,
  fileSearch: LuFileSearch,
  flask: LuFlaskConical,
  house: LuHouse,
  kanban: LuFolderKanban,
  landmark: LuLandmark,
  library: LuLibrary,
  megaphone: LuMegaphone,
  package: LuPackage,
  scan: LuScanLine,
  search: LuSearch,
  settings: LuSettings,
  shield: LuShieldCheck,
  truck: LuTruck,
  userCog: LuUserCog,
  users: LuUsers,
  wrench: LuWrench,
};

/** The icon of a menu entry; a plain circle for one without. */
export function menuIcon(name: MenuIconName | undefined): IconType {
  return name ? MENU_ICONS[name] : LuCircle;
}
