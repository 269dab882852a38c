import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductTypeCode, SysCourseTypeCode, SysRatePlanName } from '@prepa/contracts';
import {
  alternativeRates,
  classTypes,
  classYears,
  lessonPacks,
  productGifts,
  products,
  productTypes,
  ratePlans,
  sysCourseTypes,
  teachers,
} from '../db/schema/index.js';
import type { SeedStep } from './index.js';
import {
  COURSE_TYPES,
  GENERAL_COVER,
  rub,
  SUBJECT_COVERS,
  SUBJECTS,
  TEACHERS,
  teacherAvatar,
} from './shop-catalog-data.js';
import { seedBundles } from './shop-catalog-bundles.js';

export const shopCatalog: SeedStep = {
  name: 'shop-catalog',
  async run({ db }) {
    await db.insert(classYears).values([
      { id: 9, title: '9 класс', order: 9, educationLevel: 'OGE', isUnlimitedClassTypesGoals: false },
      { id: 10, title: '10 класс', order: 10, educationLevel: 'EGE', isUnlimitedClassTypesGoals: true },
      { id: 11, title: '11 класс', order: 11, educationLevel: 'EGE', isUnlimitedClassTypesGoals: false },
    ]);
    // Ids equal to the class number read well in links (?class_year=11); move the sequence past them
    // so that a later year the database numbers itself cannot collide.
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence('class_years', 'id'), (SELECT max(id) FROM class_years))`,
    );
    const subjects = await db
      .insert(classTypes)
      .values(SUBJECTS.map(([title, color], order) => ({ title, color, order })))
      .returning();
    const sct = await db
      .insert(sysCourseTypes)
      .values(COURSE_TYPES.map(([code, title], order) => ({ code, title, order })))
      .returning();
    const sctId = (code: SysCourseTypeCode) => sct.find((s) => s.code === code)?.id ?? 0;
    const plans = await db
      .insert(ratePlans)
      .values([
        { title: 'Помесячно', sysRatePlanName: 'MONTHLY' as SysRatePlanName, packageTitle: 'Месяц' },
        {
          title: 'Весь курс',
          sysRatePlanName: 'FULL_COURSE' as SysRatePlanName,
          packageTitle: 'Курс целиком',
        },
        {
          title: 'Пакет занятий',
          sysRatePlanName: 'PER_LESSON' as SysRatePlanName,
          packageTitle: 'Поурочно',
        },
      ])
      .returning();
    const [monthly, full, perLesson] = plans.map((p) => p.id) as [number, number, number];
    const staff = await db
      .insert(teachers)
      .values(
        TEACHERS.map(([fullName, description, idx], n) => ({
          fullName,
          description,
          avatar: teacherAvatar(n),
          // No presentation video is shipped: nothing is loaded from another site.
          presentationVideo: null,
          stats: [
            { value: '97', description: 'средний балл учеников' },
            { value: '1 200+', description: 'выпускников' },
          ],
          classTypeIds: idx.map((i) => subjects[i]?.id ?? 0),
        })),
      )
      .returning();
    const teacherFor = (subject: number) =>
      staff.find((t) => t.classTypeIds.includes(subjects[subject]?.id ?? -1))?.id ?? null;

    async function productType(
      type: ProductTypeCode,
      code: SysCourseTypeCode,
      title: string,
      subject: number | null,
      year: number | null,
    ) {
      const [row] = await db
        .insert(productTypes)
        .values({
          type,
          title,
          sysCourseTypeId: sctId(code),
          classTypeId: subject === null ? null : (subjects[subject]?.id ?? null),
          classYearId: year,
        })
        .returning();
      return row?.id ?? 0;
    }
    async function product(
      v: Omit<typeof products.$inferInsert, 'prices'> & { prices: ReturnType<typeof rub> },
    ) {
      const [row] = await db.insert(products).values(v).returning();
      return row?.id ?? 0;
    }

    // Master groups: a monthly and a full-course rate of each subject, alternatives of each other.
    const mgMonthly = new Map<string, number>();
    const years: [number, number[]][] = [
      [11, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      [10, [0, 1, 2, 5, 6]],
      [9, [0, 1, 3, 4, 6, 8]],
    ];
    const flashType = await productType('FLASH', 'FLASH', 'Флеш-курс', null, 11);
    const flash = await product({
      title: 'Флеш-курс: 100 типичных ошибок ЕГЭ',
      productTypeId: flashType,
      ratePlanId: full,
      teacherId: staff[0]?.id ?? null,
      prices: rub(990),
      accessDays: 60,
      startDate: '2026-12-01',
      description: 'Короткий интенсив по частым ошибкам.',
    });
    const flash2 = await product({
      title: 'Флеш-курс: сочинение за 30 минут',
      productTypeId: flashType,
      ratePlanId: full,
      teacherId: staff[1]?.id ?? null,
      prices: rub(1490),
      accessDays: 60,
      startDate: '2026-12-15',
      description: 'Шаблоны и разбор критериев.',
    });
    for (const [year, list] of years) {
      for (const s of list) {
        const name = SUBJECTS[s]?.[0] ?? '';
        const level = year === 9 ? 'ОГЭ' : year === 10 ? '10 класс' : 'ЕГЭ';
        const pt = await productType('MG', 'MASTER_GROUP', `${name} ${level}`, s, year);
        const base = {
          productTypeId: pt,
          teacherId: teacherFor(s),
          startDate: '2026-09-01',
          description: `Годовая подготовка: ${name}, ${level}. Вебинары, домашние задания с проверкой, кураторы.`,
        };
        const m = await product({
          ...base,
          title: `${name} ${level} — мастер-группа`,
          ratePlanId: monthly,
          prices: rub(year === 9 ? 3490 : 3990),
          isForcedProlong: s === 0 && year === 11,
        });
        const f = await product({
          ...base,
          title: `${name} ${level} — весь курс`,
          ratePlanId: full,
          prices: rub(year === 9 ? 27900 : 31900),
          accessDays: 270,
        });
        await db.insert(alternativeRates).values([
          { productId: m, altProductId: f, order: 1 },
          { productId: f, altProductId: m, order: 1 },
        ]);
        await db.insert(productGifts).values([{ productId: m, giftProductId: flash, optional: false }]);
        if (year === 11)
          await db.insert(productGifts).values([{ productId: f, giftProductId: flash2, optional: true }]);
        mgMonthly.set(`${year}:${s}`, m);
      }
    }
    const nextType = await productType('MG_NEXT', 'MASTER_GROUP', 'Мастер-группа: следующий год', 0, 10);
    await product({
      title: 'Математика: старт к ЕГЭ 2028',
      productTypeId: nextType,
      ratePlanId: monthly,
      teacherId: staff[0]?.id ?? null,
      prices: rub(2990),
      description: 'Для десятиклассников, которые начинают заранее.',
    });

    for (const s of [0, 1, 8]) {
      const pt = await productType('IND', 'INDIVIDUAL', `${SUBJECTS[s]?.[0] ?? ''}: индивидуально`, s, 11);
      const id = await product({
        title: `Индивидуальные занятия: ${SUBJECTS[s]?.[0] ?? ''}`,
        productTypeId: pt,
        ratePlanId: perLesson,
        teacherId: teacherFor(s),
        prices: rub(2500),
        accessDays: 120,
        description: 'Занятия один на один с преподавателем по вашему расписанию.',
      });
      await db.insert(lessonPacks).values([
        { productId: id, title: '4 занятия', lessonsCount: 4, prices: rub(9600) },
        { productId: id, title: '8 занятий', lessonsCount: 8, prices: rub(18400) },
        { productId: id, title: '16 занятий', lessonsCount: 16, prices: rub(35200) },
      ]);
    }
    for (const s of [0, 1, 6]) {
      const pt = await productType('PB', 'PREDBANNIK', `Предбанник: ${SUBJECTS[s]?.[0] ?? ''}`, s, 11);
      await product({
        title: `Предбанник ЕГЭ: ${SUBJECTS[s]?.[0] ?? ''}`,
        productTypeId: pt,
        ratePlanId: full,
        teacherId: teacherFor(s),
        prices: rub(4990),
        accessDays: 45,
        startDate: '2027-05-01',
        description: 'Последний рывок перед экзаменом: пробники и разборы.',
      });
    }
    const seasons: [ProductTypeCode, string, string][] = [
      ['SUMMER_COURSE', 'Летний курс', '2026-06-15'],
      ['WINTER_COURSE', 'Зимний интенсив', '2026-12-26'],
      ['SPRING_COURSE', 'Весенний интенсив', '2027-03-20'],
      ['MAIN_COURSE', 'Основной курс', '2026-09-01'],
    ];
    for (const [type, title, start] of seasons) {
      const pt = await productType(type, 'COURSE', title, 0, 11);
      await product({
        title: `${title}: математика`,
        productTypeId: pt,
        ratePlanId: full,
        teacherId: staff[0]?.id ?? null,
        prices: rub(type === 'MAIN_COURSE' ? 24900 : 6990),
        accessDays: type === 'MAIN_COURSE' ? 270 : 30,
        startDate: start,
        description: `${title} по математике.`,
      });
    }
    const olimp = await productType('OLIMP', 'OLYMPIAD', 'Олимпиадная физика', 2, 10);
    await product({
      title: 'Олимпиадная физика',
      productTypeId: olimp,
      ratePlanId: monthly,
      teacherId: staff[2]?.id ?? null,
      prices: rub(4490),
      description: 'Подготовка к Всероссийской олимпиаде.',
    });
    const middle = await productType('MIDDLE', 'MIDDLE', 'Математика 7–8 класс', 0, null);
    await product({
      title: 'Математика для 7–8 классов',
      productTypeId: middle,
      ratePlanId: monthly,
      teacherId: staff[0]?.id ?? null,
      prices: rub(2490),
      description: 'Подтягиваем базу до старта подготовки к ОГЭ.',
    });
    const rul = await productType('RULETKA', 'RULETKA', 'Рулетка', null, 11);
    await product({
      title: 'Рулетка: случайный вариант ЕГЭ с разбором',
      productTypeId: rul,
      ratePlanId: full,
      teacherId: null,
      prices: { RUB: 49000, KZT: 270000 },
      accessDays: 7,
    });

    // Covers: a product shows its subject's picture, one without a subject the general one.
    for (const [i, subject] of subjects.entries()) {
      const types = db
        .select({ id: productTypes.id })
        .from(productTypes)
        .where(eq(productTypes.classTypeId, subject.id));
      await db
        .update(products)
        .set({ avatar: SUBJECT_COVERS[i] ?? GENERAL_COVER })
        .where(inArray(products.productTypeId, types));
    }
    await db.update(products).set({ avatar: GENERAL_COVER }).where(isNull(products.avatar));

    await seedBundles(db, {
      mg: (y, subject) => mgMonthly.get(`${y}:${subject}`) ?? 0,
      sysCourseTypeId: sctId('MASTER_GROUP'),
      gifts: [flash, flash2],
    });
  },
};
