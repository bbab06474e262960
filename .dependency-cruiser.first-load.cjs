/**
 * `npm run check:first-load` (and so `npm test`): what a signed-in first load runs before its first screen shows
 * draws without Chakra (issue 12): the shell, the frame and the plain screens may not import Chakra or the theme,
 * except through a dynamic import() (a popup, a dialog, Chakra's provider loaded by src/ui/chakra-scope.tsx).
 * The plain screens are read from src/router/screens.ts and src/router/innerScreens.ts, where they are declared, so the
 * list lives in one place.
 */
const { readFileSync } = require('node:fs');

const plainModules = ['src/router/screens.ts', 'src/router/innerScreens.ts'].flatMap((file) => {
  const screens = readFileSync(file, 'utf8');
  const plainNames = [...(screens.match(/plain: \[([^\]]*)\]/)?.[1] ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]);
  return plainNames.map((name) => {
    const path = screens.match(new RegExp(`\\b${name}: \\(\\) => import\\('\\.\\./([^']+)'\\)`))?.[1];
    if (!path) throw new Error(`${file}: no loader for the plain screen ${name}`);
    return `src/${path}.tsx`;
  });
});
const literal = (path) => path.replace(/[.]/g, '\\.');

module.exports = {
  forbidden: [
    {
      name: 'chakra-on-first-load',
      severity: 'error',
      comment:
        'Chakra on the first load of a signed-in page: import the Chakra part dynamically (deferredPopup, ChakraScope), ' +
        'draw it with plain elements, or take the screen out of the plain ones in src/router/screens.ts.',
      from: {
        path: [literal('src/router/ShellRoutes.tsx'), literal('src/layout/Layout.tsx'), ...plainModules.map(literal)],
      },
      to: { path: ['node_modules/@chakra-ui/', '^@chakra-ui/', '^src/theme\\.ts$'], reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Dynamic imports load on use, not with the page.
    exclude: { path: '^(dist|storybook-static|test-results)/', dynamic: true },
  },
};
