import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp, startSessionAs } from '../test/render';
import { PublicLayout } from './public-layout';

const table = [
  { element: <PublicLayout bare />, children: [{ path: '/login', element: <h1>Sign in</h1> }] },
  {
    Component: PublicLayout,
    children: [
      { path: '/collaboration', element: <h1>Collaboration</h1> },
      { path: '/email-subscribe', element: <h1>Subscribe</h1> },
    ],
  },
];

describe('the public pages’ header', () => {
  it('names the product and offers to sign in on a page anyone may open', async () => {
    mockApi({});
    await startSessionAs();
    renderApp('/collaboration', table);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Goodhours' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('is left off the sign-in page, which still has its main', async () => {
    mockApi({});
    await startSessionAs();
    renderApp('/login', table);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('heads the not-found page of the real route table too', async () => {
    mockApi({});
    await startSessionAs();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
