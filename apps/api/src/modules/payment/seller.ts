/** The school as a seller: shown on the payment page and printed on invoices. */
export const SELLER = {
  sellerName: 'ООО «Препа»',
  inn: '7701234567',
  ogrn: '1177746123456',
  publicId: 'pk_sandbox_prepa',
  requisites: {
    bankName: 'АО «Тестовый банк»',
    bik: '044525999',
    account: '40702810900000012345',
    correspondentAccount: '30101810400000000999',
    kpp: '770101001',
  },
} as const;
