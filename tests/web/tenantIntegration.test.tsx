import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedJob, ImportationRules, IntegrationSettings } from '../../contract/feeds';
import { modelingsMessages, productsMessages } from './i18nAreas';
import { API, captureBody } from './apiTestUtils';
import { server } from './mswServer';
import { renderStoreSettings, serveStoreDetails } from './storeSettingsTestUtils';

const SETTINGS: IntegrationSettings = {
  productIntegration: 'INTEGRATION_WITH_XML',
  productIntegrationXmlLink: 'https://alfa.example/feed.xml',
  feedRSS: true,
  automaticallyImportSize: false,
  httpLinkBehavior: 'KEEP',
  linkReturnsFile: null,
};

const RULES: ImportationRules = {
  categories: [{ keyword: 'camisa', categoryId: 3 }],
  genders: [{ value: 'masculino', gender: 'm' }],
  ageGroups: [],
  productTypes: [],
  skip: ['brinde', 'amostra'],
  missingProducts: 'DEACTIVATE',
};

const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

function serveStore(rules: ImportationRules = RULES) {
  serveStoreDetails({ id: 10, name: 'Loja Alfa', version: 3, ...SETTINGS, hashXML: HASH });
  server.use(
    http.get(`${API}/tenants/importation-rules`, () => HttpResponse.json(rules)),
    http.get(`${API}/categories`, () =>
      HttpResponse.json({ data: [{ id: 3, name: 'Camisas' }], page: 0, size: 25, total: 1 }),
    ),
  );
}

const validation = (details: { field: string; code: string; params?: Record<string, unknown> }[]) =>
  HttpResponse.json({ statusCode: 400, code: 'VALIDATION', message: 'x', details }, { status: 400 });

function renderPage() {
  renderStoreSettings('integration', 'en', modelingsMessages, productsMessages);
}

const rulesForm = async () =>
  (await screen.findByRole('heading', { name: 'Importation rules' })).closest('form') as HTMLFormElement;
const listOf = (form: HTMLElement, legend: string) =>
  within(form).getByText(legend, { selector: 'legend' }).closest('fieldset') as HTMLElement;

// The tab's page loads on first visit; load it once here so that no test pays for it.
beforeAll(() => import('../../src/custom/tenant-settings/integration/IntegrationTab'));

// A whole react-admin form with its rule lists renders slowly on a busy machine.
const SLOW = 40000;

