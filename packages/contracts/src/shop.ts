import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.js';
import { currencySchema, minorUnitsSchema } from './money.js';
import { CUSTOMER_FULL_NAME_MAX } from './constants/specs.js';
import { emailSchema, phoneSchema } from './validation.js';
import {
  PURCHASES_FIRST_YEAR,
  PURCHASES_PAGE_SIZE,
  SYS_COURSE_TYPE_CODES,
  TRANSACTION_STATUSES,
} from './constants/shop.js';

export * from './constants/shop.js';

/** Catalogue, cart, payment, documents, subscriptions and coupons (spec 2 §1–§9). camelCase; wire is snake_case. */

export const sysCourseTypeCodeSchema = z.enum(SYS_COURSE_TYPE_CODES);

export const PRODUCT_TYPE_CODES = [
  'MG',
  'MG_NEXT',
  'COURSE',
  'PB',
  'FLASH',
  'IND',
  'RULETKA',
  'OLIMP',
  'MIDDLE',
  'SUMMER_COURSE',
  'WINTER_COURSE',
  'SPRING_COURSE',
  'MAIN_COURSE',
] as const;
export const productTypeCodeSchema = z.enum(PRODUCT_TYPE_CODES);
export type ProductTypeCode = z.infer<typeof productTypeCodeSchema>;

/** How a rate plan is priced; decides the price suffix: per lesson, per month, all course. */
export const SYS_RATE_PLAN_NAMES = ['PER_LESSON', 'MONTHLY', 'FULL_COURSE'] as const;
export const sysRatePlanNameSchema = z.enum(SYS_RATE_PLAN_NAMES);
export type SysRatePlanName = z.infer<typeof sysRatePlanNameSchema>;

export const CLASS_LEVELS = [9, 10, 11] as const;

export const classTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  color: z.object({ base: z.string() }),
});
export type ClassType = z.infer<typeof classTypeSchema>;
export const classYearBriefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  order: z.number().int(),
});

export const productTypeSchema = z.object({
  id: z.number().int(),
  type: productTypeCodeSchema,
  title: z.string(),
  classType: classTypeSchema.nullable(),
  classYear: classYearBriefSchema.nullable(),
});
export type ProductType = z.infer<typeof productTypeSchema>;

export const sysCourseTypeSchema = z.object({
  id: z.number().int(),
  code: sysCourseTypeCodeSchema,
  title: z.string(),
  productTypes: z.array(productTypeSchema),
});
export type SysCourseType = z.infer<typeof sysCourseTypeSchema>;

export const teacherBriefSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  avatar: z.string().nullable(),
});
export const teacherSchema = teacherBriefSchema.extend({
  description: z.string(),
  stats: z.array(z.object({ value: z.string(), description: z.string() })),
  presentationVideo: z.string().nullable(),
  classTypes: z.array(classTypeSchema),
});
export type Teacher = z.infer<typeof teacherSchema>;

export const ratePlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sysRatePlanName: sysRatePlanNameSchema,
  packageTitle: z.string(),
});
export type RatePlan = z.infer<typeof ratePlanSchema>;

export const lessonPackSchema = z.object({
  id: z.number().int(),
  price: minorUnitsSchema,
  lessonsCount: z.number().int(),
  template: z.object({ title: z.string() }),
});

export const alternativeRateSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  price: minorUnitsSchema,
  order: z.number().int(),
  ratePlan: ratePlanSchema,
});

export const productSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: minorUnitsSchema,
  currency: currencySchema,
  avatar: z.string().nullable(),
  startDate: z.string().nullable(),
  teacher: teacherBriefSchema.nullable(),
  productType: productTypeSchema,
  courseType: z.object({
    sysCourseType: z.object({ id: z.number().int(), code: sysCourseTypeCodeSchema, title: z.string() }),
  }),
  ratePlan: ratePlanSchema,
  packs: z.array(lessonPackSchema),
  alternativeRates: z.array(alternativeRateSchema),
  /** The signed-in student has it now (an unfinished paid period or an active subscription). */
  isOwned: z.boolean().optional(),
  /** Owned, and buying it again continues it (monthly period, more lessons): offered as a renewal. */
  canRenew: z.boolean().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = z.object({
  sysCourseTypeCode: sysCourseTypeCodeSchema.optional(),
  productTypeId: idParamSchema.optional(),
  classYear: idParamSchema.optional(),
  classTypeId: idParamSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

export const giftProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  productType: productTypeSchema.nullable(),
});

