import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ErrorPage, errorTitle, NotFoundPage } from '@/components/ErrorPage';

function renderPage(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/somewhere'] });
  render(<RouterProvider router={router} />);
}

describe('error page (docs/product.md#screens-and-routes)', () => {
  it.each([
    [400, 'Bad request'],
    [401, 'Authorization required'],
    [403, 'Access denied'],
    [404, 'Page not found'],
    [418, 'Unknown error'],
    [502, 'Unknown error'],
  ])('status %i is titled "%s"', (status, title) => {
    expect(errorTitle(status)).toBe(title);
    renderPage(<ErrorPage status={status} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('500 shows the message as its title', () => {
    renderPage(<ErrorPage status={500} message="Unable to obtain project data" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unable to obtain project data' })).toBeInTheDocument();
  });

  it('links back to the main page', () => {
    renderPage(<ErrorPage status={403} />);
    expect(screen.getByRole('link', { name: 'Back to the main page' })).toHaveAttribute('href', '/');
  });

  it('a missing page says "This page could not be found"', () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
