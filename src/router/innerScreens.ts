// Screens drawn inside another screen: one address that shows another screen by who is signed in (the lab's centre
// or admin's read-only lab information, src/features/catalogue/CataloguePage.tsx). Each is a chunk with its own
// catalogue areas, like the screens of screens.ts (scripts/catalogue-graph.ts reads both files); a module apart, so
// the screen that picks one does not import screens.ts, which loads that screen. The lab's centre is plain (its tabs and
// catalogue draw without Chakra; what it draws with Chakra loads in a ChakraScope when shown).
import { lazyPages } from './lazyPage';

export const innerScreens = lazyPages(
  {
    LabCentre: () => import('../features/catalogue/LabCentre'),
    AdminLabInformation: () => import('../features/testing-org/AdminLabInformation'),
  },
  { plain: ['LabCentre', 'AdminLabInformation'] },
);
