import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { NotificationRedirect } from '..';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

const open = (url: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/redirect" element={<NotificationRedirect />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: url },
  );

// Toasts live in Mantine's global store: each test starts without the previous one's.
afterEach(() => notifications.clean());

describe('NotificationRedirect (/redirect)', () => {
  it('forwards a homework notification to the homework', async () => {
    open('/redirect?type=homework_checked&itemId=42');
    expect(await screen.findByTestId('where')).toHaveTextContent('/homework/42');
  });

  it('reads the URL-encoded JSON payload of a renewal', async () => {
    const payload = encodeURIComponent(JSON.stringify({ sysCourseTypeCode: 'MASTER_GROUP' }));
    open(`/redirect?type=group_renew&itemId=4&payload=${payload}`);
    expect(await screen.findByTestId('where')).toHaveTextContent('/catalog/MASTER_GROUP/4');
  });

  it('reports a bad type and goes Home keeping the other query parameters', async () => {
    open('/redirect?type=nope&itemId=1&utm_source=push');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home\?utm_source=push$/);
    expect(await screen.findByText('Ссылка уведомления повреждена — открываем главную')).toBeInTheDocument();
  });

  it('reports a payload that is not JSON and goes Home', async () => {
    open('/redirect?type=product_ending&itemId=1&payload=%7Boops');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/home$/);
    expect(await screen.findByText('Ссылка уведомления повреждена — открываем главную')).toBeInTheDocument();
  });
});
