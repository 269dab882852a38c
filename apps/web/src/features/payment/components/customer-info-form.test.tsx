import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw';
import { renderWithProviders } from '../../../test/render';
import '../../shop';
import { useCustomerForm } from '../model/customer-form';
import { usePay } from '../model/use-pay';
import { CustomerInfoForm } from './customer-info-form';

const go = vi.fn<(url: string) => void>();
beforeEach(() => {
  go.mockReset();
});

/** Answers the payment start with `reply`; returns the bodies it received. */
function answerPay(
  reply: () => Response = () =>
    HttpResponse.json({ redirect_url: '/api/core/pay/sandbox/x/', transaction_uuid: 'u' }),
): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/core/pay/init/', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );
  return bodies;
}

function Harness() {
  const form = useCustomerForm(null);
  const { pay } = usePay({ cart: undefined, system: 'Sandbox', customerForm: form, go });
  return (
    <>
      <CustomerInfoForm form={form} />
      <button type="button" onClick={() => void pay()}>
        pay
      </button>
    </>
  );
}

describe('customer info form', () => {
  it("toasts 'Data is not filled in' with its caption when the form is invalid, and sends nothing", async () => {
    renderWithProviders(<Harness />);
    await userEvent.click(screen.getByText('pay'));
    expect(await screen.findByText('Данные не заполнены')).toBeInTheDocument();
    // The toast names the fields that are missing.
    expect(screen.getByText('Укажите ФИО и контакты: ФИО, Телефон, Электронная почта')).toBeInTheDocument();
    // No handler: any request would fail the test.
  });

  it('explains the full-name rules and collapses extra spaces on blur', async () => {
    renderWithProviders(<Harness />);
    const name = screen.getByTestId('customer-name');
    await userEvent.type(name, 'Ivanov Ivan');
    await userEvent.tab();
    expect(await screen.findByText(/русские буквы|russian/i)).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, '  Иванов    Иван  ');
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveValue('Иванов Иван'));
  });

  it('pays with the details and sends the browser to the redirect URL', async () => {
    const bodies = answerPay();
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByTestId('customer-name'), 'Иванова Анна');
    await userEvent.type(await screen.findByTestId('customer-phone'), '+79123456789');
    await userEvent.type(screen.getByTestId('customer-email'), 'anna@example.com');
    await userEvent.click(screen.getByText('pay'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/core/pay/sandbox/x/'));
    expect(bodies).toHaveLength(1);
    const sent = bodies[0];
    expect(sent).toMatchObject({
      customer_name: 'Иванова Анна',
      phone: '+79123456789',
      email: 'anna@example.com',
    });
    expect(sent).not.toHaveProperty('amount');
  });

  it.each(['89161234567', '9161234567'])(
    'accepts the phone typed as %s, masked and sent as +79161234567',
    async (typed) => {
      const bodies = answerPay();
      renderWithProviders(<Harness />);
      await userEvent.type(screen.getByTestId('customer-name'), 'Иванова Анна');
      await userEvent.type(await screen.findByTestId('customer-phone'), typed);
      expect(await screen.findByTestId('customer-phone')).toHaveValue('+7 (916) 123-45-67');
      await userEvent.type(screen.getByTestId('customer-email'), 'anna@example.com');
      await userEvent.click(screen.getByText('pay'));
      await waitFor(() => expect(go).toHaveBeenCalled());
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ phone: '+79161234567' });
    },
  );

  it("shows validation details as toasts, other errors as 'failed to pay' with a caption", async () => {
    answerPay(() =>
      HttpResponse.json(
        { type: 'client_error', errors: [{ code: 'empty_cart', detail: 'Корзина пуста', attr: null }] },
        { status: 400 },
      ),
    );
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByTestId('customer-name'), 'Иванова Анна');
    await userEvent.type(await screen.findByTestId('customer-phone'), '+79123456789');
    await userEvent.type(screen.getByTestId('customer-email'), 'anna@example.com');
    await userEvent.click(screen.getByText('pay'));
    expect(await screen.findByText('Не удалось оплатить')).toBeInTheDocument();
    expect(screen.getByText('Корзина пуста')).toBeInTheDocument();
  });

  it('names the field of each validation error the API answers', async () => {
    answerPay(() =>
      HttpResponse.json(
        {
          type: 'validation_error',
          errors: [
            { code: 'required', detail: 'Обязательное поле', attr: 'customer_name' },
            { code: 'required', detail: 'Обязательное поле', attr: 'phone' },
            { code: 'cart', detail: 'Корзина изменилась', attr: 'non_field_errors' },
          ],
        },
        { status: 400 },
      ),
    );
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByTestId('customer-name'), 'Иванова Анна');
    await userEvent.type(await screen.findByTestId('customer-phone'), '+79123456789');
    await userEvent.type(screen.getByTestId('customer-email'), 'anna@example.com');
    await userEvent.click(screen.getByText('pay'));
    expect(await screen.findByText('ФИО: Обязательное поле')).toBeInTheDocument();
    expect(screen.getByText('Телефон: Обязательное поле')).toBeInTheDocument();
    expect(screen.getByText('Корзина изменилась')).toBeInTheDocument();
  });
});
