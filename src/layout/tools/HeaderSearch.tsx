import { LuSearch } from 'react-icons/lu';
import { toolWithPopup } from './ToolButton';

/** The menu search button; its popover and the fuzzy search behind it load on first use. */
export const HeaderSearch = toolWithPopup(async () => (await import('./HeaderSearchPopup')).HeaderSearchPopup, {
  labelId: 'navbar.search',
  testId: 'header-search',
  icon: <LuSearch />,
});
