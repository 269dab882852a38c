import { formatMoney, type Currency } from '@prepa/contracts';
import { escapeHtml } from '../../http/html.js';

/** The sandbox provider's own test checkout: amount, order, Pay and Decline. */
export function checkoutPage(order: {
  uuid: string;
  orderNumber: string;
  amount: number;
  currency: Currency;
  status: string;
  titles: string[];
}): string {
  const amount = escapeHtml(formatMoney(order.amount, order.currency));
  const items = order.titles.map((t) => `<li>${escapeHtml(t)}</li>`).join('');
  const open = order.status === 'PENDING';
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Тестовая оплата — заказ ${escapeHtml(order.orderNumber)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.amount{font-size:2rem;font-weight:700}button{min-height:44px;min-width:44px;padding:.5rem 1.25rem;font-size:1rem;border-radius:.5rem;border:1px solid #1a1a1a;margin-right:.5rem;cursor:pointer}
.pay{background:#0b6b2f;color:#fff;border-color:#0b6b2f}.note{color:#444}</style></head>
<body><main>
<h1>Тестовая платёжная страница</h1>
<p class="note">Песочница: деньги не списываются.</p>
<dl><dt>Заказ</dt><dd>${escapeHtml(order.orderNumber)}</dd><dt>Сумма</dt><dd class="amount">${amount}</dd></dl>
<h2>Состав заказа</h2><ul>${items}</ul>
${
  open
    ? `<form method="post" action="/api/core/pay/sandbox/checkout/${escapeHtml(order.uuid)}/">
<button class="pay" type="submit" name="action" value="pay">Оплатить ${amount}</button>
<button type="submit" name="action" value="decline">Отклонить</button></form>`
    : `<p role="status">Заказ уже обработан: ${escapeHtml(order.status)}</p>`
}
</main></body></html>`;
}
