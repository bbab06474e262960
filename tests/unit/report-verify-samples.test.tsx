// The public report check (issue 42): a genuine report shows each sample's label code and chain of custody as the
// server gives it (names masked, places rounded); a check that matches nothing shows no samples.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/App';
import { type ReportApi, ReportApiContext, type VerifyResult } from '../../src/api/report';
import { ReportVerifyPage } from '../../src/features/reports/ReportVerifyPage';
import { SessionProvider } from '../../src/session/SessionProvider';
import { SessionTenantProvider } from '../../src/session/SessionTenant';
import { defaultTenant, fixtureApi } from '../../stories/fixtures';

afterEach(cleanup);

const genuine: VerifyResult = {
  genuine: true,
  report: {
    reportNumber: 'BG-1',
    reportStatus: 40,
    reportStatusStr: 'Issued',
    testUnitName: 'Jiangsu Highway Lab',
    issueTime: '2026-11-30T08:00:00.000Z',
    samples: [
      {
        labelCode: '7ERK4Y6GJC61',
        sampleName: 'Cement',
        trail: [
          {
            action: 'bound',
            at: '2026-11-20T08:00:00.000Z',
            actorName: '王**',
            actorUnit: 'Jiangsu Roads',
            latitude: 31.23,
            longitude: 121.48,
          },
          {
            action: 'witnessed',
            at: '2026-11-20T08:10:00.000Z',
            actorName: '刘**',
            actorUnit: 'Supervisor',
            latitude: null,
            longitude: null,
          },
        ],
      },
    ],
  },
};

function check(answer: VerifyResult) {
  const api = { verifyReport: async () => answer } as unknown as ReportApi;
  render(
    <AppProviders settings={{ language: 'en', device: 'desktop', sidebarOpened: true }}>
      <MemoryRouter>
        <SessionProvider api={fixtureApi('consignor')} effects={{ goToRoot() {}, reloadPage() {} }}>
          <SessionTenantProvider value={defaultTenant}>
            <ReportApiContext.Provider value={api}>
              <ReportVerifyPage />
            </ReportApiContext.Provider>
          </SessionTenantProvider>
        </SessionProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  fireEvent.change(screen.getByTestId('verify-number').querySelector('input') ?? screen.getByTestId('verify-number'), {
    target: { value: 'BG-1' },
  });
  fireEvent.change(screen.getByTestId('verify-code').querySelector('input') ?? screen.getByTestId('verify-code'), {
    target: { value: 'CODE123' },
  });
  fireEvent.click(screen.getByTestId('verify-submit'));
}

describe('the public report check', () => {
  it("shows a genuine report's samples with their chain of custody", async () => {
    check(genuine);
    const sample = await screen.findByTestId('verify-sample');
    expect(sample.getAttribute('data-label-code')).toBe('7ERK4Y6GJC61');
    expect(within(sample).getByText('7ERK4Y6GJC61 · Cement')).toBeTruthy();
    const steps = within(sample).getAllByTestId('custody-event');
    expect(steps.map((step) => step.getAttribute('data-action'))).toEqual(['bound', 'witnessed']);
    expect(steps[0]?.textContent).toContain('王** · Jiangsu Roads');
    expect(steps[0]?.textContent).toContain('31.23, 121.48');
  });

  it('shows no samples when nothing matches', async () => {
    check({ genuine: false, report: null });
    await screen.findByTestId('verify-no-match');
    expect(screen.queryByTestId('verify-samples')).toBeNull();
  });
});
