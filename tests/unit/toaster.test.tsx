// The toasts (src/ui/toaster.tsx): Chakra's toast store and region load with the first toast, on pages
// that draw without Chakra too; a toast made before they have arrived is shown once they have, and later ones at once.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Toaster, toaster } from '../../src/ui/toaster';

afterEach(cleanup);

// The region's first load brings Chakra into jsdom: slow on a busy machine, hence the long first wait.
it('shows the toasts made before and after the toast region has loaded, with no provider around it', {
  timeout: 60_000,
}, async () => {
  render(<Toaster />);
  expect(document.querySelector('[data-testid^="toast-"]')).toBeNull();
  act(() => toaster.create({ title: 'Saved', type: 'success' }));
  expect((await screen.findByTestId('toast-success', undefined, { timeout: 45_000 })).textContent).toContain('Saved');
  act(() => toaster.create({ title: 'Could not save', type: 'error' }));
  expect((await screen.findByTestId('toast-error')).textContent).toContain('Could not save');
});
