/** Import rules checked by `npm run check:cycles` (and so by `npm test`): no module may import itself back. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared piece out, or let one side receive it as a parameter.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)(dist|node_modules|storybook-static|test-results)/' },
  },
};