export const cartItemSchema = z.object({
  id: z.number().int(),
  product: productSchema,
  pack: lessonPackSchema.extend({ selected: z.boolean() }).nullable(),
  gifts: z.array(giftProductSchema),
  optionalGifts: z.array(giftProductSchema.extend({ selected: z.boolean() })),
  alternativeRates: z.array(alternativeRateSchema),
  isProlongSubscription: z.boolean(),
  lessonPack: z.object({ totalPrice: minorUnitsSchema }).nullable(),
  /** What this line costs before cart-level discounts. */
  price: minorUnitsSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const bundleItemSchema = z.object({
  documentData: z.object({
    productId: z.number().int(),
    productTypeId: z.number().int(),
    packId: z.number().int().nullable(),
    teacherId: z.number().int().nullable(),
    classTypeId: z.number().int().nullable(),
    classYearId: z.number().int().nullable(),
    type: productTypeCodeSchema,
  }),
  title: z.string(),
  price: minorUnitsSchema,
  tags: z.array(z.string()),
  teacher: teacherBriefSchema.nullable(),
  educationProgram: z.string().nullable(),
  sysCourseType: z.object({ code: sysCourseTypeCodeSchema, title: z.string() }),
  ratePlanTitle: z.string(),
});
export const cartBundleSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  title: z.string(),
  price: minorUnitsSchema,
  fullPrice: minorUnitsSchema,
  items: z.array(bundleItemSchema),
  gifts: z.array(giftProductSchema),
});
export type CartBundle = z.infer<typeof cartBundleSchema>;

export const PAYMENT_SYSTEMS = [
  'Sandbox',
  'CloudPayments',
  'Sber',
  'Kaspi',
  'Tinkoff',
  'JetPay',
  'Yandex',
  'Alfa',
  'AlfaSbp',
  'Pgw',
] as const;
export const paymentSystemSchema = z.enum(PAYMENT_SYSTEMS);
export type PaymentSystem = z.infer<typeof paymentSystemSchema>;
export const PROVIDER_CODES = [
  'SANDBOX',
  'CP',
  'YA',
  'SBER',
  'JP',
  'KSPI',
  'TNKF',
  'ALFA',
  'ALFA_SBP',
  'PGW',
] as const;

