import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import '../../shop';
import { useCustomerForm } from '../model/customer-form';
import { usePay } from '../model/use-pay';
import { CustomerInfoForm } from './customer-info-form';

const fetchMock = vi.fn<typeof fetch>();
const go = vi.fn<(url: string) => void>();
beforeEach(() => {
  fetchMock.mockReset();
  go.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

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
    expect(fetchMock).not.toHaveBeenCalled();
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
    fetchMock.mockResolvedValue(
      jsonResponse(200, { redirect_url: '/api/core/pay/sandbox/x/', transaction_uuid: 'u' }),
    );
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByTestId('customer-name'), 'Иванова Анна');
    await userEvent.type(await screen.findByTestId('customer-phone'), '+79123456789');
    await userEvent.type(screen.getByTestId('customer-email'), 'anna@example.com');
    await userEvent.click(screen.getByText('pay'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/core/pay/sandbox/x/'));
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
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
      fetchMock.mockResolvedValue(
        jsonResponse(200, { redirect_url: '/api/core/pay/sandbox/x/', transaction_uuid: 'u' }),
      );
      renderWithProviders(<Harness />);
      await userEvent.type(screen.getByTestId('customer-name'), 'Иванова Анна');
      await userEvent.type(await screen.findByTestId('customer-phone'), typed);
      expect(await screen.findByTestId('customer-phone')).toHaveValue('+7 (916) 123-45-67');
      await userEvent.type(screen.getByTestId('customer-email'), 'anna@example.com');
      await userEvent.click(screen.getByText('pay'));
      await waitFor(() => expect(go).toHaveBeenCalled());
      const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
      expect(sent).toMatchObject({ phone: '+79161234567' });
    },
  );

  it("shows validation details as toasts, other errors as 'failed to pay' with a caption", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        type: 'client_error',
        errors: [{ code: 'empty_cart', detail: 'Корзина пуста', attr: null }],
      }),
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
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        type: 'validation_error',
        errors: [
          { code: 'required', detail: 'Обязательное поле', attr: 'customer_name' },
          { code: 'required', detail: 'Обязательное поле', attr: 'phone' },
          { code: 'cart', detail: 'Корзина изменилась', attr: 'non_field_errors' },
        ],
      }),
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
