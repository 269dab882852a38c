/**
 * Route titles of the shop area (routes.ts). They sit in the start-up resources, not in the shop's
 * lazily registered texts: the document title is set before (or without) the shop's chunk loading.
 */
export const shopPagesRu = {
  shopPages: {
    catalogStart: 'Магазин',
    catalog: 'Каталог курсов',
    catalogBundleConfigure: 'Набор курсов',
    cart: 'Корзина',
    cartOwnedByAnother: 'Корзина другого пользователя',
    sharedCart: 'Корзина по ссылке',
    payment: 'Оплата',
    paymentByRequisites: 'Оплата по реквизитам',
    paymentSuccess: 'Оплата прошла успешно',
    paymentReject: 'Произошла ошибка при оплате',
    subscriptions: 'Подписки',
    subscriptionsRenewal: 'Продление подписки',
    subscriptionsUpgrade: 'Смена тарифа',
    documents: 'Документы',
  },
};

export const shopPagesEn: typeof shopPagesRu = {
  shopPages: {
    catalogStart: 'Shop',
    catalog: 'Course catalogue',
    catalogBundleConfigure: 'Set of courses',
    cart: 'Cart',
    cartOwnedByAnother: "Another user's cart",
    sharedCart: 'Shared cart',
    payment: 'Payment',
    paymentByRequisites: 'Payment by bank details',
    paymentSuccess: 'Payment successful',
    paymentReject: 'An error occurred while paying',
    subscriptions: 'Subscriptions',
    subscriptionsRenewal: 'Subscription renewal',
    subscriptionsUpgrade: 'Change rate plan',
    documents: 'Documents',
  },
};
