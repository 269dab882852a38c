import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { recogniseVideo, type LessonMaterialKind } from '@prepa/contracts';
import type { Db } from '../db/client.js';
import { lessonMaterials, lessonModules, lessons, products } from '../db/schema/index.js';
import type { SeedStep } from './index.js';

/**
 * Lessons of the demo school (issue 9): modules and lessons for «Математика ЕГЭ — мастер-группа» and
 * «Предбанник ЕГЭ: Русский язык», with videos of all three providers, materials (text conspects,
 * workbooks, a drawn SVG figure), times around the seed's day, and ONE lesson live when the seed runs
 * (started 10 minutes ago, 3 hours long) so the chat has a live lesson. Idempotent by seed keys.
 */

interface SeedLesson {
  key: string;
  title: string;
  description: string;
  /** Days from the seed's day (at 16:00 Moscow); null = the live lesson. */
  day: number | null;
  video: string;
  summary: string;
  workbook: string;
  figure?: string;
}

interface SeedModule {
  key: string;
  title: string;
  description: string;
  lessons: SeedLesson[];
}

const TRIANGLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
<title>Треугольник ABC с высотой BH</title>
<polygon points="20,160 120,20 220,160" fill="#e8f0fe" stroke="#3b6fd8" stroke-width="3"/>
<line x1="120" y1="20" x2="120" y2="160" stroke="#d8543b" stroke-width="2" stroke-dasharray="6 4"/>
<rect x="120" y="148" width="12" height="12" fill="none" stroke="#d8543b"/>
<g font-family="sans-serif" font-size="16" fill="#1c1c1c">
<text x="6" y="176">A</text><text x="114" y="16">B</text><text x="222" y="176">C</text><text x="124" y="176">H</text>
</g></svg>
`;

const PARABOLA_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180" width="240" height="180">
<title>График функции и касательная в точке x0</title>
<line x1="10" y1="150" x2="230" y2="150" stroke="#777"/><line x1="40" y1="170" x2="40" y2="10" stroke="#777"/>
<path d="M40 150 Q 120 -60 200 150" fill="none" stroke="#3b6fd8" stroke-width="3"/>
<line x1="60" y1="150" x2="180" y2="30" stroke="#d8543b" stroke-width="2"/>
<circle cx="96" cy="114" r="4" fill="#d8543b"/>
<text x="100" y="132" font-family="sans-serif" font-size="14">x₀</text></svg>
`;

