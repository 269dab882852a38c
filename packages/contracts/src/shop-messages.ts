/** Texts of the shop, cart and payment errors (spec 2 §8); merged into VALIDATION_MESSAGES. */
export const SHOP_MESSAGES = {
  cart_conflict: {
    ru: 'Индивидуальные занятия нельзя оплатить вместе с другими курсами. Очистить корзину?',
    en: 'Individual lessons cannot be paid together with other courses. Clear the cart?',
  },
  already_in_cart: { ru: 'Товар уже в корзине', en: 'The product is already in the cart' },
  already_owned: {
    ru: 'Этот курс у вас уже куплен: повторно купить его нельзя',
    en: 'You already own this course: it cannot be bought again',
  },
  product_not_found: { ru: 'Продукт не найден', en: 'Product not found' },
  product_not_sold: {
    ru: 'Этот продукт не продаётся на вашей платформе',
    en: 'This product is not sold on your platform',
  },
  cart_empty: { ru: 'Корзина пуста', en: 'The cart is empty' },
  coupon_not_found: { ru: 'Такого промокода не существует', en: 'This promo code does not exist' },
  coupon_expired: { ru: 'Срок действия промокода истёк', en: 'The promo code has expired' },
  coupon_used_up: {
    ru: 'Промокод уже использован максимальное число раз',
    en: 'The promo code has been used the maximum number of times',
  },
  coupon_not_for_cart: {
    ru: 'Этот промокод активирует курсы, а не даёт скидку',
    en: 'This promo code activates courses; it is not a discount',
  },
  coupon_not_activation: {
    ru: 'Это промокод на скидку — примените его в корзине',
    en: 'This is a discount code — apply it in the cart',
  },
  coupon_already_activated: {
    ru: 'Вы уже активировали этот промокод',
    en: 'You have already activated this promo code',
  },
  referral_not_found: { ru: 'Реферальный код не найден', en: 'Referral code not found' },
  referral_self: {
    ru: 'Нельзя применить собственный реферальный код',
    en: 'You cannot apply your own referral code',
  },
  referral_self_payer: {
    ru: 'В этой корзине ваш реферальный код: оплатить её с ним нельзя. Попросите владельца корзины убрать код',
    en: 'This cart carries your own referral code, so you cannot pay it. Ask the cart owner to remove the code',
  },
  customer_info_required: {
    ru: 'Данные не заполнены: укажите ФИО и контакты',
    en: 'Data is not filled in: specify your full name and contacts',
  },
  invalid_signature: { ru: 'Неверная подпись уведомления', en: 'Invalid notification signature' },
  link_already_activated: { ru: 'Ссылка уже активирована', en: 'The link has already been activated' },
  not_paid_yet: {
    ru: 'Курсы недоступны: возможно, оплата ещё не прошла',
    en: 'Courses are not available: the payment may not have gone through yet',
  },
  subscription_forced: {
    ru: 'Автопродление этой подписки нельзя отключить',
    en: 'Auto-renewal of this subscription cannot be switched off',
  },
  upgrade_not_available: {
    ru: 'Этот тариф недоступен для перехода',
    en: 'This rate plan is not available for an upgrade',
  },
  order_not_payable: {
    ru: 'Этот заказ уже нельзя оплатить: он заменён новым, отменён или оплачен. Вернитесь в корзину',
    en: 'This order can no longer be paid: it was replaced, cancelled or paid. Go back to the cart',
  },
  refund_decided: {
    ru: 'По этому возврату уже принято решение',
    en: 'This refund has already been decided',
  },
  invoice_not_pending: { ru: 'Счёт уже оплачен или отменён', en: 'The invoice is already paid or cancelled' },
  sign_in_to_pay: {
    ru: 'Войдите или зарегистрируйтесь, чтобы оплатить',
    en: 'Sign in or register to pay',
  },
} as const;