export const cartSchema = z.object({
  hash: z.string(),
  isStandalone: z.boolean(),
  /** The caller owns this cart (false for a shared cart opened by someone else). */
  isOwner: z.boolean(),
  items: z.array(cartItemSchema),
  bundles: z.array(cartBundleSchema),
  coupon: z.object({ value: z.string(), discount: minorUnitsSchema }).nullable(),
  referral: z.object({ referralId: z.string(), discount: minorUnitsSchema }).nullable(),
  /** Sum of lines before discounts. */
  fullAmount: minorUnitsSchema,
  discount: minorUnitsSchema,
  /** What will be charged: computed by the server only. */
  amount: minorUnitsSchema,
  currency: currencySchema,
  count: z.number().int(),
  orgInfo: z.object({ paymentInfo: z.object({ system: paymentSystemSchema }), ofertaUrl: z.string() }),
  hasF2fProduct: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartCountSchema = z.object({ count: z.number().int() });
export const cartAddRequestSchema = z
  .object({
    item: z
      .object({
        product: idSchema,
        pack: idSchema.nullable().default(null),
      })
      .optional(),
    /** A bundle from the catalogue, by its hash. */
    bundle: z.string().min(1).max(64).optional(),
    replace: z.boolean().default(false),
  })
  .refine((v) => (v.item === undefined) !== (v.bundle === undefined), { error: 'required', path: ['item'] });
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;
export const cartItemPatchSchema = z.object({ isProlongSubscription: z.boolean() });
export const cartHashQuerySchema = z.object({ hash: z.string().min(1).max(64).optional() });
export const couponRequestSchema = z.object({
  couponValue: z.string().trim().min(1, { error: 'required' }).max(64, { error: 'max_length' }),
  /** The cart's hash may also travel in the body (as for the referral call). */
  hash: z.string().max(64).optional(),
});
export const referralRequestSchema = z.object({
  referralId: z.string().trim().min(1, { error: 'required' }).max(64, { error: 'max_length' }),
  /** Spec 2 §7 sends the cart hash with the referral id. */
  hash: z.string().max(64).optional(),
});
export const giftsDeleteSchema = z.object({ ids: z.array(idSchema).min(1).max(100) });
/** GET /cart/link/{hash}/: who a shared cart belongs to, relative to the caller. */
export const cartLinkSchema = z.object({
  hash: z.string(),
  isStandalone: z.boolean(),
  owner: z.enum(['you', 'another', 'nobody']),
});

/** Customer full name on payment (spec 2 §5). Messages are i18n keys. */
export const customerFullNameSchema = z
  .string({ error: 'required' })
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .max(CUSTOMER_FULL_NAME_MAX, { error: 'max_length' })
      .regex(/^[А-ЯЁа-яё]+(?:-[А-ЯЁ][а-яё]*)*(?: [А-ЯЁа-яё]+(?:-[А-ЯЁ][а-яё]*)*)*$/, {
        error: 'full_name_russian_only',
      })
      .refine((v) => v.split(' ').length >= 2, { error: 'full_name_format' })
      .refine((v) => v.split(/[ -]/).every((w) => w.length >= 2), { error: 'full_name_short_word' }),
  );
export const customerInfoSchema = z.object({
  customerName: customerFullNameSchema,
  phone: phoneSchema(),
  email: emailSchema,
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const payPublicSchema = z.object({
  paymentInfo: z.object({ system: paymentSystemSchema }),
  additionalPaymentInfo: z.array(z.object({ system: paymentSystemSchema })),
  inn: z.string(),
  ogrn: z.string(),
  publicId: z.string(),
  sellerName: z.string(),
  requisites: z.object({
    bankName: z.string(),
    bik: z.string(),
    account: z.string(),
    correspondentAccount: z.string(),
    kpp: z.string(),
  }),
});

export const payInitRequestSchema = z.object({
  requisites: z.boolean().default(false),
  paymentSystem: paymentSystemSchema.default('Sandbox'),
  hash: z.string().max(64).optional(),
  phone: z.string().max(32).optional(),
  email: z.string().max(256).optional(),
  holderName: z.string().max(150).optional(),
  cryptogram: z.string().max(4096).optional(),
  subscribe: z.boolean().default(false),
  redirect: z.string().max(2000).optional(),
  sourceUrl: z.string().max(2000).optional(),
  errorRedirect: z.string().max(2000).optional(),
  customerName: z.string().max(CUSTOMER_FULL_NAME_MAX).optional(),
});
export type PayInitRequest = z.infer<typeof payInitRequestSchema>;
export const payInitResponseSchema = z.object({ redirectUrl: z.string(), transactionUuid: z.string() });

export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export const REFUND_STATUSES = ['DUE', 'REFUNDED', 'REJECTED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/**
 * Money taken for an order after it was superseded or cancelled (decision 004): due back to the
 * payer until staff decide — REFUNDED outside the system, or REJECTED (the order is honoured, with
 * the reason the student reads). `paidAt`: when the money arrived; `decidedAt`: when staff decided.
 */
export const orderRefundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  reason: z.string().nullable(),
  paidAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export const transactionSchema = z.object({
  uuid: z.string(),
  status: transactionStatusSchema,
  amount: minorUnitsSchema,
  currency: currencySchema,
  method: z.enum(['CARD', 'REQUISITES']),
  orderNumber: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  products: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Null when no payment arrived after the order stopped being payable. */
  refund: orderRefundSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
/** GET /v2/students/refunds/: the signed-in user's orders whose money came late, newest first. */
export const studentRefundListSchema = z.object({
  results: z.array(transactionSchema.extend({ refund: orderRefundSchema })),
});
export type StudentRefund = z.infer<typeof studentRefundListSchema>['results'][number];
/** The student's refunds list shows at most this many, newest first. */
export const STUDENT_REFUND_LIST_LIMIT = 50;

export const payCouponRequestSchema = z.object({
  value: z.string().trim().min(1, { error: 'required' }).max(64),
});
export const cloudpaymentsWidgetSchema = z.object({
  publicId: z.string(),
  amount: minorUnitsSchema,
  currency: z.literal('RUB'),
  invoiceId: z.string(),
  accountId: z.string().nullable(),
  description: z.string(),
  methods: z.array(z.enum(['CARD', 'SPLIT'])),
  sandbox: z.boolean(),
});

export const subscriptionStatusSchema = z.object({
  productId: z.number().int(),
  hasActiveSubscription: z.boolean(),
  canProlong: z.boolean(),
  isForcedProlong: z.boolean(),
});
export const subscriptionStatusesSchema = z.object({ results: z.array(subscriptionStatusSchema) });

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCELLED', 'EXPIRED'] as const;
export const subscriptionSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), title: z.string(), avatar: z.string().nullable() }),
  ratePlan: ratePlanSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  autoRenewal: z.boolean(),
  isForced: z.boolean(),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  price: minorUnitsSchema,
  currency: currencySchema,
  upgradeOptions: z.array(
    z.object({
      productId: z.number().int(),
      ratePlan: ratePlanSchema,
      price: minorUnitsSchema,
      difference: minorUnitsSchema,
    }),
  ),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionPatchSchema = z.object({ autoRenewal: z.boolean() });
export const subscriptionUpgradeSchema = z.object({ productId: idSchema });

export const publicDocSchema = z.object({ title: z.string(), link: z.string(), kind: z.string() });
export const staticDocSchema = z.object({ title: z.string(), url: z.string() });
export const PRODUCT_LINES = ['MAIN_COURSE', 'COURSE'] as const;
export const purchasedDocumentSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  title: z.string(),
  monthName: z.string(),
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
  classYear: z.number().int().nullable(),
  productLine: z.enum(PRODUCT_LINES),
  urls: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type PurchasedDocument = z.infer<typeof purchasedDocumentSchema>;
export const purchasedDocumentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(PURCHASES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  year: z.coerce.number().int().min(PURCHASES_FIRST_YEAR).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});

export const activatedProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  productType: z.object({
    id: z.number().int(),
    courseType: z.object({ sysCourseType: z.object({ title: z.string() }) }),
  }),
});
export const couponActivationRequestSchema = z.object({
  code: z.string().trim().min(1, { error: 'required' }).max(64, { error: 'max_length' }),
});
export const couponActivationResponseSchema = z.object({ products: z.array(activatedProductSchema) });
export const myCouponsSchema = z.object({
  results: z.array(
    z.object({ code: z.string(), activatedAt: z.string(), products: z.array(activatedProductSchema) }),
  ),
});
