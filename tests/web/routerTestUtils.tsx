import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestMemoryRouter } from 'react-admin';
import type { InitialEntry, Location } from 'react-router-dom';

/** Renders `tree` in a memory router started at `entry`; the returned object holds the router's current location. */
export function renderWithLocation(entry: InitialEntry, tree: ReactNode) {
  const where: { location?: Location } = {};
  render(
    <TestMemoryRouter initialEntries={[entry]} locationCallback={(l) => (where.location = l)}>
      {tree}
    </TestMemoryRouter>,
  );
  return where;
}
