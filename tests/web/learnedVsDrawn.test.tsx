import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Admin, CustomRoutes, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { LearningProposal } from '../../contract/strongLearning';
import { LearnedVsDrawnPanel } from '../../src/resources/strong-modelings/LearnedVsDrawnPanel';
import { dataProvider } from '../../src/providers/dataProvider';
import { API, captureBody } from './apiTestUtils';
import { errorsMessages, modelingsMessages, shellMessages, strongLearningMessages } from './i18nAreas';
import { i18nIn } from './i18nTestUtils';
import { server } from './mswServer';

const SLOW = { timeout: 5000 };

function renderPanel(locale: 'en' | 'fr' = 'en') {
  const i18n = i18nIn(
    locale,
    shellMessages[locale],
    errorsMessages[locale],
    modelingsMessages[locale],
    strongLearningMessages[locale],
  );
  render(
    <TestMemoryRouter initialEntries={['/strong-table/5']}>
      <Admin dataProvider={dataProvider} i18nProvider={i18n} disableTelemetry>
        <CustomRoutes>
          <Route path="/strong-table/:id" element={<LearnedVsDrawnPanel modelingId={5} />} />
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
}

const PROPOSAL: LearningProposal = {
  modelingId: 5,
  learnedAt: '2026-11-25T10:00:00.000Z',
  observations: 120,
  outdated: false,
  sizes: [
    {
      size: 'M',
      drawn: { chest: { initialValue: 90, finalValue: 100 } },
      learned: { chest: { initialValue: 92, finalValue: 102 } },
      sampleCount: 80,
      kept: 60,
      returnedSmall: 7,
      returnedBig: 3,
      agreement: 0.9,
      confidence: 0.65,
    },
    {
      size: 'G',
      drawn: { chest: { initialValue: 100, finalValue: 110 } },
      learned: { chest: null },
      sampleCount: 1,
      kept: 1,
      returnedSmall: 0,
      returnedBig: 0,
      agreement: 1,
      confidence: 0.03,
    },
  ],
  expectedEffect: { shoppers: 120, sizeReturns: 30, returnsRedirected: 18, keptMoved: 6 },
};

const serve = (answer: LearningProposal | Response) =>
  server.use(
    http.get(`${API}/strong/modelings/single/5/learning`, () =>
      answer instanceof Response ? answer : HttpResponse.json(answer),
    ),
  );

describe('learned vs drawn panel', () => {
  it('shows per size the drawn and learned ranges, samples, returns and confidence', async () => {
    serve(PROPOSAL);
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Learned vs drawn' }, SLOW);
    const m = within(table).getByRole('row', { name: /^M/ });
    expect(m).toHaveTextContent('90–100 → 92–102');
    expect(m).toHaveTextContent('80');
    expect(m).toHaveTextContent('65%');
    expect(within(table).getByRole('row', { name: /^G/ })).toHaveTextContent('100–110 → —');
    expect(screen.getByText(/from 120 items/)).toBeInTheDocument();
  });

  it('shows the expected effect above the accept button', async () => {
    serve(PROPOSAL);
    renderPanel();
    const effect = await screen.findByRole('alert', { name: 'Expected effect' }, SLOW);
    expect(effect).toHaveTextContent(
      'Of the 30 returned for size, the learned ranges would have recommended the size asked for to 18.',
    );
    expect(effect).toHaveTextContent('Of the 90 kept, 6 would now be recommended another size or none.');
    // 30 of 120 returned; 30 − 18 + 6 = 18 of 120 expected.
    expect(effect).toHaveTextContent('Size returns among these shoppers: 25% → 15% (-10 points)');
    const accept = screen.getByRole('button', { name: 'Accept learned ranges' });
    expect(effect.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says in French, and when the proposal predates it, that the effect comes with the next run', async () => {
    serve({ ...PROPOSAL, expectedEffect: null });
    renderPanel('fr');
    expect(
      await screen.findByText('L’effet attendu s’affiche après le prochain apprentissage.', {}, SLOW),
    ).toBeInTheDocument();
  });

  it('accepts after a confirmation, and not before', async () => {
    serve(PROPOSAL);
    const sent = captureBody('post', '/strong/modelings/single/5/learning/accept', () => HttpResponse.json({ id: 5 }));
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept learned ranges' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Accept the learned ranges?')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText('Learned ranges applied to the table')).toBeInTheDocument();
  });

  it('shows the server refusing an outdated proposal', async () => {
    serve(PROPOSAL);
    captureBody('post', '/strong/modelings/single/5/learning/accept', () =>
      HttpResponse.json({ statusCode: 409, code: 'LEARNING_OUTDATED', message: 'x' }, { status: 409 }),
    );
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept learned ranges' }, SLOW));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /confirm/i }));
    expect(
      await screen.findByText('The table was saved after learning ran; accept after the next learning run'),
    ).toBeInTheDocument();
  });

  it('disables accepting an outdated proposal and says why', async () => {
    serve({ ...PROPOSAL, outdated: true });
    renderPanel('fr');
    expect(await screen.findByText(/enregistré après l’apprentissage ;/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accepter l’appris' })).toBeDisabled();
  });

  it('says when nothing was learned yet', async () => {
    serve({ modelingId: 5, learnedAt: null, observations: 0, outdated: false, sizes: [], expectedEffect: null });
    renderPanel();
    expect(await screen.findByText(/Nothing learned yet/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept learned ranges' })).toBeNull();
  });

  it('says when the proposal cannot be read', async () => {
    serve(HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, { status: 500 }));
    renderPanel();
    expect(await screen.findByText('Could not read what was learned for this table.', {}, SLOW)).toBeInTheDocument();
  });
});