describe('store settings, integration tab', () => {
  it("shows the store's integration fields in the integration tab", async () => {
    serveStore();
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Integration', selected: true })).toBeInTheDocument();
    expect(await screen.findByLabelText('Feed URL')).toHaveValue('https://alfa.example/feed.xml');
    expect(screen.getByLabelText('RSS feed')).toBeChecked();
    expect(screen.getByLabelText('Import sizes automatically')).not.toBeChecked();
    expect(screen.getByText('XML feed integration')).toBeInTheDocument();
  });

  it('shows the hash of the last imported feed, read only, and never sends it back', async () => {
    serveStore();
    renderPage();
    const hash = await screen.findByLabelText('Hash of the last imported feed');
    expect(hash).toHaveValue(HASH);
    expect(hash).toHaveAttribute('readonly');
    expect(hash).toHaveAccessibleDescription('SHA-256 of the last feed an import read whole; read only.');
  });

  it(
    'adds and removes rule rows and saves every list',
    async () => {
      serveStore();
      const saved = captureBody<ImportationRules>('patch', '/tenants/importation-rules', (body) =>
        HttpResponse.json(body),
      );
      const user = userEvent.setup();
      renderPage();
      const form = await rulesForm();
      await waitFor(() => expect(within(form).getByDisplayValue('Camisas')).toBeInTheDocument());

      const genders = listOf(form, 'Genders');
      await user.click(within(genders).getByRole('button', { name: /add/i }));
      const values = within(genders).getAllByLabelText(/Feed value/);
      await user.click(values[1]);
      await user.paste('Feminino');
      const genderSelects = within(genders).getAllByRole('combobox');
      await user.click(genderSelects[1]);
      await user.click(await screen.findByRole('option', { name: 'Female' }));

      const skip = listOf(form, 'Skipped products');
      await user.click(within(skip).getAllByRole('button', { name: /remove/i })[0]);

      await user.click(within(form).getByRole('button', { name: 'Save rules' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toEqual({
        ...RULES,
        genders: [
          { value: 'masculino', gender: 'm' },
          { value: 'Feminino', gender: 'f' },
        ],
        skip: ['amostra'],
      });
      expect(await screen.findByText('Importation rules saved.')).toBeInTheDocument();
    },
    SLOW,
  );

  it("shows the server's verdict on a rule row under that row's input", async () => {
    serveStore();
    server.use(
      http.patch(`${API}/tenants/importation-rules`, () =>
        validation([{ field: 'body.genders.0.value', code: 'MAXLENGTH', params: { max: 200 } }]),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const form = await rulesForm();
    const input = within(listOf(form, 'Genders')).getByLabelText(/Feed value/);
    await user.click(input);
    await user.paste('s');
    await user.click(within(form).getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/Feed value.*200/));
  });

  it("shows the server's verdict on a setting under its field", async () => {
    serveStore();
    server.use(
      http.put(`${API}/tenants/details`, () => validation([{ field: 'body.linkReturnsFile', code: 'PATTERN' }])),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByLabelText('Returns file link'));
    await user.paste('https://alfa.example/returns.csv');
    await user.click(screen.getByRole('button', { name: 'Save integration' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Returns file link')).toHaveAccessibleDescription(/Returns file link/),
    );
  });

  it(
    'checks a new feed address, shows what the import would do, and saves it only after the check',
    async () => {
      serveStore();
      const checks = captureBody<{ url: string }>('post', '/importations/dry-run', () =>
        HttpResponse.json({ jobId: 4 }, { status: 202 }),
      );
      const job = (over: Partial<FeedJob>): FeedJob => ({
        id: 4,
        tenantId: 10,
        kind: 'dry_run',
        status: 'running',
        createdAt: '2026-11-23T10:00:00.000Z',
        finishedAt: null,
        failure: null,
        failureDetail: null,
        progress: null,
        report: null,
        ...over,
      });
      let polls = 0;
      server.use(
        http.get(`${API}/importations/jobs/4`, () => {
          polls += 1;
          if (polls === 1) return HttpResponse.json(job({}));
          return HttpResponse.json(
            job({
              status: 'finished',
              finishedAt: '2026-11-23T10:00:05.000Z',
              report: {
                items: 1500,
                products: 420,
                wouldInsert: 12,
                wouldUpdate: 30,
                wouldLeave: 370,
                wouldDeactivate: 8,
                skipped: 3,
                errors: [
                  { kind: 'SIZES_NOT_IN_CHART', count: 5, examples: ['sku-1', 'sku-2'] },
                  { kind: 'PERMALINK_TAKEN', count: 2, examples: ['sku-9'] },
                  { kind: 'SOMETHING_NEW', count: 1, examples: ['sku-3'] },
                ],
                sizesOutsideCharts: ['XGG', '52'],
              },
            }),
          );
        }),
      );
      const saves = captureBody<IntegrationSettings>('put', '/tenants/details', () => HttpResponse.json({}));
      const user = userEvent.setup();
      renderPage();

      const url = await screen.findByLabelText('Feed URL');
      await user.tripleClick(url);
      await user.paste('https://alfa.example/new-feed.xml');
      await user.click(screen.getByRole('button', { name: 'Save integration' }));
      await waitFor(() => expect(url).toHaveAccessibleDescription(/Check the new feed before saving it/));
      expect(saves).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Check feed' }));
      const report = await screen.findByRole('region', { name: 'Feed check result' }, { timeout: 6000 });
      expect(checks).toEqual([{ url: 'https://alfa.example/new-feed.xml' }]);
      expect(within(report).getByText('1,500')).toBeInTheDocument();
      expect(within(report).getByText('Would be added').previousSibling).toHaveTextContent('12');
      expect(within(report).getByText('Would be turned off').previousSibling).toHaveTextContent('8');
      const errorRow = within(report).getByRole('row', { name: /size style/ });
      expect(errorRow).toHaveTextContent('5');
      expect(errorRow).toHaveTextContent('sku-1, sku-2');
      // Each kind worded as the sync dialog words a run's rows; one it does not know as it comes.
      expect(within(report).getByRole('row', { name: /Another product already has this link/ })).toHaveTextContent(
        'sku-9',
      );
      expect(within(report).getByRole('row', { name: /SOMETHING_NEW/ })).toHaveTextContent('sku-3');
      expect(within(report).getByText('XGG')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save integration' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      // The feed's hash is the server's to write: the save leaves it out.
      expect(saves[0]).toEqual({
        ...SETTINGS,
        version: 3,
        productIntegrationXmlLink: 'https://alfa.example/new-feed.xml',
      });
    },
    SLOW,
  );

  it("says why a check failed in the interface language, not in the feed parser's words", async () => {
    serveStore();
    server.use(
      http.post(`${API}/importations/dry-run`, () => HttpResponse.json({ jobId: 5 }, { status: 202 })),
      http.get(`${API}/importations/jobs/5`, () =>
        HttpResponse.json({
          id: 5,
          tenantId: 10,
          kind: 'dry_run',
          status: 'failed',
          createdAt: '2026-11-23T10:00:00.000Z',
          finishedAt: '2026-11-23T10:00:01.000Z',
          failure: '2:0: text data outside of root node.',
          failureDetail: { code: 'FEED_MALFORMED', params: { line: 2 } },
          progress: null,
          report: null,
        } satisfies FeedJob),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Feed URL');
    await user.click(screen.getByRole('button', { name: 'Check feed' }));
    await screen.findByText('The feed could not be checked: The feed is not valid XML at line 2.', undefined, {
      timeout: 6000,
    });
    expect(screen.queryByText(/text data outside of root node/)).toBeNull();
  });

  it('shows a refused check address under the feed URL', async () => {
    serveStore();
    server.use(http.post(`${API}/importations/dry-run`, () => validation([{ field: 'body.url', code: 'URL' }])));
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Feed URL');
    await user.click(screen.getByRole('button', { name: 'Check feed' }));
    await waitFor(() => expect(screen.getByLabelText('Feed URL')).toHaveAccessibleDescription(/Feed URL/));
  });

  it("queues the store's import", async () => {
    serveStore();
    const queued = captureBody('post', '/importations/queue', () =>
      HttpResponse.json({
        id: 30,
        tenantId: 10,
        tenantName: 'Loja Alfa',
        feedUrl: SETTINGS.productIntegrationXmlLink,
        totalProducts: 5,
        status: 'waiting',
        position: 3,
        queuedAt: '2026-11-23T10:00:00.000Z',
        failure: null,
        failureDetail: null,
        progress: null,
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Import now' }));
    expect(await screen.findByText('Import queued (position 3).')).toBeInTheDocument();
    expect(queued).toEqual([{ tenantId: 10 }]);
  });

  it(
    'imports a feed file once and follows its job to the end',
    async () => {
      serveStore();
      const uploads: string[] = [];
      server.use(
        http.post(`${API}/importations/upload`, async ({ request }) => {
          const form = await request.formData();
          const file = form.get('file');
          uploads.push(
            `${[...form.keys()].join(',')} ${file instanceof File ? `${file.name}: ${await file.text()}` : ''}`,
          );
          return HttpResponse.json({ jobId: 9 }, { status: 202 });
        }),
        http.get(`${API}/importations/jobs/9`, () =>
          HttpResponse.json({
            id: 9,
            tenantId: 10,
            kind: 'import',
            status: 'finished',
            createdAt: '2026-11-23T10:00:00.000Z',
            finishedAt: '2026-11-23T10:01:00.000Z',
            failure: null,
            failureDetail: null,
            progress: {
              runId: 4,
              read: 2500,
              inserted: 10,
              updated: 20,
              unknown: 0,
              errors: 3,
              bytesRead: 9,
              bytesTotal: 9,
            },
            report: null,
          } satisfies FeedJob),
        ),
      );
      const user = userEvent.setup();
      renderPage();
      await screen.findByRole('button', { name: 'Import a file' });
      const file = new File(['<rss/>'], 'feed.xml', { type: 'application/xml' });
      await user.upload(screen.getByLabelText('Import a file', { selector: 'input' }), file);
      expect(
        await screen.findByText('File import finished: 2,500 items read, 10 added, 20 updated, 3 errors.'),
      ).toBeInTheDocument();
      expect(uploads).toEqual(['file feed.xml: <rss/>']);
    },
    SLOW,
  );
});