const MATHS: SeedModule[] = [
  {
    key: 'maths-planimetry',
    title: 'Планиметрия: треугольники и окружности',
    description: 'Задания 1 и 17 ЕГЭ: подобие, теорема синусов, вписанные углы.',
    lessons: [
      {
        key: 'maths-similar',
        title: 'Задание 1: подобие треугольников',
        description: 'Три признака подобия и отношение площадей подобных фигур.',
        day: -9,
        video: 'https://www.youtube.com/watch?v=kYB8IZa5AuE',
        summary:
          'Конспект. Подобие треугольников\n\n1. Треугольники подобны, если два угла одного равны двум углам другого.\n2. Отношение площадей подобных треугольников равно квадрату коэффициента подобия.\n3. Средняя линия треугольника параллельна основанию и равна его половине.\n',
        workbook:
          'Рабочая тетрадь\n\n1. В треугольнике ABC MN — средняя линия, MN = 7. Найдите AC. (Ответ: 14)\n2. Площадь треугольника 48. Найдите площадь треугольника, отсекаемого средней линией. (Ответ: 12)\n',
        figure: TRIANGLE_SVG,
      },
      {
        key: 'maths-circles',
        title: 'Вписанные и центральные углы',
        description: 'Вписанный угол равен половине дуги; задачи на окружность из первой части.',
        day: null,
        video: 'https://kinescope.io/embed/mF3kq8Zp2Lw7',
        summary:
          'Конспект. Углы в окружности\n\n— Центральный угол равен дуге, на которую опирается.\n— Вписанный угол равен половине дуги.\n— Угол, опирающийся на диаметр, прямой.\n',
        workbook:
          'Рабочая тетрадь\n\n1. Центральный угол равен 124°. Найдите вписанный угол, опирающийся на ту же дугу. (Ответ: 62)\n2. Хорда AB стягивает дугу 80°. Найдите угол между хордой и касательной в точке A. (Ответ: 40)\n',
      },
      {
        key: 'maths-sine-law',
        title: 'Теорема синусов и радиус описанной окружности',
        description: 'a / sin A = 2R: как быстро находить радиус в задании 1.',
        day: 5,
        video: 'https://player.gvideo.co/videos/2675_RzaDPwFg3tZBjTXv',
        summary:
          'Конспект. Теорема синусов\n\na / sin A = b / sin B = c / sin C = 2R.\nВ прямоугольном треугольнике R равен половине гипотенузы.\n',
        workbook:
          'Рабочая тетрадь\n\n1. В треугольнике AB = 12, угол C = 30°. Найдите радиус описанной окружности. (Ответ: 12)\n',
      },
    ],
  },
  {
    key: 'maths-derivative',
    title: 'Производная и её применение',
    description: 'Задания 7 и 12: смысл производной, экстремумы, наибольшее значение.',
    lessons: [
      {
        key: 'maths-tangent',
        title: 'Задание 7: геометрический смысл производной',
        description: 'Значение производной в точке — угловой коэффициент касательной.',
        day: -4,
        video: 'https://youtu.be/WUvTyaaNkzM',
        summary:
          'Конспект. Производная и касательная\n\nf′(x₀) = k = tg α, где α — угол наклона касательной к оси Ox.\nЕсли касательная параллельна y = 3x − 5, то f′(x₀) = 3.\n',
        workbook:
          'Рабочая тетрадь\n\n1. Касательная к графику проходит через точки (0; 1) и (4; 9). Найдите f′(x₀). (Ответ: 2)\n',
        figure: PARABOLA_SVG,
      },
      {
        key: 'maths-extremum',
        title: 'Исследование функции на экстремум',
        description: 'Знаки производной, точки максимума и минимума.',
        day: 2,
        video: 'https://kinescope.io/Qp7dLx2sWm9a',
        summary:
          'Конспект. Экстремумы\n\nВ точке максимума производная меняет знак с «+» на «−», в точке минимума — с «−» на «+».\n',
        workbook: 'Рабочая тетрадь\n\n1. Найдите точку минимума функции y = x³ − 27x + 4. (Ответ: 3)\n',
      },
      {
        key: 'maths-max-value',
        title: 'Задание 12: наибольшее и наименьшее значения',
        description: 'Алгоритм: производная, критические точки, значения на концах отрезка.',
        day: 9,
        video: 'https://player.gvideo.io/videos/2675_Jk8sPq3RtY6uVwXz',
        summary:
          'Конспект. Наибольшее значение на отрезке\n\n1. Найти f′(x). 2. Решить f′(x) = 0. 3. Сравнить значения в критических точках отрезка и на его концах.\n',
        workbook:
          'Рабочая тетрадь\n\n1. Найдите наибольшее значение y = 3x − x³ на отрезке [−2; 2]. (Ответ: 2)\n',
      },
    ],
  },
];

const RUSSIAN: SeedModule[] = [
  {
    key: 'russian-spelling',
    title: 'Орфография: корни и приставки',
    description: 'Задания 9 и 10 ЕГЭ: чередования, проверяемые гласные, ПРЕ- и ПРИ-.',
    lessons: [
      {
        key: 'russian-roots',
        title: 'Задание 9: корни с чередованием',
        description: 'ГАР/ГОР, ЗАР/ЗОР, ЛАГ/ЛОЖ, РАСТ/РОС и исключения из правил.',
        day: -7,
        video: 'https://www.youtube.com/watch?v=8bYt5ZrV3Ck',
        summary:
          'Конспект. Чередующиеся гласные в корне\n\nЛАГ — ЛОЖ: перед Г пишем А (предлагать), перед Ж — О (предложить).\nРАСТ — РАЩ — РОС: росток, но отрасль, ростовщик, Ростов.\nГАР — ГОР: без ударения пишем О (загорать), исключения: выгарки, изгарь, пригарь.\n',
        workbook:
          'Рабочая тетрадь\n\nВставьте пропущенные буквы: р..стение, заг..релый, предл..жение, выр..щенный, пол..гать.\n',
      },
      {
        key: 'russian-prefixes',
        title: 'Задание 10: приставки ПРЕ- и ПРИ-',
        description: 'Значения приставок, слова, которые нужно запомнить.',
        day: -1,
        video: 'https://kinescope.io/embed/Vt4nRc8yHs2e',
        summary:
          'Конспект. ПРЕ- и ПРИ-\n\nПРИ-: приближение (прийти), присоединение (пришить), близость (пригородный), неполнота (приоткрыть).\nПРЕ-: «очень» (прекрасный), «пере-» (преградить).\nЗапомнить: презирать — призирать, пребывать — прибывать.\n',
        workbook:
          'Рабочая тетрадь\n\nВставьте пропущенные буквы: пр..открыть, пр..одолеть, пр..морский, пр..милый, пр..бывать в Москву.\n',
      },
    ],
  },
  {
    key: 'russian-essay',
    title: 'Сочинение: задание 27',
    description: 'Проблема текста, комментарий с двумя примерами, позиция автора и своя.',
    lessons: [
      {
        key: 'russian-problem',
        title: 'Как сформулировать проблему исходного текста',
        description: 'Проблема как вопрос; типичные ошибки формулировки.',
        day: 3,
        video: 'https://player.gvideo.co/videos/2675_Mn2bVc5xZa8sDfGh',
        summary:
          'Конспект. Проблема текста\n\nПроблема — вопрос, над которым размышляет автор: «Как влияет…?», «Почему…?», «Что такое…?».\nОдна проблема, связанная с позицией автора.\n',
        workbook:
          'Рабочая тетрадь\n\nПрочитайте фрагмент текста К. Паустовского о родном языке и сформулируйте его проблему в форме вопроса.\n',
      },
      {
        key: 'russian-comment',
        title: 'Комментарий: два примера и смысловая связь',
        description: 'Примеры-иллюстрации, пояснение к каждому и связь между ними.',
        day: 8,
        video: 'https://youtu.be/Y2kQm5tRdVc',
        summary:
          'Конспект. Комментарий\n\nПример 1 + пояснение; пример 2 + пояснение; смысловая связь (противопоставление, дополнение, причина и следствие) + её анализ.\n',
        workbook:
          'Рабочая тетрадь\n\nПодберите к прочитанному тексту два примера и определите вид связи между ними.\n',
      },
    ],
  },
];

const MOSCOW_OFFSET_HOURS = 3;

function startOf(day: number, now: Date): Date {
  const d = new Date(now);
  d.setUTCDate(d.getUTCDate() + day);
  d.setUTCHours(16 - MOSCOW_OFFSET_HOURS, 0, 0, 0);
  return d;
}

async function seedCourse(db: Db, productTitle: string, modules: SeedModule[], now: Date) {
  const [product] = await db
    .select({ typeId: products.productTypeId })
    .from(products)
    .where(eq(products.title, productTitle));
  if (!product) throw new Error(`demo product ${productTitle} missing`);
  for (const [mi, m] of modules.entries()) {
    await db
      .insert(lessonModules)
      .values({
        productTypeId: product.typeId,
        title: m.title,
        description: m.description,
        order: mi + 1,
        seedKey: m.key,
      })
      .onConflictDoNothing();
    const [mod] = await db.select().from(lessonModules).where(eq(lessonModules.seedKey, m.key));
    if (!mod) continue;
    for (const [li, l] of m.lessons.entries()) {
      const live = l.day === null;
      const video = recogniseVideo(l.video);
      if (!video) throw new Error(`seed video ${l.video} is not recognised`);
      await db
        .insert(lessons)
        .values({
          moduleId: mod.id,
          title: l.title,
          description: l.description,
          startsAt: live ? new Date(now.getTime() - 10 * 60_000) : startOf(l.day ?? 0, now),
          durationMinutes: live ? 180 : 90,
          videoUrl: l.video,
          videoProvider: video.provider,
          accessHash: randomBytes(12).toString('base64url'),
          order: li + 1,
          seedKey: l.key,
        })
        .onConflictDoNothing();
      const [lesson] = await db.select({ id: lessons.id }).from(lessons).where(eq(lessons.seedKey, l.key));
      if (!lesson) continue;
      const files: {
        kind: LessonMaterialKind;
        title: string;
        fileName: string;
        type: string;
        text: string;
      }[] = [
        {
          kind: 'SUMMARY',
          title: 'Конспект урока',
          fileName: `${l.key}-konspekt.txt`,
          type: 'text/plain; charset=utf-8',
          text: l.summary,
        },
        {
          kind: 'WORKBOOK',
          title: 'Рабочая тетрадь',
          fileName: `${l.key}-tetrad.txt`,
          type: 'text/plain; charset=utf-8',
          text: l.workbook,
        },
      ];
      if (l.figure) {
        files.push({
          kind: 'ADDITIONAL',
          title: 'Чертёж к уроку',
          fileName: `${l.key}-chertezh.svg`,
          type: 'image/svg+xml',
          text: l.figure,
        });
      }
      for (const [fi, f] of files.entries()) {
        const data = Buffer.from(f.text, 'utf8');
        await db
          .insert(lessonMaterials)
          .values({
            lessonId: lesson.id,
            kind: f.kind,
            title: f.title,
            fileName: f.fileName,
            contentType: f.type,
            size: data.length,
            data,
            order: fi,
          })
          .onConflictDoNothing({ target: [lessonMaterials.lessonId, lessonMaterials.fileName] });
      }
    }
  }
}

export const lessonsSeed: SeedStep = {
  name: 'lessons',
  async run({ db }) {
    const now = new Date();
    await seedCourse(db, 'Математика ЕГЭ — мастер-группа', MATHS, now);
    await seedCourse(db, 'Предбанник ЕГЭ: Русский язык', RUSSIAN, now);
  },
};

/** The live lesson's id (journeys and the chat use it). */
export async function liveSeedLessonId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.seedKey, 'maths-circles')));
  return row?.id ?? null;
}
